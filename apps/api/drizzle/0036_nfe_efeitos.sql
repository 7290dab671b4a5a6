ALTER TABLE "xmls" ADD COLUMN "id_nfe" integer;--> statement-breakpoint
ALTER TABLE "work_flow_item_fases" ADD COLUMN "tp_marco" varchar(1);--> statement-breakpoint
ALTER TABLE "pedido_venda_parcelas" ADD COLUMN "id_nfe" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda_parcelas" ADD COLUMN "nr_documento" varchar(30);--> statement-breakpoint
CREATE INDEX "pedido_venda_parcelas_nfe_idx" ON "pedido_venda_parcelas" USING btree ("id_nfe");