import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Decimal, formatDate, isoDateIn, lotStatusOf, type LoteSeparacaoNovo, type StatusLote, type StatusPedido, type StatusSeparacaoPedido } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { lockStock, loteEstoqueProduto, type StockLock } from '../catalogo/index.ts';
import { ITEM_ENTITY, itemReservations, pedidoVenda, pedidoVendaItems, reserveItem, serveItemBackorder } from '../vendas/index.ts';
import { people } from '../pessoas/index.ts';
import { acompanharSeparacao, roteiroPedidos, roteiros } from '../roteiro/index.ts';
import { loteSeparacao, loteSeparacaoItems, loteSeparacaoPedidos, logTrocaLote, pedidoSeparacaoStatuses, vwLoteSeparacaoItems, vwLoteSeparacaoPedidos } from './separacao.table.ts';

/**
 * Picking lots: released orders (an order, not a quote, still open) grouped by delivery date or by hand. When an
 * order joins a lot its items' reservations are made complete and good: an item without a reservation (orders
 * written before reservations existed) is reserved now by FEFO, and a reserved lot that has expired since is
 * swapped for the next good one (logged as a lot swap). The lot's items are then what the reservations hold, per
 * stock lot.
 */

type Item = typeof pedidoVendaItems.$inferSelect;

/** The company of a lot, an order or an order item (undefined when there is none): the operations' grant check. */
export async function companyOfLot(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: loteSeparacao.company }).from(loteSeparacao).where(eq(loteSeparacao.IdLoteSeparacao, id));
  return row?.c;
}
export async function companyOfOrder(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVenda.CdEmpresa }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  return row?.c;
}
export async function companyOfItem(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVendaItems.CdEmpresa }).from(pedidoVendaItems).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  return row?.c;
}

/** The name the lists show for who did something: the user's person's name, else the username. */
export async function userName(db: Executor, ctx: UseCase['ctx']): Promise<string | null> {
  if (!ctx.user) return null;
  const [p] = await db.select({ name: people.name }).from(people).where(eq(people.id, ctx.user.people));
  return p?.name ?? ctx.user.username;
}

/** An item's quantity in the product's unit (what stock and the conference count). */
const baseQuantity = (item: Pick<Item, 'QtPedida' | 'VlFatorConversao'>) => new Decimal(item.QtPedida).times(item.VlFatorConversao);

/** What an item holds reserved, per stock lot (sectors summed), with each lot's expiry. */
export async function heldByLot(db: Executor, item: number): Promise<Map<number | null, { quantity: Decimal; expiry: string | null }>> {
  const held = new Map<number | null, { quantity: Decimal; expiry: string | null }>();
  const rows = await itemReservations(db, item);
  const lots = rows.map((r) => r.lot).filter((l): l is number => l !== null);
  const expiry = new Map(
    lots.length ? (await db.select({ id: loteEstoqueProduto.IdLote, d: loteEstoqueProduto.DtValidade }).from(loteEstoqueProduto).where(inArray(loteEstoqueProduto.IdLote, lots))).map((l) => [l.id, l.d]) : [],
  );
  for (const r of rows) {
    const q = new Decimal(r.quantity);
    if (!q.greaterThan(0)) continue;
    const prev = held.get(r.lot)?.quantity ?? new Decimal(0);
    held.set(r.lot, { quantity: prev.plus(q), expiry: r.lot === null ? null : (expiry.get(r.lot) ?? null) });
  }
  return held;
}

/**
 * Makes an item's reservation complete and good before it is picked: the part not reserved yet is reserved by FEFO
 * (never an expired lot), and what sits in a lot that has expired since is released and reserved again the same
 * way; each such move is written to the swapped-lot log.
 */
async function ensureReservation(op: UseCase, stock: StockLock, company: number, item: Item, today: string, who: string | null): Promise<void> {
  const { db, ctx } = op;
  const user = ctx.user?.id ?? null;
  const before = await heldByLot(db, item.IdPedidoVendaItem);
  const expired = [...before].filter(([lot, h]) => lot !== null && h.expiry !== null && h.expiry < today);
  for (const [lot] of expired) {
    for (const r of (await itemReservations(db, item.IdPedidoVendaItem)).filter((x) => x.lot === lot && new Decimal(x.quantity).greaterThan(0))) {
      await stock.move({ company, type: 'B', product: item.IdProduto, lot, sector: r.sector, quantity: new Decimal(r.quantity).toFixed(3), user, origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } });
    }
  }
  const kept = [...before].filter(([lot]) => !expired.some(([e]) => e === lot)).reduce((s, [, h]) => s.plus(h.quantity), new Decimal(0));
  // A backorder (the part finalized without stock) takes what has come in since, FEFO, and keeps waiting for the rest.
  const pending = new Decimal(item.QtPendenteEstoque);
  if (pending.greaterThan(0)) await serveItemBackorder(db, stock, company, item, user, today);
  const missing = baseQuantity(item).minus(kept).minus(pending);
  if (!missing.greaterThan(0)) return;
  // reserveItem reserves an item's QtPedida × factor: the missing part, in the product's unit.
  await reserveItem(db, stock, company, { ...item, QtPedida: missing.toFixed(3), VlFatorConversao: '1' }, user, `items[${item.NrPosicao}].QtPedida`, today);
  if (!expired.length) return;
  // Where the expired lots' units went: the lots that gained, in expiry order.
  const after = await heldByLot(db, item.IdPedidoVendaItem);
  const gains = [...after].filter(([lot]) => lot !== null).map(([lot, h]) => ({ lot: lot!, q: h.quantity.minus(before.get(lot)?.quantity ?? 0) })).filter((g) => g.q.greaterThan(0));
  const losses = expired.map(([lot, h]) => ({ lot: lot!, q: h.quantity }));
  for (const loss of losses) {
    for (const gain of gains) {
      const q = Decimal.min(loss.q, gain.q);
      if (!q.greaterThan(0)) continue;
      await db.insert(logTrocaLote).values({ company, IdPedidoVenda: item.CodPedido, IdPedidoVendaItem: item.IdPedidoVendaItem, IdProduto: item.IdProduto, IdLoteOrigem: loss.lot, IdLoteDestino: gain.lot, QuantidadeMovida: q.toFixed(3), IdUsuario: user, NmUsuario: who });
      loss.q = loss.q.minus(q);
      gain.q = gain.q.minus(q);
    }
  }
}

/**
 * The lot's lines of one item from what its reservation holds, per stock lot: new lots get a line, lines keep
 * what was counted, and a line whose lot holds nothing any more goes (a swap never moves counted units).
 */
export async function syncItemLines(db: Tx, company: number, lot: number, item: Pick<Item, 'IdPedidoVendaItem' | 'CodPedido' | 'IdProduto'>): Promise<void> {
  const held = await heldByLot(db, item.IdPedidoVendaItem);
  const lines = await db.select().from(loteSeparacaoItems).where(and(eq(loteSeparacaoItems.IdPedidoVendaItem, item.IdPedidoVendaItem), eq(loteSeparacaoItems.IdLoteSeparacao, lot)));
  for (const line of lines) {
    const h = held.get(line.IdLote);
    if (!h) await db.delete(loteSeparacaoItems).where(eq(loteSeparacaoItems.IdLoteSeparacaoItem, line.IdLoteSeparacaoItem));
    else await db.update(loteSeparacaoItems).set({ QtPedida: h.quantity.toFixed(3) }).where(eq(loteSeparacaoItems.IdLoteSeparacaoItem, line.IdLoteSeparacaoItem));
  }
  for (const [stockLot, h] of held) {
    if (lines.some((l) => l.IdLote === stockLot)) continue;
    await db.insert(loteSeparacaoItems).values({ company, IdLoteSeparacao: lot, CodPedido: item.CodPedido, IdPedidoVendaItem: item.IdPedidoVendaItem, IdProduto: item.IdProduto, IdLote: stockLot, QtPedida: h.quantity.toFixed(3) });
  }
}

/** Upserts an order's separation status, with who set it. */
export async function setSeparationStatus(db: Tx, company: number, order: number, status: StatusSeparacaoPedido, user: { id: number | null; name: string | null }): Promise<void> {
  await db
    .insert(pedidoSeparacaoStatuses)
    .values({ company, CodPedido: order, StatusSeparacaoPedido: status, IdUsuario: user.id, UsuarioSeparacaoPedido: user.name })
    .onConflictDoUpdate({
      target: pedidoSeparacaoStatuses.CodPedido,
      set: { StatusSeparacaoPedido: status, IdUsuario: user.id, UsuarioSeparacaoPedido: user.name, DtStatus: sql`now()` },
    });
  // Picking and conference move the order's delivery route.
  await acompanharSeparacao(db, [order], user);
}

/** The routes of a lot's orders follow the lot's status. */
async function routesFollowLot(db: Tx, id: number, user: { id: number | null; name: string | null }) {
  const orders = await db.select({ c: loteSeparacaoPedidos.CodPedido }).from(loteSeparacaoPedidos).where(eq(loteSeparacaoPedidos.IdLoteSeparacao, id));
  await acompanharSeparacao(
    db,
    orders.map((o) => o.c),
    user,
  );
}

/** Why an order cannot join a lot, or null: of the company, an order (not a quote), open, in no lot. */
async function refusalToJoin(db: Tx, company: number, order: number): Promise<Violation['message'] | { message: string; params: Record<string, string | number> } | null> {
  const [o] = await db.select({ type: pedidoVenda.TpPedidoDeVenda, status: pedidoVenda.StatusPedido }).from(pedidoVenda).where(and(eq(pedidoVenda.CodPedido, order), eq(pedidoVenda.CdEmpresa, company)));
  if (!o) return 'record_not_in_company';
  if (o.type === 'O' || o.status !== 'A') return { message: 'order_not_released', params: { order } };
  const [other] = await db.select({ lot: loteSeparacaoPedidos.IdLoteSeparacao }).from(loteSeparacaoPedidos).where(eq(loteSeparacaoPedidos.CodPedido, order));
  if (other) return { message: 'order_in_other_lot', params: { order, lot: other.lot } };
  return null;
}

/** Puts one order in a lot: its reservations completed and good, its lines written, its separation status Aberto. */
async function joinLot(op: UseCase, stock: StockLock, company: number, lot: number, order: number, today: string, who: string | null): Promise<void> {
  const { db, ctx } = op;
  await db.insert(loteSeparacaoPedidos).values({ company, IdLoteSeparacao: lot, CodPedido: order });
  const items = (await db
    .select()
    .from(pedidoVendaItems)
    .where(and(eq(pedidoVendaItems.CodPedido, order), eq(pedidoVendaItems.StItem, 'A')))
    .orderBy(asc(pedidoVendaItems.NrPosicao))) as Item[];
  for (const item of items) {
    await ensureReservation(op, stock, company, item, today, who);
    await syncItemLines(db, company, lot, item);
  }
  await setSeparationStatus(db, company, order, 'Aberto', { id: ctx.user?.id ?? null, name: who });
}

export interface JoinResult {
  added: number[];
  skipped: { CodPedido: number; message: string; params?: Record<string, string | number> }[];
}

/**
 * Adds orders to a lot. By hand (`strict`) every order must join or nothing does (422 on `pedidos.<i>`); grouped
 * by date, an order that cannot be picked (stock short) is left out and reported, each in its own savepoint.
 */
async function addOrders(op: UseCase, company: number, lot: number, orders: number[], strict: boolean, today: string): Promise<JoinResult> {
  const { db } = op;
  const who = await userName(db, op.ctx);
  const result: JoinResult = { added: [], skipped: [] };
  const violations: Violation[] = [];
  const unique = [...new Set(orders)];
  // The stock of every order's items is locked at once, before the first order joins (each one may reserve).
  const products = unique.length
    ? await db.selectDistinct({ id: pedidoVendaItems.IdProduto }).from(pedidoVendaItems).where(and(inArray(pedidoVendaItems.CodPedido, unique), eq(pedidoVendaItems.StItem, 'A')))
    : [];
  const stock = await lockStock(db, products.map((p) => p.id));
  for (const [i, order] of unique.entries()) {
    const refused = await refusalToJoin(db, company, order);
    if (refused) {
      const v = typeof refused === 'string' ? { message: refused } : refused;
      violations.push({ propertyPath: `pedidos.${i}`, ...v });
      result.skipped.push({ CodPedido: order, ...v });
      continue;
    }
    if (strict) {
      await joinLot(op, stock, company, lot, order, today, who);
      result.added.push(order);
      continue;
    }
    try {
      // The stock stays locked by the transaction around the savepoint (a move made in it is undone with it).
      await db.transaction((sp) => joinLot({ ...op, db: sp }, stock, company, lot, order, today, who));
      result.added.push(order);
    } catch (error) {
      const v = (error as { violations?: Violation[] }).violations?.[0];
      if (!v) throw error;
      result.skipped.push({ CodPedido: order, message: v.message, params: v.params });
    }
  }
  if (strict && violations.length) throw validationError(violations);
  return result;
}

/** The orders of a route of the company in their stop order (refused and cancelled stops left out); 422 on IdRoteiro otherwise. */
async function routeOrders(db: Executor, company: number, id: number): Promise<{ name: string; orders: number[] }> {
  const [route] = await db
    .select({ name: roteiros.NmRoteiro })
    .from(roteiros)
    .where(and(eq(roteiros.IdRoteiro, id), eq(roteiros.company, company)));
  if (!route) throw violation('IdRoteiro', 'not_found');
  const stops = await db
    .select({ id: roteiroPedidos.CodPedido })
    .from(roteiroPedidos)
    .where(and(eq(roteiroPedidos.IdRoteiro, id), sql`${roteiroPedidos.StatusPedidoRoteiro} not in ('Cancelado', 'Recusado')`))
    .orderBy(asc(roteiroPedidos.NrOrdem));
  if (!stops.length) throw violation('IdRoteiro', 'no_orders_to_group');
  return { name: route.name, orders: stops.map((s) => s.id) };
}

/** POST /lote-separacao: a new lot with the released orders of a delivery date, the stops of a route, or the ones chosen by hand. */
export async function createLot(
  op: UseCase,
  company: number,
  input: LoteSeparacaoNovo,
  today = isoDateIn(),
  options: { strict?: boolean } = {},
): Promise<{ IdLoteSeparacao: number } & JoinResult> {
  const { db, ctx } = op;
  let orders = input.pedidos ?? [];
  if (input.TpAgrupamento === 'D') {
    const rows = await db
      .select({ id: pedidoVenda.CodPedido })
      .from(pedidoVenda)
      .where(
        and(
          eq(pedidoVenda.CdEmpresa, company),
          eq(pedidoVenda.DtEntrega, input.DtEntrega!),
          eq(pedidoVenda.StatusPedido, 'A'),
          sql`${pedidoVenda.TpPedidoDeVenda} <> 'O'`,
          sql`not exists (select 1 from ${loteSeparacaoPedidos} where ${loteSeparacaoPedidos.CodPedido} = ${pedidoVenda.CodPedido})`,
        ),
      )
      .orderBy(asc(pedidoVenda.CodPedido))
      .limit(500);
    orders = rows.map((r) => r.id);
    if (!orders.length) throw violation('DtEntrega', 'no_orders_to_group');
  }
  let routeName: string | null = null;
  if (input.TpAgrupamento === 'R') ({ name: routeName, orders } = await routeOrders(db, company, input.IdRoteiro!));
  const name = input.DsLote?.trim() || (input.TpAgrupamento === 'D' ? `Entrega ${formatDate(input.DtEntrega!)}` : routeName ? `Rota ${routeName}` : null);
  const [lot] = await db
    .insert(loteSeparacao)
    .values({ company, DsLote: name, TpAgrupamento: input.TpAgrupamento, DtEntrega: input.DtEntrega ?? null, IdUsuario: ctx.user?.id ?? null, NmUsuario: await userName(db, ctx) })
    .returning({ id: loteSeparacao.IdLoteSeparacao });
  const result = await addOrders(op, company, lot.id, orders, options.strict ?? input.TpAgrupamento === 'M', today);
  const field = { D: 'DtEntrega', R: 'IdRoteiro', M: 'pedidos' }[input.TpAgrupamento];
  if (!result.added.length) throw violation(field, result.skipped[0]?.message ?? 'no_orders_to_group', result.skipped[0]?.params);
  await op.audit({ entity: 'LoteSeparacao', id: lot.id, action: 'create', company, after: { ...input, added: result.added, skipped: result.skipped.map((s) => s.CodPedido) } });
  return { IdLoteSeparacao: lot.id, ...result };
}

/** The lot, locked; 404 when it is not of the company (or `missing`'s error: a lot named in a body is a 422 on its place). */
export async function lockLot(db: Tx, company: number, id: number, missing: () => Error = notFound): Promise<typeof loteSeparacao.$inferSelect> {
  const [lot] = await db
    .select()
    .from(loteSeparacao)
    .where(and(eq(loteSeparacao.IdLoteSeparacao, id), eq(loteSeparacao.company, company)))
    .for('update');
  if (!lot) throw missing();
  return lot;
}

/** PUT /lote-separacao/{id}/pedidos: orders added by hand to a lot that is not released yet (all or none). */
export async function addOrdersToLot(op: UseCase, company: number, id: number, orders: number[], today = isoDateIn()): Promise<JoinResult> {
  const lot = await lockLot(op.db, company, id);
  if (lot.StatusLoteSeparacao === 'Liberado') throw violation('pedidos', 'lot_not_open', { status: lot.StatusLoteSeparacao });
  const result = await addOrders(op, company, id, orders, true, today);
  await refreshLotStatus(op.db, id);
  await op.audit({ entity: 'LoteSeparacao', id, action: 'pedidos', company, after: { added: result.added } });
  return result;
}

/**
 * DELETE /lote-separacao/{id}/pedidos/{pedido}: the order leaves the lot (its reservation stays the order's); its
 * lines stay as orphans until removed. An order in conference is not taken out (undo the conference first).
 */
export async function removeOrderFromLot(op: UseCase, company: number, id: number, order: number): Promise<void> {
  await lockLot(op.db, company, id);
  const [row] = await op.db
    .select({ id: loteSeparacaoPedidos.IdLoteSeparacaoPedido, status: pedidoVenda.StatusPedido })
    .from(loteSeparacaoPedidos)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, loteSeparacaoPedidos.CodPedido))
    .where(and(eq(loteSeparacaoPedidos.IdLoteSeparacao, id), eq(loteSeparacaoPedidos.CodPedido, order)));
  if (!row) throw notFound();
  if (row.status === 'R') throw violation('CodPedido', 'order_not_checkable', { status: 'R' });
  await op.db.delete(loteSeparacaoPedidos).where(eq(loteSeparacaoPedidos.IdLoteSeparacaoPedido, row.id));
  await refreshLotStatus(op.db, id);
  await op.audit({ entity: 'LoteSeparacao', id, action: 'remover-pedido', company, before: { CodPedido: order } });
}

/** The lot's status that its orders say (lotStatusOf), stored when it changed. */
export async function refreshLotStatus(db: Tx, id: number): Promise<StatusLote> {
  const [lot] = await db.select({ status: loteSeparacao.StatusLoteSeparacao }).from(loteSeparacao).where(eq(loteSeparacao.IdLoteSeparacao, id));
  const orders = await db
    .select({ s: pedidoVenda.StatusPedido })
    .from(loteSeparacaoPedidos)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, loteSeparacaoPedidos.CodPedido))
    .where(eq(loteSeparacaoPedidos.IdLoteSeparacao, id));
  const next = lotStatusOf(lot.status as StatusLote, orders.map((o) => o.s as StatusPedido));
  if (next !== lot.status) {
    await db.update(loteSeparacao).set({ StatusLoteSeparacao: next }).where(eq(loteSeparacao.IdLoteSeparacao, id));
    await routesFollowLot(db, id, { id: null, name: null });
  }
  return next;
}

/**
 * POST /lote-separacao/altera-status-separacao: lots set to Aberto or Em Separação by hand (picking began, or was
 * put back); Liberado only when every order of the lot finished its conference (422 otherwise).
 */
export async function changeLotStatus(op: UseCase, company: number, ids: number[], status: StatusLote): Promise<{ IdLoteSeparacao: number; StatusLoteSeparacao: StatusLote }[]> {
  const out: { IdLoteSeparacao: number; StatusLoteSeparacao: StatusLote }[] = [];
  for (const [i, id] of ids.entries()) {
    // Another company's lot, or an unknown one, is the body's mistake: 422 'not_found' on its place, as for every id in a body.
    const lot = await lockLot(op.db, company, id, () => violation(`ids.${i}`, 'not_found'));
    if (status === 'Liberado') {
      const orders = await op.db
        .select({ s: pedidoVenda.StatusPedido })
        .from(loteSeparacaoPedidos)
        .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, loteSeparacaoPedidos.CodPedido))
        .where(eq(loteSeparacaoPedidos.IdLoteSeparacao, id));
      if (lotStatusOf('Em Separação', orders.map((o) => o.s as StatusPedido)) !== 'Liberado') throw violation(`ids.${i}`, 'lot_not_finished', { lot: id });
    }
    await op.db.update(loteSeparacao).set({ StatusLoteSeparacao: status }).where(eq(loteSeparacao.IdLoteSeparacao, id));
    await routesFollowLot(op.db, id, { id: op.ctx.user?.id ?? null, name: await userName(op.db, op.ctx) });
    await op.audit({ entity: 'LoteSeparacao', id, action: 'altera-status-separacao', company, before: { StatusLoteSeparacao: lot.StatusLoteSeparacao }, after: { StatusLoteSeparacao: status } });
    out.push({ IdLoteSeparacao: id, StatusLoteSeparacao: status });
  }
  return out;
}

/** POST /pedido_separacao_statuses/altera-status-separacao: the separation status of orders in lots of the company. */
export async function changeOrdersSeparationStatus(op: UseCase, company: number, orders: number[], status: StatusSeparacaoPedido): Promise<{ CodPedido: number; StatusSeparacaoPedido: StatusSeparacaoPedido }[]> {
  const who = { id: op.ctx.user?.id ?? null, name: await userName(op.db, op.ctx) };
  const out: { CodPedido: number; StatusSeparacaoPedido: StatusSeparacaoPedido }[] = [];
  for (const [i, order] of orders.entries()) {
    const [row] = await op.db
      .select({ id: loteSeparacaoPedidos.IdLoteSeparacaoPedido })
      .from(loteSeparacaoPedidos)
      .where(and(eq(loteSeparacaoPedidos.CodPedido, order), eq(loteSeparacaoPedidos.company, company)));
    if (!row) throw violation(`pedidos.${i}`, 'order_not_in_lot');
    await setSeparationStatus(op.db, company, order, status, who);
    await op.audit({ entity: 'PedidoDeVenda', id: order, action: 'altera-status-separacao', company, after: { StatusSeparacaoPedido: status } });
    out.push({ CodPedido: order, StatusSeparacaoPedido: status });
  }
  return out;
}

/**
 * PUT /pedido_separacao_statuses/pedido/{id}: the separation status of one order in a lot set by hand (checked on
 * paper, picking redone), with the reason, which the audit row keeps beside the status before and after.
 */
export async function changeSeparationStatusByHand(
  op: UseCase,
  company: number,
  order: number,
  change: { StatusSeparacaoPedido: StatusSeparacaoPedido; DsMotivo: string },
): Promise<{ CodPedido: number; StatusSeparacaoPedido: StatusSeparacaoPedido; DsMotivo: string }> {
  const [inLot] = await op.db
    .select({ lot: loteSeparacaoPedidos.IdLoteSeparacao })
    .from(loteSeparacaoPedidos)
    .where(and(eq(loteSeparacaoPedidos.CodPedido, order), eq(loteSeparacaoPedidos.company, company)));
  if (!inLot) throw violation('StatusSeparacaoPedido', 'order_not_in_lot');
  const [current] = await op.db
    .select({ status: pedidoSeparacaoStatuses.StatusSeparacaoPedido })
    .from(pedidoSeparacaoStatuses)
    .where(eq(pedidoSeparacaoStatuses.CodPedido, order))
    .for('update');
  // An order in a lot with no status row yet is still 'Aberto' for picking.
  const before = (current?.status ?? 'Aberto') as StatusSeparacaoPedido;
  if (before === change.StatusSeparacaoPedido) throw violation('StatusSeparacaoPedido', 'separation_status_unchanged', { status: before });
  await setSeparationStatus(op.db, company, order, change.StatusSeparacaoPedido, { id: op.ctx.user?.id ?? null, name: await userName(op.db, op.ctx) });
  await op.audit({
    entity: 'PedidoDeVenda',
    id: order,
    action: 'status-separacao-manual',
    company,
    before: { StatusSeparacaoPedido: before },
    after: { StatusSeparacaoPedido: change.StatusSeparacaoPedido, DsMotivo: change.DsMotivo },
  });
  return { CodPedido: order, ...change };
}

/** Orphan lines of the company's lots (their order left the lot or was cancelled, or the item was). */
export async function orphanCount(db: Executor, company: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vwLoteSeparacaoItems)
    .where(and(eq(vwLoteSeparacaoItems.company, company), eq(vwLoteSeparacaoItems.StOrfao, true)));
  return Number(row.n);
}

/** PUT /lote_separacao_items/remover/orfaos: removes the company's orphan lines (and their scans); answers how many. */
export async function removeOrphans(op: UseCase, company: number): Promise<number> {
  const ids = (
    await op.db
      .select({ id: vwLoteSeparacaoItems.IdLoteSeparacaoItem, lot: vwLoteSeparacaoItems.IdLoteSeparacao })
      .from(vwLoteSeparacaoItems)
      .where(and(eq(vwLoteSeparacaoItems.company, company), eq(vwLoteSeparacaoItems.StOrfao, true)))
  ).map((r) => r.id);
  if (ids.length) await op.db.delete(loteSeparacaoItems).where(inArray(loteSeparacaoItems.IdLoteSeparacaoItem, ids));
  await op.audit({ entity: 'LoteSeparacaoItem', id: 'orfaos', action: 'remover-orfaos', company, before: { ids } });
  return ids.length;
}

/** The orders of a lot (GET /lote/{id}/pedidos), newest in the lot last. */
export async function lotOrders(db: Executor, company: number, id: number): Promise<Record<string, unknown>[]> {
  const [lot] = await db.select({ id: loteSeparacao.IdLoteSeparacao }).from(loteSeparacao).where(and(eq(loteSeparacao.IdLoteSeparacao, id), eq(loteSeparacao.company, company)));
  if (!lot) throw notFound();
  return db.select().from(vwLoteSeparacaoPedidos).where(eq(vwLoteSeparacaoPedidos.IdLoteSeparacao, id)).orderBy(asc(vwLoteSeparacaoPedidos.DtInclusao), desc(vwLoteSeparacaoPedidos.CodPedido));
}
