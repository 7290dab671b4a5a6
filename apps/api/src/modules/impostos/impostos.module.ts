// The tax area's declaration: rate tables and the taxes of the order items.
import * as impostosTables from './impostos.table.ts';
import * as impostosResources from './impostos.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { impostosOperations } from './impostos.routes.ts';
import { seedImpostos } from './impostos.seed.ts';
import { ORDER_TAXES } from '../vendas/index.ts';
import { provide } from '../../platform/modules/wiring.ts';
import { addedByInvoice, refreshOrderTaxes, saleTaxPercent } from './impostos.service.ts';
import { prepareAliquotasIbsCbs } from './ibscbs.service.ts';

export const impostos = defineModule({
  name: 'impostos',
  tables: impostosTables,
  resources: resourcesOf(impostosResources),
  operations: impostosOperations,
  // The order's printout lists, per line, what the invoice adds to it; its stored taxes follow every change of it;
  // markups that take their taxes from the engine price each quote's items for its destination.
  provides: [provide(ORDER_TAXES, { itemTaxes: addedByInvoice, refresh: refreshOrderTaxes, saleTaxPercent })],
  access: [{ modulo: 'Vendas', ordem: 20, rotas: [{ rota: '/impostos', chave: 'impostos', nome: 'Tabelas de impostos' }] }],
  menu: [{ menu: 'Tabelas de impostos', rota: '/impostos', ordem: 45, icone: 'percentage', modulo: 'Vendas' }],
  // The IBS/CBS rate periods of the tax reform (national law): every installation has them.
  prepare: prepareAliquotasIbsCbs,
  seed: { after: ['vendas'], run: seedImpostos },
});
