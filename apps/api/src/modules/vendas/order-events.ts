import type { Executor, Tx } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import { defineEvent, defineProvider, publish, use } from '../../platform/modules/wiring.ts';
import type { pedidoVenda } from './vendas.table.ts';

/**
 * What happens to an order that other areas follow (the commission of its representative, its stop on a route): finalized, an item
 * cancelled or active again, the order cancelled or returned, a receipt recorded or reversed. The sales module publishes it;
 * the modules that follow it declare `handle(ORDER_EVENT, ...)`. Sales calls them inside the transaction of the
 * change, so what they write is written or undone with it. Sales does not import them (they import sales).
 */
export type OrderEvent =
  | { type: 'finalized'; company: number; order: number }
  | { type: 'item-cancelled' | 'item-activated'; company: number; order: number; item: number }
  | { type: 'cancelled' | 'returned'; company: number; order: number }
  | { type: 'receipt'; company: number; order: number; receipt: number; value: string; date: string }
  | { type: 'receipt-reversed'; company: number; order: number; receipt: number; reason: string };

export const ORDER_EVENT = defineEvent<(db: Tx, event: OrderEvent, user: number | null) => Promise<void>>('order');

export function emitOrderEvent(db: Tx, event: OrderEvent, user: number | null): Promise<void> {
  return publish(ORDER_EVENT, db, event, user);
}

/** The taxes of an order, computed by the tax area; sales requires them (start-up fails without a module that provides them). */
export interface OrderTaxes {
  /**
   * What the invoice adds to each item of an order (IPI, ST, FCP-ST), as stored: the printout lists it per line.
   */
  itemTaxes(db: Executor, order: number): Promise<Map<number, string>>;
  /**
   * Brings the order's stored taxes up to date after a change of its items or header, in the change's transaction,
   * before the totals are recomputed (they carry what the invoice adds: IPI, ST). Answers the order's new VlImpostos.
   * `row`: the order's row as the caller holds it locked, when nothing of it changed since (not read again).
   */
  refresh(db: Tx, company: number, order: number, row?: typeof pedidoVenda.$inferSelect): Promise<string>;
  /**
   * The sales-tax percentage of a product in an order's sale (its destination, recipient, final consumer and
   * operation), for markups that take their taxes from the engine; null when the order has no destination yet.
   */
  saleTaxPercent(db: Executor, company: number, order: number, product: number): Promise<string | null>;
}

export const ORDER_TAXES = defineProvider<OrderTaxes>('order-taxes', 'the taxes of an order and of its items');

export function itemTaxesOf(db: Executor, order: number): Promise<Map<number, string>> {
  return use(ORDER_TAXES).itemTaxes(db, order);
}

export function refreshTaxes(db: Tx, company: number, order: number, row?: typeof pedidoVenda.$inferSelect): Promise<string> {
  return use(ORDER_TAXES).refresh(db, company, order, row);
}

export function saleTaxPercent(db: Executor, company: number, order: number, product: number): Promise<string | null> {
  return use(ORDER_TAXES).saleTaxPercent(db, company, order, product);
}

/**
 * The order's invoices as the fiscal area knows them (fiscal imports sales, so sales asks through this provider);
 * sales requires it: cancelling an order must know whether SEFAZ may still authorise one of its invoices.
 */
export interface OrderInvoices {
  /** An invoice of the order signed or sent to SEFAZ whose answer has not come yet (it may still be authorised), or null. */
  awaitingSefaz(db: Executor, company: number, order: number): Promise<{ serie: number; numero: number; status: string } | null>;
  /** The invoice (IdNfe) when its cancellation is signed or sent to SEFAZ and not answered yet, or null. */
  cancellationPending(db: Executor, invoice: number): Promise<{ serie: number; numero: number } | null>;
}

export const ORDER_INVOICES = defineProvider<OrderInvoices>('order-invoices', "the order's invoices still waiting for SEFAZ's answer");

export function invoiceAwaitingSefaz(db: Executor, company: number, order: number): Promise<{ serie: number; numero: number; status: string } | null> {
  return use(ORDER_INVOICES).awaitingSefaz(db, company, order);
}

export function invoiceCancellationPending(db: Executor, invoice: number): Promise<{ serie: number; numero: number } | null> {
  return use(ORDER_INVOICES).cancellationPending(db, invoice);
}

/**
 * 422 on `path` with `message` (naming the invoice) while an invoice of the order awaits SEFAZ's answer: it may still
 * be authorised with what cancelling the order, or one of its items, would release, and the goods would be invoiced
 * on what was cancelled.
 */
export async function refuseCancelUnderPendingInvoice(db: Executor, company: number, order: number, path: string, message: 'order_cancel_invoice_pending' | 'item_cancel_invoice_pending'): Promise<void> {
  const pending = await invoiceAwaitingSefaz(db, company, order);
  if (pending) throw violation(path, message, { serie: String(pending.serie), numero: String(pending.numero) });
}
