/** Os contratos das listas do PCP (common/contract.ts): previsões de venda, análises MRP, resultados, ordens, compras e anexos. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /previsao_de_vendas: a previsão de venda com o nome e a data de criação. */
export interface PrevisaoDeVendaRow {
  Id: number;
  NmPrevisaoDeVenda: string;
  DtCriacao: string;
}

/** As previsões de venda (/previsao/venda), as mais novas primeiro. */
export const PREVISAO_DE_VENDA_LIST = defineContract<PrevisaoDeVendaRow>()({
  path: '/previsao_de_vendas',
  defaultOrder: { DtCriacao: 'desc' },
  fields: {
    Id: { filter: 'exact', order: true },
    NmPrevisaoDeVenda: { filter: 'partial', order: true },
    DtCriacao: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /previsao_de_venda_items: o item da previsão com o código e o nome do produto. */
export interface PrevisaoDeVendaItemRow {
  Id: number;
  IdPrevisaoDeVenda: number;
  produto: number;
  CdChamada: string;
  NmProduto: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  Quantidade: string;
  DtPrevisaoDeVenda: string;
}

/** Os itens de uma previsão (`?IdPrevisaoDeVenda=`), por data e código. */
export const PREVISAO_DE_VENDA_ITEM_LIST = defineContract<PrevisaoDeVendaItemRow>()({
  path: '/previsao_de_venda_items',
  defaultOrder: { DtPrevisaoDeVenda: 'asc', CdChamada: 'asc' },
  fields: {
    Id: { filter: 'exact', order: true },
    IdPrevisaoDeVenda: { filter: 'exact', order: true },
    produto: { filter: 'exact' },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    Quantidade: { filter: 'range', order: true },
    DtPrevisaoDeVenda: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /compras_by_previsao_venda: o que a previsão pede comprar, por todos os níveis das fichas técnicas. */
export interface CompraPorPrevisaoRow {
  /** `previsão-produto`. */
  id: string;
  IdPrevisaoDeVenda: number;
  NmPrevisaoDeVenda: string;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  QtNecessaria: string;
  QtEstoque: string;
  QtComprasAbertas: string;
  DtPrimeiraNecessidade: string;
}

/** O que uma previsão pede comprar (`?IdPrevisaoDeVenda=`). */
export const COMPRA_POR_PREVISAO_LIST = defineContract<CompraPorPrevisaoRow>()({
  path: '/compras_by_previsao_venda',
  defaultOrder: { CdProduto: 'asc' },
  fields: {
    id: { order: true },
    IdPrevisaoDeVenda: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    QtNecessaria: { filter: 'range', order: true },
    DtPrimeiraNecessidade: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /analises: a análise MRP com os parâmetros e o último cálculo. */
export interface AnaliseRow {
  IdAnalise: number;
  NmAnalise: string;
  DtCriacao: string;
  /** StStatusAnalise. */
  StStatus: string;
  DtInicio: string;
  /** TpPeriodo. */
  TpPeriodo: string;
  NrHorizonteDias: number;
  PcProbabilidadeOrcamento: string;
  DtCalculo: string | null;
  IdJob: number | null;
  IdUsuario: number | null;
}

/** As análises MRP (/mrp), as mais novas primeiro. */
export const ANALISE_LIST = defineContract<AnaliseRow>()({
  path: '/analises',
  defaultOrder: { DtCriacao: 'desc' },
  fields: {
    IdAnalise: { filter: 'exact', order: true },
    NmAnalise: { filter: 'partial', order: true },
    DtCriacao: { filter: 'date', order: true },
    StStatus: { filter: 'exact', order: true },
    TpPeriodo: { filter: 'exact' },
    DtCalculo: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /analises/summary: a análise com os resultados e as ordens contados. */
export interface AnaliseResumoRow {
  IdAnalise: number;
  NmAnalise: string;
  DtCriacao: string;
  StStatus: string;
  DtCalculo: string | null;
  NrProdutos: number;
  NrAProduzir: number;
  NrAComprar: number;
  NrAtrasados: number;
  NrOrdens: number;
  NrOrdensAbertas: number;
  NrCompras: number;
}

/** O resumo das análises (/mrp, segunda vista). */
export const ANALISE_RESUMO_LIST = defineContract<AnaliseResumoRow>()({
  path: '/analises/summary',
  defaultOrder: { DtCriacao: 'desc' },
  fields: {
    IdAnalise: { filter: 'exact', order: true },
    NmAnalise: { filter: 'partial', order: true },
    DtCriacao: { filter: 'date', order: true },
    StStatus: { filter: 'exact', order: true },
    NrProdutos: { order: true },
    NrAProduzir: { order: true },
    NrAComprar: { order: true },
    NrAtrasados: { order: true },
    NrOrdensAbertas: { order: true },
  },
});

/** Um componente da lista de materiais de um resultado. */
export interface AnaliseDadoComponente {
  IdProduto: number;
  CdChamada: string;
  QtProdutoComponente: string;
  PcPerda: string;
}

/** Uma linha de resultado de uma análise (GET /analise_dados_produtos, _materia_primas, _subprodutos). */
export interface AnaliseDadoRow {
  IdAnaliseDado: number;
  IdAnalise: number;
  IdProduto: number;
  /** TpAnaliseDado: P produto acabado, M matéria-prima, S subproduto. */
  TpAnaliseDado: string;
  NrNivel: number;
  produto: unknown;
  CdChamada: string;
  NmProduto: string;
  NmFamiliaProduto: string | null;
  NmGrupoProduto: string | null;
  TpProdutoPcp: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  NrSaldoEmEstoque: string;
  NrOPs: string;
  NrEstoqueFuturo: string;
  NrDemandaVendas: string;
  NrPropostas: string;
  NrPedidosVenda: string;
  NrPrevisaoVendas: string;
  NrDemandaTotal: string;
  NrTotalAtender: string;
  NrQtdeMin: string;
  NrQtdeMax: string;
  NrResultado: string;
  NrRealizado: string | null;
  QtProducaoImediata: string;
  QtProducaoFutura: string;
  ListaProduto: AnaliseDadoComponente[] | null;
  NrPedidosCompra: string;
  NrAnalisesDeCompra: string;
  NrCotacoes: string;
  NrDemandaProdPai: string;
  StAtrasado: boolean;
  DtNecessidade: string | null;
  DtLiberacao: string | null;
}

/** As três listas de resultados leem a mesma visão (um TpAnaliseDado cada): os mesmos filtros e a mesma ordem. */
const analiseDado = {
  defaultOrder: { NrNivel: 'asc', CdChamada: 'asc' },
  fields: {
    IdAnaliseDado: { filter: 'exact', order: true },
    IdAnalise: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact' },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    NmFamiliaProduto: { filter: 'partial', order: true },
    NmGrupoProduto: { filter: 'partial', order: true },
    TpProdutoPcp: { filter: 'exact' },
    NrNivel: { filter: 'exact', order: true },
    NrSaldoEmEstoque: { filter: 'range', order: true },
    NrDemandaTotal: { filter: 'range', order: true },
    NrTotalAtender: { filter: 'range', order: true },
    NrResultado: { filter: 'range', order: true },
    NrRealizado: { filter: 'range', order: true },
    QtProducaoImediata: { filter: 'range', order: true },
    StAtrasado: { filter: 'boolean' },
    DtNecessidade: { filter: 'date', order: true },
  },
} as const;

/** Os produtos acabados de uma análise (`?IdAnalise=`). */
export const ANALISE_DADO_PRODUTO_LIST = defineContract<AnaliseDadoRow>()({ path: '/analise_dados_produtos', ...analiseDado });
/** As matérias-primas de uma análise. */
export const ANALISE_DADO_MATERIA_PRIMA_LIST = defineContract<AnaliseDadoRow>()({ path: '/analise_dados_materia_primas', ...analiseDado });
/** Os subprodutos de uma análise. */
export const ANALISE_DADO_SUBPRODUTO_LIST = defineContract<AnaliseDadoRow>()({ path: '/analise_dados_subprodutos', ...analiseDado });

/** Uma linha de GET /ordem_producao_pcp: a ordem de produção com o produto, o setor, as quantidades e o lote. */
export interface OrdemProducaoRow {
  IdOrdemProducao: number;
  IdAnalise: number | null;
  /** TpOrigemOrdem. */
  TpOrigem: string;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  IdSetor: number | null;
  NmSetor: string | null;
  QtSolicitada: string;
  QtAtendida: string;
  QtSaldo: string;
  /** StOrdemProducao. */
  StOrdem: string;
  DtCriacao: string;
  DtInicio: string | null;
  DtEntrega: string;
  DtFinalizacao: string | null;
  IdLote: number | null;
  CdLote: string | null;
}

/** As ordens de produção (`?IdAnalise=`), pela entrega. */
export const ORDEM_PRODUCAO_LIST = defineContract<OrdemProducaoRow>()({
  path: '/ordem_producao_pcp',
  defaultOrder: { DtEntrega: 'asc' },
  fields: {
    IdOrdemProducao: { filter: 'exact', order: true },
    IdAnalise: { filter: 'exact', order: true },
    TpOrigem: { filter: 'exact' },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    StOrdem: { filter: 'exact', order: true },
    DtEntrega: { filter: 'date', order: true },
    DtCriacao: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /ordem_producao_pcp/sum: as ordens somadas por análise, setor e produto, com o estoque. */
export interface OrdemProducaoResumoRow {
  /** `análise-setor-produto`. */
  id: string;
  IdAnalise: number | null;
  IdSetor: number | null;
  NmSetor: string | null;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  QtSolicitada: string;
  QtAtendida: string;
  QtSaldo: string;
  QtEstoque: string;
  QtTotal: string;
  MinimoEstoque: string;
}

/** As ordens de produção somadas (`?IdAnalise=`). */
export const ORDEM_PRODUCAO_RESUMO_LIST = defineContract<OrdemProducaoResumoRow>()({
  path: '/ordem_producao_pcp/sum',
  defaultOrder: { CdProduto: 'asc' },
  fields: {
    id: { order: true },
    IdAnalise: { filter: 'exact', order: true },
    IdSetor: { filter: 'exact' },
    NmSetor: { filter: 'partial', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    QtSaldo: { filter: 'range', order: true },
  },
});

/** Uma linha de GET /compras: a compra sugerida de um item comprado. */
export interface CompraRow {
  IdCompra: number;
  IdAnalise: number | null;
  IdProduto: number;
  CdProduto: string;
  NmProduto: string;
  TpUnidade: string | null;
  QtCompra: string;
  /** StCompra. */
  StCompra: string;
  DtCriacao: string;
  DtLiberacao: string | null;
  DtNecessidade: string;
}

/** As compras sugeridas pelas análises (`?IdAnalise=`), pela necessidade. */
export const COMPRA_LIST = defineContract<CompraRow>()({
  path: '/compras',
  defaultOrder: { DtNecessidade: 'asc' },
  fields: {
    IdCompra: { filter: 'exact', order: true },
    IdAnalise: { filter: 'exact', order: true },
    IdProduto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    StCompra: { filter: 'exact', order: true },
    DtNecessidade: { filter: 'date', order: true },
  },
});

/** Uma linha de GET /mrp_anexos: o anexo de uma análise, com o produto a que se refere. */
export interface MrpAnexoRow {
  Id: number;
  analise: number;
  NmAnalise: string;
  NmArquivo: string;
  produto: number | null;
  CdProduto: string | null;
  NmProduto: string | null;
  DsArquivo: string;
  DtCriacao: string;
}

/** Os anexos das análises (/mrp/anexo), os mais novos primeiro. */
export const MRP_ANEXO_LIST = defineContract<MrpAnexoRow>()({
  path: '/mrp_anexos',
  defaultOrder: { DtCriacao: 'desc' },
  fields: {
    Id: { filter: 'exact', order: true },
    analise: { filter: 'exact', order: true },
    NmAnalise: { filter: 'partial', order: true },
    NmArquivo: { filter: 'partial', order: true },
    produto: { filter: 'exact' },
    CdProduto: { filter: ['exact', 'start'], order: true },
    DtCriacao: { filter: 'date', order: true },
  },
});
