import { COTACAO_COMPRA_LIST, PEDIDO_COMPRA_ITEM_LIST, PEDIDO_COMPRA_LIST, StCotacaoCompra, StPedidoCompra } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { pedidoCompra } from './compras.table.ts';
import { vwCotacoesCompra, vwPedidoCompraItens } from './compras.views.ts';

/**
 * Purchasing's lists, read here (list, item, CSV); written only by the operations of cotacoes.routes.ts and
 * pedidos.routes.ts (their services keep numbers, totals and statuses).
 */
export const COMPRAS = 'compras';

export const cotacoesCompraResource = defineResource({
  type: 'CotacaoCompra',
  path: COTACAO_COMPRA_LIST.path,
  source: vwCotacoesCompra,
  id: 'IdCotacaoCompra',
  tenant: 'company',
  permission: COMPRAS,
  operations: ['list', 'item'],
  csv: COTACAO_COMPRA_LIST.csv,
  fields: contractFields(COTACAO_COMPRA_LIST, vwCotacoesCompra, { StCotacao: { enum: StCotacaoCompra } }),
  defaultOrder: COTACAO_COMPRA_LIST.defaultOrder,
});

export const pedidosCompraResource = defineResource({
  type: 'PedidoCompra',
  path: PEDIDO_COMPRA_LIST.path,
  source: pedidoCompra,
  id: 'IdPedidoCompra',
  tenant: 'company',
  permission: COMPRAS,
  operations: ['list', 'item'],
  csv: PEDIDO_COMPRA_LIST.csv,
  version: 'version',
  fields: contractFields(PEDIDO_COMPRA_LIST, pedidoCompra, { StPedido: { enum: StPedidoCompra } }),
  defaultOrder: PEDIDO_COMPRA_LIST.defaultOrder,
});

export const pedidoCompraItensResource = defineResource({
  type: 'PedidoCompraItem',
  path: PEDIDO_COMPRA_ITEM_LIST.path,
  source: vwPedidoCompraItens,
  id: 'IdPedidoCompraItem',
  tenant: 'company',
  permission: COMPRAS,
  operations: ['list', 'item'],
  fields: contractFields(PEDIDO_COMPRA_ITEM_LIST, vwPedidoCompraItens),
  defaultOrder: PEDIDO_COMPRA_ITEM_LIST.defaultOrder,
});
