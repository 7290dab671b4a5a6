CREATE TABLE "caracteristica_pessoa" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_caracteristica" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caracteristicas" (
	"id_caracteristica" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ds_caracteristica" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"icone" varchar(60),
	"context" varchar(30) DEFAULT 'expense' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cep_cache" (
	"cep" varchar(8) PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"ibge" varchar(7) NOT NULL,
	"nome" text NOT NULL,
	"uf" varchar(2) NOT NULL,
	CONSTRAINT "municipios_ibge_pk" PRIMARY KEY("ibge")
);
--> statement-breakpoint
CREATE TABLE "pessoa_alterdata" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"people_id" integer NOT NULL,
	"cd_pessoa_alterdata" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoa_relacionadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"people_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"relation_type" varchar(30) NOT NULL,
	"role" text
);
--> statement-breakpoint
CREATE TABLE "setores" (
	"id_setor" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_setor" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_setores" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_setor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_flow_item_fases" (
	"id_work_flow_item_fase" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_work_flow" integer NOT NULL,
	"nm_fase" varchar(100) NOT NULL,
	"nr_ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_flows" (
	"id_work_flow" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ds_work_flow" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rota_id" integer NOT NULL,
	"acao" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"iri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"id" serial PRIMARY KEY NOT NULL,
	"modulo" varchar(100) NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modulos_modulo_unique" UNIQUE("modulo")
);
--> statement-breakpoint
CREATE TABLE "regra_acoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"regra_id" integer NOT NULL,
	"acao_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regras" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"regra" varchar(100) NOT NULL,
	"admin" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"modulo_id" integer NOT NULL,
	"rota" varchar(200) NOT NULL,
	"chave" varchar(100) NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_regras" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"regra_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "contributor_type" varchar(1);--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "foundation_date" date;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "billing" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "billing_days" varchar(20);--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "payment_term" integer;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "sales_rep_id" integer;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "caracteristica_pessoa" ADD CONSTRAINT "caracteristica_pessoa_id_pessoa_people_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caracteristica_pessoa" ADD CONSTRAINT "caracteristica_pessoa_id_caracteristica_caracteristicas_id_caracteristica_fk" FOREIGN KEY ("id_caracteristica") REFERENCES "public"."caracteristicas"("id_caracteristica") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoa_alterdata" ADD CONSTRAINT "pessoa_alterdata_people_id_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoa_relacionadas" ADD CONSTRAINT "pessoa_relacionadas_people_id_people_id_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoa_relacionadas" ADD CONSTRAINT "pessoa_relacionadas_related_id_people_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_setores" ADD CONSTRAINT "usuario_setores_id_setor_setores_id_setor_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."setores"("id_setor") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_flow_item_fases" ADD CONSTRAINT "work_flow_item_fases_id_work_flow_work_flows_id_work_flow_fk" FOREIGN KEY ("id_work_flow") REFERENCES "public"."work_flows"("id_work_flow") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acoes" ADD CONSTRAINT "acoes_rota_id_rotas_id_fk" FOREIGN KEY ("rota_id") REFERENCES "public"."rotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acoes" ADD CONSTRAINT "regra_acoes_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acoes" ADD CONSTRAINT "regra_acoes_regra_id_regras_id_fk" FOREIGN KEY ("regra_id") REFERENCES "public"."regras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acoes" ADD CONSTRAINT "regra_acoes_acao_id_acoes_id_fk" FOREIGN KEY ("acao_id") REFERENCES "public"."acoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regras" ADD CONSTRAINT "regras_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotas" ADD CONSTRAINT "rotas_modulo_id_modulos_id_fk" FOREIGN KEY ("modulo_id") REFERENCES "public"."modulos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_regras" ADD CONSTRAINT "usuario_regras_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_regras" ADD CONSTRAINT "usuario_regras_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_regras" ADD CONSTRAINT "usuario_regras_regra_id_regras_id_fk" FOREIGN KEY ("regra_id") REFERENCES "public"."regras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caracteristica_pessoa_uq" ON "caracteristica_pessoa" USING btree ("id_pessoa","id_caracteristica");--> statement-breakpoint
CREATE UNIQUE INDEX "caracteristicas_uq" ON "caracteristicas" USING btree ("company_id","ds_caracteristica");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_uq" ON "categories" USING btree ("company_id","context","nome");--> statement-breakpoint
CREATE INDEX "municipios_uf_idx" ON "municipios" USING btree ("uf");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_alterdata_uq" ON "pessoa_alterdata" USING btree ("company_id","cd_pessoa_alterdata");--> statement-breakpoint
CREATE INDEX "pessoa_relacionadas_people_idx" ON "pessoa_relacionadas" USING btree ("people_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_relacionadas_uq" ON "pessoa_relacionadas" USING btree ("people_id","related_id","relation_type");--> statement-breakpoint
CREATE UNIQUE INDEX "setores_uq" ON "setores" USING btree ("company_id","nm_setor");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_setores_uq" ON "usuario_setores" USING btree ("id_usuario","id_setor");--> statement-breakpoint
CREATE INDEX "work_flow_item_fases_wf_idx" ON "work_flow_item_fases" USING btree ("id_work_flow");--> statement-breakpoint
CREATE UNIQUE INDEX "acoes_rota_acao_uq" ON "acoes" USING btree ("rota_id","acao");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_link_uq" ON "favorites" USING btree ("user_id","company_id","link");--> statement-breakpoint
CREATE UNIQUE INDEX "regra_acoes_uq" ON "regra_acoes" USING btree ("regra_id","acao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regras_company_regra_uq" ON "regras" USING btree ("company_id","regra");--> statement-breakpoint
CREATE UNIQUE INDEX "rotas_rota_uq" ON "rotas" USING btree ("rota");--> statement-breakpoint
CREATE INDEX "rotas_chave_idx" ON "rotas" USING btree ("chave");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_regras_uq" ON "usuario_regras" USING btree ("company_id","user_id","regra_id");--> statement-breakpoint
CREATE INDEX "usuario_regras_user_idx" ON "usuario_regras" USING btree ("user_id");