import { IMPOSTO_NCM_LIST, IMPOSTO_PARAMETRO_LIST, IMPOSTO_UF_LIST, impostoNcmSchema, impostoParametroSchema, impostoUfSchema, TpDifal, TpReducaoBase } from '@backoffice/domain';
import { defineResource } from '../../platform/resources/define.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { impostosNcm, impostosParametros, impostosUf, pedidoVendaItemsTaxes } from './impostos.table.ts';

/** Rate tables the company edits (who may edit price formation edits them; who sells reads them). */
const PERMISSION = { read: 'pedido_vendas', write: 'impostos' };

export const impostosUfResource = defineResource({
  type: 'ImpostoUf',
  path: IMPOSTO_UF_LIST.path,
  source: impostosUf,
  id: 'IdImpostoUf',
  tenant: 'company',
  permission: PERMISSION,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: impostoUfSchema,
  fields: contractFields(IMPOSTO_UF_LIST, impostosUf, { PcIcmsInterno: {}, PcFcp: {}, TpDifal: { enum: TpDifal } }),
  defaultOrder: IMPOSTO_UF_LIST.defaultOrder,
});

export const impostosNcmResource = defineResource({
  type: 'ImpostoNcm',
  path: IMPOSTO_NCM_LIST.path,
  source: impostosNcm,
  id: 'IdImpostoNcm',
  tenant: 'company',
  permission: PERMISSION,
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: impostoNcmSchema,
  fields: contractFields(IMPOSTO_NCM_LIST, impostosNcm),
  defaultOrder: IMPOSTO_NCM_LIST.defaultOrder,
});

export const impostosParametrosResource = defineResource({
  type: 'ImpostoParametro',
  path: IMPOSTO_PARAMETRO_LIST.path,
  source: impostosParametros,
  id: 'IdImpostoParametro',
  tenant: 'company',
  permission: PERMISSION,
  operations: ['list', 'item', 'create', 'update'],
  input: impostoParametroSchema,
  fields: contractFields(IMPOSTO_PARAMETRO_LIST, impostosParametros, { Crt: {}, PcPis: {}, PcCofins: {}, TpReducaoBase: { enum: TpReducaoBase } }),
  defaultOrder: IMPOSTO_PARAMETRO_LIST.defaultOrder,
});

/** The stored taxes of the order items (GET /pedido_venda_items_taxes?CodPedido=). */
export const pedidoVendaItemsTaxesResource = defineResource({
  type: 'PedidoVendaItemTax',
  path: '/pedido_venda_items_taxes',
  source: pedidoVendaItemsTaxes,
  id: 'IdPedidoVendaItem',
  tenant: 'CdEmpresa',
  permission: 'pedido_vendas',
  operations: ['list', 'item'],
  fields: Object.fromEntries(
    Object.keys(pedidoVendaItemsTaxes)
      .filter((k) => /^[A-Z]/.test(k) && k !== 'CdEmpresa')
      .map((k) => [k, k === 'CodPedido' || k === 'IdPedidoVendaItem' ? { filter: 'exact' as const } : {}]),
  ),
  defaultOrder: { IdPedidoVendaItem: 'asc' },
});
