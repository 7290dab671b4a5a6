// The routing area's declaration: routes with their vehicle, driver and stops, the route optimizer (roteirizador),
// carriers' freight tables and freight quotes; the menu lists the screens built.
import * as roteiroTables from './roteiro.table.ts';
import * as roteiroResources from './roteiro.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { handle } from '../../platform/modules/wiring.ts';
import { ORDER_EVENT } from '../vendas/index.ts';
import { onOrder } from './roteiro.service.ts';
import { roteiroOperations } from './otimizacao.routes.ts';
import { roteiroRotaOperations } from './roteiro.routes.ts';
import { seedRoteiro } from './roteiro.seed.ts';
import { OTIMIZACAO_JOB } from './otimizacao.service.ts';
import { ROTEIRIZADOR_JOB } from './roteirizador.service.ts';
import { COTACAO_JOB } from './frete.service.ts';

export const roteiro = defineModule({
  name: 'roteiro',
  tables: roteiroTables,
  resources: resourcesOf(roteiroResources),
  operations: [...roteiroRotaOperations, ...roteiroOperations],
  jobs: [OTIMIZACAO_JOB, ROTEIRIZADOR_JOB, COTACAO_JOB],
  // An order cancelled or returned leaves the stop it has on a route before the road.
  handles: [handle(ORDER_EVENT, onOrder)],
  access: [
    {
      modulo: 'Logística',
      ordem: 30,
      rotas: [
        { rota: '/dashboard/roteirizador', chave: 'roteirizador', nome: 'Roteirizador', acoes: ['read', 'create'] },
        { rota: '/roteiro', chave: 'roteiro', nome: 'Roteiros' },
        { rota: '/roteiro/roteirov1', chave: 'roteiro', nome: 'Pedidos e roteiros' },
        { rota: '/roteiro/entregas', chave: 'roteiro', nome: 'Entregas' },
        { rota: '/roteiro/manual-old', chave: 'roteiro', nome: 'Roteirização manual (tabela)' },
        { rota: '/frete', chave: 'frete', nome: 'Fretes e tabelas de frete' },
        { rota: '/roteiro/manual', chave: 'roteiro', nome: 'Roteirização manual' },
        { rota: '/cadastro/veiculos', chave: 'roteiro', nome: 'Veículos' },
        { rota: '/cadastro/motoristas', chave: 'roteiro', nome: 'Motoristas' },
        { rota: '/cadastro/rota', chave: 'frete', nome: 'Tabelas de frete' },
      ],
    },
  ],
  // The screens built (route maintenance, /roteiro/:id, is reached from the monitoring list and the manual board).
  menu: [
    { menu: 'Roteirizador', rota: '/dashboard/roteirizador', ordem: 29, icone: 'route', modulo: 'Logística' },
    { menu: 'Roteiros', rota: '/roteiro', ordem: 30, icone: 'truck-delivery', modulo: 'Logística' },
    { menu: 'Entregas', rota: '/roteiro/entregas', ordem: 31, icone: 'map-pin', modulo: 'Logística' },
    { menu: 'Pedidos e roteiros', rota: '/roteiro/roteirov1', ordem: 32, icone: 'list-details', modulo: 'Logística' },
    { menu: 'Roteirização manual (tabela)', rota: '/roteiro/manual-old', ordem: 33, icone: 'clipboard-list', modulo: 'Logística' },
    { menu: 'Fretes', rota: '/frete', ordem: 34, icone: 'file-dollar', modulo: 'Logística' },
    { menu: 'Roteirização manual', rota: '/roteiro/manual', ordem: 35, icone: 'route', modulo: 'Logística' },
    { menu: 'Tabelas de frete', rota: '/cadastro/rota', ordem: 36, icone: 'calculator', modulo: 'Logística' },
    { menu: 'Veículos', rota: '/cadastro/veiculos', ordem: 37, icone: 'truck', modulo: 'Logística' },
    { menu: 'Motoristas', rota: '/cadastro/motoristas', ordem: 38, icone: 'id', modulo: 'Logística' },
  ],
  // Vehicles, drivers, carriers' tables, a week of open orders around the depot and routes in every status.
  seed: { after: ['admin', 'pessoas', 'catalogo', 'vendas', 'separacao', 'impostos'], run: seedRoteiro },
});
