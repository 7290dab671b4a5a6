import { ITEM_SEPARACAO_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/itens_separacao (the domain's ITEM_SEPARACAO_LIST). */
export type PickingItemRow = ContractRow<typeof ITEM_SEPARACAO_LIST>;

/** The spec's "Picking items" of a lot or of an order (GET /api/itens_separacao); the page adds the lot or the order. */
export const pickingItemsList = defineContractList(ITEM_SEPARACAO_LIST, {
  id: 'itens-separacao',
  columns: [
    { field: 'CodPedido', kind: 'link', label: 'separacao.fields.CodPedido', route: 'conferencia_pedido', params: { id: 'CodPedido' }, sortable: true, width: 90 },
    { field: 'CdProduto', kind: 'code', label: 'separacao.fields.CdProduto', sortable: true, width: 100 },
    { field: 'NmProduto', kind: 'text', label: 'separacao.fields.NmProduto', sortable: true, width: 240 },
    { field: 'CdLotes', kind: 'text', label: 'separacao.fields.CdLotes', width: 160 },
    { field: 'QtPedida', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.fields.QtPedida', width: 90 },
    { field: 'QtSeparada', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.fields.QtSeparada', width: 90 },
    { field: 'Saldo', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.fields.Saldo', width: 90 },
    { field: 'Estoque', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.fields.Estoque', width: 100 },
    { field: 'CdSigla', kind: 'text', label: 'separacao.fields.CdSigla', width: 70 },
  ],
  filters: [{ field: 'NmProduto', kind: 'text', label: 'separacao.fields.NmProduto' }],
  defaultSort: { field: 'CdProduto', direction: 'asc' },
  pageSize: 50,
  rowId: 'IdPedidoVendaItem',
  favorites: false,
});
