CREATE TABLE "comissao_conferencias" (
	"id_comissao_conferencia" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_representante" integer NOT NULL,
	"dt_inicio" date NOT NULL,
	"dt_fim" date NOT NULL,
	"vl_liberado" numeric(14, 2) NOT NULL,
	"vl_ajuste" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_aprovado" numeric(14, 2) NOT NULL,
	"ds_motivo" text,
	"id_usuario" integer,
	"dt_aprovacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comissao_lancamentos" (
	"id_comissao_lancamento" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_representante" integer NOT NULL,
	"cod_pedido" integer,
	"id_pedido_venda_item" integer,
	"id_recebimento" integer,
	"tp_lancamento" varchar(1) NOT NULL,
	"dt_lancamento" date NOT NULL,
	"vl_base" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_comissao" numeric(5, 2) DEFAULT '0' NOT NULL,
	"vl_provisao" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_liberado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ds_motivo" text,
	"id_usuario" integer,
	"dt_registro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comissao_taxas" (
	"id_comissao_taxa" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_representante" integer NOT NULL,
	"id_familia_produto" integer,
	"pc_desconto_ate" numeric(5, 2),
	"pc_comissao" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impostos_ncm" (
	"id_imposto_ncm" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ds_regra" varchar(200),
	"cd_ncm" varchar(8),
	"id_uf" varchar(2),
	"id_operacao" integer,
	"tp_destino" varchar(1),
	"pc_icms_interno" numeric(7, 4),
	"pc_fcp" numeric(7, 4),
	"pc_red_bc" numeric(7, 4),
	"st_st" boolean,
	"pc_mva" numeric(7, 4),
	"pc_red_bc_st" numeric(7, 4),
	"pc_ipi" numeric(7, 4),
	"st_pis_cofins_zero" boolean,
	"pc_red_bc_pis_cofins" numeric(7, 4)
);
--> statement-breakpoint
CREATE TABLE "impostos_parametros" (
	"id_imposto_parametro" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"crt" varchar(1) DEFAULT '3' NOT NULL,
	"pc_pis" numeric(7, 4) DEFAULT '0.65' NOT NULL,
	"pc_cofins" numeric(7, 4) DEFAULT '3' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impostos_uf" (
	"id_imposto_uf" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_uf" varchar(2) NOT NULL,
	"pc_icms_interno" numeric(7, 4) NOT NULL,
	"pc_fcp" numeric(7, 4) DEFAULT '0' NOT NULL,
	"tp_difal" varchar(1) DEFAULT 'D' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_venda_items_taxes" (
	"id_pedido_venda_item" integer PRIMARY KEY NOT NULL,
	"cod_pedido" integer NOT NULL,
	"cd_empresa" integer NOT NULL,
	"cd_ncm" varchar(8),
	"cst_icms" varchar(3) NOT NULL,
	"vl_bc_icms" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_red_bc" numeric(7, 4) DEFAULT '0' NOT NULL,
	"pc_icms" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_icms" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_fcp" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_fcp" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_bc_st" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_mva_st" numeric(7, 4) DEFAULT '0' NOT NULL,
	"pc_red_bc_st" numeric(7, 4) DEFAULT '0' NOT NULL,
	"pc_icms_st" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_icms_st" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_fcp_st" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_fcp_st" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_bc_ipi" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_ipi" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_ipi" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_bc_pis_cofins" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_pis" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_pis" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_cofins" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_cofins" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_bc_uf_dest" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pc_icms_uf_dest" numeric(7, 4) DEFAULT '0' NOT NULL,
	"pc_fcp_uf_dest" numeric(7, 4) DEFAULT '0' NOT NULL,
	"pc_icms_inter" numeric(7, 4) DEFAULT '0' NOT NULL,
	"pc_icms_inter_part" numeric(7, 4) DEFAULT '0' NOT NULL,
	"vl_icms_uf_dest" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_icms_uf_remet" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_fcp_uf_dest" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vl_tributos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ds_contexto" text,
	"dt_calculo" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_venda_parcelas" (
	"id_parcela" serial PRIMARY KEY NOT NULL,
	"cd_empresa" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"nr_parcela" integer NOT NULL,
	"dt_vencimento" date NOT NULL,
	"vl_parcela" numeric(14, 2) NOT NULL,
	"ds_forma_pagamento" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "pedido_venda_recebimentos" (
	"id_recebimento" serial PRIMARY KEY NOT NULL,
	"cd_empresa" integer NOT NULL,
	"cod_pedido" integer NOT NULL,
	"id_parcela" integer NOT NULL,
	"dt_recebimento" date NOT NULL,
	"vl_recebido" numeric(14, 2) NOT NULL,
	"ds_forma_pagamento" varchar(60),
	"tp_origem" varchar(1) DEFAULT 'M' NOT NULL,
	"id_usuario" integer,
	"dt_registro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comissao_lancamentos" ADD CONSTRAINT "comissao_lancamentos_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissao_taxas" ADD CONSTRAINT "comissao_taxas_id_familia_produto_familia_produtos_id_familia_produto_fk" FOREIGN KEY ("id_familia_produto") REFERENCES "public"."familia_produtos"("id_familia_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impostos_ncm" ADD CONSTRAINT "impostos_ncm_id_operacao_operacoes_id_operacao_fk" FOREIGN KEY ("id_operacao") REFERENCES "public"."operacoes"("id_operacao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD CONSTRAINT "pedido_venda_items_taxes_id_pedido_venda_item_pedido_venda_items_id_pedido_venda_item_fk" FOREIGN KEY ("id_pedido_venda_item") REFERENCES "public"."pedido_venda_items"("id_pedido_venda_item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda_items_taxes" ADD CONSTRAINT "pedido_venda_items_taxes_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda_parcelas" ADD CONSTRAINT "pedido_venda_parcelas_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda_recebimentos" ADD CONSTRAINT "pedido_venda_recebimentos_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda_recebimentos" ADD CONSTRAINT "pedido_venda_recebimentos_id_parcela_pedido_venda_parcelas_id_parcela_fk" FOREIGN KEY ("id_parcela") REFERENCES "public"."pedido_venda_parcelas"("id_parcela") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comissao_conferencias_rep_idx" ON "comissao_conferencias" USING btree ("company_id","id_representante","dt_inicio");--> statement-breakpoint
CREATE INDEX "comissao_lancamentos_rep_idx" ON "comissao_lancamentos" USING btree ("company_id","id_representante","dt_lancamento");--> statement-breakpoint
CREATE INDEX "comissao_lancamentos_pedido_idx" ON "comissao_lancamentos" USING btree ("cod_pedido");--> statement-breakpoint
CREATE INDEX "comissao_taxas_rep_idx" ON "comissao_taxas" USING btree ("company_id","id_representante");--> statement-breakpoint
CREATE INDEX "impostos_ncm_company_idx" ON "impostos_ncm" USING btree ("company_id","cd_ncm");--> statement-breakpoint
CREATE UNIQUE INDEX "impostos_parametros_uq" ON "impostos_parametros" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "impostos_uf_uq" ON "impostos_uf" USING btree ("company_id","id_uf");--> statement-breakpoint
CREATE INDEX "pedido_venda_items_taxes_pedido_idx" ON "pedido_venda_items_taxes" USING btree ("cod_pedido");--> statement-breakpoint
CREATE INDEX "pedido_venda_parcelas_pedido_idx" ON "pedido_venda_parcelas" USING btree ("cod_pedido","nr_parcela");--> statement-breakpoint
CREATE INDEX "pedido_venda_parcelas_vencimento_idx" ON "pedido_venda_parcelas" USING btree ("cd_empresa","dt_vencimento");--> statement-breakpoint
CREATE INDEX "pedido_venda_recebimentos_parcela_idx" ON "pedido_venda_recebimentos" USING btree ("id_parcela");--> statement-breakpoint
CREATE INDEX "pedido_venda_recebimentos_pedido_idx" ON "pedido_venda_recebimentos" USING btree ("cod_pedido");--> statement-breakpoint
CREATE VIEW "public"."vw_pedido_parcelas" AS (select p.id_parcela, p.cd_empresa, p.cod_pedido, p.nr_parcela, p.dt_vencimento, p.vl_parcela, p.ds_forma_pagamento,
    coalesce(r.recebido, 0)::numeric(14,2) as vl_recebido,
    greatest(p.vl_parcela - coalesce(r.recebido, 0), 0)::numeric(14,2) as vl_aberto,
    r.ultimo as dt_ultimo_recebimento,
    case when coalesce(r.recebido, 0) >= p.vl_parcela then 'P' when p.dt_vencimento < current_date then 'V' else 'A' end as st_parcela
  from pedido_venda_parcelas p
  left join (select id_parcela, sum(vl_recebido) as recebido, max(dt_recebimento) as ultimo from pedido_venda_recebimentos group by id_parcela) r
    on r.id_parcela = p.id_parcela);