import { and, eq, sql } from 'drizzle-orm';
import { contributorOf, type TipoContribuinte } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import { people, peopleLinks } from './pessoas.table.ts';

/**
 * Rules of a person's fiscal and commercial data that need the stored row or the database, shared by
 * /people, the client save (/people/clients), the anonymous client form and the profile components.
 * The input schemas (client, IE, contributor type, commercial data) are `@backoffice/domain`'s, the same
 * the web forms validate with.
 */

/**
 * Contributor type and IE on the values the row will have (`contributorOf` of the domain): type 1 requires
 * an IE. Returns the values to store; `path` prefixes the violation's path.
 */
export function contributorRule(values: { ie?: string | null; contributorType?: string | null }, path = ''): { ie: string | null; contributorType: TipoContribuinte } {
  const result = contributorOf(values);
  if (result.error) throw violation(`${path}ie`, result.error);
  return result;
}

/** A duplicate document within the same company is refused ('document_exists'). */
export async function assertDocumentFree(tx: Executor, company: number, document: string, exceptId?: number, path = 'document'): Promise<void> {
  const dup = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.company, company), eq(people.document, document), exceptId === undefined ? undefined : sql`${people.id} <> ${exceptId}`))
    .limit(1);
  if (dup.length) throw violation(path, 'document_exists');
}

/** The sales representative must be a person of the same company, linked to it as an enabled 'salesman'. */
export async function assertSalesRep(tx: Executor, company: number, salesRep: number | null | undefined, path = 'salesRep'): Promise<void> {
  if (salesRep === null || salesRep === undefined) return;
  const [row] = await tx
    .select({ id: peopleLinks.id })
    .from(peopleLinks)
    .innerJoin(people, eq(people.id, peopleLinks.people))
    .where(
      and(
        eq(peopleLinks.company, company),
        eq(peopleLinks.people, salesRep),
        eq(peopleLinks.linkType, 'salesman'),
        eq(peopleLinks.enable, true),
        eq(people.company, company),
      ),
    )
    .limit(1);
  if (!row) throw violation(path, 'invalid_sales_rep');
}
