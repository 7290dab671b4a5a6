/**
 * A client's return of an authorised sale invoice, whole or in part, by the company's own NF-e of entry (tpNF 0,
 * finNFe 4, NFref/refNFe the invoice returned): the parties as the returned invoice names them, each item's CFOP of
 * return by its CFOP of sale (nfe-devolucao.rules.ts), the quantities returned with the same unit values and the
 * invoice's stored values in proportion, no billing (tPag 90). Numbered in the series, signed, validated and stored
 * as 'assinada' like any invoice; when SEFAZ authorises it, aoAutorizarDevolucao brings the goods back, reverses the
 * commission, takes the value off the receivables and, once all that was invoiced came back, returns the order (D).
 */
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { Decimal, isoDateIn, maskAccessKey, orderMove, type StatusPedido } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import { reverseReturned } from '../comissao/index.ts';
import { createTitulo } from '../financeiro/index.ts';
import { impostosParametros, pedidoVendaItemsTaxes } from '../impostos/index.ts';
import { people } from '../pessoas/index.ts';
import { changeStatus, pedidoVenda, pedidoVendaItems, receiverOf, reduceInstallments, returnItemsPart } from '../vendas/index.ts';
import { NFE_AUTORIZADA, NFE_CANCELADA, NFE_DENEGADA, NFE_INUTILIZADA, NFE_REJEITADA, nfeEmitidaItens, nfeEmitidas } from './fiscal.table.ts';
import { EVENTO_REJEITADO, TP_CANCELAMENTO, nfeEventos } from './nfe-eventos.table.ts';
import type { NfeEmitida } from './nfe-autorizacao.service.ts';
import { draftSimples, gravarNfe, somaPorItem, type NfeOptions } from './nfe-emissao.service.ts';
import type { DadosNfe, Endereco, ItemNfe, TributosItem } from './nfe-emissao.rules.ts';
import { cfopDevolucao, percentualDevolvido, restaDevolver, valoresDevolvidos } from './nfe-devolucao.rules.ts';

/** finNFe of a sale and of a return. */
export const FIN_NORMAL = '1';
export const FIN_DEVOLUCAO = '4';
/** Returns that do not count: cancelled, rejected or denied ones brought nothing back. */
const SEM_EFEITO = [NFE_CANCELADA, NFE_REJEITADA, NFE_DENEGADA, NFE_INUTILIZADA];

/** The returns of an invoice that count (signed, on their way or authorised): they bring or will bring its goods back. */
const devolucoesQueContam = (company: number, chave: string) =>
  and(eq(nfeEmitidas.company, company), eq(nfeEmitidas.FinNfe, FIN_DEVOLUCAO), eq(nfeEmitidas.NrChaveReferenciada, chave), notInArray(nfeEmitidas.StNfe, SEM_EFEITO));

/**
 * The number of a return of the invoice that counts, or null: a cancelled invoice's goods come back by the
 * cancellation, so an invoice with a return is not cancelled (they would come back twice, and the receivables and
 * the commission be undone twice). The caller holds the invoice's row lock, as devolverNfe does.
 */
export async function devolucaoDaNota(db: Tx, nfe: Pick<NfeEmitida, 'company' | 'NrChave'>): Promise<number | null> {
  const [row] = await db.select({ numero: nfeEmitidas.NrNota }).from(nfeEmitidas).where(devolucoesQueContam(nfe.company, nfe.NrChave)).orderBy(asc(nfeEmitidas.NrNota)).limit(1);
  return row?.numero ?? null;
}

export interface DevolverItem {
  /** The item's number in the returned invoice (det/@nItem), or the order item it invoiced. */
  NrItem?: number;
  IdPedidoVendaItem?: number;
  Qt: string;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => name === 'det' });

type Tag = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v as string));

function enderecoDe(e: Tag): Endereco {
  return { xLgr: str(e.xLgr), nro: str(e.nro), xCpl: str(e.xCpl) || null, xBairro: str(e.xBairro), cMun: str(e.cMun), xMun: str(e.xMun), UF: str(e.UF), CEP: str(e.CEP) || null, fone: str(e.fone) || null };
}

/** The infNFe of a stored invoice (the signed NFe, or the nfeProc once authorised). */
function infNFe(xml: string): Tag {
  const doc = parser.parse(xml) as { nfeProc?: { NFe: { infNFe: Tag } }; NFe?: { infNFe: Tag } };
  return (doc.nfeProc?.NFe ?? doc.NFe)!.infNFe;
}

/**
 * POST /nfe_emitidas/{id}/devolucao: the return NF-e of an authorised sale invoice, of all that is left to return
 * (no items) or of the items and quantities given; 422 on the item past what is left.
 */
export async function devolverNfe(db: Tx, company: number, id: number, pedidos: DevolverItem[] | undefined, user: number | null, options: NfeOptions): Promise<NfeEmitida> {
  // The invoice's row lock makes two returns of one invoice wait for each other (what is left is read after it).
  const [original] = await db.select().from(nfeEmitidas).where(and(eq(nfeEmitidas.IdNfe, id), eq(nfeEmitidas.company, company))).for('update');
  if (!original) throw notFound();
  if (original.FinNfe !== FIN_NORMAL) throw violation('FinNfe', 'nfe_return_of_return');
  if (original.StNfe !== NFE_AUTORIZADA) throw violation('StNfe', 'nfe_return_not_authorised');
  // A cancellation on its way to SEFAZ brings the goods back once registered: a return would bring them back again.
  const [cancelamento] = await db
    .select({ id: nfeEventos.IdEvento })
    .from(nfeEventos)
    .where(and(eq(nfeEventos.IdNfe, id), eq(nfeEventos.TpEvento, TP_CANCELAMENTO), ne(nfeEventos.StEvento, EVENTO_REJEITADO)))
    .limit(1);
  if (cancelamento) throw violation('IdNfe', 'nfe_return_cancel_pending');

  const itens = await db.select().from(nfeEmitidaItens).where(eq(nfeEmitidaItens.IdNfe, id)).orderBy(asc(nfeEmitidaItens.NrItem));
  // What the returns of the invoice that count brought back so far, per order item.
  const antes = await somaPorItem(db, devolucoesQueContam(company, original.NrChave));
  const resta = (i: (typeof itens)[number]) => restaDevolver(i.QtFaturada, antes.get(i.IdPedidoVendaItem)?.qt ?? new Decimal(0));

  const wanted: { item: (typeof itens)[number]; qt: Decimal; path: string }[] = [];
  const problems: Violation[] = [];
  if (pedidos?.length) {
    for (const [n, p] of pedidos.entries()) {
      const item = itens.find((i) => (p.NrItem !== undefined ? i.NrItem === p.NrItem : i.IdPedidoVendaItem === p.IdPedidoVendaItem));
      if (!item) {
        problems.push({ propertyPath: `itens.${n}.${p.NrItem !== undefined ? 'NrItem' : 'IdPedidoVendaItem'}`, message: 'nfe_return_item_not_in_invoice' });
        continue;
      }
      const qt = new Decimal(p.Qt);
      const left = resta(item);
      if (qt.gt(left) || wanted.some((w) => w.item === item)) problems.push({ propertyPath: `itens.${n}.Qt`, message: 'nfe_return_qt_exceeds', params: { left: left.toFixed(3) } });
      else wanted.push({ item, qt, path: `itens.${n}` });
    }
  } else {
    for (const item of itens) if (resta(item).gt(0)) wanted.push({ item, qt: resta(item), path: `itens.${item.NrItem - 1}` });
  }
  if (problems.length) throw validationError(problems);
  if (!wanted.length) throw violation('itens', 'nfe_return_nothing_left');

  const inf = infNFe(original.DsXml);
  const dets = inf.det as Tag[];
  const taxes = await db.select().from(pedidoVendaItemsTaxes).where(inArray(pedidoVendaItemsTaxes.IdPedidoVendaItem, wanted.map((w) => w.item.IdPedidoVendaItem)));
  const itensNfe: ItemNfe[] = [];
  const stored: { id: number; qt: Decimal; valores: Record<string, string> }[] = [];
  let pesoL = new Decimal(0);
  let pesoB = new Decimal(0);
  for (const { item, qt, path } of wanted) {
    const det = dets.find((d) => str(d['@_nItem']) === String(item.NrItem))!;
    const prod = det.prod as Tag;
    const cfop = cfopDevolucao(str(prod.CFOP));
    if (!cfop) {
      problems.push({ propertyPath: `${path}.CFOP`, message: 'nfe_return_cfop_unknown', params: { cfop: str(prod.CFOP) } });
      continue;
    }
    const t = taxes.find((x) => x.IdPedidoVendaItem === item.IdPedidoVendaItem);
    if (!t) throw violation(path, 'nfe_taxes_missing', { item: String(item.NrItem) });
    const valores = valoresDevolvidos(item.DsValores, qt, item.QtFaturada, antes.get(item.IdPedidoVendaItem) ?? { qt: new Decimal(0), valores: {} });
    pesoL = pesoL.plus(valores.pesoL ?? 0);
    pesoB = pesoB.plus(valores.pesoB ?? 0);
    stored.push({ id: item.IdPedidoVendaItem, qt, valores });
    const icms = Object.values((det.imposto as Tag).ICMS as Tag)[0] as Tag;
    itensNfe.push({
      cProd: str(prod.cProd),
      cEAN: str(prod.cEAN) === 'SEM GTIN' ? null : str(prod.cEAN),
      xProd: str(prod.xProd),
      NCM: str(prod.NCM),
      CEST: str(prod.CEST) || null,
      CFOP: cfop,
      uCom: str(prod.uCom),
      qCom: qt.toFixed(3),
      vUnCom: str(prod.vUnCom),
      vProd: valores.vProd,
      vFrete: valores.vFrete ?? '0.00',
      vDesc: valores.vDesc ?? '0.00',
      orig: str(icms.orig),
      tributos: { ...(t as unknown as TributosItem), ...valores },
      // The IPI of the sale comes back as IPI returned (impostoDevol), with the share of the item returned.
      pDevol: new Decimal(valores.VlIpi ?? 0).gt(0) ? percentualDevolvido(qt, item.QtFaturada) : null,
    });
  }
  if (problems.length) throw validationError(problems);

  const ide = inf.ide as Tag;
  const emit = inf.emit as Tag;
  const dest = inf.dest as Tag;
  const [params] = await db.select().from(impostosParametros).where(eq(impostosParametros.company, company));
  const emitido = str(ide.dhEmi).slice(0, 10).split('-').reverse().join('/');
  const draft: Omit<DadosNfe, 'serie' | 'nNF' | 'cNF' | 'dhEmi'> = {
    tpAmb: options.ambiente,
    natOp: 'DEVOLUCAO DE VENDA',
    tpNF: '0',
    finNFe: FIN_DEVOLUCAO,
    refNFe: original.NrChave,
    consumidorFinal: str(ide.indFinal) === '1',
    emitente: { CNPJ: str(emit.CNPJ), xNome: str(emit.xNome), xFant: str(emit.xFant) || null, endereco: enderecoDe(emit.enderEmit as Tag), IE: str(emit.IE), CRT: str(emit.CRT) as '1' | '2' | '3' },
    destinatario: {
      documento: str(dest.CNPJ ?? dest.CPF),
      // The name as the returned invoice has it (in homologation the builder writes the homologation text anyway).
      xNome: str(dest.xNome),
      endereco: enderecoDe(dest.enderDest as Tag),
      indIEDest: str(dest.indIEDest) as '1' | '2' | '9',
      IE: str(dest.IE) || null,
      email: str(dest.email) || null,
    },
    itens: itensNfe,
    modFrete: '9',
    transportador: null,
    volume: { qVol: itensNfe.reduce((a, i) => a.plus(i.qCom), new Decimal(0)).toFixed(0), esp: 'VOLUMES', pesoL: pesoL.toFixed(3), pesoB: pesoB.toFixed(3) },
    // A return bills nothing: the receivables are adjusted when it is authorised.
    duplicatas: [],
    tPag: '90',
    infCpl: [
      `Devolução da NF-e ${original.NrNota} série ${original.NrSerie} de ${emitido}, chave ${maskAccessKey(original.NrChave)}`,
      original.CodPedido ? `Pedido ${original.CodPedido}` : null,
      draftSimples(params?.Crt),
    ]
      .filter(Boolean)
      .join('. '),
    verProc: 'backoffice 1.0',
  };

  return gravarNfe(db, company, original.CodPedido, { draft, stored, emitCnpj: draft.emitente.CNPJ }, user, options, {
    FinNfe: FIN_DEVOLUCAO,
    NrChaveReferenciada: original.NrChave,
  });
}

/** Per order item, the quantity the order's authorised invoices of a kind (finNFe) carried. */
async function autorizadoPorItem(db: Tx, company: number, order: number, fin: string, exceto?: number): Promise<Map<number, Decimal>> {
  const sums = await somaPorItem(
    db,
    and(eq(nfeEmitidas.company, company), eq(nfeEmitidas.CodPedido, order), eq(nfeEmitidas.FinNfe, fin), eq(nfeEmitidas.StNfe, NFE_AUTORIZADA), exceto ? ne(nfeEmitidas.IdNfe, exceto) : undefined),
  );
  return new Map([...sums].map(([item, s]) => [item, s.qt]));
}

/**
 * A return NF-e authorised (called once, in the transaction that records the authorisation): the goods come back
 * into the balances they left from; each returned item's commission is reversed in proportion; the return's value
 * comes off the returned invoice's open duplicatas, and what the client had already paid of them becomes an account
 * payable to the client (the refund or credit a back-office records for a paid return); the order is returned (D) once all its
 * authorised invoices brought out came back.
 */
export async function aoAutorizarDevolucao(db: Tx, nfe: NfeEmitida, user: number | null): Promise<void> {
  const company = nfe.company;
  const order = nfe.CodPedido;
  if (!order) return;
  // The order first (the row that decides), then the stock its items move (returnItemsPart locks it).
  const [pedido] = await db.select().from(pedidoVenda).where(eq(pedidoVenda.CodPedido, order)).for('update');
  if (!pedido) return;
  const itens = await db.select().from(nfeEmitidaItens).where(eq(nfeEmitidaItens.IdNfe, nfe.IdNfe)).orderBy(asc(nfeEmitidaItens.NrItem));
  const motivo = `Devolução NF-e ${nfe.NrNota} série ${nfe.NrSerie}`;

  await returnItemsPart(db, company, itens.map((i) => ({ item: i.IdPedidoVendaItem, quantity: i.QtFaturada })), user, motivo);

  // What each item had not returned before this one: the commission's balance is reversed in that proportion.
  const devolvido = await autorizadoPorItem(db, company, order, FIN_DEVOLUCAO, nfe.IdNfe);
  const orderItems = await db
    .select({ id: pedidoVendaItems.IdPedidoVendaItem, qt: pedidoVendaItems.QtPedida })
    .from(pedidoVendaItems)
    .where(inArray(pedidoVendaItems.IdPedidoVendaItem, itens.map((i) => i.IdPedidoVendaItem)));
  await reverseReturned(
    db,
    company,
    order,
    itens.map((i) => {
      const total = orderItems.find((o) => o.id === i.IdPedidoVendaItem)?.qt ?? i.QtFaturada;
      return { item: i.IdPedidoVendaItem, qt: i.QtFaturada, qtLeft: new Decimal(total).minus(devolvido.get(i.IdPedidoVendaItem) ?? 0).toFixed(3) };
    }),
    motivo,
    user,
  );

  // The value comes off the returned invoice's own duplicatas; what they do not cover the client already paid.
  const [devolvida] = await db
    .select({ id: nfeEmitidas.IdNfe })
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.company, company), eq(nfeEmitidas.NrChave, nfe.NrChaveReferenciada ?? '')));
  const { refund } = devolvida ? await reduceInstallments(db, company, order, devolvida.id, nfe.VlNota) : { refund: '0.00' };
  if (new Decimal(refund).gt(0)) {
    const receiver = receiverOf(pedido);
    const [client] = receiver ? await db.select({ name: people.name }).from(people).where(eq(people.id, receiver)) : [];
    const hoje = isoDateIn();
    await createTitulo(db, {
      company,
      NrTitulo: `DEV-${nfe.NrSerie}-${nfe.NrNota}`,
      NmTitulo: `Devolução de venda: crédito de ${client?.name ?? 'cliente'} pela NF-e ${nfe.NrNota} (pedido ${order})`.slice(0, 200),
      DtEmissao: hoje,
      DtVencimento: hoje,
      VlTitulo: refund,
      DsAgrupamento: 'Devoluções de venda',
    });
  }

  // All that the order's authorised sale invoices carried came back, and they had carried all of it (T): the order is
  // returned. A partly invoiced order (P) stays P: the rest of it is still sold, reserved and to be invoiced, and D
  // (final) would leave that reservation held and reverse the rest's commission.
  const faturado = await autorizadoPorItem(db, company, order, FIN_NORMAL);
  for (const i of itens) devolvido.set(i.IdPedidoVendaItem, (devolvido.get(i.IdPedidoVendaItem) ?? new Decimal(0)).plus(i.QtFaturada));
  const tudo = faturado.size > 0 && [...faturado].every(([item, qt]) => (devolvido.get(item) ?? new Decimal(0)).gte(qt));
  const from = pedido.StatusPedido as StatusPedido;
  if (tudo && from === 'T' && !orderMove(pedido.TpPedidoDeVenda as never, from, 'D')) {
    const ctx = { user: null, company, locale: 'pt-BR', appDomain: '' };
    await changeStatus({ db, ctx, audit: (entry) => audit(db, { ctx, company, ...entry }) }, company, order, 'D');
  }
}
