import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiTokens, users, companyDomains } from './admin.table.ts';
import { emails, people, phones } from '../pessoas/index.ts';
import { dummyVerify, verifyPassword } from '../../platform/auth/password.ts';
import { forgetSessions, issueToken, resolveToken, revokeToken } from '../../platform/auth/tokens.ts';
import { invalidCredentials, notFound } from '../../platform/http/errors.ts';
import { parseInput } from '../../platform/http/validation.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/auth/context.ts';

const loginBody = z.object({
  username: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  password: z.string({ error: 'required' }).min(1, 'required').max(500, 'too_long'),
});

/** The company a host name selects; unknown hosts fall back to the first company registered (the installation's own). */
export async function companyOfDomain(db: Executor, domain: string): Promise<number | null> {
  const [row] = await db.select({ company: companyDomains.company }).from(companyDomains).where(eq(companyDomains.domain, domain.toLowerCase()));
  if (row) return row.company;
  const [first] = await db.select({ company: companyDomains.company }).from(companyDomains).orderBy(asc(companyDomains.id)).limit(1);
  return first?.company ?? null;
}

/** The session user answered by POST /token (and GET /users/me). */
export async function sessionUser(db: Executor, user: AuthUser, token?: string) {
  const [row] = await db
    .select({
      username: users.username,
      active: users.active,
      type: users.type,
      roles: users.roles,
      avatar: users.avatar,
      realname: people.name,
      email: sql<string | null>`(select ${emails.email} from ${emails} where ${emails.people} = ${users.people} order by ${emails.id} limit 1)`,
      phone: sql<string | null>`(select coalesce(${phones.ddd}, '') || ${phones.phone} from ${phones} where ${phones.people} = ${users.people} order by ${phones.id} limit 1)`,
    })
    .from(users)
    .innerJoin(people, eq(people.id, users.people))
    .where(eq(users.id, user.id));
  return {
    id: user.id,
    username: row.username,
    ...(token ? { token, api_key: token } : {}),
    people: user.people,
    company: user.company,
    default_company: user.company,
    companies: user.companies,
    realname: row.realname,
    avatar: row.avatar,
    email: row.email,
    phone: row.phone,
    active: row.active,
    type: row.type,
    roles: row.roles,
  };
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.post(
    '/token',
    {
      config: {
        public: true,
        // Per address and username: slows down password guessing without locking a whole office out.
        rateLimit: {
          max: app.settings.loginRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (req) => `${req.ip}|${String((req.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        },
      },
    },
    async (req) => {
      const body = parseInput(loginBody, req.body);
      const [found] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${body.username})`);
      if (!found) {
        await dummyVerify(body.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(found.passwordHash, body.password)) || !found.active) throw invalidCredentials();
      const domainCompany = await companyOfDomain(db, req.ctx.appDomain);
      const token = await issueToken(db, found.id, domainCompany, app.settings.tokenTtlHours);
      let user = (await resolveToken(db, token, { fresh: true }))!;
      if (user.company !== domainCompany) {
        // The host's company is not one of the user's: the session acts for their own first company.
        await db.update(apiTokens).set({ company: user.company }).where(eq(apiTokens.id, user.tokenId));
        user = (await resolveToken(db, token, { fresh: true }))!;
      }
      return sessionUser(db, user, token);
    },
  );

  /** Company switch: the session acts for another of the user's companies (its profiles apply from now on). */
  app.put('/token/company', async (req) => {
    const { company } = parseInput(z.object({ company: z.number({ error: 'required' }).int() }), req.body);
    const user = req.ctx.user!;
    if (!user.companies.includes(company)) throw notFound();
    await db.update(apiTokens).set({ company }).where(eq(apiTokens.id, user.tokenId));
    forgetSessions({ tokenId: user.tokenId });
    return sessionUser(db, { ...user, company });
  });

  /** Logout: the token stops working at once. */
  app.delete('/token', async (req, reply) => {
    await revokeToken(db, req.ctx.user!.tokenId);
    return reply.code(204).send();
  });

  app.get('/users/me', async (req) => ({ '@context': '/api/contexts/User', '@id': '/api/users/me', '@type': 'User', ...(await sessionUser(db, req.ctx.user!)) }));
}
