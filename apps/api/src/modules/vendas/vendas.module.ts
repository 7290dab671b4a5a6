// The sales area's declaration: quotes and sales orders.
import * as vendasTables from './vendas.table.ts';
import * as vendasResources from './vendas.resource.ts';
import * as workflowResources from './workflow.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { seedVendas } from './vendas.seed.ts';

export const vendas = defineModule({
  name: 'vendas',
  tables: vendasTables,
  resources: resourcesOf(vendasResources, workflowResources),
  operations: [],
  access: [{ modulo: 'Vendas', ordem: 20, rotas: [{ rota: '/pedidos', chave: 'pedido_vendas', nome: 'Pedidos de venda' }] }],
  menu: [],
  // The orders' clients are the demo people.
  seed: { after: ['admin', 'pessoas'], run: seedVendas },
});
