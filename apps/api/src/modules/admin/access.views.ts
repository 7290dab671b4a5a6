import { sql } from 'drizzle-orm';
import { integer, pgView, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Read models of the access catalogue: a route and an action with the names of their module and screen, so the
 * catalogue's lists show words (the module's name, the screen's name) where the tables hold ids. One row per row
 * of `rotas` / `acoes` (inner joins on not-null keys): the lookups neither add nor drop rows.
 */
export const vwRotas = pgView('vw_rotas', {
  id: integer('id').notNull(),
  modulo: integer('modulo_id').notNull(),
  NmModulo: varchar('nm_modulo', { length: 100 }).notNull(),
  rota: varchar('rota', { length: 200 }).notNull(),
  chave: varchar('chave', { length: 100 }).notNull(),
  nome: text('nome').notNull(),
}).as(sql`select r.id, r.modulo_id, m.modulo as nm_modulo, r.rota, r.chave, r.nome from rotas r join modulos m on m.id = r.modulo_id`);

export const vwAcoes = pgView('vw_acoes', {
  id: integer('id').notNull(),
  rota: integer('rota_id').notNull(),
  NmRota: text('nm_rota').notNull(),
  DsRota: varchar('ds_rota', { length: 200 }).notNull(),
  chave: varchar('chave', { length: 100 }).notNull(),
  NmModulo: varchar('nm_modulo', { length: 100 }).notNull(),
  acao: varchar('acao', { length: 20 }).notNull(),
}).as(sql`select a.id, a.rota_id, r.nome as nm_rota, r.rota as ds_rota, r.chave, m.modulo as nm_modulo, a.acao
  from acoes a join rotas r on r.id = a.rota_id join modulos m on m.id = r.modulo_id`);
