import { date, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Totals of the sales orders for the home dashboard, kept by PostgreSQL itself: statement triggers on pedido_venda
 * and pedido_venda_items (migration 0048_pedido_venda_totais; static statements, planned once per connection, since
 * 0049_pedido_venda_totais_estaticos) append, for every statement of any writer (screens, imports, the shop, bulk
 * INSERT ... SELECT), one row per group with the difference it made (new rows minus old rows). Rows are only ever
 * inserted, never updated: concurrent writers of one company never wait on a shared counter. Readers sum the rows
 * of a group; compaction (totais.service.ts) replaces a group's rows by their sum.
 * A month is the calendar month of dt_emissao in America/Sao_Paulo (pedido_venda_mes() in the migration).
 */

/** Orders per company, month of issue and status: counts, quotes and conversions, and the sales' value. */
export const pedidoVendaTotais = pgTable(
  'pedido_venda_totais',
  {
    CdEmpresa: integer('cd_empresa').notNull(),
    Mes: date('mes', { mode: 'string' }).notNull(),
    StatusPedido: varchar('status_pedido', { length: 1 }).notNull(),
    /** Orders of every type. */
    QtPedidos: integer('qt_pedidos').notNull(),
    /** Quotes and orders that were quotes (tp 'O' or finalized): the quote list's rows. */
    QtOrcamentos: integer('qt_orcamentos').notNull(),
    /** Orders that were quotes (dt_finalizacao set). */
    QtConvertidos: integer('qt_convertidos').notNull(),
    /** vl_total of the sales (tp 'P', status not 'C'). */
    VlVendas: numeric('vl_vendas', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [index('pedido_venda_totais_idx').on(t.CdEmpresa, t.Mes)],
);

/** Sales (tp 'P', status not 'C') per company, month and client: the top clients. */
export const pedidoVendaTotaisClientes = pgTable(
  'pedido_venda_totais_clientes',
  {
    CdEmpresa: integer('cd_empresa').notNull(),
    Mes: date('mes', { mode: 'string' }).notNull(),
    IdCliente: integer('id_cliente').notNull(),
    QtVendas: integer('qt_vendas').notNull(),
    VlVendas: numeric('vl_vendas', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [index('pedido_venda_totais_clientes_idx').on(t.CdEmpresa, t.Mes)],
);

/** Active items (st_item 'A') of the sales per company (the order's), month (the order's) and product: the top products. */
export const pedidoVendaTotaisProdutos = pgTable(
  'pedido_venda_totais_produtos',
  {
    CdEmpresa: integer('cd_empresa').notNull(),
    Mes: date('mes', { mode: 'string' }).notNull(),
    IdProduto: integer('id_produto').notNull(),
    QtItens: integer('qt_itens').notNull(),
    VlVendas: numeric('vl_vendas', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [index('pedido_venda_totais_produtos_idx').on(t.CdEmpresa, t.Mes)],
);

/** Orders still to deliver (tp 'P', status not C, T or D) per company, delivery date and phase: late deliveries and orders by phase. */
export const pedidoVendaTotaisPendentes = pgTable(
  'pedido_venda_totais_pendentes',
  {
    CdEmpresa: integer('cd_empresa').notNull(),
    DtEntrega: date('dt_entrega', { mode: 'string' }),
    IdWorkFlowItemFase: integer('id_work_flow_item_fase'),
    QtPedidos: integer('qt_pedidos').notNull(),
  },
  (t) => [index('pedido_venda_totais_pendentes_idx').on(t.CdEmpresa, t.DtEntrega)],
);
