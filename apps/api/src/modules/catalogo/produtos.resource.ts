import { z } from 'zod';
import { eq, inArray, or } from 'drizzle-orm';
import { violation } from '../../platform/http/errors.ts';
import { decimalField, FAMILIA_PRODUTO_LIST, GRUPO_PRODUTO_LIST, optionalText, PRODUTO_LIST, recordId, requiredObject, requiredText, TIPO_MEDIDA_LIST, TpUnidade, enumSchema } from '@backoffice/domain';
import { defineResource, type FieldDecl } from '../../platform/resources/define.ts';
import { contractFields, ruleFields } from '../../platform/resources/contract.ts';
import { collected } from '../../platform/resources/query-defaults.ts';
import { produtoTagsFilter } from './tags.resource.ts';
import { assertUniqueName } from '../../platform/resources/pickers.ts';
import { checkConversao, conversionInUse } from './conversoes.service.ts';
import { familiaProdutos, grupoProdutos, produtoConversoes, produtos, tipoMedidas, vwFamiliasLabel, vwGruposLabel, vwProdutos } from './catalogo.table.ts';
import { colunaFilters } from './colunas.filters.ts';
import { produtoInputFilter } from './produtos.filters.ts';
import { produtoRef, tipoMedidaRef } from './catalogo.references.ts';

/** The access key of products, families, groups, units, conversions and bills of materials. */
export const PRODUTOS = 'produtos';
/** The access key of price formation (the sales area's markup): the products' cost is for who forms prices. */
export const PRICE_FORMATION = 'markup';

/**
 * `?TpProduto=b`: the type ignoring case (the packaging search sends it in lower case); `TpProduto[]=A&TpProduto[]=B`
 * (the list screen's filter) is any of them.
 */
const tpProdutoFilter = (column: typeof produtos.TpProduto | typeof vwProdutos.TpProduto) => ({
  TpProduto: {
    type: 'string' as const,
    apply: collected('TpProduto', (values) => inArray(column, values.map((v) => v.trim().toUpperCase()))),
  },
});

/** What the list and the table share: the product's own columns filter and sort as the list's contract says. */
const productExtras = { NmProduto: { search: 'NmProdutoBusca' }, VlPrecoCusto: { grant: PRICE_FORMATION } };
const { CdSigla: _unit, TpUnidade: _unitType, NmFamiliaProduto: _family, NmGrupoProduto: _group, QtEstoque: _stock, ...ownRules } = PRODUTO_LIST.fields;

/**
 * Products (GET /produtos and /produtos/{id}); also the packaging search `?TpProduto=b&NmProduto=...`,
 * accent- and case-blind. Writes are the operations of produtos.routes.ts (a product is saved with its codes).
 */
export const produtosResource = defineResource({
  type: 'Produto',
  path: '/produtos',
  source: produtos,
  id: 'IdProduto',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list', 'item'],
  csv: '/produtos.csv',
  fields: ruleFields(ownRules, productExtras),
  customFilters: { ...tpProdutoFilter(produtos.TpProduto), ...produtoInputFilter(produtos.CdChamada, produtos.NmProdutoBusca) },
  defaultOrder: { NmProduto: 'asc' },
});

/**
 * The products list screen: names of family, group and unit, and produtoPcp.TpProduto nested as the specification
 * reads it; `colunas` holds the extra columns ({ "<column id>": value }), filtered by `coluna[<id>]=<text>`.
 */
const listDecl = {
  type: 'Produto',
  iriPath: '/produtos',
  source: vwProdutos,
  // One row per product (the joins name one family, group and unit each): the list's total is the table's
  // (estimated above 10,000 products, as the order list's) and later pages find their keys first (routes.ts).
  projects: produtos,
  id: 'IdProduto',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list' as const],
  // The contract's filters and sorting (the screen is declared against it too).
  fields: contractFields(PRODUTO_LIST, vwProdutos, productExtras),
  customFilters: {
    ...tpProdutoFilter(vwProdutos.TpProduto),
    ...produtoInputFilter(vwProdutos.CdChamada, vwProdutos.NmProdutoBusca),
    ...colunaFilters(vwProdutos.IdProduto, vwProdutos.company),
    ...produtoTagsFilter(vwProdutos.IdProduto),
  },
  defaultOrder: PRODUTO_LIST.defaultOrder,
};
export const produtosListaResource = defineResource({ ...listDecl, path: PRODUTO_LIST.path, csv: PRODUTO_LIST.csv });
/** The same list with the products' extra columns (the custom columns come with their own area). */
export const produtosAdicionalResource = defineResource({ ...listDecl, path: '/produtos-adicional' });

/**
 * Families and groups are alike: a code and a name, edited in their own screens, and a {id, label}
 * picker each (custom_products/getProductFamilies, getProductGroups). The path, order and list fields come from
 * each one's contract (FAMILIA_PRODUTO_LIST, GRUPO_PRODUTO_LIST).
 */
function classification(
  kind: 'Familia' | 'Grupo',
  source: typeof familiaProdutos | typeof grupoProdutos,
  labels: typeof vwFamiliasLabel | typeof vwGruposLabel,
  contract: { path: string; defaultOrder: Record<string, 'asc' | 'desc'> },
  fields: Record<string, FieldDecl>,
) {
  const id = `Id${kind}Produto`;
  const name = `Nm${kind}Produto`;
  const path = contract.path;
  const resource = defineResource({
    type: `${kind}Produto`,
    path,
    source,
    id,
    tenant: 'company',
    permission: PRODUTOS,
    operations: ['list', 'item', 'create', 'update', 'delete'],
    fields,
    input: requiredObject({ CdChamada: optionalText(20).nullable(), [name]: requiredText(100), company: z.number().int().optional() }),
    // Names unique per company: a 422 on the name (the unique index would answer 409).
    beforeWrite: async ({ tx, values, current }) => {
      if (values[name] !== undefined) {
        const target = { id: source[id as keyof typeof source] as never, company: source.company, name: source[name as keyof typeof source] as never };
        await assertUniqueName(tx, target, Number(values.company ?? current?.company), String(values[name]), name, current ? Number(current[id]) : undefined);
      }
      return values;
    },
    defaultOrder: contract.defaultOrder,
  });
  const picker = defineResource({
    type: `${kind}ProdutoLabel`,
    path: `/custom_products/getProduct${kind === 'Familia' ? 'Families' : 'Groups'}`,
    iriPath: path,
    source: labels,
    tenant: 'company',
    permission: PRODUTOS,
    operations: ['list'],
    fields: {
      id: { filter: 'exact', order: true },
      label: { filter: 'partial', order: true },
      CdChamada: { filter: ['exact', 'start'], order: true },
    },
    defaultOrder: { label: 'asc' },
  });
  return [resource, picker] as const;
}

export const [familiaProdutosResource, getProductFamiliesResource] = classification(
  'Familia',
  familiaProdutos,
  vwFamiliasLabel,
  FAMILIA_PRODUTO_LIST,
  contractFields(FAMILIA_PRODUTO_LIST, familiaProdutos),
);
export const [grupoProdutosResource, getProductGroupsResource] = classification('Grupo', grupoProdutos, vwGruposLabel, GRUPO_PRODUTO_LIST, contractFields(GRUPO_PRODUTO_LIST, grupoProdutos));

/** Units of measure (UN, KG, M, CX...) with the fractional flag. */
export const tipoMedidasResource = defineResource({
  type: 'TipoMedida',
  path: TIPO_MEDIDA_LIST.path,
  source: tipoMedidas,
  id: 'IdTipoMedida',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: contractFields(TIPO_MEDIDA_LIST, tipoMedidas),
  input: requiredObject({
    CdSigla: requiredText(6).transform((s) => s.toUpperCase()),
    DsTipoMedida: requiredText(60),
    TpUnidade: enumSchema(TpUnidade).default('I'),
    company: z.number().int().optional(),
  }),
  // Codes unique per company: a 422 on CdSigla (the unique index would answer 409).
  beforeWrite: async ({ tx, values, current }) => {
    if (values.CdSigla !== undefined) {
      const target = { id: tipoMedidas.IdTipoMedida, company: tipoMedidas.company, name: tipoMedidas.CdSigla };
      await assertUniqueName(tx, target, Number(values.company ?? current?.company), String(values.CdSigla), 'CdSigla', current ? Number(current.IdTipoMedida) : undefined);
    }
    return values;
  },
  beforeDelete: async ({ tx, current }) => {
    // A unit in use stays: the products that name it would lose their unit, their conversions (from it or to it) a
    // side (a structure line's unit always has its conversion).
    const id = Number(current.IdTipoMedida);
    const [byProduct] = await tx.select({ id: produtos.IdProduto }).from(produtos).where(eq(produtos.IdTipoMedida, id)).limit(1);
    const [byConversion] = await tx
      .select({ id: produtoConversoes.IdProdutoConversao })
      .from(produtoConversoes)
      .where(or(eq(produtoConversoes.IdTipoMedida, id), eq(produtoConversoes.IdTipoMedidaDestino, id)))
      .limit(1);
    if (byProduct || byConversion) throw violation('IdTipoMedida', 'unit_in_use');
  },
  defaultOrder: TIPO_MEDIDA_LIST.defaultOrder,
});

/**
 * Per-product unit conversions: one IdTipoMedida holds QtFator of IdTipoMedidaDestino (default: the product's unit):
 * a box of 12 UN, a metre of 0,85 KG.
 */
export const produtoConversoesResource = defineResource({
  type: 'ProdutoConversao',
  path: '/produto_conversoes',
  source: produtoConversoes,
  id: 'IdProdutoConversao',
  tenant: 'company',
  permission: PRODUTOS,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  fields: {
    IdProdutoConversao: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact', order: true, references: produtoRef },
    IdTipoMedida: { filter: 'exact', references: tipoMedidaRef },
    IdTipoMedidaDestino: { filter: 'exact', references: tipoMedidaRef },
  },
  input: requiredObject({
    IdProduto: recordId,
    IdTipoMedida: recordId,
    IdTipoMedidaDestino: recordId.nullish(),
    QtFator: decimalField(6).refine((v) => Number(v) > 0, { error: 'quantity_positive' }),
    company: z.number().int().optional(),
  }),
  beforeWrite: ({ tx, values, current }) => checkConversao(tx, values, current),
  beforeDelete: ({ tx, current }) => conversionInUse(tx, current),
  defaultOrder: { IdProduto: 'asc' },
});
