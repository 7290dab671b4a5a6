import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { people } from '../pessoas/index.ts';
import { produtos, tipoMedidas } from '../catalogo/index.ts';
import { prazos } from '../vendas/index.ts';
import { formaPagamentos } from '../financeiro/index.ts';
import { analise, compras } from '../pcp/index.ts';

// Read models (SQL views) of this area, declared beside the tables so the migrations see them.
export * from './compras.views.ts';

/**
 * Purchasing: quotations among suppliers and purchase orders. Every row carries its company (company_id).
 * Quantities are numeric(14,3); a purchase price numeric(14,4) (suppliers quote fractions of a cent per unit),
 * totals numeric(14,2).
 */

/** The last purchase order number given in each company: orders are numbered 1, 2, 3… per company. */
export const comprasNumeracao = pgTable('compras_numeracao', {
  company: integer('company_id').primaryKey(),
  NrUltimoPedido: integer('nr_ultimo_pedido').notNull().default(0),
});

/** A purchase quotation: items to buy (from an MRP analysis' suggestions or typed) priced by several suppliers. */
export const cotacaoCompra = pgTable(
  'cotacao_compra',
  {
    IdCotacaoCompra: serial('id_cotacao_compra').primaryKey(),
    company: integer('company_id').notNull(),
    NmCotacao: varchar('nm_cotacao', { length: 100 }).notNull(),
    /** StCotacaoCompra of @backoffice/domain: A open, F orders generated, C cancelled. */
    StCotacao: varchar('st_cotacao', { length: 1 }).notNull().default('A'),
    /** The analysis whose suggestions it quotes (null: typed by hand). */
    IdAnalise: integer('id_analise').references(() => analise.IdAnalise, { onDelete: 'set null' }),
    DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DsObservacao: text('ds_observacao'),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('cotacao_compra_empresa_idx').on(t.company, t.DtCriacao.desc())],
);

/** A supplier invited to a quotation, with its lead time in days and payment terms. */
export const cotacaoCompraFornecedores = pgTable(
  'cotacao_compra_fornecedores',
  {
    IdCotacaoCompraFornecedor: serial('id_cotacao_compra_fornecedor').primaryKey(),
    company: integer('company_id').notNull(),
    IdCotacaoCompra: integer('id_cotacao_compra')
      .notNull()
      .references(() => cotacaoCompra.IdCotacaoCompra, { onDelete: 'cascade' }),
    IdFornecedor: integer('id_fornecedor')
      .notNull()
      .references(() => people.id),
    /** Days from the order to the delivery. */
    NrPrazoEntrega: integer('nr_prazo_entrega').notNull().default(0),
    /** Payment terms the supplier offers, days separated by '/': '30/60/90'. */
    DsPrazoPagamento: varchar('ds_prazo_pagamento', { length: 100 }),
    DsObservacao: text('ds_observacao'),
  },
  (t) => [uniqueIndex('cotacao_compra_fornecedores_uq').on(t.IdCotacaoCompra, t.IdFornecedor)],
);

/** An item of a quotation, in our unit, with the supplier chosen for it. */
export const cotacaoCompraItens = pgTable(
  'cotacao_compra_itens',
  {
    IdCotacaoCompraItem: serial('id_cotacao_compra_item').primaryKey(),
    company: integer('company_id').notNull(),
    IdCotacaoCompra: integer('id_cotacao_compra')
      .notNull()
      .references(() => cotacaoCompra.IdCotacaoCompra, { onDelete: 'cascade' }),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto),
    QtCotada: numeric('qt_cotada', { precision: 14, scale: 3 }).notNull(),
    DtNecessidade: date('dt_necessidade', { mode: 'string' }),
    /** The MRP suggestion it quotes (pcp's compras), if any. */
    IdCompra: integer('id_compra').references(() => compras.IdCompra, { onDelete: 'set null' }),
    /** The winning supplier (a row of cotacao_compra_fornecedores). */
    IdCotacaoCompraFornecedor: integer('id_cotacao_compra_fornecedor').references(() => cotacaoCompraFornecedores.IdCotacaoCompraFornecedor, {
      onDelete: 'set null',
    }),
    /** The purchase order line it became. */
    IdPedidoCompraItem: integer('id_pedido_compra_item'),
  },
  (t) => [index('cotacao_compra_itens_cotacao_idx').on(t.IdCotacaoCompra)],
);

/** A supplier's unit price (our unit) for an item of the quotation. */
export const cotacaoCompraPrecos = pgTable(
  'cotacao_compra_precos',
  {
    IdCotacaoCompraPreco: serial('id_cotacao_compra_preco').primaryKey(),
    company: integer('company_id').notNull(),
    IdCotacaoCompraItem: integer('id_cotacao_compra_item')
      .notNull()
      .references(() => cotacaoCompraItens.IdCotacaoCompraItem, { onDelete: 'cascade' }),
    IdCotacaoCompraFornecedor: integer('id_cotacao_compra_fornecedor')
      .notNull()
      .references(() => cotacaoCompraFornecedores.IdCotacaoCompraFornecedor, { onDelete: 'cascade' }),
    VlUnitario: numeric('vl_unitario', { precision: 14, scale: 4 }).notNull(),
    /** Days to deliver this item, when it differs from the supplier's. */
    NrPrazoEntrega: integer('nr_prazo_entrega'),
  },
  (t) => [uniqueIndex('cotacao_compra_precos_uq').on(t.IdCotacaoCompraItem, t.IdCotacaoCompraFornecedor)],
);

/** A purchase order to a supplier, numbered per company (NrPedido). */
export const pedidoCompra = pgTable(
  'pedido_compra',
  {
    IdPedidoCompra: serial('id_pedido_compra').primaryKey(),
    company: integer('company_id').notNull(),
    NrPedido: integer('nr_pedido').notNull(),
    IdFornecedor: integer('id_fornecedor')
      .notNull()
      .references(() => people.id),
    /** The supplier's name copied when the order is written, for the list. */
    NmFornecedor: text('nm_fornecedor'),
    /** StPedidoCompra of @backoffice/domain: A aberto, E enviado, P parcialmente recebido, R recebido, C cancelado. */
    StPedido: varchar('st_pedido', { length: 1 }).notNull().default('A'),
    DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The expected delivery date the new items take. */
    DtPrevista: date('dt_prevista', { mode: 'string' }),
    /** A payment term of the company (prazos), or only its days ('30/60/90'), and the finance area's payment form. */
    IdPrazo: integer('id_prazo').references(() => prazos.IdPrazo),
    DsPrazoPagamento: varchar('ds_prazo_pagamento', { length: 100 }),
    IdFormaPagamento: integer('id_forma_pagamento').references(() => formaPagamentos.IdFormaPagamento),
    DsObservacao: text('ds_observacao'),
    /** Sum of the items' totals, kept by the service that writes them. */
    VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The quotation it came from. */
    IdCotacaoCompra: integer('id_cotacao_compra').references(() => cotacaoCompra.IdCotacaoCompra, { onDelete: 'set null' }),
    DtEnvio: timestamp('dt_envio', { withTimezone: true, mode: 'string' }),
    version: integer('version').notNull().default(1),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [
    uniqueIndex('pedido_compra_numero_uq').on(t.company, t.NrPedido),
    index('pedido_compra_fornecedor_idx').on(t.IdFornecedor, t.StPedido),
    index('pedido_compra_empresa_idx').on(t.company, t.DtEmissao.desc()),
  ],
);

/**
 * A line of a purchase order: the quantity in the supplier's unit (QtFornecedor of IdTipoMedida; null: ours) and
 * in ours (QtPedida = QtFornecedor × VlFatorConversao), the price per supplier unit, what was received (our unit).
 */
export const pedidoCompraItens = pgTable(
  'pedido_compra_itens',
  {
    IdPedidoCompraItem: serial('id_pedido_compra_item').primaryKey(),
    company: integer('company_id').notNull(),
    IdPedidoCompra: integer('id_pedido_compra')
      .notNull()
      .references(() => pedidoCompra.IdPedidoCompra, { onDelete: 'cascade' }),
    NrPosicao: integer('nr_posicao').notNull(),
    IdProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.IdProduto),
    IdTipoMedida: integer('id_tipo_medida').references(() => tipoMedidas.IdTipoMedida),
    VlFatorConversao: numeric('vl_fator_conversao', { precision: 14, scale: 6 }).notNull().default('1'),
    QtFornecedor: numeric('qt_fornecedor', { precision: 14, scale: 3 }).notNull(),
    QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
    QtRecebida: numeric('qt_recebida', { precision: 14, scale: 3 }).notNull().default('0'),
    /** Price per supplier unit. */
    VlUnitario: numeric('vl_unitario', { precision: 14, scale: 4 }).notNull(),
    VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull(),
    DtPrevista: date('dt_prevista', { mode: 'string' }).notNull(),
    DsObservacao: text('ds_observacao'),
    /** The MRP suggestion it fulfils (pcp's compras), if any: the MRP counts this line instead. */
    IdCompra: integer('id_compra').references(() => compras.IdCompra, { onDelete: 'set null' }),
  },
  (t) => [index('pedido_compra_itens_pedido_idx').on(t.IdPedidoCompra, t.NrPosicao), index('pedido_compra_itens_produto_idx').on(t.IdProduto)],
);

/** When a purchase order was e-mailed to the supplier and to whom: one row per message the mailer accepted. */
export const pedidoCompraEnvios = pgTable(
  'pedido_compra_envios',
  {
    id: serial('id').primaryKey(),
    IdPedidoCompra: integer('id_pedido_compra')
      .notNull()
      .references(() => pedidoCompra.IdPedidoCompra, { onDelete: 'cascade' }),
    company: integer('company_id').notNull(),
    DtEnvio: timestamp('dt_envio', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DsDestinatarios: text('ds_destinatarios').notNull(),
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('pedido_compra_envios_pedido_idx').on(t.IdPedidoCompra, t.DtEnvio)],
);
