import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { defineResource } from '../../platform/resources/define.ts';
import { assertUniqueName, nameInput } from '../../platform/resources/pickers.ts';
import { categories, setores } from './pessoas.table.ts';

/**
 * The company's small registers (Cadastros: sectors, expense categories), documented in docs/api.md ("Lookups"):
 * read with the `people` permission (every people screen shows them) and written with their own.
 */

const READ = 'people';

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
