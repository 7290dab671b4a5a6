CREATE TABLE "produto_planejamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"tp_lote" varchar(1) DEFAULT 'L' NOT NULL,
	"qt_lote" numeric(14, 3) DEFAULT '0' NOT NULL,
	"qt_multiplo" numeric(14, 3) DEFAULT '0' NOT NULL,
	"nr_periodos" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produto_planejamento" ADD CONSTRAINT "produto_planejamento_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "produto_planejamento_uq" ON "produto_planejamento" USING btree ("id_produto");--> statement-breakpoint
CREATE INDEX "produto_planejamento_empresa_idx" ON "produto_planejamento" USING btree ("company_id");