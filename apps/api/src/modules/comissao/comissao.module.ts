// The commission area's declaration: rates, the ledger that follows the orders, conference and report.
import * as comissaoTables from './comissao.table.ts';
import * as comissaoResources from './comissao.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { ORDER_EVENT } from '../vendas/index.ts';
import { handle } from '../../platform/modules/wiring.ts';
import { comissaoOperations } from './comissao.routes.ts';
import { seedComissao } from './comissao.seed.ts';
import { onOrder } from './comissao.service.ts';

export const comissao = defineModule({
  name: 'comissao',
  tables: comissaoTables,
  resources: resourcesOf(comissaoResources),
  operations: comissaoOperations,
  // Accrual on finalizing, release on receipts, reversal on cancelled items, cancellations and returns.
  handles: [handle(ORDER_EVENT, onOrder)],
  access: [
    {
      modulo: 'Comissões',
      ordem: 25,
      rotas: [
        { rota: '/comissao', chave: 'comissao', nome: 'Comissões' },
        { rota: '/comissao/conference', chave: 'comissao', nome: 'Conferência de comissões' },
        { rota: '/comissao/relatorio', chave: 'comissao', nome: 'Relatório de comissões' },
        { rota: '/comissao/taxas', chave: 'comissao_taxas', nome: 'Taxas de comissão' },
      ],
    },
  ],
  menu: [
    { menu: 'Comissões', rota: '/comissao', ordem: 40, icone: 'coin', modulo: 'Vendas' },
    { menu: 'Taxas de comissão', rota: '/comissao/taxas', ordem: 41, icone: 'percentage', modulo: 'Vendas' },
  ],
  seed: { after: ['vendas'], run: seedComissao },
});
