// The catalogue area's declaration: products and their codes, families and groups, units, lots and stock,
// bills of materials. Tables first: other areas' tables may reference them while this file is still loading.
import * as catalogoTables from './catalogo.table.ts';
import * as produtosResources from './produtos.resource.ts';
import * as estoqueResources from './estoque.resource.ts';
import * as estruturaResources from './estrutura.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { produtosOperations } from './produtos.routes.ts';
import { estoqueOperations } from './estoque.routes.ts';
import { seedCatalogo } from './catalogo.seed.ts';

export const catalogo = defineModule({
  name: 'catalogo',
  tables: catalogoTables,
  resources: resourcesOf(produtosResources, estruturaResources, estoqueResources),
  operations: [...produtosOperations, ...estoqueOperations],
  access: [
    {
      modulo: 'Catálogo',
      ordem: 15,
      rotas: [
        { rota: '/produtos/list', chave: 'produtos', nome: 'Produtos' },
        { rota: '/produtos/cadastro', chave: 'produtos', nome: 'Novo produto', acoes: ['create'] },
        { rota: '/tipo_medidas/list', chave: 'produtos', nome: 'Unidades de medida' },
        { rota: '/familia_produtos/list', chave: 'produtos', nome: 'Famílias de produtos' },
        { rota: '/grupo_produtos/list', chave: 'produtos', nome: 'Grupos de produtos' },
        { rota: '/produtos/estoque', chave: 'estoque', nome: 'Estoque, lotes e movimentos' },
      ],
    },
  ],
  menu: [
    { menu: 'Produtos', rota: '/produtos/list', ordem: 20, icone: 'package', modulo: 'Catálogo' },
    { menu: 'Novo produto', rota: '/produtos/cadastro', ordem: 21, icone: 'box', modulo: 'Catálogo' },
    { menu: 'Unidades de medida', rota: '/tipo_medidas/list', ordem: 24, icone: 'calculator', modulo: 'Catálogo' },
    { menu: 'Famílias de produtos', rota: '/familia_produtos/list', ordem: 25, icone: 'folder', modulo: 'Catálogo' },
    { menu: 'Grupos de produtos', rota: '/grupo_produtos/list', ordem: 26, icone: 'list-details', modulo: 'Catálogo' },
  ],
  // Stock lives in the people area's sectors.
  seed: { after: ['admin', 'pessoas'], run: (tx, demo) => seedCatalogo(tx, demo.companies) },
});
