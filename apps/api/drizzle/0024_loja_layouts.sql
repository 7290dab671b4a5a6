CREATE TABLE "listagem_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nm_layout" varchar(120) NOT NULL,
	"rota" varchar(200) NOT NULL,
	"recurso" varchar(200) NOT NULL,
	"compartilhado" boolean DEFAULT false NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loja_produtos" (
	"id_loja_produto" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"vl_preco" numeric(14, 2) NOT NULL,
	"st_publicado" boolean DEFAULT true NOT NULL,
	"ds_loja" text
);
--> statement-breakpoint
ALTER TABLE "listagem_layouts" ADD CONSTRAINT "listagem_layouts_company_id_people_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listagem_layouts" ADD CONSTRAINT "listagem_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loja_produtos" ADD CONSTRAINT "loja_produtos_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listagem_layouts_nome_uq" ON "listagem_layouts" USING btree ("company_id","user_id","rota","recurso","nm_layout");--> statement-breakpoint
CREATE INDEX "listagem_layouts_lista_idx" ON "listagem_layouts" USING btree ("company_id","rota","recurso");--> statement-breakpoint
CREATE UNIQUE INDEX "loja_produtos_produto_uq" ON "loja_produtos" USING btree ("id_produto");--> statement-breakpoint
CREATE INDEX "loja_produtos_empresa_idx" ON "loja_produtos" USING btree ("company_id","st_publicado");