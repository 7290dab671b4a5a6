CREATE TABLE "certificados" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"ds_pfx" text NOT NULL,
	"ds_senha" text NOT NULL,
	"ds_titular" text,
	"dt_validade" timestamp with time zone,
	"st_demonstracao" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfe_emitida_itens" (
	"id_nfe" integer NOT NULL,
	"id_pedido_venda_item" integer NOT NULL,
	"nr_item" smallint NOT NULL,
	"qt_faturada" numeric(14, 3) NOT NULL,
	"ds_valores" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfe_emitidas" (
	"id_nfe" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"nr_serie" smallint NOT NULL,
	"nr_nota" integer NOT NULL,
	"nr_chave" varchar(44) NOT NULL,
	"st_nfe" varchar(12) NOT NULL,
	"tp_ambiente" varchar(1) NOT NULL,
	"vl_nota" numeric(15, 2) NOT NULL,
	"ds_xml" text NOT NULL,
	"dt_emissao" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "nfe_series" (
	"company_id" integer NOT NULL,
	"nr_serie" smallint NOT NULL,
	"nr_proximo" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfe_emitida_itens" ADD CONSTRAINT "nfe_emitida_itens_id_nfe_nfe_emitidas_id_nfe_fk" FOREIGN KEY ("id_nfe") REFERENCES "public"."nfe_emitidas"("id_nfe") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_emitida_itens_uq" ON "nfe_emitida_itens" USING btree ("id_nfe","nr_item");--> statement-breakpoint
CREATE INDEX "nfe_emitida_itens_item_idx" ON "nfe_emitida_itens" USING btree ("id_pedido_venda_item");--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_emitidas_numero_uq" ON "nfe_emitidas" USING btree ("company_id","nr_serie","nr_nota");--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_emitidas_chave_uq" ON "nfe_emitidas" USING btree ("nr_chave");--> statement-breakpoint
CREATE INDEX "nfe_emitidas_pedido_idx" ON "nfe_emitidas" USING btree ("company_id","cod_pedido");--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_series_uq" ON "nfe_series" USING btree ("company_id","nr_serie");