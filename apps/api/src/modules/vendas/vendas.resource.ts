import { z } from 'zod';
import { optionalText, PEDIDO_VENDA_LIST, requiredObject, requiredText, StatusPedido, TpPedidoDeVenda } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { pedidoVenda, prazos } from './vendas.table.ts';
import { ordersOfClientsNamed } from './pedidos.resource.ts';

/**
 * Sales orders and quotes, read here (list, item, CSV); written only by the operations of
 * orcamentos.routes.ts (novo, atualiza, finalizar-orcamento, items...).
 */
export const pedidoVendasResource = defineResource({
  type: 'PedidoVenda',
  path: PEDIDO_VENDA_LIST.path,
  source: pedidoVenda,
  id: 'CodPedido',
  tenant: 'CdEmpresa',
  permission: 'pedido_vendas',
  operations: ['list', 'item'],
  csv: PEDIDO_VENDA_LIST.csv,
  version: 'version',
  fields: contractFields(PEDIDO_VENDA_LIST, pedidoVenda, {
    Cliente: { search: 'ClienteBusca' },
    NrDocumento: { mask: 'document' },
    StatusPedido: { enum: StatusPedido },
    TpPedidoDeVenda: { enum: TpPedidoDeVenda },
  }),
  customFilters: {
    /**
     * Orders of the clients whose name (as it is now) contains the value: the clients are found first
     * (600 people, trigram index), then their orders by id (pedido_venda_cliente_idx). Over all dates
     * this costs a millisecond where `Cliente` (the name copied on each order) reads thousands of
     * orders to check their names; `Cliente` stays the cheaper filter inside a period (the list
     * indexes end with its search copy). docs/performance.md.
     */
    NmCliente: { type: 'string', apply: (value) => ordersOfClientsNamed(pedidoVenda.IdCliente, value) },
  },
  defaultOrder: PEDIDO_VENDA_LIST.defaultOrder,
});

/** Open quotes (GET /orcamentos_abertos): quotes (TpPedidoDeVenda O) still open (StatusPedido A), newest first. */
export const orcamentosAbertosResource = defineResource({
  type: 'PedidoVenda',
  path: '/orcamentos_abertos',
  iriPath: '/pedido_vendas',
  source: pedidoVenda,
  id: 'CodPedido',
  tenant: 'CdEmpresa',
  scope: () => sql`${pedidoVenda.TpPedidoDeVenda} = 'O' and ${pedidoVenda.StatusPedido} = 'A'`,
  permission: 'pedido_vendas',
  operations: ['list'],
  fields: {
    CodPedido: { filter: 'exact', order: true },
    IdCliente: { filter: 'exact' },
    Cliente: { filter: 'partial', order: true, search: 'ClienteBusca' },
    DtEmissao: { filter: 'date', order: true },
    VlTotal: { filter: 'range', order: true },
  },
  defaultOrder: { DtEmissao: 'desc' },
});

/** Payment terms (prazos): installments in days ('30/60/90') and the payment method. */
export const prazosResource = defineResource({
  type: 'Prazo',
  path: '/prazos',
  source: prazos,
  id: 'IdPrazo',
  tenant: 'company',
  permission: { read: 'pedido_vendas', write: 'markup' },
  operations: ['list', 'item', 'create', 'update'],
  input: requiredObject({
    NmPrazo: requiredText(80),
    DsParcelas: z.string({ error: 'required' }).trim().regex(/^\d{1,3}(\/\d{1,3})*$/, { error: 'invalid_value' }),
    DsFormaPagamento: optionalText(60).nullable(),
    StAtivo: z.boolean().optional(),
  }),
  fields: {
    IdPrazo: { filter: 'exact', order: true },
    NmPrazo: { filter: 'partial', order: true },
    StAtivo: { filter: 'boolean' },
  },
  defaultOrder: { NmPrazo: 'asc' },
});
