/** O contrato da lista de produtos (common/contract.ts): a linha, os filtros e a ordenação. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /produtos/lista: o produto com os nomes da unidade, da família e do grupo e o estoque. */
export interface ProdutoListaRow {
  IdProduto: number;
  CdChamada: string;
  CdEan: string | null;
  NmProduto: string;
  NmCurto: string | null;
  ImConteudo: string | null;
  TpProduto: string;
  TpProdutoPcp: string | null;
  IdTipoMedida: number | null;
  CdSigla: string | null;
  TpUnidade: string | null;
  IdFamiliaProduto: number | null;
  familia: { IdFamiliaProduto: number; NmFamiliaProduto: string } | null;
  NmFamiliaProduto: string | null;
  IdGrupoProduto: number | null;
  grupo: { IdGrupoProduto: number; NmGrupoProduto: string } | null;
  NmGrupoProduto: string | null;
  /** Em estoque, somados todos os setores e lotes. */
  QtEstoque: string;
  CdNcm: string | null;
  /** Só para quem forma preços (a chave `markup`); os outros não recebem o campo. */
  VlPrecoCusto?: string;
  StAtivo: boolean;
}

/** A lista de produtos (/produtos/list) e o seu CSV. */
export const PRODUTO_LIST = defineContract<ProdutoListaRow>()({
  path: '/produtos/lista',
  csv: '/produtos/lista.csv',
  defaultOrder: { NmProduto: 'asc' },
  fields: {
    IdProduto: { filter: 'exact', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    CdEan: { filter: 'exact' },
    NmProduto: { filter: 'partial', order: true },
    NmCurto: { filter: 'partial', order: true },
    TpProduto: { order: true },
    TpProdutoPcp: { filter: 'exact', order: true },
    IdTipoMedida: { filter: 'exact' },
    IdFamiliaProduto: { filter: 'exact' },
    IdGrupoProduto: { filter: 'exact' },
    CdNcm: { filter: 'start' },
    VlPrecoCusto: { filter: 'range', order: true },
    StAtivo: { filter: 'boolean' },
    CdSigla: { filter: 'exact' },
    TpUnidade: { filter: 'exact' },
    NmFamiliaProduto: { order: true },
    NmGrupoProduto: { order: true },
    QtEstoque: { filter: 'range', order: true },
  },
  /** O tipo (um ou vários, sem diferenciar maiúsculas), as colunas extras (`coluna[<id>]=`) e as etiquetas. */
  customFilters: ['TpProduto', 'coluna', 'tags'],
});
