import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { consumidorFinalPadrao, Decimal, isoDateIn, lineGross } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { produtos } from '../catalogo/index.ts';
import { people } from '../pessoas/index.ts';
import { pedidoVenda, pedidoVendaItems, placeOf, receiverOf, resyncInstallments, storeTotals } from '../vendas/index.ts';
import { calculaItem, resolveRates, totaisImpostos, tributosNoPreco, type ContextoFiscal, type ImpostosItem, type RegraNcm, type RegraUf, type TpDifal, type TpReducaoBase } from './impostos.rules.ts';
import { impostosIbsCbs, impostosNcm, impostosParametros, impostosUf, pedidoVendaItemsTaxes } from './impostos.table.ts';
import type { AliquotaIbsCbs } from './ibscbs.rules.ts';

/**
 * The company's rate tables, as the engine reads them, in one statement (the four tables' rows as JSON objects keyed
 * by their properties, numerics as text: what separate selects would answer), ordered as before: by id, the IBS/CBS
 * rates by their start.
 */
export async function rateTables(db: Executor, company: number): Promise<{ ufs: RegraUf[]; ncms: RegraNcm[]; emissor: ContextoFiscal['emissor']; ibsCbs: AliquotaIbsCbs[] }> {
  return (await rateTablesAndReceiver(db, company, null)).tables;
}

/** rateTables, and in the same statement the receiver's contributor type (ICMS: 1, 2 or 9; null when not given or unset). */
async function rateTablesAndReceiver(db: Executor, company: number, receiver: number | null): Promise<{ tables: Awaited<ReturnType<typeof rateTables>>; contributorType: string | null }> {
  const result = await db.execute(sql`select 'uf' as kind, ${rowObject(impostosUf)} as row from ${impostosUf} where company_id = ${company}
    union all select 'ncm', ${rowObject(impostosNcm)} from ${impostosNcm} where company_id = ${company}
    union all select 'p', ${rowObject(impostosParametros)} from ${impostosParametros} where company_id = ${company}
    union all select 'ibs', ${rowObject(impostosIbsCbs)} from ${impostosIbsCbs}
    ${receiver ? sql`union all select 'who', json_build_object('t', contributor_type) from ${people} where id = ${receiver}` : sql``}`);
  const rows = (result as unknown as { rows: { kind: string; row: Record<string, unknown> }[] }).rows;
  const of = <T>(kind: string, key: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => r.row as T)
      .sort((a, b) => ((a as Record<string, number | string>)[key] < (b as Record<string, number | string>)[key] ? -1 : 1));
  const ufs = of<typeof impostosUf.$inferSelect>('uf', 'IdImpostoUf');
  const ncms = of<typeof impostosNcm.$inferSelect>('ncm', 'IdImpostoNcm');
  const [p] = of<typeof impostosParametros.$inferSelect>('p', 'IdImpostoParametro');
  const ibsCbs = of<typeof impostosIbsCbs.$inferSelect>('ibs', 'DtInicio').map((r) => ({ DtInicio: r.DtInicio, DtFim: r.DtFim, PcCbs: r.PcCbs, PcIbsUf: r.PcIbsUf, PcIbsMun: r.PcIbsMun, StSimples: r.StSimples, StSomaTotal: r.StSomaTotal }));
  const [who] = rows.filter((r) => r.kind === 'who').map((r) => r.row as { t: string | null });
  return {
    tables: {
      ufs: ufs.map((u) => ({ ...u, TpDifal: u.TpDifal as TpDifal })),
      ncms: ncms.map((n) => ({ ...n, TpDestino: n.TpDestino as 'I' | 'E' | null })),
      emissor: { Crt: (p?.Crt ?? '3') as '1' | '3', PcPis: p?.PcPis ?? '0.65', PcCofins: p?.PcCofins ?? '3', TpReducaoBase: (p?.TpReducaoBase ?? 'B') as TpReducaoBase },
      ibsCbs,
    },
    contributorType: who?.t ?? null,
  };
}

/** A row of `table` as a JSON object keyed by the table's properties, numerics as text (exact, as the driver reads them). */
function rowObject(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = sql.identifier(column.name);
    return sql`${sql.raw(`'${key}'`)}, ${column.columnType === 'PgNumeric' ? sql`${value}::text` : value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
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
 * The final consumer is the order's StConsumidorFinal (orders from before it: derived from the contributor
 * type); `consumidorFinal` overrides it for a what-if (GET impostos/calcula/{id}?consumidorFinal=).
 */
export async function orderTaxes(db: Executor, company: number, id: number, opts: { items?: number[]; consumidorFinal?: boolean } = {}): Promise<OrderTaxes> {
  const computed = await computeOrderTaxes(db, company, id, opts);
  if (!computed) throw violation('IdCliente', 'taxes_need_destination');
  return computed;
}

type Order = typeof pedidoVenda.$inferSelect;

/**
 * What the engine needs to know of an order's sale: origin and destination states (recorded on its header, else
 * the addresses; 'EX' abroad), the receiver's contributor type, the final consumer (the order's flag; orders from
 * before it: derived from the contributor type) and the company's tables. Null when a state is not known yet.
 */
async function saleContext(db: Executor, company: number, order: Order, consumidorFinal?: boolean): Promise<{ ctx: ContextoFiscal; tables: Awaited<ReturnType<typeof rateTables>> } | null> {
  const receiver = receiverOf(order);
  const ufOrigem = order.IdUfOrigem ?? (await placeOf(db as Tx, company))?.uf ?? null;
  const destPlace = order.IdUfDestino ? null : await placeOf(db as Tx, receiver);
  const abroad = order.CdCfop?.startsWith('7') || (destPlace && destPlace.country && !/^bra[sz]il$/i.test(destPlace.country));
  const ufDestino = abroad ? 'EX' : (order.IdUfDestino ?? destPlace?.uf ?? null);
  if (!ufOrigem || !ufDestino) return null;
  const { tables, contributorType: t } = await rateTablesAndReceiver(db, company, receiver);
  const tpContribuinte = (t === '1' || t === '2' ? t : '9') as '1' | '2' | '9';
  return {
    tables,
    ctx: {
      ufOrigem,
      ufDestino,
      tpContribuinte,
      consumidorFinal: consumidorFinal ?? order.StConsumidorFinal ?? consumidorFinalPadrao(tpContribuinte),
      data: String(order.DtEmissao).slice(0, 10),
      emissor: tables.emissor,
      ibsCbs: tables.ibsCbs,
    },
  };
}

async function orderOf(db: Executor, company: number, id: number): Promise<Order> {
  const [order] = await db.select().from(pedidoVenda).where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)));
  if (!order) throw notFound();
  return order;
}

/** The order's taxes, or null when it has no origin or destination state yet (a quote without client or address). */
async function computeOrderTaxes(db: Executor, company: number, id: number, opts: { items?: number[]; consumidorFinal?: boolean }): Promise<OrderTaxes | null> {
  return (await taxesAndActiveItems(db, company, id, opts)).taxes;
}

/**
 * computeOrderTaxes, and the ids of the order's active items it read (none when the order has no taxes); `row`: the
 * order's row as the caller holds it, when it is current.
 */
async function taxesAndActiveItems(db: Executor, company: number, id: number, opts: { items?: number[]; consumidorFinal?: boolean }, row?: Order): Promise<{ taxes: OrderTaxes | null; active: number[] }> {
  const order = row && row.CodPedido === id && row.CdEmpresa === company ? row : await orderOf(db, company, id);
  const sale = await saleContext(db, company, order, opts.consumidorFinal);
  if (!sale) return { taxes: null, active: [] };
  const { ctx, tables } = sale;
  const { ufOrigem, ufDestino, tpContribuinte } = ctx;
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
  const taxes: OrderTaxes = {
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
  return { taxes, active: rows.map((r) => r.item.IdPedidoVendaItem) };
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
 * Writes the taxes of the order's items (the ones given, or all) and drops those of items no longer active; the
 * order's VlImpostos becomes what the invoice adds (IPI, ST, FCP-ST). Without origin or destination state the
 * order has no taxes. The caller recomputes the header totals.
 */
async function writeOrderTaxes(db: Tx, company: number, id: number, opts: { items?: number[] } = {}, row?: Order): Promise<{ computed: OrderTaxes | null; VlImpostos: string }> {
  const { taxes: computed, active } = await taxesAndActiveItems(db, company, id, opts, row);
  const ctxText = computed && JSON.stringify(computed.contexto);
  const rows = (computed?.items ?? []).map(({ NrPosicao: _n, IdProduto: _p, CdOrigem: _o, ...values }) => ({ ...values, CodPedido: id, CdEmpresa: company, DsContexto: ctxText }));
  if (rows.length) {
    // Every item in one statement: a row already there takes the new values (excluded.*) and the time of the calculation.
    const columns = getTableColumns(pedidoVendaItemsTaxes);
    const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((key): key is keyof typeof columns => key in columns);
    const set = Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key].name}`)]));
    await db
      .insert(pedidoVendaItemsTaxes)
      .values(rows)
      .onConflictDoUpdate({ target: pedidoVendaItemsTaxes.IdPedidoVendaItem, set: { ...set, DtCalculo: new Date().toISOString() } });
  }
  // One statement: the taxes of items no longer active go, and the order's VlImpostos becomes what the active items'
  // add (IPI, ST, FCP-ST). Both parts see the rows as they were before it, hence the sum's own filter on the active.
  const activeIds = `{${active.join(',')}}`;
  const updated = await db.execute(sql`with gone as (
      delete from ${pedidoVendaItemsTaxes} where cod_pedido = ${id} and not (id_pedido_venda_item = any(${activeIds}::int[])))
    update ${pedidoVenda} set vl_impostos = (
      select coalesce(sum(vl_ipi + vl_icms_st + vl_fcp_st), 0) from ${pedidoVendaItemsTaxes}
      where cod_pedido = ${id} and id_pedido_venda_item = any(${activeIds}::int[]))
    where cod_pedido = ${id} returning vl_impostos`);
  const [{ vl_impostos: VlImpostos }] = (updated as unknown as { rows: { vl_impostos: string }[] }).rows;
  return { computed, VlImpostos };
}

/**
 * POST pedido_venda_items_taxes: computes and stores the taxes of the order's items (the ones given, or all), and
 * makes the order's total carry what the invoice adds (IPI, ST, FCP-ST: VlImpostos), its installments following
 * the new total. Item and header writes already do this (refreshOrderTaxes); asking again picks up edited tables.
 */
export async function storeOrderTaxes(db: Tx, company: number, id: number, opts: { items?: number[] } = {}): Promise<OrderTaxes> {
  await db.select({ id: pedidoVenda.CodPedido }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id)).for('update');
  const { computed } = await writeOrderTaxes(db, company, id, opts);
  if (!computed) throw violation('IdCliente', 'taxes_need_destination');
  await storeTotals(db, id);
  await resyncInstallments(db, id);
  return computed;
}

/**
 * The stored taxes follow every change of the order's items and header, in the change's transaction (the sales
 * area calls this through the order-taxes provider before it recomputes the totals), so lists and the printout never
 * show stale taxes.
 */
export async function refreshOrderTaxes(db: Tx, company: number, id: number, row?: Order): Promise<string> {
  return (await writeOrderTaxes(db, company, id, {}, row)).VlImpostos;
}

/** The value the percentages are taken of: large enough for 2 exact decimals of percent after the cents. */
const PERCENT_BASE = '10000.00';

/**
 * The share of taxes in a sale of the product to a state (what the markup's PcImpostos stands for): the taxes
 * inside the price of a R$ 10.000,00 sale, for a contributor or a final consumer.
 */
export async function taxPercent(db: Executor, company: number, input: { IdProduto: number; IdUf: string; TpContribuinte: '1' | '2' | '9'; ufOrigem: string }): Promise<string> {
  const tables = await rateTables(db, company);
  // The rates in force on the company's calendar day (São Paulo), not UTC's, a day ahead from 21:00.
  const today = isoDateIn();
  const ctx: ContextoFiscal = { ufOrigem: input.ufOrigem, ufDestino: input.IdUf, tpContribuinte: input.TpContribuinte, consumidorFinal: consumidorFinalPadrao(input.TpContribuinte), data: today, emissor: tables.emissor };
  return productPercent(db, company, input.IdProduto, ctx, tables, null);
}

/**
 * The markup's sales-tax percentage of the product in the order's sale (its destination, recipient, final consumer
 * and operation), for the suggested price; null when the order has no destination yet. The sales area asks for it
 * through the order-taxes provider when a markup takes its taxes from the engine.
 */
export async function saleTaxPercent(db: Executor, company: number, orderId: number, productId: number): Promise<string | null> {
  const order = await orderOf(db, company, orderId);
  const sale = await saleContext(db, company, order);
  return sale ? productPercent(db, company, productId, sale.ctx, sale.tables, order.IdOperacao) : null;
}

async function productPercent(db: Executor, company: number, productId: number, ctx: ContextoFiscal, tables: Awaited<ReturnType<typeof rateTables>>, idOperacao: number | null): Promise<string> {
  const [p] = await db.select({ CdNcm: produtos.CdNcm, CdOrigem: produtos.CdOrigem }).from(produtos).where(and(eq(produtos.IdProduto, productId), eq(produtos.company, company)));
  if (!p) throw notFound();
  const rates = resolveRates({ ufOrigem: ctx.ufOrigem, ufDestino: ctx.ufDestino, ncm: p.CdNcm ?? '', idOperacao }, tables.ufs, tables.ncms);
  const taxes = calculaItem(ctx, { origem: p.CdOrigem, vProd: PERCENT_BASE }, rates);
  return tributosNoPreco(taxes).times(100).dividedBy(PERCENT_BASE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** What the invoice adds to each item of the order (IPI, ST, FCP-ST), as last stored. */
export async function addedByInvoice(db: Executor, order: number): Promise<Map<number, string>> {
  const rows = await db.select().from(pedidoVendaItemsTaxes).where(eq(pedidoVendaItemsTaxes.CodPedido, order));
  return new Map(rows.map((r) => [r.IdPedidoVendaItem, new Decimal(r.VlIpi).plus(r.VlIcmsSt).plus(r.VlFcpSt).toFixed(2)]));
}
