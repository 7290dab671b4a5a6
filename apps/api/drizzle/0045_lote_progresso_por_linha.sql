DROP VIEW "public"."vw_lote_separacao";--> statement-breakpoint
DROP VIEW "public"."vw_lote_separacao_pedidos";--> statement-breakpoint
CREATE VIEW "public"."vw_lote_separacao" AS (select l.id_lote_separacao, l.company_id, l.ds_lote, l.tp_agrupamento, l.dt_entrega, l.status_lote_separacao, l.dt_criacao, l.nm_usuario,
    coalesce(o.n, 0)::int as nr_pedidos, coalesce(o.peso, 0)::numeric(14,3) as vl_peso_bruto,
    coalesce(q.pedida, 0)::numeric(14,3) as qt_pedida, coalesce(q.separada, 0)::numeric(14,3) as qt_separada,
    coalesce(q.pc, 0)::numeric(5,1) as pc_conferido
  from lote_separacao l
  left join lateral (select count(*) as n, sum(p.vl_peso_bruto) as peso from lote_separacao_pedidos lp
    join pedido_venda p on p.cod_pedido = lp.cod_pedido where lp.id_lote_separacao = l.id_lote_separacao and p.status_pedido <> 'C') o on true
  left join lateral (select sum(i.qt_pedida) as pedida, sum(i.qt_separada) as separada, round(100 * avg(least(i.qt_separada / nullif(i.qt_pedida, 0), 1)), 1) as pc from lote_separacao_items i
    join pedido_venda pv on pv.cod_pedido = i.cod_pedido join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
    where i.id_lote_separacao = l.id_lote_separacao and not (not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = i.cod_pedido and lp.id_lote_separacao = i.id_lote_separacao)
    or pv.status_pedido = 'C' or pvi.st_item = 'C')) q on true);--> statement-breakpoint
CREATE VIEW "public"."vw_lote_separacao_pedidos" AS (select lp.id_lote_separacao_pedido, lp.company_id, lp.id_lote_separacao, l.status_lote_separacao, lp.cod_pedido,
    p.cliente, p.nr_documento, p.status_pedido, s.status_separacao_pedido, s.usuario_separacao_pedido, p.dt_entrega, p.vl_peso_bruto,
    coalesce(q.pedida, 0)::numeric(14,3) as qt_pedida, coalesce(q.separada, 0)::numeric(14,3) as qt_separada,
    coalesce(q.itens, 0)::int as nr_itens, coalesce(q.conferidos, 0)::int as nr_itens_conferidos, coalesce(q.pc, 0)::numeric(5,1) as pc_conferido,
    (select count(*) from caixa_separacaos c where c.cod_pedido = lp.cod_pedido)::int as nr_caixas, lp.dt_inclusao
  from lote_separacao_pedidos lp
  join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
  join pedido_venda p on p.cod_pedido = lp.cod_pedido
  left join pedido_separacao_statuses s on s.cod_pedido = lp.cod_pedido
  left join lateral (select sum(i.qt_pedida) as pedida, sum(i.qt_separada) as separada, count(*) as itens,
      count(*) filter (where i.qt_separada >= i.qt_pedida) as conferidos, round(100 * avg(least(i.qt_separada / nullif(i.qt_pedida, 0), 1)), 1) as pc from lote_separacao_items i
    join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
    where i.cod_pedido = lp.cod_pedido and i.id_lote_separacao = lp.id_lote_separacao and pvi.st_item <> 'C') q on true);