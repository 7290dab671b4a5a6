CREATE TABLE "caixa_separacaos" (
	"id_caixa_separacao" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_lote_separacao" integer,
	"cod_pedido" integer NOT NULL,
	"nr_caixa" integer NOT NULL,
	"vl_peso" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "caixa_separacaos_ck" CHECK ("caixa_separacaos"."vl_peso" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conferencia_leituras" (
	"id_conferencia_leitura" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_leitura" uuid NOT NULL,
	"id_lote_separacao_item" integer NOT NULL,
	"id_lote_separacao" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_lote" integer,
	"qt_lida" numeric(14, 3) NOT NULL,
	"ds_codigo" varchar(160),
	"id_usuario" integer,
	"nm_usuario" text,
	"dt_leitura" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_troca_lote" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_pedido_venda" integer NOT NULL,
	"id_pedido_venda_item" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_lote_origem" integer,
	"id_lote_destino" integer NOT NULL,
	"quantidade_movida" numeric(14, 3) NOT NULL,
	"data_movimentacao" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	"nm_usuario" text
);
--> statement-breakpoint
CREATE TABLE "lote_separacao" (
	"id_lote_separacao" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ds_lote" varchar(100),
	"tp_agrupamento" varchar(1) DEFAULT 'M' NOT NULL,
	"dt_entrega" date,
	"status_lote_separacao" varchar(30) DEFAULT 'Aberto' NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	"nm_usuario" text
);
--> statement-breakpoint
CREATE TABLE "lote_separacao_items" (
	"id_lote_separacao_item" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_lote_separacao" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"id_pedido_venda_item" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_lote" integer,
	"qt_pedida" numeric(14, 3) NOT NULL,
	"qt_separada" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "lote_separacao_items_uq" UNIQUE NULLS NOT DISTINCT("id_pedido_venda_item","id_lote"),
	CONSTRAINT "lote_separacao_items_ck" CHECK ("lote_separacao_items"."qt_separada" >= 0 and "lote_separacao_items"."qt_separada" <= "lote_separacao_items"."qt_pedida")
);
--> statement-breakpoint
CREATE TABLE "lote_separacao_pedidos" (
	"id_lote_separacao_pedido" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_lote_separacao" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"dt_inclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_separacao_statuses" (
	"id_pedido_separacao_status" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"status_separacao_pedido" varchar(30) NOT NULL,
	"id_usuario" integer,
	"usuario_separacao_pedido" text,
	"dt_status" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."vw_pedidos";--> statement-breakpoint
ALTER TABLE "caixa_separacaos" ADD CONSTRAINT "caixa_separacaos_id_lote_separacao_lote_separacao_id_lote_separacao_fk" FOREIGN KEY ("id_lote_separacao") REFERENCES "public"."lote_separacao"("id_lote_separacao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_separacaos" ADD CONSTRAINT "caixa_separacaos_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferencia_leituras" ADD CONSTRAINT "conferencia_leituras_id_lote_separacao_item_lote_separacao_items_id_lote_separacao_item_fk" FOREIGN KEY ("id_lote_separacao_item") REFERENCES "public"."lote_separacao_items"("id_lote_separacao_item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_troca_lote" ADD CONSTRAINT "log_troca_lote_id_pedido_venda_pedido_venda_cod_pedido_fk" FOREIGN KEY ("id_pedido_venda") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_troca_lote" ADD CONSTRAINT "log_troca_lote_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_troca_lote" ADD CONSTRAINT "log_troca_lote_id_lote_origem_lote_estoque_produto_id_lote_fk" FOREIGN KEY ("id_lote_origem") REFERENCES "public"."lote_estoque_produto"("id_lote") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_troca_lote" ADD CONSTRAINT "log_troca_lote_id_lote_destino_lote_estoque_produto_id_lote_fk" FOREIGN KEY ("id_lote_destino") REFERENCES "public"."lote_estoque_produto"("id_lote") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_separacao_items" ADD CONSTRAINT "lote_separacao_items_id_lote_separacao_lote_separacao_id_lote_separacao_fk" FOREIGN KEY ("id_lote_separacao") REFERENCES "public"."lote_separacao"("id_lote_separacao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_separacao_items" ADD CONSTRAINT "lote_separacao_items_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_separacao_items" ADD CONSTRAINT "lote_separacao_items_id_pedido_venda_item_pedido_venda_items_id_pedido_venda_item_fk" FOREIGN KEY ("id_pedido_venda_item") REFERENCES "public"."pedido_venda_items"("id_pedido_venda_item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_separacao_items" ADD CONSTRAINT "lote_separacao_items_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_separacao_items" ADD CONSTRAINT "lote_separacao_items_id_lote_lote_estoque_produto_id_lote_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."lote_estoque_produto"("id_lote") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_separacao_pedidos" ADD CONSTRAINT "lote_separacao_pedidos_id_lote_separacao_lote_separacao_id_lote_separacao_fk" FOREIGN KEY ("id_lote_separacao") REFERENCES "public"."lote_separacao"("id_lote_separacao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_separacao_pedidos" ADD CONSTRAINT "lote_separacao_pedidos_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_separacao_statuses" ADD CONSTRAINT "pedido_separacao_statuses_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caixa_separacaos_uq" ON "caixa_separacaos" USING btree ("cod_pedido","nr_caixa");--> statement-breakpoint
CREATE UNIQUE INDEX "conferencia_leituras_uq" ON "conferencia_leituras" USING btree ("cd_leitura");--> statement-breakpoint
CREATE INDEX "conferencia_leituras_pedido_idx" ON "conferencia_leituras" USING btree ("cod_pedido");--> statement-breakpoint
CREATE INDEX "conferencia_leituras_lote_idx" ON "conferencia_leituras" USING btree ("id_lote_separacao");--> statement-breakpoint
CREATE INDEX "log_troca_lote_data_idx" ON "log_troca_lote" USING btree ("company_id","data_movimentacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lote_separacao_empresa_idx" ON "lote_separacao" USING btree ("company_id","dt_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lote_separacao_items_lote_idx" ON "lote_separacao_items" USING btree ("id_lote_separacao");--> statement-breakpoint
CREATE INDEX "lote_separacao_items_pedido_idx" ON "lote_separacao_items" USING btree ("cod_pedido");--> statement-breakpoint
CREATE UNIQUE INDEX "lote_separacao_pedidos_pedido_uq" ON "lote_separacao_pedidos" USING btree ("cod_pedido");--> statement-breakpoint
CREATE INDEX "lote_separacao_pedidos_lote_idx" ON "lote_separacao_pedidos" USING btree ("id_lote_separacao");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_separacao_statuses_pedido_uq" ON "pedido_separacao_statuses" USING btree ("cod_pedido");--> statement-breakpoint
CREATE INDEX "estoque_movimentos_origem_idx" ON "estoque_movimentos" USING btree ("nm_entidade_origem","id_entidade_origem");--> statement-breakpoint
CREATE VIEW "public"."vw_conferencia_leituras" AS (select c.id_conferencia_leitura, c.company_id, c.id_lote_separacao, c.cod_pedido, c.id_produto, pr.cd_chamada as cd_produto,
    pr.nm_produto, le.cd_lote, c.qt_lida, c.ds_codigo, c.nm_usuario, c.dt_leitura
  from conferencia_leituras c
  join produtos pr on pr.id_produto = c.id_produto
  left join lote_estoque_produto le on le.id_lote = c.id_lote);--> statement-breakpoint
CREATE VIEW "public"."vw_itens_separacao" AS (select i.id_pedido_venda_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_produto, i.cd_produto, i.nm_produto,
    i.cd_sigla, i.tp_unidade, sum(i.qt_pedida)::numeric(14,3) as qt_pedida, sum(i.qt_separada)::numeric(14,3) as qt_separada,
    sum(i.saldo)::numeric(14,3) as saldo,
    coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = i.id_produto), 0)::numeric(14,3) as estoque,
    string_agg(i.cd_lote, ', ' order by i.dt_validade_lote) as cd_lotes
  from (select i.id_lote_separacao_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_pedido_venda_item, i.id_produto,
    pr.cd_chamada as cd_produto, pr.cd_ean, pr.nm_produto, u.cd_sigla, u.tp_unidade, i.qt_pedida, i.qt_separada,
    (i.qt_pedida - i.qt_separada)::numeric(14,3) as saldo,
    (i.qt_pedida * pr.vl_peso_liquido)::numeric(14,3) as vl_peso_liquido, (i.qt_pedida * pr.vl_peso_bruto)::numeric(14,3) as vl_peso_bruto,
    g.nm_grupo_produto as grupo_produto, f.nm_familia_produto as familia_produto, pr.ds_localizacao,
    i.id_lote, le.cd_lote, le.dt_validade as dt_validade_lote, (not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = i.cod_pedido and lp.id_lote_separacao = i.id_lote_separacao)
    or pv.status_pedido = 'C' or pvi.st_item = 'C') as st_orfao
  from lote_separacao_items i
  join pedido_venda pv on pv.cod_pedido = i.cod_pedido
  join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
  join produtos pr on pr.id_produto = i.id_produto
  left join tipo_medidas u on u.id_tipo_medida = pr.id_tipo_medida
  left join grupo_produtos g on g.id_grupo_produto = pr.id_grupo_produto
  left join familia_produtos f on f.id_familia_produto = pr.id_familia_produto
  left join lote_estoque_produto le on le.id_lote = i.id_lote) i
  where not i.st_orfao
  group by i.id_pedido_venda_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_produto, i.cd_produto, i.nm_produto, i.cd_sigla, i.tp_unidade);--> statement-breakpoint
CREATE VIEW "public"."vw_log_troca_lote" AS (select t.id, t.company_id, t.id_pedido_venda, json_build_object('CodPedido', t.id_pedido_venda, 'CdChamada', t.id_pedido_venda::text) as pedido_de_venda,
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
  join lote_estoque_produto ld on ld.id_lote = t.id_lote_destino);--> statement-breakpoint
CREATE VIEW "public"."vw_lote_separacao" AS (select l.id_lote_separacao, l.company_id, l.ds_lote, l.tp_agrupamento, l.dt_entrega, l.status_lote_separacao, l.dt_criacao, l.nm_usuario,
    coalesce(o.n, 0)::int as nr_pedidos, coalesce(o.peso, 0)::numeric(14,3) as vl_peso_bruto,
    coalesce(q.pedida, 0)::numeric(14,3) as qt_pedida, coalesce(q.separada, 0)::numeric(14,3) as qt_separada,
    (case when coalesce(q.pedida, 0) = 0 then 0 else round(100 * q.separada / q.pedida, 1) end)::numeric(5,1) as pc_conferido
  from lote_separacao l
  left join lateral (select count(*) as n, sum(p.vl_peso_bruto) as peso from lote_separacao_pedidos lp
    join pedido_venda p on p.cod_pedido = lp.cod_pedido where lp.id_lote_separacao = l.id_lote_separacao and p.status_pedido <> 'C') o on true
  left join lateral (select sum(i.qt_pedida) as pedida, sum(i.qt_separada) as separada from lote_separacao_items i
    join pedido_venda pv on pv.cod_pedido = i.cod_pedido join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
    where i.id_lote_separacao = l.id_lote_separacao and not (not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = i.cod_pedido and lp.id_lote_separacao = i.id_lote_separacao)
    or pv.status_pedido = 'C' or pvi.st_item = 'C')) q on true);--> statement-breakpoint
CREATE VIEW "public"."vw_lote_separacao_items" AS (select i.id_lote_separacao_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_pedido_venda_item, i.id_produto,
    pr.cd_chamada as cd_produto, pr.cd_ean, pr.nm_produto, u.cd_sigla, u.tp_unidade, i.qt_pedida, i.qt_separada,
    (i.qt_pedida - i.qt_separada)::numeric(14,3) as saldo,
    (i.qt_pedida * pr.vl_peso_liquido)::numeric(14,3) as vl_peso_liquido, (i.qt_pedida * pr.vl_peso_bruto)::numeric(14,3) as vl_peso_bruto,
    g.nm_grupo_produto as grupo_produto, f.nm_familia_produto as familia_produto, pr.ds_localizacao,
    i.id_lote, le.cd_lote, le.dt_validade as dt_validade_lote, (not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = i.cod_pedido and lp.id_lote_separacao = i.id_lote_separacao)
    or pv.status_pedido = 'C' or pvi.st_item = 'C') as st_orfao
  from lote_separacao_items i
  join pedido_venda pv on pv.cod_pedido = i.cod_pedido
  join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
  join produtos pr on pr.id_produto = i.id_produto
  left join tipo_medidas u on u.id_tipo_medida = pr.id_tipo_medida
  left join grupo_produtos g on g.id_grupo_produto = pr.id_grupo_produto
  left join familia_produtos f on f.id_familia_produto = pr.id_familia_produto
  left join lote_estoque_produto le on le.id_lote = i.id_lote);--> statement-breakpoint
CREATE VIEW "public"."vw_lote_separacao_pedidos" AS (select lp.id_lote_separacao_pedido, lp.company_id, lp.id_lote_separacao, l.status_lote_separacao, lp.cod_pedido,
    p.cliente, p.nr_documento, p.status_pedido, s.status_separacao_pedido, s.usuario_separacao_pedido, p.dt_entrega, p.vl_peso_bruto,
    coalesce(q.pedida, 0)::numeric(14,3) as qt_pedida, coalesce(q.separada, 0)::numeric(14,3) as qt_separada,
    (select count(*) from caixa_separacaos c where c.cod_pedido = lp.cod_pedido)::int as nr_caixas, lp.dt_inclusao
  from lote_separacao_pedidos lp
  join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
  join pedido_venda p on p.cod_pedido = lp.cod_pedido
  left join pedido_separacao_statuses s on s.cod_pedido = lp.cod_pedido
  left join lateral (select sum(i.qt_pedida) as pedida, sum(i.qt_separada) as separada from lote_separacao_items i
    join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
    where i.cod_pedido = lp.cod_pedido and i.id_lote_separacao = lp.id_lote_separacao and pvi.st_item <> 'C') q on true);--> statement-breakpoint
CREATE VIEW "public"."vw_lote_separacao_produtos" AS (select i.id_lote_separacao || '-' || i.id_produto || '-' || coalesce(i.id_lote, 0) as id, i.company_id, i.id_lote_separacao, i.id_produto,
    i.cd_produto, i.nm_produto, sum(i.vl_peso_bruto)::numeric(14,3) as vl_peso_bruto, sum(i.qt_pedida)::numeric(14,3) as qt_pedida,
    i.id_lote, i.cd_lote, i.dt_validade_lote, i.ds_localizacao, sum(i.qt_separada)::numeric(14,3) as qt_separada,
    sum(i.saldo)::numeric(14,3) as saldo, pr.nm_curto as ds_complemento_item, i.tp_unidade, i.cd_sigla
  from (select i.id_lote_separacao_item, i.company_id, i.id_lote_separacao, i.cod_pedido, i.id_pedido_venda_item, i.id_produto,
    pr.cd_chamada as cd_produto, pr.cd_ean, pr.nm_produto, u.cd_sigla, u.tp_unidade, i.qt_pedida, i.qt_separada,
    (i.qt_pedida - i.qt_separada)::numeric(14,3) as saldo,
    (i.qt_pedida * pr.vl_peso_liquido)::numeric(14,3) as vl_peso_liquido, (i.qt_pedida * pr.vl_peso_bruto)::numeric(14,3) as vl_peso_bruto,
    g.nm_grupo_produto as grupo_produto, f.nm_familia_produto as familia_produto, pr.ds_localizacao,
    i.id_lote, le.cd_lote, le.dt_validade as dt_validade_lote, (not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = i.cod_pedido and lp.id_lote_separacao = i.id_lote_separacao)
    or pv.status_pedido = 'C' or pvi.st_item = 'C') as st_orfao
  from lote_separacao_items i
  join pedido_venda pv on pv.cod_pedido = i.cod_pedido
  join pedido_venda_items pvi on pvi.id_pedido_venda_item = i.id_pedido_venda_item
  join produtos pr on pr.id_produto = i.id_produto
  left join tipo_medidas u on u.id_tipo_medida = pr.id_tipo_medida
  left join grupo_produtos g on g.id_grupo_produto = pr.id_grupo_produto
  left join familia_produtos f on f.id_familia_produto = pr.id_familia_produto
  left join lote_estoque_produto le on le.id_lote = i.id_lote) i join produtos pr on pr.id_produto = i.id_produto
  where not i.st_orfao
  group by i.company_id, i.id_lote_separacao, i.id_produto, i.cd_produto, i.nm_produto, i.id_lote, i.cd_lote, i.dt_validade_lote,
    i.ds_localizacao, pr.nm_curto, i.tp_unidade, i.cd_sigla);--> statement-breakpoint
CREATE VIEW "public"."vw_pedidos" AS (select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nm_setor, p.status_pedido, p.nr_documento,
    (select lp.id_lote_separacao from lote_separacao_pedidos lp where lp.cod_pedido = p.cod_pedido) as id_lote_separacao,
    (select l.status_lote_separacao from lote_separacao_pedidos lp join lote_separacao l on l.id_lote_separacao = lp.id_lote_separacao
      where lp.cod_pedido = p.cod_pedido)::varchar(30) as status_lote_separacao,
    coalesce(p.usuario_abertura, (select u.name from logs l join people u on u.id = l.id_pessoa
      where l.nm_entidade_origem in ('PedidoVenda', 'PedidoDeVenda') and l.id_entidade_origem = p.cod_pedido::text and l.company_id = p.cd_empresa
      order by l.id limit 1)) as usuario_abertura,
    p.id_work_flow_item_fase, (select f.nm_fase from work_flow_item_fases f where f.id_work_flow_item_fase = p.id_work_flow_item_fase) as nm_fase,
    p.vl_frete, null::int as rota_id, null::varchar(30) as status_roteiro, p.dt_emissao, p.dt_entrega, (select t.name from people t where t.id = p.id_transportador) as transportador,
    p.vl_peso_bruto, p.tp_pedido_de_venda,
    (select a.street from addresses a where a.people_id = p.id_cliente order by a.id limit 1) as nm_logradouro,
    (select s.status_separacao_pedido from pedido_separacao_statuses s where s.cod_pedido = p.cod_pedido)::varchar(30) as status_separacao_pedido,
    p.vl_total, p.version
  from pedido_venda p);