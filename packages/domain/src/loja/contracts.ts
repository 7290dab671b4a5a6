/** O contrato da tabela de preços da loja (common/contract.ts): a linha, os filtros e a ordenação. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /loja_produtos/lista: um produto ativo da empresa e o seu lugar na loja. */
export interface LojaProdutoRow {
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
  ImConteudo: string | null;
  CdSigla: string | null;
  IdFamiliaProduto: number | null;
  NmFamiliaProduto: string | null;
  IdGrupoProduto: number | null;
  NmGrupoProduto: string | null;
  /** Null enquanto o produto não tem linha na tabela de preços. */
  IdLojaProduto: number | null;
  VlPreco: string | null;
  StPublicado: boolean;
  DsLoja: string | null;
  VlPrecoSugerido: string | null;
}

/** A tabela de preços da loja (/loja_produtos). */
export const LOJA_PRODUTO_LIST = defineContract<LojaProdutoRow>()({
  path: '/loja_produtos/lista',
  defaultOrder: { NmProduto: 'asc' },
  fields: {
    IdProduto: { filter: 'exact', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmProduto: { filter: 'partial', order: true },
    IdFamiliaProduto: { filter: 'exact' },
    IdGrupoProduto: { filter: 'exact' },
    NmFamiliaProduto: { order: true },
    NmGrupoProduto: { order: true },
    StPublicado: { filter: 'boolean', order: true },
    VlPreco: { filter: 'range', order: true },
    VlPrecoSugerido: { order: true },
  },
});
