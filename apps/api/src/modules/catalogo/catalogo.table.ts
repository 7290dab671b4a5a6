import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { searchCopy } from '../../platform/db/search.ts';
import { setores } from '../pessoas/index.ts';

// Read models (SQL views) of this area, declared beside the tables so the migrations see them.
export * from './catalogo.views.ts';
export * from './estoque.views.ts';

/**
 * The catalogue: products and their codes, families and groups, units and conversions, bills of
 * materials, lots, stock balances and the stock moves that change them. Every row carries its
 * company (company_id, the tenant column). Quantities, weights and money are `numeric`: exact, and
 * answered as text.
 */

export const familiaProdutos = pgTable(
  'familia_produtos',
  {
    IdFamiliaProduto: serial('id_familia_produto').primaryKey(),
    company: integer('company_id').notNull(),
    CdChamada: varchar('cd_chamada', { length: 20 }),
    NmFamiliaProduto: varchar('nm_familia_produto', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('familia_produtos_uq').on(t.company, t.NmFamiliaProduto)],
);

export const grupoProdutos = pgTable(
  'grupo_produtos',
  {
    IdGrupoProduto: serial('id_grupo_produto').primaryKey(),
    company: integer('company_id').notNull(),
    CdChamada: varchar('cd_chamada', { length: 20 }),
    NmGrupoProduto: varchar('nm_grupo_produto', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('grupo_produtos_uq').on(t.company, t.NmGrupoProduto)],
);

/** Units of measure (UN, KG, M, CX...): TpUnidade 'F' is fractional (3 decimals), 'I' whole. */
export const tipoMedidas = pgTable(
  'tipo_medidas',
  {
    IdTipoMedida: serial('id_tipo_medida').primaryKey(),
    company: integer('company_id').notNull(),
    CdSigla: varchar('cd_sigla', { length: 6 }).notNull(),
    DsTipoMedida: varchar('ds_tipo_medida', { length: 60 }).notNull(),
    TpUnidade: varchar('tp_unidade', { length: 1 }).notNull().default('I'),
  },
  (t) => [uniqueIndex('tipo_medidas_uq').on(t.company, t.CdSigla)],
);

export const produtos = pgTable(
  'produtos',
  {
    IdProduto: serial('id_produto').primaryKey(),
    company: integer('company_id').notNull(),
    /**
     * The main code (the produto_codigos row with StCodigoPrincipal 'S'), copied by the one service that
     * writes codes (produtos.service.ts) so that every list shows, filters and sorts it without a join.
     */
    CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
    /** GTIN/EAN barcode, check digit verified. */
    CdEan: varchar('cd_ean', { length: 14 }),
    NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
    /** NmProduto as searches compare it (lower case, no accents). */
    NmProdutoBusca: searchCopy('nm_produto_busca', 'nm_produto'),
    NmCurto: varchar('nm_curto', { length: 60 }),
    /** Image: the IRI of a file of the file storage. */
    ImConteudo: text('im_conteudo'),
    /** TpProduto of @backoffice/domain (16 types). */
    TpProduto: varchar('tp_produto', { length: 1 }).notNull(),
    /** TpProdutoPcp of @backoffice/domain: V, F, C, P (answered as produtoPcp.TpProduto by the lists). */
    TpProdutoPcp: varchar('tp_produto_pcp', { length: 1 }).notNull().default('V'),
    IdTipoMedida: integer('id_tipo_medida')
      .notNull()
      .references(() => tipoMedidas.IdTipoMedida),
    VlPesoLiquido: numeric('vl_peso_liquido', { precision: 14, scale: 3 }).notNull().default('0'),
    VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull().default('0'),
    IdFamiliaProduto: integer('id_familia_produto').references(() => familiaProdutos.IdFamiliaProduto, { onDelete: 'set null' }),
    IdGrupoProduto: integer('id_grupo_produto').references(() => grupoProdutos.IdGrupoProduto, { onDelete: 'set null' }),
    NrDiasValidade: integer('nr_dias_validade').notNull(),
    CdNcm: varchar('cd_ncm', { length: 8 }),
    CdCest: varchar('cd_cest', { length: 7 }),
    /** OrigemMercadoria of @backoffice/domain: '0' to '8'. */
    CdOrigem: varchar('cd_origem', { length: 1 }).notNull().default('0'),
    VlPrecoCusto: numeric('vl_preco_custo', { precision: 14, scale: 4 }).notNull().default('0'),
    QtEstoqueMinimo: numeric('qt_estoque_minimo', { precision: 14, scale: 3 }).notNull().default('0'),
    QtEstoqueMaximo: numeric('qt_estoque_maximo', { precision: 14, scale: 3 }).notNull().default('0'),
    /** Lead time in days (to make or to buy): the MRP releases an order this long before it is needed. */
    NrDiasReposicao: integer('nr_dias_reposicao').notNull().default(0),
    /**
     * Stock on hand, all sectors and lots together: the sum of the product's estoque_saldos, kept by moveStock
     * (estoque.service.ts) in the transaction of each move, under the product's stock lock, so that the product
     * list sorts and filters by stock through an index instead of summing every product's balances first.
     */
    QtEstoque: numeric('qt_estoque', { precision: 14, scale: 3 }).notNull().default('0'),
    DsLocalizacao: varchar('ds_localizacao', { length: 60 }),
    StAtivo: boolean('st_ativo').notNull().default(true),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('produtos_nome_idx').on(t.company, t.NmProduto),
    index('produtos_codigo_idx').on(t.company, t.CdChamada),
    // The product list sorted or filtered by stock (QtEstoque above), with the id as its tie-breaker.
    index('produtos_estoque_idx').on(t.company, t.QtEstoque, t.IdProduto),
    index('produtos_busca_trgm_idx').using('gin', t.NmProdutoBusca.op('gin_trgm_ops')),
  ],
);

/** A product's codes: one or more, exactly one main (StCodigoPrincipal 'S'); a code is unique in its company. */
export const produtoCodigos = pgTable(
  'produto_codigos',
  {
    IdProdutoCodigo: serial('id_produto_codigo').primaryKey(),
    company: integer('company_id').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    CdChamada: varchar('cd_chamada', { length: 30 }).notNull(),
    StCodigoPrincipal: varchar('st_codigo_principal', { length: 1 }).notNull().default('N'),
  },
  (t) => [
    uniqueIndex('produto_codigos_uq').on(t.company, t.CdChamada),
    uniqueIndex('produto_codigos_principal_uq').on(t.IdProduto).where(sql`st_codigo_principal = 'S'`),
  ],
);

/**
 * Per-product unit conversions: one IdTipoMedida holds QtFator of IdTipoMedidaDestino (a box holds 12 UN; a metre
 * weighs 0,85 KG); no IdTipoMedidaDestino means the product's own unit.
 */
export const produtoConversoes = pgTable(
  'produto_conversoes',
  {
    IdProdutoConversao: serial('id_produto_conversao').primaryKey(),
    company: integer('company_id').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    IdTipoMedida: integer('id_tipo_medida')
      .notNull()
      .references(() => tipoMedidas.IdTipoMedida),
    IdTipoMedidaDestino: integer('id_tipo_medida_destino').references(() => tipoMedidas.IdTipoMedida),
    QtFator: numeric('qt_fator', { precision: 14, scale: 6 }).notNull(),
  },
  (t) => [uniqueIndex('produto_conversoes_uq').on(t.IdProduto, t.IdTipoMedida)],
);

/** Bills of materials: the components of a product, per finished unit, at any depth (never containing itself). */
export const listaProdutoItems = pgTable(
  'lista_produto_items',
  {
    IdListaProdutoItem: serial('id_lista_produto_item').primaryKey(),
    company: integer('company_id').notNull(),
    /** The product made. */
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    /** The component used. */
    ProdutoComponente: integer('produto_componente')
      .notNull()
      .references(() => produtos.IdProduto),
    IdPosicao: integer('id_posicao').notNull().default(1),
    StComponentePrincipal: varchar('st_componente_principal', { length: 1 }).notNull().default('N'),
    /** Quantity of the component per unit of the product made, in IdTipoMedida (default: the component's unit). */
    QtProdutoComponente: numeric('qt_produto_componente', { precision: 14, scale: 4 }).notNull(),
    IdTipoMedida: integer('id_tipo_medida').references(() => tipoMedidas.IdTipoMedida),
    /** Loss in percent: the quantity used is QtProdutoComponente × (1 + PcPerda/100). */
    PcPerda: numeric('pc_perda', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('lista_produto_items_uq').on(t.IdProduto, t.ProdutoComponente),
    index('lista_produto_items_empresa_idx').on(t.company),
    index('lista_produto_items_componente_idx').on(t.ProdutoComponente),
  ],
);

/** Lots of a product. Their stock lives in estoque_saldos (per sector); the lot view sums it. */
export const loteEstoqueProduto = pgTable(
  'lote_estoque_produto',
  {
    IdLote: serial('id_lote').primaryKey(),
    company: integer('company_id').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    CdLote: varchar('cd_lote', { length: 30 }).notNull(),
    DtFabricacao: date('dt_fabricacao', { mode: 'string' }).notNull(),
    DtValidade: date('dt_validade', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('lote_estoque_produto_uq').on(t.IdProduto, t.CdLote),
    index('lote_estoque_produto_validade_idx').on(t.company, t.DtValidade),
    check('lote_validade_ck', sql`${t.DtValidade} >= ${t.DtFabricacao}`),
  ],
);

/**
 * Stock balance of a product (and lot, when it has lots) in a sector: QtEstoque on hand, QtReservada
 * promised. Changed only through a stock lock (lockStock, estoque.service.ts), which writes the move beside it; the checks
 * are the last line of defence.
 */
export const estoqueSaldos = pgTable(
  'estoque_saldos',
  {
    IdEstoqueSaldo: serial('id_estoque_saldo').primaryKey(),
    company: integer('company_id').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    IdLote: integer('id_lote').references(() => loteEstoqueProduto.IdLote, { onDelete: 'cascade' }),
    IdSetor: integer('id_setor')
      .notNull()
      .references(() => setores.IdSetor),
    QtEstoque: numeric('qt_estoque', { precision: 14, scale: 3 }).notNull().default('0'),
    QtReservada: numeric('qt_reservada', { precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    unique('estoque_saldos_uq').on(t.IdProduto, t.IdSetor, t.IdLote).nullsNotDistinct(),
    index('estoque_saldos_empresa_idx').on(t.company, t.IdSetor),
    index('estoque_saldos_lote_idx').on(t.IdLote),
    check('estoque_saldos_ck', sql`${t.QtEstoque} >= 0 and ${t.QtReservada} >= 0 and ${t.QtReservada} <= ${t.QtEstoque}`),
  ],
);

/** Every change of a stock balance, written in the transaction of its cause. */
export const estoqueMovimentos = pgTable(
  'estoque_movimentos',
  {
    IdMovimento: serial('id_movimento').primaryKey(),
    company: integer('company_id').notNull(),
    DtMovimento: timestamp('dt_movimento', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** TpMovimentoEstoque of @backoffice/domain: E, S, T, L, A, P, R, B. */
    TpMovimento: varchar('tp_movimento', { length: 1 }).notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto, { onDelete: 'cascade' }),
    IdLote: integer('id_lote').references(() => loteEstoqueProduto.IdLote, { onDelete: 'set null' }),
    IdSetor: integer('id_setor')
      .notNull()
      .references(() => setores.IdSetor),
    /** Transfer: the destination sector; lot swap: the destination lot. */
    IdSetorDestino: integer('id_setor_destino').references(() => setores.IdSetor),
    IdLoteDestino: integer('id_lote_destino').references(() => loteEstoqueProduto.IdLote, { onDelete: 'set null' }),
    /** Positive, except an adjustment, whose sign says whether it adds or removes. */
    QtMovimento: numeric('qt_movimento', { precision: 14, scale: 3 }).notNull(),
    DsMotivo: text('ds_motivo'),
    IdUsuario: integer('id_usuario'),
    /** The record that caused the move (PedidoDeVenda, OrdemProducao...), when there is one. */
    NmEntidadeOrigem: varchar('nm_entidade_origem', { length: 60 }),
    IdEntidadeOrigem: integer('id_entidade_origem'),
  },
  (t) => [
    index('estoque_movimentos_produto_idx').on(t.company, t.IdProduto, t.DtMovimento.desc()),
    index('estoque_movimentos_data_idx').on(t.company, t.DtMovimento.desc()),
    // What an order item holds reserved (its R and B moves), read on every release and lot swap.
    index('estoque_movimentos_origem_idx').on(t.NmEntidadeOrigem, t.IdEntidadeOrigem),
  ],
);
