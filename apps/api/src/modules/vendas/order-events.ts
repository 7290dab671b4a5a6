import type { Executor, Tx } from '../../platform/db/client.ts';

/**
 * What happens to an order that other areas follow (the commission of its representative): finalized, an item
 * cancelled or active again, the order cancelled or returned, a receipt recorded. The areas that follow register
 * a listener when their module loads; the sales area calls them inside the transaction of the change, so
 * what they write is written or undone with it. Sales does not import them (they import sales).
 */
export type OrderEvent =
  | { type: 'finalized'; company: number; order: number }
  | { type: 'item-cancelled' | 'item-activated'; company: number; order: number; item: number }
  | { type: 'cancelled' | 'returned'; company: number; order: number }
  | { type: 'receipt'; company: number; order: number; receipt: number; value: string; date: string };

type Listener = (db: Tx, event: OrderEvent, user: number | null) => Promise<void>;
const listeners: Listener[] = [];

export function onOrderEvent(listener: Listener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function emitOrderEvent(db: Tx, event: OrderEvent, user: number | null): Promise<void> {
  for (const l of listeners) await l(db, event, user);
}

/**
 * What the invoice adds to each item of an order (IPI, ST, FCP-ST), as the tax area stored it: the printout
 * lists it per line. The tax area registers the reader; without it every line adds nothing.
 */
type ItemTaxesReader = (db: Executor, order: number) => Promise<Map<number, string>>;
let itemTaxesReader: ItemTaxesReader = async () => new Map();

export function provideItemTaxes(reader: ItemTaxesReader): void {
  itemTaxesReader = reader;
}

export function itemTaxesOf(db: Executor, order: number): Promise<Map<number, string>> {
  return itemTaxesReader(db, order);
}
