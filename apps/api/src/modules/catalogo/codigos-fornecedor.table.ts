import { index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { produtos } from './catalogo.table.ts';

/**
 * The supplier's code of one of our products (cProd of their NF-e), learnt when a receipt's match is confirmed: the
 * next invoice of that supplier with the code is matched without asking. QtFator is how many of our product's unit
 * one unit of the supplier's (CdUnidadeFornecedor, their uCom) holds.
 */
export const produtoCodigoFornecedor = pgTable(
  'produto_codigo_fornecedor',
  {
    IdProdutoCodigoFornecedor: serial('id_produto_codigo_fornecedor').primaryKey(),
    company: integer('company_id').notNull(),
    /** The supplier (a person of the company). */
    IdFornecedor: integer('id_fornecedor').notNull(),
    CdProdutoFornecedor: varchar('cd_produto_fornecedor', { length: 60 }).notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    CdUnidadeFornecedor: varchar('cd_unidade_fornecedor', { length: 6 }),
    QtFator: numeric('qt_fator', { precision: 14, scale: 6 }).notNull().default('1'),
    DtAtualizacao: timestamp('dt_atualizacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('produto_codigo_fornecedor_uq').on(t.company, t.IdFornecedor, t.CdProdutoFornecedor), index('produto_codigo_fornecedor_produto_idx').on(t.IdProduto)],
);
