import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { normalizeDocument } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { violation } from '../../platform/http/errors.ts';
import { matchesText } from '../../platform/db/search.ts';
import { people, peopleLinks, vwPessoaContatos } from './pessoas.table.ts';
import { createContact } from './clients.service.ts';

type ContactValues = Parameters<typeof createContact>[3];

const SEARCH_LIMIT = 20;

const personFields = {
  id: people.id,
  name: people.name,
  alias: people.alias,
  peopleType: people.peopleType,
  document: people.document,
  ie: people.ie,
  contributorType: people.contributorType,
  enable: people.enable,
  company: people.company,
};

export const personMember = (p: Record<string, unknown>) => ({ '@id': `/api/people/${p.id}`, '@type': 'People', ...p });

/** People of the given companies by name or alias (accent-blind) or document, at most 20, by name. */
export async function searchPeople(db: Executor, companies: number[], text: string) {
  const input = text.trim().slice(0, 100);
  const conds = [companies.length ? inArray(people.company, companies) : sql`false`];
  if (input) {
    const digits = normalizeDocument(input);
    conds.push(
      or(matchesText(people.searchName, input), matchesText(people.searchAlias, input), digits.length >= 3 && /\d/.test(digits) ? eq(people.document, digits) : undefined)!,
    );
  }
  return db
    .select(personFields)
    .from(people)
    .where(and(...conds))
    .orderBy(asc(people.name), asc(people.id))
    .limit(SEARCH_LIMIT);
}

/** The client of the company with that document (CPF/CNPJ, any mask), or undefined. */
export async function clientByDocument(db: Executor, company: number, rawDocument: string) {
  const document = normalizeDocument(rawDocument);
  if (!document) return undefined;
  const [row] = await db
    .select(personFields)
    .from(people)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, people.id), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'client')))
    .where(and(eq(people.company, company), eq(people.document, document)))
    .limit(1);
  return row;
}

/** The company of a person, or undefined when there is no such person. */
export async function companyOfPerson(db: Executor, personId: number): Promise<number | null | undefined> {
  const [owner] = await db.select({ company: people.company }).from(people).where(eq(people.id, personId));
  return owner?.company;
}

/** A new contact of a person of `company` (422 on `people` when the person is not of that company). */
export async function addContact(op: UseCase, company: number | null, body: ContactValues & { people: number }) {
  const owner = await companyOfPerson(op.db, body.people);
  if (owner === undefined || owner === null || owner !== company) throw violation('people', 'not_found');
  const relation = await createContact(op.db, body.people, owner, body);
  const [row] = await op.db.select().from(vwPessoaContatos).where(eq(vwPessoaContatos.id, relation));
  await op.audit({ company: owner, entity: 'PessoaContato', id: relation, action: 'create', after: row });
  return row;
}
