import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_MAX_DISCOUNT,
  Decimal,
  fefoAllocate,
  isFractionalUnit,
  isoDateIn,
  isOpenQuote,
  finalizeViolations,
  lineTotal,
  lineSizeViolations,
  lineWeight,
  lowestPrice,
  MAX_DISCOUNT_CONFIG,
  marginPercent,
  orderMove,
  orderMoveGrant,
  orderTotals,
  totalsSizeViolations,
  placeViolations,
  priceViolations,
  quantityDecimals,
  quantityViolations,
  suggestedPrice,
  type OrcamentoAtualiza,
  type OrcamentoNovo,
  type OrderParty,
  type PedidoVendaItemInput,
  type PedidoVendaItemUpdate,
  type StatusPedido,
} from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { files } from '../../platform/files/files.table.ts';
import { AppError, notFound, staleVersion, validationError, violation } from '../../platform/http/errors.ts';
import { may } from '../../platform/auth/authorize.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { settingValue } from '../admin/index.ts';
import { estoqueMovimentos, estoqueSaldos, loteEstoqueProduto, lockStock, produtoConversoes, produtos, tipoMedidas, type StockLock } from '../catalogo/index.ts';
import { addresses, people, setores } from '../pessoas/index.ts';
import { markups, viewProdutoPrecos } from './markup.table.ts';
import { headerColumns, placeOf, receiverOf } from './orcamento-cabecalho.ts';
import { firstPhase } from './fases.service.ts';
import { pedidoVenda, pedidoVendaItems } from './vendas.table.ts';
import type { PedidoDocumentoItem } from './pedido-documento.ts';
import { emitOrderEvent, itemTaxesOf, refreshTaxes, saleTaxPercent } from './order-events.ts';
import { createInstallments, resyncInstallments } from './parcelas.service.ts';

/**
 * Quotes and orders: the one place that writes pedido_venda and its items. Every write runs in the caller's
 * transaction, locks the order row, re-computes the header totals from the items (orderTotals of the domain)
 * and bumps the order's version, so a screen holding an older version gets 409 'This order was already updated'.
 * A quote is TpPedidoDeVenda 'O' with StatusPedido 'A'; finalizing makes it an order ('P'), reserving stock.
 */

type Order = typeof pedidoVenda.$inferSelect;
type Item = typeof pedidoVendaItems.$inferSelect;

/** The stock moves of an item name it as their origin (release finds what was reserved this way). */
export const ITEM_ENTITY = 'PedidoVendaItem';

/** The company of an order (for the operation's grant check; undefined when it does not exist). */
export async function companyOfPedido(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVenda.CdEmpresa }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  return row?.c;
}

/** The company of an order item. */
export async function companyOfItem(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVendaItems.CdEmpresa }).from(pedidoVendaItems).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  return row?.c;
}

/** The order, locked for the write; 404 when it is not of the company. */
async function lockOrder(db: Tx, company: number, id: number): Promise<Order> {
  const [row] = await db
    .select()
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)))
    .for('update');
  if (!row) throw notFound();
  return row as Order;
}

function checkVersion(order: Order, version: number | undefined): void {
  if (version !== undefined && version !== order.version) throw staleVersion();
}

function requireOpenQuote(o: Order, path = 'StatusPedido', message = 'quote_not_open'): void {
  if (!isOpenQuote(o)) throw violation(path, message);
}

/**
 * The most discount (%) a user of the company may give: the company's `desconto_maximo` setting, 10 when it has
 * none; a stored value that is not a percentage from 0 to 100 is an error on the setting (settingValue).
 */
export async function maxDiscount(db: Executor, company: number): Promise<string> {
  return new Decimal((await settingValue(db, company, MAX_DISCOUNT_CONFIG)) ?? DEFAULT_MAX_DISCOUNT).toFixed(2);
}

/** Recomputes and stores the header totals from the active items, and bumps the version. */
export async function storeTotals(db: Tx, id: number, extra: Partial<typeof pedidoVenda.$inferInsert> = {}): Promise<void> {
  const [order] = await db.select({ VlFrete: pedidoVenda.VlFrete, VlImpostos: pedidoVenda.VlImpostos }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  const items = await db.select().from(pedidoVendaItems).where(eq(pedidoVendaItems.CodPedido, id));
  const totals = orderTotals(items, extra.VlFrete ?? order.VlFrete, order.VlImpostos);
  // Lines that fit one by one may still add up past the header's columns.
  const size = totalsSizeViolations(totals);
  if (size.length) throw validationError(size);
  await db
    .update(pedidoVenda)
    .set({ ...extra, ...totals, version: sql`${pedidoVenda.version} + 1` })
    .where(eq(pedidoVenda.CodPedido, id));
}

/**
 * After a change of the items or the header: the header's new values, then the order's stored taxes (tax area),
 * then its totals (with what the invoice adds), all in the change's transaction; the version goes up by one.
 */
async function storeTotalsAndTaxes(db: Tx, company: number, id: number, header: Partial<typeof pedidoVenda.$inferInsert> = {}): Promise<void> {
  if (Object.keys(header).length) await db.update(pedidoVenda).set(header).where(eq(pedidoVenda.CodPedido, id));
  await refreshTaxes(db, company, id);
  await storeTotals(db, id);
}

/** Who opens an order, as the order list shows it: the user's person's name. */
async function openedBy(db: Tx, ctx: UseCase['ctx']): Promise<string | null> {
  if (!ctx.user) return null;
  const [p] = await db.select({ name: people.name }).from(people).where(eq(people.id, ctx.user.people));
  return p?.name ?? ctx.user.username;
}

/** POST /pedido_vendas/novo: an open quote of the company. */
export async function createQuote({ db, ctx, audit }: UseCase, company: number, input: OrcamentoNovo): Promise<number> {
  const values = await headerColumns(db, company, { ...input, IdRepresentante: input.IdRepresentante ?? ctx.user?.id ?? null });
  const [created] = await db
    .insert(pedidoVenda)
    .values({ ...values, CdEmpresa: company, TpPedidoDeVenda: 'O', StatusPedido: 'A', UsuarioAbertura: await openedBy(db, ctx) })
    .returning({ id: pedidoVenda.CodPedido });
  await storeTotals(db, created.id);
  await db.update(pedidoVenda).set({ version: 1 }).where(eq(pedidoVenda.CodPedido, created.id));
  await audit({ entity: 'PedidoDeVenda', id: created.id, action: 'create', company, after: values });
  return created.id;
}

/** PUT /pedido_vendas/{id}/atualiza: the header of an open quote; a stale version answers 409 and changes nothing. */
export async function updateQuote({ db, audit }: UseCase, company: number, id: number, input: OrcamentoAtualiza): Promise<void> {
  const order = await lockOrder(db, company, id);
  checkVersion(order, input.version);
  requireOpenQuote(order);
  const { version: _v, ...header } = input;
  const values = await headerColumns(db, company, header, order);
  await db.update(pedidoVenda).set(values).where(eq(pedidoVenda.CodPedido, id));
  await repriceForSale(db, company, id);
  await storeTotalsAndTaxes(db, company, id);
  await audit({ entity: 'PedidoDeVenda', id, action: 'update', company, before: order, after: values });
}

/** PUT .../cancelar-orcamento: an open quote becomes cancelled (it reserved nothing). */
export async function cancelQuote({ db, audit }: UseCase, company: number, id: number, version?: number): Promise<void> {
  const order = await lockOrder(db, company, id);
  checkVersion(order, version);
  requireOpenQuote(order);
  await db.update(pedidoVenda).set({ StatusPedido: 'C', version: order.version + 1 }).where(eq(pedidoVenda.CodPedido, id));
  await audit({ entity: 'PedidoDeVenda', id, action: 'cancelar-orcamento', company, before: { StatusPedido: 'A' }, after: { StatusPedido: 'C' } });
}

async function party(db: Tx, company: number, id: number | null): Promise<OrderParty | null> {
  if (!id) return null;
  const [p] = await db
    .select({ document: people.document })
    .from(people)
    .where(and(eq(people.id, id), eq(people.company, company)));
  if (!p) return null;
  const [a] = await db.select({ city: addresses.city, uf: addresses.uf, street: addresses.street }).from(addresses).where(eq(addresses.people, id)).orderBy(addresses.id).limit(1);
  return { document: p.document, address: a ?? null };
}

const activeItems = (db: Tx, id: number) =>
  db
    .select()
    .from(pedidoVendaItems)
    .where(and(eq(pedidoVendaItems.CodPedido, id), eq(pedidoVendaItems.StItem, 'A')))
    .orderBy(asc(pedidoVendaItems.NrPosicao));

/** The item's quantity in the product's own unit (what stock counts). */
const baseQuantity = (item: Pick<Item, 'QtPedida' | 'VlFatorConversao'>) => new Decimal(item.QtPedida).times(item.VlFatorConversao).toFixed(3);

/** Locks the stock of the items' products (lockStock): the first step of every use case that moves it. */
export const lockItemsStock = (db: Tx, items: Pick<Item, 'IdProduto'>[]) => lockStock(db, items.map((i) => i.IdProduto));

/**
 * Reserves an item's quantity: from the balances with stock available to sell, lots that expire first first
 * (FEFO) and never an expired one (a lot is good through its expiry day), one reservation move per balance
 * ('R', origin the item). Not enough in all of them together is refused with the stock message on the item's
 * quantity, and nothing is reserved. The product's stock is locked (`stock`), so what is read here holds.
 */
export async function reserveItem(db: Tx, stock: StockLock, company: number, item: Item, user: number | null, path = 'QtPedida', today = isoDateIn()): Promise<void> {
  const wanted = new Decimal(baseQuantity(item));
  const balances = (await db
    .select({
      sector: estoqueSaldos.IdSetor,
      lot: estoqueSaldos.IdLote,
      available: sql<string>`${estoqueSaldos.QtEstoque} - ${estoqueSaldos.QtReservada}`,
      expiry: loteEstoqueProduto.DtValidade,
      sectorName: setores.NmSetor,
    })
    .from(estoqueSaldos)
    .leftJoin(loteEstoqueProduto, eq(loteEstoqueProduto.IdLote, estoqueSaldos.IdLote))
    .leftJoin(setores, eq(setores.IdSetor, estoqueSaldos.IdSetor))
    .where(
      and(
        eq(estoqueSaldos.IdProduto, item.IdProduto),
        eq(estoqueSaldos.company, company),
        sql`${estoqueSaldos.QtEstoque} > ${estoqueSaldos.QtReservada}`,
      ),
    )
    .orderBy(estoqueSaldos.IdEstoqueSaldo)) as { sector: number; lot: number | null; available: string; expiry: string | null; sectorName: string | null }[];
  const { usable, takes, available: total, short } = fefoAllocate(balances, wanted, today);
  if (short.greaterThan(0)) {
    const [p] = await db.select({ code: produtos.CdChamada, unit: tipoMedidas.TpUnidade }).from(produtos).leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida)).where(eq(produtos.IdProduto, item.IdProduto));
    const places = quantityDecimals(p.unit);
    const sectors = [...new Set(usable.map((b) => b.sectorName))].join(', ') || '—';
    throw violation(path, 'insufficient_stock', { product: p.code, sector: sectors, available: total.toFixed(places), requested: wanted.toFixed(places) });
  }
  for (const { balance: b, quantity } of takes) {
    await stock.move({ company, type: 'R', product: item.IdProduto, lot: b.lot, sector: b.sector, quantity: quantity.toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } });
  }
}

/**
 * What an item's moves add up to per balance (sector and lot): the quantities of the `plus` moves less those of
 * the `minus` moves whose origin is the item. Reserved now = R − B; taken out = S − E.
 */
async function itemBalances(db: Executor, item: Pick<Item, 'IdPedidoVendaItem'>, plus: 'R' | 'S', minus: 'B' | 'E'): Promise<{ sector: number; lot: number | null; quantity: Decimal }[]> {
  const rows = (await db
    .select({
      sector: estoqueMovimentos.IdSetor,
      lot: estoqueMovimentos.IdLote,
      quantity: sql<string>`sum(case when ${estoqueMovimentos.TpMovimento} = ${plus} then ${estoqueMovimentos.QtMovimento} else -${estoqueMovimentos.QtMovimento} end)`,
    })
    .from(estoqueMovimentos)
    .where(
      and(
        eq(estoqueMovimentos.NmEntidadeOrigem, ITEM_ENTITY),
        eq(estoqueMovimentos.IdEntidadeOrigem, item.IdPedidoVendaItem),
        inArray(estoqueMovimentos.TpMovimento, [plus, minus]),
      ),
    )
    .groupBy(estoqueMovimentos.IdSetor, estoqueMovimentos.IdLote)) as { sector: number; lot: number | null; quantity: string }[];
  return rows.map((r) => ({ ...r, quantity: new Decimal(r.quantity) })).filter((r) => r.quantity.greaterThan(0));
}

/** What an item still has reserved, per balance (sector and lot): its reservations less its releases. */
export async function itemReservations(db: Executor, item: number): Promise<{ sector: number; lot: number | null; quantity: string }[]> {
  return (await itemBalances(db, { IdPedidoVendaItem: item }, 'R', 'B')).map((r) => ({ ...r, quantity: r.quantity.toFixed(3) }));
}

/** Releases what an item still has reserved (its reservations less its releases, per balance). */
export async function releaseItem(db: Tx, stock: StockLock, company: number, item: Item, user: number | null): Promise<void> {
  for (const h of await itemBalances(db, item, 'R', 'B')) {
    await stock.move({ company, type: 'B', product: item.IdProduto, lot: h.lot, sector: h.sector, quantity: h.quantity.toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } });
  }
}

/** Invoicing: what the item holds reserved leaves the stock (release, then exit, from the same balances). */
async function invoiceItem(db: Tx, stock: StockLock, company: number, item: Item, user: number | null): Promise<void> {
  for (const h of await itemBalances(db, item, 'R', 'B')) {
    const move = { company, product: item.IdProduto, lot: h.lot, sector: h.sector, quantity: h.quantity.toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } };
    await stock.move({ ...move, type: 'B' });
    await stock.move({ ...move, type: 'S' });
  }
}

/** A return: what the item took out comes back into the same balances (entries). */
async function returnItem(db: Tx, stock: StockLock, company: number, item: Item, user: number | null): Promise<void> {
  for (const h of await itemBalances(db, item, 'S', 'E')) {
    await stock.move({ company, type: 'E', product: item.IdProduto, lot: h.lot, sector: h.sector, quantity: h.quantity.toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } });
  }
}

/**
 * PUT .../finalizar-orcamento: the quote becomes an order (type P, open), after the rules of §5/§8 (items or
 * the total volume, payer and destination with valid documents, the destination's address), reserving the
 * stock of every active item in the same transaction.
 */
export async function finalizeQuote({ db, ctx, audit }: UseCase, company: number, id: number, version?: number): Promise<void> {
  const order = await lockOrder(db, company, id);
  checkVersion(order, version);
  requireOpenQuote(order);
  const items = await activeItems(db, id);
  const violations = finalizeViolations({
    IdCliente: order.IdCliente,
    activeItems: items.length,
    QtVolumeTotal: order.QtVolumeTotal,
    IdPagador: order.IdPagador,
    IdDestino: order.IdDestino,
    payer: await party(db, company, order.IdPagador),
    destination: await party(db, company, order.IdDestino),
  });
  if (order.IdCliente) {
    // The CFOP, taxes and freight were worked out for the cities recorded on the order: they must still hold.
    const recorded = (city: string | null, uf: string | null) => (city || uf ? { city, uf } : null);
    violations.push(
      ...placeViolations(
        { origin: recorded(order.NmCidadeOrigem, order.IdUfOrigem), destination: recorded(order.NmCidadeDestino, order.IdUfDestino) },
        { origin: await placeOf(db, company), destination: await placeOf(db, receiverOf(order)) },
        order.IdDestino ? 'IdDestino' : 'IdCliente',
      ),
    );
  }
  if (violations.length) throw validationError(violations);
  const stock = await lockItemsStock(db, items);
  for (const item of items) await reserveItem(db, stock, company, item, ctx.user?.id ?? null, `items[${item.NrPosicao}].QtPedida`);
  const phase = order.IdWorkFlowItemFase ?? (await firstPhase(db, company));
  // The taxes with today's tables, so the installments split what the client will pay (IPI and ST included).
  await storeTotalsAndTaxes(db, company, id, { TpPedidoDeVenda: 'P', StatusPedido: 'A', DtFinalizacao: sql`now()` as unknown as string, IdWorkFlowItemFase: phase });
  await createInstallments(db, company, id);
  await emitOrderEvent(db, { type: 'finalized', company, order: id }, ctx.user?.id ?? null);
  await audit({ entity: 'PedidoDeVenda', id, action: 'finalizar-orcamento', company, before: { TpPedidoDeVenda: 'O' }, after: { TpPedidoDeVenda: 'P', items: items.length, IdWorkFlowItemFase: phase } });
}

interface Pricing {
  unit: number;
  tpUnidade: string;
  factor: string;
  suggested: string | null;
  cost: string;
  weightNet: string;
  weightGross: string;
  /** The sales-tax percentage the suggested price carries and where it came from; null without a markup. */
  taxes: { PcImpostosSugerido: string; TpOrigemImpostos: 'M' | 'D' } | null;
}

/**
 * The product's price formation today, in the unit asked for (the product's own, or one of its conversions). In a
 * quote (`order`), a markup that takes its taxes from the engine forms the price with the engine's percentage
 * for the quote's sale (destination, recipient, final consumer, operation, the product's NCM and origin).
 */
async function pricingOf(db: Tx, company: number, product: number, unit: number | undefined, order?: number): Promise<Pricing> {
  const [p] = await db
    .select({
      unit: produtos.IdTipoMedida,
      cost: produtos.VlPrecoCusto,
      net: produtos.VlPesoLiquido,
      gross: produtos.VlPesoBruto,
      suggested: viewProdutoPrecos.VlPrecoSugerido,
      markup: viewProdutoPrecos.IdMarkup,
    })
    .from(produtos)
    .leftJoin(viewProdutoPrecos, eq(viewProdutoPrecos.IdProduto, produtos.IdProduto))
    .where(and(eq(produtos.IdProduto, product), eq(produtos.company, company)));
  if (!p) throw violation('IdProduto', 'record_not_in_company');
  const chosen = unit ?? p.unit;
  let factor = new Decimal(1);
  if (chosen !== p.unit) {
    const [c] = await db
      .select({ f: produtoConversoes.QtFator, to: produtoConversoes.IdTipoMedidaDestino })
      .from(produtoConversoes)
      .where(and(eq(produtoConversoes.IdProduto, product), eq(produtoConversoes.IdTipoMedida, chosen)));
    if (!c || (c.to !== null && c.to !== p.unit)) throw violation('IdTipoMedida', 'record_not_in_company');
    factor = new Decimal(c.f);
  }
  const [u] = await db.select({ tp: tipoMedidas.TpUnidade }).from(tipoMedidas).where(eq(tipoMedidas.IdTipoMedida, chosen));
  const formed = await markupPrice(db, company, { product, cost: p.cost, suggested: p.suggested, markup: p.markup }, order);
  return {
    unit: chosen,
    tpUnidade: u.tp,
    factor: factor.toFixed(6),
    suggested: formed.suggested === null ? null : factor.times(formed.suggested).toFixed(2),
    cost: factor.times(p.cost).toFixed(4),
    weightNet: p.net,
    weightGross: p.gross,
    taxes: formed.taxes,
  };
}

/**
 * The suggested price in the product's own unit and the sales-tax percentage in it: the markup's typed one (the
 * price view_produto_precos shows), or the engine's for the order's sale when the markup takes it from there and
 * the order has a destination.
 */
async function markupPrice(db: Tx, company: number, p: { product: number; cost: string; suggested: string | null; markup: number | null }, order?: number) {
  if (!p.markup) return { suggested: p.suggested, taxes: null };
  const [m] = await db.select().from(markups).where(eq(markups.IdMarkup, p.markup));
  const engine = m.StImpostosMotor && order !== undefined ? await saleTaxPercent(db, company, order, p.product) : null;
  if (engine === null) return { suggested: p.suggested, taxes: { PcImpostosSugerido: m.PcImpostos, TpOrigemImpostos: 'D' as const } };
  return { suggested: suggestedPrice(p.cost, { ...m, PcImpostos: engine }), taxes: { PcImpostosSugerido: engine, TpOrigemImpostos: 'M' as const } };
}

/**
 * After the quote's sale changed (recipient, destination, final consumer, operation): the items priced with the
 * engine's taxes get the new suggested price; those still at the suggested price follow it, a price typed by hand
 * stays.
 */
async function repriceForSale(db: Tx, company: number, id: number): Promise<void> {
  for (const item of await activeItems(db, id)) {
    const pricing = await pricingOf(db, company, item.IdProduto, item.IdTipoMedida, id);
    if (pricing.taxes?.TpOrigemImpostos !== 'M' && item.TpOrigemImpostos !== 'M') continue;
    const followed = item.VlPrecoSugerido !== null && item.VlUnitario === item.VlPrecoSugerido && pricing.suggested !== null;
    const VlUnitario = followed ? pricing.suggested! : item.VlUnitario;
    await db
      .update(pedidoVendaItems)
      .set({ VlPrecoSugerido: pricing.suggested, ...pricing.taxes, VlUnitario, VlTotal: lineTotal(item.QtPedida, VlUnitario, item.PcDesconto) })
      .where(eq(pedidoVendaItems.IdPedidoVendaItem, item.IdPedidoVendaItem));
  }
}

type ItemValues = Omit<typeof pedidoVendaItems.$inferInsert, 'CodPedido' | 'CdEmpresa' | 'NrPosicao'>;

/** An item's stored values from its input and the price formation, after the quantity and discount rules. */
function itemValues(input: Omit<PedidoVendaItemInput, 'CodPedido'>, pricing: Pricing, max: string): ItemValues {
  const VlUnitario = input.VlUnitario ?? pricing.suggested ?? '0.00';
  const PcDesconto = input.PcDesconto ?? '0.00';
  const violations = [
    ...quantityViolations(input.QtPedida, pricing.tpUnidade),
    ...priceViolations({ VlUnitario, PcDesconto, suggested: pricing.suggested, maxDiscount: max }),
  ];
  if (violations.length) throw validationError(violations);
  const size = lineSizeViolations({ QtPedida: input.QtPedida, VlUnitario, VlFatorConversao: pricing.factor, VlPesoLiquido: lineWeight(input.QtPedida, pricing.factor, pricing.weightNet), VlPesoBruto: lineWeight(input.QtPedida, pricing.factor, pricing.weightGross) });
  if (size.length) throw validationError(size);
  return {
    IdProduto: input.IdProduto,
    QtPedida: new Decimal(input.QtPedida).toFixed(3),
    IdTipoMedida: pricing.unit,
    VlFatorConversao: pricing.factor,
    IdFormula: input.IdFormula ?? null,
    DsVariaveis: input.DsVariaveis ?? null,
    VlUnitario,
    VlPrecoSugerido: pricing.suggested,
    VlPrecoCusto: pricing.cost,
    PcImpostosSugerido: pricing.taxes?.PcImpostosSugerido ?? null,
    TpOrigemImpostos: pricing.taxes?.TpOrigemImpostos ?? null,
    PcDesconto,
    VlTotal: lineTotal(input.QtPedida, VlUnitario, PcDesconto),
    VlPesoLiquido: lineWeight(input.QtPedida, pricing.factor, pricing.weightNet),
    VlPesoBruto: lineWeight(input.QtPedida, pricing.factor, pricing.weightGross),
  };
}

/** POST /pedido_venda_items: a line of an open quote, priced by the markup unless a price is given. */
export async function addItem({ db, audit }: UseCase, company: number, input: PedidoVendaItemInput): Promise<number> {
  const order = await lockOrder(db, company, input.CodPedido);
  requireOpenQuote(order, 'CodPedido', 'items_locked');
  const values = itemValues(input, await pricingOf(db, company, input.IdProduto, input.IdTipoMedida, order.CodPedido), await maxDiscount(db, company));
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${pedidoVendaItems.NrPosicao}), 0)::int + 1` })
    .from(pedidoVendaItems)
    .where(eq(pedidoVendaItems.CodPedido, order.CodPedido));
  const [created] = await db
    .insert(pedidoVendaItems)
    .values({ ...values, CodPedido: order.CodPedido, CdEmpresa: company, NrPosicao: Number(next) })
    .returning({ id: pedidoVendaItems.IdPedidoVendaItem });
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  await audit({ entity: 'PedidoVendaItem', id: created.id, action: 'create', company, after: { ...values, CodPedido: order.CodPedido } });
  return created.id;
}

async function lockItem(db: Tx, company: number, id: number): Promise<{ item: Item; order: Order }> {
  const [found] = await db.select({ o: pedidoVendaItems.CodPedido }).from(pedidoVendaItems).where(and(eq(pedidoVendaItems.IdPedidoVendaItem, id), eq(pedidoVendaItems.CdEmpresa, company)));
  if (!found) throw notFound();
  const order = await lockOrder(db, company, found.o);
  const [item] = await db.select().from(pedidoVendaItems).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  return { item: item as Item, order };
}

/** PUT /pedido_venda_items/{id}: changes a line of an open quote (re-priced when the product or unit changes). */
export async function updateItem({ db, audit }: UseCase, company: number, id: number, input: PedidoVendaItemUpdate): Promise<number> {
  const { item, order } = await lockItem(db, company, id);
  requireOpenQuote(order, 'CodPedido', 'items_locked');
  const product = input.IdProduto ?? item.IdProduto;
  const repriced = input.IdProduto !== undefined && input.IdProduto !== item.IdProduto;
  const unit = input.IdTipoMedida ?? (repriced ? undefined : item.IdTipoMedida);
  const pricing = await pricingOf(db, company, product, unit, order.CodPedido);
  const values = itemValues(
    {
      IdProduto: product,
      QtPedida: input.QtPedida ?? item.QtPedida,
      IdTipoMedida: unit,
      IdFormula: input.IdFormula === undefined ? item.IdFormula : input.IdFormula,
      DsVariaveis: input.DsVariaveis === undefined ? item.DsVariaveis : input.DsVariaveis,
      VlUnitario: input.VlUnitario ?? (repriced || unit !== item.IdTipoMedida ? undefined : item.VlUnitario),
      PcDesconto: input.PcDesconto ?? item.PcDesconto,
    },
    pricing,
    await maxDiscount(db, company),
  );
  await db.update(pedidoVendaItems).set(values).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  await audit({ entity: 'PedidoVendaItem', id, action: 'update', company, before: item, after: values });
  return order.CodPedido;
}

/** DELETE /pedido_venda_items/{id}: removes a line of an open quote. */
export async function deleteItem({ db, audit }: UseCase, company: number, id: number): Promise<void> {
  const { item, order } = await lockItem(db, company, id);
  requireOpenQuote(order, 'CodPedido', 'items_locked');
  await db.delete(pedidoVendaItems).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  await audit({ entity: 'PedidoVendaItem', id, action: 'delete', company, before: item });
}

/**
 * PUT /pedido_de_venda_items/{id}/ativar | /cancelar: an item enters or leaves the order. On an open order
 * (not a quote) its stock is reserved again or released in the same transaction; on a quote only the flag changes.
 */
export async function setItemActive({ db, ctx, audit }: UseCase, company: number, id: number, active: boolean): Promise<number> {
  const { item, order } = await lockItem(db, company, id);
  const target = active ? 'A' : 'C';
  if (item.StItem === target) return order.CodPedido;
  if (order.StatusPedido !== 'A') throw violation('StItem', 'items_locked');
  const reserves = order.TpPedidoDeVenda !== 'O';
  const stock = reserves ? await lockItemsStock(db, [item]) : null;
  if (stock && active) await reserveItem(db, stock, company, item, ctx.user?.id ?? null);
  if (stock && !active) await releaseItem(db, stock, company, item, ctx.user?.id ?? null);
  await db.update(pedidoVendaItems).set({ StItem: target }).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  if (reserves) await resyncInstallments(db, order.CodPedido);
  if (reserves) await emitOrderEvent(db, { type: active ? 'item-activated' : 'item-cancelled', company, order: order.CodPedido, item: id }, ctx.user?.id ?? null);
  await audit({ entity: 'PedidoVendaItem', id, action: active ? 'ativar' : 'cancelar', company, before: { StItem: item.StItem }, after: { StItem: target } });
  return order.CodPedido;
}

/**
 * PUT .../duplicar-orcamento: a new open quote with the same header and items, priced at today's suggested
 * prices (the discount % of each line is kept when it is still allowed, else dropped).
 */
export async function duplicateQuote({ db, ctx, audit }: UseCase, company: number, id: number): Promise<number> {
  const [source] = await db
    .select()
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)));
  if (!source) throw notFound();
  const { CodPedido: _id, ClienteBusca: _search, DtEmissao: _dt, version: _v, NrPedidoCompra: _n, DsArquivoPedidoCompra: _f, ...header } = source as Order;
  const [created] = await db
    .insert(pedidoVenda)
    .values({ ...header, TpPedidoDeVenda: 'O', StatusPedido: 'A', UsuarioAbertura: await openedBy(db, ctx) })
    .returning({ id: pedidoVenda.CodPedido });
  const max = await maxDiscount(db, company);
  const items = await db.select().from(pedidoVendaItems).where(eq(pedidoVendaItems.CodPedido, id)).orderBy(asc(pedidoVendaItems.NrPosicao));
  let position = 0;
  for (const it of items) {
    if (it.StItem !== 'A') continue;
    const pricing = await pricingOf(db, company, it.IdProduto, it.IdTipoMedida, created.id);
    const VlUnitario = pricing.suggested ?? it.VlUnitario;
    const keep = priceViolations({ VlUnitario, PcDesconto: it.PcDesconto, suggested: pricing.suggested, maxDiscount: max }).length === 0;
    const PcDesconto = keep ? it.PcDesconto : '0.00';
    await db.insert(pedidoVendaItems).values({
      CodPedido: created.id,
      CdEmpresa: company,
      IdProduto: it.IdProduto,
      QtPedida: it.QtPedida,
      IdTipoMedida: pricing.unit,
      VlFatorConversao: pricing.factor,
      IdFormula: it.IdFormula,
      DsVariaveis: it.DsVariaveis,
      VlUnitario,
      VlPrecoSugerido: pricing.suggested,
      VlPrecoCusto: pricing.cost,
      PcImpostosSugerido: pricing.taxes?.PcImpostosSugerido ?? null,
      TpOrigemImpostos: pricing.taxes?.TpOrigemImpostos ?? null,
      PcDesconto,
      VlTotal: lineTotal(it.QtPedida, VlUnitario, PcDesconto),
      VlPesoLiquido: lineWeight(it.QtPedida, pricing.factor, pricing.weightNet),
      VlPesoBruto: lineWeight(it.QtPedida, pricing.factor, pricing.weightGross),
      NrPosicao: ++position,
    });
  }
  await storeTotalsAndTaxes(db, company, created.id);
  await db.update(pedidoVenda).set({ version: 1 }).where(eq(pedidoVenda.CodPedido, created.id));
  await audit({ entity: 'PedidoDeVenda', id: created.id, action: 'duplicar-orcamento', company, after: { from: id, items: position } });
  return created.id;
}

/** POST /save_purchase: the client's purchase order number and file (uploaded to the file storage before). */
export async function savePurchase({ db, audit }: UseCase, company: number, input: { CodPedido: number; NrPedidoCompra: string; DsArquivoPedidoCompra?: string | null }): Promise<void> {
  const order = await lockOrder(db, company, input.CodPedido);
  const url = input.DsArquivoPedidoCompra ?? null;
  if (url) {
    const fileId = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url)?.[1];
    const [file] = fileId ? await db.select({ id: files.id }).from(files).where(and(eq(files.id, fileId), eq(files.company, company))) : [];
    if (!file) throw violation('DsArquivoPedidoCompra', 'record_not_in_company');
  }
  const values = { NrPedidoCompra: input.NrPedidoCompra, DsArquivoPedidoCompra: url ?? order.DsArquivoPedidoCompra };
  await db.update(pedidoVenda).set({ ...values, version: order.version + 1 }).where(eq(pedidoVenda.CodPedido, order.CodPedido));
  await audit({ entity: 'PedidoDeVenda', id: order.CodPedido, action: 'save_purchase', company, before: { NrPedidoCompra: order.NrPedidoCompra }, after: values });
}

/**
 * PUT /pedido_vendas/{id}/status: a status move allowed by the domain's orderMove (docs/vendas.md), else 422
 * on StatusPedido. Cancelling an order releases the stock its active items reserved.
 */
export async function changeStatus(
  { db, ctx, audit }: UseCase,
  company: number,
  id: number,
  to: StatusPedido,
  version?: number,
  /** 'check': the move's own grant (orderMoveGrant) is checked for the user, as PUT /pedido_vendas/{id}/status asks. */
  grants?: 'check',
): Promise<void> {
  const order = await lockOrder(db, company, id);
  checkVersion(order, version);
  const from = order.StatusPedido as StatusPedido;
  const refused = orderMove(order.TpPedidoDeVenda as never, from, to);
  if (refused) throw violation('StatusPedido', refused.message, refused.params);
  if (from === to) return;
  // Each move asked for by a user is someone's job (invoicing, returns, cancellation, the conference): the sales
  // grant is not enough. Other areas' services that move the status (the conference) were authorized by their own call.
  const grant = orderMoveGrant(order.TpPedidoDeVenda as never, from, to);
  if (grant && grants === 'check' && !may(ctx.user, grant, 'update', company)) throw new AppError('forbidden', 'order_move_not_granted');
  // Stock follows the status: cancelling releases the reservation, invoicing (all or part) takes out what is
  // reserved, a return brings back what was taken out. Quotes reserve nothing.
  const user = ctx.user?.id ?? null;
  if (order.TpPedidoDeVenda !== 'O') {
    const follow = to === 'C' ? releaseItem : to === 'T' || to === 'P' ? invoiceItem : to === 'D' ? returnItem : null;
    if (follow) {
      const items = await activeItems(db, id);
      const stock = await lockItemsStock(db, items);
      for (const item of items) await follow(db, stock, company, item, user);
    }
  }
  await db.update(pedidoVenda).set({ StatusPedido: to, version: order.version + 1 }).where(eq(pedidoVenda.CodPedido, id));
  if (order.TpPedidoDeVenda !== 'O' && (to === 'C' || to === 'D')) await emitOrderEvent(db, { type: to === 'C' ? 'cancelled' : 'returned', company, order: id }, user);
  await audit({ entity: 'PedidoDeVenda', id, action: 'status', company, before: { StatusPedido: from }, after: { StatusPedido: to } });
}

/**
 * GET /pedido_venda_items_orcamento?pedido=: the lines of a quote or order with the product's code, name and
 * unit, the suggested price, and (for who may see price formation) the cost, the product's markup today and the
 * margin over the net price.
 */
export async function listItems(db: Executor, company: number, order: number, showCost: boolean): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({
      IdPedidoVendaItem: pedidoVendaItems.IdPedidoVendaItem,
      CodPedido: pedidoVendaItems.CodPedido,
      NrPosicao: pedidoVendaItems.NrPosicao,
      IdProduto: pedidoVendaItems.IdProduto,
      CdChamada: produtos.CdChamada,
      NmProduto: produtos.NmProduto,
      IdTipoMedida: pedidoVendaItems.IdTipoMedida,
      CdSigla: tipoMedidas.CdSigla,
      TpUnidade: tipoMedidas.TpUnidade,
      VlFatorConversao: pedidoVendaItems.VlFatorConversao,
      QtPedida: pedidoVendaItems.QtPedida,
      IdFormula: pedidoVendaItems.IdFormula,
      DsVariaveis: pedidoVendaItems.DsVariaveis,
      VlUnitario: pedidoVendaItems.VlUnitario,
      VlPrecoSugerido: pedidoVendaItems.VlPrecoSugerido,
      VlPrecoCusto: pedidoVendaItems.VlPrecoCusto,
      PcImpostosSugerido: pedidoVendaItems.PcImpostosSugerido,
      TpOrigemImpostos: pedidoVendaItems.TpOrigemImpostos,
      PcDesconto: pedidoVendaItems.PcDesconto,
      VlTotal: pedidoVendaItems.VlTotal,
      VlPesoLiquido: pedidoVendaItems.VlPesoLiquido,
      VlPesoBruto: pedidoVendaItems.VlPesoBruto,
      StItem: pedidoVendaItems.StItem,
      NmMarkup: viewProdutoPrecos.NmMarkup,
    })
    .from(pedidoVendaItems)
    .innerJoin(produtos, eq(produtos.IdProduto, pedidoVendaItems.IdProduto))
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, pedidoVendaItems.IdTipoMedida))
    .leftJoin(viewProdutoPrecos, eq(viewProdutoPrecos.IdProduto, pedidoVendaItems.IdProduto))
    .where(and(eq(pedidoVendaItems.CodPedido, order), eq(pedidoVendaItems.CdEmpresa, company)))
    .orderBy(asc(pedidoVendaItems.NrPosicao));
  return rows.map((r) => {
    const net = new Decimal(r.VlUnitario).times(new Decimal(1).minus(new Decimal(r.PcDesconto).dividedBy(100))).toFixed(2);
    if (!showCost) return { ...r, VlPrecoCusto: null, PcMargem: null, NmMarkup: null, PcImpostosSugerido: null, TpOrigemImpostos: null };
    return { ...r, PcMargem: marginPercent(net, r.VlPrecoCusto) };
  });
}

/** The active lines of an order as its printout shows them (pedido-documento.ts), with what the invoice adds to each (IPI, ST). */
export async function documentItems(db: Executor, company: number, order: number): Promise<PedidoDocumentoItem[]> {
  const rows = await listItems(db, company, order, false);
  const taxes = await itemTaxesOf(db, order);
  return rows
    .filter((r) => r.StItem === 'A')
    .map((r) => ({
      code: String(r.CdChamada),
      name: String(r.NmProduto),
      quantity: String(r.QtPedida),
      unit: String(r.CdSigla),
      fractional: isFractionalUnit(r.TpUnidade as string | null),
      unitPrice: String(r.VlUnitario),
      discount: String(r.PcDesconto),
      taxes: taxes.get(Number(r.IdPedidoVendaItem)) ?? '0.00',
      // The line as the client pays it: net of discount plus what the invoice adds to it.
      total: new Decimal(String(r.VlTotal)).plus(taxes.get(Number(r.IdPedidoVendaItem)) ?? 0).toFixed(2),
    }));
}

/**
 * GET /pedido_venda_items_sugestao: what a new line of the product would be priced at in the unit asked (or
 * the product's): the markup's suggested price, the lowest net price the user may give and the discount limit,
 * the units it sells in (its own and its conversions, with their factors) and the stock available to sell.
 */
export async function pricingSuggestion(db: Tx, company: number, product: number, unit: number | undefined, order?: number) {
  const pricing = await pricingOf(db, company, product, unit, order);
  const max = await maxDiscount(db, company);
  const [own] = await db
    .select({ IdTipoMedida: tipoMedidas.IdTipoMedida, CdSigla: tipoMedidas.CdSigla, TpUnidade: tipoMedidas.TpUnidade })
    .from(produtos)
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(eq(produtos.IdProduto, product));
  const conversions = await db
    .select({ IdTipoMedida: tipoMedidas.IdTipoMedida, CdSigla: tipoMedidas.CdSigla, TpUnidade: tipoMedidas.TpUnidade, VlFatorConversao: produtoConversoes.QtFator })
    .from(produtoConversoes)
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtoConversoes.IdTipoMedida))
    .where(and(eq(produtoConversoes.IdProduto, product), sql`(${produtoConversoes.IdTipoMedidaDestino} is null or ${produtoConversoes.IdTipoMedidaDestino} = ${own.IdTipoMedida})`))
    .orderBy(asc(tipoMedidas.CdSigla));
  const [stock] = await db
    .select({ available: sql<string>`coalesce(sum(${estoqueSaldos.QtEstoque} - ${estoqueSaldos.QtReservada}), 0)::numeric(14,3)` })
    .from(estoqueSaldos)
    .where(and(eq(estoqueSaldos.IdProduto, product), eq(estoqueSaldos.company, company)));
  return {
    IdProduto: product,
    IdTipoMedida: pricing.unit,
    TpUnidade: pricing.tpUnidade,
    VlFatorConversao: pricing.factor,
    VlPrecoSugerido: pricing.suggested,
    PcImpostosSugerido: pricing.taxes?.PcImpostosSugerido ?? null,
    TpOrigemImpostos: pricing.taxes?.TpOrigemImpostos ?? null,
    VlPrecoMinimo: lowestPrice(pricing.suggested, max),
    PcDescontoMaximo: max,
    QtDisponivel: stock.available,
    unidades: [{ ...own, VlFatorConversao: '1.000000' }, ...conversions],
  };
}
