CREATE TABLE "nfe_config" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"nr_serie" smallint NOT NULL,
	"tp_ambiente" varchar(1) NOT NULL,
	"dt_alteracao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "nr_cnpj" varchar(14);--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "dt_envio" timestamp with time zone DEFAULT now() NOT NULL;