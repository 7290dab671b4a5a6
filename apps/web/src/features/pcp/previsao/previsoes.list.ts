import { COMPRA_POR_PREVISAO_LIST, PREVISAO_DE_VENDA_ITEM_LIST, PREVISAO_DE_VENDA_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow, type ListDefinition } from '@/platform/list';

/** A row of GET /api/previsao_de_vendas (the domain's PREVISAO_DE_VENDA_LIST). */
export type PrevisaoRow = ContractRow<typeof PREVISAO_DE_VENDA_LIST>;

/** /previsao/venda: the company's sales forecasts (GET /api/previsao_de_vendas); a row opens its items. */
export const previsoesList = defineContractList(PREVISAO_DE_VENDA_LIST, {
  id: 'previsoes',
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

/** A row of GET /api/previsao_de_venda_items (the domain's PREVISAO_DE_VENDA_ITEM_LIST). */
export type PrevisaoItemRow = ContractRow<typeof PREVISAO_DE_VENDA_ITEM_LIST>;

/** The items of a forecast (GET /api/previsao_de_venda_items?IdPrevisaoDeVenda=). */
export const previsaoItensListBase = defineContractList(PREVISAO_DE_VENDA_ITEM_LIST, {
  id: 'previsao-itens',
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
export const previsaoItensList = (IdPrevisaoDeVenda: number): ListDefinition<PrevisaoItemRow> => ({ ...previsaoItensListBase, query: { IdPrevisaoDeVenda } });

/** A row of GET /api/compras_by_previsao_venda (the domain's COMPRA_POR_PREVISAO_LIST). */
export type CompraPrevisaoRow = ContractRow<typeof COMPRA_POR_PREVISAO_LIST>;

const q = (field: 'QtNecessaria' | 'QtEstoque' | 'QtComprasAbertas') => ({ field, kind: 'quantity', unitTypeField: 'TpUnidade', label: `pcp.fields.${field}`, width: 120 }) as const;
/** What a forecast asks to buy (GET /api/compras_by_previsao_venda?IdPrevisaoDeVenda=). */
export const comprasPrevisaoListBase = defineContractList(COMPRA_POR_PREVISAO_LIST, {
  id: 'previsao-compras',
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
export const comprasPrevisaoList = (IdPrevisaoDeVenda: number): ListDefinition<CompraPrevisaoRow> => ({ ...comprasPrevisaoListBase, query: { IdPrevisaoDeVenda } });
