import { defineResource } from '../../platform/resources/define.ts';
import { pedidoVendaRecebimentos, vwPedidoParcelas } from './parcelas.table.ts';

/** The installments of the orders with what was received and their state today (A open, P paid, V late). */
export const pedidoParcelasResource = defineResource({
  type: 'PedidoVendaParcela',
  path: '/pedido_venda_parcelas',
  source: vwPedidoParcelas,
  id: 'IdParcela',
  tenant: 'CdEmpresa',
  permission: 'pedido_vendas',
  operations: ['list', 'item'],
  fields: {
    IdParcela: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact', order: true },
    NrParcela: { order: true },
    DtVencimento: { filter: 'date', order: true },
    VlParcela: { filter: 'range' },
    DsFormaPagamento: {},
    VlRecebido: {},
    VlAberto: {},
    DtUltimoRecebimento: {},
    StParcela: { filter: 'exact' },
  },
  defaultOrder: { NrParcela: 'asc' },
});

/** Receipts of the installments (written by POST /pedido_venda_recebimentos). */
export const pedidoRecebimentosResource = defineResource({
  type: 'PedidoVendaRecebimento',
  path: '/pedido_venda_recebimentos',
  source: pedidoVendaRecebimentos,
  id: 'IdRecebimento',
  tenant: 'CdEmpresa',
  permission: 'pedido_vendas',
  operations: ['list', 'item'],
  fields: {
    IdRecebimento: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact' },
    IdParcela: { filter: 'exact' },
    DtRecebimento: { filter: 'date', order: true },
    VlRecebido: {},
    DsFormaPagamento: {},
    TpOrigem: { filter: 'exact' },
    StRecebimento: { filter: 'exact' },
    DtEstorno: {},
    DsMotivoEstorno: {},
  },
  defaultOrder: { DtRecebimento: 'asc' },
});
