import { z } from 'zod';
import { eq, inArray, sql } from 'drizzle-orm';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { defineResource } from '../../platform/resources/define.ts';
import { assertUniqueName, nameInput, onlyIdLabel } from '../../platform/resources/pickers.ts';
import { categories, peopleLinks, setores, vwUsuarioSetores, vwUsuarios } from '../pessoas/index.ts';

/**
 * The company's small registers of the admin area (Cadastros: sectors, expense categories) and the
 * users picker, documented in docs/api.md ("Lookups"). They are read with the `people` permission
 * (every people screen shows them) and written with their own.
 */

const READ = 'people';

/** Users of the user's companies as {id, label} (label: the person's name). */
export const usuariosGetItemsResource = defineResource({
  type: 'UsuarioLabel',
  path: '/usuarios/getItems',
  iriPath: '/users',
  source: vwUsuarios,
  tenant: null,
  scope: (ctx) => {
    const companies = companiesWith(ctx.user, READ, 'read');
    return companies.length
      ? inArray(vwUsuarios.people, sql`(select l.people_id from ${peopleLinks} l where l.link_type = 'employee' and l.company_id in ${companies})`)
      : sql`false`;
  },
  permission: READ,
  operations: ['list'],
  fields: onlyIdLabel(['username', 'people', 'active'], { active: { filter: 'boolean' }, username: { filter: 'partial' } }),
  defaultOrder: { label: 'asc' },
});

/** Sectors of the company (read by every people screen, edited with the `setores` permission). */
export const setorsResource = defineResource({
  type: 'Setor',
  path: '/setors',
  source: setores,
  id: 'IdSetor',
  tenant: 'company',
  permission: { read: READ, write: 'setores' },
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdSetor: { filter: 'exact', order: true },
    NmSetor: { filter: 'partial', order: true },
  },
  input: z.object({ NmSetor: nameInput(), company: z.number().int().optional() }),
  defaultOrder: { NmSetor: 'asc' },
  beforeWrite: async ({ tx, values, current }) => {
    if (values.NmSetor !== undefined) {
      const target = { id: setores.IdSetor, company: setores.company, name: setores.NmSetor };
      await assertUniqueName(tx, target, Number(values.company ?? current?.company), String(values.NmSetor), 'NmSetor', current ? Number(current.IdSetor) : undefined);
    }
    return values;
  },
});

/** Users in sectors, with both names. */
export const usuarioSetorsResource = defineResource({
  type: 'UsuarioSetor',
  path: '/usuario_setors',
  source: vwUsuarioSetores,
  id: 'Id',
  tenant: 'company',
  permission: READ,
  operations: ['list', 'item'],
  fields: {
    Id: { filter: 'exact', order: true },
    IdUsuario: { filter: 'exact' },
    username: { filter: 'partial', order: true },
    NmUsuario: { filter: 'partial', order: true },
    IdSetor: { filter: 'exact' },
    NmSetor: { filter: ['exact', 'partial'], order: true },
  },
  defaultOrder: { NmSetor: 'asc', NmUsuario: 'asc' },
});

/** Expense categories (the specification fixes the context to 'expense'). */
export const categoriesResource = defineResource({
  type: 'Category',
  path: '/categories',
  source: categories,
  tenant: 'company',
  scope: () => eq(categories.context, 'expense'),
  permission: 'categories',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    id: { filter: 'exact', order: true },
    nome: { filter: 'partial', order: true },
    icone: {},
    context: { filter: 'exact' },
  },
  input: z.object({
    nome: nameInput(),
    icone: z.string({ error: 'invalid_value' }).trim().max(60, 'too_long').nullish(),
    company: z.number().int().optional(),
  }),
  defaultOrder: { nome: 'asc' },
  beforeWrite: async ({ tx, values, current }) => {
    values.context = 'expense';
    if (values.nome !== undefined) {
      const target = { id: categories.id, company: categories.company, name: categories.nome, extra: eq(categories.context, 'expense') };
      await assertUniqueName(tx, target, Number(values.company ?? current?.company), String(values.nome), 'nome', current ? Number(current.id) : undefined);
    }
    return values;
  },
});
