// The order list's read model (a view over pedido_venda, which vendas.table.ts declares); a *.table.ts file so the migrations see it.
import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgView, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * vw_pedidos: the sales order list of the spec (§3 "Sales order (list view)"), one row per `pedido_venda`.
 *
 * It projects the table row for row, with no join: PostgreSQL inlines it, so a list page is found on the
 * table's own indexes (resource `projects`) and costs what `/pedido_vendas` costs. The two lookups are
 * scalar subqueries on indexes, computed for the page's rows only: the client's street (`addresses_people_idx`)
 * and who opened the order (its first audit row, `logs_entity_idx`).
 *
 * The separation lot, its status and the order's separation status are looked up the same way, by the order's
 * unique row in lote_separacao_pedidos and pedido_separacao_statuses (the separacao area). The route and its
 * status come the same way from the order's live stop (roteiro_pedidos, by its partial unique index). The phase's
 * name is a lookup by primary key, for the page's rows only.
 */
export const vwPedidos = pgView('vw_pedidos', {
  CodPedido: integer('cod_pedido').notNull(),
  CdEmpresa: integer('cd_empresa').notNull(),
  IdCliente: integer('id_cliente'),
  Cliente: text('cliente'),
  /** The client's name as searches compare it (pedido_venda.cliente_busca): filters only, never answered. */
  ClienteBusca: text('cliente_busca'),
  NmSetor: text('nm_setor'),
  StatusPedido: varchar('status_pedido', { length: 1 }).notNull(),
  NrDocumento: varchar('nr_documento', { length: 14 }),
  IdLoteSeparacao: integer('id_lote_separacao'),
  /** StatusLote of @backoffice/domain (Aberto, Em Separação, Liberado). */
  StatusLoteSeparacao: varchar('status_lote_separacao', { length: 30 }),
  UsuarioAbertura: text('usuario_abertura'),
  /** The order's current phase (work_flow_item_fases) and its name. */
  IdWorkFlowItemFase: integer('id_work_flow_item_fase'),
  NmFase: varchar('nm_fase', { length: 100 }),
  VlFrete: numeric('vl_frete', { precision: 14, scale: 2 }).notNull(),
  RotaID: integer('rota_id'),
  /** StatusRoteiro of @backoffice/domain. */
  StatusRoteiro: varchar('status_roteiro', { length: 30 }),
  DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull(),
  DtEntrega: date('dt_entrega', { mode: 'string' }),
  Transportador: text('transportador'),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  TpPedidoDeVenda: varchar('tp_pedido_de_venda', { length: 1 }).notNull(),
  NmLogradouro: text('nm_logradouro'),
  /** StatusSeparacaoPedido of @backoffice/domain. */
  StatusSeparacaoPedido: varchar('status_separacao_pedido', { length: 30 }),
  VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull(),
  version: integer('version').notNull(),
}).as(sql`select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nm_setor, p.status_pedido, p.nr_documento,
    (select lp.id_lote_separacao from lote_separacao_pedidos lp where lp.cod_pedido = p.cod_pedido) as id_lote_separacao,
    (select l.status_lote_separacao from lote_separacao_pedidos lp join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
      where lp.cod_pedido = p.cod_pedido)::varchar(30) as status_lote_separacao,
    coalesce(p.usuario_abertura, (select u.name from logs l join people u on u.id = l.id_pessoa
      where l.nm_entidade_origem in ('PedidoVenda', 'PedidoDeVenda') and l.id_entidade_origem = p.cod_pedido::text and l.company_id = p.cd_empresa
      order by l.id limit 1)) as usuario_abertura,
    p.id_work_flow_item_fase, (select f.nm_fase from work_flow_item_fases f where f.id_work_flow_item_fase = p.id_work_flow_item_fase) as nm_fase,
    p.vl_frete, (select rp.id_roteiro from roteiro_pedidos rp where rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado') as rota_id,
    (select r.status_roteiro from roteiro_pedidos rp join roteiros r on r.id_roteiro = rp.id_roteiro
      where rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado')::varchar(30) as status_roteiro, p.dt_emissao, p.dt_entrega, (select t.name from people t where t.id = p.id_transportador) as transportador,
    p.vl_peso_bruto, p.tp_pedido_de_venda,
    (select a.street from addresses a where a.people_id = p.id_cliente order by a.id limit 1) as nm_logradouro,
    (select s.status_separacao_pedido from pedido_separacao_statuses s where s.cod_pedido = p.cod_pedido)::varchar(30) as status_separacao_pedido,
    p.vl_total, p.version
  from pedido_venda p`);

/**
 * vw_orcamentos: the quote list (/orcamentos): quotes (TpPedidoDeVenda O) and the orders that were quotes
 * (DtFinalizacao), with their situation — open, finalized (became order CodPedido) or cancelled — the
 * representative and the totals. It projects pedido_venda row for row (its resource's scope keeps the quotes).
 */
export const vwOrcamentos = pgView('vw_orcamentos', {
  CodPedido: integer('cod_pedido').notNull(),
  CdEmpresa: integer('cd_empresa').notNull(),
  IdCliente: integer('id_cliente'),
  Cliente: text('cliente'),
  ClienteBusca: text('cliente_busca'),
  NrDocumento: varchar('nr_documento', { length: 14 }),
  IdRepresentante: integer('id_representante'),
  Representante: text('representante'),
  /** StOrcamento of @backoffice/domain: A aberto, F finalizado (virou pedido), C cancelado. */
  StOrcamento: varchar('st_orcamento', { length: 1 }).notNull(),
  StatusPedido: varchar('status_pedido', { length: 1 }).notNull(),
  TpPedidoDeVenda: varchar('tp_pedido_de_venda', { length: 1 }).notNull(),
  DtEmissao: timestamp('dt_emissao', { withTimezone: true, mode: 'string' }).notNull(),
  DtEntrega: date('dt_entrega', { mode: 'string' }),
  DtFinalizacao: timestamp('dt_finalizacao', { withTimezone: true, mode: 'string' }),
  VlProdutos: numeric('vl_produtos', { precision: 14, scale: 2 }).notNull(),
  VlDesconto: numeric('vl_desconto', { precision: 14, scale: 2 }).notNull(),
  VlFrete: numeric('vl_frete', { precision: 14, scale: 2 }).notNull(),
  VlTotal: numeric('vl_total', { precision: 14, scale: 2 }).notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  version: integer('version').notNull(),
}).as(sql`select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nr_documento, p.id_representante, p.representante,
    case when p.tp_pedido_de_venda <> 'O' then 'F' when p.status_pedido = 'C' then 'C' else 'A' end as st_orcamento,
    p.status_pedido, p.tp_pedido_de_venda, p.dt_emissao, p.dt_entrega, p.dt_finalizacao,
    p.vl_produtos, p.vl_desconto, p.vl_frete, p.vl_total, p.vl_peso_bruto, p.version
  from pedido_venda p`);
