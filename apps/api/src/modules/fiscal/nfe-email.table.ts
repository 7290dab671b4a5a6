import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { nfeEmitidas } from './fiscal.table.ts';

/**
 * When an issued NF-e (XML and DANFE) was e-mailed, to whom and at whose request: one row per message the mailer
 * accepted (POST /nfe_emitidas/{id}/email, the job nfe-email). The invoice list reads it by IdNfe.
 */
export const nfeEmitidaEnvios = pgTable(
  'nfe_emitida_envios',
  {
    IdEnvio: serial('id_envio').primaryKey(),
    IdNfe: integer('id_nfe')
      .notNull()
      .references(() => nfeEmitidas.IdNfe, { onDelete: 'cascade' }),
    company: integer('company_id').notNull(),
    DtEnvio: timestamp('dt_envio', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The addresses, comma separated. */
    DsDestinatarios: text('ds_destinatarios').notNull(),
    /** The user who asked for the e-mail. */
    IdUsuario: integer('id_usuario'),
    /** The Message-ID the mailer gave the message (to find it in the mail server's log). */
    DsMessageId: varchar('ds_message_id', { length: 300 }),
  },
  (t) => [index('nfe_emitida_envios_nfe_idx').on(t.IdNfe, t.DtEnvio)],
);
