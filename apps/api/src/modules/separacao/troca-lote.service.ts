import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal, isoDateIn, quantityDecimals, type AlterarLote } from '@backoffice/domain';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { estoqueSaldos, lockStock, loteEstoqueProduto, tipoMedidas, produtos } from '../catalogo/index.ts';
import { ITEM_ENTITY, itemReservations, pedidoVenda, pedidoVendaItems } from '../vendas/index.ts';
import { refreshLotStatus, syncItemLines, userName } from './separacao.service.ts';
import { lockOrderInLot } from './conferencia.service.ts';
import { loteSeparacaoItems, loteSeparacaoPedidos, logTrocaLote } from './separacao.table.ts';

/**
 * A lot swap: the reservation of an order item moves from its lots to another lot of the same product, in one
 * transaction, as stock moves (B release on each lot it leaves, R reservation on the lot it goes to, both with the
 * item as origin), and is written to the swapped-lot log. Refused for an expired lot, a lot without enough stock
 * available, and for units already counted by the conference (they were picked from the lot they were counted in).
 */

/** PUT /pedido_de_venda_items/{id}/alterar-lote. Answers the log rows written. */
export async function swapLot(op: UseCase, company: number, itemId: number, body: AlterarLote, today = isoDateIn()): Promise<{ Id: number; IdLoteOrigem: number | null; IdLoteDestino: number; QuantidadeMovida: string }[]> {
  const { db, ctx } = op;
  const [item] = await db.select().from(pedidoVendaItems).where(and(eq(pedidoVendaItems.IdPedidoVendaItem, itemId), eq(pedidoVendaItems.CdEmpresa, company)));
  if (!item) throw notFound();
  const mismatch: Violation[] = [];
  if (body.idPedidoDeVenda !== item.CodPedido) mismatch.push({ propertyPath: 'idPedidoDeVenda', message: 'record_not_in_company' });
  if (body.produto.idPedidoDeVendaItem !== itemId) mismatch.push({ propertyPath: 'produto.idPedidoDeVendaItem', message: 'record_not_in_company' });
  if (body.produto.idProduto !== item.IdProduto) mismatch.push({ propertyPath: 'produto.idProduto', message: 'record_not_in_company' });
  if (mismatch.length) throw validationError(mismatch);

  // The order's row in its lot first (as scans take it), so a swap and a scan of the same order never interleave.
  const [inLot] = await db.select({ lot: loteSeparacaoPedidos.IdLoteSeparacao }).from(loteSeparacaoPedidos).where(eq(loteSeparacaoPedidos.CodPedido, item.CodPedido));
  if (inLot) await lockOrderInLot(db, company, item.CodPedido);
  const [order] = await db.select({ status: pedidoVenda.StatusPedido, type: pedidoVenda.TpPedidoDeVenda }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, item.CodPedido));
  if (order.type === 'O' || !['A', 'R', 'X'].includes(order.status) || item.StItem !== 'A') throw violation('idPedidoDeVenda', 'order_not_checkable', { status: order.status });
  // The product's stock, before its reservations and balances are read: they hold until the swap is written.
  const stock = await lockStock(db, [item.IdProduto]);

  const lotOf = async (ref: number | string) => {
    const [l] = await db
      .select({ id: loteEstoqueProduto.IdLote, code: loteEstoqueProduto.CdLote, made: loteEstoqueProduto.DtFabricacao, expiry: loteEstoqueProduto.DtValidade })
      .from(loteEstoqueProduto)
      .where(and(eq(loteEstoqueProduto.IdProduto, item.IdProduto), typeof ref === 'number' ? eq(loteEstoqueProduto.IdLote, ref) : eq(loteEstoqueProduto.CdLote, ref)));
    return l;
  };
  const target = await lotOf(body.lote.lote);
  if (!target) throw violation('lote.lote', 'record_not_in_company');
  if ((body.lote.dtValidade && body.lote.dtValidade !== target.expiry) || (body.lote.dtFabricacao && body.lote.dtFabricacao !== target.made)) throw violation('lote.lote', 'lot_dates_differ', { lot: target.code });
  if (target.expiry < today) throw violation('lote.lote', 'expired_lot', { lot: target.code, expiry: target.expiry });
  const source = body.loteOrigem === null || body.loteOrigem === undefined ? null : await lotOf(body.loteOrigem);
  if (body.loteOrigem !== null && body.loteOrigem !== undefined && !source) throw violation('loteOrigem', 'record_not_in_company');

  const [p] = await db.select({ unit: tipoMedidas.TpUnidade }).from(produtos).leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida)).where(eq(produtos.IdProduto, item.IdProduto));
  const dp = quantityDecimals(p?.unit);

  // What may move: each reserved balance outside the target, less what the conference counted in its lot.
  const counted = new Map<number | null, Decimal>();
  if (inLot) {
    for (const l of await db.select({ lot: loteSeparacaoItems.IdLote, q: loteSeparacaoItems.QtSeparada }).from(loteSeparacaoItems).where(and(eq(loteSeparacaoItems.IdPedidoVendaItem, itemId), eq(loteSeparacaoItems.IdLoteSeparacao, inLot.lot)))) {
      counted.set(l.lot, new Decimal(l.q));
    }
  }
  const expiries = new Map((await db.select({ id: loteEstoqueProduto.IdLote, d: loteEstoqueProduto.DtValidade }).from(loteEstoqueProduto).where(eq(loteEstoqueProduto.IdProduto, item.IdProduto))).map((l) => [l.id, l.d]));
  const balances = (await itemReservations(db, itemId))
    .filter((r) => r.lot !== target.id && (!source || r.lot === source.id) && new Decimal(r.quantity).greaterThan(0))
    // The lots that expire last are released first: the earlier ones stay promised (FEFO).
    .sort((a, b) => (expiries.get(b.lot ?? 0) ?? '').localeCompare(expiries.get(a.lot ?? 0) ?? ''));
  const movableByLot = new Map<number | null, Decimal>();
  for (const r of balances) movableByLot.set(r.lot, (movableByLot.get(r.lot) ?? new Decimal(0)).plus(r.quantity));
  for (const [lot, q] of movableByLot) movableByLot.set(lot, Decimal.max(0, q.minus(counted.get(lot) ?? 0)));
  const movable = [...movableByLot.values()].reduce((s, q) => s.plus(q), new Decimal(0));
  const reserved = balances.reduce((s, r) => s.plus(r.quantity), new Decimal(0));
  const wanted = body.produto.qtPedida ? new Decimal(body.produto.qtPedida) : movable;
  if (!reserved.greaterThan(0)) throw violation('lote.lote', 'lot_swap_same');
  if (wanted.greaterThan(reserved)) throw violation('produto.qtPedida', 'lot_swap_more_than_reserved', { reserved: reserved.toFixed(dp), lot: target.code });
  if (wanted.greaterThan(movable)) {
    const [firstLot] = [...movableByLot.keys()];
    const code = firstLot ? ((await lotOf(firstLot))?.code ?? '') : '';
    throw violation('produto.qtPedida', 'lot_swap_counted', { left: movable.toFixed(dp), lot: code });
  }
  if (!wanted.greaterThan(0)) throw violation('produto.qtPedida', 'quantity_positive');

  // The target's balances with stock to spare, the sectors the item already uses first.
  const sectors = new Set(balances.map((b) => b.sector));
  const free = (
    await db
      .select({ sector: estoqueSaldos.IdSetor, available: sql<string>`${estoqueSaldos.QtEstoque} - ${estoqueSaldos.QtReservada}` })
      .from(estoqueSaldos)
      .where(and(eq(estoqueSaldos.IdLote, target.id), eq(estoqueSaldos.company, company), sql`${estoqueSaldos.QtEstoque} > ${estoqueSaldos.QtReservada}`))
  ).sort((a, b) => Number(sectors.has(b.sector)) - Number(sectors.has(a.sector)) || a.sector - b.sector);
  const available = free.reduce((s, b) => s.plus(b.available), new Decimal(0));
  if (available.lessThan(wanted)) throw violation('lote.lote', 'lot_swap_short', { lot: target.code, available: available.toFixed(dp), requested: wanted.toFixed(dp) });

  const user = ctx.user?.id ?? null;
  const origin = { entity: ITEM_ENTITY, id: itemId };
  const moved = new Map<number | null, Decimal>();
  let left = wanted;
  for (const b of balances) {
    if (!left.greaterThan(0)) break;
    const room = movableByLot.get(b.lot) ?? new Decimal(0);
    const take = Decimal.min(left, b.quantity, room);
    if (!take.greaterThan(0)) continue;
    await stock.move({ company, type: 'B', product: item.IdProduto, lot: b.lot, sector: b.sector, quantity: take.toFixed(3), user, origin });
    movableByLot.set(b.lot, room.minus(take));
    moved.set(b.lot, (moved.get(b.lot) ?? new Decimal(0)).plus(take));
    left = left.minus(take);
  }
  left = wanted;
  for (const f of free) {
    if (!left.greaterThan(0)) break;
    const take = Decimal.min(left, f.available);
    await stock.move({ company, type: 'R', product: item.IdProduto, lot: target.id, sector: f.sector, quantity: take.toFixed(3), user, origin });
    left = left.minus(take);
  }

  const who = await userName(db, ctx);
  const log = await db
    .insert(logTrocaLote)
    .values([...moved].map(([lot, q]) => ({ company, IdPedidoVenda: item.CodPedido, IdPedidoVendaItem: itemId, IdProduto: item.IdProduto, IdLoteOrigem: lot, IdLoteDestino: target.id, QuantidadeMovida: q.toFixed(3), IdUsuario: user, NmUsuario: who })))
    .returning({ Id: logTrocaLote.Id, IdLoteOrigem: logTrocaLote.IdLoteOrigem, IdLoteDestino: logTrocaLote.IdLoteDestino, QuantidadeMovida: logTrocaLote.QuantidadeMovida });
  if (inLot) {
    await syncItemLines(db, company, inLot.lot, item);
    await refreshLotStatus(db, inLot.lot);
  }
  await op.audit({ entity: 'PedidoVendaItem', id: itemId, action: 'alterar-lote', company, after: { IdLoteDestino: target.id, moved: Object.fromEntries([...moved].map(([l, q]) => [String(l), q.toFixed(3)])) } });
  return log;
}

/** Lots in the log rows, for answers that name them. */
export async function lotCodes(op: UseCase, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  return new Map((await op.db.select({ id: loteEstoqueProduto.IdLote, code: loteEstoqueProduto.CdLote }).from(loteEstoqueProduto).where(inArray(loteEstoqueProduto.IdLote, ids))).map((l) => [l.id, l.code]));
}
