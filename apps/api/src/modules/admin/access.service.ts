import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
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
