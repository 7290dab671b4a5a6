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
import * as totaisTables from './totais.table.ts';
import { pedidoPdfOperations } from './pedido-pdf.routes.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { handle } from '../../platform/modules/wiring.ts';
import { seedVendas } from './vendas.seed.ts';
import { seedMarkups, seedOtherMarkup } from './markup.seed.ts';
import { orcamentosOperations } from './orcamentos.routes.ts';
import * as parcelasTables from './parcelas.table.ts';
import * as parcelasResources from './parcelas.resource.ts';
import { parcelasOperations } from './parcelas.routes.ts';
import { ORDER_EVENT, ORDER_INVOICES, ORDER_TAXES } from './order-events.ts';
import { STOCK_ENTERED } from '../catalogo/index.ts';
import { onStockEntered } from './backorder.service.ts';
import { PEDIDO_EMAIL_JOB } from './pedido-pdf.service.ts';
import { SALES_TOTALS_COMPACT_JOB, scheduleCompaction } from './totais.service.ts';

export const vendas = defineModule({
  name: 'vendas',
  tables: { ...vendasTables, ...markupTables, ...envioTables, ...pedidosViews, ...parcelasTables, ...totaisTables },
  resources: resourcesOf(vendasResources, orcamentosResources, pedidosResources, workflowResources, markupResources, parcelasResources),
  operations: [...pedidoPdfOperations, ...orcamentosOperations, ...parcelasOperations],
  // What happens to an order (the commission follows it); its taxes come from the module that provides them.
  publishes: [ORDER_EVENT],
  // Stock that comes in serves the items waiting for it (backorders).
  handles: [handle(STOCK_ENTERED, onStockEntered)],
  requires: [ORDER_TAXES, ORDER_INVOICES],
  jobs: [PEDIDO_EMAIL_JOB, SALES_TOTALS_COMPACT_JOB],
  // The dashboard totals' deltas (totais.table.ts) summed up now and then, so that reading them stays short.
  periodic: (queue, deps) => scheduleCompaction(deps.database, queue, deps.settings.env),
  access: [
    {
      modulo: 'Vendas',
      ordem: 20,
      rotas: [
        { rota: '/orcamentos', chave: 'pedido_vendas', nome: 'Orçamentos' },
        { rota: '/pedidos', chave: 'pedido_vendas', nome: 'Pedidos de venda' },
        { rota: '/parametros', chave: 'markup', nome: 'Formação de preço (markup)' },
        // What an order's status moves and its receipts need besides pedido_vendas (docs/vendas.md): no screen of
        // their own, the order's screen offers them.
        { rota: '/pedidos/faturar', chave: 'faturamento', nome: 'Faturar pedidos (status T e P)', acoes: ['update'] },
        { rota: '/pedidos/devolver', chave: 'devolucoes', nome: 'Devolver pedidos (status D)', acoes: ['update'] },
        { rota: '/pedidos/cancelar', chave: 'cancelamentos', nome: 'Cancelar pedidos (status C)', acoes: ['update'] },
        { rota: '/pedidos/recebimentos', chave: 'recebimentos', nome: 'Recebimentos das parcelas', acoes: ['create'] },
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
    { after: ['admin'], run: (tx, demo) => seedOtherMarkup(tx, demo.companies.other) },
    // Quotes and orders with items priced by the markups above.
    { after: ['admin', 'pessoas', 'catalogo'], run: seedVendas },
  ],
});
