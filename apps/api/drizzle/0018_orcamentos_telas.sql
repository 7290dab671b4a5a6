CREATE TABLE "operacoes" (
	"id_operacao" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_operacao" varchar(120) NOT NULL,
	"tp_operacao" varchar(1) DEFAULT 'V' NOT NULL,
	"cd_cfop_interno" varchar(4) NOT NULL,
	"cd_cfop_interestadual" varchar(4) NOT NULL,
	"cd_cfop_exterior" varchar(4),
	"st_movimenta_estoque" boolean DEFAULT true NOT NULL,
	"st_gera_financeiro" boolean DEFAULT true NOT NULL,
	"st_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prazo_forma_pagamentos" (
	"id_prazo_forma_pagamento" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_prazo" integer NOT NULL,
	"ds_forma_pagamento" varchar(60) NOT NULL,
	"st_padrao" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."vw_pedidos";--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_operacao" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "ds_forma_pagamento" varchar(60);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "representante" text;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "dt_finalizacao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_work_flow_item_fase" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "nm_cidade_origem" text;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_uf_origem" varchar(2);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "nm_cidade_destino" text;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_uf_destino" varchar(2);--> statement-breakpoint
ALTER TABLE "prazo_forma_pagamentos" ADD CONSTRAINT "prazo_forma_pagamentos_id_prazo_prazos_id_prazo_fk" FOREIGN KEY ("id_prazo") REFERENCES "public"."prazos"("id_prazo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prazo_forma_pagamentos_uq" ON "prazo_forma_pagamentos" USING btree ("id_prazo","ds_forma_pagamento");--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_operacao_operacoes_id_operacao_fk" FOREIGN KEY ("id_operacao") REFERENCES "public"."operacoes"("id_operacao") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_work_flow_item_fase_work_flow_item_fases_id_work_flow_item_fase_fk" FOREIGN KEY ("id_work_flow_item_fase") REFERENCES "public"."work_flow_item_fases"("id_work_flow_item_fase") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_venda_orcamentos_idx" ON "pedido_venda" USING btree ("cd_empresa","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST) WHERE "pedido_venda"."tp_pedido_de_venda" = 'O' or "pedido_venda"."dt_finalizacao" is not null;--> statement-breakpoint
CREATE VIEW "public"."vw_orcamentos" AS (select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nr_documento, p.id_representante, p.representante,
    case when p.tp_pedido_de_venda <> 'O' then 'F' when p.status_pedido = 'C' then 'C' else 'A' end as st_orcamento,
    p.status_pedido, p.tp_pedido_de_venda, p.dt_emissao, p.dt_entrega, p.dt_finalizacao,
    p.vl_produtos, p.vl_desconto, p.vl_frete, p.vl_total, p.vl_peso_bruto, p.version
  from pedido_venda p);--> statement-breakpoint
CREATE VIEW "public"."vw_pedidos" AS (select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nm_setor, p.status_pedido, p.nr_documento,
    null::int as id_lote_separacao, null::varchar(30) as status_lote_separacao,
    coalesce(p.usuario_abertura, (select u.name from logs l join people u on u.id = l.id_pessoa
      where l.nm_entidade_origem in ('PedidoVenda', 'PedidoDeVenda') and l.id_entidade_origem = p.cod_pedido::text and l.company_id = p.cd_empresa
      order by l.id limit 1)) as usuario_abertura,
    p.id_work_flow_item_fase, (select f.nm_fase from work_flow_item_fases f where f.id_work_flow_item_fase = p.id_work_flow_item_fase) as nm_fase,
    p.vl_frete, null::int as rota_id, null::varchar(30) as status_roteiro, p.dt_emissao, p.dt_entrega, (select t.name from people t where t.id = p.id_transportador) as transportador,
    p.vl_peso_bruto, p.tp_pedido_de_venda,
    (select a.street from addresses a where a.people_id = p.id_cliente order by a.id limit 1) as nm_logradouro,
    null::varchar(30) as status_separacao_pedido, p.vl_total, p.version
  from pedido_venda p);