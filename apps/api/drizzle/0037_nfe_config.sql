CREATE TABLE "nfe_config" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"nr_serie" smallint NOT NULL,
	"tp_ambiente" varchar(1) NOT NULL,
	"dt_alteracao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "nr_cnpj" varchar(14);--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "dt_envio" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE VIEW "public"."vw_nfe_emitidas" AS (select n.id_nfe, n.company_id, n.cod_pedido, n.nr_serie, n.nr_nota, n.nr_chave, n.st_nfe, n.tp_ambiente, n.vl_nota,
    n.nr_protocolo, n.tp_emissao, n.nr_recibo, n.cd_status, n.ds_motivo, n.ds_erro_transmissao, n.nr_tentativas, n.fin_nfe, n.nr_chave_referenciada,
    n.dt_emissao, n.dt_autorizacao, n.id_usuario, p.id_cliente, p.cliente as nm_cliente,
    (select e.email from emails e where e.people_id = p.id_cliente order by e.id limit 1) as ds_email_cliente
  from nfe_emitidas n left join pedido_venda p on p.cod_pedido = n.cod_pedido);