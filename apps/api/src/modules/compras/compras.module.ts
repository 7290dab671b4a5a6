// The purchasing area's declaration: purchase quotations among suppliers and purchase orders (numbered per company,
// sent to the supplier by PDF and e-mail, received against the supplier's invoice).
import * as comprasTables from './compras.table.ts';
import * as comprasResources from './compras.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { cotacoesOperations } from './cotacoes.routes.ts';
import { pedidosOperations } from './pedidos.routes.ts';
import { PEDIDO_COMPRA_EMAIL_JOB } from './pedido-compra-pdf.service.ts';
import { seedCompras } from './compras.seed.ts';

export const compras = defineModule({
  name: 'compras',
  tables: { ...comprasTables },
  resources: resourcesOf(comprasResources),
  operations: [...cotacoesOperations, ...pedidosOperations],
  jobs: [PEDIDO_COMPRA_EMAIL_JOB],
  access: [
    {
      modulo: 'Compras',
      ordem: 26,
      rotas: [
        { rota: '/compras/cotacoes', chave: 'compras', nome: 'Cotações de compra' },
        { rota: '/compras/pedidos', chave: 'compras', nome: 'Pedidos de compra' },
        // Sending an order to the supplier (status enviado, the e-mail) commits the company: a grant of its own,
        // offered on the order's screen.
        { rota: '/compras/pedidos/enviar', chave: 'compras_envio', nome: 'Enviar pedidos de compra ao fornecedor', acoes: ['update'] },
      ],
    },
  ],
  menu: [
    { menu: 'Cotações de compra', rota: '/compras/cotacoes', ordem: 45, icone: 'scale', modulo: 'Compras' },
    { menu: 'Pedidos de compra', rota: '/compras/pedidos', ordem: 46, icone: 'shopping-cart', modulo: 'Compras' },
  ],
  // Suppliers' quotations and orders in several statuses, over the demo catalogue.
  seed: [{ after: ['admin', 'pessoas', 'catalogo', 'vendas', 'pcp'], run: seedCompras }],
});
