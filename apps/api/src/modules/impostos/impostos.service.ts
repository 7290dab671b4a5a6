import { and, asc, eq, inArray } from 'drizzle-orm';
import { Decimal, lineGross } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { produtos } from '../catalogo/index.ts';
import { people } from '../pessoas/index.ts';
import { pedidoVenda, pedidoVendaItems, placeOf, receiverOf, resyncInstallments, storeTotals } from '../vendas/index.ts';
import { calculaItem, resolveRates, totaisImpostos, type ContextoFiscal, type ImpostosItem, type RegraNcm, type RegraUf, type TpDifal } from './impostos.rules.ts';
import { impostosNcm, impostosParametros, impostosUf, pedidoVendaItemsTaxes } from './impostos.table.ts';

/** The company's rate tables, as the engine reads them. */
export async function rateTables(db: Executor, company: number): Promise<{ ufs: RegraUf[]; ncms: RegraNcm[]; emissor: ContextoFiscal['emissor'] }> {
  const ufs = await db.select().from(impostosUf).where(eq(impostosUf.company, company));
  const ncms = await db.select().from(impostosNcm).where(eq(impostosNcm.company, company));
  const [p] = await db.select().from(impostosParametros).where(eq(impostosParametros.company, company));
  return {
    ufs: ufs.map((u) => ({ ...u, TpDifal: u.TpDifal as TpDifal })),
    ncms: ncms.map((n) => ({ ...n, TpDestino: n.TpDestino as 'I' | 'E' | null })),
    emissor: { Crt: (p?.Crt ?? '3') as '1' | '3', PcPis: p?.PcPis ?? '0.65', PcCofins: p?.PcCofins ?? '3' },
  };
}

export interface OrderTaxes {
  CodPedido: number;
  contexto: Omit<ContextoFiscal, 'emissor'> & { crt: string; CdCfop: string | null; IdOperacao: number | null };
  items: (ImpostosItem & { IdPedidoVendaItem: number; NrPosicao: number; IdProduto: number; CdNcm: string | null; CdOrigem: string })[];
  totais: ReturnType<typeof totaisImpostos> & { VlProdutos: string; VlDesconto: string; VlFrete: string; VlPedido: string };
}

/**
 * The taxes of an order's active items (all, or the ones asked): the sale's context from the order (origin and
 * destination states recorded on its header, else the addresses; the recipient's contributor type; the operation),
 * each item's NCM and origin from the product, the order's freight shared by the items' values in exact cents.
 * `consumidorFinal` overrides the rule that a recipient without IE (types 2 and 9) is the final consumer.
 */
export async function orderTaxes(db: Executor, company: number, id: number, opts: { items?: number[]; consumidorFinal?: boolean } = {}): Promise<OrderTaxes> {
  const [order] = await db.select().from(pedidoVenda).where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)));
  if (!order) throw notFound();
  const receiver = receiverOf(order);
  const ufOrigem = order.IdUfOrigem ?? (await placeOf(db as Tx, company))?.uf ?? null;
  const destPlace = order.IdUfDestino ? null : await placeOf(db as Tx, receiver);
  const abroad = order.CdCfop?.startsWith('7') || (destPlace && destPlace.country && !/^bra[sz]il$/i.test(destPlace.country));
  const ufDestino = abroad ? 'EX' : (order.IdUfDestino ?? destPlace?.uf ?? null);
  if (!ufOrigem || !ufDestino) throw violation('IdCliente', 'taxes_need_destination');
  const [who] = receiver ? await db.select({ t: people.contributorType }).from(people).where(eq(people.id, receiver)) : [];
  const tpContribuinte = (who?.t === '1' || who?.t === '2' ? who.t : '9') as '1' | '2' | '9';
  const tables = await rateTables(db, company);
  const ctx: ContextoFiscal = {
    ufOrigem,
    ufDestino,
    tpContribuinte,
    consumidorFinal: opts.consumidorFinal ?? tpContribuinte !== '1',
    data: String(order.DtEmissao).slice(0, 10),
    emissor: tables.emissor,
  };
  const rows = await db
    .select({ item: pedidoVendaItems, CdNcm: produtos.CdNcm, CdOrigem: produtos.CdOrigem })
    .from(pedidoVendaItems)
    .innerJoin(produtos, eq(produtos.IdProduto, pedidoVendaItems.IdProduto))
    .where(and(eq(pedidoVendaItems.CodPedido, id), eq(pedidoVendaItems.StItem, 'A')))
    .orderBy(asc(pedidoVendaItems.NrPosicao));
  const freights = shareFreight(order.VlFrete, rows.map((r) => r.item.VlTotal));
  const items: OrderTaxes['items'] = [];
  let products = new Decimal(0);
  let discounts = new Decimal(0);
  for (const [i, r] of rows.entries()) {
    const gross = lineGross(r.item.QtPedida, r.item.VlUnitario);
    products = products.plus(gross);
    discounts = discounts.plus(new Decimal(gross).minus(r.item.VlTotal));
    if (opts.items && !opts.items.includes(r.item.IdPedidoVendaItem)) continue;
    const rates = resolveRates({ ufOrigem, ufDestino, ncm: r.CdNcm ?? '', idOperacao: order.IdOperacao }, tables.ufs, tables.ncms);
    const taxes = calculaItem(ctx, { origem: r.CdOrigem, vProd: gross, vDesc: new Decimal(gross).minus(r.item.VlTotal), vFrete: freights[i] }, rates);
    items.push({ IdPedidoVendaItem: r.item.IdPedidoVendaItem, NrPosicao: r.item.NrPosicao, IdProduto: r.item.IdProduto, CdNcm: r.CdNcm, CdOrigem: r.CdOrigem, ...taxes });
  }
  const totais = totaisImpostos(items);
  return {
    CodPedido: id,
    contexto: { ufOrigem, ufDestino, tpContribuinte, consumidorFinal: ctx.consumidorFinal, data: ctx.data, crt: ctx.emissor.Crt, CdCfop: order.CdCfop, IdOperacao: order.IdOperacao },
    items,
    totais: {
      ...totais,
      VlProdutos: products.toFixed(2),
      VlDesconto: discounts.toFixed(2),
      VlFrete: new Decimal(order.VlFrete).toFixed(2),
      // What the client pays: products less discounts, freight, and what the invoice adds (IPI, ST, FCP-ST).
      VlPedido: products.minus(discounts).plus(order.VlFrete).plus(totais.VlIpi).plus(totais.VlIcmsSt).plus(totais.VlFcpSt).toFixed(2),
    },
  };
}

/** The order's freight shared by the items' values, in cents that add up to it (the last item takes the rest). */
export function shareFreight(freight: string, values: string[]): string[] {
  const total = values.reduce((a, v) => a.plus(v), new Decimal(0));
  const f = new Decimal(freight || 0);
  if (total.isZero() || f.isZero()) return values.map(() => '0.00');
  let given = new Decimal(0);
  return values.map((v, i) => {
    const part = i === values.length - 1 ? f.minus(given) : f.times(v).dividedBy(total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    given = given.plus(part);
    return part.toFixed(2);
  });
}

/**
 * POST pedido_venda_items_taxes: computes and stores the taxes of the order's items (the ones given, or all),
 * drops those of items no longer active, and makes the order's total carry what the invoice adds (IPI, ST,
 * FCP-ST: VlImpostos), its installments following the new total.
 */
export async function storeOrderTaxes(db: Tx, company: number, id: number, opts: { items?: number[]; consumidorFinal?: boolean } = {}): Promise<OrderTaxes> {
  await db.select({ id: pedidoVenda.CodPedido }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id)).for('update');
  const computed = await orderTaxes(db, company, id, opts);
  const ctxText = JSON.stringify(computed.contexto);
  for (const item of computed.items) {
    const { NrPosicao: _n, IdProduto: _p, CdOrigem: _o, ...values } = item;
    const row = { ...values, CodPedido: id, CdEmpresa: company, DsContexto: ctxText };
    await db.insert(pedidoVendaItemsTaxes).values(row).onConflictDoUpdate({ target: pedidoVendaItemsTaxes.IdPedidoVendaItem, set: { ...row, DtCalculo: new Date().toISOString() } });
  }
  const active = (await db.select({ id: pedidoVendaItems.IdPedidoVendaItem }).from(pedidoVendaItems).where(and(eq(pedidoVendaItems.CodPedido, id), eq(pedidoVendaItems.StItem, 'A')))).map((r) => r.id);
  const stored = await db.select().from(pedidoVendaItemsTaxes).where(eq(pedidoVendaItemsTaxes.CodPedido, id));
  const stale = stored.filter((s) => !active.includes(s.IdPedidoVendaItem)).map((s) => s.IdPedidoVendaItem);
  if (stale.length) await db.delete(pedidoVendaItemsTaxes).where(inArray(pedidoVendaItemsTaxes.IdPedidoVendaItem, stale));
  const kept = stored.filter((s) => active.includes(s.IdPedidoVendaItem));
  const added = kept.reduce((a, s) => a.plus(s.VlIpi).plus(s.VlIcmsSt).plus(s.VlFcpSt), new Decimal(0));
  await db.update(pedidoVenda).set({ VlImpostos: added.toFixed(2) }).where(eq(pedidoVenda.CodPedido, id));
  await storeTotals(db, id);
  await resyncInstallments(db, id);
  return computed;
}

/**
 * The share of taxes in a sale of the product to a state (what the markup's PcImpostos stands for): every tax of
 * a R$ 100,00 sale, for a contributor or a final consumer.
 */
export async function taxPercent(db: Executor, company: number, input: { IdProduto: number; IdUf: string; TpContribuinte: '1' | '2' | '9'; ufOrigem: string }): Promise<string> {
  const [p] = await db.select({ CdNcm: produtos.CdNcm, CdOrigem: produtos.CdOrigem }).from(produtos).where(and(eq(produtos.IdProduto, input.IdProduto), eq(produtos.company, company)));
  if (!p) throw notFound();
  const tables = await rateTables(db, company);
  const rates = resolveRates({ ufOrigem: input.ufOrigem, ufDestino: input.IdUf, ncm: p.CdNcm ?? '', idOperacao: null }, tables.ufs, tables.ncms);
  const today = new Date().toISOString().slice(0, 10);
  const r = calculaItem(
    { ufOrigem: input.ufOrigem, ufDestino: input.IdUf, tpContribuinte: input.TpContribuinte, consumidorFinal: input.TpContribuinte !== '1', data: today, emissor: tables.emissor },
    { origem: p.CdOrigem, vProd: '100.00' },
    rates,
  );
  return new Decimal(r.VlTributos).toFixed(2);
}

/** What the invoice adds to each item of the order (IPI, ST, FCP-ST), as last stored. */
export async function addedByInvoice(db: Executor, order: number): Promise<Map<number, string>> {
  const rows = await db.select().from(pedidoVendaItemsTaxes).where(eq(pedidoVendaItemsTaxes.CodPedido, order));
  return new Map(rows.map((r) => [r.IdPedidoVendaItem, new Decimal(r.VlIpi).plus(r.VlIcmsSt).plus(r.VlFcpSt).toFixed(2)]));
}
