import { COTACAO_COMPRA_LIST, PEDIDO_COMPRA_ITEM_LIST, PEDIDO_COMPRA_LIST, StCotacaoCompra, StPedidoCompra } from '@backoffice/domain';
import { defineContractList, type ContractRow, type ListDefinition } from '@/platform/list';

/** A row of GET /api/cotacoes_compra. */
export type CotacaoRow = ContractRow<typeof COTACAO_COMPRA_LIST>;

/** /compras/cotacoes: the company's purchase quotations; a row opens it. */
export const cotacoesList = defineContractList(COTACAO_COMPRA_LIST, {
  id: 'cotacoes-compra',
  columns: [
    { field: 'IdCotacaoCompra', kind: 'link', label: 'compras.fields.IdCotacaoCompra', route: 'compras_cotacao', params: { id: 'IdCotacaoCompra' }, sortable: true, width: 100 },
    { field: 'NmCotacao', kind: 'text', label: 'compras.fields.NmCotacao', sortable: true, width: 300 },
    { field: 'StCotacao', kind: 'enum', enum: StCotacaoCompra, label: 'compras.fields.StCotacao', sortable: true, width: 150 },
    { field: 'NrItens', kind: 'number', places: 0, label: 'compras.fields.NrItens', sortable: true, width: 90 },
    { field: 'NrFornecedores', kind: 'number', places: 0, label: 'compras.fields.NrFornecedores', sortable: true, width: 120 },
    { field: 'DtCriacao', kind: 'date', label: 'compras.fields.DtCriacao', sortable: true, width: 120 },
  ],
  filters: [
    { field: 'NmCotacao', kind: 'text', label: 'compras.fields.NmCotacao' },
    { field: 'StCotacao', kind: 'enum', enum: StCotacaoCompra, label: 'compras.fields.StCotacao' },
    { field: 'DtCriacao', kind: 'dateRange', label: 'compras.fields.DtCriacao' },
  ],
  defaultSort: { field: 'DtCriacao', direction: 'desc' },
  rowLink: { route: 'compras_cotacao', params: { id: 'IdCotacaoCompra' } },
  titleField: 'NmCotacao',
});

/** A row of GET /api/pedidos_compra. */
export type PedidoCompraRow = ContractRow<typeof PEDIDO_COMPRA_LIST>;

/** /compras/pedidos: the company's purchase orders, newest number first; a row opens it. */
export const pedidosCompraList = defineContractList(PEDIDO_COMPRA_LIST, {
  id: 'pedidos-compra',
  columns: [
    { field: 'NrPedido', kind: 'link', label: 'compras.fields.NrPedido', route: 'compras_pedido', params: { id: 'IdPedidoCompra' }, sortable: true, width: 100 },
    { field: 'NmFornecedor', kind: 'text', label: 'compras.fields.NmFornecedor', sortable: true, width: 280 },
    { field: 'StPedido', kind: 'enum', enum: StPedidoCompra, label: 'compras.fields.StPedido', sortable: true, width: 180 },
    { field: 'DtEmissao', kind: 'date', label: 'compras.fields.DtEmissao', sortable: true, width: 110 },
    { field: 'DtPrevista', kind: 'date', label: 'compras.fields.DtPrevista', sortable: true, width: 150 },
    { field: 'VlTotal', kind: 'money', label: 'compras.fields.VlTotal', sortable: true, width: 130 },
  ],
  filters: [
    { field: 'NmFornecedor', kind: 'text', label: 'compras.fields.NmFornecedor' },
    { field: 'StPedido', kind: 'enum', enum: StPedidoCompra, label: 'compras.fields.StPedido' },
    { field: 'DtEmissao', kind: 'dateRange', label: 'compras.fields.DtEmissao' },
    { field: 'DtPrevista', kind: 'dateRange', label: 'compras.fields.DtPrevista' },
  ],
  defaultSort: { field: 'NrPedido', direction: 'desc' },
  rowLink: { route: 'compras_pedido', params: { id: 'IdPedidoCompra' } },
  titleField: 'NmFornecedor',
});

/** A row of GET /api/pedido_compra_items. */
export type PedidoCompraItemRow = ContractRow<typeof PEDIDO_COMPRA_ITEM_LIST>;

/** Exported for the contract check (platform/list/contracts.test.ts); screens use pedidoCompraItensList. */
export const pedidoCompraItens = defineContractList(PEDIDO_COMPRA_ITEM_LIST, {
  id: 'pedido-compra-itens',
  columns: [
    { field: 'CdProduto', kind: 'code', label: 'compras.fields.CdProduto', sortable: true, width: 110 },
    { field: 'NmProduto', kind: 'text', label: 'compras.fields.NmProduto', sortable: true, width: 240 },
    { field: 'QtFornecedor', kind: 'quantity', unitTypeField: 'TpUnidadeFornecedor', label: 'compras.fields.QtFornecedor', width: 120 },
    { field: 'CdSiglaFornecedor', kind: 'text', label: 'compras.fields.IdTipoMedida', width: 90 },
    { field: 'QtPedida', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'compras.fields.QtPedida', width: 110 },
    { field: 'CdSigla', kind: 'text', label: 'compras.fields.CdSigla', width: 90 },
    { field: 'QtRecebida', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'compras.fields.QtRecebida', width: 100 },
    { field: 'VlUnitario', kind: 'number', places: 4, label: 'compras.fields.VlUnitario', width: 120 },
    { field: 'VlTotal', kind: 'money', label: 'compras.fields.VlTotal', width: 120 },
    { field: 'DtPrevista', kind: 'date', label: 'compras.fields.DtPrevista', sortable: true, width: 120 },
  ],
  filters: [{ field: 'NmProduto', kind: 'text', label: 'compras.fields.NmProduto' }],
  defaultSort: { field: 'NrPosicao', direction: 'asc' },
  rowId: 'IdPedidoCompraItem',
  favorites: false,
});
export const pedidoCompraItensList = (IdPedidoCompra: number): ListDefinition<PedidoCompraItemRow> => ({ ...pedidoCompraItens, query: { IdPedidoCompra } });
