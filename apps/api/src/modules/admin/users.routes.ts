import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, usernameSchema } from '@backoffice/domain';
import { users, themes } from './admin.table.ts';
import { emails, people, peopleLinks } from '../pessoas/pessoas.table.ts';
import { regras, usuarioRegras } from './access.table.ts';
import { createUser } from './companies.service.ts';
import { assignProfile } from './access.service.ts';
import { forbidden, notFound, violation } from '../../platform/http/errors.ts';
import { isCompanyAdmin, companiesWith } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/context.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { forgetSessions, revokeUserTokens } from '../../platform/auth/tokens.ts';
import type { Executor } from '../../platform/db/client.ts';

const profilesField = z.array(z.number().int()).max(20, 'too_long').optional();

const createBody = z
  .object({
    company: z.number().int().optional(),
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'required' }),
    email: emailSchema,
    realname: z.string().trim().min(1, 'required').max(200, 'too_long'),
    phone: phoneSchema.nullish(),
    profiles: profilesField,
  })
  .refine((b) => b.password === b.confirmPassword, { error: 'password_mismatch', path: ['confirmPassword'] });

const updateBody = z
  .object({
    email: emailSchema.optional(),
    realname: z.string().trim().min(1, 'required').max(200, 'too_long').optional(),
    active: z.boolean({ error: 'invalid_value' }).optional(),
    password: passwordSchema.optional(),
    confirmPassword: z.string().optional(),
    profiles: profilesField,
    /** The company whose profiles `profiles` are (default: the session company). */
    company: z.number().int().optional(),
  })
  .refine((b) => b.password === undefined || b.password === b.confirmPassword, { error: 'password_mismatch', path: ['confirmPassword'] });

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
async function setProfiles(tx: Executor, actor: AuthUser, company: number, userId: number, profiles: number[]) {
  const valid = profiles.length
    ? await tx.select({ id: regras.id, admin: regras.admin }).from(regras).where(and(eq(regras.company, company), sql`${regras.id} in ${profiles}`))
    : [];
  if (valid.length !== new Set(profiles).size) throw violation('profiles', 'invalid_value');
  const touchesAdmin = valid.some((p) => p.admin) || (await holdsAdminProfile(tx, company, userId));
  if (touchesAdmin && !isCompanyAdmin(actor, company)) throw forbidden();
  await tx.delete(usuarioRegras).where(and(eq(usuarioRegras.company, company), eq(usuarioRegras.user, userId)));
  for (const p of valid) await assignProfile(tx, company, userId, p.id);
}

const themeBody = z.object({
  colors: z.record(z.string().regex(/^[a-zA-Z][\w-]{0,30}$/), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'invalid_value')).optional(),
  backgroundHome: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
  favicon: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
  logoLogin: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
  logoMenu: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
});

const userId = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const companyParam = z.object({ company: z.string().regex(/^\d{1,9}$/).transform(Number) });
const userAnswer = { type: 'User', iri: (u: { id: number }) => `/users/${u.id}` };

/** Users of a company: create, edit, deactivate (/company/id/:id/users/:employeeId). */
export const usersOperations = [
  defineOperation({
    method: 'POST',
    path: '/users',
    summary: 'A new user of a company (the session company unless `company` says another), with their profiles.',
    access: { permission: 'users', action: 'create' },
    body: createBody,
    company: ({ ctx, body }) => body.company ?? ctx.company,
    status: 201,
    answer: userAnswer,
    handler: async ({ ctx, user, db, body, company }) => {
      const created = await createUser(db, company!, { ...body, phone: body.phone ?? undefined, roles: ['ROLE_USER'] }, ctx, '');
      if (body.profiles) await setProfiles(db, user, company!, created.id, body.profiles);
      return created;
    },
  }),

  defineOperation({
    method: 'PUT',
    path: '/users/:id',
    summary: "Edits a user of one of the caller's companies: e-mail, name, active, password, profiles.",
    description: 'Checked in the companies where the caller may edit users; an administrator is edited only by an administrator of the same company.',
    access: { permission: 'users', action: 'update' },
    params: userId,
    body: updateBody,
    // The user's company is found by the handler among those where the caller holds the grant.
    company: ({ ctx }) => companiesWith(ctx.user, 'users', 'update')[0],
    answer: userAnswer,
    handler: async ({ ctx, user, db, params, body, audit }) => {
      const id = params.id;
      const current = await employeeOf(db, id, companiesWith(user, 'users', 'update'));
      if (!current) throw notFound();
      // Changing an administrator's e-mail or password would hand over their account.
      if (id !== user.id && !isCompanyAdmin(user, current.company) && (await holdsAdminProfile(db, current.company, id))) throw forbidden();
      if (body.active === false && id === user.id) throw violation('active', 'invalid_value');
      const set: Partial<typeof users.$inferInsert> = {};
      if (body.active !== undefined) set.active = body.active;
      if (body.password) set.passwordHash = await hashPassword(body.password);
      if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, id));
      // A deactivated user or a new password ends the user's sessions.
      if (body.active === false || body.password) await revokeUserTokens(db, id);
      if (body.realname) await db.update(people).set({ name: body.realname }).where(eq(people.id, current.people));
      if (body.email) {
        const taken = await db
          .select({ id: emails.id })
          .from(emails)
          .innerJoin(users, eq(users.people, emails.people))
          .where(and(sql`lower(${emails.email}) = lower(${body.email})`, sql`${users.id} <> ${id}`));
        if (taken.length) throw violation('email', 'email_exists');
        const [first] = await db.select({ id: emails.id }).from(emails).where(eq(emails.people, current.people)).limit(1);
        if (first) await db.update(emails).set({ email: body.email }).where(eq(emails.id, first.id));
        else await db.insert(emails).values({ people: current.people, company: current.company, email: body.email });
      }
      if (body.profiles) {
        const company = body.company ?? ctx.company ?? current.company;
        if (!companiesWith(user, 'users', 'update').includes(company)) throw forbidden();
        if (!(await employeeOf(db, id, [company]))) throw violation('company', 'invalid_value');
        await setProfiles(db, user, company, id, body.profiles);
      }
      const { password: _p, confirmPassword: _c, ...changes } = body;
      await audit({ company: current.company, entity: 'User', id, action: 'update', before: { active: current.active }, after: changes });
      const [after] = await db.select({ id: users.id, username: users.username, people: users.people, active: users.active }).from(users).where(eq(users.id, id));
      return after;
    },
    // Deactivation, a new password or new profiles apply to the user's open sessions at once.
    afterCommit: (_answer, { params }) => forgetSessions({ userId: params.id }),
  }),

  defineOperation({
    method: 'GET',
    path: '/temas/:company',
    summary: "The theme of one of the user's companies (the public one goes by domain: GET /people/default-company).",
    access: 'signed-in',
    params: companyParam,
    company: ({ params }) => params.company,
    answer: { type: 'Tema', iri: (t) => `/temas/${t.company}` },
    handler: async ({ db, company }) => {
      const [theme] = await db.select().from(themes).where(eq(themes.company, company!));
      if (!theme) throw notFound();
      return { ...theme, cores: theme.colors };
    },
  }),

  defineOperation({
    method: 'PUT',
    path: '/temas/:company',
    summary: "The company's theme (colours and image addresses from POST /files?public=true).",
    access: { permission: 'companies', action: 'update' },
    params: companyParam,
    company: ({ params }) => params.company,
    body: themeBody,
    answer: { type: 'Tema', iri: (t) => `/temas/${t.company}` },
    handler: async ({ db, body, company, audit }) => {
      const [before] = await db.select().from(themes).where(eq(themes.company, company!)).for('update');
      const colors = { ...(before?.colors ?? {}), ...(body.colors ?? {}) } as typeof themes.$inferInsert.colors;
      const values = { ...body, colors };
      const [after] = before
        ? await db.update(themes).set(values).where(eq(themes.company, company!)).returning()
        : await db.insert(themes).values({ company: company!, ...values }).returning();
      await audit({ entity: 'Tema', id: after.id, action: before ? 'update' : 'create', before, after });
      return { ...after, cores: after.colors };
    },
  }),
];
