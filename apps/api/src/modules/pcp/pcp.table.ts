import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { produtos, loteEstoqueProduto } from '../catalogo/index.ts';
import { setores } from '../pessoas/index.ts';
import { jsonText } from '../../platform/db/json-text.ts';

// Read models (SQL views) of this area, declared beside the tables so the migrations see them.
export * from './pcp.views.ts';

/**
 * Production planning: sales forecasts, MRP analyses and their results, production orders and purchase
 * suggestions, attachments. Every row carries its company (company_id). Quantities are numeric(14,3), in the
 * product's unit.
 */

/** A sales forecast (previsão de vendas): a named set of product quantities by date. */
export const previsaoDeVenda = pgTable(
  'previsao_de_venda',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    NmPrevisaoDeVenda: varchar('nm_previsao_de_venda', { length: 100 }).notNull(),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('previsao_de_venda_empresa_idx').on(t.company, t.DtCriacao.desc())],
);

export const previsaoDeVendaItems = pgTable(
  'previsao_de_venda_items',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdPrevisaoDeVenda: integer('id_previsao_de_venda')
      .notNull()
      .references(() => previsaoDeVenda.Id, { onDelete: 'cascade' }),
    /** The product (the specification's `produto`). */
    produto: integer('produto')
      .notNull()
      .references(() => produtos.IdProduto),
    Quantidade: numeric('quantidade', { precision: 14, scale: 3 }).notNull(),
    DtPrevisaoDeVenda: date('dt_previsao_de_venda', { mode: 'string' }).notNull(),
    /**
     * The background job that imported the item from a large sheet (null for the others): a job that fails or is
     * cancelled removes its own items, and one run again after a crash starts by removing what it had written.
     */
    IdJob: integer('id_job'),
  },
  (t) => [index('previsao_de_venda_items_previsao_idx').on(t.IdPrevisaoDeVenda, t.DtPrevisaoDeVenda), index('previsao_de_venda_items_produto_idx').on(t.produto)],
);

/** An MRP analysis: its parameters; its results are analise_dados, its runs indice_de_calculos. */
export const analise = pgTable(
  'analise',
  {
    IdAnalise: serial('id_analise').primaryKey(),
    company: integer('company_id').notNull(),
    NmAnalise: varchar('nm_analise', { length: 100 }).notNull(),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** StStatusAnalise of @backoffice/domain: A open, T finished (orders created), I inactive, C cancelled. */
    StStatus: varchar('st_status', { length: 1 }).notNull().default('A'),
    /** First day of the first period. */
    DtInicio: date('dt_inicio', { mode: 'string' }).notNull(),
    /** TpPeriodo of @backoffice/domain: D day, S week, M month. */
    TpPeriodo: varchar('tp_periodo', { length: 1 }).notNull().default('S'),
    NrHorizonteDias: integer('nr_horizonte_dias').notNull().default(90),
    /** Weight of an open quote in the demand, in percent. */
    PcProbabilidadeOrcamento: numeric('pc_probabilidade_orcamento', { precision: 5, scale: 2 }).notNull().default('50'),
    /** The last calculation: when it ended, and the job that runs or ran it. */
    DtCalculo: timestamp('dt_calculo', { withTimezone: true, mode: 'string' }),
    IdJob: integer('id_job'),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('analise_empresa_idx').on(t.company, t.DtCriacao.desc())],
);

/** The companies whose products, demand and stock an analysis plans (one or more of its user's). */
export const analiseEmpresas = pgTable(
  'analise_empresas',
  {
    Id: serial('id').primaryKey(),
    /** The analysis's company (tenant). */
    company: integer('company_id').notNull(),
    IdAnalise: integer('id_analise')
      .notNull()
      .references(() => analise.IdAnalise, { onDelete: 'cascade' }),
    IdEmpresa: integer('id_empresa').notNull(),
  },
  (t) => [uniqueIndex('analise_empresas_uq').on(t.IdAnalise, t.IdEmpresa)],
);

/** Sectors whose stock an analysis leaves out (quarantine, a customer's consignment...). */
export const analiseSetoresIgnorados = pgTable(
  'analise_setores_ignorados',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdAnalise: integer('id_analise')
      .notNull()
      .references(() => analise.IdAnalise, { onDelete: 'cascade' }),
    IdSetor: integer('id_setor')
      .notNull()
      .references(() => setores.IdSetor),
  },
  (t) => [uniqueIndex('analise_setores_ignorados_uq').on(t.IdAnalise, t.IdSetor)],
);

/** The forecasts an analysis counts in the demand. */
export const analisePrevisoes = pgTable(
  'analise_previsoes',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdAnalise: integer('id_analise')
      .notNull()
      .references(() => analise.IdAnalise, { onDelete: 'cascade' }),
    IdPrevisaoDeVenda: integer('id_previsao_de_venda')
      .notNull()
      .references(() => previsaoDeVenda.Id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('analise_previsoes_uq').on(t.IdAnalise, t.IdPrevisaoDeVenda)],
);

/**
 * The result of an analysis, one row per product (finished product, raw material or sub-product), with every
 * field of the specification's "Analysis data". Written in bulk by the calculation; only NrRealizado changes after.
 *
 * No foreign keys: PostgreSQL checks one row by row (a query and a row lock per result, 40,000 for an analysis of
 * 20,000 products), which was a third of the database's part of the write (docs/performance.md). The one writer
 * vouches for both instead: it writes in the transaction that holds the analysis locked, the products it has just
 * read. What the keys' ON DELETE CASCADE did, triggers of migration 0050 do once per statement: an analysis or a
 * product deleted takes its results along. A product deleted while a calculation runs may leave a row behind, which
 * no screen shows (they all join the product) and the next calculation replaces.
 */
export const analiseDados = pgTable(
  'analise_dados',
  {
    IdAnaliseDado: serial('id_analise_dado').primaryKey(),
    /** The product's company (an analysis may plan several of its user's companies). */
    company: integer('company_id').notNull(),
    IdAnalise: integer('id_analise').notNull(),
    IdProduto: integer('id_produto').notNull(),
    /** TpAnaliseDado of @backoffice/domain: P finished product, S sub-product, M raw material. */
    TpAnaliseDado: varchar('tp_analise_dado', { length: 1 }).notNull(),
    /** Low-level code: the deepest level at which the product is a component (0: nobody's). */
    NrNivel: integer('nr_nivel').notNull().default(0),
    NrSaldoEmEstoque: numeric('nr_saldo_em_estoque', { precision: 14, scale: 3 }).notNull(),
    NrOPs: numeric('nr_ops', { precision: 14, scale: 3 }).notNull(),
    NrPedidosCompra: numeric('nr_pedidos_compra', { precision: 14, scale: 3 }).notNull(),
    NrAnalisesDeCompra: numeric('nr_analises_de_compra', { precision: 14, scale: 3 }).notNull(),
    NrCotacoes: numeric('nr_cotacoes', { precision: 14, scale: 3 }).notNull(),
    NrEstoqueFuturo: numeric('nr_estoque_futuro', { precision: 14, scale: 3 }).notNull(),
    NrPedidosVenda: numeric('nr_pedidos_venda', { precision: 14, scale: 3 }).notNull(),
    NrPropostas: numeric('nr_propostas', { precision: 14, scale: 3 }).notNull(),
    NrPrevisaoVendas: numeric('nr_previsao_vendas', { precision: 14, scale: 3 }).notNull(),
    NrDemandaVendas: numeric('nr_demanda_vendas', { precision: 14, scale: 3 }).notNull(),
    NrDemandaProdPai: numeric('nr_demanda_prod_pai', { precision: 14, scale: 3 }).notNull(),
    NrDemandaTotal: numeric('nr_demanda_total', { precision: 14, scale: 3 }).notNull(),
    NrQtdeMin: numeric('nr_qtde_min', { precision: 14, scale: 3 }).notNull(),
    NrQtdeMax: numeric('nr_qtde_max', { precision: 14, scale: 3 }).notNull(),
    NrTotalAtender: numeric('nr_total_atender', { precision: 14, scale: 3 }).notNull(),
    NrResultado: numeric('nr_resultado', { precision: 14, scale: 3 }).notNull(),
    /** The planner's quantity (null: the suggestion, NrResultado, stands). */
    NrRealizado: numeric('nr_realizado', { precision: 14, scale: 3 }),
    QtProducaoImediata: numeric('qt_producao_imediata', { precision: 14, scale: 3 }).notNull(),
    QtProducaoFutura: numeric('qt_producao_futura', { precision: 14, scale: 3 }).notNull(),
    /**
     * The product's direct components: [{ IdProduto, CdChamada, QtProdutoComponente, PcPerda }], JSON kept as text
     * (json would check the text of every row written).
     */
    ListaProduto: jsonText('lista_produto'),
    /** A planned order should have been released before the first period. */
    StAtrasado: boolean('st_atrasado').notNull().default(false),
    /** Date the first planned order is needed, and the date it must be released (lead time before). */
    DtNecessidade: date('dt_necessidade', { mode: 'string' }),
    DtLiberacao: date('dt_liberacao', { mode: 'string' }),
    /**
     * The time-phased MRP record, JSON text as mrp.record.ts writes and reads it (thousandths per period: gross,
     * receipts, expired, projected, net, plannedReceipts, plannedReleases, and the planned orders). Text, not json
     * nor jsonb: written 20,000 at a time and read one at a time, it is checked and parsed only when read (jsonb's
     * parsing cost three times json's, json's check a sixth of the database's part of the write: docs/performance.md).
     */
    registro: text('registro'),
  },
  // The product's row of an analysis is found by this index, not kept unique by it: a unique index checks each new
  // row against the entries of the rows the calculation has just deleted (the same keys, dead but not yet vacuumed),
  // a visit to the table for each: a quarter of the database's part of the write. The writer makes the rows one per
  // product (runMrp's rows).
  (t) => [index('analise_dados_produto_idx').on(t.IdAnalise, t.IdProduto), index('analise_dados_tipo_idx').on(t.IdAnalise, t.TpAnaliseDado)],
);

/**
 * A product's planning data kept by this area: how the MRP sizes its planned orders (TpLote of @backoffice/domain:
 * L lot-for-lot, F fixed quantity QtLote, M minimum QtLote in multiples of QtMultiplo, P NrPeriodos periods of
 * supply). A product without a row is planned lot-for-lot.
 */
export const produtoPlanejamento = pgTable(
  'produto_planejamento',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    TpLote: varchar('tp_lote', { length: 1 }).notNull().default('L'),
    QtLote: numeric('qt_lote', { precision: 14, scale: 3 }).notNull().default('0'),
    QtMultiplo: numeric('qt_multiplo', { precision: 14, scale: 3 }).notNull().default('0'),
    NrPeriodos: integer('nr_periodos').notNull().default(1),
  },
  (t) => [uniqueIndex('produto_planejamento_uq').on(t.IdProduto), index('produto_planejamento_empresa_idx').on(t.company)],
);

/** Every run of an analysis's calculation: its parameters, counts, times and log. */
export const indiceDeCalculos = pgTable(
  'indice_de_calculos',
  {
    IdIndiceDeCalculo: serial('id_indice_de_calculo').primaryKey(),
    company: integer('company_id').notNull(),
    IdAnalise: integer('id_analise')
      .notNull()
      .references(() => analise.IdAnalise, { onDelete: 'cascade' }),
    DtInicio: timestamp('dt_inicio', { withTimezone: true, mode: 'string' }).notNull(),
    DtFim: timestamp('dt_fim', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DsParametros: jsonb('ds_parametros').notNull(),
    NrProdutos: integer('nr_produtos').notNull(),
    NrMsLeitura: integer('nr_ms_leitura').notNull(),
    NrMsCalculo: integer('nr_ms_calculo').notNull(),
    NrMsGravacao: integer('nr_ms_gravacao').notNull(),
    DsLog: text('ds_log').notNull(),
    IdJob: integer('id_job'),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('indice_de_calculos_analise_idx').on(t.IdAnalise, t.DtInicio.desc())],
);

/** Production orders: made from an analysis's suggestions (TpOrigem A) or entered by hand (M). */
export const ordemProducao = pgTable(
  'ordem_producao',
  {
    IdOrdemProducao: serial('id_ordem_producao').primaryKey(),
    company: integer('company_id').notNull(),
    IdAnalise: integer('id_analise').references(() => analise.IdAnalise, { onDelete: 'set null' }),
    TpOrigem: varchar('tp_origem', { length: 1 }).notNull().default('A'),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto),
    /** Where the product is made (its lot enters there when finished). */
    IdSetor: integer('id_setor').references(() => setores.IdSetor),
    QtSolicitada: numeric('qt_solicitada', { precision: 14, scale: 3 }).notNull(),
    QtAtendida: numeric('qt_atendida', { precision: 14, scale: 3 }).notNull().default('0'),
    /** StOrdemProducao of @backoffice/domain: A open, E in production, F finished, C cancelled. */
    StOrdem: varchar('st_ordem', { length: 1 }).notNull().default('A'),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DtInicio: date('dt_inicio', { mode: 'string' }),
    DtEntrega: date('dt_entrega', { mode: 'string' }).notNull(),
    DtFinalizacao: timestamp('dt_finalizacao', { withTimezone: true, mode: 'string' }),
    /** The lot the finished order put in stock. */
    IdLote: integer('id_lote').references(() => loteEstoqueProduto.IdLote, { onDelete: 'set null' }),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('ordem_producao_empresa_idx').on(t.company, t.StOrdem, t.IdProduto), index('ordem_producao_analise_idx').on(t.IdAnalise)],
);

/** Purchases of bought items: suggested by an analysis, then quoted, ordered, received (or cancelled). */
export const compras = pgTable(
  'compras',
  {
    IdCompra: serial('id_compra').primaryKey(),
    company: integer('company_id').notNull(),
    IdAnalise: integer('id_analise').references(() => analise.IdAnalise, { onDelete: 'set null' }),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto),
    QtCompra: numeric('qt_compra', { precision: 14, scale: 3 }).notNull(),
    /** StCompra of @backoffice/domain: S suggested, C being quoted, P ordered, R received, X cancelled. */
    StCompra: varchar('st_compra', { length: 1 }).notNull().default('S'),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When it must be ordered (lead time before it is needed) and when it is needed. */
    DtLiberacao: date('dt_liberacao', { mode: 'string' }),
    DtNecessidade: date('dt_necessidade', { mode: 'string' }).notNull(),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('compras_empresa_idx').on(t.company, t.StCompra, t.IdProduto), index('compras_analise_idx').on(t.IdAnalise)],
);

/** Files attached to an analysis (and optionally one of its products), kept in the file storage. */
export const mrpAnexos = pgTable(
  'mrp_anexos',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    /** The analysis (the specification's `analise`). */
    analise: integer('analise')
      .notNull()
      .references(() => analise.IdAnalise, { onDelete: 'cascade' }),
    NmArquivo: varchar('nm_arquivo', { length: 255 }).notNull(),
    /** The product it is about, if any (the specification's `produto`). */
    produto: integer('produto').references(() => produtos.IdProduto, { onDelete: 'set null' }),
    /** The stored file: /api/files/<id>. */
    DsArquivo: text('ds_arquivo').notNull(),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('mrp_anexos_analise_idx').on(t.analise)],
);
