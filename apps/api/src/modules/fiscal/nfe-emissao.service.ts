/**
 * Invoicing an order: the NF-e built from what the order stores (nfe-emissao.rules.ts), numbered in its series,
 * signed with the company's A1 certificate, validated against nfe_v4.00.xsd and stored as 'assinada', in the
 * operation's transaction. Transmission to SEFAZ is a later step.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { Decimal, lineGross, xsdParams } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation } from '../../platform/http/errors.ts';
import { produtos, tipoMedidas } from '../catalogo/index.ts';
import { impostosParametros, pedidoVendaItemsTaxes } from '../impostos/index.ts';
import { addresses, people } from '../pessoas/index.ts';
import { activeReceipt, lockOrderToInvoice, operacoes, pedidoVenda, pedidoVendaItems, pedidoVendaParcelas, pedidoVendaRecebimentos, receiverOf } from '../vendas/index.ts';
import { NFE_ASSINADA, nfeEmitidaItens, nfeEmitidas, nfeSeries } from './fiscal.table.ts';
import { pfxDaEmpresa } from './certificado.service.ts';
import { abrePfx, assinaNfe } from './nfe-assinatura.ts';
import { duplicatasDoPlano, meioPagamento, montaNfe, parte, totais, type DadosNfe, type Endereco, type ItemNfe, type TributosItem } from './nfe-emissao.rules.ts';
import { validateNfe } from './xsd.ts';
import { notaQueFatura } from './nfe-cobertura.ts';

export interface NfeOptions {
  /** 1 production, 2 homologation (default). */
  ambiente: '1' | '2';
  serie: number;
  /** The certificate folder GNRE uses (certificado.service.ts). */
  certDir: string | null;
}

/** NFE_AMBIENTE (1, default 2), NFE_SERIE (default 1), GNRE_CERT_DIR. */
export function nfeOptionsFromEnv(env: Readonly<NodeJS.ProcessEnv>): NfeOptions {
  const serie = Number(env.NFE_SERIE ?? 1);
  return {
    ambiente: env.NFE_AMBIENTE?.trim() === '1' ? '1' : '2',
    serie: Number.isInteger(serie) && serie >= 0 && serie <= 889 ? serie : 1,
    certDir: env.GNRE_CERT_DIR?.trim() || null,
  };
}

/**
 * The next number of the series, taken under a row lock held until the transaction ends: two invoices at once
 * wait for each other, and a rolled-back invoice gives its number back (no gaps, no repeats).
 */
export async function proximoNumero(db: Tx, company: number, serie: number): Promise<number> {
  await db.insert(nfeSeries).values({ company, NrSerie: serie, NrProximo: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ n: nfeSeries.NrProximo })
    .from(nfeSeries)
    .where(and(eq(nfeSeries.company, company), eq(nfeSeries.NrSerie, serie)))
    .for('update');
  await db
    .update(nfeSeries)
    .set({ NrProximo: row.n + 1 })
    .where(and(eq(nfeSeries.company, company), eq(nfeSeries.NrSerie, serie)));
  return row.n;
}

/** The date-time of emission as the NF-e writes it, in Brasília time (UTC−3, no daylight saving since 2019). */
export function dataHoraEmissao(now = new Date()): string {
  return new Date(now.getTime() - 3 * 3600 * 1000).toISOString().slice(0, 19) + '-03:00';
}

const MONEY_FIELDS = [
  'VlBcIcms', 'VlIcms', 'VlFcp', 'VlBcSt', 'VlIcmsSt', 'VlFcpSt', 'VlBcIpi', 'VlIpi', 'VlBcPisCofins', 'VlPis', 'VlCofins',
  'VlBcUfDest', 'VlIcmsUfDest', 'VlIcmsUfRemet', 'VlFcpUfDest', 'VlTributos', 'VlBcIbsCbs', 'VlIbsUf', 'VlIbsMun', 'VlCbs',
] as const satisfies readonly (keyof TributosItem)[];

async function endereco(db: Tx, person: number, field: string): Promise<Endereco> {
  const [a] = await db.select().from(addresses).where(eq(addresses.people, person)).orderBy(asc(addresses.id)).limit(1);
  if (!a?.cityIbge || !a.uf || !a.city) throw violation(field, 'nfe_missing_data', { field: `${field} (endereço com município IBGE)` });
  return {
    xLgr: [a.streetType, a.street].filter(Boolean).join(' '),
    nro: a.number ?? '',
    xCpl: a.complement,
    xBairro: a.district ?? '',
    cMun: a.cityIbge,
    xMun: a.city,
    UF: a.uf,
    CEP: a.cep,
  };
}

/** What the invoices `where` selects carried per order item: the quantity and each stored value, summed. */
export async function somaPorItem(db: Tx, where: SQL | undefined): Promise<Map<number, { qt: Decimal; valores: Record<string, Decimal> }>> {
  const rows = await db
    .select({ item: nfeEmitidaItens.IdPedidoVendaItem, qt: nfeEmitidaItens.QtFaturada, valores: nfeEmitidaItens.DsValores })
    .from(nfeEmitidaItens)
    .innerJoin(nfeEmitidas, eq(nfeEmitidas.IdNfe, nfeEmitidaItens.IdNfe))
    .where(where);
  const sums = new Map<number, { qt: Decimal; valores: Record<string, Decimal> }>();
  for (const r of rows) {
    const acc = sums.get(r.item) ?? { qt: new Decimal(0), valores: {} };
    acc.qt = acc.qt.plus(r.qt);
    for (const [k, v] of Object.entries(r.valores)) acc.valores[k] = (acc.valores[k] ?? new Decimal(0)).plus(v);
    sums.set(r.item, acc);
  }
  return sums;
}

export interface FaturarItem {
  IdItem: number;
  Qt: string;
}

/** What an invoice of an order is made of before it takes a number: the builder's data and the values each item carries. */
export interface PreparoNfe {
  draft: Omit<DadosNfe, 'serie' | 'nNF' | 'cNF' | 'dhEmi'>;
  stored: { id: number; qt: Decimal; valores: Record<string, string> }[];
  emitCnpj: string;
}

/**
 * The invoice of an order, whole (the quantities not invoiced yet) or the items and quantities given, from what the
 * order stores; no number, no signature. `exceptNfe`: an invoice of the order whose quantities count as not invoiced
 * (a rejected invoice built again with its own number).
 */
export async function prepararNfe(
  db: Tx,
  company: number,
  codPedido: number,
  pedidos: FaturarItem[] | undefined,
  options: Pick<NfeOptions, 'ambiente'>,
  exceptNfe?: number,
): Promise<PreparoNfe> {
  // The order's row lock makes two invoices of one order wait for each other (quantities are checked after it).
  const [order] = await db
    .select()
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CodPedido, codPedido), eq(pedidoVenda.CdEmpresa, company)))
    .for('update');
  if (!order) throw notFound();
  // New invoices passed lockOrderToInvoice (the sales area's rule); this catches a rejected invoice built again
  // (exceptNfe) for an order cancelled or returned since: its quantities are already the invoice's, whatever the status.
  if (order.TpPedidoDeVenda === 'O' || order.StatusPedido === 'C' || order.StatusPedido === 'D') throw violation('StatusPedido', 'nfe_order_status');

  const rows = await db
    .select({ item: pedidoVendaItems, produto: produtos, unidade: tipoMedidas.CdSigla, taxes: pedidoVendaItemsTaxes })
    .from(pedidoVendaItems)
    .innerJoin(produtos, eq(produtos.IdProduto, pedidoVendaItems.IdProduto))
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, pedidoVendaItems.IdTipoMedida))
    .leftJoin(pedidoVendaItemsTaxes, eq(pedidoVendaItemsTaxes.IdPedidoVendaItem, pedidoVendaItems.IdPedidoVendaItem))
    .where(and(eq(pedidoVendaItems.CodPedido, codPedido), eq(pedidoVendaItems.StItem, 'A')))
    .orderBy(asc(pedidoVendaItems.NrPosicao));

  // What earlier invoices of the order carried, per item: quantity and each money value.
  const invoiced = await somaPorItem(
    db,
    and(
      eq(nfeEmitidas.company, company),
      eq(nfeEmitidas.CodPedido, codPedido),
      notaQueFatura(),
      exceptNfe ? ne(nfeEmitidas.IdNfe, exceptNfe) : undefined,
    ),
  );
  const left = (id: number, total: string) => new Decimal(total).minus(invoiced.get(id)?.qt ?? 0);

  const wanted: { row: (typeof rows)[number]; qt: Decimal }[] = [];
  if (pedidos?.length) {
    const problems = [];
    for (const [i, p] of pedidos.entries()) {
      const row = rows.find((r) => r.item.IdPedidoVendaItem === p.IdItem);
      if (!row) {
        problems.push({ propertyPath: `itens.${i}.IdItem`, message: 'nfe_item_not_in_order' });
        continue;
      }
      const rest = left(p.IdItem, row.item.QtPedida);
      const qt = new Decimal(p.Qt);
      if (qt.gt(rest) || wanted.some((w) => w.row === row)) problems.push({ propertyPath: `itens.${i}.Qt`, message: 'nfe_qt_exceeds', params: { left: rest.toFixed(3) } });
      else wanted.push({ row, qt });
    }
    if (problems.length) throw validationError(problems);
  } else {
    for (const row of rows) {
      const rest = left(row.item.IdPedidoVendaItem, row.item.QtPedida);
      if (rest.gt(0)) wanted.push({ row, qt: rest });
    }
  }
  if (!wanted.length) throw violation('itens', 'nfe_nothing_to_invoice');

  const [emitPerson] = await db.select().from(people).where(eq(people.id, company));
  const receiver = receiverOf(order);
  const [destPerson] = receiver ? await db.select().from(people).where(eq(people.id, receiver)) : [];
  if (!emitPerson?.document || emitPerson.document.length !== 14) throw violation('emit.CNPJ', 'nfe_missing_data', { field: 'CNPJ da empresa' });
  if (!destPerson?.document) throw violation('dest.documento', 'nfe_missing_data', { field: 'CPF/CNPJ do destinatário' });
  const [params] = await db.select().from(impostosParametros).where(eq(impostosParametros.company, company));
  const [operacao] = order.IdOperacao ? await db.select().from(operacoes).where(eq(operacoes.IdOperacao, order.IdOperacao)) : [];
  const emitEnd = await endereco(db, company, 'emit.enderEmit');
  const destEnd = await endereco(db, destPerson.id, 'dest.enderDest');
  const interna = emitEnd.UF === destEnd.UF;
  const cfop = order.CdCfop ?? (operacao ? (interna ? operacao.CdCfopInterno : operacao.CdCfopInterestadual) : null);
  if (!cfop) throw violation('IdOperacao', 'nfe_missing_data', { field: 'CFOP (operação do pedido)' });

  const itens: ItemNfe[] = [];
  const stored: { id: number; qt: Decimal; valores: Record<string, string> }[] = [];
  let pesoL = new Decimal(0);
  let pesoB = new Decimal(0);
  for (const [n, { row, qt }] of wanted.entries()) {
    const t = row.taxes;
    if (!t) throw violation(`itens.${n}`, 'nfe_taxes_missing', { item: String(row.item.NrPosicao) });
    const ncm = t.CdNcm ?? row.produto.CdNcm;
    if (!ncm) throw violation(`itens.${n}.NCM`, 'nfe_missing_data', { field: `NCM do produto ${row.produto.CdChamada}` });
    const total = new Decimal(row.item.QtPedida);
    const before = invoiced.get(row.item.IdPedidoVendaItem);
    const gross = lineGross(row.item.QtPedida, row.item.VlUnitario);
    // The item's share of the order's freight is what its stored total holds beyond the goods and the added taxes.
    const frete = new Decimal(t.VlTotal).minus(t.VlIpi).minus(t.VlIcmsSt).minus(t.VlFcpSt).minus(row.item.VlTotal);
    const full: Record<string, string> = {
      vProd: gross,
      vDesc: new Decimal(gross).minus(row.item.VlTotal).toFixed(2),
      vFrete: Decimal.max(frete, 0).toFixed(2),
      pesoL: row.item.VlPesoLiquido,
      pesoB: row.item.VlPesoBruto,
      ...Object.fromEntries(MONEY_FIELDS.map((k) => [k, t[k]])),
    };
    const valores = Object.fromEntries(
      Object.entries(full).map(([k, v]) => [k, parte(v, qt, total, { qt: before?.qt ?? new Decimal(0), valor: before?.valores[k] ?? new Decimal(0) })]),
    );
    pesoL = pesoL.plus(valores.pesoL);
    pesoB = pesoB.plus(valores.pesoB);
    stored.push({ id: row.item.IdPedidoVendaItem, qt, valores });
    itens.push({
      cProd: row.produto.CdChamada,
      cEAN: row.produto.CdEan,
      xProd: row.produto.NmProduto,
      NCM: ncm,
      CEST: row.produto.CdCest,
      CFOP: cfop,
      uCom: row.unidade,
      qCom: qt.toFixed(3),
      vUnCom: row.item.VlUnitario,
      vProd: valores.vProd,
      vFrete: valores.vFrete,
      vDesc: valores.vDesc,
      orig: row.produto.CdOrigem,
      tributos: { ...(t as unknown as TributosItem), ...valores },
    });
  }

  const [carrier] = order.IdTransportador ? await db.select().from(people).where(eq(people.id, order.IdTransportador)) : [];
  const [carrierAddress] = carrier ? await db.select().from(addresses).where(eq(addresses.people, carrier.id)).orderBy(asc(addresses.id)).limit(1) : [];
  // The order's plan still to invoice: an authorised invoice's duplicatas became installments of their own (IdNfe).
  const parcelas = await db
    .select()
    .from(pedidoVendaParcelas)
    .where(and(eq(pedidoVendaParcelas.CodPedido, codPedido), isNull(pedidoVendaParcelas.IdNfe)))
    .orderBy(asc(pedidoVendaParcelas.NrParcela));
  const pagamento = meioPagamento(order.DsFormaPagamento ?? parcelas[0]?.DsFormaPagamento, operacao?.StGeraFinanceiro ?? true);

  const draft = {
    tpAmb: options.ambiente,
    natOp: order.DsOperacao ?? operacao?.NmOperacao ?? 'VENDA',
    consumidorFinal: order.StConsumidorFinal ?? destPerson.contributorType !== '1',
    emitente: { CNPJ: emitPerson.document, xNome: emitPerson.name, xFant: emitPerson.alias, endereco: emitEnd, IE: emitPerson.ie ?? '', CRT: (params?.Crt ?? '3') as '1' | '2' | '3' },
    destinatario: {
      documento: destPerson.document,
      xNome: destPerson.name,
      endereco: destEnd,
      indIEDest: (destPerson.contributorType === '1' && destPerson.ie ? '1' : destPerson.contributorType === '2' ? '2' : '9') as '1' | '2' | '9',
      IE: destPerson.ie,
    },
    itens,
    modFrete: (order.TpFrete === 'CIF' ? '0' : order.TpFrete === 'FOB' ? '1' : '9') as '0' | '1' | '9',
    transportador: carrier
      ? {
          documento: carrier.document ?? '',
          xNome: carrier.name,
          IE: carrier.ie,
          xEnder: carrierAddress ? [carrierAddress.streetType, carrierAddress.street, carrierAddress.number].filter(Boolean).join(' ') : null,
          xMun: carrierAddress?.city,
          UF: carrierAddress?.uf,
        }
      : null,
    volume: { qVol: itens.reduce((a, i) => a.plus(i.qCom), new Decimal(0)).toFixed(0), esp: 'VOLUMES', pesoL: pesoL.toFixed(3), pesoB: pesoB.toFixed(3) },
    duplicatas: [] as { nDup: string; dVenc: string; vDup: string }[],
    adiantamento: '0.00',
    ...pagamento,
    infCpl: [
      `Pedido ${codPedido}`,
      order.NrPedidoCompra ? `Pedido de compra do cliente ${order.NrPedidoCompra}` : null,
      draftSimples(params?.Crt),
      order.DsObservacao,
    ]
      .filter(Boolean)
      .join('. '),
    verProc: 'backoffice 1.0',
  };
  // The installments in proportion to this invoice's value (the whole order's add up to it), less what the client
  // paid in advance on them (duplicatasDoPlano): a receipt is never billed again.
  const vNF = totais(draft.itens).vNF;
  if (pagamento.tPag !== '90' && parcelas.length) {
    const recebido = await receivedOfInstallments(db, parcelas.map((p) => p.IdParcela));
    const cobranca = duplicatasDoPlano(
      parcelas.map((p) => ({ dVenc: p.DtVencimento, valor: p.VlParcela, recebido: recebido.get(p.IdParcela) ?? '0' })),
      vNF,
    );
    draft.duplicatas = cobranca.duplicatas;
    draft.adiantamento = cobranca.adiantamento;
  }
  return { draft, stored, emitCnpj: emitPerson.document };
}

/** What was received of each of these installments (of the order's plan). */
async function receivedOfInstallments(db: Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: pedidoVendaRecebimentos.IdParcela, v: sql<string>`sum(${pedidoVendaRecebimentos.VlRecebido})` })
    .from(pedidoVendaRecebimentos)
    .where(and(inArray(pedidoVendaRecebimentos.IdParcela, ids), activeReceipt))
    .groupBy(pedidoVendaRecebimentos.IdParcela);
  return new Map(rows.map((r) => [r.id, r.v]));
}

/** A fresh cNF (8 digits, never equal to the number, as the manual asks). */
function codigoNumerico(nNF: number): string {
  const cNF = String(crypto.randomInt(0, 100_000_000)).padStart(8, '0');
  return cNF === String(nNF).padStart(8, '0') ? String((Number(cNF) + 1) % 100_000_000).padStart(8, '0') : cNF;
}

/** The invoice built with its number, signed with the company's certificate and checked against nfe_v4.00.xsd. */
export async function assinarNfe(db: Tx, company: number, preparo: PreparoNfe, numero: { serie: number; nNF: number; cNF?: string }, certDir: string | null) {
  const built = montaNfe({ ...preparo.draft, serie: numero.serie, nNF: numero.nNF, cNF: numero.cNF ?? codigoNumerico(numero.nNF), dhEmi: dataHoraEmissao() });
  const pfx = await pfxDaEmpresa(db, company, preparo.emitCnpj, certDir);
  if (!pfx) throw violation('certificado', 'nfe_no_certificate');
  const signed = assinaNfe(built.xml, abrePfx(pfx.pfx, pfx.passphrase));
  const check = await validateNfe(signed, 'NFe');
  if (!check.valid) {
    const field = /Element '(?:\{[^}]*\})?([^']+)'/.exec(check.firstError ?? '')?.[1] ?? 'NFe';
    throw violation(field, 'nfe_emissao_schema_invalid', { ...xsdParams(check.firstError), detail: check.firstError ?? '' });
  }
  return { chave: built.chave, xml: signed, vNF: built.totais.vNF };
}

/** Invoices an order, whole (the quantities not invoiced yet) or the items and quantities given. */
export async function faturarPedido(
  db: Tx,
  company: number,
  codPedido: number,
  pedidos: FaturarItem[] | undefined,
  user: number | null,
  options: NfeOptions,
): Promise<typeof nfeEmitidas.$inferSelect> {
  // The order locked and its status checked by the sales area's rule, whoever invoices (one order, a route's job).
  await lockOrderToInvoice(db, company, codPedido);
  const preparo = await prepararNfe(db, company, codPedido, pedidos, options);
  return gravarNfe(db, company, codPedido, preparo, user, options);
}

/**
 * A prepared invoice of an order numbered in the series, signed, validated and stored as 'assinada' with its items;
 * `referencia`: a return (finNFe 4) and the key of the invoice it returns.
 */
export async function gravarNfe(
  db: Tx,
  company: number,
  codPedido: number,
  preparo: PreparoNfe,
  user: number | null,
  options: NfeOptions,
  referencia?: { FinNfe: string; NrChaveReferenciada: string },
): Promise<typeof nfeEmitidas.$inferSelect> {
  const serie = options.serie;
  const nNF = await proximoNumero(db, company, serie);
  const { chave, xml, vNF } = await assinarNfe(db, company, preparo, { serie, nNF }, options.certDir);
  const [nfe] = await db
    .insert(nfeEmitidas)
    .values({
      company,
      CodPedido: codPedido,
      NrSerie: serie,
      NrNota: nNF,
      NrChave: chave,
      StNfe: NFE_ASSINADA,
      TpAmbiente: options.ambiente,
      VlNota: vNF.toFixed(2),
      DsXml: xml,
      IdUsuario: user,
      ...referencia,
    })
    .returning();
  await db.insert(nfeEmitidaItens).values(preparo.stored.map((s, i) => ({ IdNfe: nfe.IdNfe, IdPedidoVendaItem: s.id, NrItem: i + 1, QtFaturada: s.qt.toFixed(3), DsValores: s.valores })));
  return nfe;
}

/** The text the Simples Nacional issuer must print (LC 123/2006, art. 23). */
export function draftSimples(crt: string | undefined): string | null {
  return crt === '1' || crt === '2' ? 'Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI' : null;
}

/** The company of an issued invoice (null when there is none). */
export async function companyOfNfe(db: Tx, id: number): Promise<number | null> {
  const [row] = await db.select({ company: nfeEmitidas.company }).from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, id));
  return row?.company ?? null;
}

export async function nfeById(db: Tx, id: number) {
  const [row] = await db.select().from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, id));
  return row ?? null;
}


/**
 * What invoicing the order would issue, without storing anything or taking a number: the items with their taxes,
 * the totals (the builder's `totais`, the same the XML carries), the installments and the number the series would
 * give now (the invoice may take another if someone invoices in between). Refusals are the invoicing's own.
 */
export async function previaNfe(db: Tx, company: number, codPedido: number, pedidos: FaturarItem[] | undefined, options: Pick<NfeOptions, 'ambiente' | 'serie'>) {
  await lockOrderToInvoice(db, company, codPedido);
  const { draft, stored } = await prepararNfe(db, company, codPedido, pedidos, options);
  const [serie] = await db
    .select({ n: nfeSeries.NrProximo })
    .from(nfeSeries)
    .where(and(eq(nfeSeries.company, company), eq(nfeSeries.NrSerie, options.serie)));
  const sum = totais(draft.itens);
  const money = (v: Decimal | string) => new Decimal(v).toFixed(2);
  return {
    CodPedido: codPedido,
    serie: options.serie,
    nNF: serie?.n ?? 1,
    tpAmb: draft.tpAmb,
    natOp: draft.natOp,
    destinatario: { documento: draft.destinatario.documento, xNome: draft.destinatario.xNome, UF: draft.destinatario.endereco.UF },
    itens: draft.itens.map((i, n) => ({
      IdItem: stored[n].id,
      cProd: i.cProd,
      xProd: i.xProd,
      NCM: i.NCM,
      CFOP: i.CFOP,
      uCom: i.uCom,
      qCom: i.qCom,
      vUnCom: i.vUnCom,
      vProd: money(i.vProd),
      vDesc: money(i.vDesc),
      vFrete: money(i.vFrete),
      vBC: money(i.tributos.VlBcIcms),
      vICMS: money(i.tributos.VlIcms),
      vST: money(i.tributos.VlIcmsSt),
      vIPI: money(i.tributos.VlIpi),
      vPIS: money(i.tributos.VlPis),
      vCOFINS: money(i.tributos.VlCofins),
      vICMSUFDest: money(i.tributos.VlIcmsUfDest),
    })),
    totais: {
      vProd: money(sum.vProd),
      vDesc: money(sum.vDesc),
      vFrete: money(sum.vFrete),
      vBC: money(sum.vBC),
      vICMS: money(sum.vICMS),
      vST: money(sum.vST),
      vIPI: money(sum.vIPI),
      vPIS: money(sum.vPIS),
      vCOFINS: money(sum.vCOFINS),
      vICMSUFDest: money(sum.vICMSUFDest),
      vFCPUFDest: money(sum.vFCPUFDest),
      vTotTrib: money(sum.vTotTrib),
      vNF: money(sum.vNF),
    },
    duplicatas: draft.duplicatas,
  };
}
