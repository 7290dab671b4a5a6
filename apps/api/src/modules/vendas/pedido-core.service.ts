import { and, asc, eq, sql } from 'drizzle-orm';
import { isOpenQuote, orderTotals, totalsSizeViolations, type OrderParty } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, staleVersion, validationError, violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { addresses, people } from '../pessoas/index.ts';
import { pedidoVenda, pedidoVendaItems } from './vendas.table.ts';
import { refreshTaxes } from './order-events.ts';

// An order as its writers find and keep it: the company it belongs to, the row locked for the write, the version
// checked, the open-quote guard, and the header totals and taxes recomputed after every change.

export type Order = typeof pedidoVenda.$inferSelect;

export type Item = typeof pedidoVendaItems.$inferSelect;

/** The company of an order (for the operation's grant check; undefined when it does not exist). */
export async function companyOfPedido(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVenda.CdEmpresa }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  return row?.c;
}

/** The company of an order item. */
export async function companyOfItem(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVendaItems.CdEmpresa }).from(pedidoVendaItems).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  return row?.c;
}

/** The order, locked for the write; 404 when it is not of the company. */
export async function lockOrder(db: Tx, company: number, id: number): Promise<Order> {
  const [row] = await db
    .select()
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)))
    .for('update');
  if (!row) throw notFound();
  return row as Order;
}

export function checkVersion(order: Order, version: number | undefined): void {
  if (version !== undefined && version !== order.version) throw staleVersion();
}

export function requireOpenQuote(o: Order, path = 'StatusPedido', message = 'quote_not_open'): void {
  if (!isOpenQuote(o)) throw violation(path, message);
}

/** Recomputes and stores the header totals from the active items, and bumps the version. */
export async function storeTotals(db: Tx, id: number, extra: Partial<typeof pedidoVenda.$inferInsert> = {}): Promise<void> {
  const [order] = await db.select({ VlFrete: pedidoVenda.VlFrete, VlImpostos: pedidoVenda.VlImpostos }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  const items = await db.select().from(pedidoVendaItems).where(eq(pedidoVendaItems.CodPedido, id));
  const totals = orderTotals(items, extra.VlFrete ?? order.VlFrete, order.VlImpostos);
  // Lines that fit one by one may still add up past the header's columns.
  const size = totalsSizeViolations(totals);
  if (size.length) throw validationError(size);
  await db
    .update(pedidoVenda)
    .set({ ...extra, ...totals, version: sql`${pedidoVenda.version} + 1` })
    .where(eq(pedidoVenda.CodPedido, id));
}

/**
 * What the invoice adds to an order (IPI, ST, FCP-ST: VlImpostos), as the tax area worked it out in the change's
 * transaction; VlTotal follows at the next storeTotals (the caller's, or the change's own).
 */
export async function setOrderTaxTotal(db: Tx, id: number, VlImpostos: string): Promise<void> {
  await db.update(pedidoVenda).set({ VlImpostos }).where(eq(pedidoVenda.CodPedido, id));
}

/**
 * After a change of the items or the header: the header's new values, then the order's stored taxes (tax area),
 * then its totals (with what the invoice adds), all in the change's transaction; the version goes up by one.
 */
export async function storeTotalsAndTaxes(db: Tx, company: number, id: number, header: Partial<typeof pedidoVenda.$inferInsert> = {}): Promise<void> {
  if (Object.keys(header).length) await db.update(pedidoVenda).set(header).where(eq(pedidoVenda.CodPedido, id));
  await refreshTaxes(db, company, id);
  await storeTotals(db, id);
}

/** Who opens an order, as the order list shows it: the user's person's name. */
export async function openedBy(db: Tx, ctx: UseCase['ctx']): Promise<string | null> {
  if (!ctx.user) return null;
  const [p] = await db.select({ name: people.name }).from(people).where(eq(people.id, ctx.user.people));
  return p?.name ?? ctx.user.username;
}

export async function party(db: Tx, company: number, id: number | null): Promise<OrderParty | null> {
  if (!id) return null;
  const [p] = await db
    .select({ document: people.document })
    .from(people)
    .where(and(eq(people.id, id), eq(people.company, company)));
  if (!p) return null;
  const [a] = await db.select({ city: addresses.city, uf: addresses.uf, street: addresses.street }).from(addresses).where(eq(addresses.people, id)).orderBy(addresses.id).limit(1);
  return { document: p.document, address: a ?? null };
}

export const activeItems = (db: Tx, id: number) =>
  db
    .select()
    .from(pedidoVendaItems)
    .where(and(eq(pedidoVendaItems.CodPedido, id), eq(pedidoVendaItems.StItem, 'A')))
    .orderBy(asc(pedidoVendaItems.NrPosicao));

export async function lockItem(db: Tx, company: number, id: number): Promise<{ item: Item; order: Order }> {
  const [found] = await db.select({ o: pedidoVendaItems.CodPedido }).from(pedidoVendaItems).where(and(eq(pedidoVendaItems.IdPedidoVendaItem, id), eq(pedidoVendaItems.CdEmpresa, company)));
  if (!found) throw notFound();
  const order = await lockOrder(db, company, found.o);
  const [item] = await db.select().from(pedidoVendaItems).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  return { item: item as Item, order };
}
