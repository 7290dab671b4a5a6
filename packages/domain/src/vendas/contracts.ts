/**
 * Os contratos das listas de vendas (common/contract.ts): a linha que cada uma responde, o que cada campo aceita e
 * os filtros que não são campo. A API declara os recursos a partir deles e o web, as telas.
 */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /vw_pedidos: a visão da lista de pedidos da spec (§3). */
export interface PedidoRow {
  CodPedido: number;
  CdEmpresa: number;
  IdCliente: number | null;
  Cliente: string | null;
  NmSetor: string | null;
  StatusPedido: string;
  NrDocumento: string | null;
  IdLoteSeparacao: number | null;
  StatusLoteSeparacao: string | null;
  UsuarioAbertura: string | null;
  IdWorkFlowItemFase: number | null;
  NmFase: string | null;
  VlFrete: string;
  RotaID: number | null;
  StatusRoteiro: string | null;
  DtEmissao: string;
  DtEntrega: string | null;
  Transportador: string | null;
  VlPesoBruto: string;
  TpPedidoDeVenda: string;
  NmLogradouro: string | null;
  StatusSeparacaoPedido: string | null;
  VlTotal: string;
}

/** O que o cabeçalho do pedido filtra e ordena, na tabela (/pedido_vendas) e na visão da lista (/vw_pedidos). */
const orderHeaderFields = {
  CodPedido: { filter: 'exact', order: true },
  IdCliente: { filter: 'exact' },
  Cliente: { filter: 'partial', order: true },
  StatusPedido: { filter: 'exact' },
  NrDocumento: { filter: 'digits' },
  DtEmissao: { filter: 'date', order: true },
  DtEntrega: { filter: 'date', order: true },
  VlPesoBruto: { filter: 'range' },
  TpPedidoDeVenda: { filter: 'exact' },
  VlTotal: { filter: 'range', order: true },
} as const;

/** O nome atual do cliente (o `Cliente` é o nome copiado no pedido). */
const orderHeaderFilters = ['NmCliente'] as const;

/** A lista de pedidos (/pedidos): os filtros de /pedido_vendas mais a fase, e o CSV. */
export const PEDIDO_LIST = defineContract<PedidoRow>()({
  path: '/vw_pedidos',
  csv: '/vw_pedidos.csv',
  defaultOrder: { DtEmissao: 'desc' },
  fields: {
    ...orderHeaderFields,
    IdLoteSeparacao: { filter: 'exact' },
    IdWorkFlowItemFase: { filter: 'exact' },
    VlFrete: { filter: 'range' },
    RotaID: { filter: 'exact' },
  },
  customFilters: orderHeaderFilters,
});

/**
 * Uma linha de GET /pedido_vendas (a própria tabela): o cabeçalho do pedido, o que a lista compacta lê. A tabela
 * responde mais colunas (as do orçamento: operação, prazo, transportador...); estas são as da lista.
 */
export type PedidoVendaRow = Pick<
  PedidoRow,
  'CodPedido' | 'CdEmpresa' | 'IdCliente' | 'Cliente' | 'NrDocumento' | 'StatusPedido' | 'TpPedidoDeVenda' | 'NmSetor' | 'DtEmissao' | 'DtEntrega' | 'VlPesoBruto' | 'VlTotal' | 'VlFrete' | 'UsuarioAbertura'
> & {
  /** O contador da trava otimista. */
  version: number;
};

/** Os pedidos e orçamentos pela tabela (/pedidosv1, a lista compacta) e o seu CSV. */
export const PEDIDO_VENDA_LIST = defineContract<PedidoVendaRow>()({
  path: '/pedido_vendas',
  csv: '/pedido_vendas.csv',
  defaultOrder: { DtEmissao: 'desc' },
  fields: orderHeaderFields,
  customFilters: orderHeaderFilters,
});

/** Uma linha de GET /orcamentos (vw_orcamentos): um orçamento, ou o pedido que ele virou. */
export interface OrcamentoRow {
  CodPedido: number;
  CdEmpresa: number;
  IdCliente: number | null;
  Cliente: string | null;
  NrDocumento: string | null;
  IdRepresentante: number | null;
  Representante: string | null;
  StOrcamento: string;
  StatusPedido: string;
  TpPedidoDeVenda: string;
  DtEmissao: string;
  DtEntrega: string | null;
  DtFinalizacao: string | null;
  VlProdutos: string;
  VlDesconto: string;
  VlFrete: string;
  VlTotal: string;
  VlPesoBruto: string;
}

/** A lista de orçamentos (/orcamentos). */
export const ORCAMENTO_LIST = defineContract<OrcamentoRow>()({
  path: '/orcamentos',
  csv: '/orcamentos.csv',
  defaultOrder: { DtEmissao: 'desc' },
  fields: {
    CodPedido: { filter: 'exact', order: true },
    IdCliente: { filter: 'exact' },
    Cliente: { filter: 'partial', order: true },
    NrDocumento: { filter: 'digits' },
    IdRepresentante: { filter: 'exact' },
    Representante: { order: true },
    StOrcamento: { filter: 'exact' },
    DtEmissao: { filter: 'date', order: true },
    DtEntrega: { filter: 'date', order: true },
    DtFinalizacao: { filter: 'date', order: true },
    VlTotal: { filter: 'range', order: true },
  },
  customFilters: ['NmCliente'],
});

/** Uma linha de GET /view_markups: o markup com a soma dos percentuais, o índice e o que o usa. */
export interface MarkupRow {
  IdMarkup: number;
  NmMarkup: string;
  DsMarkup: string | null;
  PcTotal: string;
  VlIndice: string;
  QtProdutos: number;
  QtFamilias: number;
  QtUnidades: number;
  Unidades: string | null;
  StAtivo: boolean;
}

/** A lista de markups (/parametros). */
export const MARKUP_LIST = defineContract<MarkupRow>()({
  path: '/view_markups',
  defaultOrder: { NmMarkup: 'asc' },
  fields: {
    IdMarkup: { filter: 'exact', order: true },
    NmMarkup: { filter: 'partial', order: true },
    PcTotal: { filter: 'range', order: true },
    VlIndice: { order: true },
    StAtivo: { filter: 'boolean' },
  },
});

/** Uma linha de GET /impostos_ncm: a regra de impostos da empresa para um prefixo de NCM (e, se dita, uma UF e uma operação). */
export interface ImpostoNcmRow {
  IdImpostoNcm: number;
  DsRegra: string | null;
  CdNcm: string | null;
  IdUf: string | null;
  IdOperacao: number | null;
  /** I: só vendas internas, E: só interestaduais, null: as duas. */
  TpDestino: 'I' | 'E' | null;
  PcIcmsInterno: string | null;
  PcFcp: string | null;
  PcRedBc: string | null;
  StSt: boolean | null;
  PcMva: string | null;
  PcRedBcSt: string | null;
  PcIpi: string | null;
  StPisCofinsZero: boolean | null;
  PcRedBcPisCofins: string | null;
}

/** As regras de impostos por NCM (/impostos, aba NCM). */
export const IMPOSTO_NCM_LIST = defineContract<ImpostoNcmRow>()({
  path: '/impostos_ncm',
  defaultOrder: { CdNcm: 'asc' },
  fields: {
    IdImpostoNcm: { filter: 'exact', order: true },
    DsRegra: { filter: 'partial' },
    CdNcm: { filter: 'start', order: true },
    IdUf: { filter: 'exact', order: true },
    IdOperacao: { filter: 'exact' },
    TpDestino: { filter: 'exact' },
    StSt: { filter: 'boolean' },
    StPisCofinsZero: { filter: 'boolean' },
  },
});

/** Uma linha de GET /impostos_uf: as alíquotas internas de uma UF e o cálculo do DIFAL. */
export interface ImpostoUfRow {
  IdImpostoUf: number;
  IdUf: string;
  PcIcmsInterno: string;
  PcFcp: string;
  /** TpDifal: U base única, D base dupla, P por dentro. */
  TpDifal: string;
}

/** As alíquotas por UF (/impostos, aba UF), sem tela de lista: a página lê todas. */
export const IMPOSTO_UF_LIST = defineContract<ImpostoUfRow>()({
  path: '/impostos_uf',
  defaultOrder: { IdUf: 'asc' },
  fields: {
    IdImpostoUf: { filter: 'exact' },
    IdUf: { filter: 'exact', order: true },
    TpDifal: { filter: 'exact' },
  },
});

/** Uma linha de GET /impostos_parametros: o regime (CRT), PIS, COFINS e como a base reduzida se aplica. */
export interface ImpostoParametroRow {
  IdImpostoParametro: number;
  /** 1 Simples Nacional, 2 Simples acima do sublimite, 3 regime normal. */
  Crt: '1' | '2' | '3';
  PcPis: string;
  PcCofins: string;
  /** TpReducaoBase: B a alíquota da base reduzida, I o imposto da base inteira reduzido. */
  TpReducaoBase: 'B' | 'I';
}

/** Os parâmetros de impostos da empresa (uma linha por empresa). */
export const IMPOSTO_PARAMETRO_LIST = defineContract<ImpostoParametroRow>()({
  path: '/impostos_parametros',
  defaultOrder: { IdImpostoParametro: 'asc' },
  fields: {
    IdImpostoParametro: { filter: 'exact' },
  },
});

/** Uma linha de GET /comissao_taxas: o percentual de comissão de um representante (por família e faixa de desconto). */
export interface ComissaoTaxaRow {
  IdComissaoTaxa: number;
  company: number;
  /** O usuário representante. */
  IdRepresentante: number;
  /** Sem família: vale para todas. */
  IdFamiliaProduto: number | null;
  /** Até que desconto (%) a taxa vale; sem ele, qualquer desconto. */
  PcDescontoAte: string | null;
  PcComissao: string;
}

/** As taxas de comissão (/comissao/taxas), sem tela de lista: a página lê todas. */
export const COMISSAO_TAXA_LIST = defineContract<ComissaoTaxaRow>()({
  path: '/comissao_taxas',
  defaultOrder: { IdRepresentante: 'asc' },
  fields: {
    IdComissaoTaxa: { filter: 'exact' },
    IdRepresentante: { filter: 'exact', order: true },
    IdFamiliaProduto: { filter: 'exact' },
    PcDescontoAte: { order: true },
  },
});
