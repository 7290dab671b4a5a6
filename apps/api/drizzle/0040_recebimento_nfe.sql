CREATE TABLE "produto_codigo_fornecedor" (
	"id_produto_codigo_fornecedor" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_fornecedor" integer NOT NULL,
	"cd_produto_fornecedor" varchar(60) NOT NULL,
	"id_produto" integer NOT NULL,
	"cd_unidade_fornecedor" varchar(6),
	"qt_fator" numeric(14, 6) DEFAULT '1' NOT NULL,
	"dt_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apagar" ADD COLUMN "id_xml" integer;--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "cd_ean" varchar(14);--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "cd_ean_tributavel" varchar(14);--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "cd_unidade_tributavel" varchar(6);--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "qt_tributavel" numeric(15, 4);--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "ds_rastro" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "id_produto" integer;--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "qt_fator" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "xml_items" ADD COLUMN "qt_recebida" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "xmls" ADD COLUMN "st_terceiros" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "xmls" ADD COLUMN "ds_cobranca" jsonb;--> statement-breakpoint
ALTER TABLE "xmls" ADD COLUMN "dt_recebimento" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "xmls" ADD COLUMN "id_usuario_recebimento" integer;--> statement-breakpoint
ALTER TABLE "xmls" ADD COLUMN "id_fornecedor" integer;--> statement-breakpoint
ALTER TABLE "produto_codigo_fornecedor" ADD CONSTRAINT "produto_codigo_fornecedor_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "produto_codigo_fornecedor_uq" ON "produto_codigo_fornecedor" USING btree ("company_id","id_fornecedor","cd_produto_fornecedor");--> statement-breakpoint
CREATE INDEX "produto_codigo_fornecedor_produto_idx" ON "produto_codigo_fornecedor" USING btree ("id_produto");