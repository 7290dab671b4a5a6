import type { z } from 'zod';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { documentKind, type ClientAddressRead, type ClientInput, type ClientRead, type ClientUpdate, type clientAddressSchema } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { ibgeOf } from '../geo/index.ts';
import { addressColumns, addresses, emails, people, peopleLinks, pessoaRelacionadas, phones, vwPessoaContatos } from './pessoas.table.ts';
import { assertDocumentFree, assertSalesRep, contributorRule } from './pessoas.rules.ts';

/**
 * A client: a person (CPF, F) or company (CNPJ, J) of a company, linked to it as 'client', saved
 * with its addresses, phones, e-mails and contacts in one transaction (POST/PUT /people/clients).
 * The bodies are read with the domain's client schemas (`@backoffice/domain`, pessoas/client.schema.ts),
 * the ones the web form validates with; the answer is its `ClientRead`.
 */

type AddressRow = Omit<typeof addresses.$inferSelect, 'searchCity'>;

/** The full client, as answered by GET/POST/PUT /people/clients. */
export async function loadClient(db: Executor, id: number, companies: number[]): Promise<ClientRead | null> {
  if (!companies.length) return null;
  const [person] = await db
    .select({ person: people, salesRepName: sql<string | null>`(select name from people r where r.id = ${people.salesRep})` })
    .from(people)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, people.id), eq(peopleLinks.company, people.company), eq(peopleLinks.linkType, 'client')))
    .where(and(eq(people.id, id), inArray(people.company, companies)));
  if (!person) return null;
  const [addressRows, phoneRows, emailRows, contactRows] = await Promise.all([
    db.select(addressColumns).from(addresses).where(eq(addresses.people, id)).orderBy(asc(addresses.id)),
    db.select({ id: phones.id, ddd: phones.ddd, phone: phones.phone }).from(phones).where(eq(phones.people, id)).orderBy(asc(phones.id)),
    db.select({ id: emails.id, email: emails.email }).from(emails).where(eq(emails.people, id)).orderBy(asc(emails.id)),
    db.select().from(vwPessoaContatos).where(eq(vwPessoaContatos.people, id)).orderBy(asc(vwPessoaContatos.id)),
  ]);
  const p = person.person;
  return {
    id: p.id,
    company: p.company,
    name: p.name,
    alias: p.alias,
    peopleType: p.peopleType,
    document: p.document,
    ie: p.ie,
    contributorType: p.contributorType,
    billing: p.billing,
    billingDays: p.billingDays,
    paymentTerm: p.paymentTerm,
    salesRep: p.salesRep,
    salesRepName: person.salesRepName,
    note: p.note,
    foundationDate: p.foundationDate,
    enable: p.enable,
    createdAt: p.createdAt,
    addresses: addressRows.map(({ people: _p, company: _c, ...a }: AddressRow): ClientAddressRead => a),
    phones: phoneRows,
    emails: emailRows,
    contacts: contactRows.map((c) => ({ id: c.contact, relation: c.id, name: c.name, email: c.email, phone: c.phone, role: c.role })),
  };
}


export const clientItem = (client: ClientRead) => ({ '@context': '/api/contexts/Client', '@id': `/api/people/clients/${client.id}`, '@type': 'Client', ...client });

async function addressValues(tx: Executor, a: z.output<typeof clientAddressSchema>, owner: number, company: number) {
  return {
    people: owner,
    company,
    nickname: a.nickname ?? null,
    cep: a.cep,
    streetType: a.streetType || null,
    street: a.street,
    number: a.number,
    complement: a.complement || null,
    district: a.district,
    city: a.city,
    cityIbge: a.cityIbge ?? (await ibgeOf(tx, a.city, a.uf)),
    uf: a.uf,
    country: a.country || 'Brasil',
  };
}

/** Makes the rows of one child list (addresses, phones, e-mails) of a person be exactly `entries`. */
async function syncRows<T extends { id?: number }>(
  tx: Tx,
  kind: 'addresses' | 'phones' | 'emails',
  owner: number,
  company: number,
  entries: T[],
  values: (entry: T) => Promise<Record<string, unknown>> | Record<string, unknown>,
) {
  const table = kind === 'addresses' ? addresses : kind === 'phones' ? phones : emails;
  const existing = new Set((await tx.select({ id: table.id }).from(table).where(eq(table.people, owner))).map((r) => r.id));
  const kept = new Set<number>();
  for (const [i, entry] of entries.entries()) {
    if (entry.id !== undefined && !existing.has(entry.id)) throw violation(`${kind}.${i}.id`, 'not_found');
    const row = { ...(await values(entry)), people: owner, company };
    if (entry.id !== undefined) {
      kept.add(entry.id);
      await tx.update(table).set(row as never).where(eq(table.id, entry.id));
    } else {
      await tx.insert(table).values(row as never);
    }
  }
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(table).where(inArray(table.id, gone));
}

/** Sets a person's main (first) e-mail or phone to `value`, creating it, or removing it when empty. */
async function setMain(tx: Tx, kind: 'email' | 'phone', owner: number, company: number, value: string | null | undefined) {
  const table = kind === 'email' ? emails : phones;
  const [first] = await tx.select({ id: table.id }).from(table).where(eq(table.people, owner)).orderBy(asc(table.id)).limit(1);
  if (!value) {
    if (first) await tx.delete(table).where(eq(table.id, first.id));
    return;
  }
  const values = kind === 'email' ? { email: value } : { ddd: value.slice(0, 2), phone: value.slice(2) };
  if (first) await tx.update(table).set(values as never).where(eq(table.id, first.id));
  else await tx.insert(table).values({ people: owner, company, ...values } as never);
}

/** Creates a contact person of `owner` (relation 'contato') with its e-mail and phone. */
export async function createContact(
  tx: Tx,
  owner: number,
  company: number,
  contact: { name: string; email?: string | null; phone?: string | null; role?: string | null },
): Promise<number> {
  const [person] = await tx.insert(people).values({ name: contact.name, peopleType: 'F', company, contributorType: '9' }).returning({ id: people.id });
  if (contact.email) await tx.insert(emails).values({ people: person.id, company, email: contact.email });
  if (contact.phone) await tx.insert(phones).values({ people: person.id, company, ddd: contact.phone.slice(0, 2), phone: contact.phone.slice(2) });
  const [relation] = await tx
    .insert(pessoaRelacionadas)
    .values({ company, people: owner, related: person.id, relationType: 'contato', role: contact.role || null })
    .returning({ id: pessoaRelacionadas.id });
  return relation.id;
}

/**
 * Deletes a contact person that nothing else refers to (no link, no other relation); inside a savepoint, so a
 * reference from another area (a foreign key: a user's person, an order's client) just keeps the person.
 */
async function dropOrphanContact(tx: Tx, contact: number) {
  await tx
    .transaction(async (sp) => {
      await sp.execute(sql`delete from ${people} p where p.id = ${contact}
    and not exists (select 1 from ${peopleLinks} l where l.people_id = p.id or l.company_id = p.id)
    and not exists (select 1 from ${pessoaRelacionadas} r where r.related_id = p.id or r.people_id = p.id)
    and not exists (select 1 from ${people} x where x.sales_rep_id = p.id or (x.company_id = p.id and x.id <> p.id))`);
    })
    .catch(() => undefined);
}

async function syncContacts(tx: Tx, owner: number, company: number, entries: NonNullable<ClientInput['contacts']>) {
  const existing = await tx
    .select({ relation: pessoaRelacionadas.id, contact: pessoaRelacionadas.related })
    .from(pessoaRelacionadas)
    .where(and(eq(pessoaRelacionadas.people, owner), eq(pessoaRelacionadas.relationType, 'contato')));
  const byContact = new Map(existing.map((r) => [r.contact, r.relation]));
  const kept = new Set<number>();
  for (const [i, c] of entries.entries()) {
    if (c.id === undefined) {
      await createContact(tx, owner, company, c);
      continue;
    }
    const relation = byContact.get(c.id);
    if (relation === undefined) throw violation(`contacts.${i}.id`, 'not_found');
    kept.add(c.id);
    await tx.update(people).set({ name: c.name }).where(eq(people.id, c.id));
    await tx.update(pessoaRelacionadas).set({ role: c.role || null }).where(eq(pessoaRelacionadas.id, relation));
    if (c.email !== undefined) await setMain(tx, 'email', c.id, company, c.email);
    if (c.phone !== undefined) await setMain(tx, 'phone', c.id, company, c.phone);
  }
  for (const r of existing.filter((x) => !kept.has(x.contact))) {
    await tx.delete(pessoaRelacionadas).where(eq(pessoaRelacionadas.id, r.relation));
    await dropOrphanContact(tx, r.contact);
  }
}

async function saveChildren(tx: Tx, owner: number, company: number, input: ClientUpdate) {
  if (input.addresses) await syncRows(tx, 'addresses', owner, company, input.addresses, (a) => addressValues(tx, a, owner, company));
  if (input.phones) await syncRows(tx, 'phones', owner, company, input.phones, (p) => ({ ddd: p.ddd, phone: p.phone }));
  if (input.emails) await syncRows(tx, 'emails', owner, company, input.emails, (e) => ({ email: e.email }));
  if (input.contacts) await syncContacts(tx, owner, company, input.contacts);
}

/** Creates a client of `company` with everything it carries; the audit row names `ctx`'s user (none for the anonymous form). */
export async function createClient(tx: Tx, company: number, input: ClientInput, ctx: RequestContext | null): Promise<number> {
  await assertDocumentFree(tx, company, input.document);
  const fiscal = contributorRule({ ie: input.ie, contributorType: input.contributorType });
  await assertSalesRep(tx, company, input.salesRep);
  const [person] = await tx
    .insert(people)
    .values({
      name: input.name,
      alias: input.alias || null,
      peopleType: documentKind(input.document) === 'CPF' ? 'F' : 'J',
      document: input.document,
      ...fiscal,
      billing: input.billing ?? null,
      billingDays: input.billingDays || null,
      paymentTerm: input.paymentTerm ?? null,
      salesRep: input.salesRep ?? null,
      note: input.note || null,
      foundationDate: input.foundationDate || null,
      enable: input.enable ?? true,
      company,
    })
    .returning();
  await tx.insert(peopleLinks).values({ company, people: person.id, linkType: 'client' });
  await saveChildren(tx, person.id, company, input);
  const after = await loadClient(tx, person.id, [company]);
  await audit(tx, { ctx, company, entity: 'People', id: person.id, action: 'create', after: after as unknown as Record<string, unknown> });
  return person.id;
}

/** Updates a client of one of `companies` (404 otherwise); the body is validated after the client is found. */
export async function updateClient(tx: Tx, id: number, companies: number[], body: unknown, parse: (body: unknown) => ClientUpdate, ctx: RequestContext) {
  const [locked] = await tx
    .select({ id: people.id })
    .from(people)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, people.id), eq(peopleLinks.company, people.company), eq(peopleLinks.linkType, 'client')))
    .where(and(eq(people.id, id), companies.length ? inArray(people.company, companies) : sql`false`))
    .for('update', { of: people });
  if (!locked) throw notFound();
  const before = (await loadClient(tx, id, companies))!;
  const input = parse(body);
  const company = before.company!;
  if (input.company !== undefined && input.company !== company) throw violation('company', 'invalid_value');
  const values: Partial<typeof people.$inferInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.alias !== undefined) values.alias = input.alias || null;
  if (input.document !== undefined) {
    await assertDocumentFree(tx, company, input.document, id);
    values.document = input.document;
    values.peopleType = documentKind(input.document) === 'CPF' ? 'F' : 'J';
  }
  if (input.ie !== undefined || input.contributorType !== undefined) {
    Object.assign(
      values,
      contributorRule({
        ie: input.ie !== undefined ? input.ie : before.ie,
        contributorType: input.contributorType !== undefined ? input.contributorType : before.contributorType,
      }),
    );
  }
  if (input.salesRep !== undefined) {
    await assertSalesRep(tx, company, input.salesRep);
    values.salesRep = input.salesRep;
  }
  if (input.billing !== undefined) values.billing = input.billing;
  if (input.billingDays !== undefined) values.billingDays = input.billingDays || null;
  if (input.paymentTerm !== undefined) values.paymentTerm = input.paymentTerm;
  if (input.note !== undefined) values.note = input.note || null;
  if (input.foundationDate !== undefined) values.foundationDate = input.foundationDate || null;
  if (input.enable !== undefined) values.enable = input.enable;
  if (Object.keys(values).length) await tx.update(people).set(values).where(eq(people.id, id));
  await saveChildren(tx, id, company, input);
  const after = (await loadClient(tx, id, companies))!;
  await audit(tx, {
    ctx,
    company,
    entity: 'People',
    id,
    action: 'update',
    before: before as unknown as Record<string, unknown>,
    after: after as unknown as Record<string, unknown>,
  });
  return after;
}
