// The admin area's declaration: companies, users, sign-in, access profiles, menu, settings, notifications.
// Tables first: other areas' tables reference them while this file is still loading (import cycles).
import * as adminTables from './admin.table.ts';
import * as accessTables from './access.table.ts';
import * as layoutTables from './layouts.table.ts';
import * as adminResources from './admin.resource.ts';
import * as accessResources from './access.resource.ts';
import * as cadastrosResources from './cadastros.resource.ts';
import * as layoutResources from './layouts.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { sessionOperations } from './session.routes.ts';
import { companyOperations } from './company.routes.ts';
import { passwordOperations } from './password.routes.ts';
import { profileOperations } from './profile.routes.ts';
import { usersOperations } from './users.routes.ts';
import { syncAccessCatalog } from './access.service.ts';
import { seedAdmin } from './admin.seed.ts';
import { PASSWORD_RESET_JOB } from './password.service.ts';
import { notifyRequester } from './notifications.service.ts';
import { signinPages } from './signin.pages.ts';

/**
 * The legacy application's screens (spec §1: the /Webeasy prefix): the menu sends the browser out to them at the
 * company's `legacyBaseUrl` setting (seeded empty: the entries stay hidden until someone sets it in /settings).
 */
const LEGACY_MENU = [
  { menu: 'Painéis', rota: '/Webeasy/dashboard', ordem: 80, icone: 'chart-line', modulo: 'Sistema anterior' },
  { menu: 'Pipeline', rota: '/Webeasy/pipeline', ordem: 81, icone: 'chart-bar', modulo: 'Sistema anterior' },
  { menu: 'CRM', rota: '/Webeasy/crm', ordem: 82, icone: 'address-book', modulo: 'Sistema anterior' },
  { menu: 'Geração de pedidos', rota: '/Webeasy/geracao-pedidos', ordem: 83, icone: 'shopping-cart', modulo: 'Sistema anterior' },
  { menu: 'Análise de crédito', rota: '/Webeasy/analise-credito', ordem: 84, icone: 'report-money', modulo: 'Sistema anterior' },
  { menu: 'Usuários', rota: '/Webeasy/usuarios', ordem: 85, icone: 'user-cog', modulo: 'Sistema anterior' },
  { menu: 'Política comercial', rota: '/Webeasy/politica-comercial', ordem: 86, icone: 'file-text', modulo: 'Sistema anterior' },
];

export const admin = defineModule({
  name: 'admin',
  tables: { ...adminTables, ...accessTables, ...layoutTables },
  resources: resourcesOf(adminResources, accessResources, cadastrosResources, layoutResources),
  operations: [...sessionOperations, ...passwordOperations, ...companyOperations, ...usersOperations, ...profileOperations],
  jobs: [PASSWORD_RESET_JOB],
  // The sign-in at `/` and the forgotten-password page, written by the server (the first thing a phone loads).
  pages: signinPages,
  // Whoever asked for a job that carries a notice hears when it ends, whatever area's job it is.
  onFinished: (deps) => notifyRequester(deps.database),
  access: [
    {
      modulo: 'Configurações',
      ordem: 90,
      rotas: [
        { rota: '/company', chave: 'companies', nome: 'Empresas' },
        { rota: '/settings', chave: 'configs', nome: 'Configurações da empresa' },
        { rota: '/company/users', chave: 'users', nome: 'Usuários da empresa' },
        { rota: '/regras', chave: 'profiles', nome: 'Perfis de acesso' },
        // The catalogue itself is written at start-up from the areas' declarations: it is only read.
        { rota: '/config/modulos', chave: 'profiles', nome: 'Módulos', acoes: ['read'] },
        { rota: '/config/rotas', chave: 'profiles', nome: 'Rotas', acoes: ['read'] },
        { rota: '/config/acoes', chave: 'profiles', nome: 'Ações', acoes: ['read'] },
        { rota: '/config/menu', chave: 'menus', nome: 'Menu' },
        { rota: '/logs', chave: 'logs', nome: 'Registro de alterações', acoes: ['read'] },
      ],
    },
  ],
  menu: [
    { menu: 'Início', rota: '/home', ordem: 1, icone: 'home', modulo: 'Geral' },
    { menu: 'Favoritos', rota: '/your-favorites', ordem: 2, icone: 'star', modulo: 'Geral' },
    { menu: 'Layouts de listagem', rota: '/listagem_layouts', ordem: 3, icone: 'columns', modulo: 'Geral' },
    { menu: 'Empresas', rota: '/company', ordem: 90, icone: 'building', modulo: 'Configurações' },
    { menu: 'Configurações', rota: '/settings', ordem: 91, icone: 'settings', modulo: 'Configurações' },
    { menu: 'Usuários', rota: '/company/users', ordem: 92, icone: 'user-cog', modulo: 'Configurações' },
    { menu: 'Menu', rota: '/config/menu', ordem: 93, icone: 'menu-2', modulo: 'Configurações' },
    { menu: 'Perfis de acesso', rota: '/regras', ordem: 94, icone: 'shield-lock', modulo: 'Configurações' },
    { menu: 'Módulos', rota: '/config/modulos', ordem: 95, icone: 'folder', modulo: 'Configurações' },
    { menu: 'Rotas', rota: '/config/rotas', ordem: 96, icone: 'route', modulo: 'Configurações' },
    { menu: 'Ações', rota: '/config/acoes', ordem: 97, icone: 'checklist', modulo: 'Configurações' },
    { menu: 'Registro de alterações', rota: '/logs', ordem: 98, icone: 'file-text', modulo: 'Configurações' },
    ...LEGACY_MENU,
  ],
  // The access catalogue of every area is written at start-up, before anything reads it.
  prepare: (db, modules) => syncAccessCatalog(db, modules.flatMap((m) => m.access)),
  seed: { after: [], run: seedAdmin },
});
