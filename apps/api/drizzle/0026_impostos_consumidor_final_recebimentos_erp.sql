ALTER TABLE "impostos_parametros" ADD COLUMN "tp_reducao_base" varchar(1) DEFAULT 'B' NOT NULL;--> statement-breakpoint
ALTER TABLE "markups" ADD COLUMN "st_impostos_motor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda_recebimentos" ADD COLUMN "cd_recebimento_erp" varchar(60);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "st_consumidor_final" boolean;--> statement-breakpoint
ALTER TABLE "pedido_venda_items" ADD COLUMN "pc_impostos_sugerido" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "pedido_venda_items" ADD COLUMN "tp_origem_impostos" varchar(1);--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_venda_recebimentos_erp_uq" ON "pedido_venda_recebimentos" USING btree ("cd_empresa","cd_recebimento_erp") WHERE "pedido_venda_recebimentos"."cd_recebimento_erp" is not null;