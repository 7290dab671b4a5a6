import { TROCA_LOTE_LIST } from '@backoffice/domain';
import { defineContractList, type ContractRow } from '@/platform/list';

/** A row of GET /api/log-troca-lote (the domain's TROCA_LOTE_LIST): the swap with the nested order, product and lots. */
export type TrocaRow = ContractRow<typeof TROCA_LOTE_LIST>;

/** /pedidos/lotes-trocados: every lot swap, newest first, with its date range (DataMovimentacao) and CSV. */
export const trocasList = defineContractList(TROCA_LOTE_LIST, {
  id: 'lotes-trocados',
  columns: [
    { field: 'Id', kind: 'code', label: 'separacao.trocas.fields.Id', sortable: true, width: 70 },
    { field: 'pedidoDeVenda.CdChamada', kind: 'link', label: 'separacao.trocas.fields.pedido', route: 'conferencia_pedido', params: { id: 'IdPedidoVenda' }, sortable: true, sortField: 'IdPedidoVenda', width: 90 },
    { field: 'produto.CdChamada', kind: 'code', label: 'separacao.trocas.fields.produto', sortable: true, sortField: 'CdProduto', width: 100 },
    { field: 'produto.NmProduto', kind: 'text', label: 'separacao.trocas.fields.nome', sortable: true, sortField: 'NmProduto', width: 240 },
    { field: 'produtoLoteOrigem.CdLote', kind: 'text', label: 'separacao.trocas.fields.origem', width: 130 },
    { field: 'produtoLoteDestino.CdLote', kind: 'text', label: 'separacao.trocas.fields.destino', width: 130 },
    { field: 'QuantidadeMovida', kind: 'quantity', unitTypeField: 'TpUnidade', label: 'separacao.trocas.fields.quantidade', sortable: true, width: 100 },
    { field: 'DataMovimentacao', kind: 'datetime', label: 'separacao.trocas.fields.data', sortable: true, width: 150 },
    { field: 'NmUsuario', kind: 'text', label: 'separacao.trocas.fields.usuario', width: 150 },
  ],
  filters: [
    { field: 'DataMovimentacao', kind: 'dateRange', label: 'separacao.trocas.fields.data' },
    { field: 'IdPedidoVenda', kind: 'digits', label: 'separacao.trocas.fields.pedido' },
    { field: 'NmProduto', kind: 'text', label: 'separacao.trocas.fields.nome' },
  ],
  defaultSort: { field: 'DataMovimentacao', direction: 'desc' },
  rowId: 'Id',
  favorites: false,
});
