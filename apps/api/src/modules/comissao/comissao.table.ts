import { date, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { familiaProdutos } from '../catalogo/index.ts';
import { pedidoVenda } from '../vendas/index.ts';

/**
 * Commission rates of a representative (a user), optionally for one product family and up to a discount: the
 * bracket with the smallest PcDescontoAte not below the item's discount applies, so a bigger discount can fall
 * into a lower rate; a row without PcDescontoAte covers any discount.
 */
export const comissaoTaxas = pgTable(
  'comissao_taxas',
  {
    IdComissaoTaxa: serial('id_comissao_taxa').primaryKey(),
    company: integer('company_id').notNull(),
    IdRepresentante: integer('id_representante').notNull(),
    IdFamiliaProduto: integer('id_familia_produto').references(() => familiaProdutos.IdFamiliaProduto, { onDelete: 'cascade' }),
    PcDescontoAte: numeric('pc_desconto_ate', { precision: 5, scale: 2 }),
    PcComissao: numeric('pc_comissao', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [index('comissao_taxas_rep_idx').on(t.company, t.IdRepresentante)],
);

/**
 * The commission ledger: what an item accrued when its order was finalized (P, provisão), what each receipt
 * released (L), what a cancelled item or a returned or cancelled order reversed (E), and the conference's
 * adjustments (J). Amounts are signed changes to the accrued and the released balances.
 */
export const comissaoLancamentos = pgTable(
  'comissao_lancamentos',
  {
    IdComissaoLancamento: serial('id_comissao_lancamento').primaryKey(),
    company: integer('company_id').notNull(),
    IdRepresentante: integer('id_representante').notNull(),
    CodPedido: integer('cod_pedido').references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    IdPedidoVendaItem: integer('id_pedido_venda_item'),
    IdRecebimento: integer('id_recebimento'),
    /** P provisão, L liberação, E estorno, J ajuste. */
    TpLancamento: varchar('tp_lancamento', { length: 1 }).notNull(),
    DtLancamento: date('dt_lancamento', { mode: 'string' }).notNull(),
    VlBase: numeric('vl_base', { precision: 14, scale: 2 }).notNull().default('0'),
    PcComissao: numeric('pc_comissao', { precision: 5, scale: 2 }).notNull().default('0'),
    VlProvisao: numeric('vl_provisao', { precision: 14, scale: 2 }).notNull().default('0'),
    VlLiberado: numeric('vl_liberado', { precision: 14, scale: 2 }).notNull().default('0'),
    DsMotivo: text('ds_motivo'),
    IdUsuario: integer('id_usuario'),
    DtRegistro: timestamp('dt_registro', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('comissao_lancamentos_rep_idx').on(t.company, t.IdRepresentante, t.DtLancamento), index('comissao_lancamentos_pedido_idx').on(t.CodPedido)],
);

/** A conference of a representative's period: what was released, the adjustment with its reason, approved. */
export const comissaoConferencias = pgTable(
  'comissao_conferencias',
  {
    IdComissaoConferencia: serial('id_comissao_conferencia').primaryKey(),
    company: integer('company_id').notNull(),
    IdRepresentante: integer('id_representante').notNull(),
    DtInicio: date('dt_inicio', { mode: 'string' }).notNull(),
    DtFim: date('dt_fim', { mode: 'string' }).notNull(),
    VlLiberado: numeric('vl_liberado', { precision: 14, scale: 2 }).notNull(),
    VlAjuste: numeric('vl_ajuste', { precision: 14, scale: 2 }).notNull().default('0'),
    VlAprovado: numeric('vl_aprovado', { precision: 14, scale: 2 }).notNull(),
    DsMotivo: text('ds_motivo'),
    IdUsuario: integer('id_usuario'),
    DtAprovacao: timestamp('dt_aprovacao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('comissao_conferencias_rep_idx').on(t.company, t.IdRepresentante, t.DtInicio)],
);
