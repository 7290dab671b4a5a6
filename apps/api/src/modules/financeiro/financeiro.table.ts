import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, pgView, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../admin/index.ts';
import { people } from '../pessoas/index.ts';

/**
 * Accounts payable and its lookups (spec §7 "Financial and integration"): cost centers, payment forms,
 * accounting natures (TpCentroDeCusto / TpNaturezaLancamento 'A' for active, as the searches ask), and the
 * titles (apagar). A title needs a responsible user's authorization before it is sent to the ERP.
 */
export const centroDeCusto = pgTable(
  'centro_de_custo',
  {
    IdCentroDeCusto: serial('id_centro_de_custo').primaryKey(),
    company: integer('company_id').notNull(),
    CdCentroDeCusto: varchar('cd_centro_de_custo', { length: 20 }).notNull(),
    NmCentroDeCusto: varchar('nm_centro_de_custo', { length: 100 }).notNull(),
    /** TpAtivo of @backoffice/domain: A active, I inactive. */
    TpCentroDeCusto: varchar('tp_centro_de_custo', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('centro_de_custo_uq').on(t.company, t.CdCentroDeCusto)],
);

export const formaPagamentos = pgTable(
  'forma_pagamentos',
  {
    IdFormaPagamento: serial('id_forma_pagamento').primaryKey(),
    company: integer('company_id').notNull(),
    DsFormaPagamento: varchar('ds_forma_pagamento', { length: 100 }).notNull(),
    /** The payment form's code in the external ERP. */
    CdFormaPagamentoErp: varchar('cd_forma_pagamento_erp', { length: 20 }),
  },
  (t) => [uniqueIndex('forma_pagamentos_uq').on(t.company, t.DsFormaPagamento)],
);

export const naturezaLancamentos = pgTable(
  'natureza_lancamentos',
  {
    IdNaturezaLancamento: serial('id_natureza_lancamento').primaryKey(),
    company: integer('company_id').notNull(),
    CdNaturezaLancamento: varchar('cd_natureza_lancamento', { length: 20 }).notNull(),
    NmNaturezaLancamento: varchar('nm_natureza_lancamento', { length: 100 }).notNull(),
    /** TpAtivo of @backoffice/domain. */
    TpNaturezaLancamento: varchar('tp_natureza_lancamento', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('natureza_lancamentos_uq').on(t.company, t.CdNaturezaLancamento)],
);

/** Accounts payable titles. A paid GNRE guide becomes one (IdGnre), with the revenue nature's cost center and forms. */
export const apagar = pgTable(
  'apagar',
  {
    IdTitulo: serial('id_titulo').primaryKey(),
    company: integer('company_id').notNull(),
    NrTitulo: varchar('nr_titulo', { length: 30 }).notNull(),
    NmTitulo: varchar('nm_titulo', { length: 200 }).notNull(),
    DtEmissao: date('dt_emissao', { mode: 'string' }).notNull(),
    DtVencimento: date('dt_vencimento', { mode: 'string' }).notNull(),
    VlTitulo: numeric('vl_titulo', { precision: 14, scale: 2 }).notNull(),
    IdFormaPagamento: integer('id_forma_pagamento').references(() => formaPagamentos.IdFormaPagamento),
    IdCentroDeCusto: integer('id_centro_de_custo').references(() => centroDeCusto.IdCentroDeCusto),
    IdNaturezaLancamento: integer('id_natureza_lancamento').references(() => naturezaLancamentos.IdNaturezaLancamento),
    DsAgrupamento: varchar('ds_agrupamento', { length: 100 }),
    /** Who is paid: a person of the company (people). Titles made by the application (GNRE, NF-e receipt) may have none. */
    IdFornecedor: integer('id_fornecedor').references(() => people.id),
    /** The responsible user who authorized the payment (users.id); null until authorized. */
    usuarioAutorizacaoPagamento: integer('usuario_autorizacao_pagamento').references(() => users.id),
    DtAutorizacao: timestamp('dt_autorizacao', { withTimezone: true, mode: 'string' }),
    /** StIntegracao of @backoffice/domain: P pending, A authorized, E sent, I integrated, R error. */
    StIntegracao: varchar('st_integracao', { length: 1 }).notNull().default('P'),
    /** The title's id in the ERP, once it accepted it. */
    CdTituloErp: varchar('cd_titulo_erp', { length: 40 }),
    DsErroIntegracao: text('ds_erro_integracao'),
    /** The GNRE guide this title pays (fiscal area), when it came from one. */
    IdGnre: integer('id_gnre'),
    /** The supplier's NF-e (fiscal area's xmls) whose receipt made this title, one per instalment (cobr/dup). */
    IdXml: integer('id_xml'),
  },
  (t) => [uniqueIndex('apagar_uq').on(t.company, t.NrTitulo), index('apagar_vencimento_idx').on(t.company, t.DtVencimento)],
);

/**
 * The accounts payable list (/items-to-pay): the title with the authorizing user's name and the payment form's
 * description, looked up for the page's rows only.
 */
export const vwApagar = pgView('vw_apagar', {
  IdTitulo: integer('id_titulo').notNull(),
  company: integer('company_id').notNull(),
  NrTitulo: varchar('nr_titulo', { length: 30 }).notNull(),
  NmTitulo: varchar('nm_titulo', { length: 200 }).notNull(),
  DtEmissao: date('dt_emissao', { mode: 'string' }).notNull(),
  DtVencimento: date('dt_vencimento', { mode: 'string' }).notNull(),
  VlTitulo: numeric('vl_titulo', { precision: 14, scale: 2 }).notNull(),
  IdFormaPagamento: integer('id_forma_pagamento'),
  formaPagamento: varchar('forma_pagamento', { length: 100 }),
  IdCentroDeCusto: integer('id_centro_de_custo'),
  IdNaturezaLancamento: integer('id_natureza_lancamento'),
  DsAgrupamento: varchar('ds_agrupamento', { length: 100 }),
  IdFornecedor: integer('id_fornecedor'),
  NmFornecedor: text('nm_fornecedor'),
  usuarioAutorizacaoPagamento: integer('usuario_autorizacao_pagamento'),
  NmUsuario: text('nm_usuario'),
  DtAutorizacao: timestamp('dt_autorizacao', { withTimezone: true, mode: 'string' }),
  StIntegracao: varchar('st_integracao', { length: 1 }).notNull(),
  CdTituloErp: varchar('cd_titulo_erp', { length: 40 }),
  DsErroIntegracao: text('ds_erro_integracao'),
  IdGnre: integer('id_gnre'),
}).as(sql`select a.id_titulo, a.company_id, a.nr_titulo, a.nm_titulo, a.dt_emissao, a.dt_vencimento, a.vl_titulo,
    a.id_forma_pagamento, (select f.ds_forma_pagamento from forma_pagamentos f where f.id_forma_pagamento = a.id_forma_pagamento) as forma_pagamento,
    a.id_centro_de_custo, a.id_natureza_lancamento, a.ds_agrupamento,
    a.id_fornecedor, (select f.name from people f where f.id = a.id_fornecedor) as nm_fornecedor, a.usuario_autorizacao_pagamento,
    (select p.name from users u join people p on p.id = u.people_id where u.id = a.usuario_autorizacao_pagamento) as nm_usuario,
    a.dt_autorizacao, a.st_integracao, a.cd_titulo_erp, a.ds_erro_integracao, a.id_gnre
  from apagar a`);

/**
 * The suppliers a title may be paid to: the company's people but the company itself, with only what the picker
 * shows (name, alias, document), so a reader of accounts payable sees nothing else of the people register.
 */
export const vwFornecedoresApagar = pgView('vw_fornecedores_apagar', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  name: text('name').notNull(),
  alias: text('alias'),
  document: varchar('document', { length: 14 }),
  searchName: text('search_name'),
}).as(sql`select p.id, p.company_id, p.name, p.alias, p.document, p.search_name from people p where p.id <> p.company_id`);
