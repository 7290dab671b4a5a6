ALTER TABLE "nfe_emitidas" ADD COLUMN "tp_emissao" varchar(1) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "fin_nfe" varchar(1) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "nr_chave_referenciada" varchar(44);--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "nr_recibo" varchar(15);--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "cd_status" varchar(3);--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "ds_motivo" text;--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "nr_tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "ds_erro_transmissao" text;--> statement-breakpoint
ALTER TABLE "nfe_emitidas" ADD COLUMN "dt_autorizacao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "cd_status" varchar(3);--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "ds_motivo" text;--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "nr_protocolo" varchar(17);--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "dt_registro" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "ds_xml_retorno" text;--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "nr_tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "ds_erro_transmissao" text;--> statement-breakpoint
ALTER TABLE "nfe_eventos" ADD COLUMN "ds_destino" varchar(10);