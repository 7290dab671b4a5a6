CREATE TABLE "pedido_venda_totais" (
	"cd_empresa" integer NOT NULL,
	"mes" date NOT NULL,
	"status_pedido" varchar(1) NOT NULL,
	"qt_pedidos" integer NOT NULL,
	"qt_orcamentos" integer NOT NULL,
	"qt_convertidos" integer NOT NULL,
	"vl_vendas" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_venda_totais_clientes" (
	"cd_empresa" integer NOT NULL,
	"mes" date NOT NULL,
	"id_cliente" integer NOT NULL,
	"qt_vendas" integer NOT NULL,
	"vl_vendas" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_venda_totais_pendentes" (
	"cd_empresa" integer NOT NULL,
	"dt_entrega" date,
	"id_work_flow_item_fase" integer,
	"qt_pedidos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_venda_totais_produtos" (
	"cd_empresa" integer NOT NULL,
	"mes" date NOT NULL,
	"id_produto" integer NOT NULL,
	"qt_itens" integer NOT NULL,
	"vl_vendas" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pedido_venda_totais_idx" ON "pedido_venda_totais" USING btree ("cd_empresa","mes");--> statement-breakpoint
CREATE INDEX "pedido_venda_totais_clientes_idx" ON "pedido_venda_totais_clientes" USING btree ("cd_empresa","mes");--> statement-breakpoint
CREATE INDEX "pedido_venda_totais_pendentes_idx" ON "pedido_venda_totais_pendentes" USING btree ("cd_empresa","dt_entrega");--> statement-breakpoint
CREATE INDEX "pedido_venda_totais_produtos_idx" ON "pedido_venda_totais_produtos" USING btree ("cd_empresa","mes");--> statement-breakpoint
-- The month an order counts in: the calendar month of its issue in the company's time zone (the dashboard's day,
-- isoDateIn), whatever the session's TimeZone of the writer or reader.
CREATE FUNCTION pedido_venda_mes(emissao timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $fn$ select date_trunc('month', emissao AT TIME ZONE 'America/Sao_Paulo')::date $fn$;--> statement-breakpoint
-- The totals of pedido_venda_totais* (totais.table.ts) kept from every statement on the orders: one row per group with
-- the statement's difference (its new rows counted +1, its old rows -1), appended, never updated. The grouped source
-- is built per operation (an INSERT has only new rows, a DELETE only old ones) and run with EXECUTE, which sees the
-- statement's transition tables like a static query does.
CREATE FUNCTION pedido_venda_totais_pedidos() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  d text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 as s, * from novos'
    WHEN 'DELETE' THEN 'select -1 as s, * from antigos'
    ELSE 'select 1 as s, * from novos union all select -1 as s, * from antigos' END;
BEGIN
  -- Most updates of an order (weights, taxes, version, notes) change nothing these totals count: they stop here.
  -- (Nested: one IF's condition is one query, which may name only the transition tables this operation has.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      select 1 from novos n join antigos o on o.cod_pedido = n.cod_pedido
      where (n.cd_empresa, n.dt_emissao, n.status_pedido, n.tp_pedido_de_venda, n.dt_finalizacao, n.id_cliente, n.vl_total, n.dt_entrega, n.id_work_flow_item_fase)
        is distinct from (o.cd_empresa, o.dt_emissao, o.status_pedido, o.tp_pedido_de_venda, o.dt_finalizacao, o.id_cliente, o.vl_total, o.dt_entrega, o.id_work_flow_item_fase)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($q$
    with d as (%s),
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
    group by 1, 2, 3 having sum(s) <> 0$q$, d);
  -- The items of orders whose company, month or being a sale changed move with them (an order inserted has no items
  -- yet: they come by their own statements; a deleted order's items go in pedido_venda_totais_apagar_itens).
  IF TG_OP = 'UPDATE' THEN
    insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
    select h.cd_empresa, h.mes, i.id_produto, sum(h.s), sum(h.s * i.vl_total)
    from (
      select n.cod_pedido, n.cd_empresa as n_empresa, pedido_venda_mes(n.dt_emissao) as n_mes,
        n.tp_pedido_de_venda = 'P' and n.status_pedido <> 'C' as n_venda,
        o.cd_empresa as o_empresa, pedido_venda_mes(o.dt_emissao) as o_mes, o.tp_pedido_de_venda = 'P' and o.status_pedido <> 'C' as o_venda
      from novos n join antigos o on o.cod_pedido = n.cod_pedido) x
    cross join lateral (values (1, x.n_empresa, x.n_mes, x.n_venda), (-1, x.o_empresa, x.o_mes, x.o_venda)) h(s, cd_empresa, mes, venda)
    join pedido_venda_items i on i.cod_pedido = x.cod_pedido and i.st_item = 'A'
    where h.venda and (x.n_empresa, x.n_mes, x.n_venda) is distinct from (x.o_empresa, x.o_mes, x.o_venda)
    group by 1, 2, 3 having sum(h.s) <> 0 or sum(h.s * i.vl_total) <> 0;
  END IF;
  RETURN NULL;
END $fn$;--> statement-breakpoint
-- Items, read with their order as it is now (an item statement never changes its order).
CREATE FUNCTION pedido_venda_totais_itens() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  d text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 as s, * from novos'
    WHEN 'DELETE' THEN 'select -1 as s, * from antigos'
    ELSE 'select 1 as s, * from novos union all select -1 as s, * from antigos' END;
BEGIN
  -- An update of items that changes none of what is counted (reservations, backorders, weights) stops here.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      select 1 from novos n join antigos o on o.id_pedido_venda_item = n.id_pedido_venda_item
      where (n.cod_pedido, n.id_produto, n.st_item, n.vl_total) is distinct from (o.cod_pedido, o.id_produto, o.st_item, o.vl_total)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($q$
    insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
    select p.cd_empresa, pedido_venda_mes(p.dt_emissao), d.id_produto, sum(d.s), sum(d.s * d.vl_total)
    from (%s) d join pedido_venda p on p.cod_pedido = d.cod_pedido
    where d.st_item = 'A' and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C'
    group by 1, 2, 3 having sum(d.s) <> 0 or sum(d.s * d.vl_total) <> 0$q$, d);
  RETURN NULL;
END $fn$;--> statement-breakpoint
-- A deleted order's items: its delete cascades to them after the order is gone, when their own trigger no longer
-- finds the order, so they are taken out here, before, while both are there (order deletes are few: quotes dropped).
CREATE FUNCTION pedido_venda_totais_apagar_itens() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.tp_pedido_de_venda = 'P' AND OLD.status_pedido <> 'C' THEN
    insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
    select OLD.cd_empresa, pedido_venda_mes(OLD.dt_emissao), id_produto, -count(*), -sum(vl_total)
    from pedido_venda_items where cod_pedido = OLD.cod_pedido and st_item = 'A' group by id_produto;
  END IF;
  RETURN OLD;
END $fn$;--> statement-breakpoint
CREATE FUNCTION pedido_venda_totais_truncar() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'pedido_venda' THEN
    delete from pedido_venda_totais;
    delete from pedido_venda_totais_clientes;
    delete from pedido_venda_totais_pendentes;
  END IF;
  delete from pedido_venda_totais_produtos;
  RETURN NULL;
END $fn$;--> statement-breakpoint
CREATE TRIGGER pedido_venda_totais_ins AFTER INSERT ON pedido_venda REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_pedidos();--> statement-breakpoint
CREATE TRIGGER pedido_venda_totais_upd AFTER UPDATE ON pedido_venda REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_pedidos();--> statement-breakpoint
CREATE TRIGGER pedido_venda_totais_del AFTER DELETE ON pedido_venda REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_pedidos();--> statement-breakpoint
CREATE TRIGGER pedido_venda_totais_del_itens BEFORE DELETE ON pedido_venda FOR EACH ROW EXECUTE FUNCTION pedido_venda_totais_apagar_itens();--> statement-breakpoint
CREATE TRIGGER pedido_venda_totais_trunc AFTER TRUNCATE ON pedido_venda FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_truncar();--> statement-breakpoint
CREATE TRIGGER pedido_venda_items_totais_ins AFTER INSERT ON pedido_venda_items REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_itens();--> statement-breakpoint
CREATE TRIGGER pedido_venda_items_totais_upd AFTER UPDATE ON pedido_venda_items REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_itens();--> statement-breakpoint
CREATE TRIGGER pedido_venda_items_totais_del AFTER DELETE ON pedido_venda_items REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_itens();--> statement-breakpoint
CREATE TRIGGER pedido_venda_items_totais_trunc AFTER TRUNCATE ON pedido_venda_items FOR EACH STATEMENT EXECUTE FUNCTION pedido_venda_totais_truncar();--> statement-breakpoint
-- The totals counted again from the orders and items: the migration's filling, and a load that went around the
-- triggers or beside them (db:import without session_replication_role copies both the orders, counted by the
-- triggers, and the totals) calls it.
CREATE FUNCTION pedido_venda_totais_recontar() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  delete from pedido_venda_totais;
  delete from pedido_venda_totais_clientes;
  delete from pedido_venda_totais_pendentes;
  delete from pedido_venda_totais_produtos;
  insert into pedido_venda_totais (cd_empresa, mes, status_pedido, qt_pedidos, qt_orcamentos, qt_convertidos, vl_vendas)
  select cd_empresa, pedido_venda_mes(dt_emissao), status_pedido, count(*),
    count(*) filter (where tp_pedido_de_venda = 'O' or dt_finalizacao is not null), count(dt_finalizacao),
    coalesce(sum(vl_total) filter (where tp_pedido_de_venda = 'P' and status_pedido <> 'C'), 0)
  from pedido_venda group by 1, 2, 3;
  insert into pedido_venda_totais_clientes (cd_empresa, mes, id_cliente, qt_vendas, vl_vendas)
  select cd_empresa, pedido_venda_mes(dt_emissao), id_cliente, count(*), sum(vl_total)
  from pedido_venda where tp_pedido_de_venda = 'P' and status_pedido <> 'C' and id_cliente is not null group by 1, 2, 3;
  insert into pedido_venda_totais_pendentes (cd_empresa, dt_entrega, id_work_flow_item_fase, qt_pedidos)
  select cd_empresa, dt_entrega, id_work_flow_item_fase, count(*)
  from pedido_venda where tp_pedido_de_venda = 'P' and status_pedido not in ('C', 'T', 'D') group by 1, 2, 3;
  insert into pedido_venda_totais_produtos (cd_empresa, mes, id_produto, qt_itens, vl_vendas)
  select p.cd_empresa, pedido_venda_mes(p.dt_emissao), i.id_produto, count(*), sum(i.vl_total)
  from pedido_venda_items i join pedido_venda p on p.cod_pedido = i.cod_pedido
  where i.st_item = 'A' and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' group by 1, 2, 3;
END $fn$;--> statement-breakpoint
-- The totals of the orders already there (the triggers above hold the tables from here on, so no write is missed
-- between this reading and the end of the migration).
SELECT pedido_venda_totais_recontar();