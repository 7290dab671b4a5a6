import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { CATEGORIA_LIST, SETOR_LIST } from '@backoffice/domain';
import { defineResource, type ResourceDecl } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { assertUniqueName, nameInput } from '../../platform/resources/pickers.ts';
import { categories, setores } from './pessoas.table.ts';

/**
 * The company's small registers (Cadastros: sectors, expense categories), documented in docs/api.md ("Lookups"):
 * read with the `people` permission (every people screen shows them) or with their own, and written with their own.
 */

/** Sectors of the company (read by every people screen, edited with the `setores` permission). */
export const setorsResource = defineResource({
  type: 'Setor',
  path: SETOR_LIST.path,
  source: setores,
  id: 'IdSetor',
  tenant: 'company',
  permission: { read: 'people|setores', write: 'setores' },
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(SETOR_LIST, setores),
  input: z.object({ NmSetor: nameInput(), company: z.number().int().optional() }),
  defaultOrder: SETOR_LIST.defaultOrder,
  beforeWrite: async ({ tx, values, current }) => {
    if (values.NmSetor !== undefined) {
      const target = { id: setores.IdSetor, company: setores.company, name: setores.NmSetor };
      await assertUniqueName(tx, target, Number(values.company ?? current?.company), String(values.NmSetor), 'NmSetor', current ? Number(current.IdSetor) : undefined);
    }
    return values;
  },
});

/**
 * Expense categories (the specification fixes the context to 'expense'). The specification names the list
 * `GET /categorias` and the writes `GET/POST /categories`: both paths answer the same declaration.
 */
const categoryDecl = {
  type: 'Category',
  path: '/categories',
  source: categories,
  tenant: 'company',
  scope: () => eq(categories.context, 'expense'),
  permission: 'categories',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(CATEGORIA_LIST, categories),
  input: z.object({
    nome: nameInput(),
    icone: z.string({ error: 'invalid_value' }).trim().max(60, 'too_long').nullish(),
    company: z.number().int().optional(),
  }),
  defaultOrder: CATEGORIA_LIST.defaultOrder,
  beforeWrite: async ({ tx, values, current }) => {
    values.context = 'expense';
    if (values.nome !== undefined) {
      const target = { id: categories.id, company: categories.company, name: categories.nome, extra: eq(categories.context, 'expense') };
      await assertUniqueName(tx, target, Number(values.company ?? current?.company), String(values.nome), 'nome', current ? Number(current.id) : undefined);
    }
    return values;
  },
} satisfies ResourceDecl;

export const categoriesResource = defineResource(categoryDecl);

/** The same categories under the specification's list name (the screen /categories reads and writes here). */
export const categoriasResource = defineResource({ ...categoryDecl, type: 'Categoria', path: CATEGORIA_LIST.path });
