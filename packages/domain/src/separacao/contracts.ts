/** Os contratos das listas da separação (common/contract.ts): a linha, os filtros e a ordenação de cada uma. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /lote-separacao: o lote de separação com o tamanho e o andamento. */
export interface LoteSeparacaoRow {
  IdLoteSeparacao: number;
  DsLote: string | null;
  TpAgrupamento: string;
  DtEntrega: string | null;
  StatusLoteSeparacao: string;
  DtCriacao: string;
  NmUsuario: string | null;
  NrPedidos: number;
  VlPesoBruto: string;
  QtPedida: string;
  QtSeparada: string;
  /** Conferido sobre pedido, em porcentagem (0 a 100). */
  PcConferido: string;
}

/** Os lotes de separação (/conferencia), os mais novos primeiro, e o seu CSV. */
export const LOTE_SEPARACAO_LIST = defineContract<LoteSeparacaoRow>()({
  path: '/lote-separacao',
  csv: '/lote-separacao.csv',
  defaultOrder: { DtCriacao: 'desc' },
  fields: {
    IdLoteSeparacao: { filter: 'exact', order: true },
    DsLote: { filter: 'partial', order: true },
    TpAgrupamento: { filter: 'exact' },
    DtEntrega: { filter: 'date', order: true },
    StatusLoteSeparacao: { filter: 'exact' },
    DtCriacao: { filter: 'date', order: true },
    NrPedidos: { filter: 'range', order: true },
    VlPesoBruto: { filter: 'range', order: true },
    PcConferido: { filter: 'range', order: true },
  },
});

/** Uma linha de GET /lote_separacao_pedidos: o pedido do lote com o cliente, os status, o peso, o andamento e as caixas. */
export interface LoteSeparacaoPedidoRow {
  IdLoteSeparacaoPedido: number;
  IdLoteSeparacao: number;
  StatusLoteSeparacao: string;
  CodPedido: number;
  Cliente: string | null;
  NrDocumento: string | null;
  StatusPedido: string;
  StatusSeparacaoPedido: string | null;
  UsuarioSeparacaoPedido: string | null;
  DtEntrega: string | null;
  VlPesoBruto: string;
  QtPedida: string;
  QtSeparada: string;
  /** As linhas de item do pedido no lote, e as conferidas por inteiro. */
  NrItens: number;
  NrItensConferidos: number;
  /** Conferido sobre pedido por linha, em porcento: linhas de unidades diferentes não se somam. */
  PcConferido: string;
  NrCaixas: number;
  DtInclusao: string;
}

/** Os pedidos de um lote (`?IdLoteSeparacao=`). */
export const LOTE_SEPARACAO_PEDIDO_LIST = defineContract<LoteSeparacaoPedidoRow>()({
  path: '/lote_separacao_pedidos',
  defaultOrder: { CodPedido: 'asc' },
  fields: {
    IdLoteSeparacao: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact', order: true },
    Cliente: { filter: 'partial', order: true },
    StatusPedido: { filter: 'exact' },
    StatusSeparacaoPedido: { filter: 'exact' },
    DtEntrega: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /lote_separacao_produtos: por lote, produto e lote de estoque, pela localização na prateleira. */
export interface LoteSeparacaoProdutoRow {
  /** `lote-produto-loteDeEstoque`. */
  id: string;
  IdLoteSeparacao: number;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  VlPesoBruto: string;
  QtPedida: string;
  IdLote: number | null;
  CdLote: string | null;
  DtValidadeLote: string | null;
  DsLocalizacao: string | null;
  QtSeparada: string;
  Saldo: string;
  /** O nome curto do produto, como as etiquetas da prateleira o imprimem. */
  DsComplementoItem: string | null;
  TpUnidade: string | null;
  CdSigla: string | null;
}

/** Os produtos de um lote de separação, na ordem em que o separador anda pelas prateleiras. */
export const LOTE_SEPARACAO_PRODUTO_LIST = defineContract<LoteSeparacaoProdutoRow>()({
  path: '/lote_separacao_produtos',
  defaultOrder: { DsLocalizacao: 'asc', CdProduto: 'asc', DtValidadeLote: 'asc' },
  fields: {
    IdLoteSeparacao: { filter: 'exact' },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    CdLote: { filter: 'exact', order: true },
    DsLocalizacao: { filter: 'start', order: true },
    DtValidadeLote: { order: true },
  },
});

/** Uma linha de GET /itens_separacao: o item do pedido com o pedido, o separado, o saldo e o estoque do produto. */
export interface ItemSeparacaoRow {
  IdPedidoVendaItem: number;
  IdLoteSeparacao: number;
  CodPedido: number;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  QtPedida: string;
  QtSeparada: string;
  Saldo: string;
  Estoque: string;
  /** Os lotes de estoque do item, pela validade, separados por vírgula. */
  CdLotes: string | null;
}

/** Os itens a separar de um lote ou de um pedido (`?IdLoteSeparacao=` ou `?CodPedido=`). */
export const ITEM_SEPARACAO_LIST = defineContract<ItemSeparacaoRow>()({
  path: '/itens_separacao',
  defaultOrder: { CdProduto: 'asc' },
  fields: {
    IdLoteSeparacao: { filter: 'exact', order: true },
    CodPedido: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
  },
});

/** Um lote de estoque de uma troca, como GET /log-troca-lote o aninha. */
export interface TrocaLoteRef {
  IdLote: number;
  CdLote: string;
  DtValidade: string;
}

/** Uma linha de GET /log-troca-lote: a troca com o pedido, o produto e os dois lotes aninhados, mais cópias planas. */
export interface TrocaLoteRow {
  Id: number;
  IdPedidoVenda: number;
  pedidoDeVenda: { CodPedido: number; CdChamada: string };
  IdProduto: number;
  produto: { IdProduto: number; CdChamada: string | null; NmProduto: string };
  CdProduto: string | null;
  NmProduto: string;
  produtoLoteOrigem: TrocaLoteRef | null;
  CdLoteOrigem: string | null;
  produtoLoteDestino: TrocaLoteRef;
  CdLoteDestino: string;
  QuantidadeMovida: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  DataMovimentacao: string;
  NmUsuario: string | null;
}

/** As trocas de lote (/pedidos/lotes-trocados), as mais novas primeiro, e o seu CSV. */
export const TROCA_LOTE_LIST = defineContract<TrocaLoteRow>()({
  path: '/log-troca-lote',
  csv: '/log-troca-lote.csv',
  defaultOrder: { DataMovimentacao: 'desc' },
  fields: {
    Id: { filter: 'exact', order: true },
    IdPedidoVenda: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    CdLoteOrigem: { filter: 'exact' },
    CdLoteDestino: { filter: 'exact' },
    QuantidadeMovida: { filter: 'range', order: true },
    DataMovimentacao: { filter: 'date', order: true },
  },
});
