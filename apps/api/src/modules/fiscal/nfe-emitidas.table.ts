import { sql } from 'drizzle-orm';
import { integer, numeric, pgView, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The issued invoices as their list shows them: the invoice's own columns (all but its XML) with the order's client
 * and the client's first e-mail (the default recipient when the invoice is e-mailed).
 */
export const vwNfeEmitidas = pgView('vw_nfe_emitidas', {
  IdNfe: integer('id_nfe').notNull(),
  company: integer('company_id').notNull(),
  CodPedido: integer('cod_pedido').notNull(),
  NrSerie: smallint('nr_serie').notNull(),
  NrNota: integer('nr_nota').notNull(),
  NrChave: varchar('nr_chave', { length: 44 }).notNull(),
  StNfe: varchar('st_nfe', { length: 12 }).notNull(),
  TpAmbiente: varchar('tp_ambiente', { length: 1 }).notNull(),
  VlNota: numeric('vl_nota', { precision: 15, scale: 2 }).notNull(),
  NrProtocolo: varchar('nr_protocolo', { length: 17 }),
  TpEmissao: varchar('tp_emissao', { length: 1 }).notNull(),
  NrRecibo: varchar('nr_recibo', { length: 15 }),
  CdStatus: varchar('cd_status', { length: 3 }),
  DsMotivo: text('ds_motivo'),
  DsErroTransmissao: text('ds_erro_transmissao'),
  NrTentativas: integer('nr_tentativas').notNull(),
  FinNfe: varchar('fin_nfe', { length: 1 }).notNull(),
  NrChaveReferenciada: varchar('nr_chave_referenciada', { length: 44 }),
  DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull(),
  DtAutorizacao: timestamp('dt_autorizacao', { withTimezone: true, mode: 'string' }),
  IdUsuario: integer('id_usuario'),
  IdCliente: integer('id_cliente'),
  NmCliente: text('nm_cliente'),
  DsEmailCliente: text('ds_email_cliente'),
}).as(sql`select n.id_nfe, n.company_id, n.cod_pedido, n.nr_serie, n.nr_nota, n.nr_chave, n.st_nfe, n.tp_ambiente, n.vl_nota,
    n.nr_protocolo, n.tp_emissao, n.nr_recibo, n.cd_status, n.ds_motivo, n.ds_erro_transmissao, n.nr_tentativas, n.fin_nfe, n.nr_chave_referenciada,
    n.dt_emissao, n.dt_autorizacao, n.id_usuario, p.id_cliente, p.cliente as nm_cliente,
    (select e.email from emails e where e.people_id = p.id_cliente order by e.id limit 1) as ds_email_cliente
  from nfe_emitidas n left join pedido_venda p on p.cod_pedido = n.cod_pedido`);
