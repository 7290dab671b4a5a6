import { TpProduto } from '@backoffice/domain';
import { defineList, type ColumnDef, type FilterDef } from '@/platform/list';
import { tagFilter } from '@/platform/tags/tags';

/** A row of GET /api/produtos/lista (the product with the names of its unit, family and group). */
export interface ProdutoRow {
  '@id': string;
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
  ImConteudo: string | null;
  TpProduto: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  familia: { IdFamiliaProduto: number; NmFamiliaProduto: string } | null;
  grupo: { IdGrupoProduto: number; NmGrupoProduto: string } | null;
  NmFamiliaProduto: string | null;
  NmGrupoProduto: string | null;
  /** On hand, all sectors and lots. */
  QtEstoque: string;
  StAtivo: boolean;
  tags: Array<{ IdTag: number; NmTag: string; CdCor: string }>;
}

/** The fields /produtos/lista filters and orders by (its resource declaration). */
type ProdutoFilterField = 'NmProduto' | 'CdChamada' | 'TpProduto' | 'IdFamiliaProduto' | 'IdGrupoProduto' | 'StAtivo' | 'tags';
type ProdutoSortField = 'NmProduto' | 'CdChamada' | 'TpProduto' | 'NmFamiliaProduto' | 'NmGrupoProduto' | 'QtEstoque';

/**
 * /produtos/list: the main code, name, type, unit, stock on hand (in the unit's decimals), family, group and active;
 * rows can be selected for the bulk change; CSV of the visible columns (/produtos/lista.csv: the flat family and
 * group names, as a CSV column takes no dotted path).
 */
export const produtosList = defineList<ProdutoRow>({
  id: 'produtos',
  resource: '/produtos/lista',
  csv: '/produtos/lista.csv',
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
    { field: 'tags', kind: 'tags', label: 'tags.fields.tags' },
  ] satisfies Array<ColumnDef<ProdutoRow> & ({ sortable?: false } | { sortable: true; field: ProdutoSortField })>,
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
  ] satisfies Array<FilterDef<ProdutoRow> & { field: ProdutoFilterField }>,
  defaultSort: { field: 'NmProduto', direction: 'asc' },
  rowLink: { route: 'produtos_edit', params: { id: 'IdProduto' } },
  selectable: true,
  titleField: 'NmProduto',
});
