import { and, eq, exists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource } from '../../platform/resources/define.ts';
import { forbidden, violation } from '../../platform/http/errors.ts';
import { forgetSessions } from '../../platform/auth/tokens.ts';
import { peopleLinks } from '../pessoas/index.ts';
import { users } from './admin.table.ts';
import { ACAO_LIST, MODULO_LIST, ROTA_LIST } from '@backoffice/domain';
import { contractFields } from '../../platform/resources/contract.ts';
import { acoes, favorites, modulos, regraAcoes, regras, rotas, usuarioRegras, vwAcoes, vwRotas } from './access.table.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { isCompanyAdmin, may, type Action } from '../../platform/auth/authorize.ts';

/**
 * The access catalogue (modules, their screens and each screen's actions), the same for every company and written
 * at start-up from the areas' declarations: read-only lists, read with the `profiles` permission. Routes and actions
 * are read through views that add the module's and the screen's names.
 */
export const modulosResource = defineResource({
  type: 'Modulo',
  path: MODULO_LIST.path,
  source: modulos,
  global: true,
  tenant: null,
  permission: 'profiles',
  operations: ['list', 'item'],
  fields: contractFields(MODULO_LIST, modulos),
  defaultOrder: MODULO_LIST.defaultOrder,
});

export const rotasResource = defineResource({
  type: 'Rota',
  path: ROTA_LIST.path,
  source: vwRotas,
  global: true,
  tenant: null,
  permission: 'profiles',
  operations: ['list', 'item'],
  fields: contractFields(ROTA_LIST, vwRotas),
  defaultOrder: ROTA_LIST.defaultOrder,
  maxItemsPerPage: 500,
});

export const acoesResource = defineResource({
  type: 'Acao',
  path: ACAO_LIST.path,
  source: vwAcoes,
  global: true,
  tenant: null,
  permission: 'profiles',
  operations: ['list', 'item'],
  fields: contractFields(ACAO_LIST, vwAcoes),
  defaultOrder: ACAO_LIST.defaultOrder,
  maxItemsPerPage: 1000,
});

/** Access profiles of the user's companies. */
export const regrasResource = defineResource({
  type: 'Regra',
  path: '/regras',
  // Grants are read with the session token: cached sessions must see the change.
  afterCommit: () => forgetSessions(),
  source: regras,
  tenant: 'company',
  permission: 'profiles',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: { id: { filter: 'exact', order: true }, regra: { filter: 'partial', order: true }, admin: { filter: 'boolean' }, company: { filter: 'exact' } },
  input: z.object({ regra: z.string().trim().min(1, 'required').max(100, 'too_long'), company: z.number().int().optional() }),
  beforeDelete: ({ current }) => {
    // The administrator profile keeps a company manageable.
    if (current.admin) throw violation('regra', 'invalid_value');
  },
});

async function sameCompany(tx: Tx, table: typeof regras, id: number, company: number, field: string) {
  const [row] = await tx.select({ company: table.company }).from(table).where(eq(table.id, id));
  if (!row || row.company !== company) throw violation(field, 'not_found');
}

/** Actions granted by a profile: create grants, delete revokes. */
export const regraAcoesResource = defineResource({
  type: 'RegraAcao',
  path: '/regra_acoes',
  // Grants are read with the session token: cached sessions must see the change.
  afterCommit: () => forgetSessions(),
  source: regraAcoes,
  tenant: 'company',
  permission: 'profiles',
  operations: ['list', 'item', 'create', 'delete'],
  fields: { id: { filter: 'exact', order: true }, regra: { filter: 'exact' }, acao: { filter: 'exact' } },
  input: z.object({ regra: z.number({ error: 'required' }).int(), acao: z.number({ error: 'required' }).int(), company: z.number().int().optional() }),
  beforeWrite: async ({ ctx, tx, values }) => {
    await sameCompany(tx, regras, Number(values.regra), Number(values.company), 'regra');
    await assertMayGrant(tx, ctx, Number(values.acao), Number(values.company));
    return values;
  },
  beforeDelete: async ({ ctx, tx, current }) => assertMayGrant(tx, ctx, Number(current.acao), Number(current.company)),
});

/** Nobody grants (or takes away) what they do not hold themselves in that company: a profile manager is not an administrator. */
async function assertMayGrant(tx: Tx, ctx: RequestContext, acao: number, company: number) {
  const [a] = await tx.select({ chave: rotas.chave, acao: acoes.acao }).from(acoes).innerJoin(rotas, eq(rotas.id, acoes.rota)).where(eq(acoes.id, acao));
  if (!a) throw violation('acao', 'not_found');
  if (!may(ctx.user, a.chave, a.acao as Action, company)) throw forbidden();
}

/** Only an administrator of the company hands out (or takes back) its administrator profile. */
async function assertMayAssign(tx: Tx, ctx: RequestContext, regra: number, company: number) {
  const [profile] = await tx.select({ admin: regras.admin }).from(regras).where(eq(regras.id, regra));
  if (profile?.admin && !isCompanyAdmin(ctx.user, company)) throw forbidden();
}

/** Profiles of the users of a company. */
export const usuarioRegrasResource = defineResource({
  type: 'UsuarioRegra',
  path: '/usuario_regras',
  // Grants are read with the session token: cached sessions must see the change.
  afterCommit: () => forgetSessions(),
  source: usuarioRegras,
  tenant: 'company',
  permission: 'users',
  operations: ['list', 'item', 'create', 'delete'],
  fields: { id: { filter: 'exact', order: true }, user: { filter: 'exact' }, regra: { filter: 'exact' }, company: { filter: 'exact' } },
  input: z.object({ user: z.number({ error: 'required' }).int(), regra: z.number({ error: 'required' }).int(), company: z.number().int().optional() }),
  beforeWrite: async ({ ctx, tx, values }) => {
    const company = Number(values.company);
    await sameCompany(tx, regras, Number(values.regra), company, 'regra');
    await assertMayAssign(tx, ctx, Number(values.regra), company);
    const employee = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, Number(values.user)),
          exists(
            tx
              .select({ one: sql`1` })
              .from(peopleLinks)
              .where(and(eq(peopleLinks.people, users.people), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'employee'))),
          ),
        ),
      );
    if (!employee.length) throw violation('user', 'not_found');
    return values;
  },
  beforeDelete: async ({ ctx, tx, current }) => assertMayAssign(tx, ctx, Number(current.regra), Number(current.company)),
});

/** The signed-in user's pinned screens and records. */
export const favoritesResource = defineResource({
  type: 'Favorite',
  path: '/favorites',
  source: favorites,
  tenant: 'company',
  scope: (ctx) => eq(favorites.user, ctx.user!.id),
  operations: ['list', 'item', 'create', 'delete'],
  fields: {
    id: { filter: 'exact', order: true },
    kind: { filter: 'exact' },
    title: { filter: 'partial', order: true },
    link: { filter: 'exact' },
    iri: { filter: 'exact' },
    user: { hidden: true },
    createdAt: { order: true },
  },
  input: z.object({
    kind: z.enum(['screen', 'record'], { error: 'invalid_value' }),
    title: z.string().trim().min(1, 'required').max(200, 'too_long'),
    link: z
      .string()
      .trim()
      .regex(/^\/[\w\-/:.?=&%]*$/, 'invalid_value')
      .max(500, 'too_long'),
    iri: z
      .string()
      .regex(/^\/api\/[\w\-/]+$/, 'invalid_value')
      .nullish(),
    company: z.number().int().optional(),
  }),
  beforeWrite: ({ ctx, values }) => ({ ...values, user: ctx.user!.id }),
  defaultOrder: { id: 'desc' },
});
