-- The totals' triggers of 0048 with static statements, one per operation, instead of one text run with EXECUTE.
-- EXECUTE parses and plans its statement on every call, and that planning was most of a trigger's cost: an order's
-- counted update (a finalize, a status change, an item's new total) spent about 0.55 ms in its trigger, an item's
-- insert 0.26 ms; planned once per connection, 0.2 ms and 0.04 ms. A static statement may name only the transition
-- tables its trigger has (PL/pgSQL plans it when it first runs, per trigger), hence one statement per operation.
-- That plan is kept for the connection's life, made for as many rows as its first statement changed: the orders and
-- items the statements read besides their own rows are looked up row by row through their indexes (a lateral
-- subquery kept apart by OFFSET 0), so a plan made for a bulk load (a hash join reading the whole table) never
-- serves one finalize, nor the reverse. What each statement counts is 0048's, unchanged.
CREATE OR REPLACE FUNCTION pedido_venda_totais_pedidos() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- An order inserted has no items yet: they come by their own statements.
    with t as (
      insert into pedido_venda_totais (cd_empresa, mes, status_pedido, qt_pedidos, qt_orcamentos, qt_convertidos, vl_vendas)
      select cd_empresa, pedido_venda_mes(dt_emissao), status_pedido, count(*),
        count(*) filter (where tp_pedido_de_venda = 'O' or dt_finalizacao is not null), count(dt_finalizacao),
        coalesce(sum(vl_total) filter (where tp_pedido_de_venda = 'P' and status_pedido <> 'C'), 0)
      from novos group by 1, 2, 3),
    c as (
      insert into pedido_venda_totais_clientes (cd_empresa, mes, id_cliente, qt_vendas, vl_vendas)
      select cd_empresa, pedido_venda_mes(dt_emissao), id_cliente, count(*), sum(vl_total)
      from novos where tp_pedido_de_venda = 'P' and status_pedido <> 'C' and id_cliente is not null group by 1, 2, 3)
    insert into pedido_venda_totais_pendentes (cd_empresa, dt_entrega, id_work_flow_item_fase, qt_pedidos)
    select cd_empresa, dt_entrega, id_work_flow_item_fase, count(*)
    from novos where tp_pedido_de_venda = 'P' and status_pedido not in ('C', 'T', 'D') group by 1, 2, 3;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- A deleted order's items went in pedido_venda_totais_apagar_itens, before the cascade.
    with t as (
      insert into pedido_venda_totais (cd_empresa, mes, status_pedido, qt_pedidos, qt_orcamentos, qt_convertidos, vl_vendas)
      select cd_empresa, pedido_venda_mes(dt_emissao), status_pedido, -count(*),
        -count(*) filter (where tp_pedido_de_venda = 'O' or dt_finalizacao is not null), -count(dt_finalizacao),
        coalesce(-sum(vl_total) filter (where tp_pedido_de_venda = 'P' and status_pedido <> 'C'), 0)
      from antigos group by 1, 2, 3),
    c as (
      insert into pedido_venda_totais_clientes (cd_empresa, mes, id_cliente, qt_vendas, vl_vendas)
      select cd_empresa, pedido_venda_mes(dt_emissao), id_cliente, -count(*), -sum(vl_total)
      from antigos where tp_pedido_de_venda = 'P' and status_pedido <> 'C' and id_cliente is not null group by 1, 2, 3)
    insert into pedido_venda_totais_pendentes (cd_empresa, dt_entrega, id_work_flow_item_fase, qt_pedidos)
    select cd_empresa, dt_entrega, id_work_flow_item_fase, -count(*)
    from antigos where tp_pedido_de_venda = 'P' and status_pedido not in ('C', 'T', 'D') group by 1, 2, 3;
    RETURN NULL;
  END IF;
  -- Most updates of an order (weights, taxes, version, notes) change nothing these totals count: they stop here.
  IF NOT EXISTS (
    select 1 from novos n join antigos o on o.cod_pedido = n.cod_pedido
    where (n.cd_empresa, n.dt_emissao, n.status_pedido, n.tp_pedido_de_venda, n.dt_finalizacao, n.id_cliente, n.vl_total, n.dt_entrega, n.id_work_flow_item_fase)
      is distinct from (o.cd_empresa, o.dt_emissao, o.status_pedido, o.tp_pedido_de_venda, o.dt_finalizacao, o.id_cliente, o.vl_total, o.dt_entrega, o.id_work_flow_item_fase)
  ) THEN
    RETURN NULL;
  END IF;
  -- The new rows counted +1 and the old ones -1, grouped; a group whose difference is nothing is not written.
  with d as (select 1 as s, * from novos union all select -1 as s, * from antigos),
  t as (
    insert into pedido_venda_totais (cd_empresa, mes, status_pedido, qt_pedidos, qt_orcamentos, qt_convertidos, vl_vendas)
    select cd_empresa, pedido_venda_mes(dt_emissao), status_pedido, sum(s),
      coalesce(sum(s) filter (where tp_pedido_de_venda = 'O' or dt_finalizacao is not null), 0),
      coalesce(sum(s) filter (where dt_finalizacao is not null), 0),
      coalesce(sum(s * vl_total) filter (where tp_pedido_de_venda = 'P' and status_pedido <> 'C'), 0)
    from d group by 1, 2, 3
    having sum(s) <> 0 or sum(s) filter (where tp_pedido_de_venda = 'O' or dt_finalizacao is not null) <> 0
      or sum(s) filter (where dt_finalizacao is not null) <> 0
      or sum(s * vl_total) filter (where tp_pedido_de_venda = 'P' and status_pedido <> 'C') <> 0),
  c as (
    insert into pedido_venda_totais_clientes (cd_empresa, mes, id_cliente, qt_vendas, vl_vendas)
    select cd_empresa, pedido_venda_mes(dt_emissao), id_cliente, sum(s), sum(s * vl_total)
    from d where tp_pedido_de_venda = 'P' and status_pedido <> 'C' and id_cliente is not null
    group by 1, 2, 3 having sum(s) <> 0 or sum(s * vl_total) <> 0)
  insert into pedido_venda_totais_pendentes (cd_empresa, dt_entrega, id_work_flow_item_fase, qt_pedidos)
  select cd_empresa, dt_entrega, id_work_flow_item_fase, sum(s)
  from d where tp_pedido_de_venda = 'P' and status_pedido not in ('C', 'T', 'D')
  group by 1, 2, 3 having sum(s) <> 0;
  -- The items of orders whose company, month or being a sale changed move with them.
  insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
  select h.cd_empresa, h.mes, i.id_produto, sum(h.s), sum(h.s * i.vl_total)
  from (
    select n.cod_pedido, n.cd_empresa as n_empresa, pedido_venda_mes(n.dt_emissao) as n_mes,
      n.tp_pedido_de_venda = 'P' and n.status_pedido <> 'C' as n_venda,
      o.cd_empresa as o_empresa, pedido_venda_mes(o.dt_emissao) as o_mes, o.tp_pedido_de_venda = 'P' and o.status_pedido <> 'C' as o_venda
    from novos n join antigos o on o.cod_pedido = n.cod_pedido) x
  cross join lateral (select id_produto, vl_total from pedido_venda_items i where i.cod_pedido = x.cod_pedido and i.st_item = 'A' offset 0) i
  cross join lateral (values (1, x.n_empresa, x.n_mes, x.n_venda), (-1, x.o_empresa, x.o_mes, x.o_venda)) h(s, cd_empresa, mes, venda)
  where h.venda and (x.n_empresa, x.n_mes, x.n_venda) is distinct from (x.o_empresa, x.o_mes, x.o_venda)
  group by 1, 2, 3 having sum(h.s) <> 0 or sum(h.s * i.vl_total) <> 0;
  RETURN NULL;
END $fn$;--> statement-breakpoint
-- Items, read with their order as it is now (an item statement never changes its order).
CREATE OR REPLACE FUNCTION pedido_venda_totais_itens() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
    select p.cd_empresa, pedido_venda_mes(p.dt_emissao), d.id_produto, count(*), sum(d.vl_total)
    from novos d cross join lateral (select cd_empresa, dt_emissao from pedido_venda p
      where p.cod_pedido = d.cod_pedido and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' offset 0) p
    where d.st_item = 'A'
    group by 1, 2, 3;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
    select p.cd_empresa, pedido_venda_mes(p.dt_emissao), d.id_produto, -count(*), -sum(d.vl_total)
    from antigos d cross join lateral (select cd_empresa, dt_emissao from pedido_venda p
      where p.cod_pedido = d.cod_pedido and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' offset 0) p
    where d.st_item = 'A'
    group by 1, 2, 3;
    RETURN NULL;
  END IF;
  -- An update of items that changes none of what is counted (reservations, backorders, weights) stops here.
  IF NOT EXISTS (
    select 1 from novos n join antigos o on o.id_pedido_venda_item = n.id_pedido_venda_item
    where (n.cod_pedido, n.id_produto, n.st_item, n.vl_total) is distinct from (o.cod_pedido, o.id_produto, o.st_item, o.vl_total)
  ) THEN
    RETURN NULL;
  END IF;
  insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
  select p.cd_empresa, pedido_venda_mes(p.dt_emissao), d.id_produto, sum(d.s), sum(d.s * d.vl_total)
  from (select 1 as s, * from novos union all select -1 as s, * from antigos) d
  cross join lateral (select cd_empresa, dt_emissao from pedido_venda p
    where p.cod_pedido = d.cod_pedido and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' offset 0) p
  where d.st_item = 'A'
  group by 1, 2, 3 having sum(d.s) <> 0 or sum(d.s * d.vl_total) <> 0;
  RETURN NULL;
END $fn$;
