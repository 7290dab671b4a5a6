// The routing area's declaration: routes with their vehicle, driver and stops, the route optimizer (roteirizador),
// carriers' freight tables and freight quotes. Its screens come later: no menu entry yet.
import * as roteiroTables from './roteiro.table.ts';
import * as roteiroResources from './roteiro.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { roteiroOperations } from './otimizacao.routes.ts';
import { roteiroRotaOperations } from './roteiro.routes.ts';
import { seedRoteiro } from './roteiro.seed.ts';

export const roteiro = defineModule({
  name: 'roteiro',
  tables: roteiroTables,
  resources: resourcesOf(roteiroResources),
  operations: [...roteiroRotaOperations, ...roteiroOperations],
  access: [
    {
      modulo: 'Logística',
      ordem: 30,
      rotas: [
        { rota: '/dashboard/roteirizador', chave: 'roteirizador', nome: 'Roteirizador', acoes: ['read', 'create'] },
        { rota: '/roteiro', chave: 'roteiro', nome: 'Roteiros' },
        { rota: '/frete', chave: 'frete', nome: 'Fretes e tabelas de frete' },
      ],
    },
  ],
  menu: [],
  // Vehicles, drivers, carriers' tables, a week of open orders around the depot and routes in every status.
  seed: { after: ['admin', 'pessoas', 'catalogo', 'vendas', 'separacao'], run: seedRoteiro },
});
