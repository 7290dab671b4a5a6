import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema, usernameSchema } from '@backoffice/domain';
import { users, themes } from './admin.table.ts';
import { emails, people, peopleLinks } from '../pessoas/pessoas.table.ts';
import { regras, usuarioRegras } from './access.table.ts';
import { createUser } from './companies.service.ts';
import { assignProfile } from './access.service.ts';
import { authorizeOrThrow } from '../../platform/resources/routes.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { forbidden, notFound, violation } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { forgetSessions, revokeUserTokens } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/client.ts';

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
async function employeeOf(tx: Tx, userId: number, companies: number[]) {
  const [row] = await tx
    .select({ id: users.id, people: users.people, company: peopleLinks.company, active: users.active, username: users.username })
    .from(users)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, users.people), eq(peopleLinks.linkType, 'employee')))
    .where(and(eq(users.id, userId), sql`${peopleLinks.company} in ${companies}`))
    .limit(1);
  return row;
}

async function setProfiles(tx: Tx, company: number, userId: number, profiles: number[]) {
  const valid = profiles.length
    ? await tx.select({ id: regras.id }).from(regras).where(and(eq(regras.company, company), sql`${regras.id} in ${profiles}`))
    : [];
  if (valid.length !== new Set(profiles).size) throw violation('profiles', 'invalid_value');
  await tx.delete(usuarioRegras).where(and(eq(usuarioRegras.company, company), eq(usuarioRegras.user, userId)));
  for (const p of valid) await assignProfile(tx, company, userId, p.id);
}

/** Users of a company: create, edit, deactivate (/company/id/:id/users/:employeeId). */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.post('/users', async (req, reply) => {
    await authorizeOrThrow(app, req.ctx, 'users', 'create');
    const body = parseInput(createBody, req.body);
    const company = body.company ?? req.ctx.company!;
    if (!req.ctx.user!.companies.includes(company)) throw forbidden();
    const created = await db.transaction(async (tx) => {
      const user = await createUser(tx, company, { ...body, phone: body.phone ?? undefined, roles: ['ROLE_USER'] }, req.ctx, '');
      if (body.profiles) await setProfiles(tx, company, user.id, body.profiles);
      return user;
    });
    reply.code(201);
    return { '@context': '/api/contexts/User', '@id': `/api/users/${created.id}`, '@type': 'User', ...created };
  });

  app.put('/users/:id', async (req) => {
    await authorizeOrThrow(app, req.ctx, 'users', 'update');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0 || id > 2147483647) throw notFound();
    const answer = await db.transaction(async (tx) => {
      const current = await employeeOf(tx, id, req.ctx.user!.companies);
      if (!current) throw notFound();
      const body = parseInput(updateBody, req.body);
      if (body.active === false && id === req.ctx.user!.id) throw violation('active', 'invalid_value');
      const set: Partial<typeof users.$inferInsert> = {};
      if (body.active !== undefined) set.active = body.active;
      if (body.password) set.passwordHash = await hashPassword(body.password);
      if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, id));
      // A deactivated user or a new password ends the user's sessions.
      if (body.active === false || body.password) await revokeUserTokens(tx, id);
      if (body.realname) await tx.update(people).set({ name: body.realname }).where(eq(people.id, current.people));
      if (body.email) {
        const taken = await tx
          .select({ id: emails.id })
          .from(emails)
          .innerJoin(users, eq(users.people, emails.people))
          .where(and(sql`lower(${emails.email}) = lower(${body.email})`, sql`${users.id} <> ${id}`));
        if (taken.length) throw violation('email', 'email_exists');
        const [first] = await tx.select({ id: emails.id }).from(emails).where(eq(emails.people, current.people)).limit(1);
        if (first) await tx.update(emails).set({ email: body.email }).where(eq(emails.id, first.id));
        else await tx.insert(emails).values({ people: current.people, company: current.company, email: body.email });
      }
      if (body.profiles) {
        const company = body.company ?? req.ctx.company ?? current.company;
        if (!(await employeeOf(tx, id, [company]))) throw violation('company', 'invalid_value');
        await setProfiles(tx, company, id, body.profiles);
      }
      const { password: _p, confirmPassword: _c, ...changes } = body;
      await audit(tx, { ctx: req.ctx, company: current.company, entity: 'User', id, action: 'update', before: { active: current.active }, after: changes });
      const [after] = await tx.select({ id: users.id, username: users.username, people: users.people, active: users.active }).from(users).where(eq(users.id, id));
      return { '@context': '/api/contexts/User', '@id': `/api/users/${id}`, '@type': 'User', ...after };
    });
    // Deactivation, a new password or new profiles apply to the user's open sessions at once.
    forgetSessions({ userId: id });
    return answer;
  });

  const themeBody = z.object({
    colors: z.record(z.string().regex(/^[a-zA-Z][\w-]{0,30}$/), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'invalid_value')).optional(),
    backgroundHome: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
    favicon: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
    logoLogin: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
    logoMenu: z.string().max(500, 'too_long').regex(/^(\/api\/files\/[0-9a-f-]{36}|https:\/\/\S+)?$/, 'invalid_value').nullish(),
  });

  /** The theme of one of the user's companies (the public one goes by domain: GET /people/default-company). */
  app.get('/temas/:company', async (req) => {
    const company = Number((req.params as { company: string }).company);
    if (!req.ctx.user!.companies.includes(company)) throw notFound();
    const [theme] = await db.select().from(themes).where(eq(themes.company, company));
    if (!theme) throw notFound();
    return { '@context': '/api/contexts/Tema', '@id': `/api/temas/${company}`, '@type': 'Tema', ...theme, cores: theme.colors };
  });

  /** The company's theme (colours and image addresses from POST /files?public=true). */
  app.put('/temas/:company', async (req) => {
    const company = Number((req.params as { company: string }).company);
    if (!req.ctx.user!.companies.includes(company)) throw notFound();
    await authorizeOrThrow(app, req.ctx, 'companies', 'update');
    const body = parseInput(themeBody, req.body);
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(themes).where(eq(themes.company, company)).for('update');
      const colors = { ...(before?.colors ?? {}), ...(body.colors ?? {}) } as typeof themes.$inferInsert.colors;
      const values = { ...body, colors };
      const [after] = before
        ? await tx.update(themes).set(values).where(eq(themes.company, company)).returning()
        : await tx.insert(themes).values({ company, ...values }).returning();
      await audit(tx, { ctx: req.ctx, company, entity: 'Tema', id: after.id, action: before ? 'update' : 'create', before, after });
      return { '@context': '/api/contexts/Tema', '@id': `/api/temas/${company}`, '@type': 'Tema', ...after, cores: after.colors };
    });
  });
}
