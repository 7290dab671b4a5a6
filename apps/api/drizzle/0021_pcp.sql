CREATE TABLE "analise" (
	"id_analise" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_analise" varchar(100) NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"st_status" varchar(1) DEFAULT 'A' NOT NULL,
	"dt_inicio" date NOT NULL,
	"tp_periodo" varchar(1) DEFAULT 'S' NOT NULL,
	"nr_horizonte_dias" integer DEFAULT 90 NOT NULL,
	"pc_probabilidade_orcamento" numeric(5, 2) DEFAULT '50' NOT NULL,
	"dt_calculo" timestamp with time zone,
	"id_job" integer,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "analise_dados" (
	"id_analise_dado" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_analise" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"tp_analise_dado" varchar(1) NOT NULL,
	"nr_nivel" integer DEFAULT 0 NOT NULL,
	"nr_saldo_em_estoque" numeric(14, 3) NOT NULL,
	"nr_ops" numeric(14, 3) NOT NULL,
	"nr_pedidos_compra" numeric(14, 3) NOT NULL,
	"nr_analises_de_compra" numeric(14, 3) NOT NULL,
	"nr_cotacoes" numeric(14, 3) NOT NULL,
	"nr_estoque_futuro" numeric(14, 3) NOT NULL,
	"nr_pedidos_venda" numeric(14, 3) NOT NULL,
	"nr_propostas" numeric(14, 3) NOT NULL,
	"nr_previsao_vendas" numeric(14, 3) NOT NULL,
	"nr_demanda_vendas" numeric(14, 3) NOT NULL,
	"nr_demanda_prod_pai" numeric(14, 3) NOT NULL,
	"nr_demanda_total" numeric(14, 3) NOT NULL,
	"nr_qtde_min" numeric(14, 3) NOT NULL,
	"nr_qtde_max" numeric(14, 3) NOT NULL,
	"nr_total_atender" numeric(14, 3) NOT NULL,
	"nr_resultado" numeric(14, 3) NOT NULL,
	"nr_realizado" numeric(14, 3),
	"qt_producao_imediata" numeric(14, 3) NOT NULL,
	"qt_producao_futura" numeric(14, 3) NOT NULL,
	"lista_produto" json,
	"st_atrasado" boolean DEFAULT false NOT NULL,
	"dt_necessidade" date,
	"dt_liberacao" date,
	"registro" json
);
--> statement-breakpoint
CREATE TABLE "analise_empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_analise" integer NOT NULL,
	"id_empresa" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analise_previsoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_analise" integer NOT NULL,
	"id_previsao_de_venda" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analise_setores_ignorados" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_analise" integer NOT NULL,
	"id_setor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compras" (
	"id_compra" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_analise" integer,
	"id_produto" integer NOT NULL,
	"qt_compra" numeric(14, 3) NOT NULL,
	"st_compra" varchar(1) DEFAULT 'S' NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_liberacao" date,
	"dt_necessidade" date NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "indice_de_calculos" (
	"id_indice_de_calculo" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_analise" integer NOT NULL,
	"dt_inicio" timestamp with time zone NOT NULL,
	"dt_fim" timestamp with time zone DEFAULT now() NOT NULL,
	"ds_parametros" jsonb NOT NULL,
	"nr_produtos" integer NOT NULL,
	"nr_ms_leitura" integer NOT NULL,
	"nr_ms_calculo" integer NOT NULL,
	"nr_ms_gravacao" integer NOT NULL,
	"ds_log" text NOT NULL,
	"id_job" integer,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "mrp_anexos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"analise" integer NOT NULL,
	"nm_arquivo" varchar(255) NOT NULL,
	"produto" integer,
	"ds_arquivo" text NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "ordem_producao" (
	"id_ordem_producao" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_analise" integer,
	"tp_origem" varchar(1) DEFAULT 'A' NOT NULL,
	"id_produto" integer NOT NULL,
	"id_setor" integer,
	"qt_solicitada" numeric(14, 3) NOT NULL,
	"qt_atendida" numeric(14, 3) DEFAULT '0' NOT NULL,
	"st_ordem" varchar(1) DEFAULT 'A' NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_inicio" date,
	"dt_entrega" date NOT NULL,
	"dt_finalizacao" timestamp with time zone,
	"id_lote" integer,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "previsao_de_venda" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_previsao_de_venda" varchar(100) NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "previsao_de_venda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_previsao_de_venda" integer NOT NULL,
	"produto" integer NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"dt_previsao_de_venda" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "nr_dias_reposicao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analise_dados" ADD CONSTRAINT "analise_dados_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analise_dados" ADD CONSTRAINT "analise_dados_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analise_empresas" ADD CONSTRAINT "analise_empresas_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analise_previsoes" ADD CONSTRAINT "analise_previsoes_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analise_previsoes" ADD CONSTRAINT "analise_previsoes_id_previsao_de_venda_previsao_de_venda_id_fk" FOREIGN KEY ("id_previsao_de_venda") REFERENCES "public"."previsao_de_venda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analise_setores_ignorados" ADD CONSTRAINT "analise_setores_ignorados_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analise_setores_ignorados" ADD CONSTRAINT "analise_setores_ignorados_id_setor_setores_id_setor_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."setores"("id_setor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indice_de_calculos" ADD CONSTRAINT "indice_de_calculos_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_anexos" ADD CONSTRAINT "mrp_anexos_analise_analise_id_analise_fk" FOREIGN KEY ("analise") REFERENCES "public"."analise"("id_analise") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_anexos" ADD CONSTRAINT "mrp_anexos_produto_produtos_id_produto_fk" FOREIGN KEY ("produto") REFERENCES "public"."produtos"("id_produto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordem_producao" ADD CONSTRAINT "ordem_producao_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordem_producao" ADD CONSTRAINT "ordem_producao_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordem_producao" ADD CONSTRAINT "ordem_producao_id_setor_setores_id_setor_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."setores"("id_setor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordem_producao" ADD CONSTRAINT "ordem_producao_id_lote_lote_estoque_produto_id_lote_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."lote_estoque_produto"("id_lote") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previsao_de_venda_items" ADD CONSTRAINT "previsao_de_venda_items_id_previsao_de_venda_previsao_de_venda_id_fk" FOREIGN KEY ("id_previsao_de_venda") REFERENCES "public"."previsao_de_venda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previsao_de_venda_items" ADD CONSTRAINT "previsao_de_venda_items_produto_produtos_id_produto_fk" FOREIGN KEY ("produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analise_empresa_idx" ON "analise" USING btree ("company_id","dt_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "analise_dados_uq" ON "analise_dados" USING btree ("id_analise","id_produto");--> statement-breakpoint
CREATE INDEX "analise_dados_tipo_idx" ON "analise_dados" USING btree ("id_analise","tp_analise_dado");--> statement-breakpoint
CREATE UNIQUE INDEX "analise_empresas_uq" ON "analise_empresas" USING btree ("id_analise","id_empresa");--> statement-breakpoint
CREATE UNIQUE INDEX "analise_previsoes_uq" ON "analise_previsoes" USING btree ("id_analise","id_previsao_de_venda");--> statement-breakpoint
CREATE UNIQUE INDEX "analise_setores_ignorados_uq" ON "analise_setores_ignorados" USING btree ("id_analise","id_setor");--> statement-breakpoint
CREATE INDEX "compras_empresa_idx" ON "compras" USING btree ("company_id","st_compra","id_produto");--> statement-breakpoint
CREATE INDEX "compras_analise_idx" ON "compras" USING btree ("id_analise");--> statement-breakpoint
CREATE INDEX "indice_de_calculos_analise_idx" ON "indice_de_calculos" USING btree ("id_analise","dt_inicio" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mrp_anexos_analise_idx" ON "mrp_anexos" USING btree ("analise");--> statement-breakpoint
CREATE INDEX "ordem_producao_empresa_idx" ON "ordem_producao" USING btree ("company_id","st_ordem","id_produto");--> statement-breakpoint
CREATE INDEX "ordem_producao_analise_idx" ON "ordem_producao" USING btree ("id_analise");--> statement-breakpoint
CREATE INDEX "previsao_de_venda_empresa_idx" ON "previsao_de_venda" USING btree ("company_id","dt_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "previsao_de_venda_items_previsao_idx" ON "previsao_de_venda_items" USING btree ("id_previsao_de_venda","dt_previsao_de_venda");--> statement-breakpoint
CREATE INDEX "previsao_de_venda_items_produto_idx" ON "previsao_de_venda_items" USING btree ("produto");--> statement-breakpoint
CREATE VIEW "public"."compras_by_previsao_venda" AS (with recursive explosao(id_previsao, id_produto, quantidade, data, nivel) as (
      select i.id_previsao_de_venda, i.produto, i.quantidade::numeric, i.dt_previsao_de_venda, 0
      from previsao_de_venda_items i
    union all
      select e.id_previsao, l.produto_componente, e.quantidade * l.qt_produto_componente * (1 + l.pc_perda / 100), e.data, e.nivel + 1
      from explosao e join lista_produto_items l on l.id_produto = e.id_produto
      where e.nivel < 20)
  select e.id_previsao || '-' || e.id_produto as id, v.company_id, e.id_previsao as id_previsao_de_venda, v.nm_previsao_de_venda,
    e.id_produto, p.cd_chamada as cd_produto, p.nm_produto, u.tp_unidade,
    (ceil(sum(e.quantidade) * 1000) / 1000)::numeric(14,3) as qt_necessaria,
    coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = e.id_produto), 0)::numeric(14,3) as qt_estoque,
    coalesce((select sum(c.qt_compra) from compras c where c.id_produto = e.id_produto and c.st_compra in ('S', 'C', 'P')), 0)::numeric(14,3) as qt_compras_abertas,
    min(e.data) as dt_primeira_necessidade
  from explosao e
  join previsao_de_venda v on v.id = e.id_previsao
  join produtos p on p.id_produto = e.id_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  where p.tp_produto_pcp in ('C', 'V')
  group by e.id_previsao, v.company_id, v.nm_previsao_de_venda, e.id_produto, p.cd_chamada, p.nm_produto, u.tp_unidade);--> statement-breakpoint
CREATE VIEW "public"."vw_analise_dados" AS (select d.id_analise_dado, d.company_id, d.id_analise, d.id_produto, d.tp_analise_dado, d.nr_nivel,
    json_build_object('IdProduto', p.id_produto, 'NmProduto', p.nm_produto,
      'codigos', (select json_agg(json_build_object('CdChamada', c.cd_chamada, 'StCodigoPrincipal', c.st_codigo_principal)
        order by c.st_codigo_principal desc, c.cd_chamada) from produto_codigos c where c.id_produto = p.id_produto),
      'familia', f.nm_familia_produto, 'grupo', g.nm_grupo_produto) as produto,
    p.cd_chamada, p.nm_produto, p.nm_produto_busca, f.nm_familia_produto, g.nm_grupo_produto, p.tp_produto_pcp, u.cd_sigla, u.tp_unidade,
    d.nr_saldo_em_estoque, d.nr_ops, d.nr_estoque_futuro, d.nr_demanda_vendas, d.nr_propostas, d.nr_pedidos_venda, d.nr_previsao_vendas,
    d.nr_demanda_total, d.nr_total_atender, d.nr_qtde_min, d.nr_qtde_max, d.nr_resultado, d.nr_realizado,
    d.qt_producao_imediata, d.qt_producao_futura, d.lista_produto, d.nr_pedidos_compra, d.nr_analises_de_compra, d.nr_cotacoes,
    d.nr_demanda_prod_pai, d.st_atrasado, d.dt_necessidade, d.dt_liberacao
  from analise_dados d
  join produtos p on p.id_produto = d.id_produto
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida);--> statement-breakpoint
CREATE VIEW "public"."vw_analise_setors" AS (select i.id, i.company_id, i.id_analise, i.id_setor, s.nm_setor from analise_setores_ignorados i join setores s on s.id_setor = i.id_setor);--> statement-breakpoint
CREATE VIEW "public"."vw_analises_summary" AS (select a.id_analise, a.company_id, a.nm_analise, a.dt_criacao, a.st_status, a.dt_calculo,
    coalesce(r.produtos, 0)::int as nr_produtos, coalesce(r.produzir, 0)::int as nr_a_produzir, coalesce(r.comprar, 0)::int as nr_a_comprar,
    coalesce(r.atrasados, 0)::int as nr_atrasados,
    (select count(*) from ordem_producao o where o.id_analise = a.id_analise and o.st_ordem <> 'C')::int as nr_ordens,
    (select count(*) from ordem_producao o where o.id_analise = a.id_analise and o.st_ordem in ('A', 'E'))::int as nr_ordens_abertas,
    (select count(*) from compras c where c.id_analise = a.id_analise and c.st_compra <> 'X')::int as nr_compras
  from analise a
  left join lateral (select count(*) as produtos,
      count(*) filter (where coalesce(d.nr_realizado, d.nr_resultado) > 0 and p.tp_produto_pcp in ('F', 'P')) as produzir,
      count(*) filter (where coalesce(d.nr_realizado, d.nr_resultado) > 0 and p.tp_produto_pcp not in ('F', 'P')) as comprar,
      count(*) filter (where d.st_atrasado) as atrasados
    from analise_dados d join produtos p on p.id_produto = d.id_produto where d.id_analise = a.id_analise) r on true);--> statement-breakpoint
CREATE VIEW "public"."vw_compras" AS (select c.id_compra, c.company_id, c.id_analise, c.id_produto, p.cd_chamada as cd_produto, p.nm_produto, u.tp_unidade,
    c.qt_compra, c.st_compra, c.dt_criacao, c.dt_liberacao, c.dt_necessidade
  from compras c join produtos p on p.id_produto = c.id_produto left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida);--> statement-breakpoint
CREATE VIEW "public"."vw_mrp_anexos" AS (select x.id, x.company_id, x.analise, a.nm_analise, x.nm_arquivo, x.produto, p.cd_chamada as cd_produto, p.nm_produto, x.ds_arquivo, x.dt_criacao
  from mrp_anexos x join analise a on a.id_analise = x.analise left join produtos p on p.id_produto = x.produto);--> statement-breakpoint
CREATE VIEW "public"."vw_ordem_producao" AS (select o.id_ordem_producao, o.company_id, o.id_analise, o.tp_origem, o.id_produto, p.cd_chamada as cd_produto, p.nm_produto, u.tp_unidade,
    o.id_setor, s.nm_setor, o.qt_solicitada, o.qt_atendida,
    (case when o.st_ordem in ('A', 'E') then greatest(o.qt_solicitada - o.qt_atendida, 0) else 0 end)::numeric(14,3) as qt_saldo,
    o.st_ordem, o.dt_criacao, o.dt_inicio, o.dt_entrega, o.dt_finalizacao, o.id_lote, l.cd_lote
  from ordem_producao o
  join produtos p on p.id_produto = o.id_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join setores s on s.id_setor = o.id_setor
  left join lote_estoque_produto l on l.id_lote = o.id_lote);--> statement-breakpoint
CREATE VIEW "public"."vw_ordem_producao_sum" AS (select concat_ws('-', o.id_analise, o.id_setor, o.id_produto) as id, o.company_id, o.id_analise, o.id_setor, o.nm_setor,
    o.id_produto, o.cd_produto, o.nm_produto, o.tp_unidade,
    sum(o.qt_solicitada)::numeric(14,3) as qt_solicitada, sum(o.qt_atendida)::numeric(14,3) as qt_atendida, sum(o.qt_saldo)::numeric(14,3) as qt_saldo,
    e.qt_estoque, (e.qt_estoque + sum(o.qt_saldo))::numeric(14,3) as qt_total, p.qt_estoque_minimo as minimo_estoque
  from vw_ordem_producao o
  join produtos p on p.id_produto = o.id_produto
  cross join lateral (select coalesce(sum(s.qt_estoque), 0)::numeric(14,3) as qt_estoque from estoque_saldos s where s.id_produto = o.id_produto) e
  where o.st_ordem <> 'C'
  group by o.company_id, o.id_analise, o.id_setor, o.nm_setor, o.id_produto, o.cd_produto, o.nm_produto, o.tp_unidade, e.qt_estoque, p.qt_estoque_minimo);--> statement-breakpoint
CREATE VIEW "public"."vw_previsao_de_venda_items" AS (select i.id, i.company_id, i.id_previsao_de_venda, i.produto, p.cd_chamada, p.nm_produto, p.nm_produto_busca, u.cd_sigla, u.tp_unidade,
    i.quantidade, i.dt_previsao_de_venda
  from previsao_de_venda_items i join produtos p on p.id_produto = i.produto left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida);