import { sql } from 'drizzle-orm';
import { referenceTo } from '../../platform/resources/references.ts';
import { peopleLinks } from '../pessoas/index.ts';
import { users } from './admin.table.ts';

/**
 * A user named by a record (a quote's representative, a commission rate's, an integration's login): a user whose
 * person works for the record's company (an employee link), as a declared reference (platform/resources/references.ts).
 */
export const usuarioRef = referenceTo('Usuario', () => ({
  id: users.id,
  company: (company: number) =>
    sql`exists (select 1 from ${peopleLinks} where ${peopleLinks.people} = ${users.people} and ${peopleLinks.company} = ${company} and ${peopleLinks.linkType} = 'employee')`,
}));
