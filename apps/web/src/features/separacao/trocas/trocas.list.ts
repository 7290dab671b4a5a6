import { defineList } from '@/platform/list';

/** A row of GET /api/log-troca-lote: the spec's swapped-lot log, with the nested order, product and lots. */
export interface TrocaRow {
  '@id': string;
  Id: number;
  IdPedidoVenda: number;
  pedidoDeVenda: { CodPedido: number; CdChamada: string };
  produto: { IdProduto: number; CdChamada: string | null; NmProduto: string };
  produtoLoteOrigem: { IdLote: number; CdLote: string; DtValidade: string } | null;
  produtoLoteDestino: { IdLote: number; CdLote: string; DtValidade: string };
  QuantidadeMovida: string;
  TpUnidade: string | null;
  CdSigla: string | null;
  DataMovimentacao: string;
  NmUsuario: string | null;
}

/** /pedidos/lotes-trocados: every lot swap, newest first, with its date range (DataMovimentacao) and CSV. */
export const trocasList = defineList<TrocaRow>({
  id: 'lotes-trocados',
  resource: '/log-troca-lote',
  csv: '/log-troca-lote.csv',
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
