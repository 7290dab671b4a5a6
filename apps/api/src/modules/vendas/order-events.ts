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

/**
 * The order's stored taxes follow a change of its items or header, in the change's transaction, before the
 * totals are recomputed (they carry what the invoice adds: IPI, ST). The tax area registers the writer; without
 * it an order has no taxes.
 */
type TaxRefresher = (db: Tx, company: number, order: number) => Promise<void>;
let taxRefresher: TaxRefresher = async () => undefined;

export function provideTaxRefresh(refresher: TaxRefresher): void {
  taxRefresher = refresher;
}

export function refreshTaxes(db: Tx, company: number, order: number): Promise<void> {
  return taxRefresher(db, company, order);
}

/**
 * The sales-tax percentage of a product in an order's sale, from the tax engine (the order's destination,
 * recipient, final consumer and operation), for markups that take their taxes from it; null when the order has no
 * destination yet. The tax area registers the reader; without it markups keep their typed percentage.
 */
type SaleTaxPercent = (db: Executor, company: number, order: number, product: number) => Promise<string | null>;
let saleTaxPercentReader: SaleTaxPercent = async () => null;

export function provideSaleTaxPercent(reader: SaleTaxPercent): void {
  saleTaxPercentReader = reader;
}

export function saleTaxPercent(db: Executor, company: number, order: number, product: number): Promise<string | null> {
  return saleTaxPercentReader(db, company, order, product);
}
