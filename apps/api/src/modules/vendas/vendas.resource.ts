import { StatusPedido, TpPedidoDeVenda } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { pedidoVenda } from './vendas.table.ts';

/**
 * Sales orders, read-only for now (list, item, CSV): the full sales area (novo, atualiza,
 * finalizar-orcamento...) adds its custom operations and services later.
 */
export const pedidoVendasResource = defineResource({
  type: 'PedidoVenda',
  path: '/pedido_vendas',
  source: pedidoVenda,
  id: 'CodPedido',
  tenant: 'CdEmpresa',
  permission: 'pedido_vendas',
  operations: ['list', 'item'],
  csv: '/pedido_vendas.csv',
  version: 'version',
  fields: {
    CodPedido: { filter: 'exact', order: true },
    CdEmpresa: {},
    IdCliente: { filter: 'exact' },
    Cliente: { filter: 'partial', order: true, search: 'ClienteBusca' },
    NrDocumento: { filter: 'digits', mask: 'document' },
    StatusPedido: { filter: 'exact', enum: StatusPedido },
    TpPedidoDeVenda: { filter: 'exact', enum: TpPedidoDeVenda },
    DtEmissao: { filter: 'date', order: true },
    DtEntrega: { filter: 'date', order: true },
    VlTotal: { filter: 'range', order: true },
    VlPesoBruto: { filter: 'range' },
  },
  defaultOrder: { DtEmissao: 'desc' },
});
