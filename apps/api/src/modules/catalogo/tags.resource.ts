import { sql, type SQLWrapper } from 'drizzle-orm';
import { FORMULA_LIST, TAG_LIST, formulaSchema, tagSchema } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { assertUniqueName } from '../../platform/resources/pickers.ts';
import { collected } from '../../platform/resources/query-defaults.ts';
import { formulas, produtoTags, tags } from './tags.table.ts';
import { assertExpression } from './tags.service.ts';

/** Access keys of the tags and of the formulas (the catalogue's access group; the salesperson reads them). */
export const TAGS = 'tags';
export const FORMULAS = 'formulas';

/** Tags (etiquetas): name, colour and the kinds of record they apply to; `?TpEntidades=produto` lists a kind's tags. */
export const tagsResource = defineResource({
  type: 'Tag',
  path: TAG_LIST.path,
  source: tags,
  id: 'IdTag',
  tenant: 'company',
  permission: TAGS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(TAG_LIST, tags),
  customFilters: {
    TpEntidades: { type: 'string', apply: collected('TpEntidades', (kinds) => sql`${tags.TpEntidades} && ${sql`array[${sql.join(kinds.map((k) => sql`${k}`), sql`, `)}]::text[]`}`) },
  },
  input: tagSchema,
  beforeWrite: async ({ tx, values, current }) => {
    if (values.NmTag !== undefined) {
      await assertUniqueName(tx, { id: tags.IdTag, company: tags.company, name: tags.NmTag }, Number(values.company), String(values.NmTag), 'NmTag', current ? Number(current.IdTag) : undefined);
    }
    return values;
  },
  defaultOrder: TAG_LIST.defaultOrder,
  description: 'Tags of products and clients: name, colour (#RRGGBB) and the kinds of record they apply to (produto, cliente).',
});

/** Item formulas: the expression is refused at save, with the position, when it has a syntax error or an unknown name. */
export const formulasResource = defineResource({
  type: 'Formula',
  path: FORMULA_LIST.path,
  source: formulas,
  id: 'IdFormula',
  tenant: 'company',
  permission: FORMULAS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(FORMULA_LIST, formulas),
  input: formulaSchema,
  beforeWrite: async ({ tx, values, current }) => {
    if (values.DsExpressao !== undefined) assertExpression(values.DsExpressao);
    if (values.NmFormula !== undefined) {
      await assertUniqueName(tx, { id: formulas.IdFormula, company: formulas.company, name: formulas.NmFormula }, Number(values.company), String(values.NmFormula), 'NmFormula', current ? Number(current.IdFormula) : undefined);
    }
    return values;
  },
  defaultOrder: FORMULA_LIST.defaultOrder,
  description: 'Item formulas: a named arithmetic expression over an item\'s variables giving its quantity in the sale unit or its weight.',
});

/**
 * `?tags=3` (or `tags[]=3&tags[]=5`: any of them) on the products lists: the products that carry one of the tags.
 */
export const produtoTagsFilter = (IdProduto: SQLWrapper) => ({
  tags: {
    type: 'integer' as const,
    apply: collected('tags', (ids) => sql`exists (select 1 from ${produtoTags} pt where pt.id_produto = ${IdProduto} and pt.id_tag in (${sql.join(ids.map((i) => sql`${Number(i)}`), sql`, `)}))`),
  },
});
