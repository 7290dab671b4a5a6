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
      // The access profiles' grants in the token's company (see modules/admin/access.table.ts).
      grants: sql<string[]>`coalesce((select array_agg(distinct case when r.admin then '*' else ro.chave || ':' || a.acao end)
        from usuario_regras ur join regras r on r.id = ur.regra_id
        left join regra_acoes ra on ra.regra_id = r.id left join acoes a on a.id = ra.acao_id left join rotas ro on ro.id = a.rota_id
        where ur.user_id = ${users.id} and ur.company_id = ${apiTokens.company}), '{}')`,
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
  // Grants were read for the token's company; for another one the authorizer loads them.
  return { ...row, companies, company, grants: tokenCompany ? (row.grants ?? []).filter(Boolean) : undefined };
}

/** Ends every open session of a user (deactivation, new password). */
export async function revokeUserTokens(db: Executor, userId: number): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: sql`now()` }).where(and(eq(apiTokens.user, userId), isNull(apiTokens.revokedAt)));
}
