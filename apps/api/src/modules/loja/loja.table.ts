import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, pgView, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { produtos } from '../catalogo/index.ts';

/**
 * The company's public price table and what its shop publishes: a product appears in the shop (and its public
 * catalogue page) only with a row here marked StPublicado, at VlPreco. DsLoja is the shop's description.
 */
export const lojaProdutos = pgTable(
  'loja_produtos',
  {
    IdLojaProduto: serial('id_loja_produto').primaryKey(),
    company: integer('company_id').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    VlPreco: numeric('vl_preco', { precision: 14, scale: 2 }).notNull(),
    StPublicado: boolean('st_publicado').notNull().default(true),
    DsLoja: text('ds_loja'),
  },
  (t) => [uniqueIndex('loja_produtos_produto_uq').on(t.IdProduto), index('loja_produtos_empresa_idx').on(t.company, t.StPublicado)],
);

/**
 * The price table's screen (/loja_produtos): every active product of the company, priced and published or not,
 * with its family, group, unit and the markup's suggested price (a starting point for the public one).
 */
export const vwLojaProdutos = pgView('vw_loja_produtos', {
  IdProduto: integer('id_produto').notNull(),
  company: integer('company_id').notNull(),
  CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  NmProdutoBusca: text('nm_produto_busca'),
  ImConteudo: text('im_conteudo'),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  IdFamiliaProduto: integer('id_familia_produto'),
  NmFamiliaProduto: varchar('nm_familia_produto', { length: 100 }),
  IdGrupoProduto: integer('id_grupo_produto'),
  NmGrupoProduto: varchar('nm_grupo_produto', { length: 100 }),
  /** Null while the product has no row in the price table. */
  IdLojaProduto: integer('id_loja_produto'),
  VlPreco: numeric('vl_preco', { precision: 14, scale: 2 }),
  StPublicado: boolean('st_publicado').notNull(),
  DsLoja: text('ds_loja'),
  VlPrecoSugerido: numeric('vl_preco_sugerido', { precision: 14, scale: 2 }),
}).as(sql`select p.id_produto, p.company_id, p.cd_chamada, p.nm_produto, p.nm_produto_busca, p.im_conteudo, t.cd_sigla,
    p.id_familia_produto, f.nm_familia_produto, p.id_grupo_produto, g.nm_grupo_produto,
    l.id_loja_produto, l.vl_preco, coalesce(l.st_publicado, false) as st_publicado, l.ds_loja, v.vl_preco_sugerido
  from produtos p
  left join loja_produtos l on l.id_produto = p.id_produto
  left join tipo_medidas t on t.id_tipo_medida = p.id_tipo_medida
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto
  left join view_produto_precos v on v.id_produto = p.id_produto
  where p.st_ativo`);
