import { StatusPedido, TpPedidoDeVenda } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { defineResource } from '../../platform/resources/define.ts';
import { matchesText } from '../../platform/db/search.ts';
import { people } from '../pessoas/index.ts';
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
  customFilters: {
    /**
     * Orders of the clients whose name (as it is now) contains the value: the clients are found first
     * (600 people, trigram index), then their orders by id (pedido_venda_cliente_idx). Over all dates
     * this costs a millisecond where `Cliente` (the name copied on each order) reads thousands of
     * orders to check their names; `Cliente` stays the cheaper filter inside a period (the list
     * indexes end with its search copy). docs/performance.md.
     */
    NmCliente: {
      type: 'string',
      apply: (value) =>
        value.trim() === '' ? sql`true` : sql`${pedidoVenda.IdCliente} in (select ${people.id} from ${people} where ${matchesText(people.searchName, value)})`,
    },
  },
  defaultOrder: { DtEmissao: 'desc' },
});
