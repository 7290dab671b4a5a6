import { PEDIDO_LIST, StatusLote, StatusPedido, StatusRoteiro, StatusSeparacaoPedido, TpPedidoDeVenda } from '@backoffice/domain';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { matchesText } from '../../platform/db/search.ts';
import { people } from '../pessoas/index.ts';
import { pedidoVenda } from './vendas.table.ts';
import { vwPedidos } from './pedidos.table.ts';

/**
 * Orders of the clients whose name (as it is now) contains the value: the clients first (trigram index on
 * people), then their orders by id (pedido_venda_cliente_idx). docs/performance.md.
 */
export const ordersOfClientsNamed = (clientColumn: SQLWrapper, value: string) =>
  value.trim() === '' ? sql`true` : sql`${clientColumn} in (select ${people.id} from ${people} where ${matchesText(people.searchName, value)})`;

/**
 * The order list screen (/pedidos): every column of the spec's sales order list view (vw_pedidos), the same
 * filters as `/pedido_vendas` plus the phase, and its CSV. `/pedido_vendas` stays the table itself (its
 * writes need it). Page and count cost what the table's list costs: the view projects it (`projects`).
 */
export const vwPedidosResource = defineResource({
  type: 'Pedido',
  path: PEDIDO_LIST.path,
  source: vwPedidos,
  projects: pedidoVenda,
  id: 'CodPedido',
  tenant: 'CdEmpresa',
  permission: 'pedido_vendas',
  operations: ['list', 'item'],
  csv: PEDIDO_LIST.csv,
  // Filters and sorting are the contract's (the web's screen is declared against it too).
  fields: contractFields(PEDIDO_LIST, vwPedidos, {
    Cliente: { search: 'ClienteBusca' },
    StatusPedido: { enum: StatusPedido },
    NrDocumento: { mask: 'document' },
    StatusLoteSeparacao: { enum: StatusLote },
    StatusRoteiro: { enum: StatusRoteiro },
    TpPedidoDeVenda: { enum: TpPedidoDeVenda },
    StatusSeparacaoPedido: { enum: StatusSeparacaoPedido },
  }),
  customFilters: {
    NmCliente: { type: 'string', apply: (value) => ordersOfClientsNamed(vwPedidos.IdCliente, value) },
  },
  defaultOrder: PEDIDO_LIST.defaultOrder,
});
