// The financeiro area's declaration: accounts payable and its lookups, and the integration with the company's
// external ERP (its calls, the items sent, its companies and users). The public face is index.ts.
import * as financeiroTables from './financeiro.table.ts';
import * as integracaoTables from './integracao.table.ts';
import * as financeiroResources from './financeiro.resource.ts';
import * as integracaoResources from './integracao.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { financeiroOperations } from './financeiro.routes.ts';
import { seedFinanceiro } from './financeiro.seed.ts';
import { ERP_SEND_JOB } from './financeiro.service.ts';
import { ERP_RECEIPTS_JOB, scheduleReceiptImports } from './recebimentos-erp.service.ts';
import { erpOptionsFromEnv } from './erp.adapter.ts';

export const financeiro = defineModule({
  name: 'financeiro',
  tables: { ...financeiroTables, ...integracaoTables },
  resources: resourcesOf(financeiroResources, integracaoResources),
  operations: financeiroOperations,
  jobs: [ERP_SEND_JOB, ERP_RECEIPTS_JOB],
  // The ERP's receipts every ERP_RECEBIMENTOS_MINUTOS: each company's first import is queued when a worker starts.
  periodic: async (queue, deps) => void (await scheduleReceiptImports(deps.database, queue, erpOptionsFromEnv(deps.settings.env))),
  access: [
    {
      modulo: 'Financeiro',
      ordem: 40,
      rotas: [
        { rota: '/items-to-pay', chave: 'apagar', nome: 'Contas a pagar' },
        { rota: '/integrated-items/erp/apagar', chave: 'integracao', nome: 'Itens integrados (ERP)' },
        { rota: '/integrated-items/erp/recebimentos', chave: 'integracao', nome: 'Recebimentos do ERP' },
        { rota: '/financeiro/centros-de-custo', chave: 'apagar', nome: 'Centros de custo' },
        { rota: '/financeiro/empresas-erp', chave: 'integracao', nome: 'Empresas do ERP' },
        { rota: '/financeiro/usuarios-alterdata', chave: 'integracao', nome: 'Usuários do Alterdata' },
        { rota: '/financeiro/usuarios-webapi', chave: 'integracao', nome: 'Usuários da API web do ERP' },
      ],
    },
  ],
  menu: [
    { menu: 'Contas a pagar', rota: '/items-to-pay', ordem: 60, icone: 'coin', modulo: 'Financeiro' },
    { menu: 'Itens integrados (ERP)', rota: '/integrated-items/erp/apagar', ordem: 61, icone: 'checklist', modulo: 'Financeiro' },
    { menu: 'Recebimentos do ERP', rota: '/integrated-items/erp/recebimentos', ordem: 62, icone: 'report-money', modulo: 'Financeiro' },
    { menu: 'Centros de custo', rota: '/financeiro/centros-de-custo', ordem: 63, icone: 'wallet', modulo: 'Financeiro' },
    { menu: 'Empresas do ERP', rota: '/financeiro/empresas-erp', ordem: 64, icone: 'building-store', modulo: 'Financeiro' },
    { menu: 'Usuários do Alterdata', rota: '/financeiro/usuarios-alterdata', ordem: 65, icone: 'key', modulo: 'Financeiro' },
    { menu: 'Usuários da API web', rota: '/financeiro/usuarios-webapi', ordem: 66, icone: 'user-cog', modulo: 'Financeiro' },
  ],
  seed: { after: ['admin', 'pessoas'], run: seedFinanceiro },
});
