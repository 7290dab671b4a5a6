import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Audit trail: one row per create/update/delete, written in the same transaction as the change. */
export const logs = pgTable(
  'logs',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    /** The person (of the signed-in user) who made the change. */
    IdPessoa: integer('id_pessoa'),
    IdEntidadeOrigem: varchar('id_entidade_origem', { length: 64 }).notNull(),
    NmEntidadeOrigem: varchar('nm_entidade_origem', { length: 100 }).notNull(),
    /** JSON text: action and the changed fields (before/after). */
    log: text('log').notNull(),
    /**
     * JSON text like `log`, with the changes only who forms prices may read (grant `markup`: costs, markups, margins);
     * null when the change has none. Split when written (audit.ts), so that every output of the log leaves it out by
     * the field's grant, as it leaves out the product's cost.
     */
    logRestrito: text('log_restrito'),
    DtLog: timestamp('dt_log', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('logs_company_idx').on(t.company, t.id), index('logs_entity_idx').on(t.NmEntidadeOrigem, t.IdEntidadeOrigem)],
);
