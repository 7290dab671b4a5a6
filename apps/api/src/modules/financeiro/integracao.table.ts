import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../admin/index.ts';

/**
 * The outbound integration with the company's external ERP: every call the adapter makes and its answer
 * (webapi_logs, /webapi/logs), one row per item sent (integrated_items, /integrated-items/:integration/:type),
 * the ERP's companies and users, and the Alterdata user mapping.
 */
export const webapiLogs = pgTable(
  'webapi_logs',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    /** Which integration made the call: 'erp'. */
    NmIntegracao: varchar('nm_integracao', { length: 40 }).notNull(),
    DtLog: timestamp('dt_log', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DsMetodo: varchar('ds_metodo', { length: 10 }).notNull(),
    DsUrl: text('ds_url').notNull(),
    DsRequisicao: text('ds_requisicao'),
    /** HTTP status of the answer; null when none came (network failure, timeout). */
    NrStatus: integer('nr_status'),
    DsResposta: text('ds_resposta'),
    NrDuracaoMs: integer('nr_duracao_ms'),
  },
  (t) => [index('webapi_logs_company_idx').on(t.company, t.DtLog)],
);

export const integratedItems = pgTable(
  'integrated_items',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    /** The integration ('erp') and the kind of item ('apagar'): the screen's :integration and :type. */
    NmIntegracao: varchar('nm_integracao', { length: 40 }).notNull(),
    NmEntidadeOrigem: varchar('nm_entidade_origem', { length: 60 }).notNull(),
    IdEntidadeOrigem: varchar('id_entidade_origem', { length: 40 }).notNull(),
    DtReferencia: timestamp('dt_referencia', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    DsDetalheLog: text('ds_detalhe_log').notNull(),
    /** StIntegracao of @backoffice/domain after this call: E sent, I integrated, R error. */
    StIntegracao: varchar('st_integracao', { length: 1 }).notNull(),
    /** The webapi_logs row of the call. */
    IdLog: integer('id_log').references(() => webapiLogs.id),
  },
  (t) => [index('integrated_items_kind_idx').on(t.company, t.NmIntegracao, t.NmEntidadeOrigem, t.DtReferencia)],
);

/** The companies of the external ERP the company's data goes to. */
export const empresaErp = pgTable(
  'empresa_erp',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    CdEmpresaErp: varchar('cd_empresa_erp', { length: 20 }).notNull(),
    NmEmpresaErp: varchar('nm_empresa_erp', { length: 100 }).notNull(),
    NrDocumento: varchar('nr_documento', { length: 14 }),
  },
  (t) => [uniqueIndex('empresa_erp_uq').on(t.company, t.CdEmpresaErp)],
);

/** Users of the ERP's web API (who the integration acts as). */
export const webapiUsuarios = pgTable(
  'webapi_usuarios',
  {
    IdUsuario: serial('id_usuario').primaryKey(),
    company: integer('company_id').notNull(),
    NmUsuario: varchar('nm_usuario', { length: 100 }).notNull(),
    CdUsuarioErp: varchar('cd_usuario_erp', { length: 40 }),
  },
  (t) => [uniqueIndex('webapi_usuarios_uq').on(t.company, t.NmUsuario)],
);

/** An application user's login and key in Alterdata (spec "Alterdata user mapping": id, idUsuario/usuario, username, key). */
export const alterdataUsuarios = pgTable(
  'alterdata_usuarios',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => users.id),
    username: varchar('username', { length: 60 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('alterdata_usuarios_uq').on(t.company, t.idUsuario)],
);
