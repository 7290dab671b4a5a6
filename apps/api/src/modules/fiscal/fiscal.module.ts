// The fiscal area's declaration: imported NF-e, the per-UF configuration, GNRE revenues, guides and lotes.
// The public face is index.ts.
import * as fiscalTables from './fiscal.table.ts';
import * as fiscalResources from './fiscal.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { provide } from '../../platform/modules/wiring.ts';
import { ORDER_INVOICES } from '../vendas/index.ts';
import { cancelamentoPendente, notaAguardandoSefaz } from './nfe-pendente.ts';
import { fiscalOperations } from './fiscal.routes.ts';
import * as nfeEventoTables from './nfe-eventos.table.ts';
import * as nfeConfigTables from './nfe-config.table.ts';
import * as nfeEmitidasViews from './nfe-emitidas.table.ts';
import { nfeConfigOperations } from './nfe-config.routes.ts';
import { nfeItensOperations } from './nfe-itens.routes.ts';
import { recebimentoOperations } from './recebimento.routes.ts';
import { cifraSenhasAntigas } from './nfe-config.service.ts';
import { nfeEventoOperations } from './nfe-eventos.routes.ts';
import { danfeOperations } from './danfe.routes.ts';
import { nfeDevolucaoOperations } from './nfe-devolucao.routes.ts';
import { nfeRoteiroOperations } from './nfe-roteiro.routes.ts';
import { FATURAR_ROTEIRO_JOB } from './nfe-roteiro.service.ts';
import { seedFiscal } from './fiscal.seed.ts';
import { GNRE_QUERY_JOB, GNRE_SEND_JOB } from './gnre.service.ts';
import * as nfeEmailTables from './nfe-email.table.ts';
import * as nfeEmailResources from './nfe-email.resource.ts';
import { nfeEmailOperations } from './nfe-email.routes.ts';
import { NFE_EMAIL_JOB, seedNfeEnvios } from './nfe-email.service.ts';
import { nfeTransmissaoOperations } from './nfe-transmissao.routes.ts';
import { NFE_EVENT_JOB, NFE_TRANSMIT_JOB } from './nfe-transmissao.service.ts';

export const fiscal = defineModule({
  name: 'fiscal',
  tables: { ...fiscalTables, ...nfeEventoTables, ...nfeEmailTables, ...nfeConfigTables, ...nfeEmitidasViews },
  resources: resourcesOf(fiscalResources, nfeEmailResources),
  operations: [...fiscalOperations, ...danfeOperations, ...nfeEventoOperations, ...nfeEmailOperations, ...nfeTransmissaoOperations, ...nfeDevolucaoOperations, ...nfeRoteiroOperations, ...nfeConfigOperations, ...nfeItensOperations, ...recebimentoOperations],
  // Certificate passwords stored in the clear before they were encrypted (certificado.crypto.ts).
  prepare: (db) => cifraSenhasAntigas(db),
  // Sales asks before cancelling an order whether SEFAZ may still authorise one of its invoices, and before a receipt
  // whether the invoice's cancellation is on its way.
  provides: [provide(ORDER_INVOICES, { awaitingSefaz: notaAguardandoSefaz, cancellationPending: cancelamentoPendente })],
  jobs: [GNRE_SEND_JOB, GNRE_QUERY_JOB, NFE_EMAIL_JOB, NFE_TRANSMIT_JOB, NFE_EVENT_JOB, FATURAR_ROTEIRO_JOB],
  access: [
    {
      modulo: 'Fiscal',
      ordem: 35,
      rotas: [
        { rota: '/nfe', chave: 'xmls', nome: 'Notas fiscais (XML)' },
        { rota: '/nfe/receber', chave: 'recebimento_mercadorias', nome: 'Receber mercadorias (NF-e de fornecedor)', acoes: ['read', 'create'] },
        { rota: '/nfe/config', chave: 'config_fiscal', nome: 'Configuração por UF' },
        { rota: '/nfe/config/emissao', chave: 'config_fiscal', nome: 'Emissão de NF-e' },
        { rota: '/gnre', chave: 'gnres', nome: 'Guias GNRE' },
        { rota: '/gnre/config', chave: 'config_fiscal', nome: 'Receitas da GNRE' },
      ],
    },
  ],
  menu: [
    { menu: 'Notas fiscais (XML)', rota: '/nfe', ordem: 50, icone: 'file-invoice', modulo: 'Fiscal' },
    { menu: 'Guias GNRE', rota: '/gnre', ordem: 51, icone: 'receipt', modulo: 'Fiscal' },
    { menu: 'Configuração por UF', rota: '/nfe/config', ordem: 52, icone: 'map-pin', modulo: 'Fiscal' },
    { menu: 'Receitas da GNRE', rota: '/gnre/config', ordem: 53, icone: 'settings', modulo: 'Fiscal' },
    { menu: 'Emissão de NF-e', rota: '/nfe/config/emissao', ordem: 54, icone: 'key', modulo: 'Fiscal' },
  ],
  // After the taxes: one open order per demo company is invoiced from its stored taxes; after the routes: their
  // orders on the road or delivered are invoiced and authorised.
  seed: [
    { after: ['admin', 'financeiro', 'impostos', 'roteiro'], run: seedFiscal },
    { after: ['admin', 'financeiro', 'impostos'], run: (tx, demo) => seedNfeEnvios(tx, [demo.companies.main, demo.companies.other]) },
  ],
});
