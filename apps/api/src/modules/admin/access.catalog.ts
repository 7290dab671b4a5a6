/**
 * The screens of the product, grouped by module, with the permission key their API resources declare.
 * Synced into modulos/rotas/acoes at start-up: an area adds its routes here and profiles can grant them.
 */
export type AccessAction = 'read' | 'create' | 'update' | 'delete';
export const ALL_ACTIONS: AccessAction[] = ['read', 'create', 'update', 'delete'];

export interface CatalogRoute {
  rota: string;
  chave: string;
  nome: string;
  acoes?: AccessAction[];
}

export const ACCESS_CATALOG: { modulo: string; ordem: number; rotas: CatalogRoute[] }[] = [
  {
    modulo: 'Cadastros',
    ordem: 10,
    rotas: [
      { rota: '/clients/list', chave: 'people', nome: 'Clientes e pessoas' },
      { rota: '/clients/create', chave: 'people', nome: 'Novo cliente', acoes: ['create'] },
      { rota: '/setors', chave: 'setores', nome: 'Setores' },
      { rota: '/categories', chave: 'categories', nome: 'Categorias de despesa' },
    ],
  },
  {
    modulo: 'Vendas',
    ordem: 20,
    rotas: [{ rota: '/pedidos', chave: 'pedido_vendas', nome: 'Pedidos de venda' }],
  },
  {
    modulo: 'Configurações',
    ordem: 90,
    rotas: [
      { rota: '/company', chave: 'companies', nome: 'Empresas' },
      { rota: '/settings', chave: 'configs', nome: 'Configurações da empresa' },
      { rota: '/company/users', chave: 'users', nome: 'Usuários da empresa' },
      { rota: '/regras', chave: 'profiles', nome: 'Perfis de acesso' },
      { rota: '/config/menu', chave: 'menus', nome: 'Menu' },
      { rota: '/logs', chave: 'logs', nome: 'Registro de alterações', acoes: ['read'] },
    ],
  },
];
