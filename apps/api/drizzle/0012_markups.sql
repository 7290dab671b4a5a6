CREATE TABLE "markup_measure_types" (
	"id_markup_measure_type" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_markup" integer NOT NULL,
	"id_tipo_medida" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_produtos" (
	"id_markup_produto" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_markup" integer NOT NULL,
	"id_produto" integer,
	"id_familia_produto" integer,
	CONSTRAINT "markup_produtos_one_target" CHECK (("markup_produtos"."id_produto" is null) <> ("markup_produtos"."id_familia_produto" is null))
);
--> statement-breakpoint
CREATE TABLE "markups" (
	"id_markup" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_markup" varchar(80) NOT NULL,
	"ds_markup" varchar(255),
	"pc_impostos" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pc_comissao" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pc_frete" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pc_administrativo" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pc_financeiro" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pc_lucro" numeric(5, 2) DEFAULT '0' NOT NULL,
	"st_ativo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "markups_sum_below_100" CHECK ("markups"."pc_impostos" + "markups"."pc_comissao" + "markups"."pc_frete" + "markups"."pc_administrativo" + "markups"."pc_financeiro" + "markups"."pc_lucro" < 100)
);
--> statement-breakpoint
ALTER TABLE "markup_measure_types" ADD CONSTRAINT "markup_measure_types_id_markup_markups_id_markup_fk" FOREIGN KEY ("id_markup") REFERENCES "public"."markups"("id_markup") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_measure_types" ADD CONSTRAINT "markup_measure_types_id_tipo_medida_tipo_medidas_id_tipo_medida_fk" FOREIGN KEY ("id_tipo_medida") REFERENCES "public"."tipo_medidas"("id_tipo_medida") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_produtos" ADD CONSTRAINT "markup_produtos_id_markup_markups_id_markup_fk" FOREIGN KEY ("id_markup") REFERENCES "public"."markups"("id_markup") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_produtos" ADD CONSTRAINT "markup_produtos_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_produtos" ADD CONSTRAINT "markup_produtos_id_familia_produto_familia_produtos_id_familia_produto_fk" FOREIGN KEY ("id_familia_produto") REFERENCES "public"."familia_produtos"("id_familia_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "markup_measure_types_uq" ON "markup_measure_types" USING btree ("company_id","id_tipo_medida");--> statement-breakpoint
CREATE UNIQUE INDEX "markup_produtos_produto_uq" ON "markup_produtos" USING btree ("company_id","id_produto") WHERE "markup_produtos"."id_produto" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "markup_produtos_familia_uq" ON "markup_produtos" USING btree ("company_id","id_familia_produto") WHERE "markup_produtos"."id_familia_produto" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "markups_uq" ON "markups" USING btree ("company_id","nm_markup");--> statement-breakpoint
CREATE VIEW "public"."view_markups" AS (select m.id_markup, m.company_id, m.nm_markup, m.ds_markup, m.pc_impostos, m.pc_comissao, m.pc_frete,
    m.pc_administrativo, m.pc_financeiro, m.pc_lucro,
    (m.pc_impostos + m.pc_comissao + m.pc_frete + m.pc_administrativo + m.pc_financeiro + m.pc_lucro)::numeric(6,2) as pc_total,
    round(1 / (1 - (m.pc_impostos + m.pc_comissao + m.pc_frete + m.pc_administrativo + m.pc_financeiro + m.pc_lucro) / 100), 4)::numeric(10,4) as vl_indice,
    m.st_ativo, m.version,
    (select count(*) from markup_produtos mp where mp.id_markup = m.id_markup and mp.id_produto is not null)::int as qt_produtos,
    (select count(*) from markup_produtos mp where mp.id_markup = m.id_markup and mp.id_familia_produto is not null)::int as qt_familias,
    (select count(*) from markup_measure_types mt where mt.id_markup = m.id_markup)::int as qt_unidades,
    (select string_agg(u.cd_sigla, ', ' order by u.cd_sigla) from markup_measure_types mt
      join tipo_medidas u on u.id_tipo_medida = mt.id_tipo_medida where mt.id_markup = m.id_markup) as unidades
  from markups m);--> statement-breakpoint
CREATE VIEW "public"."view_produto_precos" AS (select p.id_produto, p.company_id, p.cd_chamada, p.nm_produto, p.nm_produto_busca, p.id_familia_produto, p.id_tipo_medida,
    p.vl_preco_custo, m.id_markup, m.nm_markup, r.origem as tp_origem_markup, t.total as pc_total, s.preco as vl_preco_sugerido,
    case when s.preco > 0 then round((s.preco - p.vl_preco_custo) / s.preco * 100, 2)::numeric(7,2) end as pc_margem
  from produtos p
  left join lateral (
    select x.id_markup, x.origem from (
      select mp.id_markup, 'P' as origem, 1 as ordem from markup_produtos mp where mp.id_produto = p.id_produto
      union all select mf.id_markup, 'F', 2 from markup_produtos mf where mf.id_familia_produto = p.id_familia_produto
      union all select mu.id_markup, 'U', 3 from markup_measure_types mu where mu.id_tipo_medida = p.id_tipo_medida
    ) x join markups a on a.id_markup = x.id_markup and a.st_ativo
    order by x.ordem limit 1) r on true
  left join markups m on m.id_markup = r.id_markup
  left join lateral (select (m.pc_impostos + m.pc_comissao + m.pc_frete + m.pc_administrativo + m.pc_financeiro + m.pc_lucro)::numeric(6,2) as total) t on true
  left join lateral (select round(p.vl_preco_custo / (1 - t.total / 100), 2)::numeric(14,2) as preco) s on true);