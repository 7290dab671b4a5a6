import { LOTE_SEPARACAO_LIST, LOTE_SEPARACAO_PEDIDO_LIST, LOTE_SEPARACAO_PRODUTO_LIST, StatusLote, StatusPedido, StatusSeparacaoPedido, TpAgrupamento } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** /conferencia: the company's picking lots with their size and progress, newest first (GET /api/lote-separacao). */
export const lotesList = defineContractList(LOTE_SEPARACAO_LIST, {
  id: 'lotes-separacao',
  columns: [
    { field: 'IdLoteSeparacao', kind: 'link', label: 'separacao.fields.IdLoteSeparacao', route: 'conferencia_lote', params: { lote: 'IdLoteSeparacao' }, sortable: true, width: 80 },
    { field: 'DsLote', kind: 'text', label: 'separacao.fields.DsLote', sortable: true, width: 200 },
    { field: 'StatusLoteSeparacao', kind: 'enum', enum: StatusLote, label: 'separacao.fields.StatusLoteSeparacao', width: 140 },
    { field: 'TpAgrupamento', kind: 'enum', enum: TpAgrupamento, label: 'separacao.fields.TpAgrupamento', width: 140 },
    { field: 'DtEntrega', kind: 'date', label: 'separacao.fields.DtEntrega', sortable: true, width: 100 },
    { field: 'NrPedidos', kind: 'number', label: 'separacao.fields.NrPedidos', sortable: true, sum: true, width: 90 },
    { field: 'VlPesoBruto', kind: 'weight', label: 'separacao.fields.VlPesoBruto', sortable: true, sum: true, width: 120 },
    { field: 'PcConferido', kind: 'percent', label: 'separacao.fields.PcConferido', sortable: true, width: 100 },
    { field: 'DtCriacao', kind: 'datetime', label: 'separacao.fields.DtCriacao', sortable: true, width: 140 },
    { field: 'NmUsuario', kind: 'text', label: 'separacao.fields.NmUsuario', hidden: true, width: 140 },
  ],
  filters: [
    { field: 'StatusLoteSeparacao', kind: 'enum', enum: StatusLote, label: 'separacao.fields.StatusLoteSeparacao' },
    { field: 'DtEntrega', kind: 'dateRange', label: 'separacao.fields.DtEntrega' },
    { field: 'DsLote', kind: 'text', label: 'separacao.fields.DsLote' },
  ],
  defaultSort: { field: 'DtCriacao', direction: LOTE_SEPARACAO_LIST.defaultOrder.DtCriacao },
  rowLink: { route: 'conferencia_lote', params: { lote: 'IdLoteSeparacao' } },
  rowId: 'IdLoteSeparacao',
  titleField: 'DsLote',
});

/** A row of GET /api/lote_separacao_pedidos (the domain's LOTE_SEPARACAO_PEDIDO_LIST). */
export type LotOrderRow = ContractRow<typeof LOTE_SEPARACAO_PEDIDO_LIST>;

/** The orders of one lot (GET /api/lote_separacao_pedidos?IdLoteSeparacao=); the page adds the lot to the query. */
// An order's progress by item lines, never its quantities added up across units (the lot's page totals them per unit).
export const lotOrdersList = defineContractList(LOTE_SEPARACAO_PEDIDO_LIST, {
  id: 'lote-separacao-pedidos',
  columns: [
    { field: 'CodPedido', kind: 'link', label: 'separacao.fields.CodPedido', route: 'conferencia_pedido', params: { id: 'CodPedido' }, sortable: true, width: 90 },
    { field: 'Cliente', kind: 'text', label: 'separacao.fields.Cliente', sortable: true, width: 220 },
    { field: 'StatusPedido', kind: 'enum', enum: StatusPedido, label: 'separacao.fields.StatusPedido', width: 150 },
    { field: 'StatusSeparacaoPedido', kind: 'enum', enum: StatusSeparacaoPedido, label: 'separacao.fields.StatusSeparacaoPedido', width: 140 },
    { field: 'DtEntrega', kind: 'date', label: 'separacao.fields.DtEntrega', sortable: true, width: 100 },
    { field: 'NrItens', kind: 'number', label: 'separacao.fields.NrItens', width: 70 },
    { field: 'NrItensConferidos', kind: 'number', label: 'separacao.fields.NrItensConferidos', width: 90 },
    { field: 'PcConferido', kind: 'percent', label: 'separacao.fields.PcConferido', width: 100 },
    { field: 'NrCaixas', kind: 'number', label: 'separacao.fields.NrCaixas', sum: true, width: 80 },
    { field: 'VlPesoBruto', kind: 'weight', label: 'separacao.fields.VlPesoBruto', sum: true, width: 120 },
    { field: 'NrDocumento', kind: 'document', label: 'separacao.fields.NrDocumento', hidden: true, width: 160 },
  ],
  filters: [
    { field: 'Cliente', kind: 'text', label: 'separacao.fields.Cliente' },
    { field: 'StatusSeparacaoPedido', kind: 'enum', enum: StatusSeparacaoPedido, label: 'separacao.fields.StatusSeparacaoPedido' },
  ],
  defaultSort: { field: 'CodPedido', direction: 'asc' },
  rowLink: { route: 'conferencia_pedido', params: { id: 'CodPedido' } },
  rowId: 'CodPedido',
  favorites: false,
});

/** A row of GET /api/lote_separacao_produtos (the domain's LOTE_SEPARACAO_PRODUTO_LIST). */
export type LotProductRow = ContractRow<typeof LOTE_SEPARACAO_PRODUTO_LIST>;

/** The spec's "Batch separation products" of one lot, by shelf location (GET /api/lote_separacao_produtos). */
export const lotProductsList = defineContractList(LOTE_SEPARACAO_PRODUTO_LIST, {
  id: 'lote-separacao-produtos',
  columns: [
    { field: 'DsLocalizacao', kind: 'text', label: 'separacao.fields.DsLocalizacao', sortable: true, width: 100 },
    { field: 'CdProduto', kind: 'code', label: 'separacao.fields.CdProduto', sortable: true, width: 100 },
    { field: 'NmProduto', kind: 'text', label: 'separacao.fields.NmProduto', sortable: true, width: 240 },
    { field: 'CdLote', kind: 'text', label: 'separacao.fields.CdLote', sortable: true, width: 110 },
    { field: 'DtValidadeLote', kind: 'date', label: 'separacao.fields.DtValidadeLote', sortable: true, width: 100 },
    { field: 'QtPedida', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.fields.QtPedida', width: 90 },
    { field: 'CdSigla', kind: 'text', label: 'separacao.fields.CdSigla', width: 70 },
    { field: 'QtSeparada', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.fields.QtSeparada', width: 90 },
    { field: 'Saldo', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.fields.Saldo', width: 90 },
    { field: 'VlPesoBruto', kind: 'weight', label: 'separacao.fields.VlPesoBruto', sum: true, width: 120 },
    { field: 'DsComplementoItem', kind: 'text', label: 'separacao.fields.DsComplementoItem', hidden: true, width: 160 },
  ],
  filters: [
    { field: 'NmProduto', kind: 'text', label: 'separacao.fields.NmProduto' },
    { field: 'CdLote', kind: 'text', label: 'separacao.fields.CdLote' },
  ],
  defaultSort: { field: 'DsLocalizacao', direction: 'asc' },
  pageSize: 50,
  rowId: 'id',
  favorites: false,
});
