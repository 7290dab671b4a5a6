import { sql, type SQLWrapper } from 'drizzle-orm';
import { formulaSchema, tagSchema } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
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
  path: '/tags',
  source: tags,
  id: 'IdTag',
  tenant: 'company',
  permission: TAGS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdTag: { filter: 'exact', order: true },
    NmTag: { filter: 'partial', order: true },
    CdCor: { filter: 'exact' },
  },
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
  defaultOrder: { NmTag: 'asc' },
  description: 'Tags of products and clients: name, colour (#RRGGBB) and the kinds of record they apply to (produto, cliente).',
});

/** Item formulas: the expression is refused at save, with the position, when it has a syntax error or an unknown name. */
export const formulasResource = defineResource({
  type: 'Formula',
  path: '/formulas',
  source: formulas,
  id: 'IdFormula',
  tenant: 'company',
  permission: FORMULAS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdFormula: { filter: 'exact', order: true },
    NmFormula: { filter: 'partial', order: true },
    TpResultado: { filter: 'exact', order: true },
    StAtivo: { filter: 'boolean' },
  },
  input: formulaSchema,
  beforeWrite: async ({ tx, values, current }) => {
    if (values.DsExpressao !== undefined) assertExpression(values.DsExpressao);
    if (values.NmFormula !== undefined) {
      await assertUniqueName(tx, { id: formulas.IdFormula, company: formulas.company, name: formulas.NmFormula }, Number(values.company), String(values.NmFormula), 'NmFormula', current ? Number(current.IdFormula) : undefined);
    }
    return values;
  },
  defaultOrder: { NmFormula: 'asc' },
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
