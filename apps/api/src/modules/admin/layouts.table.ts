import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ListLayoutState } from '@backoffice/domain';
import { people } from '../pessoas/index.ts';
import { users } from './admin.table.ts';

/**
 * Saved layouts of the generic lists (/listagem_layouts): visible columns and their order, filters, sort and
 * page size under a name, the user's own or shared with the company. `rota` + `recurso` name the list, as the
 * list's remembered state does.
 */
export const listagemLayouts = pgTable(
  'listagem_layouts',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    user: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    NmLayout: varchar('nm_layout', { length: 120 }).notNull(),
    /** Screen path of the list, e.g. /pedidos. */
    rota: varchar('rota', { length: 200 }).notNull(),
    /** API collection of the list, e.g. /vw_pedidos. */
    recurso: varchar('recurso', { length: 200 }).notNull(),
    compartilhado: boolean('compartilhado').notNull().default(false),
    layout: jsonb('layout').$type<ListLayoutState>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listagem_layouts_nome_uq').on(t.company, t.user, t.rota, t.recurso, t.NmLayout),
    index('listagem_layouts_lista_idx').on(t.company, t.rota, t.recurso),
  ],
);

