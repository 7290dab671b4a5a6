import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { apiTokens, users } from '../../modules/admin/admin.table.ts';
import type { AuthUser } from './context.ts';
import { grantsByCompany } from './authorize.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new random token; only its hash is stored. */
export async function issueToken(db: Executor, userId: number, company: number | null, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(apiTokens).values({
    user: userId,
    company,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlHours * 3600_000).toISOString(),
  });
  return token;
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: sql`now()` }).where(eq(apiTokens.id, tokenId));
  forgetSessions({ tokenId });
}

/**
 * Resolved tokens kept for a few seconds per process: a list request then costs the database its own
 * statements only (see docs/performance.md). Logout, deactivation, new passwords and access changes
 * forget the entries at once in this process; other API processes see them within TOKEN_CACHE_MS.
 */
const CACHE_MS = Number(process.env.TOKEN_CACHE_MS ?? 5000);
const CACHE_MAX = 10_000;
const cache = new Map<string, { user: AuthUser; expiresAt: number; until: number }>();

/** Forgets cached sessions: one token, every token of a user, or all (access profiles changed). */
export function forgetSessions(which?: { tokenId?: number; userId?: number }): void {
  if (!which) return cache.clear();
  for (const [key, entry] of cache) {
    if (entry.user.tokenId === which.tokenId || entry.user.id === which.userId) cache.delete(key);
  }
}

/** The user behind a token, from the short per-process cache or the database. */
export async function resolveToken(db: Executor, token: string, options: { fresh?: boolean } = {}): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const key = sha256(token);
  const now = Date.now();
  const hit = options.fresh || CACHE_MS <= 0 ? undefined : cache.get(key);
  // The cached user is shared: callers get a copy of what they might change (grants are never changed).
  if (hit && hit.until > now && hit.expiresAt > now) return { ...hit.user, companies: [...hit.user.companies] };
  const user = await loadToken(db, token);
  if (user && CACHE_MS > 0) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(key, { user: { ...user, expiresAt: undefined } as AuthUser, expiresAt: Date.parse(String(user.expiresAt).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')), until: now + CACHE_MS });
  }
  if (user) delete (user as { expiresAt?: unknown }).expiresAt;
  return user;
}

/** The user behind a token, with the companies they may act for; null when unknown, revoked or expired. */
async function loadToken(db: Executor, token: string): Promise<(AuthUser & { expiresAt?: string }) | null> {
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
      // The access profiles' grants in every company of the user, as 'company|chave:acao' (or 'company|*'
      // for an administrator profile); see modules/admin/access.table.ts.
      grants: sql<string[]>`coalesce((select array_agg(distinct ur.company_id || '|' || case when r.admin then '*' else ro.chave || ':' || a.acao end)
        from usuario_regras ur join regras r on r.id = ur.regra_id
        left join regra_acoes ra on ra.regra_id = r.id left join acoes a on a.id = ra.acao_id left join rotas ro on ro.id = a.rota_id
        where ur.user_id = ${users.id} and (r.admin or ro.chave is not null)), '{}')`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user))
    .where(and(eq(apiTokens.tokenHash, sha256(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`), eq(users.active, true)))
    .limit(1);
  if (!rows.length) return null;
  const row = rows[0];
  const companies = (row.companies ?? []).map(Number);
  const tokenCompany = row.company !== null && companies.includes(row.company);
  const company = tokenCompany ? row.company : (companies[0] ?? null);
  return { ...row, companies, company, grants: grantsByCompany(row.grants ?? []) };
}

/** Ends every open session of a user (deactivation, new password). */
export async function revokeUserTokens(db: Executor, userId: number): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: sql`now()` }).where(and(eq(apiTokens.user, userId), isNull(apiTokens.revokedAt)));
  forgetSessions({ userId });
}
