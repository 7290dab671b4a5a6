import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, pgView, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { pedidoVenda } from './vendas.table.ts';

/** The installments of an order (receivables), made when a quote is finalized from its payment term. */
export const pedidoVendaParcelas = pgTable(
  'pedido_venda_parcelas',
  {
    IdParcela: serial('id_parcela').primaryKey(),
    CdEmpresa: integer('cd_empresa').notNull(),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    NrParcela: integer('nr_parcela').notNull(),
    DtVencimento: date('dt_vencimento', { mode: 'string' }).notNull(),
    VlParcela: numeric('vl_parcela', { precision: 14, scale: 2 }).notNull(),
    DsFormaPagamento: varchar('ds_forma_pagamento', { length: 60 }),
    /**
     * The authorised NF-e (fiscal area) whose duplicata this installment is; null: the part of the order's plan
     * not invoiced yet. An invoice's authorisation splits the plan's installments into its own.
     */
    IdNfe: integer('id_nfe'),
    /** The title's document: the invoice's number and its duplicata (`000123-001`); null before the invoice. */
    NrDocumento: varchar('nr_documento', { length: 30 }),
  },
  (t) => [index('pedido_venda_parcelas_nfe_idx').on(t.IdNfe), index('pedido_venda_parcelas_pedido_idx').on(t.CodPedido, t.NrParcela), index('pedido_venda_parcelas_vencimento_idx').on(t.CdEmpresa, t.DtVencimento)],
);

/** What was received of an installment: by hand on the order, or from the ERP integration (TpOrigem I). */
export const pedidoVendaRecebimentos = pgTable(
  'pedido_venda_recebimentos',
  {
    IdRecebimento: serial('id_recebimento').primaryKey(),
    CdEmpresa: integer('cd_empresa').notNull(),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    IdParcela: integer('id_parcela')
      .notNull()
      .references(() => pedidoVendaParcelas.IdParcela, { onDelete: 'cascade' }),
    DtRecebimento: date('dt_recebimento', { mode: 'string' }).notNull(),
    VlRecebido: numeric('vl_recebido', { precision: 14, scale: 2 }).notNull(),
    DsFormaPagamento: varchar('ds_forma_pagamento', { length: 60 }),
    /** M by hand, I from the integration. */
    TpOrigem: varchar('tp_origem', { length: 1 }).notNull().default('M'),
    IdUsuario: integer('id_usuario'),
    DtRegistro: timestamp('dt_registro', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The ERP's id of a receipt from the integration: the same receipt read twice is recorded once. */
    CdRecebimentoErp: varchar('cd_recebimento_erp', { length: 60 }),
    /**
     * A active, E reversed (estornado): a receipt typed wrong is reversed, never deleted, so what was recorded, who
     * reversed it, when and why stay; every sum of what was received reads the active ones only (activeReceipt).
     */
    StRecebimento: varchar('st_recebimento', { length: 1 }).notNull().default('A'),
    DtEstorno: timestamp('dt_estorno', { withTimezone: true, mode: 'string' }),
    IdUsuarioEstorno: integer('id_usuario_estorno'),
    DsMotivoEstorno: text('ds_motivo_estorno'),
  },
  (t) => [
    index('pedido_venda_recebimentos_parcela_idx').on(t.IdParcela),
    index('pedido_venda_recebimentos_pedido_idx').on(t.CodPedido),
    uniqueIndex('pedido_venda_recebimentos_erp_uq').on(t.CdEmpresa, t.CdRecebimentoErp).where(sql`${t.CdRecebimentoErp} is not null`),
  ],
);

/** The receipts that count (not reversed): every sum of what was received of an installment or an order filters by it. */
export const activeReceipt = sql`${pedidoVendaRecebimentos.StRecebimento} = 'A'`;

/**
 * The installments with what was received of them and their state today (StParcela: A open, P paid, V late, B
 * written off: emptied by an invoice's duplicatas or a return with nothing received, kept at R$ 0,00 only for its
 * reversed receipts), as the order screen shows them. Today is Brasília's day, as the due dates are (not the database session's
 * current_date: a server in UTC called an installment due today late from 21:00 on).
 */
export const vwPedidoParcelas = pgView('vw_pedido_parcelas', {
  IdParcela: integer('id_parcela').notNull(),
  CdEmpresa: integer('cd_empresa').notNull(),
  CodPedido: integer('cod_pedido').notNull(),
  NrParcela: integer('nr_parcela').notNull(),
  DtVencimento: date('dt_vencimento', { mode: 'string' }).notNull(),
  VlParcela: numeric('vl_parcela', { precision: 14, scale: 2 }).notNull(),
  DsFormaPagamento: varchar('ds_forma_pagamento', { length: 60 }),
  VlRecebido: numeric('vl_recebido', { precision: 14, scale: 2 }).notNull(),
  VlAberto: numeric('vl_aberto', { precision: 14, scale: 2 }).notNull(),
  DtUltimoRecebimento: date('dt_ultimo_recebimento', { mode: 'string' }),
  StParcela: varchar('st_parcela', { length: 1 }).notNull(),
}).as(sql`select p.id_parcela, p.cd_empresa, p.cod_pedido, p.nr_parcela, p.dt_vencimento, p.vl_parcela, p.ds_forma_pagamento,
    coalesce(r.recebido, 0)::numeric(14,2) as vl_recebido,
    greatest(p.vl_parcela - coalesce(r.recebido, 0), 0)::numeric(14,2) as vl_aberto,
    r.ultimo as dt_ultimo_recebimento,
    case when p.vl_parcela = 0 and coalesce(r.recebido, 0) = 0 then 'B' when coalesce(r.recebido, 0) >= p.vl_parcela then 'P' when p.dt_vencimento < (now() at time zone 'America/Sao_Paulo')::date then 'V' else 'A' end as st_parcela
  from pedido_venda_parcelas p
  left join (select id_parcela, sum(vl_recebido) as recebido, max(dt_recebimento) as ultimo from pedido_venda_recebimentos where st_recebimento = 'A' group by id_parcela) r
    on r.id_parcela = p.id_parcela`);
