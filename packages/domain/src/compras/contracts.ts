/** Os contratos das listas das compras (common/contract.ts): cotações, pedidos de compra e os seus itens. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /cotacoes_compra: a cotação com quantos itens e fornecedores tem. */
export interface CotacaoCompraRow {
  IdCotacaoCompra: number;
  NmCotacao: string;
  StCotacao: string;
  IdAnalise: number | null;
  DtCriacao: string;
  DsObservacao: string | null;
  NrItens: number;
  NrFornecedores: number;
}

/** As cotações de compra, as mais novas primeiro. */
export const COTACAO_COMPRA_LIST = defineContract<CotacaoCompraRow>()({
  path: '/cotacoes_compra',
  csv: 'cotacoes-compra',
  defaultOrder: { DtCriacao: 'desc' },
  fields: {
    IdCotacaoCompra: { filter: 'exact', order: true },
    NmCotacao: { filter: 'partial', order: true },
    StCotacao: { filter: 'exact', order: true },
    IdAnalise: { filter: 'exact', order: true },
    DtCriacao: { filter: 'date', order: true },
    NrItens: { order: true },
    NrFornecedores: { order: true },
  },
});

/** Uma linha de GET /pedidos_compra: o pedido de compra com o fornecedor, o status e o total. */
export interface PedidoCompraRow {
  IdPedidoCompra: number;
  NrPedido: number;
  IdFornecedor: number;
  NmFornecedor: string | null;
  StPedido: string;
  DtEmissao: string;
  DtPrevista: string | null;
  IdPrazo: number | null;
  DsPrazoPagamento: string | null;
  IdFormaPagamento: number | null;
  DsObservacao: string | null;
  VlTotal: string;
  IdCotacaoCompra: number | null;
  DtEnvio: string | null;
  version: number;
}

/** Os pedidos de compra, os mais novos primeiro. */
export const PEDIDO_COMPRA_LIST = defineContract<PedidoCompraRow>()({
  path: '/pedidos_compra',
  csv: 'pedidos-compra',
  defaultOrder: { NrPedido: 'desc' },
  fields: {
    IdPedidoCompra: { filter: 'exact', order: true },
    NrPedido: { filter: 'exact', order: true },
    IdFornecedor: { filter: 'exact' },
    NmFornecedor: { filter: 'partial', order: true },
    StPedido: { filter: 'exact', order: true },
    DtEmissao: { filter: 'date', order: true },
    DtPrevista: { filter: 'date', order: true },
    VlTotal: { filter: 'range', order: true },
    IdCotacaoCompra: { filter: 'exact' },
  },
});

/** Uma linha de GET /pedido_compra_items: o item com o produto, as duas unidades, o recebido e o saldo. */
export interface PedidoCompraItemRow {
  IdPedidoCompraItem: number;
  IdPedidoCompra: number;
  NrPosicao: number;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  IdTipoMedida: number | null;
  CdSiglaFornecedor: string | null;
  TpUnidadeFornecedor: string | null;
  VlFatorConversao: string;
  QtFornecedor: string;
  QtPedida: string;
  QtRecebida: string;
  QtSaldo: string;
  VlUnitario: string;
  VlTotal: string;
  DtPrevista: string;
  DsObservacao: string | null;
  IdCompra: number | null;
}

/** Os itens de um pedido de compra (`?IdPedidoCompra=`), na ordem do pedido. */
export const PEDIDO_COMPRA_ITEM_LIST = defineContract<PedidoCompraItemRow>()({
  path: '/pedido_compra_items',
  defaultOrder: { NrPosicao: 'asc' },
  fields: {
    IdPedidoCompraItem: { filter: 'exact', order: true },
    IdPedidoCompra: { filter: 'exact', order: true },
    NrPosicao: { order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    DtPrevista: { filter: 'date', order: true },
    QtSaldo: { filter: 'range', order: true },
  },
});
