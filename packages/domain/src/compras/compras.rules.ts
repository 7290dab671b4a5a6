/**
 * Contas de um pedido de compra, exatas (decimal.js): a quantidade na nossa unidade a partir da do fornecedor,
 * o total de uma linha e do pedido, o saldo a receber e o que um recebimento pode somar.
 */
import { Decimal } from '../common/decimal.ts';

/** Our quantity (3 places) from the supplier's: quantity × conversion factor (supplier unit → ours). */
export const ourQuantity = (supplierQty: string, factor: string): string => new Decimal(supplierQty).times(factor).toDecimalPlaces(3).toFixed(3);

/** A line's total in cents: quantity (supplier unit) × unit price (per supplier unit), rounded half up. */
export const purchaseLineTotal = (supplierQty: string, unitPrice: string): string => new Decimal(supplierQty).times(unitPrice).toDecimalPlaces(2).toFixed(2);

/** The order's total: the sum of its lines' totals (each already rounded, so the document adds up). */
export const purchaseOrderTotal = (lineTotals: readonly string[]): string => lineTotals.reduce((s, t) => s.plus(t), new Decimal(0)).toFixed(2);

/** What is still to be received of a line (never below zero). */
export const openQuantity = (ordered: string, received: string): string => Decimal.max(new Decimal(ordered).minus(received), 0).toFixed(3);

/** Price per our unit of a line priced per supplier unit (6 places, for matching an invoice in our unit). */
export const ourUnitPrice = (unitPrice: string, factor: string): string => new Decimal(unitPrice).div(factor).toDecimalPlaces(6).toFixed(6);

export type ReceiptRefusal = 'receipt_not_positive' | 'receipt_exceeds_open';

/**
 * Whether `quantity` may be added to a line with `ordered` and `received`: positive, and within what is open unless
 * the excess was approved. null when it may.
 */
export function receiptRule(ordered: string, received: string, quantity: string, approveExcess: boolean): ReceiptRefusal | null {
  const q = new Decimal(quantity);
  if (q.lte(0)) return 'receipt_not_positive';
  if (!approveExcess && q.gt(openQuantity(ordered, received))) return 'receipt_exceeds_open';
  return null;
}

/** Payment terms as typed: installment days separated by '/', increasing ('30/60/90'; '0' is cash). */
export function validPaymentDays(text: string): boolean {
  if (!/^\d{1,3}(\/\d{1,3})*$/.test(text)) return false;
  const days = text.split('/').map(Number);
  return days.every((d, i) => i === 0 || d > days[i - 1]);
}
