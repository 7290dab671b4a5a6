import { sql } from 'drizzle-orm';
import { index, integer, pgTable, pgView, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Custom columns ("campos adicionais"): a company declares columns (NmColuna, TpColuna Text/Number/Pdf/Image,
 * ValorDefault) of an entity (NmEntidadeOrigem 'Produto' or 'Cliente'), and each record of that entity keeps
 * its value in colunas_valores. A file column's value is the IRI of a file of the file storage (/api/files/{uuid}).
 */
export const colunas = pgTable(
  'colunas',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    NmColuna: varchar('nm_coluna', { length: 100 }).notNull(),
    /** TpColuna of @backoffice/domain: Text, Number, Pdf, Image. */
    TpColuna: varchar('tp_coluna', { length: 10 }).notNull(),
    /** Shown for a record without a value; it fits the type (checked by colunas.rules.ts). */
    ValorDefault: text('valor_default'),
    /** The folder name the files of this column are filed under, as the user calls it (free text). */
    ArquivoDiretorio: varchar('arquivo_diretorio', { length: 200 }),
    /** NmEntidadeOrigem of @backoffice/domain: Produto, Cliente. */
    NmEntidadeOrigem: varchar('nm_entidade_origem', { length: 30 }).notNull().default('Produto'),
  },
  (t) => [uniqueIndex('colunas_uq').on(t.company, t.NmEntidadeOrigem, t.NmColuna)],
);

/** The value of a column for one record of its entity (idEntidadeOrigem: IdProduto, or the client's id). */
export const colunasValores = pgTable(
  'colunas_valores',
  {
    IdColunasValores: serial('id_colunas_valores').primaryKey(),
    company: integer('company_id').notNull(),
    /** The column (colunas.Id). */
    colunas: integer('colunas')
      .notNull()
      .references(() => colunas.Id, { onDelete: 'cascade' }),
    idEntidadeOrigem: integer('id_entidade_origem').notNull(),
    valor: text('valor'),
  },
  (t) => [uniqueIndex('colunas_valores_uq').on(t.colunas, t.idEntidadeOrigem), index('colunas_valores_entidade_idx').on(t.company, t.idEntidadeOrigem)],
);

/** Values with their column's name, type and entity (GET /colunas_valores/entidades). */
export const vwColunasValoresEntidades = pgView('vw_colunas_valores_entidades', {
  IdColunasValores: integer('id_colunas_valores').notNull(),
  company: integer('company_id').notNull(),
  colunas: integer('colunas').notNull(),
  idEntidadeOrigem: integer('id_entidade_origem').notNull(),
  valor: text('valor'),
  NmColuna: varchar('nm_coluna', { length: 100 }).notNull(),
  TpColuna: varchar('tp_coluna', { length: 10 }).notNull(),
  NmEntidadeOrigem: varchar('nm_entidade_origem', { length: 30 }).notNull(),
}).as(sql`select v.id_colunas_valores, v.company_id, v.colunas, v.id_entidade_origem, v.valor, c.nm_coluna, c.tp_coluna, c.nm_entidade_origem
  from colunas_valores v join colunas c on c.id = v.colunas`);

/**
 * A product's extra columns (GET /produtos/colunas): every 'Produto' column of the product's company, with the
 * product's value (idColunasValores) or else the column's default (idColunasValores null); a file value names its file.
 */
export const vwProdutosColunas = pgView('vw_produtos_colunas', {
  id: text('id').notNull(),
  company: integer('company_id').notNull(),
  idColuna: integer('id_coluna').notNull(),
  nmColuna: varchar('nm_coluna', { length: 100 }).notNull(),
  tpColuna: varchar('tp_coluna', { length: 10 }).notNull(),
  valor: text('valor'),
  idColunasValores: integer('id_colunas_valores'),
  nmEntidadeOrigem: varchar('nm_entidade_origem', { length: 30 }).notNull(),
  idEntidadeOrigem: integer('id_entidade_origem').notNull(),
  nmArquivo: text('nm_arquivo'),
  tpArquivo: varchar('tp_arquivo', { length: 100 }),
}).as(sql`select p.id_produto || '-' || c.id as id, p.company_id, c.id as id_coluna, c.nm_coluna, c.tp_coluna,
    coalesce(v.valor, c.valor_default) as valor, v.id_colunas_valores, c.nm_entidade_origem, p.id_produto as id_entidade_origem,
    f.name as nm_arquivo, f.mime_type as tp_arquivo
  from produtos p
  join colunas c on c.company_id = p.company_id and c.nm_entidade_origem = 'Produto'
  left join colunas_valores v on v.colunas = c.id and v.id_entidade_origem = p.id_produto
  left join files f on f.company_id = p.company_id and c.tp_coluna in ('Pdf', 'Image')
    and f.id = case when coalesce(v.valor, c.valor_default) ~* '^/api/files/[0-9a-f-]{36}$'
      then substring(coalesce(v.valor, c.valor_default) from 12)::uuid end`);
