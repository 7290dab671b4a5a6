CREATE TABLE "pedido_venda" (
	"cod_pedido" serial PRIMARY KEY NOT NULL,
	"cd_empresa" integer NOT NULL,
	"id_cliente" integer,
	"cliente" text,
	"nr_documento" varchar(14),
	"status_pedido" varchar(1) DEFAULT 'A' NOT NULL,
	"tp_pedido_de_venda" varchar(1) DEFAULT 'P' NOT NULL,
	"nm_setor" text,
	"dt_emissao" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_entrega" date,
	"vl_peso_bruto" numeric(14, 3) DEFAULT '0' NOT NULL,
	"vl_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_frete" numeric(14, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_cliente_people_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_venda_emissao_idx" ON "pedido_venda" USING btree ("cd_empresa","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"cliente");--> statement-breakpoint
CREATE INDEX "pedido_venda_status_idx" ON "pedido_venda" USING btree ("cd_empresa","status_pedido","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"cliente");--> statement-breakpoint
CREATE INDEX "pedido_venda_cliente_trgm_idx" ON "pedido_venda" USING gin ("cliente" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pedido_venda_cliente_idx" ON "pedido_venda" USING btree ("id_cliente");