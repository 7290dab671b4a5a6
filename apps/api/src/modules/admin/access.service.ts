import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import type { Authorizer } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { ALL_ACTIONS, type AccessGroup } from '../../platform/modules/module.ts';
import { acoes, modulos, regraAcoes, regras, rotas, usuarioRegras } from './access.table.ts';

/** Writes the catalog of modules, routes and actions of every area (idempotent; run at start-up). */
export async function syncAccessCatalog(db: Executor, catalog: AccessGroup[]): Promise<void> {
  for (const m of catalog) {
    const [mod] = await db
      .insert(modulos)
      .values({ modulo: m.modulo, ordem: m.ordem })
      .onConflictDoUpdate({ target: modulos.modulo, set: { ordem: m.ordem } })
      .returning({ id: modulos.id });
    for (const r of m.rotas) {
      const [route] = await db
        .insert(rotas)
        .values({ modulo: mod.id, rota: r.rota, chave: r.chave, nome: r.nome })
        .onConflictDoUpdate({ target: rotas.rota, set: { modulo: mod.id, chave: r.chave, nome: r.nome } })
        .returning({ id: rotas.id });
      for (const acao of r.acoes ?? ALL_ACTIONS) await db.insert(acoes).values({ rota: route.id, acao }).onConflictDoNothing();
    }
  }
}

export interface Grants {
  admin: boolean;
  /** `chave:acao` pairs. */
  keys: Set<string>;
}

/** What the user's profiles grant in one company. */
export async function loadGrants(db: Executor, userId: number, company: number): Promise<Grants> {
  const rows = await db
    .select({ admin: regras.admin, chave: rotas.chave, acao: acoes.acao })
    .from(usuarioRegras)
    .innerJoin(regras, eq(regras.id, usuarioRegras.regra))
    .leftJoin(regraAcoes, eq(regraAcoes.regra, regras.id))
    .leftJoin(acoes, eq(acoes.id, regraAcoes.acao))
    .leftJoin(rotas, eq(rotas.id, acoes.rota))
    .where(and(eq(usuarioRegras.user, userId), eq(usuarioRegras.company, company)));
  return { admin: rows.some((r) => r.admin), keys: new Set(rows.filter((r) => r.chave).map((r) => `${r.chave}:${r.acao}`)) };
}

const cache = new WeakMap<RequestContext, Promise<Grants>>();

/**
 * The access-profile authorizer: a call is allowed when one of the user's profiles in the session
 * company is an administrator profile or grants the action on the permission key. Calls with no
 * permission key (the user's own notifications, menu, companies) need only a signed-in user.
 */
export function profileAuthorizer(db: Executor): Authorizer {
  return async (ctx, permission, action) => {
    if (!ctx.user) return false;
    if (!permission) return true;
    if (ctx.company === null) return false;
    if (ctx.user.grants && ctx.company === ctx.user.company) {
      return ctx.user.grants.includes('*') || ctx.user.grants.includes(`${permission}:${action}`);
    }
    let grants = cache.get(ctx);
    if (!grants) cache.set(ctx, (grants = loadGrants(db, ctx.user.id, ctx.company)));
    const g = await grants;
    return g.admin || g.keys.has(`${permission}:${action}`);
  };
}

/** The menu rows a user may see: entries outside the catalog (home, legacy links) or where some action of the route is granted. */
export function menuGrantCondition(userId: number, menuRota: unknown, menuCompany: unknown) {
  return sql`(
    not exists (select 1 from ${rotas} where ${rotas.rota} = ${menuRota})
    or exists (select 1 from ${usuarioRegras} ur join ${regras} r on r.id = ur.regra_id
               where ur.user_id = ${userId} and ur.company_id = ${menuCompany} and r.admin)
    or exists (select 1 from ${rotas} ro
               join ${acoes} a on a.rota_id = ro.id
               join ${regraAcoes} ra on ra.acao_id = a.id
               join ${usuarioRegras} ur on ur.regra_id = ra.regra_id
               where ro.rota = ${menuRota} and ur.user_id = ${userId} and ur.company_id = ${menuCompany}))`;
}

/** Creates a company's administrator profile (every new company has one). */
export async function createAdminProfile(db: Executor, company: number): Promise<number> {
  const [row] = await db.insert(regras).values({ company, regra: 'Administrador', admin: true }).returning({ id: regras.id });
  return row.id;
}

/** Creates a profile granting the given `chave:acao` pairs. */
export async function createProfile(db: Executor, company: number, regra: string, grants: string[]): Promise<number> {
  const [row] = await db.insert(regras).values({ company, regra }).returning({ id: regras.id });
  for (const g of grants) {
    const [chave, acao] = g.split(':');
    const found = await db
      .select({ id: acoes.id })
      .from(acoes)
      .innerJoin(rotas, eq(rotas.id, acoes.rota))
      .where(and(eq(rotas.chave, chave), eq(acoes.acao, acao)));
    for (const a of found) await db.insert(regraAcoes).values({ company, regra: row.id, acao: a.id }).onConflictDoNothing();
  }
  return row.id;
}

export async function assignProfile(db: Executor, company: number, user: number, regra: number): Promise<void> {
  await db.insert(usuarioRegras).values({ company, user, regra }).onConflictDoNothing();
}
