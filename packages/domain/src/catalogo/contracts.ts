/** Os contratos das listas do catálogo (common/contract.ts): a linha, os filtros e a ordenação de cada uma. */
import { defineContract } from '../common/contract.ts';
import type { TpColuna } from '../admin/admin.enums.ts';
import type { TpEntidadeTag, TpResultadoFormula } from './tags-formulas.schema.ts';
import type { TpUnidade } from './units.ts';

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
  /** O tipo (um ou vários, sem diferenciar maiúsculas), a busca dos seletores (`input`), as colunas extras (`coluna[<id>]=`) e as etiquetas. */
  customFilters: ['TpProduto', 'input', 'coluna', 'tags'],
});

/** Uma linha de GET /colunas_perfil (e de /colunas): uma coluna personalizada da empresa. */
export interface ColunaRow {
  Id: number;
  NmColuna: string;
  TpColuna: TpColuna;
  /** O valor de um registro sem valor; cabe no tipo. */
  ValorDefault: string | null;
  /** A pasta em que os arquivos da coluna ficam, como o usuário a chama. */
  ArquivoDiretorio: string | null;
  /** NmEntidadeOrigem: Produto, Cliente. */
  NmEntidadeOrigem: string;
}

/** As colunas da empresa (/colunas/create; `?NmEntidadeOrigem=Produto` as de uma entidade). */
export const COLUNA_LIST = defineContract<ColunaRow>()({
  path: '/colunas_perfil',
  defaultOrder: { NmColuna: 'asc' },
  fields: {
    Id: { filter: 'exact', order: true },
    NmColuna: { filter: 'partial', order: true },
    TpColuna: { filter: 'exact', order: true },
    NmEntidadeOrigem: { filter: 'exact', order: true },
  },
});

/** Uma linha de GET /formulas: a fórmula de item, a expressão e o que ela dá. */
export interface FormulaRow {
  IdFormula: number;
  NmFormula: string;
  DsExpressao: string;
  TpResultado: TpResultadoFormula;
  DsFormula: string | null;
  StAtivo: boolean;
}

/** As fórmulas (/formulas/list). */
export const FORMULA_LIST = defineContract<FormulaRow>()({
  path: '/formulas',
  defaultOrder: { NmFormula: 'asc' },
  fields: {
    IdFormula: { filter: 'exact', order: true },
    NmFormula: { filter: 'partial', order: true },
    TpResultado: { filter: 'exact', order: true },
    StAtivo: { filter: 'boolean' },
  },
});

/** Uma linha de GET /tags: a etiqueta, a sua cor e os tipos de registro a que se aplica. */
export interface TagRow {
  IdTag: number;
  NmTag: string;
  /** '#RRGGBB', em maiúsculas. */
  CdCor: string;
  TpEntidades: TpEntidadeTag[];
}

/** As etiquetas (/tags). */
export const TAG_LIST = defineContract<TagRow>()({
  path: '/tags',
  defaultOrder: { NmTag: 'asc' },
  fields: {
    IdTag: { filter: 'exact', order: true },
    NmTag: { filter: 'partial', order: true },
    CdCor: { filter: 'exact' },
  },
  /** Os tipos de registro (`?TpEntidades=produto`, um ou vários): as etiquetas que se aplicam a algum deles. */
  customFilters: ['TpEntidades'],
});

/** Uma linha de GET /tipo_medidas: a unidade de medida (UN, KG, M, CX...) e se é fracionária. */
export interface TipoMedidaRow {
  IdTipoMedida: number;
  CdSigla: string;
  DsTipoMedida: string;
  TpUnidade: TpUnidade;
}

/** As unidades de medida (/tipo_medidas/list). */
export const TIPO_MEDIDA_LIST = defineContract<TipoMedidaRow>()({
  path: '/tipo_medidas',
  defaultOrder: { CdSigla: 'asc' },
  fields: {
    IdTipoMedida: { filter: 'exact', order: true },
    CdSigla: { filter: ['exact', 'start'], order: true },
    DsTipoMedida: { filter: 'partial', order: true },
    TpUnidade: { filter: 'exact', order: true },
  },
});

/** Uma linha de GET /familia_produtos: o código e o nome da família. */
export interface FamiliaProdutoRow {
  IdFamiliaProduto: number;
  CdChamada: string | null;
  NmFamiliaProduto: string;
}

/** As famílias de produtos (/familia_produtos/list). */
export const FAMILIA_PRODUTO_LIST = defineContract<FamiliaProdutoRow>()({
  path: '/familia_produtos',
  defaultOrder: { NmFamiliaProduto: 'asc' },
  fields: {
    IdFamiliaProduto: { filter: 'exact', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmFamiliaProduto: { filter: 'partial', order: true },
  },
});

/** Uma linha de GET /grupo_produtos: o código e o nome do grupo. */
export interface GrupoProdutoRow {
  IdGrupoProduto: number;
  CdChamada: string | null;
  NmGrupoProduto: string;
}

/** Os grupos de produtos (/grupo_produtos/list). */
export const GRUPO_PRODUTO_LIST = defineContract<GrupoProdutoRow>()({
  path: '/grupo_produtos',
  defaultOrder: { NmGrupoProduto: 'asc' },
  fields: {
    IdGrupoProduto: { filter: 'exact', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    NmGrupoProduto: { filter: 'partial', order: true },
  },
});

/** Uma linha de GET /mrp_estoques_setores: o estoque de um produto num setor (todos os lotes juntos). */
export interface EstoqueSetorRow {
  /** `produto-setor`. */
  id: string;
  IdProduto: number;
  NmProduto: string;
  CdChamada: string;
  IdSetor: number;
  NmSetor: string;
  QtEstoque: string;
  QtReservada: string;
}

/** O estoque por produto e setor, o que o MRP conta. */
export const ESTOQUE_SETOR_LIST = defineContract<EstoqueSetorRow>()({
  path: '/mrp_estoques_setores',
  defaultOrder: { NmProduto: 'asc', NmSetor: 'asc' },
  fields: {
    id: { order: true },
    IdProduto: { filter: 'exact', order: true },
    NmProduto: { filter: 'partial', order: true },
    CdChamada: { filter: ['exact', 'start'], order: true },
    IdSetor: { filter: 'exact' },
    NmSetor: { filter: ['exact', 'partial'], order: true },
    QtEstoque: { filter: 'range', order: true },
  },
});
