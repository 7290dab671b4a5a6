/**
 * Os movimentos permitidos do status de um pedido (StatusPedido) e por quê; docs/vendas.md conta a mesma
 * tabela para quem usa. O servidor confere todo movimento com `orderMove` antes de gravar.
 *
 * - A aberto: liberado, esperando separação e conferência. Vai para R quando a conferência começa, ou é
 *   cancelado (C), liberando o estoque reservado.
 * - R em conferência: volta a A se a conferência for desfeita; termina em L (tudo conferido) ou X (faltou
 *   item). Não se cancela no meio da conferência: desfaz-se antes, para a mercadoria voltar à prateleira.
 * - L conferido: pronto para faturar (T); pode voltar à conferência (R) ou ser cancelado (C) antes da nota.
 * - X parcial: conferência terminou com falta. Confere-se de novo (R), fatura-se o que há (P) ou cancela-se (C).
 * - T faturado: só sai por devolução (D); a nota fiscal não se desfaz cancelando o pedido.
 * - P parcialmente atendido: o restante é faturado depois (T) ou volta como devolução (D).
 * - C cancelado e D devolvido são finais.
 *
 * Tipos: pré-pedido (O, o orçamento) só se cancela ou se finaliza (vira P); devolução (D) e transferência (T)
 * não têm atendimento parcial nem devolução de si mesmas.
 *
 * Cada movimento de um pedido pede, além de `pedido_vendas:update`, a permissão de quem o faz (`orderMoveGrant`):
 * a conferência (R, L, X, de volta a A) é da separação, faturar (T, P) do faturamento, devolver (D) das devoluções,
 * cancelar (C) dos cancelamentos. O orçamento (O) só se cancela, e isso é de quem vende.
 */
import type { StatusPedido, TpPedidoDeVenda } from './vendas.enums.ts';

export const ORDER_MOVES: Record<StatusPedido, readonly StatusPedido[]> = {
  A: ['R', 'C'],
  R: ['A', 'L', 'X'],
  L: ['T', 'R', 'C'],
  X: ['R', 'P', 'C'],
  T: ['D'],
  P: ['T', 'D'],
  C: [],
  D: [],
};

/** Statuses a type never reaches: a quote is only open or cancelled; returns and transfers are never partial or returned. */
const OFF_LIMITS: Record<TpPedidoDeVenda, readonly StatusPedido[]> = {
  O: ['R', 'L', 'X', 'T', 'P', 'D'],
  P: [],
  D: ['P', 'D', 'X'],
  T: ['P', 'D', 'X'],
};

export interface RefusedMove {
  message: 'order_move_refused' | 'order_move_final';
  params: { from: StatusPedido; to: StatusPedido };
}

/** null when an order of type `type` may go from `from` to `to`; otherwise why not (a message key with its statuses). */
export function orderMove(type: TpPedidoDeVenda, from: StatusPedido, to: StatusPedido): RefusedMove | null {
  if (from === to) return null;
  if (ORDER_MOVES[from].length === 0) return { message: 'order_move_final', params: { from, to } };
  if (!ORDER_MOVES[from].includes(to) || OFF_LIMITS[type].includes(to)) return { message: 'order_move_refused', params: { from, to } };
  return null;
}

/** The statuses an order may go to next (the screen offers only these). */
export function nextStatuses(type: TpPedidoDeVenda, from: StatusPedido): StatusPedido[] {
  return ORDER_MOVES[from].filter((to) => !OFF_LIMITS[type].includes(to));
}

/** The access keys (action update) of the order moves: docs/vendas.md lists them with the moves. */
export const ORDER_MOVE_GRANTS = ['separacao', 'faturamento', 'devolucoes', 'cancelamentos'] as const;
export type OrderMoveGrant = (typeof ORDER_MOVE_GRANTS)[number];

/**
 * The grant (action update) a move needs besides pedido_vendas:update, or null when the sales grant is enough (a
 * quote is cancelled by who sells). The restricted salesperson holds none of these: stock leaves, comes back or is
 * released only by who invoices, receives returns or cancels orders.
 */
export function orderMoveGrant(type: TpPedidoDeVenda, from: StatusPedido, to: StatusPedido): OrderMoveGrant | null {
  if (from === to || type === 'O') return null;
  if (to === 'T' || to === 'P') return 'faturamento';
  if (to === 'D') return 'devolucoes';
  if (to === 'C') return 'cancelamentos';
  return 'separacao';
}

/**
 * An open quote (type O, status A): the only order whose header and lines may still change. Once finalized it is an
 * order (P) and only moves by status; once cancelled it is final.
 */
export const isOpenQuote = (o: { TpPedidoDeVenda: string | null; StatusPedido: string | null }) => o.TpPedidoDeVenda === 'O' && o.StatusPedido === 'A';

/**
 * Which orders may be invoiced (an NF-e issued for them). The conference is optional: a company that does not pick
 * and check invoices an open order (A) straight away; one that does invoices the checked order (L), the checked part
 * of a short one (X) and the rest of a partly invoiced one (P). Never an order in conference (R: the count is going
 * on, finish or undo it first), nor a quote, a cancelled, returned or wholly invoiced one.
 */
export const INVOICEABLE: readonly StatusPedido[] = ['A', 'L', 'X', 'P'];

/** null when an order in `status` may be invoiced; otherwise the message key of why not. */
export function invoiceRefused(type: TpPedidoDeVenda, status: StatusPedido): 'order_in_conference' | 'nfe_order_invoiced' | 'nfe_order_status' | null {
  if (type !== 'O' && INVOICEABLE.includes(status)) return null;
  if (type === 'O') return 'nfe_order_status';
  // Said as it is: 'cancelled, returned or a quote' was the answer to an order already wholly invoiced.
  return status === 'R' ? 'order_in_conference' : status === 'T' ? 'nfe_order_invoiced' : 'nfe_order_status';
}

/**
 * The status an authorised invoice leaves the order in: T when its authorised invoices cover every active item
 * wholly, P otherwise. It is SEFAZ's answer, not a user's move: it is never refused (the goods left under a valid
 * invoice), so the moves of an order invoiced from A, L or X (A→T, L→P, X→T...) are the invoice's, beyond the
 * table above. Returns and transfers are never partial: a part of them invoiced leaves their status as it was.
 */
export function invoicedStatus(type: TpPedidoDeVenda, from: StatusPedido, whole: boolean): StatusPedido {
  if (whole) return 'T';
  return OFF_LIMITS[type].includes('P') ? from : 'P';
}

/**
 * The status a cancelled invoice leaves the order in. `reabrir`: checked again (L), or P while another of its
 * invoices stays authorised, so what the cancelled one carried can be invoiced again; `cancelar`: cancelled (C).
 */
export function statusAfterInvoiceCancelled(destino: 'reabrir' | 'cancelar', otherInvoices: boolean): StatusPedido {
  if (destino === 'cancelar') return 'C';
  return otherInvoices ? 'P' : 'L';
}
