import { eq } from 'drizzle-orm';
import { orderMove, orderMoveGrant, type StatusPedido } from '@backoffice/domain';
import { AppError, violation } from '../../platform/http/errors.ts';
import { may } from '../../platform/auth/authorize.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { pedidoVenda } from './vendas.table.ts';
import { emitOrderEvent, refuseCancelUnderPendingInvoice } from './order-events.ts';
import { activeItems, checkVersion, lockOrder } from './pedido-core.service.ts';
import { invoiceItems, lockItemsStock, releaseItems, returnItem } from './estoque-item.service.ts';

// The status of an order: the moves the domain allows, the grant each needs, and the stock that follows them.

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
  /** Runs once the order's row is final, before the stock is locked (the route reads its answer there). */
  beforeStock?: () => Promise<void>,
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
  // An invoice signed or sent and not answered may still be authorised by SEFAZ: the goods would be invoiced on a
  // cancelled order. The user waits for the answer (and cancels the invoice first if it was authorised).
  if (to === 'C') await refuseCancelUnderPendingInvoice(db, company, id, 'StatusPedido', 'order_cancel_invoice_pending');
  // Stock follows the status: cancelling releases the reservation, invoicing (all or part) takes out what is
  // reserved, a return brings back what was taken out. Quotes reserve nothing. The stock is moved last, after the
  // order's own writes (status, commission, audit), so the products' rows, which every order selling them waits
  // for, are held only for the moves and the commit; a refused move undoes the rest with the transaction.
  const user = ctx.user?.id ?? null;
  const movesStock = order.TpPedidoDeVenda !== 'O' && (to === 'C' || to === 'T' || to === 'P' || to === 'D');
  await db.update(pedidoVenda).set({ StatusPedido: to, version: order.version + 1 }).where(eq(pedidoVenda.CodPedido, id));
  if (order.TpPedidoDeVenda !== 'O' && (to === 'C' || to === 'D')) await emitOrderEvent(db, { type: to === 'C' ? 'cancelled' : 'returned', company, order: id }, user);
  await audit({ entity: 'PedidoDeVenda', id, action: 'status', company, before: { StatusPedido: from }, after: { StatusPedido: to } });
  await beforeStock?.();
  if (movesStock) {
    const items = await activeItems(db, id);
    const stock = await lockItemsStock(db, items);
    if (to === 'C') await releaseItems(db, stock, company, items, user);
    else if (to === 'D') for (const item of items) await returnItem(db, stock, company, item, user);
    else await invoiceItems(db, stock, company, items, user);
  }
}
