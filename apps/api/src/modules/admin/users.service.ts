import { and, eq, sql } from 'drizzle-orm';
import { users } from './admin.table.ts';
import { emails, peopleLinks, renamePerson, setMainEmail } from '../pessoas/index.ts';
import { regras, usuarioRegras } from './access.table.ts';
import { createUser } from './companies.service.ts';
import { assignProfile } from './access.service.ts';
import { forbidden, notFound, violation } from '../../platform/http/errors.ts';
import { isCompanyAdmin, companiesWith } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/context.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { sessionStore } from './sessions.service.ts';
import type { Executor } from '../../platform/db/client.ts';

/** The user, if they are an employee of one of `companies`, with the company they are checked against. */
async function employeeOf(tx: Executor, userId: number, companies: number[]) {
  const [row] = await tx
    .select({ id: users.id, people: users.people, company: peopleLinks.company, active: users.active, username: users.username })
    .from(users)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, users.people), eq(peopleLinks.linkType, 'employee')))
    .where(and(eq(users.id, userId), sql`${peopleLinks.company} in ${companies}`))
    .limit(1);
  return row;
}

/** Whether the user holds the administrator profile of the company. */
async function holdsAdminProfile(tx: Executor, company: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: usuarioRegras.id })
    .from(usuarioRegras)
    .innerJoin(regras, eq(regras.id, usuarioRegras.regra))
    .where(and(eq(usuarioRegras.company, company), eq(usuarioRegras.user, userId), eq(regras.admin, true)));
  return rows.length > 0;
}

/**
 * Sets a user's profiles in a company. Only an administrator of that company grants (or takes away)
 * the administrator profile: managing users must not be a way to become administrator.
 */
export async function setProfiles(tx: Executor, actor: AuthUser, company: number, userId: number, profiles: number[]) {
  const valid = profiles.length
    ? await tx.select({ id: regras.id, admin: regras.admin }).from(regras).where(and(eq(regras.company, company), sql`${regras.id} in ${profiles}`))
    : [];
  if (valid.length !== new Set(profiles).size) throw violation('profiles', 'invalid_value');
  const touchesAdmin = valid.some((p) => p.admin) || (await holdsAdminProfile(tx, company, userId));
  if (touchesAdmin && !isCompanyAdmin(actor, company)) throw forbidden();
  await tx.delete(usuarioRegras).where(and(eq(usuarioRegras.company, company), eq(usuarioRegras.user, userId)));
  for (const p of valid) await assignProfile(tx, company, userId, p.id);
}


export interface NewUser {
  username: string;
  password: string;
  email: string;
  realname: string;
  phone?: string | null;
  profiles?: number[];
}

/** A new user of the company, with their profiles. */
export async function addCompanyUser(op: UseCase, company: number, values: NewUser) {
  const created = await createUser(op.db, company, { ...values, phone: values.phone ?? undefined, roles: ['ROLE_USER'] }, op.ctx, '');
  if (values.profiles) await setProfiles(op.db, op.ctx.user!, company, created.id, values.profiles);
  return created;
}

export interface UserChanges {
  email?: string;
  realname?: string;
  active?: boolean;
  password?: string;
  confirmPassword?: string;
  profiles?: number[];
  /** The company whose profiles `profiles` are (default: the session company). */
  company?: number;
}

/**
 * Edits a user of one of the companies where the caller may edit users. An administrator is edited only
 * by an administrator of the same company: changing their e-mail or password would hand over the account.
 */
export async function updateCompanyUser(op: UseCase, id: number, changes: UserChanges) {
  const { db, ctx } = op;
  const actor = ctx.user!;
  const current = await employeeOf(db, id, companiesWith(actor, 'users', 'update'));
  if (!current) throw notFound();
  if (id !== actor.id && !isCompanyAdmin(actor, current.company) && (await holdsAdminProfile(db, current.company, id))) throw forbidden();
  if (changes.active === false && id === actor.id) throw violation('active', 'invalid_value');
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.active !== undefined) set.active = changes.active;
  if (changes.password) set.passwordHash = await hashPassword(changes.password);
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, id));
  // A deactivated user or a new password ends the user's sessions.
  if (changes.active === false || changes.password) await sessionStore.revoke(db, { userId: id }); // forgotten in this process after the commit (users.routes.ts)
  if (changes.realname) await renamePerson(db, current.people, changes.realname);
  if (changes.email) {
    const taken = await db
      .select({ id: emails.id })
      .from(emails)
      .innerJoin(users, eq(users.people, emails.people))
      .where(and(sql`lower(${emails.email}) = lower(${changes.email})`, sql`${users.id} <> ${id}`));
    if (taken.length) throw violation('email', 'email_exists');
    await setMainEmail(db, current.people, current.company, changes.email);
  }
  if (changes.profiles) {
    const company = changes.company ?? ctx.company ?? current.company;
    if (!companiesWith(actor, 'users', 'update').includes(company)) throw forbidden();
    if (!(await employeeOf(db, id, [company]))) throw violation('company', 'invalid_value');
    await setProfiles(db, actor, company, id, changes.profiles);
  }
  const { password: _p, confirmPassword: _c, ...logged } = changes;
  await op.audit({ company: current.company, entity: 'User', id, action: 'update', before: { active: current.active }, after: logged });
  const [after] = await db.select({ id: users.id, username: users.username, people: users.people, active: users.active }).from(users).where(eq(users.id, id));
  return after;
}
