import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Sessions, SessionStore, StoredSession } from '../../platform/auth/tokens.ts';
import type { AuthUser } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { dummyVerify, verifyPassword } from '../../platform/auth/password.ts';
import { invalidCredentials, notFound } from '../../platform/http/errors.ts';
import { apiTokens, companyDomains, users } from './admin.table.ts';
import { emails, people, phones } from '../pessoas/index.ts';

/**
 * Sessions in the admin area's tables: api_tokens, the users, their employee links and access profiles.
 * The platform signs requests in through this store (platform/auth/tokens.ts) without reading these tables.
 */
export const sessionStore: SessionStore = {
  async issue(db, session) {
    await db.insert(apiTokens).values({ user: session.user, company: session.company, tokenHash: session.tokenHash, expiresAt: session.expiresAt });
  },

  async resolve(db, tokenHash) {
    const rows = await db
      .select({
        tokenId: apiTokens.id,
        company: apiTokens.company,
        expiresAt: apiTokens.expiresAt,
        id: users.id,
        username: users.username,
        people: users.people,
        roles: users.roles,
        companies: sql<number[]>`coalesce((select array_agg(pl.company_id order by pl.company_id) from people_links pl
          where pl.people_id = ${users.people} and pl.link_type = 'employee' and pl.enable), '{}')`,
        // The access profiles' grants in every company of the user, read in the same query (one round trip);
        // see access.table.ts.
        grants: sql<string[]>`coalesce((select array_agg(distinct ur.company_id || '|' || case when r.admin then '*' else ro.chave || ':' || a.acao end)
          from usuario_regras ur join regras r on r.id = ur.regra_id
          left join regra_acoes ra on ra.regra_id = r.id left join acoes a on a.id = ra.acao_id left join rotas ro on ro.id = a.rota_id
          where ur.user_id = ${users.id} and (r.admin or ro.chave is not null)), '{}')`,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.user))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`), eq(users.active, true)))
      .limit(1);
    return (rows[0] as StoredSession | undefined) ?? null;
  },

  async revoke(db, which) {
    const target = 'tokenId' in which ? eq(apiTokens.id, which.tokenId) : eq(apiTokens.user, which.userId);
    await db.update(apiTokens).set({ revokedAt: sql`now()` }).where(and(target, isNull(apiTokens.revokedAt)));
  },

  async switchCompany(db, tokenId, company) {
    await db.update(apiTokens).set({ company }).where(eq(apiTokens.id, tokenId));
  },
};

/** The company whose domain this is, or null: no fallback (the public shop of an unknown host is no one's). */
export async function companyOfHost(db: Executor, domain: string): Promise<number | null> {
  const [row] = await db.select({ company: companyDomains.company }).from(companyDomains).where(eq(companyDomains.domain, domain.toLowerCase()));
  return row?.company ?? null;
}

/** The company a host name selects; unknown hosts fall back to the first company registered (the installation's own). */
export async function companyOfDomain(db: Executor, domain: string): Promise<number | null> {
  const own = await companyOfHost(db, domain);
  if (own !== null) return own;
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

/**
 * Sign-in: a new session for the company of the host name (App-Domain), or the user's first company
 * when the host's is not theirs. Unknown user, wrong password and inactive user answer the same 401,
 * and an unknown user costs a password check too.
 */
export async function signIn(db: Executor, sessions: Sessions, input: { username: string; password: string; appDomain: string }) {
  const [found] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (!found) {
    await dummyVerify(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(found.passwordHash, input.password)) || !found.active) throw invalidCredentials();
  return openSession(db, sessions, found.id, input.appDomain);
}

/**
 * Sign-in with an e-mail a provider verified (Google): only an active user who already exists with that e-mail;
 * anyone else answers as a wrong password does. Nobody is created.
 */
export async function signInWithEmail(db: Executor, sessions: Sessions, input: { email: string; appDomain: string }) {
  const found = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(emails, eq(emails.people, users.people))
    .where(and(sql`lower(${emails.email}) = lower(${input.email})`, eq(users.active, true)));
  // Two users behind one e-mail: which one is meant cannot be told, so neither signs in this way.
  if (found.length !== 1) throw invalidCredentials();
  return openSession(db, sessions, found[0].id, input.appDomain);
}

/** A new session of a user for the company of the host name, or their first company when the host's is not theirs. */
async function openSession(db: Executor, sessions: Sessions, userId: number, appDomain: string) {
  const domainCompany = await companyOfDomain(db, appDomain);
  const token = await sessions.issue(db, userId, domainCompany);
  let user = (await sessions.resolve(db, token, { fresh: true }))!;
  if (user.company !== domainCompany) {
    // The host's company is not one of the user's: the session acts for their own first company.
    await sessions.switchCompany(db, user.tokenId, user.company!);
    user = (await sessions.resolve(db, token, { fresh: true }))!;
  }
  return sessionUser(db, user, token);
}

/** Company switch: the session acts for another of the user's companies (its profiles apply from now on). */
export async function switchCompany(db: Executor, sessions: Sessions, user: AuthUser, company: number) {
  if (!user.companies.includes(company)) throw notFound();
  await sessions.switchCompany(db, user.tokenId, company);
  return sessionUser(db, { ...user, company });
}
