/** Os contratos das listas da administração (common/contract.ts): a linha, os filtros e a ordenação de cada uma. */
import { defineContract } from '../common/contract.ts';
import type { ListLayoutState } from './layout.schema.ts';

/** Uma linha de GET /configs: uma configuração da empresa (a chave, o valor e se os usuários a veem). */
export interface ConfigRow {
  id: number;
  company: number;
  configKey: string;
  configValue: string;
  visibility: boolean;
}

/** As configurações da empresa (/settings) e o seu CSV. */
export const CONFIG_LIST = defineContract<ConfigRow>()({
  path: '/configs',
  csv: '/configs.csv',
  defaultOrder: { configKey: 'asc' },
  fields: {
    id: { order: true },
    company: { filter: 'exact' },
    configKey: { filter: 'partial', order: true },
    configValue: { filter: 'partial' },
    visibility: { filter: 'boolean', order: true },
  },
});

/** Uma linha de GET /menu: uma entrada do menu da empresa (título, rota, ordem, ícone e módulo). */
export interface MenuRow {
  id: number;
  menu: string;
  rota: string;
  ordem: number;
  icone: string | null;
  modulo: string | null;
}

/** O menu da empresa (/config/menu): o que os perfis do usuário lhe deixam ver. */
export const MENU_LIST = defineContract<MenuRow>()({
  path: '/menu',
  defaultOrder: { ordem: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    menu: { filter: 'partial', order: true },
    rota: { filter: 'partial', order: true },
    ordem: { order: true },
    modulo: { filter: 'partial', order: true },
  },
});

/** Uma linha de GET /users: a conta de usuário com o nome e o e-mail da pessoa. */
export interface UserRow {
  id: number;
  username: string;
  /** A pessoa da conta e o seu nome. */
  people: number;
  realname: string;
  /** O primeiro e-mail da pessoa. */
  email: string | null;
  active: boolean;
  type: string;
  createdAt: string;
}

/** As contas de usuário das empresas em que o usuário atua (a aba de usuários de /company). */
export const USER_LIST = defineContract<UserRow>()({
  path: '/users',
  fields: {
    id: { filter: 'exact', order: true },
    username: { filter: 'partial', order: true },
    realname: { filter: 'partial', order: true },
    email: { filter: 'partial', order: true },
    people: { filter: 'exact' },
    active: { filter: 'boolean' },
    createdAt: { filter: 'date', order: true },
  },
  /** `?company=<id>`: os funcionários de uma empresa. */
  customFilters: ['company'],
});

/** Uma linha de GET /listagem_layouts: um layout salvo de uma lista (do usuário ou compartilhado na empresa). */
export interface ListLayoutRow {
  id: number;
  company: number;
  user: number;
  NmLayout: string;
  /** A rota da tela da lista, por exemplo /pedidos. */
  rota: string;
  /** A coleção da API da lista, por exemplo /vw_pedidos. */
  recurso: string;
  compartilhado: boolean;
  layout: ListLayoutState;
  updatedAt: string;
}

/** Os layouts de lista (/listagem_layouts). */
export const LIST_LAYOUT_LIST = defineContract<ListLayoutRow>()({
  path: '/listagem_layouts',
  defaultOrder: { NmLayout: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    NmLayout: { filter: 'partial', order: true },
    rota: { filter: 'exact', order: true },
    recurso: { filter: 'exact', order: true },
    compartilhado: { filter: 'boolean', order: true },
    user: { filter: 'exact' },
    updatedAt: { order: true },
  },
});

/** Uma linha de GET /logs: uma alteração registrada (quem, em que registro e, em `log`, o JSON da ação e dos valores). */
export interface LogRow {
  id: number;
  company: number;
  /** A pessoa do usuário que fez a alteração. */
  IdPessoa: number | null;
  IdEntidadeOrigem: string;
  NmEntidadeOrigem: string;
  /** Texto JSON: a ação, o usuário e os valores (numa alteração, `{ campo: { from, to } }`). */
  log: string;
  /** As `log`, the changes only the grant `markup` reads (costs, markups, margins); absent without it, null when none. */
  logRestrito?: string | null;
  DtLog: string;
}

/** O registro de alterações (/logs): os mais recentes primeiro, e o seu CSV. */
export const LOG_LIST = defineContract<LogRow>()({
  path: '/logs',
  csv: '/logs.csv',
  defaultOrder: { id: 'desc' },
  fields: {
    id: { filter: 'exact', order: true },
    IdPessoa: { filter: 'exact' },
    IdEntidadeOrigem: { filter: 'exact' },
    NmEntidadeOrigem: { order: true },
    DtLog: { filter: 'date', order: true },
  },
  // By record type, with every name the areas wrote for it (PedidoDeVenda, PedidoVenda): entityAliases.
  customFilters: ['NmEntidadeOrigem'],
});
