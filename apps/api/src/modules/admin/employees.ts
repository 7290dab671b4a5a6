import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import type { Violation } from '../../platform/http/errors.ts';
import { peopleLinks } from '../pessoas/index.ts';
import { users } from './admin.table.ts';

/**
 * A user id a record names (a quote's representative, an integration's login) must be a user who works for the
 * record's company (an employee link of their person): otherwise 'record_not_in_company' on `path`.
 */
export async function assertEmployee(db: Executor, company: number, user: number | null | undefined, path: string): Promise<Violation[]> {
  if (!user) return [];
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, users.people), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'employee')))
    .where(eq(users.id, user));
  return found ? [] : [{ propertyPath: path, message: 'record_not_in_company' }];
}
