import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { loteEstoqueProduto, produtos } from '../catalogo/index.ts';
import { pedidoVenda, pedidoVendaItems } from '../vendas/index.ts';

// Read models (SQL views) of this area, declared beside the tables so the migrations see them.
export * from './separacao.views.ts';

/**
 * Picking lots and order conference (docs/separacao.md). Released orders are grouped into a picking lot; the
 * lot's items are the order items in the stock lots their reservation holds, in the product's unit; scans count
 * them. Orders and their reservations stay the sales area's: this area reads them and asks the sales services to
 * change them. Every row carries its company (company_id, the tenant column).
 */

/** A picking lot: orders picked together, walking the shelves once. */
export const loteSeparacao = pgTable(
  'lote_separacao',
  {
    IdLoteSeparacao: serial('id_lote_separacao').primaryKey(),
    company: integer('company_id').notNull(),
    DsLote: varchar('ds_lote', { length: 100 }),
    /** TpAgrupamento of @backoffice/domain: D (delivery date), M (by hand). */
    TpAgrupamento: varchar('tp_agrupamento', { length: 1 }).notNull().default('M'),
    DtEntrega: date('dt_entrega', { mode: 'string' }),
    /** StatusLote of @backoffice/domain: Aberto, Em Separação, Liberado. */
    StatusLoteSeparacao: varchar('status_lote_separacao', { length: 30 }).notNull().default('Aberto'),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    IdUsuario: integer('id_usuario'),
    /** Who made it (the user's person's name). */
    NmUsuario: text('nm_usuario'),
  },
  (t) => [index('lote_separacao_empresa_idx').on(t.company, t.DtCriacao.desc())],
);

/** The orders of a lot; an order is in one lot at most (the order list reads its lot here, by index). */
export const loteSeparacaoPedidos = pgTable(
  'lote_separacao_pedidos',
  {
    IdLoteSeparacaoPedido: serial('id_lote_separacao_pedido').primaryKey(),
    company: integer('company_id').notNull(),
    IdLoteSeparacao: integer('id_lote_separacao')
      .notNull()
      .references(() => loteSeparacao.IdLoteSeparacao, { onDelete: 'cascade' }),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    DtInclusao: timestamp('dt_inclusao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lote_separacao_pedidos_pedido_uq').on(t.CodPedido), index('lote_separacao_pedidos_lote_idx').on(t.IdLoteSeparacao)],
);

/**
 * What a lot picks: one row per order item and stock lot (null for a product kept without lots), QtPedida in the
 * product's unit as reserved. QtSeparada is what the conference counted; scans raise it with a conditional update
 * (never past QtPedida). An item whose order was cancelled or left the lot, or that was itself cancelled, is an
 * orphan until removed (GET /lote_separacao_items/orfaos).
 */
export const loteSeparacaoItems = pgTable(
  'lote_separacao_items',
  {
    IdLoteSeparacaoItem: serial('id_lote_separacao_item').primaryKey(),
    company: integer('company_id').notNull(),
    IdLoteSeparacao: integer('id_lote_separacao')
      .notNull()
      .references(() => loteSeparacao.IdLoteSeparacao, { onDelete: 'cascade' }),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    IdPedidoVendaItem: integer('id_pedido_venda_item')
      .notNull()
      .references(() => pedidoVendaItems.IdPedidoVendaItem, { onDelete: 'cascade' }),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto),
    IdLote: integer('id_lote').references(() => loteEstoqueProduto.IdLote),
    QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
    QtSeparada: numeric('qt_separada', { precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    unique('lote_separacao_items_uq').on(t.IdPedidoVendaItem, t.IdLote).nullsNotDistinct(),
    index('lote_separacao_items_lote_idx').on(t.IdLoteSeparacao),
    index('lote_separacao_items_pedido_idx').on(t.CodPedido),
    check('lote_separacao_items_ck', sql`${t.QtSeparada} >= 0 and ${t.QtSeparada} <= ${t.QtPedida}`),
  ],
);

/**
 * Every accepted scan: who counted what, when. CdLeitura is the id the scanning device generated, unique: a
 * retried request or a second device never counts the same scan twice.
 */
export const conferenciaLeituras = pgTable(
  'conferencia_leituras',
  {
    IdConferenciaLeitura: serial('id_conferencia_leitura').primaryKey(),
    company: integer('company_id').notNull(),
    CdLeitura: uuid('cd_leitura').notNull(),
    IdLoteSeparacaoItem: integer('id_lote_separacao_item')
      .notNull()
      .references(() => loteSeparacaoItems.IdLoteSeparacaoItem, { onDelete: 'cascade' }),
    IdLoteSeparacao: integer('id_lote_separacao').notNull(),
    CodPedido: integer('cod_pedido').notNull(),
    IdProduto: integer('id_produto').notNull(),
    IdLote: integer('id_lote'),
    QtLida: numeric('qt_lida', { precision: 14, scale: 3 }).notNull(),
    /** What the scanner typed. */
    DsCodigo: varchar('ds_codigo', { length: 160 }),
    IdUsuario: integer('id_usuario'),
    NmUsuario: text('nm_usuario'),
    DtLeitura: timestamp('dt_leitura', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conferencia_leituras_uq').on(t.CdLeitura), index('conferencia_leituras_pedido_idx').on(t.CodPedido), index('conferencia_leituras_lote_idx').on(t.IdLoteSeparacao)],
);

/** The boxes an order is packed in: number, weight. */
export const caixaSeparacaos = pgTable(
  'caixa_separacaos',
  {
    IdCaixaSeparacao: serial('id_caixa_separacao').primaryKey(),
    company: integer('company_id').notNull(),
    IdLoteSeparacao: integer('id_lote_separacao').references(() => loteSeparacao.IdLoteSeparacao, { onDelete: 'cascade' }),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    NrCaixa: integer('nr_caixa').notNull(),
    VlPeso: numeric('vl_peso', { precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('caixa_separacaos_uq').on(t.CodPedido, t.NrCaixa), check('caixa_separacaos_ck', sql`${t.VlPeso} >= 0`)],
);

/** The separation status of an order (one row per order), who set it and when. */
export const pedidoSeparacaoStatuses = pgTable(
  'pedido_separacao_statuses',
  {
    IdPedidoSeparacaoStatus: serial('id_pedido_separacao_status').primaryKey(),
    company: integer('company_id').notNull(),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    /** StatusSeparacaoPedido of @backoffice/domain. */
    StatusSeparacaoPedido: varchar('status_separacao_pedido', { length: 30 }).notNull(),
    IdUsuario: integer('id_usuario'),
    UsuarioSeparacaoPedido: text('usuario_separacao_pedido'),
    DtStatus: timestamp('dt_status', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pedido_separacao_statuses_pedido_uq').on(t.CodPedido)],
);

/** Every lot swap of an order item's reservation (PUT /pedido_de_venda_items/{id}/alterar-lote). */
export const logTrocaLote = pgTable(
  'log_troca_lote',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdPedidoVenda: integer('id_pedido_venda')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    IdPedidoVendaItem: integer('id_pedido_venda_item').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto),
    IdLoteOrigem: integer('id_lote_origem').references(() => loteEstoqueProduto.IdLote),
    IdLoteDestino: integer('id_lote_destino')
      .notNull()
      .references(() => loteEstoqueProduto.IdLote),
    QuantidadeMovida: numeric('quantidade_movida', { precision: 14, scale: 3 }).notNull(),
    DataMovimentacao: timestamp('data_movimentacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    IdUsuario: integer('id_usuario'),
    NmUsuario: text('nm_usuario'),
  },
  (t) => [index('log_troca_lote_data_idx').on(t.company, t.DataMovimentacao.desc())],
);
