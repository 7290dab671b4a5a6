import { sql } from 'drizzle-orm';
import { boolean, date, integer, json, numeric, pgView, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Read models of picking and conference: plain SQL over separacao.table.ts, the orders (pedido_venda, its items)
 * and the catalogue, created by the migration and read by resources like tables. The SQL names the tables
 * literally, so this file imports none.
 *
 * An item is an orphan when its order left the lot, was cancelled, or the item itself was cancelled: the same
 * condition in every view below (`orphan`).
 */
const orphan = sql.raw(`(not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = i.cod_pedido and lp.id_lote_separacao = i.id_lote_separacao)
    or pv.status_pedido = 'C' or pvi.st_item = 'C')`);

/** Lot items with what their screens show (one view reads it; the others embed it, a view never reads another). */
const itemsSelect = sql`select i.id_lote_separacao_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_pedido_venda_item, i.id_produto,
    pr.cd_chamada as cd_produto, pr.cd_ean, pr.nm_produto, u.cd_sigla, u.tp_unidade, i.qt_pedida, i.qt_separada,
    (i.qt_pedida - i.qt_separada)::numeric(14,3) as saldo,
    (i.qt_pedida * pr.vl_peso_liquido)::numeric(14,3) as vl_peso_liquido, (i.qt_pedida * pr.vl_peso_bruto)::numeric(14,3) as vl_peso_bruto,
    g.nm_grupo_produto as grupo_produto, f.nm_familia_produto as familia_produto, pr.ds_localizacao,
    i.id_lote, le.cd_lote, le.dt_validade as dt_validade_lote, ${orphan} as st_orfao
  from lote_separacao_items i
  join pedido_venda pv on pv.cod_pedido = i.cod_pedido
  join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
  join produtos pr on pr.id_produto = i.id_produto
  left join tipo_medidas u on u.id_tipo_medida = pr.id_tipo_medida
  left join grupo_produtos g on g.id_grupo_produto = pr.id_grupo_produto
  left join familia_produtos f on f.id_familia_produto = pr.id_familia_produto
  left join lote_estoque_produto le on le.id_lote = i.id_lote`;

/**
 * Progress of a set of lot lines, in percent: the mean of each line's counted share (at most all of it). Summing
 * the quantities instead added units up (5 UN + 3 UN + 1 KG = "9,000").
 */
const linesDone = sql.raw(`round(100 * avg(least(i.qt_separada / nullif(i.qt_pedida, 0), 1)), 1)`);

/** Picking lots with their size and progress (the /conferencia list). */
export const vwLoteSeparacao = pgView('vw_lote_separacao', {
  IdLoteSeparacao: integer('id_lote_separacao').notNull(),
  company: integer('company_id').notNull(),
  DsLote: varchar('ds_lote', { length: 100 }),
  TpAgrupamento: varchar('tp_agrupamento', { length: 1 }).notNull(),
  DtEntrega: date('dt_entrega', { mode: 'string' }),
  StatusLoteSeparacao: varchar('status_lote_separacao', { length: 30 }).notNull(),
  DtCriacao: timestamp('dt_criacao', { withTimezone: true, mode: 'string' }).notNull(),
  NmUsuario: text('nm_usuario'),
  NrPedidos: integer('nr_pedidos').notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
  QtSeparada: numeric('qt_separada', { precision: 14, scale: 3 }).notNull(),
  /** Counted over ordered, in percent (0 to 100). */
  PcConferido: numeric('pc_conferido', { precision: 5, scale: 1 }).notNull(),
}).as(sql`select l.id_lote_separacao, l.company_id, l.ds_lote, l.tp_agrupamento, l.dt_entrega, l.status_lote_separacao, l.dt_criacao, l.nm_usuario,
    coalesce(o.n, 0)::int as nr_pedidos, coalesce(o.peso, 0)::numeric(14,3) as vl_peso_bruto,
    coalesce(q.pedida, 0)::numeric(14,3) as qt_pedida, coalesce(q.separada, 0)::numeric(14,3) as qt_separada,
    coalesce(q.pc, 0)::numeric(5,1) as pc_conferido
  from lote_separacao l
  left join lateral (select count(*) as n, sum(p.vl_peso_bruto) as peso from lote_separacao_pedidos lp
    join pedido_venda p on p.cod_pedido = lp.cod_pedido where lp.id_lote_separacao = l.id_lote_separacao and p.status_pedido <> 'C') o on true
  left join lateral (select sum(i.qt_pedida) as pedida, sum(i.qt_separada) as separada, ${linesDone} as pc from lote_separacao_items i
    join pedido_venda pv on pv.cod_pedido = i.cod_pedido join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
    where i.id_lote_separacao = l.id_lote_separacao and not ${orphan}) q on true`);

/** The orders of the lots, with their client, status, weight, progress and boxes (GET /lote_separacao_pedidos). */
export const vwLoteSeparacaoPedidos = pgView('vw_lote_separacao_pedidos', {
  IdLoteSeparacaoPedido: integer('id_lote_separacao_pedido').notNull(),
  company: integer('company_id').notNull(),
  IdLoteSeparacao: integer('id_lote_separacao').notNull(),
  StatusLoteSeparacao: varchar('status_lote_separacao', { length: 30 }).notNull(),
  CodPedido: integer('cod_pedido').notNull(),
  Cliente: text('cliente'),
  NrDocumento: varchar('nr_documento', { length: 14 }),
  StatusPedido: varchar('status_pedido', { length: 1 }).notNull(),
  StatusSeparacaoPedido: varchar('status_separacao_pedido', { length: 30 }),
  UsuarioSeparacaoPedido: text('usuario_separacao_pedido'),
  DtEntrega: date('dt_entrega', { mode: 'string' }),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
  QtSeparada: numeric('qt_separada', { precision: 14, scale: 3 }).notNull(),
  /** The order's item lines in the lot, and those counted in full. */
  NrItens: integer('nr_itens').notNull(),
  NrItensConferidos: integer('nr_itens_conferidos').notNull(),
  /** Counted over ordered per line, in percent (0 to 100): lines of different units are never added up. */
  PcConferido: numeric('pc_conferido', { precision: 5, scale: 1 }).notNull(),
  NrCaixas: integer('nr_caixas').notNull(),
  DtInclusao: timestamp('dt_inclusao', { withTimezone: true, mode: 'string' }).notNull(),
}).as(sql`select lp.id_lote_separacao_pedido, lp.company_id, lp.id_lote_separacao, l.status_lote_separacao, lp.cod_pedido,
    p.cliente, p.nr_documento, p.status_pedido, s.status_separacao_pedido, s.usuario_separacao_pedido, p.dt_entrega, p.vl_peso_bruto,
    coalesce(q.pedida, 0)::numeric(14,3) as qt_pedida, coalesce(q.separada, 0)::numeric(14,3) as qt_separada,
    coalesce(q.itens, 0)::int as nr_itens, coalesce(q.conferidos, 0)::int as nr_itens_conferidos, coalesce(q.pc, 0)::numeric(5,1) as pc_conferido,
    (select count(*) from caixa_separacaos c where c.cod_pedido = lp.cod_pedido)::int as nr_caixas, lp.dt_inclusao
  from lote_separacao_pedidos lp
  join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
  join pedido_venda p on p.cod_pedido = lp.cod_pedido
  left join pedido_separacao_statuses s on s.cod_pedido = lp.cod_pedido
  left join lateral (select sum(i.qt_pedida) as pedida, sum(i.qt_separada) as separada, count(*) as itens,
      count(*) filter (where i.qt_separada >= i.qt_pedida) as conferidos, ${linesDone} as pc from lote_separacao_items i
    join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
    where i.cod_pedido = lp.cod_pedido and i.id_lote_separacao = lp.id_lote_separacao and pvi.st_item <> 'C') q on true`);

/**
 * Every lot item with its order, product, stock lot and whether it is an orphan: the separation orders (per
 * order item and stock lot, the spec's "Separation order") and the orphans' count read it.
 */
export const vwLoteSeparacaoItems = pgView('vw_lote_separacao_items', {
  IdLoteSeparacaoItem: integer('id_lote_separacao_item').notNull(),
  company: integer('company_id').notNull(),
  IdLoteSeparacao: integer('id_lote_separacao').notNull(),
  CodPedido: integer('cod_pedido').notNull(),
  IdPedidoVendaItem: integer('id_pedido_venda_item').notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  CdEan: varchar('cd_ean', { length: 14 }),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
  QtSeparada: numeric('qt_separada', { precision: 14, scale: 3 }).notNull(),
  Saldo: numeric('saldo', { precision: 14, scale: 3 }).notNull(),
  VlPesoLiquido: numeric('vl_peso_liquido', { precision: 14, scale: 3 }).notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  GrupoProduto: varchar('grupo_produto', { length: 100 }),
  FamiliaProduto: varchar('familia_produto', { length: 100 }),
  DsLocalizacao: varchar('ds_localizacao', { length: 60 }),
  IdLote: integer('id_lote'),
  CdLote: varchar('cd_lote', { length: 30 }),
  DtValidadeLote: date('dt_validade_lote', { mode: 'string' }),
  StOrfao: boolean('st_orfao').notNull(),
}).as(sql`${itemsSelect}`);

/**
 * The spec's "Batch separation product": per lot, product and stock lot over the lot's live items, so the picker
 * walks the shelves once (ordered by DsLocalizacao). DsComplementoItem is the product's short name, as shelf
 * labels print it.
 */
export const vwLoteSeparacaoProdutos = pgView('vw_lote_separacao_produtos', {
  id: text('id').notNull(),
  company: integer('company_id').notNull(),
  IdLoteSeparacao: integer('id_lote_separacao').notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  VlPesoBruto: numeric('vl_peso_bruto', { precision: 14, scale: 3 }).notNull(),
  QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
  IdLote: integer('id_lote'),
  CdLote: varchar('cd_lote', { length: 30 }),
  DtValidadeLote: date('dt_validade_lote', { mode: 'string' }),
  DsLocalizacao: varchar('ds_localizacao', { length: 60 }),
  QtSeparada: numeric('qt_separada', { precision: 14, scale: 3 }).notNull(),
  Saldo: numeric('saldo', { precision: 14, scale: 3 }).notNull(),
  DsComplementoItem: varchar('ds_complemento_item', { length: 60 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  CdSigla: varchar('cd_sigla', { length: 6 }),
}).as(sql`select i.id_lote_separacao || '-' || i.id_produto || '-' || coalesce(i.id_lote, 0) as id, i.company_id, i.id_lote_separacao, i.id_produto,
    i.cd_produto, i.nm_produto, sum(i.vl_peso_bruto)::numeric(14,3) as vl_peso_bruto, sum(i.qt_pedida)::numeric(14,3) as qt_pedida,
    i.id_lote, i.cd_lote, i.dt_validade_lote, i.ds_localizacao, sum(i.qt_separada)::numeric(14,3) as qt_separada,
    sum(i.saldo)::numeric(14,3) as saldo, pr.nm_curto as ds_complemento_item, i.tp_unidade, i.cd_sigla
  from (${itemsSelect}) i join produtos pr on pr.id_produto = i.id_produto
  where not i.st_orfao
  group by i.company_id, i.id_lote_separacao, i.id_produto, i.cd_produto, i.nm_produto, i.id_lote, i.cd_lote, i.dt_validade_lote,
    i.ds_localizacao, pr.nm_curto, i.tp_unidade, i.cd_sigla`);

/**
 * The spec's "Picking item" of an order (GET /itens_separacao): per order item over its stock lots, with the
 * product's stock on hand.
 */
export const vwItensSeparacao = pgView('vw_itens_separacao', {
  IdPedidoVendaItem: integer('id_pedido_venda_item').notNull(),
  company: integer('company_id').notNull(),
  IdLoteSeparacao: integer('id_lote_separacao').notNull(),
  CodPedido: integer('cod_pedido').notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  QtPedida: numeric('qt_pedida', { precision: 14, scale: 3 }).notNull(),
  QtSeparada: numeric('qt_separada', { precision: 14, scale: 3 }).notNull(),
  Saldo: numeric('saldo', { precision: 14, scale: 3 }).notNull(),
  Estoque: numeric('estoque', { precision: 14, scale: 3 }).notNull(),
  CdLotes: text('cd_lotes'),
}).as(sql`select i.id_pedido_venda_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_produto, i.cd_produto, i.nm_produto,
    i.cd_sigla, i.tp_unidade, sum(i.qt_pedida)::numeric(14,3) as qt_pedida, sum(i.qt_separada)::numeric(14,3) as qt_separada,
    sum(i.saldo)::numeric(14,3) as saldo,
    coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = i.id_produto), 0)::numeric(14,3) as estoque,
    string_agg(i.cd_lote, ', ' order by i.dt_validade_lote) as cd_lotes
  from (${itemsSelect}) i
  where not i.st_orfao
  group by i.id_pedido_venda_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_produto, i.cd_produto, i.nm_produto, i.cd_sigla, i.tp_unidade`);

/** Accepted scans with the product, lot and who counted them (the conference report). */
export const vwConferenciaLeituras = pgView('vw_conferencia_leituras', {
  IdConferenciaLeitura: integer('id_conferencia_leitura').notNull(),
  company: integer('company_id').notNull(),
  IdLoteSeparacao: integer('id_lote_separacao').notNull(),
  CodPedido: integer('cod_pedido').notNull(),
  IdProduto: integer('id_produto').notNull(),
  CdProduto: varchar('cd_produto', { length: 30 }).notNull(),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  CdLote: varchar('cd_lote', { length: 30 }),
  QtLida: numeric('qt_lida', { precision: 14, scale: 3 }).notNull(),
  DsCodigo: varchar('ds_codigo', { length: 160 }),
  NmUsuario: text('nm_usuario'),
  DtLeitura: timestamp('dt_leitura', { withTimezone: true, mode: 'string' }).notNull(),
}).as(sql`select c.id_conferencia_leitura, c.company_id, c.id_lote_separacao, c.cod_pedido, c.id_produto, pr.cd_chamada as cd_produto,
    pr.nm_produto, le.cd_lote, c.qt_lida, c.ds_codigo, c.nm_usuario, c.dt_leitura
  from conferencia_leituras c
  join produtos pr on pr.id_produto = c.id_produto
  left join lote_estoque_produto le on le.id_lote = c.id_lote`);

/**
 * The swapped-lot log as the spec shapes it (GET /log-troca-lote): the order, the product (main code and name)
 * and both lots as objects, with flat copies for filters, sorting and the CSV.
 */
export const vwLogTrocaLote = pgView('vw_log_troca_lote', {
  Id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  IdPedidoVenda: integer('id_pedido_venda').notNull(),
  pedidoDeVenda: json('pedido_de_venda'),
  IdProduto: integer('id_produto').notNull(),
  produto: json('produto'),
  CdProduto: varchar('cd_produto', { length: 30 }),
  NmProduto: varchar('nm_produto', { length: 200 }).notNull(),
  produtoLoteOrigem: json('produto_lote_origem'),
  CdLoteOrigem: varchar('cd_lote_origem', { length: 30 }),
  produtoLoteDestino: json('produto_lote_destino'),
  CdLoteDestino: varchar('cd_lote_destino', { length: 30 }).notNull(),
  QuantidadeMovida: numeric('quantidade_movida', { precision: 14, scale: 3 }).notNull(),
  CdSigla: varchar('cd_sigla', { length: 6 }),
  TpUnidade: varchar('tp_unidade', { length: 1 }),
  DataMovimentacao: timestamp('data_movimentacao', { withTimezone: true, mode: 'string' }).notNull(),
  NmUsuario: text('nm_usuario'),
}).as(sql`select t.id, t.company_id, t.id_pedido_venda, json_build_object('CodPedido', t.id_pedido_venda, 'CdChamada', t.id_pedido_venda::text) as pedido_de_venda,
    t.id_produto, json_build_object('IdProduto', t.id_produto, 'CdChamada', pc.cd_chamada, 'NmProduto', pr.nm_produto) as produto,
    pc.cd_chamada as cd_produto, pr.nm_produto,
    case when lo.id_lote is null then null else json_build_object('IdLote', lo.id_lote, 'CdLote', lo.cd_lote, 'DtValidade', lo.dt_validade) end as produto_lote_origem,
    lo.cd_lote as cd_lote_origem,
    json_build_object('IdLote', ld.id_lote, 'CdLote', ld.cd_lote, 'DtValidade', ld.dt_validade) as produto_lote_destino, ld.cd_lote as cd_lote_destino,
    t.quantidade_movida, u.cd_sigla, u.tp_unidade, t.data_movimentacao, t.nm_usuario
  from log_troca_lote t
  join produtos pr on pr.id_produto = t.id_produto
  left join tipo_medidas u on u.id_tipo_medida = pr.id_tipo_medida
  left join produto_codigos pc on pc.id_produto = t.id_produto and pc.st_codigo_principal = 'S'
  left join lote_estoque_produto lo on lo.id_lote = t.id_lote_origem
  join lote_estoque_produto ld on ld.id_lote = t.id_lote_destino`);
