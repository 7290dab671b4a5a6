/** Whether an order takes receipts: finalized (not a quote), neither cancelled nor returned. */
export function receivable(order: { TpPedidoDeVenda: string | null; StatusPedido: string | null }): boolean {
  return order.TpPedidoDeVenda !== 'O' && order.StatusPedido !== 'C' && order.StatusPedido !== 'D';
}

/**
 * Why a receipt cannot be reversed (the message's code), or null; the server's refusal and the order screen's
 * disabled "Estornar" ask this one rule. Already reversed: once. From the ERP import (I): the ERP is where it was
 * recorded and where it is undone; reversed here, the ERP would still say paid and its next reading would skip it (its
 * id is already recorded), so the two would disagree for good. On an order cancelled or returned: those already
 * reversed all of its commission, and what was received of it is owed back to the client (a refund, not a typing
 * error); an open quote has no receipts.
 */
export function reversalRefusal(
  receipt: { StRecebimento: string; TpOrigem: string },
  order: { TpPedidoDeVenda: string | null; StatusPedido: string | null },
): 'receipt_already_reversed' | 'receipt_from_erp' | 'receipt_order_closed' | null {
  if (receipt.StRecebimento !== 'A') return 'receipt_already_reversed';
  if (receipt.TpOrigem === 'I') return 'receipt_from_erp';
  if (!receivable(order)) return 'receipt_order_closed';
  return null;
}
