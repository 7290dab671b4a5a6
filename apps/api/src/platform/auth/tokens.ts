import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { apiTokens, users } from '../../modules/admin/admin.table.ts';
import type { AuthUser } from './context.ts';

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
}

/** The user behind a token, with the companies they may act for; null when unknown, revoked or expired. */
export async function resolveToken(db: Executor, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({
      tokenId: apiTokens.id,
      company: apiTokens.company,
      id: users.id,
      username: users.username,
      people: users.people,
      roles: users.roles,
      companies: sql<number[]>`coalesce((select array_agg(pl.company_id order by pl.company_id) from people_links pl
        where pl.people_id = ${users.people} and pl.link_type = 'employee' and pl.enable), '{}')`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user))
    .where(and(eq(apiTokens.tokenHash, sha256(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`), eq(users.active, true)))
    .limit(1);
  if (!rows.length) return null;
  const row = rows[0];
  const companies = (row.companies ?? []).map(Number);
  const company = row.company !== null && companies.includes(row.company) ? row.company : (companies[0] ?? null);
  return { ...row, companies, company };
}
