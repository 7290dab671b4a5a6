/** Os contratos das listas do catálogo de acesso (módulos, rotas e ações): o que os perfis de acesso concedem. */
import { defineContract } from '../common/contract.ts';
import { defineEnum, type EnumValue } from '../common/enum.ts';

/** Um verbo que um perfil concede numa rota (acoes.acao). */
export const AcaoAcesso = defineEnum({
  read: { 'pt-BR': 'Ver', 'en-US': 'View', es: 'Ver', color: 'blue' },
  create: { 'pt-BR': 'Incluir', 'en-US': 'Create', es: 'Incluir', color: 'green' },
  update: { 'pt-BR': 'Alterar', 'en-US': 'Edit', es: 'Modificar', color: 'orange' },
  delete: { 'pt-BR': 'Excluir', 'en-US': 'Delete', es: 'Eliminar', color: 'red' },
});
export type AcaoAcesso = EnumValue<typeof AcaoAcesso>;

/** Uma linha de GET /modulos: um grupo de telas do catálogo de acesso e a sua ordem no menu. */
export interface ModuloRow {
  id: number;
  modulo: string;
  ordem: number;
}

/** Os módulos do catálogo de acesso (/config/modulos). */
export const MODULO_LIST = defineContract<ModuloRow>()({
  path: '/modulos',
  defaultOrder: { ordem: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    modulo: { filter: 'partial', order: true },
    ordem: { order: true },
  },
});

/** Uma linha de GET /rotas: uma tela (o caminho), a chave de permissão que os recursos dela declaram e o seu módulo. */
export interface RotaRow {
  id: number;
  /** O módulo (o id) e o seu nome. */
  modulo: number;
  NmModulo: string;
  rota: string;
  chave: string;
  nome: string;
}

/** As rotas do catálogo de acesso (/config/rotas). */
export const ROTA_LIST = defineContract<RotaRow>()({
  path: '/rotas',
  defaultOrder: { NmModulo: 'asc', nome: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    modulo: { filter: 'exact', order: true },
    NmModulo: { filter: 'partial', order: true },
    rota: { filter: 'partial', order: true },
    chave: { filter: 'exact' },
    nome: { filter: 'partial', order: true },
  },
});

/** Uma linha de GET /acoes: um verbo numa rota, com o nome e o caminho da tela e o seu módulo. */
export interface AcaoRow {
  id: number;
  /** A rota (o id), o nome e o caminho da tela. */
  rota: number;
  NmRota: string;
  DsRota: string;
  NmModulo: string;
  acao: string;
}

/** As ações do catálogo de acesso (/config/acoes). */
export const ACAO_LIST = defineContract<AcaoRow>()({
  path: '/acoes',
  defaultOrder: { NmModulo: 'asc', NmRota: 'asc', id: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    rota: { filter: 'exact', order: true },
    NmRota: { filter: 'partial', order: true },
    DsRota: { filter: 'partial' },
    NmModulo: { filter: 'partial', order: true },
    acao: { filter: 'exact', order: true },
  },
});
