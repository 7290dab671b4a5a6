// The production planning area's declaration: sales forecasts, MRP analyses and their results, production
// orders and purchase suggestions, attachments, PCP dashboards.
import * as pcpTables from './pcp.table.ts';
import * as pcpResources from './pcp.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { analisesOperations } from './analises.routes.ts';
import { previsaoOperations } from './previsao.routes.ts';
import { anexosOperations } from './anexos.routes.ts';
import { planejamentoOperations } from './planejamento.routes.ts';
import { seedPcp } from './pcp.seed.ts';
import { MRP_JOB } from './mrp.job.ts';
import { PREVISAO_IMPORT_JOB } from './previsao-import.job.ts';

export const pcp = defineModule({
  name: 'pcp',
  tables: { ...pcpTables },
  resources: resourcesOf(pcpResources),
  operations: [...analisesOperations, ...previsaoOperations, ...anexosOperations, ...planejamentoOperations],
  jobs: [MRP_JOB, PREVISAO_IMPORT_JOB],
  access: [
    {
      modulo: 'Planejamento (PCP)',
      ordem: 25,
      rotas: [
        { rota: '/mrp', chave: 'mrp', nome: 'Análises de MRP' },
        { rota: '/mrp/anexo', chave: 'mrp', nome: 'Anexos das análises' },
        { rota: '/dashboard/pcp/produto-acabado', chave: 'mrp', nome: 'Painel PCP: produtos acabados', acoes: ['read'] },
        { rota: '/dashboard/pcp/materia-prima', chave: 'mrp', nome: 'Painel PCP: matérias-primas', acoes: ['read'] },
        { rota: '/previsao/venda', chave: 'previsoes', nome: 'Previsões de venda' },
      ],
    },
  ],
  menu: [
    { menu: 'Análises de MRP', rota: '/mrp', ordem: 40, icone: 'calculator', modulo: 'Planejamento (PCP)' },
    { menu: 'Previsões de venda', rota: '/previsao/venda', ordem: 41, icone: 'chart-line', modulo: 'Planejamento (PCP)' },
    { menu: 'Anexos do MRP', rota: '/mrp/anexo', ordem: 42, icone: 'file-text', modulo: 'Planejamento (PCP)' },
    { menu: 'Painel: produtos acabados', rota: '/dashboard/pcp/produto-acabado', ordem: 43, icone: 'chart-bar', modulo: 'Planejamento (PCP)' },
    { menu: 'Painel: matérias-primas', rota: '/dashboard/pcp/materia-prima', ordem: 44, icone: 'dashboard', modulo: 'Planejamento (PCP)' },
  ],
  // Forecasts of the demo catalogue; the weekly analysis nets the demo's orders and quotes.
  seed: [{ after: ['admin', 'pessoas', 'catalogo', 'vendas'], run: seedPcp }],
});
