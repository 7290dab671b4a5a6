import { PRODUTO_LIST, TpProduto } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';
import { tagFilter, type TagChip } from '@/platform/tags/tags';

/** A row of GET /api/produtos/lista (the domain's PRODUTO_LIST) with the product's tags. */
export type ProdutoRow = ContractRow<typeof PRODUTO_LIST, { tags: TagChip[] }>;

/**
 * /produtos/list: the main code, name, type, unit, stock on hand (in the unit's decimals), family, group and active;
 * rows can be selected for the bulk change; CSV of the visible columns (/produtos/lista.csv: the flat family and
 * group names, as a CSV column takes no dotted path).
 */
export const produtosList = defineContractList<typeof PRODUTO_LIST, { tags: TagChip[] }>(PRODUTO_LIST, {
  id: 'produtos',
  columns: [
    { field: 'ImConteudo', kind: 'image', label: 'produtos.fields.image', width: 56 },
    { field: 'CdChamada', kind: 'text', label: 'produtos.fields.code', sortable: true, width: 110 },
    { field: 'NmProduto', kind: 'link', label: 'produtos.fields.name', sortable: true, route: 'produtos_edit', params: { id: 'IdProduto' }, width: 260 },
    { field: 'TpProduto', kind: 'enum', enum: TpProduto, label: 'produtos.fields.type', sortable: true, width: 160 },
    { field: 'CdSigla', kind: 'text', label: 'produtos.fields.unit', width: 70 },
    { field: 'QtEstoque', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'produtos.fields.stock', sortable: true, width: 110 },
    { field: 'NmFamiliaProduto', kind: 'text', label: 'produtos.fields.family', fallback: 'produtos.noFamily', sortable: true },
    { field: 'NmGrupoProduto', kind: 'text', label: 'produtos.fields.group', fallback: 'produtos.noGroup', sortable: true },
    { field: 'StAtivo', kind: 'boolean', label: 'produtos.fields.active', width: 80 },
    { field: 'tags', kind: 'tags', label: 'tagPicker.field' },
  ],
  filters: [
    { field: 'NmProduto', kind: 'text', label: 'produtos.fields.name' },
    { field: 'CdChamada', kind: 'text', label: 'produtos.fields.code' },
    { field: 'TpProduto', kind: 'enum', enum: TpProduto, label: 'produtos.fields.type' },
    {
      field: 'IdFamiliaProduto',
      kind: 'lookup',
      label: 'produtos.fields.family',
      source: '/custom_products/getProductFamilies',
      searchParam: 'label',
      labelField: 'label',
      valueField: 'id',
    },
    {
      field: 'IdGrupoProduto',
      kind: 'lookup',
      label: 'produtos.fields.group',
      source: '/custom_products/getProductGroups',
      searchParam: 'label',
      labelField: 'label',
      valueField: 'id',
    },
    { field: 'StAtivo', kind: 'boolean', label: 'produtos.fields.active' },
    tagFilter('produto'),
  ],
  defaultSort: { field: 'NmProduto', direction: 'asc' },
  rowLink: { route: 'produtos_edit', params: { id: 'IdProduto' } },
  selectable: true,
  titleField: 'NmProduto',
});
