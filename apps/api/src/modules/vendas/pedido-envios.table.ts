import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pedidoVenda } from './vendas.table.ts';

/**
 * When a quote or order was e-mailed (PUT /envia_pedido_vendas_email) and to whom: one row per message the
 * mailer accepted. Kept apart from `pedido_venda` while its header changes on another branch; it may be
 * folded into the order (last sent at / to) later.
 */
export const pedidoVendaEnvios = pgTable(
  'pedido_venda_envios',
  {
    id: serial('id').primaryKey(),
    CodPedido: integer('cod_pedido')
      .notNull()
      .references(() => pedidoVenda.CodPedido, { onDelete: 'cascade' }),
    company: integer('company_id').notNull(),
    DtEnvio: timestamp('dt_envio', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The addresses, comma separated. */
    DsDestinatarios: text('ds_destinatarios').notNull(),
    /** The user who asked for the e-mail. */
    IdUsuario: integer('id_usuario'),
  },
  (t) => [index('pedido_venda_envios_pedido_idx').on(t.CodPedido, t.DtEnvio)],
);
