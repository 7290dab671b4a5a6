CREATE TABLE "pedido_venda_envios" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pedido" integer NOT NULL,
	"company_id" integer NOT NULL,
	"dt_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"ds_destinatarios" text NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
ALTER TABLE "pedido_venda_envios" ADD CONSTRAINT "pedido_venda_envios_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_venda_envios_pedido_idx" ON "pedido_venda_envios" USING btree ("cod_pedido","dt_envio");