/**
 * Contas de um pedido de compra, exatas (decimal.js): a quantidade na nossa unidade a partir da do fornecedor,
 * o total de uma linha e do pedido, o saldo a receber e o que um recebimento pode somar.
 */
import { Decimal } from '../common/decimal.ts';

/** Our quantity (3 places) from the supplier's: quantity × conversion factor (supplier unit → ours). */
export const ourQuantity = (supplierQty: string, factor: string): string => new Decimal(supplierQty).times(factor).toDecimalPlaces(3).toFixed(3);

export type PurchaseQuantityRefusal = 'purchase_quantity_whole' | 'purchase_quantity_places';

/**
 * Whether a line's quantity can be ordered as typed: in the supplier's unit and in ours (× the factor) a whole unit
 * ('I') takes whole numbers and a fractional one ('F') at most 3 decimals, as receiving counts them; our quantity is
 * never rounded into another. null when it can; otherwise why not and the quantity and unit that break the rule.
 */
export function purchaseQuantityRefusal(
  supplierQty: string,
  factor: string,
  units: { supplier: { CdSigla: string; whole: boolean }; ours: { CdSigla: string; whole: boolean } },
): { message: PurchaseQuantityRefusal; params: { quantity: string; unit: string } } | null {
  const theirs = new Decimal(supplierQty);
  const ours = theirs.times(factor);
  for (const [q, u] of [
    [theirs, units.supplier],
    [ours, units.ours],
  ] as const) {
    if (u.whole ? !q.isInteger() : q.decimalPlaces() > 3) {
      return { message: u.whole ? 'purchase_quantity_whole' : 'purchase_quantity_places', params: { quantity: q.toString(), unit: u.CdSigla } };
    }
  }
  return null;
}

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
