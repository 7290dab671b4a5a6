import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The invoicing settings of a company: the NF-e series and the environment (1 production, 2 homologation). A
 * company without a row invoices with NFE_SERIE and NFE_AMBIENTE (the installation's defaults).
 */
export const nfeConfig = pgTable('nfe_config', {
  company: integer('company_id').primaryKey(),
  NrSerie: smallint('nr_serie').notNull(),
  TpAmbiente: varchar('tp_ambiente', { length: 1 }).notNull(),
  DtAlteracao: timestamp('dt_alteracao', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
