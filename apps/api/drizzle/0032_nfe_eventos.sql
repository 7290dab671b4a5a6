CREATE TABLE "nfe_eventos" (
	"id_evento" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_nfe" integer,
	"tp_evento" varchar(12) NOT NULL,
	"nr_seq_evento" smallint,
	"nr_serie" smallint,
	"nr_inicial" integer,
	"nr_final" integer,
	"ds_texto" text NOT NULL,
	"st_evento" varchar(12) NOT NULL,
	"ds_id" varchar(60) NOT NULL,
	"ds_xml" text NOT NULL,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "nr_protocolo" varchar(17);--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD CONSTRAINT "nfe_eventos_id_nfe_nfe_emitidas_id_nfe_fk" FOREIGN KEY ("id_nfe") REFERENCES "public"."nfe_emitidas"("id_nfe") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_eventos_seq_uq" ON "nfe_eventos" USING btree ("id_nfe","tp_evento","nr_seq_evento");--> statement-breakpoint
CREATE INDEX "nfe_eventos_company_idx" ON "nfe_eventos" USING btree ("company_id","tp_evento");