CREATE TABLE "estoque_movimentos" (
	"id_movimento" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"dt_movimento" timestamp with time zone DEFAULT now() NOT NULL,
	"tp_movimento" varchar(1) NOT NULL,
	"id_produto" integer NOT NULL,
	"id_lote" integer,
	"id_setor" integer NOT NULL,
	"id_setor_destino" integer,
	"id_lote_destino" integer,
	"qt_movimento" numeric(14, 3) NOT NULL,
	"ds_motivo" text,
	"id_usuario" integer,
	"nm_entidade_origem" varchar(60),
	"id_entidade_origem" integer
);
--> statement-breakpoint
CREATE TABLE "estoque_saldos" (
	"id_estoque_saldo" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_lote" integer,
	"id_setor" integer NOT NULL,
	"qt_estoque" numeric(14, 3) DEFAULT '0' NOT NULL,
	"qt_reservada" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "estoque_saldos_uq" UNIQUE NULLS NOT DISTINCT("id_produto","id_setor","id_lote"),
	CONSTRAINT "estoque_saldos_ck" CHECK ("estoque_saldos"."qt_estoque" >= 0 and "estoque_saldos"."qt_reservada" >= 0 and "estoque_saldos"."qt_reservada" <= "estoque_saldos"."qt_estoque")
);
--> statement-breakpoint
CREATE TABLE "familia_produtos" (
	"id_familia_produto" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_chamada" varchar(20),
	"nm_familia_produto" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupo_produtos" (
	"id_grupo_produto" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_chamada" varchar(20),
	"nm_grupo_produto" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lista_produto_items" (
	"id_lista_produto_item" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"produto_componente" integer NOT NULL,
	"id_posicao" integer DEFAULT 1 NOT NULL,
	"st_componente_principal" varchar(1) DEFAULT 'N' NOT NULL,
	"qt_produto_componente" numeric(14, 4) NOT NULL,
	"id_tipo_medida" integer,
	"pc_perda" numeric(5, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lote_estoque_produto" (
	"id_lote" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"cd_lote" varchar(30) NOT NULL,
	"dt_fabricacao" date NOT NULL,
	"dt_validade" date NOT NULL,
	CONSTRAINT "lote_validade_ck" CHECK ("lote_estoque_produto"."dt_validade" >= "lote_estoque_produto"."dt_fabricacao")
);
--> statement-breakpoint
CREATE TABLE "produto_codigos" (
	"id_produto_codigo" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"cd_chamada" varchar(30) NOT NULL,
	"st_codigo_principal" varchar(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_conversoes" (
	"id_produto_conversao" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_tipo_medida" integer NOT NULL,
	"qt_fator" numeric(14, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id_produto" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_chamada" varchar(30) NOT NULL,
	"cd_ean" varchar(14),
	"nm_produto" varchar(200) NOT NULL,
	"nm_produto_busca" text GENERATED ALWAYS AS (search_text(nm_produto)) STORED,
	"nm_curto" varchar(60),
	"im_conteudo" text,
	"tp_produto" varchar(1) NOT NULL,
	"tp_produto_pcp" varchar(1) DEFAULT 'V' NOT NULL,
	"id_tipo_medida" integer NOT NULL,
	"vl_peso_liquido" numeric(14, 3) DEFAULT '0' NOT NULL,
	"vl_peso_bruto" numeric(14, 3) DEFAULT '0' NOT NULL,
	"id_familia_produto" integer,
	"id_grupo_produto" integer,
	"nr_dias_validade" integer NOT NULL,
	"cd_ncm" varchar(8),
	"cd_cest" varchar(7),
	"cd_origem" varchar(1) DEFAULT '0' NOT NULL,
	"vl_preco_custo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"qt_estoque_minimo" numeric(14, 3) DEFAULT '0' NOT NULL,
	"qt_estoque_maximo" numeric(14, 3) DEFAULT '0' NOT NULL,
	"ds_localizacao" varchar(60),
	"st_ativo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_medidas" (
	"id_tipo_medida" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_sigla" varchar(6) NOT NULL,
	"ds_tipo_medida" varchar(60) NOT NULL,
	"tp_unidade" varchar(1) DEFAULT 'I' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_id_lote_lote_estoque_produto_id_lote_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."lote_estoque_produto"("id_lote") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_id_setor_setores_id_setor_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."setores"("id_setor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_id_setor_destino_setores_id_setor_fk" FOREIGN KEY ("id_setor_destino") REFERENCES "public"."setores"("id_setor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_id_lote_destino_lote_estoque_produto_id_lote_fk" FOREIGN KEY ("id_lote_destino") REFERENCES "public"."lote_estoque_produto"("id_lote") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_saldos" ADD CONSTRAINT "estoque_saldos_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_saldos" ADD CONSTRAINT "estoque_saldos_id_lote_lote_estoque_produto_id_lote_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."lote_estoque_produto"("id_lote") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_saldos" ADD CONSTRAINT "estoque_saldos_id_setor_setores_id_setor_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."setores"("id_setor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_produto_items" ADD CONSTRAINT "lista_produto_items_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_produto_items" ADD CONSTRAINT "lista_produto_items_produto_componente_produtos_id_produto_fk" FOREIGN KEY ("produto_componente") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_produto_items" ADD CONSTRAINT "lista_produto_items_id_tipo_medida_tipo_medidas_id_tipo_medida_fk" FOREIGN KEY ("id_tipo_medida") REFERENCES "public"."tipo_medidas"("id_tipo_medida") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lote_estoque_produto" ADD CONSTRAINT "lote_estoque_produto_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_codigos" ADD CONSTRAINT "produto_codigos_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_conversoes" ADD CONSTRAINT "produto_conversoes_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_conversoes" ADD CONSTRAINT "produto_conversoes_id_tipo_medida_tipo_medidas_id_tipo_medida_fk" FOREIGN KEY ("id_tipo_medida") REFERENCES "public"."tipo_medidas"("id_tipo_medida") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_id_tipo_medida_tipo_medidas_id_tipo_medida_fk" FOREIGN KEY ("id_tipo_medida") REFERENCES "public"."tipo_medidas"("id_tipo_medida") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_id_familia_produto_familia_produtos_id_familia_produto_fk" FOREIGN KEY ("id_familia_produto") REFERENCES "public"."familia_produtos"("id_familia_produto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_id_grupo_produto_grupo_produtos_id_grupo_produto_fk" FOREIGN KEY ("id_grupo_produto") REFERENCES "public"."grupo_produtos"("id_grupo_produto") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estoque_movimentos_produto_idx" ON "estoque_movimentos" USING btree ("company_id","id_produto","dt_movimento" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "estoque_movimentos_data_idx" ON "estoque_movimentos" USING btree ("company_id","dt_movimento" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "estoque_saldos_empresa_idx" ON "estoque_saldos" USING btree ("company_id","id_setor");--> statement-breakpoint
CREATE INDEX "estoque_saldos_lote_idx" ON "estoque_saldos" USING btree ("id_lote");--> statement-breakpoint
CREATE UNIQUE INDEX "familia_produtos_uq" ON "familia_produtos" USING btree ("company_id","nm_familia_produto");--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_produtos_uq" ON "grupo_produtos" USING btree ("company_id","nm_grupo_produto");--> statement-breakpoint
CREATE UNIQUE INDEX "lista_produto_items_uq" ON "lista_produto_items" USING btree ("id_produto","produto_componente");--> statement-breakpoint
CREATE INDEX "lista_produto_items_empresa_idx" ON "lista_produto_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "lista_produto_items_componente_idx" ON "lista_produto_items" USING btree ("produto_componente");--> statement-breakpoint
CREATE UNIQUE INDEX "lote_estoque_produto_uq" ON "lote_estoque_produto" USING btree ("id_produto","cd_lote");--> statement-breakpoint
CREATE INDEX "lote_estoque_produto_validade_idx" ON "lote_estoque_produto" USING btree ("company_id","dt_validade");--> statement-breakpoint
CREATE UNIQUE INDEX "produto_codigos_uq" ON "produto_codigos" USING btree ("company_id","cd_chamada");--> statement-breakpoint
CREATE UNIQUE INDEX "produto_codigos_principal_uq" ON "produto_codigos" USING btree ("id_produto") WHERE st_codigo_principal = 'S';--> statement-breakpoint
CREATE UNIQUE INDEX "produto_conversoes_uq" ON "produto_conversoes" USING btree ("id_produto","id_tipo_medida");--> statement-breakpoint
CREATE INDEX "produtos_nome_idx" ON "produtos" USING btree ("company_id","nm_produto");--> statement-breakpoint
CREATE INDEX "produtos_codigo_idx" ON "produtos" USING btree ("company_id","cd_chamada");--> statement-breakpoint
CREATE INDEX "produtos_busca_trgm_idx" ON "produtos" USING gin ("nm_produto_busca" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_medidas_uq" ON "tipo_medidas" USING btree ("company_id","cd_sigla");--> statement-breakpoint
CREATE VIEW "public"."mrp_estoques_setores" AS (select s.id_produto || '-' || s.id_setor as id, s.company_id, s.id_produto, p.nm_produto, p.cd_chamada, s.id_setor, st.nm_setor,
    sum(s.qt_estoque)::numeric(14,3) as qt_estoque, sum(s.qt_reservada)::numeric(14,3) as qt_reservada
  from estoque_saldos s
  join produtos p on p.id_produto = s.id_produto
  join setores st on st.id_setor = s.id_setor
  group by s.company_id, s.id_produto, p.nm_produto, p.cd_chamada, s.id_setor, st.nm_setor);--> statement-breakpoint
CREATE VIEW "public"."view_produto_estoque" AS (select p.id_produto, p.company_id, p.cd_chamada, p.nm_produto, p.nm_produto_busca, p.tp_produto, u.cd_sigla, u.tp_unidade,
    p.st_ativo, coalesce(s.qt_estoque, 0)::numeric(14,3) as qt_estoque, coalesce(s.qt_reservada, 0)::numeric(14,3) as qt_reservada,
    (coalesce(s.qt_estoque, 0) - coalesce(s.qt_reservada, 0))::numeric(14,3) as qt_disponivel
  from produtos p
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join lateral (select sum(qt_estoque) as qt_estoque, sum(qt_reservada) as qt_reservada
    from estoque_saldos where id_produto = p.id_produto) s on true);--> statement-breakpoint
CREATE VIEW "public"."vw_familias_label" AS (select id_familia_produto as id, company_id, nm_familia_produto as label, cd_chamada from familia_produtos);--> statement-breakpoint
CREATE VIEW "public"."vw_grupos_label" AS (select id_grupo_produto as id, company_id, nm_grupo_produto as label, cd_chamada from grupo_produtos);--> statement-breakpoint
CREATE VIEW "public"."vw_lote_estoque_produto" AS (select l.id_lote, l.company_id, l.id_produto, p.cd_chamada, p.nm_produto, l.cd_lote, l.dt_fabricacao, l.dt_validade,
    coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_lote = l.id_lote), 0)::numeric(14,3) as qt_estoque,
    coalesce((select sum(s.qt_reservada) from estoque_saldos s where s.id_lote = l.id_lote), 0)::numeric(14,3) as qt_reservada
  from lote_estoque_produto l join produtos p on p.id_produto = l.id_produto);--> statement-breakpoint
CREATE VIEW "public"."vw_produtos" AS (select p.id_produto, p.company_id, p.cd_chamada, p.cd_ean, p.nm_produto, p.nm_produto_busca, p.nm_curto, p.im_conteudo,
    p.tp_produto, p.tp_produto_pcp, json_build_object('TpProduto', p.tp_produto_pcp) as produto_pcp,
    p.id_tipo_medida, u.cd_sigla, u.tp_unidade, p.vl_peso_liquido, p.vl_peso_bruto,
    p.id_familia_produto,
    case when f.id_familia_produto is null then null else json_build_object('IdFamiliaProduto', f.id_familia_produto,
      'CdChamada', f.cd_chamada, 'NmFamiliaProduto', f.nm_familia_produto) end as familia,
    p.id_grupo_produto,
    case when g.id_grupo_produto is null then null else json_build_object('IdGrupoProduto', g.id_grupo_produto,
      'CdChamada', g.cd_chamada, 'NmGrupoProduto', g.nm_grupo_produto) end as grupo,
    p.nr_dias_validade, p.cd_ncm, p.cd_cest, p.cd_origem, p.vl_preco_custo, p.qt_estoque_minimo, p.qt_estoque_maximo,
    p.ds_localizacao, p.st_ativo
  from produtos p
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto);