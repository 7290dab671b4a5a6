// The catalogue area's declaration: products and their codes, families and groups, units, lots and stock,
// bills of materials. Tables first: other areas' tables may reference them while this file is still loading.
import * as catalogoTables from './catalogo.table.ts';
import * as colunasTables from './colunas.table.ts';
import * as codigosFornecedorTables from './codigos-fornecedor.table.ts';
import * as produtosResources from './produtos.resource.ts';
import * as estoqueResources from './estoque.resource.ts';
import * as estruturaResources from './estrutura.resource.ts';
import * as colunasResources from './colunas.resource.ts';
import * as tagsTables from './tags.table.ts';
import * as tagsResources from './tags.resource.ts';
import { defineModule, resourcesOf } from '../../platform/modules/module.ts';
import { produtosOperations } from './produtos.routes.ts';
import { estoqueOperations } from './estoque.routes.ts';
import { STOCK_ENTERED } from './estoque.service.ts';
import { colunasOperations } from './colunas.routes.ts';
import { seedCatalogo } from './catalogo.seed.ts';
import { seedProductImages } from './catalogo.images.seed.ts';
import { seedColunas } from './colunas.seed.ts';
import { tagsOperations } from './tags.routes.ts';
import { seedTags } from './tags.seed.ts';
import { seedFormulas } from './formulas.seed.ts';

export const catalogo = defineModule({
  name: 'catalogo',
  tables: { ...catalogoTables, ...colunasTables, ...tagsTables, ...codigosFornecedorTables },
  resources: resourcesOf(produtosResources, estruturaResources, estoqueResources, colunasResources, tagsResources),
  operations: [...produtosOperations, ...estoqueOperations, ...colunasOperations, ...tagsOperations],
  // Stock that comes in (sales' backorders wait for it).
  publishes: [STOCK_ENTERED],
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
        { rota: '/colunas/create', chave: 'produtos', nome: 'Campos adicionais' },
        { rota: '/tags', chave: 'tags', nome: 'Etiquetas (tags)' },
        { rota: '/tags/create', chave: 'tags', nome: 'Nova etiqueta', acoes: ['create'] },
        { rota: '/formulas/list', chave: 'formulas', nome: 'Fórmulas' },
        { rota: '/formulas/create', chave: 'formulas', nome: 'Nova fórmula', acoes: ['create'] },
      ],
    },
  ],
  menu: [
    { menu: 'Produtos', rota: '/produtos/list', ordem: 20, icone: 'package', modulo: 'Catálogo' },
    { menu: 'Novo produto', rota: '/produtos/cadastro', ordem: 21, icone: 'box', modulo: 'Catálogo' },
    { menu: 'Unidades de medida', rota: '/tipo_medidas/list', ordem: 24, icone: 'ruler', modulo: 'Catálogo' },
    { menu: 'Famílias de produtos', rota: '/familia_produtos/list', ordem: 25, icone: 'folder', modulo: 'Catálogo' },
    { menu: 'Grupos de produtos', rota: '/grupo_produtos/list', ordem: 26, icone: 'list-details', modulo: 'Catálogo' },
    { menu: 'Campos adicionais', rota: '/colunas/create', ordem: 27, icone: 'columns', modulo: 'Catálogo' },
    { menu: 'Etiquetas (tags)', rota: '/tags', ordem: 28, icone: 'tag', modulo: 'Catálogo' },
    { menu: 'Fórmulas', rota: '/formulas/list', ordem: 29, icone: 'math-function', modulo: 'Catálogo' },
  ],
  // Stock lives in the people area's sectors.
  seed: [
    { after: ['admin', 'pessoas'], run: (tx, demo) => seedCatalogo(tx, demo.companies) },
    { after: ['admin', 'pessoas'], run: async (tx, demo) => void (await seedProductImages(tx, demo.storage, demo.companies.main)) },
    { after: ['admin'], run: (tx, demo) => seedColunas(tx, demo) },
    { after: ['admin', 'pessoas'], run: (tx, demo) => seedTags(tx, demo.companies) },
    { after: ['admin'], run: (tx, demo) => seedFormulas(tx, demo.companies) },
  ],
});
