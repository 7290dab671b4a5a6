CREATE TABLE "nfe_emitida_envios" (
	"id_envio" serial PRIMARY KEY NOT NULL,
	"id_nfe" integer NOT NULL,
	"company_id" integer NOT NULL,
	"dt_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"ds_destinatarios" text NOT NULL,
	"id_usuario" integer,
	"ds_message_id" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "impostos_ibscbs" (
	"id_aliquota_ibscbs" serial PRIMARY KEY NOT NULL,
	"dt_inicio" date NOT NULL,
	"dt_fim" date,
	"pc_cbs" numeric(7, 4) NOT NULL,
	"pc_ibs_uf" numeric(7, 4) NOT NULL,
	"pc_ibs_mun" numeric(7, 4) NOT NULL,
	"st_simples" boolean DEFAULT false NOT NULL,
	"st_soma_total" boolean DEFAULT false NOT NULL,
	"ds_fundamento" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "cst_ibs_cbs" varchar(3);--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "cd_class_trib" varchar(6);--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "vl_bc_ibs_cbs" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "pc_ibs_uf" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "vl_ibs_uf" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "pc_ibs_mun" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "vl_ibs_mun" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "pc_cbs" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "vl_cbs" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD COLUMN "st_ibs_cbs_soma_total" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_emitida_envios" ADD CONSTRAINT "nfe_emitida_envios_id_nfe_nfe_emitidas_id_nfe_fk" FOREIGN KEY ("id_nfe") REFERENCES "public"."nfe_emitidas"("id_nfe") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfe_emitida_envios_nfe_idx" ON "nfe_emitida_envios" USING btree ("id_nfe","dt_envio");--> statement-breakpoint
CREATE UNIQUE INDEX "impostos_ibscbs_inicio_uq" ON "impostos_ibscbs" USING btree ("dt_inicio");