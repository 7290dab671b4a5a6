import { sql } from 'drizzle-orm';
import { integer, numeric, pgView, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Stock moves with the names a person reads (lot, sectors, user): the recent moves of the product screen.
 * Plain SQL over estoque_movimentos, lote_estoque_produto, setores, users and people; imports no table.
 */
export const vwEstoqueMovimentos = pgView('vw_estoque_movimentos', {
  IdMovimento: integer('id_movimento').notNull(),
  company: integer('company_id').notNull(),
  DtMovimento: timestamp('dt_movimento', { withTimezone: true, mode: 'string' }).notNull(),
  TpMovimento: varchar('tp_movimento', { length: 1 }).notNull(),
  IdProduto: integer('id_produto').notNull(),
  IdLote: integer('id_lote'),
  CdLote: varchar('cd_lote', { length: 30 }),
  IdSetor: integer('id_setor').notNull(),
  NmSetor: varchar('nm_setor', { length: 100 }),
  IdSetorDestino: integer('id_setor_destino'),
  NmSetorDestino: varchar('nm_setor_destino', { length: 100 }),
  IdLoteDestino: integer('id_lote_destino'),
  CdLoteDestino: varchar('cd_lote_destino', { length: 30 }),
  QtMovimento: numeric('qt_movimento', { precision: 14, scale: 3 }).notNull(),
  DsMotivo: text('ds_motivo'),
  IdUsuario: integer('id_usuario'),
  NmUsuario: text('nm_usuario'),
  NmEntidadeOrigem: varchar('nm_entidade_origem', { length: 60 }),
  IdEntidadeOrigem: integer('id_entidade_origem'),
}).as(sql`select m.id_movimento, m.company_id, m.dt_movimento, m.tp_movimento, m.id_produto,
    m.id_lote, l.cd_lote, m.id_setor, s.nm_setor, m.id_setor_destino, sd.nm_setor as nm_setor_destino,
    m.id_lote_destino, ld.cd_lote as cd_lote_destino, m.qt_movimento, m.ds_motivo,
    m.id_usuario, coalesce(pu.name, u.username)::text as nm_usuario, m.nm_entidade_origem, m.id_entidade_origem
  from estoque_movimentos m
  left join lote_estoque_produto l on l.id_lote = m.id_lote
  left join lote_estoque_produto ld on ld.id_lote = m.id_lote_destino
  left join setores s on s.id_setor = m.id_setor
  left join setores sd on sd.id_setor = m.id_setor_destino
  left join users u on u.id = m.id_usuario
  left join people pu on pu.id = u.people_id`);
