import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { people } from '../pessoas/index.ts';
import { produtos } from './catalogo.table.ts';

/**
 * Tags (etiquetas) and formulas of the catalogue. A tag has a name, a colour (#RRGGBB) and the kinds of record it
 * applies to (TpEntidadeTag of @backoffice/domain: 'produto', 'cliente'); products and clients are tagged through
 * produto_tags and cliente_tags. Every row carries its company (company_id).
 */
export const tags = pgTable(
  'tags',
  {
    IdTag: serial('id_tag').primaryKey(),
    company: integer('company_id').notNull(),
    NmTag: varchar('nm_tag', { length: 60 }).notNull(),
    /** '#RRGGBB', upper case. */
    CdCor: varchar('cd_cor', { length: 7 }).notNull(),
    /** TpEntidadeTag values, sorted: ['cliente', 'produto']. */
    TpEntidades: text('tp_entidades').array().notNull(),
  },
  (t) => [uniqueIndex('tags_uq').on(t.company, t.NmTag)],
);

export const produtoTags = pgTable(
  'produto_tags',
  {
    company: integer('company_id').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    IdTag: integer('id_tag')
      .notNull()
      .references(() => tags.IdTag, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.IdProduto, t.IdTag] }), index('produto_tags_tag_idx').on(t.IdTag)],
);

/** Tags of clients (people of the company); the people area's client list reads this table by name (vw_clientes, its tag filter). */
export const clienteTags = pgTable(
  'cliente_tags',
  {
    company: integer('company_id').notNull(),
    IdPessoa: integer('id_pessoa')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    IdTag: integer('id_tag')
      .notNull()
      .references(() => tags.IdTag, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.IdPessoa, t.IdTag] }), index('cliente_tags_tag_idx').on(t.IdTag)],
);

/**
 * Item formulas: a named arithmetic expression over an item's variables (FORMULA_VARIABLES of @backoffice/domain)
 * giving the quantity in the sale unit or the weight. The expression is checked by the domain's rules before it is saved.
 */
export const formulas = pgTable(
  'formulas',
  {
    IdFormula: serial('id_formula').primaryKey(),
    company: integer('company_id').notNull(),
    NmFormula: varchar('nm_formula', { length: 80 }).notNull(),
    DsExpressao: varchar('ds_expressao', { length: 500 }).notNull(),
    /** TpResultadoFormula of @backoffice/domain: 'quantidade' or 'peso'. */
    TpResultado: varchar('tp_resultado', { length: 10 }).notNull(),
    DsFormula: varchar('ds_formula', { length: 500 }),
    StAtivo: boolean('st_ativo').notNull().default(true),
  },
  (t) => [uniqueIndex('formulas_uq').on(t.company, t.NmFormula)],
);
