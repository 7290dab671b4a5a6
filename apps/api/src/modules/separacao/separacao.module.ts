// The separacao area's declaration: picking lots, order conference by barcode scanner, boxes and lot swaps.
import * as separacaoTables from './separacao.table.ts';
import * as separacaoResources from './separacao.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { separacaoOperations } from './separacao.routes.ts';
import { seedSeparacao } from './separacao.seed.ts';

export const separacao = defineModule({
  name: 'separacao',
  tables: separacaoTables,
  resources: resourcesOf(separacaoResources),
  operations: separacaoOperations,
  access: [
    {
      modulo: 'Separação e conferência',
      ordem: 25,
      rotas: [
        { rota: '/conferencia', chave: 'separacao', nome: 'Lotes de separação e conferência' },
        { rota: '/pedidos/lotes-trocados', chave: 'separacao', nome: 'Lotes trocados' },
      ],
    },
  ],
  menu: [
    { menu: 'Conferência', rota: '/conferencia', ordem: 12, icone: 'checklist', modulo: 'Vendas' },
    { menu: 'Lotes trocados', rota: '/pedidos/lotes-trocados', ordem: 13, icone: 'clipboard-list', modulo: 'Vendas' },
  ],
  // Lots of the demo's open orders, reserved from the demo catalogue's stock.
  seed: { after: ['admin', 'catalogo', 'vendas'], run: seedSeparacao },
});
