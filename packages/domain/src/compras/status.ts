/**
 * Os movimentos do status de um pedido de compra (StPedidoCompra) e por quê. O servidor confere todo movimento
 * pedido por `PUT /pedidos_compra/{id}/status` com `purchaseOrderMove` antes de gravar.
 *
 * - A aberto: ainda em preparo; vai a E quando enviado ao fornecedor, ou é cancelado (C).
 * - E enviado: o fornecedor tem o pedido; volta a A para ser corrigido, ou é cancelado.
 * - P parcialmente recebido e R recebido vêm do recebimento da mercadoria (a nota do fornecedor), nunca de um
 *   pedido de status: receber é contar o que chegou. De P ainda se cancela o saldo (C).
 * - R recebido e C cancelado são finais.
 */
import { Decimal } from '../common/decimal.ts';
import type { StPedidoCompra } from './compras.enums.ts';

export const PURCHASE_ORDER_MOVES: Record<StPedidoCompra, readonly StPedidoCompra[]> = {
  A: ['E', 'C'],
  E: ['A', 'C'],
  P: ['C'],
  R: [],
  C: [],
};

/** The statuses only receiving reaches: a status request may not ask for them. */
export const RECEIVED_STATUSES: readonly StPedidoCompra[] = ['P', 'R'];

export interface RefusedPurchaseMove {
  message: 'purchase_move_refused' | 'purchase_move_final' | 'purchase_move_receiving' | 'purchase_order_empty';
  params: { from: StPedidoCompra; to: StPedidoCompra };
}

/**
 * null when a purchase order with `items` lines may go from `from` to `to` by a status request; otherwise why not. An
 * order without items is not sent (E). The server asks it before writing, the order's screen to offer its buttons.
 */
export function purchaseOrderMove(from: StPedidoCompra, to: StPedidoCompra, items: number): RefusedPurchaseMove | null {
  if (from === to) return null;
  if (PURCHASE_ORDER_MOVES[from].length === 0) return { message: 'purchase_move_final', params: { from, to } };
  if (RECEIVED_STATUSES.includes(to)) return { message: 'purchase_move_receiving', params: { from, to } };
  if (!PURCHASE_ORDER_MOVES[from].includes(to)) return { message: 'purchase_move_refused', params: { from, to } };
  if (to === 'E' && items === 0) return { message: 'purchase_order_empty', params: { from, to } };
  return null;
}

/** The statuses a purchase order with `items` lines may be moved to next (the screen offers only these). */
export function nextPurchaseStatuses(from: StPedidoCompra, items: number): StPedidoCompra[] {
  return PURCHASE_ORDER_MOVES[from].filter((to) => !purchaseOrderMove(from, to, items));
}

/** Whether the order's items may still be changed (only while it is open). */
export const purchaseOrderEditable = (status: StPedidoCompra): boolean => status === 'A';

/** Status after receiving: every line received in full is R, something received is P, nothing keeps the status. */
export function statusAfterReceipt(current: StPedidoCompra, lines: readonly { ordered: string; received: string }[]): StPedidoCompra {
  if (lines.length && lines.every((l) => new Decimal(l.received).gte(l.ordered))) return 'R';
  if (lines.some((l) => new Decimal(l.received).gt(0))) return 'P';
  return current;
}
