import { defineList, type ListDefinition } from '@/platform/list';

export interface PrevisaoRow {
  '@id': string;
  Id: number;
  NmPrevisaoDeVenda: string;
  DtCriacao: string;
}

/** /previsao/venda: the company's sales forecasts (GET /api/previsao_de_vendas); a row opens its items. */
export const previsoesList = defineList<PrevisaoRow>({
  id: 'previsoes',
  resource: '/previsao_de_vendas',
  columns: [
    { field: 'Id', kind: 'link', label: 'pcp.fields.Id', route: 'previsao_venda_detail', params: { id: 'Id' }, sortable: true, width: 90 },
    { field: 'NmPrevisaoDeVenda', kind: 'text', label: 'pcp.fields.NmPrevisaoDeVenda', sortable: true, width: 320 },
    { field: 'DtCriacao', kind: 'date', label: 'pcp.fields.DtCriacao', sortable: true, width: 120 },
  ],
  filters: [
    { field: 'NmPrevisaoDeVenda', kind: 'text', label: 'pcp.fields.NmPrevisaoDeVenda' },
    { field: 'DtCriacao', kind: 'dateRange', label: 'pcp.fields.DtCriacao' },
  ],
  defaultSort: { field: 'DtCriacao', direction: 'desc' },
  rowLink: { route: 'previsao_venda_detail', params: { id: 'Id' } },
  titleField: 'NmPrevisaoDeVenda',
});

export interface PrevisaoItemRow {
  '@id': string;
  Id: number;
  produto: number;
  CdChamada: string;
  NmProduto: string;
  TpUnidade: string | null;
  Quantidade: string;
  DtPrevisaoDeVenda: string;
}

/** The items of a forecast (GET /api/previsao_de_venda_items?IdPrevisaoDeVenda=). */
export function previsaoItensList(IdPrevisaoDeVenda: number): ListDefinition<PrevisaoItemRow> {
  return defineList<PrevisaoItemRow>({
    id: 'previsao-itens',
    resource: '/previsao_de_venda_items',
    query: { IdPrevisaoDeVenda },
    columns: [
      { field: 'CdChamada', kind: 'code', label: 'pcp.fields.CdChamada', sortable: true, width: 120 },
      { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 300 },
      { field: 'Quantidade', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'pcp.fields.Quantidade', sortable: true, width: 120 },
      { field: 'DtPrevisaoDeVenda', kind: 'date', label: 'pcp.fields.DtPrevisaoDeVenda', sortable: true, width: 120 },
    ],
    filters: [
      { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto' },
      { field: 'DtPrevisaoDeVenda', kind: 'dateRange', label: 'pcp.fields.DtPrevisaoDeVenda' },
    ],
    defaultSort: { field: 'DtPrevisaoDeVenda', direction: 'asc' },
    rowId: 'Id',
    favorites: false,
  });
}

export interface CompraPrevisaoRow {
  '@id': string;
  id: string;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  QtNecessaria: string;
  QtEstoque: string;
  QtComprasAbertas: string;
  DtPrimeiraNecessidade: string;
}

/** What a forecast asks to buy (GET /api/compras_by_previsao_venda?IdPrevisaoDeVenda=). */
export function comprasPrevisaoList(IdPrevisaoDeVenda: number): ListDefinition<CompraPrevisaoRow> {
  const q = (field: 'QtNecessaria' | 'QtEstoque' | 'QtComprasAbertas') => ({ field, kind: 'quantity', unitTypeField: 'TpUnidade', label: `pcp.fields.${field}`, width: 120 }) as const;
  return defineList<CompraPrevisaoRow>({
    id: 'previsao-compras',
    resource: '/compras_by_previsao_venda',
    query: { IdPrevisaoDeVenda },
    columns: [
      { field: 'CdProduto', kind: 'code', label: 'pcp.fields.CdProduto', sortable: true, width: 120 },
      { field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto', sortable: true, width: 280 },
      q('QtNecessaria'),
      q('QtEstoque'),
      q('QtComprasAbertas'),
      { field: 'DtPrimeiraNecessidade', kind: 'date', label: 'pcp.fields.DtPrimeiraNecessidade', sortable: true, width: 130 },
    ],
    filters: [{ field: 'NmProduto', kind: 'text', label: 'pcp.fields.NmProduto' }],
    defaultSort: { field: 'CdProduto', direction: 'asc' },
    rowId: 'id',
    favorites: false,
  });
}
