// The people area's declaration: people and companies, clients, addresses, contacts, carriers, representatives.
// Tables and rules first: other areas' tables and routes use them while this file is still loading.
import * as pessoasTables from './pessoas.table.ts';
import './pessoas.rules.ts';
import * as pessoasResources from './pessoas.resource.ts';
import * as lookupsResources from './lookups.resource.ts';
import * as cadastrosResources from './cadastros.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { pessoasOperations } from './pessoas.routes.ts';
import { seedPessoas } from './pessoas.seed.ts';

export const pessoas = defineModule({
  name: 'pessoas',
  tables: pessoasTables,
  resources: resourcesOf(pessoasResources, lookupsResources, cadastrosResources),
  operations: pessoasOperations,
  access: [
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
  ],
  menu: [
    { menu: 'Clientes', rota: '/clients/list', ordem: 10, icone: 'users', modulo: 'Cadastros' },
    { menu: 'Novo cliente', rota: '/clients/create', ordem: 11, icone: 'user-plus', modulo: 'Cadastros' },
    { menu: 'Setores', rota: '/setors', ordem: 12, icone: 'building', modulo: 'Cadastros' },
    { menu: 'Categorias de despesa', rota: '/categories', ordem: 13, icone: 'tag', modulo: 'Cadastros' },
  ],
  seed: { after: ['admin'], run: (tx, demo) => seedPessoas(tx, demo.companies) },
});
