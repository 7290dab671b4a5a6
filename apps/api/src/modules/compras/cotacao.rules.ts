import { Decimal } from '@backoffice/domain';

// The choices of a quotation: who wins each item, when the goods come, which orders the winners make.

export interface Offer {
  item: number;
  supplier: number;
  /** Unit price, a decimal string. */
  price: string;
  /** Days to deliver. */
  days: number;
}

/**
 * The lowest price of each item among the offers; a tie goes to the shorter lead time, then to the supplier
 * invited first (the lower id). Items nobody priced are absent.
 */
export function lowestOffers(offers: readonly Offer[]): Map<number, Offer> {
  const best = new Map<number, Offer>();
  for (const o of offers) {
    const b = best.get(o.item);
    const cmp = b ? new Decimal(o.price).cmp(b.price) : -1;
    if (!b || cmp < 0 || (cmp === 0 && (o.days < b.days || (o.days === b.days && o.supplier < b.supplier)))) best.set(o.item, o);
  }
  return best;
}

/** The date `days` calendar days after `day` (ISO dates, no time zone drift). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The purchase orders a quotation makes: one per winning supplier, with the items it won in the quotation's order.
 * Items without a winner are returned apart (the quotation cannot generate orders until each has one).
 */
export function ordersOfWinners<I extends { item: number; winner: number | null }>(items: readonly I[]): { orders: Map<number, I[]>; missing: I[] } {
  const orders = new Map<number, I[]>();
  const missing: I[] = [];
  for (const i of items) {
    if (i.winner === null) missing.push(i);
    else orders.set(i.winner, [...(orders.get(i.winner) ?? []), i]);
  }
  return { orders, missing };
}
