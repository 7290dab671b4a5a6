import { Decimal } from '@backoffice/domain';

type Quantity = string | number | Decimal;

/**
 * Backorders, pure: how much of an item is reserved and how much waits for stock when the order is finalized, and
 * which waiting items an arrival of stock serves. Quantities are in the product's unit.
 */

export type BackorderSplit = { refused: true; available: Decimal } | { refused: false; reserve: Decimal; pending: Decimal };

/**
 * An item of `wanted` units with `available` units sellable: all of it reserved when there is enough; otherwise,
 * when the company finalizes without stock, what there is reserved and the rest pending; else refused.
 */
export function splitBackorder(wanted: Quantity, available: Quantity, allowBackorder: boolean): BackorderSplit {
  const w = new Decimal(wanted);
  const a = Decimal.max(0, new Decimal(available));
  if (a.greaterThanOrEqualTo(w)) return { refused: false, reserve: w, pending: new Decimal(0) };
  if (!allowBackorder) return { refused: true, available: a };
  return { refused: false, reserve: a, pending: w.minus(a) };
}

export interface WaitingItem {
  item: number;
  pending: Quantity;
}

/**
 * An arrival of `available` units shared among the items waiting for the product, in the order given (the oldest
 * finalization first): each takes what it waits for while units last. Items that get nothing are left out.
 */
export function serveBackorders<W extends WaitingItem>(waiting: readonly W[], available: Quantity): { item: W; quantity: Decimal }[] {
  let left = Decimal.max(0, new Decimal(available));
  const out: { item: W; quantity: Decimal }[] = [];
  for (const w of waiting) {
    if (!left.greaterThan(0)) break;
    const quantity = Decimal.min(left, new Decimal(w.pending));
    if (!quantity.greaterThan(0)) continue;
    out.push({ item: w, quantity });
    left = left.minus(quantity);
  }
  return out;
}
