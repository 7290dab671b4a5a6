CREATE TABLE "compras_numeracao" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"nr_ultimo_pedido" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cotacao_compra" (
	"id_cotacao_compra" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_cotacao" varchar(100) NOT NULL,
	"st_cotacao" varchar(1) DEFAULT 'A' NOT NULL,
	"id_analise" integer,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"ds_observacao" text,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "cotacao_compra_fornecedores" (
	"id_cotacao_compra_fornecedor" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_cotacao_compra" integer NOT NULL,
	"id_fornecedor" integer NOT NULL,
	"nr_prazo_entrega" integer DEFAULT 0 NOT NULL,
	"ds_prazo_pagamento" varchar(100),
	"ds_observacao" text
);
--> statement-breakpoint
CREATE TABLE "cotacao_compra_itens" (
	"id_cotacao_compra_item" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_cotacao_compra" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"qt_cotada" numeric(14, 3) NOT NULL,
	"dt_necessidade" date,
	"id_compra" integer,
	"id_cotacao_compra_fornecedor" integer,
	"id_pedido_compra_item" integer
);
--> statement-breakpoint
CREATE TABLE "cotacao_compra_precos" (
	"id_cotacao_compra_preco" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_cotacao_compra_item" integer NOT NULL,
	"id_cotacao_compra_fornecedor" integer NOT NULL,
	"vl_unitario" numeric(14, 4) NOT NULL,
	"nr_prazo_entrega" integer
);
--> statement-breakpoint
CREATE TABLE "pedido_compra" (
	"id_pedido_compra" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nr_pedido" integer NOT NULL,
	"id_fornecedor" integer NOT NULL,
	"nm_fornecedor" text,
	"st_pedido" varchar(1) DEFAULT 'A' NOT NULL,
	"dt_emissao" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_prevista" date,
	"id_prazo" integer,
	"ds_prazo_pagamento" varchar(100),
	"id_forma_pagamento" integer,
	"ds_observacao" text,
	"vl_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"id_cotacao_compra" integer,
	"dt_envio" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "pedido_compra_envios" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pedido_compra" integer NOT NULL,
	"company_id" integer NOT NULL,
	"dt_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"ds_destinatarios" text NOT NULL,
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "pedido_compra_itens" (
	"id_pedido_compra_item" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_pedido_compra" integer NOT NULL,
	"nr_posicao" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_tipo_medida" integer,
	"vl_fator_conversao" numeric(14, 6) DEFAULT '1' NOT NULL,
	"qt_fornecedor" numeric(14, 3) NOT NULL,
	"qt_pedida" numeric(14, 3) NOT NULL,
	"qt_recebida" numeric(14, 3) DEFAULT '0' NOT NULL,
	"vl_unitario" numeric(14, 4) NOT NULL,
	"vl_total" numeric(14, 2) NOT NULL,
	"dt_prevista" date NOT NULL,
	"ds_observacao" text,
	"id_compra" integer
);
--> statement-breakpoint
ALTER TABLE "cotacao_compra" ADD CONSTRAINT "cotacao_compra_id_analise_analise_id_analise_fk" FOREIGN KEY ("id_analise") REFERENCES "public"."analise"("id_analise") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_fornecedores" ADD CONSTRAINT "cotacao_compra_fornecedores_id_cotacao_compra_cotacao_compra_id_cotacao_compra_fk" FOREIGN KEY ("id_cotacao_compra") REFERENCES "public"."cotacao_compra"("id_cotacao_compra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_fornecedores" ADD CONSTRAINT "cotacao_compra_fornecedores_id_fornecedor_people_id_fk" FOREIGN KEY ("id_fornecedor") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_itens" ADD CONSTRAINT "cotacao_compra_itens_id_cotacao_compra_cotacao_compra_id_cotacao_compra_fk" FOREIGN KEY ("id_cotacao_compra") REFERENCES "public"."cotacao_compra"("id_cotacao_compra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_itens" ADD CONSTRAINT "cotacao_compra_itens_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_itens" ADD CONSTRAINT "cotacao_compra_itens_id_compra_compras_id_compra_fk" FOREIGN KEY ("id_compra") REFERENCES "public"."compras"("id_compra") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_itens" ADD CONSTRAINT "cotacao_compra_itens_id_cotacao_compra_fornecedor_cotacao_compra_fornecedores_id_cotacao_compra_fornecedor_fk" FOREIGN KEY ("id_cotacao_compra_fornecedor") REFERENCES "public"."cotacao_compra_fornecedores"("id_cotacao_compra_fornecedor") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_precos" ADD CONSTRAINT "cotacao_compra_precos_id_cotacao_compra_item_cotacao_compra_itens_id_cotacao_compra_item_fk" FOREIGN KEY ("id_cotacao_compra_item") REFERENCES "public"."cotacao_compra_itens"("id_cotacao_compra_item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacao_compra_precos" ADD CONSTRAINT "cotacao_compra_precos_id_cotacao_compra_fornecedor_cotacao_compra_fornecedores_id_cotacao_compra_fornecedor_fk" FOREIGN KEY ("id_cotacao_compra_fornecedor") REFERENCES "public"."cotacao_compra_fornecedores"("id_cotacao_compra_fornecedor") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra" ADD CONSTRAINT "pedido_compra_id_fornecedor_people_id_fk" FOREIGN KEY ("id_fornecedor") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra" ADD CONSTRAINT "pedido_compra_id_prazo_prazos_id_prazo_fk" FOREIGN KEY ("id_prazo") REFERENCES "public"."prazos"("id_prazo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra" ADD CONSTRAINT "pedido_compra_id_forma_pagamento_forma_pagamentos_id_forma_pagamento_fk" FOREIGN KEY ("id_forma_pagamento") REFERENCES "public"."forma_pagamentos"("id_forma_pagamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra" ADD CONSTRAINT "pedido_compra_id_cotacao_compra_cotacao_compra_id_cotacao_compra_fk" FOREIGN KEY ("id_cotacao_compra") REFERENCES "public"."cotacao_compra"("id_cotacao_compra") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra_envios" ADD CONSTRAINT "pedido_compra_envios_id_pedido_compra_pedido_compra_id_pedido_compra_fk" FOREIGN KEY ("id_pedido_compra") REFERENCES "public"."pedido_compra"("id_pedido_compra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra_itens" ADD CONSTRAINT "pedido_compra_itens_id_pedido_compra_pedido_compra_id_pedido_compra_fk" FOREIGN KEY ("id_pedido_compra") REFERENCES "public"."pedido_compra"("id_pedido_compra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra_itens" ADD CONSTRAINT "pedido_compra_itens_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra_itens" ADD CONSTRAINT "pedido_compra_itens_id_tipo_medida_tipo_medidas_id_tipo_medida_fk" FOREIGN KEY ("id_tipo_medida") REFERENCES "public"."tipo_medidas"("id_tipo_medida") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_compra_itens" ADD CONSTRAINT "pedido_compra_itens_id_compra_compras_id_compra_fk" FOREIGN KEY ("id_compra") REFERENCES "public"."compras"("id_compra") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cotacao_compra_empresa_idx" ON "cotacao_compra" USING btree ("company_id","dt_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cotacao_compra_fornecedores_uq" ON "cotacao_compra_fornecedores" USING btree ("id_cotacao_compra","id_fornecedor");--> statement-breakpoint
CREATE INDEX "cotacao_compra_itens_cotacao_idx" ON "cotacao_compra_itens" USING btree ("id_cotacao_compra");--> statement-breakpoint
CREATE UNIQUE INDEX "cotacao_compra_precos_uq" ON "cotacao_compra_precos" USING btree ("id_cotacao_compra_item","id_cotacao_compra_fornecedor");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_compra_numero_uq" ON "pedido_compra" USING btree ("company_id","nr_pedido");--> statement-breakpoint
CREATE INDEX "pedido_compra_fornecedor_idx" ON "pedido_compra" USING btree ("id_fornecedor","st_pedido");--> statement-breakpoint
CREATE INDEX "pedido_compra_empresa_idx" ON "pedido_compra" USING btree ("company_id","dt_emissao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedido_compra_envios_pedido_idx" ON "pedido_compra_envios" USING btree ("id_pedido_compra","dt_envio");--> statement-breakpoint
CREATE INDEX "pedido_compra_itens_pedido_idx" ON "pedido_compra_itens" USING btree ("id_pedido_compra","nr_posicao");--> statement-breakpoint
CREATE INDEX "pedido_compra_itens_produto_idx" ON "pedido_compra_itens" USING btree ("id_produto");--> statement-breakpoint
CREATE VIEW "public"."vw_cotacoes_compra" AS (select c.id_cotacao_compra, c.company_id, c.nm_cotacao, c.st_cotacao, c.id_analise, c.dt_criacao, c.ds_observacao,
    (select count(*) from cotacao_compra_itens i where i.id_cotacao_compra = c.id_cotacao_compra)::int as nr_itens,
    (select count(*) from cotacao_compra_fornecedores f where f.id_cotacao_compra = c.id_cotacao_compra)::int as nr_fornecedores
  from cotacao_compra c);--> statement-breakpoint
CREATE VIEW "public"."vw_pedido_compra_itens" AS (select i.id_pedido_compra_item, i.company_id, i.id_pedido_compra, i.nr_posicao, i.id_produto, p.cd_chamada as cd_produto,
    p.nm_produto, u.cd_sigla, u.tp_unidade, i.id_tipo_medida, coalesce(f.cd_sigla, u.cd_sigla) as cd_sigla_fornecedor,
    coalesce(f.tp_unidade, u.tp_unidade) as tp_unidade_fornecedor, i.vl_fator_conversao, i.qt_fornecedor, i.qt_pedida, i.qt_recebida,
    greatest(i.qt_pedida - i.qt_recebida, 0)::numeric(14,3) as qt_saldo, i.vl_unitario, i.vl_total, i.dt_prevista, i.ds_observacao, i.id_compra
  from pedido_compra_itens i
  join produtos p on p.id_produto = i.id_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join tipo_medidas f on f.id_tipo_medida = i.id_tipo_medida);