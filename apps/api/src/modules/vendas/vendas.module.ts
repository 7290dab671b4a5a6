// The sales area's declaration: quotes and sales orders.
import * as vendasTables from './vendas.table.ts';
import * as vendasResources from './vendas.resource.ts';
import * as workflowResources from './workflow.resource.ts';
import * as orcamentosResources from './orcamentos.resource.ts';
import * as pedidosViews from './pedidos.table.ts';
import * as pedidosResources from './pedidos.resource.ts';
import * as markupTables from './markup.table.ts';
import * as markupResources from './markup.resource.ts';
import * as envioTables from './pedido-envios.table.ts';
import { pedidoPdfOperations } from './pedido-pdf.routes.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { seedVendas } from './vendas.seed.ts';
import { seedMarkups } from './markup.seed.ts';
import { orcamentosOperations } from './orcamentos.routes.ts';
import * as parcelasTables from './parcelas.table.ts';
import * as parcelasResources from './parcelas.resource.ts';
import { parcelasOperations } from './parcelas.routes.ts';

export const vendas = defineModule({
  name: 'vendas',
  tables: { ...vendasTables, ...markupTables, ...envioTables, ...pedidosViews, ...parcelasTables },
  resources: resourcesOf(vendasResources, orcamentosResources, pedidosResources, workflowResources, markupResources, parcelasResources),
  operations: [...pedidoPdfOperations, ...orcamentosOperations, ...parcelasOperations],
  access: [
    {
      modulo: 'Vendas',
      ordem: 20,
      rotas: [
        { rota: '/orcamentos', chave: 'pedido_vendas', nome: 'Orçamentos' },
        { rota: '/pedidos', chave: 'pedido_vendas', nome: 'Pedidos de venda' },
        { rota: '/parametros', chave: 'markup', nome: 'Formação de preço (markup)' },
      ],
    },
  ],
  menu: [
    { menu: 'Orçamentos', rota: '/orcamentos', ordem: 5, icone: 'file-dollar', modulo: 'Vendas' },
    { menu: 'Pedidos', rota: '/pedidos', ordem: 10, icone: 'receipt', modulo: 'Vendas' },
    { menu: 'Formação de preço', rota: '/parametros', ordem: 30, icone: 'calculator', modulo: 'Vendas' },
  ],
  // The orders' clients are the demo people; their items, the demo catalogue.
  seed: [
    { after: ['admin', 'catalogo'], run: (tx, demo) => seedMarkups(tx, demo.companies.main) },
    // Quotes and orders with items priced by the markups above.
    { after: ['admin', 'pessoas', 'catalogo'], run: seedVendas },
  ],
});
