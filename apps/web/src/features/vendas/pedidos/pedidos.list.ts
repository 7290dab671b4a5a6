import { PEDIDO_LIST, PEDIDO_VENDA_LIST, StatusLote, StatusPedido, StatusRoteiro, StatusSeparacaoPedido, TpPedidoDeVenda } from '@backoffice/domain';
import { defineContractList, type ContractFilterDef, type ContractRow } from '@/platform/list';

/** A row of GET /api/vw_pedidos (the domain's PEDIDO_LIST): the spec's sales order list view (§3). */
export type PedidoRow = ContractRow<typeof PEDIDO_LIST>;
type PedidoFilter = ContractFilterDef<typeof PEDIDO_LIST, PedidoRow>;

/** The types of an order proper: all but 'O', the quote (pre-order). */
const ORDER_TYPES = TpPedidoDeVenda.values.filter((v) => v !== 'O');

const numberFilter = { field: 'CodPedido', kind: 'digits', label: 'pedidos.fields.CodPedido' } satisfies PedidoFilter;
const clientFilter = { field: 'NmCliente', kind: 'text', label: 'pedidos.fields.Cliente' } satisfies PedidoFilter;
const statusFilter = { field: 'StatusPedido', kind: 'enum', enum: StatusPedido, label: 'pedidos.fields.StatusPedido' } satisfies PedidoFilter;
const emissionFilter = { field: 'DtEmissao', kind: 'dateRange', label: 'pedidos.fields.DtEmissao' } satisfies PedidoFilter;
const deliveryFilter = { field: 'DtEntrega', kind: 'dateRange', label: 'pedidos.fields.DtEntrega' } satisfies PedidoFilter;

/**
 * /pedidos: every column of the sales order list view, its filters (the current workflow phase among the
 * company's: /workFlow/getFasesPorWorkFlow) and CSV. The separation lot links to its screen /conferencia/lote/:lote
 * (route conferencia_lote).
 */
export const pedidosList = defineContractList(PEDIDO_LIST, {
  id: 'pedidos',
  columns: [
    { field: 'CodPedido', kind: 'code', label: 'pedidos.fields.CodPedido', sortable: true, width: 90 },
    { field: 'CdEmpresa', kind: 'code', label: 'pedidos.fields.CdEmpresa', hidden: true, width: 80 },
    { field: 'Cliente', kind: 'text', label: 'pedidos.fields.Cliente', sortable: true, width: 220 },
    { field: 'NrDocumento', kind: 'document', label: 'pedidos.fields.NrDocumento', width: 160 },
    { field: 'NmSetor', kind: 'text', label: 'pedidos.fields.NmSetor', width: 110 },
    { field: 'StatusPedido', kind: 'enum', enum: StatusPedido, label: 'pedidos.fields.StatusPedido', width: 180 },
    { field: 'TpPedidoDeVenda', kind: 'enum', enum: TpPedidoDeVenda, label: 'pedidos.fields.TpPedidoDeVenda', width: 130 },
    { field: 'DtEmissao', kind: 'date', label: 'pedidos.fields.DtEmissao', sortable: true, width: 100 },
    { field: 'DtEntrega', kind: 'date', label: 'pedidos.fields.DtEntrega', sortable: true, width: 100 },
    { field: 'VlFrete', kind: 'money', label: 'pedidos.fields.VlFrete', sum: true, width: 110 },
    { field: 'VlPesoBruto', kind: 'weight', label: 'pedidos.fields.VlPesoBruto', sum: true, width: 120 },
    { field: 'NmFase', kind: 'text', stored: true, label: 'pedidos.fields.NmFase', width: 120 },
    { field: 'UsuarioAbertura', kind: 'text', label: 'pedidos.fields.UsuarioAbertura', width: 150 },
    { field: 'IdLoteSeparacao', kind: 'link', label: 'pedidos.fields.IdLoteSeparacao', route: 'conferencia_lote', params: { lote: 'IdLoteSeparacao' }, width: 90 },
    { field: 'StatusLoteSeparacao', kind: 'enum', enum: StatusLote, label: 'pedidos.fields.StatusLoteSeparacao', width: 140 },
    { field: 'StatusSeparacaoPedido', kind: 'enum', enum: StatusSeparacaoPedido, label: 'pedidos.fields.StatusSeparacaoPedido', width: 140 },
    { field: 'RotaID', kind: 'code', label: 'pedidos.fields.RotaID', width: 80 },
    { field: 'StatusRoteiro', kind: 'enum', enum: StatusRoteiro, label: 'pedidos.fields.StatusRoteiro', width: 160 },
    { field: 'Transportador', kind: 'text', label: 'pedidos.fields.Transportador', width: 160 },
    { field: 'NmLogradouro', kind: 'text', label: 'pedidos.fields.NmLogradouro', width: 180 },
  ],
  filters: [
    numberFilter,
    clientFilter,
    { field: 'NrDocumento', kind: 'document', label: 'pedidos.fields.NrDocumento' },
    statusFilter,
    { field: 'TpPedidoDeVenda', kind: 'enum', enum: TpPedidoDeVenda, label: 'pedidos.fields.TpPedidoDeVenda' },
    emissionFilter,
    deliveryFilter,
    {
      field: 'IdWorkFlowItemFase',
      kind: 'lookup',
      label: 'pedidos.fields.NmFase',
      source: '/workFlow/getFasesPorWorkFlow',
      searchParam: 'label',
      labelField: 'label',
      valueField: 'id',
      stored: true,
    },
  ],
  defaultSort: { field: 'DtEmissao', direction: PEDIDO_LIST.defaultOrder.DtEmissao },
  // Orders: every type but the quotes (pre-orders, TpPedidoDeVenda O), which have their own list (/orcamentos) and
  // show here only when the type filter asks for them.
  defaultFilters: { TpPedidoDeVenda: ORDER_TYPES },
  // A row opens the order's screen (its header and items, read-only once it is an order).
  rowLink: { route: 'orcamento_detalhes', params: { id: 'CodPedido' } },
  rowId: 'CodPedido',
  favorites: false,
});

/** A row of GET /api/pedido_vendas (the table itself; the domain's PEDIDO_VENDA_LIST): what the compact list shows. */
export type PedidoCompactRow = ContractRow<typeof PEDIDO_VENDA_LIST>;

/** /pedidosv1: the compact list (number, client, status, total, dates) over /pedido_vendas. */
export const pedidosCompactList = defineContractList(PEDIDO_VENDA_LIST, {
  id: 'pedidosv1',
  columns: [
    { field: 'CodPedido', kind: 'code', label: 'pedidos.fields.CodPedido', sortable: true, width: 90 },
    { field: 'Cliente', kind: 'text', label: 'pedidos.fields.Cliente', sortable: true, width: 220 },
    { field: 'StatusPedido', kind: 'enum', enum: StatusPedido, label: 'pedidos.fields.StatusPedido', width: 180 },
    { field: 'VlTotal', kind: 'money', label: 'pedidos.fields.VlTotal', sortable: true, sum: true, width: 120 },
    { field: 'DtEmissao', kind: 'date', label: 'pedidos.fields.DtEmissao', sortable: true, width: 100 },
    { field: 'DtEntrega', kind: 'date', label: 'pedidos.fields.DtEntrega', sortable: true, width: 100 },
  ],
  filters: [numberFilter, clientFilter, statusFilter, emissionFilter],
  defaultSort: { field: 'DtEmissao', direction: PEDIDO_VENDA_LIST.defaultOrder.DtEmissao },
  rowLink: { route: 'orcamento_detalhes', params: { id: 'CodPedido' } },
  rowId: 'CodPedido',
  favorites: false,
});
