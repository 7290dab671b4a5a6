import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { may, type Action } from '../../platform/auth/authorize.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { people } from './pessoas.table.ts';

export interface PersonKind {
  /** The company's own record (a company owns itself). */
  isCompany: boolean;
  /** The person behind a user account. */
  isUser: boolean;
  /** The signed-in user's own person. */
  isSelf: boolean;
}

/**
 * The grant that changing a person needs. A user edits their own person; the company's own record is
 * the company's (`companies`); another user's person is the user administrator's (`users`): with the
 * clients grant alone, a salesperson could change the admin's e-mail and reset their password. Everyone
 * else (clients, carriers, contacts) needs `people`.
 */
export function personWritePermission(kind: PersonKind): 'companies' | 'users' | 'people' | null {
  if (kind.isCompany) return 'companies';
  if (kind.isSelf) return null;
  return kind.isUser ? 'users' : 'people';
}

/** 404 unless the person is of one of the user's companies; 403 unless the user may change it. Answers its company. */
export async function assertMayWritePerson(db: Executor, ctx: RequestContext, personId: number, action: Action): Promise<number> {
  const [row] = await db
    .select({
      company: people.company,
      // users lives in the admin module; one exists() keeps the modules apart (by parameter: drizzle writes
      // a single table's columns unqualified, and inside the subquery "id" would be the user's).
      isUser: sql<boolean>`exists (select 1 from users u where u.people_id = ${personId})`,
    })
    .from(people)
    .where(eq(people.id, personId));
  const user = ctx.user;
  if (!row || row.company === null || !user || !user.companies.includes(row.company)) throw notFound();
  const permission = personWritePermission({ isCompany: row.company === personId, isUser: row.isUser, isSelf: personId === user.people });
  if (permission && !may(user, permission, action === 'create' ? 'update' : action, row.company)) throw forbidden();
  return row.company;
}
