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

/**
 * Recomputes and stores the header totals from the active items, and bumps the version. `items`: the order's active
 * items as the caller (holding the order's lock) read them, when none changed since.
 */
export async function storeTotals(db: Tx, id: number, extra: Partial<typeof pedidoVenda.$inferInsert> = {}, items?: readonly Item[]): Promise<void> {
  // The freight and taxes the caller gives (`extra`) are what the totals carry; the stored ones otherwise.
  const [order] =
    extra.VlFrete !== undefined && extra.VlImpostos !== undefined
      ? [{ VlFrete: extra.VlFrete, VlImpostos: extra.VlImpostos }]
      : await db.select({ VlFrete: pedidoVenda.VlFrete, VlImpostos: pedidoVenda.VlImpostos }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  items ??= await db.select().from(pedidoVendaItems).where(eq(pedidoVendaItems.CodPedido, id));
  const totals = orderTotals(items, extra.VlFrete ?? order.VlFrete, extra.VlImpostos ?? order.VlImpostos);
  // Lines that fit one by one may still add up past the header's columns.
  const size = totalsSizeViolations(totals);
  if (size.length) throw validationError(size);
  await db
    .update(pedidoVenda)
    .set({ ...extra, ...totals, version: sql`${pedidoVenda.version} + 1` })
    .where(eq(pedidoVenda.CodPedido, id));
}

/**
 * After a change of the items or the header: the header's new values, then the order's stored taxes (tax area),
 * then its totals (with what the invoice adds), all in the change's transaction; the version goes up by one.
 */
export async function storeTotalsAndTaxes(db: Tx, company: number, id: number, header: Partial<typeof pedidoVenda.$inferInsert> = {}): Promise<void> {
  if (Object.keys(header).length) await db.update(pedidoVenda).set(header).where(eq(pedidoVenda.CodPedido, id));
  await storeTotals(db, id, { VlImpostos: await refreshTaxes(db, company, id) });
}

/** Who opens an order, as the order list shows it: the user's person's name. */
export async function openedBy(db: Tx, ctx: UseCase['ctx']): Promise<string | null> {
  if (!ctx.user) return null;
  const [p] = await db.select({ name: people.name }).from(people).where(eq(people.id, ctx.user.people));
  return p?.name ?? ctx.user.username;
}

/** A person's row (null: no such person) and first address (null: none), as finalizing checks them. */
export interface PersonAndPlace {
  person: { company: number | null; document: string | null } | null;
  address: { city: string | null; uf: string | null; street: string | null; country: string } | null;
}

/**
 * Some people and each one's first address in one read (the parties and placeOf of several ids at once), by id. An
 * id without a person may still have addresses (placeOf reads them by id alone).
 */
export async function peopleAndPlaces(db: Tx, ids: readonly (number | null | undefined)[]): Promise<Map<number, PersonAndPlace>> {
  const wanted = [...new Set(ids.filter((id): id is number => !!id))];
  const found = new Map<number, PersonAndPlace>();
  if (!wanted.length) return found;
  const rows = (
    (await db.execute(sql`select ids.id, p.id as person, p.company_id, p.document, a.id as address, a.city, a.uf, a.street, a.country
      from unnest(${`{${wanted.join(',')}}`}::int[]) as ids(id)
      left join ${people} p on p.id = ids.id
      left join lateral (select id, city, uf, street, country from ${addresses} where people_id = ids.id order by id limit 1) a on true`)) as unknown as { rows: unknown[] }
  ).rows as { id: number; person: number | null; company_id: number | null; document: string | null; address: number | null; city: string | null; uf: string | null; street: string | null; country: string }[];
  for (const r of rows) {
    found.set(Number(r.id), {
      person: r.person === null ? null : { company: r.company_id === null ? null : Number(r.company_id), document: r.document },
      address: r.address === null ? null : { city: r.city, uf: r.uf, street: r.street, country: r.country },
    });
  }
  return found;
}

/** A party of the order (payer, destination) from peopleAndPlaces' answer: a person of the company, or null. */
export function partyFrom(found: ReadonlyMap<number, PersonAndPlace>, company: number, id: number | null): OrderParty | null {
  const p = id ? found.get(id) : undefined;
  if (!p?.person || p.person.company !== company) return null;
  return { document: p.person.document, address: p.address && { city: p.address.city, uf: p.address.uf, street: p.address.street } };
}

/** placeOf() from peopleAndPlaces' answer: the first address's city, state and country, or null. */
export function placeFrom(found: ReadonlyMap<number, PersonAndPlace>, id: number | null | undefined): { city: string | null; uf: string | null; country: string } | null {
  const a = id ? found.get(id)?.address : null;
  return a ? { city: a.city, uf: a.uf, country: a.country } : null;
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
