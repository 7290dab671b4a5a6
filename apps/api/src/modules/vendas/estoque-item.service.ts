import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal, fefoAllocate, isoDateIn, quantityDecimals } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import { estoqueMovimentos, estoqueSaldos, loteEstoqueProduto, lockStock, produtos, tipoMedidas, type KnownPlaces, type StockLock, type StockMove } from '../catalogo/index.ts';
import { setores } from '../pessoas/index.ts';
import { pedidoVendaItems } from './vendas.table.ts';
import type { Item } from './pedido-core.service.ts';
import { splitBackorder } from './backorder.rules.ts';

// The stock an order item holds: reserved by FEFO when the order is finalized or the item comes back, released,
// taken out at invoicing and brought back by a return. Every move names the item as its origin.

/** The stock moves of an item name it as their origin (release finds what was reserved this way). */
export const ITEM_ENTITY = 'PedidoVendaItem';

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
export async function reserveItem(db: Tx, stock: StockLock, company: number, item: Item, user: number | null, path = 'QtPedida', today = isoDateIn(), allowBackorder = false): Promise<Decimal> {
  const [pending] = await reserveItems(db, stock, company, [item], user, () => path, today, allowBackorder);
  return pending;
}

/**
 * reserveItem for every item of an order at once (finalizing): the balances of all their products in one read, each
 * item's FEFO allocation from what the items before it left, every reservation in one bulk move (StockLock.moveAll).
 * The first item refused answers as reserveItem would, on its own `path`, and nothing is reserved. Returns what each
 * item still waits for (its backorder), in the items' order.
 */
export async function reserveItems(
  db: Tx,
  stock: StockLock,
  company: number,
  items: readonly Item[],
  user: number | null,
  path: (item: Item) => string,
  today = isoDateIn(),
  allowBackorder = false,
): Promise<Decimal[]> {
  const { byProduct: balances, places } = await sellableBalances(db, company, items.map((i) => i.IdProduto));
  const moves: StockMove[] = [];
  const pending: Decimal[] = [];
  for (const item of items) {
    const wanted = new Decimal(baseQuantity(item));
    const { usable, takes, available: total } = fefoAllocate(balances.get(item.IdProduto) ?? [], wanted, today);
    const split = splitBackorder(wanted, total, allowBackorder);
    if (split.refused) {
      const [p] = await db.select({ code: produtos.CdChamada, unit: tipoMedidas.TpUnidade }).from(produtos).leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida)).where(eq(produtos.IdProduto, item.IdProduto));
      const places = quantityDecimals(p.unit);
      const sectors = [...new Set(usable.map((b) => b.sectorName))].join(', ') || '—';
      throw violation(path(item), 'insufficient_stock', { product: p.code, sector: sectors, available: total.toFixed(places), requested: wanted.toFixed(places) });
    }
    moves.push(...reservationMoves(company, item, takes, user));
    // What this item takes is not there for the next item of the same product (as if read again after its moves).
    for (const { balance, quantity } of takes) balance.available = new Decimal(balance.available).minus(quantity).toFixed(3);
    balances.set(item.IdProduto, (balances.get(item.IdProduto) ?? []).filter((b) => new Decimal(b.available).greaterThan(0)));
    pending.push(split.pending);
  }
  // The reservations' sectors and lots are those of the balances just read: the checks need not read them again.
  await stock.moveAll(moves, places);
  return pending;
}

/** Records what of an item waits for stock (its backorder), in the product's unit. */
export async function setBackorder(db: Tx, item: number, pending: Decimal): Promise<void> {
  await db.update(pedidoVendaItems).set({ QtPendenteEstoque: pending.toFixed(3) }).where(eq(pedidoVendaItems.IdPedidoVendaItem, item));
}

/**
 * Reserves, by FEFO and up to `quantity` (default: all it waits for), what there is of an item's backorder, and
 * brings the backorder down by what was reserved. The product's stock is locked (`stock`). Returns what was reserved.
 */
export async function serveItemBackorder(db: Tx, stock: StockLock, company: number, item: Item, user: number | null, today = isoDateIn(), quantity?: Decimal): Promise<Decimal> {
  const pending = new Decimal(item.QtPendenteEstoque);
  const wanted = quantity ? Decimal.min(quantity, pending) : pending;
  if (!wanted.greaterThan(0)) return new Decimal(0);
  const { takes } = fefoAllocate(await productBalances(db, company, item.IdProduto), wanted, today);
  await stock.moveAll(reservationMoves(company, item, takes, user));
  const reserved = takes.reduce((sum, t) => sum.plus(t.quantity), new Decimal(0));
  if (reserved.greaterThan(0)) await setBackorder(db, item.IdPedidoVendaItem, pending.minus(reserved));
  return reserved;
}

/** The sellable stock of a product (balances not expired today, less what is reserved), in its unit. */
export async function sellableStock(db: Tx, company: number, product: number, today = isoDateIn()): Promise<Decimal> {
  return fefoAllocate(await productBalances(db, company, product), 0, today).available;
}

/**
 * Reserves what there is of an item's quantity (FEFO, as reserveItem) and returns what was missing: for stock that
 * already left under an authorised invoice, where refusing would not bring the goods back.
 */
export async function reserveWhatThereIs(db: Tx, stock: StockLock, company: number, item: Item, user: number | null, today = isoDateIn()): Promise<Decimal> {
  const { takes, short } = fefoAllocate(await productBalances(db, company, item.IdProduto), new Decimal(baseQuantity(item)), today);
  await stock.moveAll(reservationMoves(company, item, takes, user));
  return short;
}

/** One reservation move ('R', origin the item) per balance an allocation takes from. */
const reservationMoves = (company: number, item: Item, takes: readonly { balance: { sector: number; lot: number | null }; quantity: Decimal }[], user: number | null): StockMove[] =>
  takes.map(({ balance: b, quantity }) => ({ company, type: 'R', product: item.IdProduto, lot: b.lot, sector: b.sector, quantity: quantity.toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } }));

type SellableBalance = { sector: number; lot: number | null; available: string; expiry: string | null; sectorName: string | null };

const productBalances = async (db: Tx, company: number, product: number) => (await sellableBalances(db, company, [product])).byProduct.get(product) ?? [];

/** The places of balances as read with them: each sector's company and each lot's product (StockLock.moveAll's `places`). */
function placesOf(rows: readonly { sector: number; sectorCompany: number | null; lot: number | null; lotProduct: number | null }[]): KnownPlaces {
  const sectors = new Map<number, number>();
  const lots = new Map<number, number>();
  for (const r of rows) {
    if (r.sectorCompany !== null) sectors.set(Number(r.sector), Number(r.sectorCompany));
    if (r.lot !== null && r.lotProduct !== null) lots.set(Number(r.lot), Number(r.lotProduct));
  }
  return { sectors, lots };
}

/**
 * The balances of some products with stock available to sell, with their lot's expiry and their sector's name, in
 * one read: per product, in the balances' order; and their places (placesOf).
 */
async function sellableBalances(db: Tx, company: number, products: readonly number[]): Promise<{ byProduct: Map<number, SellableBalance[]>; places: KnownPlaces }> {
  const rows = (await db
    .select({
      product: estoqueSaldos.IdProduto,
      sector: estoqueSaldos.IdSetor,
      lot: estoqueSaldos.IdLote,
      available: sql<string>`${estoqueSaldos.QtEstoque} - ${estoqueSaldos.QtReservada}`,
      expiry: loteEstoqueProduto.DtValidade,
      sectorName: setores.NmSetor,
      sectorCompany: setores.company,
      lotProduct: loteEstoqueProduto.IdProduto,
    })
    .from(estoqueSaldos)
    .leftJoin(loteEstoqueProduto, eq(loteEstoqueProduto.IdLote, estoqueSaldos.IdLote))
    .leftJoin(setores, eq(setores.IdSetor, estoqueSaldos.IdSetor))
    .where(
      and(
        inArray(estoqueSaldos.IdProduto, [...new Set(products)]),
        eq(estoqueSaldos.company, company),
        sql`${estoqueSaldos.QtEstoque} > ${estoqueSaldos.QtReservada}`,
      ),
    )
    .orderBy(estoqueSaldos.IdEstoqueSaldo)) as (SellableBalance & { product: number; sectorCompany: number | null; lotProduct: number | null })[];
  const byProduct = new Map<number, SellableBalance[]>();
  for (const { product, sectorCompany: _c, lotProduct: _p, ...balance } of rows) byProduct.set(product, [...(byProduct.get(product) ?? []), balance]);
  return { byProduct, places: placesOf(rows) };
}

/**
 * What an item's moves add up to per balance (sector and lot): the quantities of the `plus` moves less those of
 * the `minus` moves whose origin is the item. Reserved now = R − B; taken out = S − E.
 */
async function itemBalances(db: Executor, item: Pick<Item, 'IdPedidoVendaItem'>, plus: 'R' | 'S', minus: 'B' | 'E'): Promise<{ sector: number; lot: number | null; quantity: Decimal }[]> {
  return (await itemsBalances(db, [item.IdPedidoVendaItem], plus, minus)).byItem.get(item.IdPedidoVendaItem) ?? [];
}

/** itemBalances of several items in one read, per item (the items without any are absent), with their places (placesOf). */
async function itemsBalances(db: Executor, items: readonly number[], plus: 'R' | 'S', minus: 'B' | 'E'): Promise<{ byItem: Map<number, { sector: number; lot: number | null; quantity: Decimal }[]>; places: KnownPlaces }> {
  const byItem = new Map<number, { sector: number; lot: number | null; quantity: Decimal }[]>();
  if (!items.length) return { byItem, places: placesOf([]) };
  const rows = (await db
    .select({
      item: estoqueMovimentos.IdEntidadeOrigem,
      sector: estoqueMovimentos.IdSetor,
      lot: estoqueMovimentos.IdLote,
      quantity: sql<string>`sum(case when ${estoqueMovimentos.TpMovimento} = ${plus} then ${estoqueMovimentos.QtMovimento} else -${estoqueMovimentos.QtMovimento} end)`,
      sectorCompany: setores.company,
      lotProduct: loteEstoqueProduto.IdProduto,
    })
    .from(estoqueMovimentos)
    .leftJoin(setores, eq(setores.IdSetor, estoqueMovimentos.IdSetor))
    .leftJoin(loteEstoqueProduto, eq(loteEstoqueProduto.IdLote, estoqueMovimentos.IdLote))
    .where(
      and(
        eq(estoqueMovimentos.NmEntidadeOrigem, ITEM_ENTITY),
        inArray(estoqueMovimentos.IdEntidadeOrigem, [...new Set(items)]),
        inArray(estoqueMovimentos.TpMovimento, [plus, minus]),
      ),
    )
    .groupBy(estoqueMovimentos.IdEntidadeOrigem, estoqueMovimentos.IdSetor, estoqueMovimentos.IdLote, setores.company, loteEstoqueProduto.IdProduto)
    .orderBy(estoqueMovimentos.IdEntidadeOrigem, estoqueMovimentos.IdSetor, estoqueMovimentos.IdLote)) as { item: number; sector: number; lot: number | null; quantity: string; sectorCompany: number | null; lotProduct: number | null }[];
  for (const { item, sectorCompany: _c, lotProduct: _p, ...r } of rows) {
    const quantity = new Decimal(r.quantity);
    if (quantity.greaterThan(0)) byItem.set(Number(item), [...(byItem.get(Number(item)) ?? []), { ...r, quantity }]);
  }
  return { byItem, places: placesOf(rows) };
}

/** What an item still has reserved, per balance (sector and lot): its reservations less its releases. */
export async function itemReservations(db: Executor, item: number): Promise<{ sector: number; lot: number | null; quantity: string }[]> {
  return (await itemBalances(db, { IdPedidoVendaItem: item }, 'R', 'B')).map((r) => ({ ...r, quantity: r.quantity.toFixed(3) }));
}

/** Releases what an item still has reserved (its reservations less its releases, per balance); it waits for nothing any more. */
export async function releaseItem(db: Tx, stock: StockLock, company: number, item: Item, user: number | null): Promise<void> {
  await releaseItems(db, stock, company, [item], user);
}

/** releaseItem for several items of the locked products: one read of what they hold, one bulk release (cancelling an order). */
export async function releaseItems(db: Tx, stock: StockLock, company: number, items: readonly Item[], user: number | null): Promise<void> {
  for (const item of items) if (new Decimal(item.QtPendenteEstoque ?? 0).greaterThan(0)) await setBackorder(db, item.IdPedidoVendaItem, new Decimal(0));
  const { moves, places } = await heldMoves(db, company, items, user, ['B']);
  await stock.moveAll(moves, places);
}

/** Invoicing: what the items hold reserved leaves the stock (release, then exit, from the same balances), in one bulk move. */
export async function invoiceItems(db: Tx, stock: StockLock, company: number, items: readonly Item[], user: number | null): Promise<void> {
  const { moves, places } = await heldMoves(db, company, items, user, ['B', 'S']);
  await stock.moveAll(moves, places);
}

/**
 * The moves of `types`, each of what every item holds reserved per balance (its reservations less its releases), and
 * the places of those balances as read with them (the checks need not read them again).
 */
async function heldMoves(db: Tx, company: number, items: readonly Item[], user: number | null, types: readonly ('B' | 'S')[]): Promise<{ moves: StockMove[]; places: KnownPlaces }> {
  const { byItem: held, places } = await itemsBalances(db, items.map((i) => i.IdPedidoVendaItem), 'R', 'B');
  const moves = items.flatMap((item) =>
    (held.get(item.IdPedidoVendaItem) ?? []).flatMap((h) =>
      types.map((type) => ({ company, type, product: item.IdProduto, lot: h.lot, sector: h.sector, quantity: h.quantity.toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } })),
    ),
  );
  return { moves, places };
}

/** A return: what the item took out comes back into the same balances (entries). */
export async function returnItem(db: Tx, stock: StockLock, company: number, item: Item, user: number | null): Promise<void> {
  for (const h of await itemBalances(db, item, 'S', 'E')) {
    await stock.move({ company, type: 'E', product: item.IdProduto, lot: h.lot, sector: h.sector, quantity: h.quantity.toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } });
  }
}

/**
 * A part of what items took out comes back (a return invoice), each line in the item's own unit: into the balances
 * the item left from, lots that left first (FEFO, expired or not: the goods are what they are) first, never more than
 * the item took out of a balance, as entries whose origin is the item (so a later move of the order to D brings back
 * only the rest) and whose reason names the return. What never left the stock through the item does not come back.
 */
export async function returnItemsPart(db: Tx, company: number, lines: readonly { item: number; quantity: string }[], user: number | null, reason: string): Promise<void> {
  if (!lines.length) return;
  const items = await db.select().from(pedidoVendaItems).where(inArray(pedidoVendaItems.IdPedidoVendaItem, lines.map((l) => l.item)));
  const stock = await lockItemsStock(db, items);
  for (const line of lines) {
    const item = items.find((i) => i.IdPedidoVendaItem === line.item);
    if (!item) continue;
    const exits = await itemBalances(db, item, 'S', 'E');
    const lots = exits.flatMap((e) => (e.lot === null ? [] : [e.lot]));
    const expiries = lots.length ? await db.select({ lot: loteEstoqueProduto.IdLote, expiry: loteEstoqueProduto.DtValidade }).from(loteEstoqueProduto).where(inArray(loteEstoqueProduto.IdLote, lots)) : [];
    const balances = exits.map((e) => ({ ...e, available: e.quantity, expiry: expiries.find((x) => x.lot === e.lot)?.expiry ?? null }));
    const { takes } = fefoAllocate(balances, baseQuantity({ QtPedida: line.quantity, VlFatorConversao: item.VlFatorConversao }));
    for (const { balance: b, quantity } of takes) {
      await stock.move({ company, type: 'E', product: item.IdProduto, lot: b.lot, sector: b.sector, quantity: quantity.toFixed(3), user, reason, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } });
    }
  }
}
