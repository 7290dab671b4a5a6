import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
