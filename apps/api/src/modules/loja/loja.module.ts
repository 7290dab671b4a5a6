// The shop area's declaration: the public shop and catalogue of each company (by host domain) and its price table.
import * as lojaTables from './loja.table.ts';
import * as lojaResources from './loja.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { lojaOperations } from './loja.routes.ts';
import { seedLoja } from './loja.seed.ts';
import { shopPages } from './shop.pages.ts';

export const loja = defineModule({
  name: 'loja',
  tables: lojaTables,
  resources: resourcesOf(lojaResources),
  operations: lojaOperations,
  pages: shopPages,
  access: [{ modulo: 'Loja virtual', ordem: 27, rotas: [{ rota: '/loja_produtos', chave: 'loja', nome: 'Tabela de preços da loja' }] }],
  menu: [{ menu: 'Loja virtual', rota: '/loja_produtos', ordem: 30, icone: 'building-store', modulo: 'Catálogo' }],
  // The published products are the catalogue's (with their pictures); the prices start from the markup's.
  seed: [{ after: ['admin', 'catalogo', 'vendas'], run: (tx, demo) => seedLoja(tx, demo.companies) }],
});
