import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { addresses, emails, people, peopleLinks, personColumns, phones, setores } from './pessoas.table.ts';

/**
 * The people area's commands for other areas: they create and change people, their addresses, e-mails, phones
 * and links to a company, and the company's sectors, in the caller's transaction. Only this area writes those tables (eslint.config.js,
 * local/own-tables); the callers keep their own checks and audit.
 */

/** How a person is tied to a company (people_links.link_type). */
export type LinkType = 'client' | 'employee' | 'carrier' | 'salesman' | 'supplier';
type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'people' | 'company' | 'searchCity'>;

export interface NewPerson extends Omit<typeof people.$inferInsert, 'id' | 'company' | 'searchName' | 'searchAlias'> {
  emails?: string[];
  phones?: { ddd?: string | null; phone: string }[];
  addresses?: AddressValues[];
}

/**
 * New people of a company, linked to it as `link` when given, with their e-mails, phones and addresses; answers
 * each one's id and its addresses' ids, in the order given (one statement per table, for the demo's many rows).
 */
export async function createPeople(tx: Executor, company: number, rows: NewPerson[], link?: LinkType): Promise<{ id: number; addresses: number[] }[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(people)
    .values(rows.map(({ emails: _e, phones: _p, addresses: _a, ...person }) => ({ ...person, company })))
    .returning({ id: people.id });
  const ids = inserted.map((r) => r.id);
  if (link) await tx.insert(peopleLinks).values(ids.map((id) => ({ company, people: id, linkType: link })));
  const mails = rows.flatMap((r, i) => (r.emails ?? []).map((email) => ({ people: ids[i], company, email })));
  if (mails.length) await tx.insert(emails).values(mails);
  const phoneRows = rows.flatMap((r, i) => (r.phones ?? []).map((p) => ({ people: ids[i], company, ddd: p.ddd ?? null, phone: p.phone })));
  if (phoneRows.length) await tx.insert(phones).values(phoneRows);
  const addressRows = rows.flatMap((r, i) => (r.addresses ?? []).map((a) => ({ ...a, people: ids[i], company })));
  const addressIds = addressRows.length ? (await tx.insert(addresses).values(addressRows).returning({ id: addresses.id, people: addresses.people })) : [];
  return ids.map((id) => ({ id, addresses: addressIds.filter((a) => a.people === id).map((a) => a.id) }));
}

/** A new person of a company (createPeople for one). */
export async function createPerson(tx: Tx, company: number, person: NewPerson, link?: LinkType): Promise<number> {
  const [created] = await createPeople(tx, company, [person], link);
  return created.id;
}

/** A tenant company: a person that is its own company, with its head office's address. */
export async function createCompanyPerson(tx: Tx, values: Pick<NewPerson, 'name' | 'alias' | 'peopleType' | 'document' | 'ie'>, address?: AddressValues) {
  const [company] = await tx.insert(people).values(values).returning(personColumns);
  await tx.update(people).set({ company: company.id }).where(eq(people.id, company.id));
  if (address) await tx.insert(addresses).values({ ...address, people: company.id, company: company.id, nickname: 'Sede' });
  return { ...company, company: company.id };
}

/** Links a person to a company (as an employee, a client...); a link it already has stays as it is. */
export async function linkPerson(tx: Tx, company: number, person: number, linkType: LinkType): Promise<void> {
  await tx.insert(peopleLinks).values({ company, people: person, linkType }).onConflictDoNothing();
}

/** Renames a person. */
export async function renamePerson(tx: Tx, person: number, name: string): Promise<void> {
  await tx.update(people).set({ name }).where(eq(people.id, person));
}

/** A person's main e-mail (their first): changed when they have one, else added in the company. */
export async function setMainEmail(tx: Tx, person: number, company: number, email: string): Promise<void> {
  const [first] = await tx.select({ id: emails.id }).from(emails).where(eq(emails.people, person)).orderBy(emails.id).limit(1);
  if (first) await tx.update(emails).set({ email }).where(eq(emails.id, first.id));
  else await tx.insert(emails).values({ people: person, company, email });
}

/** The company's sectors of these names, created when missing; answers name → id. */
export async function ensureSectors(tx: Tx, company: number, names: string[]): Promise<Map<string, number>> {
  const existing = names.length ? await tx.select().from(setores).where(and(eq(setores.company, company), inArray(setores.NmSetor, names))) : [];
  const missing = names.filter((n) => !existing.some((s) => s.NmSetor === n));
  const created = missing.length ? await tx.insert(setores).values(missing.map((NmSetor) => ({ company, NmSetor }))).returning() : [];
  return new Map([...existing, ...created].map((s) => [s.NmSetor, s.IdSetor]));
}

