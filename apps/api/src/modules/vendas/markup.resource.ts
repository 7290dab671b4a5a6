import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { MARKUP_LIST, markupFields, markupSumViolation, recordId, requiredObject } from '@backoffice/domain';
import { validationError, violation } from '../../platform/http/errors.ts';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { assertUniqueName } from '../../platform/resources/pickers.ts';
import { familiaProdutoRef, produtoRef, tipoMedidaRef } from '../catalogo/index.ts';
import { markupRef } from './vendas.references.ts';
import { markupMeasureTypes, markupProdutos, markups, viewMarkups, viewProdutoPrecos } from './markup.table.ts';

/** The access key of price formation: the restricted salesperson has none (sees neither costs nor margins). */
export const MARKUP = 'markup';

/** Markups (/markup): the six percentages; Σ% < 100, checked on the whole row after a partial update. */
export const markupResource = defineResource({
  type: 'Markup',
  path: '/markup',
  source: markups,
  id: 'IdMarkup',
  tenant: 'company',
  permission: MARKUP,
  version: 'version',
  staleMessage: 'record_changed',
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdMarkup: { filter: 'exact', order: true },
    NmMarkup: { filter: 'partial', order: true },
    StAtivo: { filter: 'boolean' },
  },
  input: markupFields.extend({ company: z.number().int().optional(), version: z.number().int().optional() }),
  beforeWrite: async ({ tx, values, current }) => {
    const merged = { ...current, ...values };
    const sum = markupSumViolation(merged);
    if (sum) throw validationError([sum]);
    if (values.NmMarkup !== undefined) {
      await assertUniqueName(tx, { id: markups.IdMarkup, company: markups.company, name: markups.NmMarkup }, Number(values.company), String(values.NmMarkup), 'NmMarkup', current ? Number(current.IdMarkup) : undefined);
    }
    return values;
  },
  beforeDelete: async ({ tx, current }) => {
    const id = Number(current.IdMarkup);
    const [byProduct] = await tx.select({ id: markupProdutos.IdMarkupProduto }).from(markupProdutos).where(eq(markupProdutos.IdMarkup, id)).limit(1);
    const [byUnit] = await tx.select({ id: markupMeasureTypes.IdMarkupMeasureType }).from(markupMeasureTypes).where(eq(markupMeasureTypes.IdMarkup, id)).limit(1);
    if (byProduct || byUnit) throw violation('IdMarkup', 'markup_in_use');
  },
  defaultOrder: { NmMarkup: 'asc' },
});

/** view_markups: the markups with Σ%, multiplier index and what uses them (the /parametros list). */
export const viewMarkupsResource = defineResource({
  type: 'ViewMarkup',
  path: MARKUP_LIST.path,
  iriPath: '/markup',
  source: viewMarkups,
  id: 'IdMarkup',
  tenant: 'company',
  permission: MARKUP,
  operations: ['list', 'item'],
  fields: contractFields(MARKUP_LIST, viewMarkups),
  defaultOrder: MARKUP_LIST.defaultOrder,
});

/** A markup per product or per family (exactly one of them), one assignment each. */
export const markupProdutoResource = defineResource({
  type: 'MarkupProduto',
  path: '/markup_produto',
  source: markupProdutos,
  id: 'IdMarkupProduto',
  tenant: 'company',
  permission: MARKUP,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdMarkupProduto: { filter: 'exact', order: true },
    IdMarkup: { filter: 'exact', order: true, references: markupRef },
    IdProduto: { filter: 'exact', references: produtoRef },
    IdFamiliaProduto: { filter: 'exact', references: familiaProdutoRef },
  },
  input: requiredObject({
    IdMarkup: recordId,
    IdProduto: recordId.nullable().optional(),
    IdFamiliaProduto: recordId.nullable().optional(),
    company: z.number().int().optional(),
  }),
  beforeWrite: async ({ tx, values, current }) => {
    const company = Number(values.company);
    const merged = { ...current, ...values };
    const hasProduct = merged.IdProduto !== null && merged.IdProduto !== undefined;
    const hasFamily = merged.IdFamiliaProduto !== null && merged.IdFamiliaProduto !== undefined;
    if (hasProduct === hasFamily) throw violation(hasProduct ? 'IdFamiliaProduto' : 'IdProduto', hasProduct ? 'markup_target_one' : 'required');
    const target = hasProduct ? eq(markupProdutos.IdProduto, Number(merged.IdProduto)) : eq(markupProdutos.IdFamiliaProduto, Number(merged.IdFamiliaProduto));
    const [taken] = await tx.select({ id: markupProdutos.IdMarkupProduto }).from(markupProdutos).where(and(eq(markupProdutos.company, company), target)).limit(1);
    if (taken && taken.id !== Number(current?.IdMarkupProduto)) throw violation(hasProduct ? 'IdProduto' : 'IdFamiliaProduto', 'markup_already_assigned');
    return { ...values, IdProduto: hasProduct ? Number(merged.IdProduto) : null, IdFamiliaProduto: hasFamily ? Number(merged.IdFamiliaProduto) : null };
  },
  defaultOrder: { IdMarkupProduto: 'asc' },
});

/** A markup per unit of measure, one per unit. */
export const markupMeasureTypeResource = defineResource({
  type: 'MarkupMeasureType',
  path: '/markup_measure_type',
  source: markupMeasureTypes,
  id: 'IdMarkupMeasureType',
  tenant: 'company',
  permission: MARKUP,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdMarkupMeasureType: { filter: 'exact', order: true },
    IdMarkup: { filter: 'exact', order: true, references: markupRef },
    IdTipoMedida: { filter: 'exact', references: tipoMedidaRef },
  },
  input: requiredObject({ IdMarkup: recordId, IdTipoMedida: recordId, company: z.number().int().optional() }),
  beforeWrite: async ({ tx, values, current }) => {
    const company = Number(values.company);
    const merged = { ...current, ...values };
    const [taken] = await tx
      .select({ id: markupMeasureTypes.IdMarkupMeasureType })
      .from(markupMeasureTypes)
      .where(and(eq(markupMeasureTypes.company, company), eq(markupMeasureTypes.IdTipoMedida, Number(merged.IdTipoMedida))))
      .limit(1);
    if (taken && taken.id !== Number(current?.IdMarkupMeasureType)) throw violation('IdTipoMedida', 'markup_already_assigned');
    return values;
  },
  defaultOrder: { IdMarkupMeasureType: 'asc' },
});

/** Each product's cost, applicable markup (own, family, unit), suggested price and margin. */
export const viewProdutoPrecosResource = defineResource({
  type: 'ProdutoPreco',
  path: '/view_produto_precos',
  iriPath: '/produtos',
  source: viewProdutoPrecos,
  id: 'IdProduto',
  tenant: 'company',
  permission: MARKUP,
  operations: ['list', 'item'],
  fields: {
    IdProduto: { filter: 'exact', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true, search: 'NmProdutoBusca' },
    IdFamiliaProduto: { filter: 'exact' },
    IdTipoMedida: { filter: 'exact' },
    IdMarkup: { filter: 'exact' },
    TpOrigemMarkup: { filter: 'exact' },
    VlPrecoCusto: { order: true },
    VlPrecoSugerido: { order: true },
    PcMargem: { order: true },
  },
  defaultOrder: { NmProduto: 'asc' },
});
