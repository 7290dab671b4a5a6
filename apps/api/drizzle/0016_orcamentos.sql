CREATE TABLE "pedido_venda_items" (
	"id_pedido_venda_item" serial PRIMARY KEY NOT NULL,
	"cod_pedido" integer NOT NULL,
	"cd_empresa" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"qt_pedida" numeric(14, 3) NOT NULL,
	"id_tipo_medida" integer NOT NULL,
	"vl_fator_conversao" numeric(14, 6) DEFAULT '1' NOT NULL,
	"id_formula" integer,
	"ds_variaveis" jsonb,
	"vl_unitario" numeric(14, 2) NOT NULL,
	"vl_preco_sugerido" numeric(14, 2),
	"vl_preco_custo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"pc_desconto" numeric(5, 2) DEFAULT '0' NOT NULL,
	"vl_total" numeric(14, 2) NOT NULL,
	"vl_peso_liquido" numeric(14, 3) DEFAULT '0' NOT NULL,
	"vl_peso_bruto" numeric(14, 3) DEFAULT '0' NOT NULL,
	"st_item" varchar(1) DEFAULT 'A' NOT NULL,
	"nr_posicao" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prazos" (
	"id_prazo" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_prazo" varchar(80) NOT NULL,
	"ds_parcelas" varchar(100) DEFAULT '0' NOT NULL,
	"ds_forma_pagamento" varchar(60),
	"st_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."vw_pedidos";--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_pagador" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_destino" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "ds_operacao" varchar(120);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "cd_cfop" varchar(4);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_prazo" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_transportador" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_representante" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "id_setor" integer;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "tp_frete" varchar(3);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "ds_observacao" text;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "qt_volume_total" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "usuario_abertura" text;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "vl_produtos" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "vl_desconto" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "vl_impostos" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "vl_peso_liquido" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "nr_pedido_compra" varchar(60);--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "ds_arquivo_pedido_compra" text;--> statement-breakpoint
ALTER TABLE "pedido_venda_items" ADD CONSTRAINT "pedido_venda_items_cod_pedido_pedido_venda_cod_pedido_fk" FOREIGN KEY ("cod_pedido") REFERENCES "public"."pedido_venda"("cod_pedido") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda_items" ADD CONSTRAINT "pedido_venda_items_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda_items" ADD CONSTRAINT "pedido_venda_items_id_tipo_medida_tipo_medidas_id_tipo_medida_fk" FOREIGN KEY ("id_tipo_medida") REFERENCES "public"."tipo_medidas"("id_tipo_medida") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_venda_items_pedido_idx" ON "pedido_venda_items" USING btree ("cod_pedido","nr_posicao");--> statement-breakpoint
CREATE INDEX "pedido_venda_items_produto_idx" ON "pedido_venda_items" USING btree ("id_produto");--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_pagador_people_id_fk" FOREIGN KEY ("id_pagador") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_destino_people_id_fk" FOREIGN KEY ("id_destino") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_prazo_prazos_id_prazo_fk" FOREIGN KEY ("id_prazo") REFERENCES "public"."prazos"("id_prazo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_transportador_people_id_fk" FOREIGN KEY ("id_transportador") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD CONSTRAINT "pedido_venda_id_setor_setores_id_setor_fk" FOREIGN KEY ("id_setor") REFERENCES "public"."setores"("id_setor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE VIEW "public"."vw_pedidos" AS (select p.cod_pedido, p.cd_empresa, p.id_cliente, p.cliente, p.cliente_busca, p.nm_setor, p.status_pedido, p.nr_documento,
    null::int as id_lote_separacao, null::varchar(30) as status_lote_separacao,
    coalesce(p.usuario_abertura, (select u.name from logs l join people u on u.id = l.id_pessoa
      where l.nm_entidade_origem in ('PedidoVenda', 'PedidoDeVenda') and l.id_entidade_origem = p.cod_pedido::text and l.company_id = p.cd_empresa
      order by l.id limit 1)) as usuario_abertura,
    null::int as id_work_flow_item_fase, null::varchar(100) as nm_fase,
    p.vl_frete, null::int as rota_id, null::varchar(30) as status_roteiro, p.dt_emissao, p.dt_entrega, (select t.name from people t where t.id = p.id_transportador) as transportador,
    p.vl_peso_bruto, p.tp_pedido_de_venda,
    (select a.street from addresses a where a.people_id = p.id_cliente order by a.id limit 1) as nm_logradouro,
    null::varchar(30) as status_separacao_pedido, p.vl_total, p.version
  from pedido_venda p);