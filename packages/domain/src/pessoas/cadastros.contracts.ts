/** Os contratos das listas dos cadastros pequenos da empresa: setores e categorias de despesa. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /setors: um setor da empresa. */
export interface SetorRow {
  IdSetor: number;
  company: number;
  NmSetor: string;
}

/** Os setores (/setors). */
export const SETOR_LIST = defineContract<SetorRow>()({
  path: '/setors',
  defaultOrder: { NmSetor: 'asc' },
  fields: {
    IdSetor: { filter: 'exact', order: true },
    NmSetor: { filter: 'partial', order: true },
  },
});

/** Uma linha de GET /categorias: uma categoria de despesa (o contexto é sempre 'expense'). */
export interface CategoriaRow {
  id: number;
  company: number;
  nome: string;
  /** O nome de um ícone do catálogo do menu ('coin'), ou nenhum. */
  icone: string | null;
  context: string;
}

/** As categorias de despesa (/categories), lidas em GET /categorias como a especificação as nomeia. */
export const CATEGORIA_LIST = defineContract<CategoriaRow>()({
  path: '/categorias',
  defaultOrder: { nome: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    nome: { filter: 'partial', order: true },
    context: { filter: 'exact' },
  },
});
