import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { operacoes, pedidoVenda, pedidoVendaItems } from '../vendas/index.ts';

const percent = (name: string) => numeric(name, { precision: 7, scale: 4 });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * The tax rules are data the company edits (impostos.rules.ts reads them): one row per state with its internal
 * ICMS rate, FCP and DIFAL method, and NCM rows that override them for a product prefix, a state, an operation.
 */
export const impostosUf = pgTable(
  'impostos_uf',
  {
    IdImpostoUf: serial('id_imposto_uf').primaryKey(),
    company: integer('company_id').notNull(),
    IdUf: varchar('id_uf', { length: 2 }).notNull(),
    PcIcmsInterno: percent('pc_icms_interno').notNull(),
    PcFcp: percent('pc_fcp').notNull().default('0'),
    /** TpDifal of @backoffice/domain: U base única, D base dupla, P por dentro. */
    TpDifal: varchar('tp_difal', { length: 1 }).notNull().default('D'),
  },
  (t) => [uniqueIndex('impostos_uf_uq').on(t.company, t.IdUf)],
);

/** Rates of an NCM (prefix), optionally only in one state, one operation, or only inside/between states. */
export const impostosNcm = pgTable(
  'impostos_ncm',
  {
    IdImpostoNcm: serial('id_imposto_ncm').primaryKey(),
    company: integer('company_id').notNull(),
    DsRegra: varchar('ds_regra', { length: 200 }),
    CdNcm: varchar('cd_ncm', { length: 8 }),
    IdUf: varchar('id_uf', { length: 2 }),
    IdOperacao: integer('id_operacao').references(() => operacoes.IdOperacao, { onDelete: 'cascade' }),
    /** I only internal sales, E only interstate ones, null both. */
    TpDestino: varchar('tp_destino', { length: 1 }),
    PcIcmsInterno: percent('pc_icms_interno'),
    PcFcp: percent('pc_fcp'),
    PcRedBc: percent('pc_red_bc'),
    StSt: boolean('st_st'),
    PcMva: percent('pc_mva'),
    PcRedBcSt: percent('pc_red_bc_st'),
    PcIpi: percent('pc_ipi'),
    StPisCofinsZero: boolean('st_pis_cofins_zero'),
    PcRedBcPisCofins: percent('pc_red_bc_pis_cofins'),
  },
  (t) => [index('impostos_ncm_company_idx').on(t.company, t.CdNcm)],
);

/** The issuer's regime (CRT) and its PIS/COFINS rates: one row per company. */
export const impostosParametros = pgTable(
  'impostos_parametros',
  {
    IdImpostoParametro: serial('id_imposto_parametro').primaryKey(),
    company: integer('company_id').notNull(),
    /** 1 Simples Nacional, 2 Simples above the sublimit, 3 regime normal. */
    Crt: varchar('crt', { length: 1 }).notNull().default('3'),
    PcPis: percent('pc_pis').notNull().default('0.65'),
    PcCofins: percent('pc_cofins').notNull().default('3'),
    /** TpReducaoBase of impostos.rules.ts: B the rate of the reduced base, I the whole base's tax reduced. */
    TpReducaoBase: varchar('tp_reducao_base', { length: 1 }).notNull().default('B'),
  },
  (t) => [uniqueIndex('impostos_parametros_uq').on(t.company)],
);

/**
 * The IBS/CBS rates of the tax reform, one row per period of validity (ibscbs.rules.ts reads them by the operation's
 * date). National law, not a company's choice: one table for every company, written by the area's `prepare`.
 */
export const impostosIbsCbs = pgTable(
  'impostos_ibscbs',
  {
    IdAliquotaIbsCbs: serial('id_aliquota_ibscbs').primaryKey(),
    DtInicio: date('dt_inicio', { mode: 'string' }).notNull(),
    DtFim: date('dt_fim', { mode: 'string' }),
    PcCbs: percent('pc_cbs').notNull(),
    PcIbsUf: percent('pc_ibs_uf').notNull(),
    PcIbsMun: percent('pc_ibs_mun').notNull(),
    /** Simples Nacional issuers fill the group in this period too. */
    StSimples: boolean('st_simples').notNull().default(false),
    /** IBS and CBS add to the invoice's total (vItem, vNFTot) in this period. */
    StSomaTotal: boolean('st_soma_total').notNull().default(false),
    DsFundamento: varchar('ds_fundamento', { length: 200 }),
  },
  (t) => [uniqueIndex('impostos_ibscbs_inicio_uq').on(t.DtInicio)],
);

/** The taxes of an order item as the engine computed them last (POST pedido_venda_items_taxes). */
export const pedidoVendaItemsTaxes = pgTable(
  'pedido_venda_items_taxes',
  {
    IdPedidoVendaItem: integer('id_pedido_venda_item')
      .primaryKey()
      .references(() => pedidoVendaItems.IdPedidoVendaItem, { onDelete: 'cascade' }),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    CdEmpresa: integer('cd_empresa').notNull(),
    CdNcm: varchar('cd_ncm', { length: 8 }),
    CstIcms: varchar('cst_icms', { length: 3 }).notNull(),
    VlBcIcms: money('vl_bc_icms'),
    PcRedBc: percent('pc_red_bc').notNull().default('0'),
    PcIcms: percent('pc_icms').notNull().default('0'),
    VlIcms: money('vl_icms'),
    PcFcp: percent('pc_fcp').notNull().default('0'),
    VlFcp: money('vl_fcp'),
    VlBcSt: money('vl_bc_st'),
    PcMvaSt: percent('pc_mva_st').notNull().default('0'),
    PcRedBcSt: percent('pc_red_bc_st').notNull().default('0'),
    PcIcmsSt: percent('pc_icms_st').notNull().default('0'),
    VlIcmsSt: money('vl_icms_st'),
    PcFcpSt: percent('pc_fcp_st').notNull().default('0'),
    VlFcpSt: money('vl_fcp_st'),
    VlBcIpi: money('vl_bc_ipi'),
    PcIpi: percent('pc_ipi').notNull().default('0'),
    VlIpi: money('vl_ipi'),
    VlBcPisCofins: money('vl_bc_pis_cofins'),
    PcPis: percent('pc_pis').notNull().default('0'),
    VlPis: money('vl_pis'),
    PcCofins: percent('pc_cofins').notNull().default('0'),
    VlCofins: money('vl_cofins'),
    VlBcUfDest: money('vl_bc_uf_dest'),
    PcIcmsUfDest: percent('pc_icms_uf_dest').notNull().default('0'),
    PcFcpUfDest: percent('pc_fcp_uf_dest').notNull().default('0'),
    PcIcmsInter: percent('pc_icms_inter').notNull().default('0'),
    PcIcmsInterPart: percent('pc_icms_inter_part').notNull().default('0'),
    VlIcmsUfDest: money('vl_icms_uf_dest'),
    VlIcmsUfRemet: money('vl_icms_uf_remet'),
    VlFcpUfDest: money('vl_fcp_uf_dest'),
    /** IBS/CBS (ibscbs.rules.ts); CstIbsCbs null where the group does not apply (before 2026, Simples Nacional in 2026). */
    CstIbsCbs: varchar('cst_ibs_cbs', { length: 3 }),
    CdClassTrib: varchar('cd_class_trib', { length: 6 }),
    VlBcIbsCbs: money('vl_bc_ibs_cbs'),
    PcIbsUf: percent('pc_ibs_uf').notNull().default('0'),
    VlIbsUf: money('vl_ibs_uf'),
    PcIbsMun: percent('pc_ibs_mun').notNull().default('0'),
    VlIbsMun: money('vl_ibs_mun'),
    PcCbs: percent('pc_cbs').notNull().default('0'),
    VlCbs: money('vl_cbs'),
    StIbsCbsSomaTotal: boolean('st_ibs_cbs_soma_total').notNull().default(false),
    VlTotal: money('vl_total'),
    VlTributos: money('vl_tributos'),
    DsContexto: text('ds_contexto'),
    DtCalculo: timestamp('dt_calculo', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('pedido_venda_items_taxes_pedido_idx').on(t.CodPedido)],
);
