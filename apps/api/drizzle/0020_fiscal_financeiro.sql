CREATE TABLE "apagar" (
	"id_titulo" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nr_titulo" varchar(30) NOT NULL,
	"nm_titulo" varchar(200) NOT NULL,
	"dt_emissao" date NOT NULL,
	"dt_vencimento" date NOT NULL,
	"vl_titulo" numeric(14, 2) NOT NULL,
	"id_forma_pagamento" integer,
	"id_centro_de_custo" integer,
	"id_natureza_lancamento" integer,
	"ds_agrupamento" varchar(100),
	"usuario_autorizacao_pagamento" integer,
	"dt_autorizacao" timestamp with time zone,
	"st_integracao" varchar(1) DEFAULT 'P' NOT NULL,
	"cd_titulo_erp" varchar(40),
	"ds_erro_integracao" text,
	"id_gnre" integer
);
--> statement-breakpoint
CREATE TABLE "centro_de_custo" (
	"id_centro_de_custo" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_centro_de_custo" varchar(20) NOT NULL,
	"nm_centro_de_custo" varchar(100) NOT NULL,
	"tp_centro_de_custo" varchar(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forma_pagamentos" (
	"id_forma_pagamento" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ds_forma_pagamento" varchar(100) NOT NULL,
	"cd_forma_pagamento_erp" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "natureza_lancamentos" (
	"id_natureza_lancamento" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_natureza_lancamento" varchar(20) NOT NULL,
	"nm_natureza_lancamento" varchar(100) NOT NULL,
	"tp_natureza_lancamento" varchar(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alterdata_usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"username" varchar(60) NOT NULL,
	"key" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresa_erp" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_empresa_erp" varchar(20) NOT NULL,
	"nm_empresa_erp" varchar(100) NOT NULL,
	"nr_documento" varchar(14)
);
--> statement-breakpoint
CREATE TABLE "integrated_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_integracao" varchar(40) NOT NULL,
	"nm_entidade_origem" varchar(60) NOT NULL,
	"id_entidade_origem" varchar(40) NOT NULL,
	"dt_referencia" timestamp with time zone DEFAULT now() NOT NULL,
	"ds_detalhe_log" text NOT NULL,
	"st_integracao" varchar(1) NOT NULL,
	"id_log" integer
);
--> statement-breakpoint
CREATE TABLE "webapi_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_integracao" varchar(40) NOT NULL,
	"dt_log" timestamp with time zone DEFAULT now() NOT NULL,
	"ds_metodo" varchar(10) NOT NULL,
	"ds_url" text NOT NULL,
	"ds_requisicao" text,
	"nr_status" integer,
	"ds_resposta" text,
	"nr_duracao_ms" integer
);
--> statement-breakpoint
CREATE TABLE "webapi_usuarios" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_usuario" varchar(100) NOT NULL,
	"cd_usuario_erp" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "config_ufs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_config_uf" integer NOT NULL,
	"id_uf" varchar(2) NOT NULL,
	"id_receita" integer NOT NULL,
	"cd_receita" varchar(6) NOT NULL,
	"tipo_config" varchar(20) NOT NULL,
	"cd_config" varchar(20),
	"ds_config" varchar(200),
	"tipo_contribuinte" varchar(1),
	"tag_vlxml" varchar(12),
	"xml_doc_tag" varchar(5),
	"contribuinte_destinatario" boolean DEFAULT false NOT NULL,
	"ieuf" varchar(14),
	"dia_vencimento" smallint
);
--> statement-breakpoint
CREATE TABLE "gnre_lotes" (
	"id_lote" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_uf" varchar(2) NOT NULL,
	"ds_xml" text NOT NULL,
	"st_lote" smallint,
	"nr_recibo" varchar(20),
	"ds_situacao" text,
	"dt_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_envio" timestamp with time zone,
	"dt_resultado" timestamp with time zone,
	"nr_envios" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gnres" (
	"id_gnre" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"st_gnre" smallint,
	"id_receita" integer NOT NULL,
	"id_xml" integer NOT NULL,
	"id_config_uf" integer,
	"id_lote" integer,
	"id_uf" varchar(2) NOT NULL,
	"cnpj_emitente" varchar(14) NOT NULL,
	"tag_vlxml" varchar(12) NOT NULL,
	"cd_tipo_doc_origem" varchar(2),
	"nr_doc_origem" varchar(44),
	"nr_recibo_gnre" varchar(20),
	"dt_vencimento" date NOT NULL,
	"dt_emissao" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_pagamento" date,
	"vl_gnre" numeric(15, 2) NOT NULL,
	"cd_barras" varchar(48),
	"nr_linha_digitavel" varchar(48),
	"nr_controle" varchar(16),
	"st_situacao_guia" varchar(1),
	"ds_motivos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"id_titulo" integer
);
--> statement-breakpoint
CREATE TABLE "natureza_receitas" (
	"id_natureza_receita" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_receita" integer NOT NULL,
	"id_centro_de_custo" integer NOT NULL,
	"id_natureza_lancamento" integer NOT NULL,
	"id_forma_pagamento" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receitas" (
	"id_receita" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cd_receita" varchar(6) NOT NULL,
	"ds_receita" varchar(200) NOT NULL,
	"tipo_gnre" varchar(10) DEFAULT 'Operacao' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xml_items" (
	"id_xml_item" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"id_xml" integer NOT NULL,
	"nr_item" integer NOT NULL,
	"cd_produto" varchar(60),
	"nm_produto" varchar(120),
	"cd_ncm" varchar(8),
	"cd_cfop" varchar(4),
	"cd_unidade" varchar(6),
	"qt_comercial" numeric(15, 4),
	"vl_unitario" numeric(21, 10),
	"vl_produto" numeric(15, 2),
	"v_icms_uf_dest" numeric(15, 2),
	"v_fcp_uf_dest" numeric(15, 2),
	"v_icmsst" numeric(15, 2),
	"v_fcpst" numeric(15, 2)
);
--> statement-breakpoint
CREATE TABLE "xmls" (
	"id_xml" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cnpj_emitente" varchar(14) NOT NULL,
	"nm_empresa" varchar(200) NOT NULL,
	"ie_emitente" varchar(14),
	"uf_emitente" varchar(2),
	"ds_endereco_emitente" varchar(120),
	"cd_municipio_emitente" varchar(7),
	"nr_cep_emitente" varchar(8),
	"nr_fone_emitente" varchar(14),
	"nm_cliente" varchar(200),
	"nr_documento" varchar(20),
	"nr_ie" varchar(14),
	"tipo_contribuinte" varchar(1),
	"id_uf" varchar(2) NOT NULL,
	"nm_cidade" varchar(100),
	"cd_municipio" varchar(7),
	"data_emissao_nota" varchar(25) NOT NULL,
	"dt_emissao" timestamp with time zone NOT NULL,
	"nr_nf" varchar(9) NOT NULL,
	"nr_serie" varchar(3),
	"vl_nf" numeric(15, 2) NOT NULL,
	"nr_chave_nfe" varchar(44) NOT NULL,
	"v_icms_uf_dest" numeric(15, 2) DEFAULT '0' NOT NULL,
	"v_fcp_uf_dest" numeric(15, 2) DEFAULT '0' NOT NULL,
	"v_st" numeric(15, 2) DEFAULT '0' NOT NULL,
	"v_fcpst" numeric(15, 2) DEFAULT '0' NOT NULL,
	"ds_avisos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"st_cancelada" boolean DEFAULT false NOT NULL,
	"nm_arquivo" varchar(255),
	"dt_importacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apagar" ADD CONSTRAINT "apagar_id_forma_pagamento_forma_pagamentos_id_forma_pagamento_fk" FOREIGN KEY ("id_forma_pagamento") REFERENCES "public"."forma_pagamentos"("id_forma_pagamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apagar" ADD CONSTRAINT "apagar_id_centro_de_custo_centro_de_custo_id_centro_de_custo_fk" FOREIGN KEY ("id_centro_de_custo") REFERENCES "public"."centro_de_custo"("id_centro_de_custo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apagar" ADD CONSTRAINT "apagar_id_natureza_lancamento_natureza_lancamentos_id_natureza_lancamento_fk" FOREIGN KEY ("id_natureza_lancamento") REFERENCES "public"."natureza_lancamentos"("id_natureza_lancamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apagar" ADD CONSTRAINT "apagar_usuario_autorizacao_pagamento_users_id_fk" FOREIGN KEY ("usuario_autorizacao_pagamento") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alterdata_usuarios" ADD CONSTRAINT "alterdata_usuarios_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrated_items" ADD CONSTRAINT "integrated_items_id_log_webapi_logs_id_fk" FOREIGN KEY ("id_log") REFERENCES "public"."webapi_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_ufs" ADD CONSTRAINT "config_ufs_id_receita_receitas_id_receita_fk" FOREIGN KEY ("id_receita") REFERENCES "public"."receitas"("id_receita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gnres" ADD CONSTRAINT "gnres_id_receita_receitas_id_receita_fk" FOREIGN KEY ("id_receita") REFERENCES "public"."receitas"("id_receita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gnres" ADD CONSTRAINT "gnres_id_xml_xmls_id_xml_fk" FOREIGN KEY ("id_xml") REFERENCES "public"."xmls"("id_xml") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gnres" ADD CONSTRAINT "gnres_id_config_uf_config_ufs_id_fk" FOREIGN KEY ("id_config_uf") REFERENCES "public"."config_ufs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gnres" ADD CONSTRAINT "gnres_id_lote_gnre_lotes_id_lote_fk" FOREIGN KEY ("id_lote") REFERENCES "public"."gnre_lotes"("id_lote") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gnres" ADD CONSTRAINT "gnres_id_titulo_apagar_id_titulo_fk" FOREIGN KEY ("id_titulo") REFERENCES "public"."apagar"("id_titulo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natureza_receitas" ADD CONSTRAINT "natureza_receitas_id_receita_receitas_id_receita_fk" FOREIGN KEY ("id_receita") REFERENCES "public"."receitas"("id_receita") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natureza_receitas" ADD CONSTRAINT "natureza_receitas_id_centro_de_custo_centro_de_custo_id_centro_de_custo_fk" FOREIGN KEY ("id_centro_de_custo") REFERENCES "public"."centro_de_custo"("id_centro_de_custo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natureza_receitas" ADD CONSTRAINT "natureza_receitas_id_natureza_lancamento_natureza_lancamentos_id_natureza_lancamento_fk" FOREIGN KEY ("id_natureza_lancamento") REFERENCES "public"."natureza_lancamentos"("id_natureza_lancamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "natureza_receitas" ADD CONSTRAINT "natureza_receitas_id_forma_pagamento_forma_pagamentos_id_forma_pagamento_fk" FOREIGN KEY ("id_forma_pagamento") REFERENCES "public"."forma_pagamentos"("id_forma_pagamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_items" ADD CONSTRAINT "xml_items_id_xml_xmls_id_xml_fk" FOREIGN KEY ("id_xml") REFERENCES "public"."xmls"("id_xml") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apagar_uq" ON "apagar" USING btree ("company_id","nr_titulo");--> statement-breakpoint
CREATE INDEX "apagar_vencimento_idx" ON "apagar" USING btree ("company_id","dt_vencimento");--> statement-breakpoint
CREATE UNIQUE INDEX "centro_de_custo_uq" ON "centro_de_custo" USING btree ("company_id","cd_centro_de_custo");--> statement-breakpoint
CREATE UNIQUE INDEX "forma_pagamentos_uq" ON "forma_pagamentos" USING btree ("company_id","ds_forma_pagamento");--> statement-breakpoint
CREATE UNIQUE INDEX "natureza_lancamentos_uq" ON "natureza_lancamentos" USING btree ("company_id","cd_natureza_lancamento");--> statement-breakpoint
CREATE UNIQUE INDEX "alterdata_usuarios_uq" ON "alterdata_usuarios" USING btree ("company_id","id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "empresa_erp_uq" ON "empresa_erp" USING btree ("company_id","cd_empresa_erp");--> statement-breakpoint
CREATE INDEX "integrated_items_kind_idx" ON "integrated_items" USING btree ("company_id","nm_integracao","nm_entidade_origem","dt_referencia");--> statement-breakpoint
CREATE INDEX "webapi_logs_company_idx" ON "webapi_logs" USING btree ("company_id","dt_log");--> statement-breakpoint
CREATE UNIQUE INDEX "webapi_usuarios_uq" ON "webapi_usuarios" USING btree ("company_id","nm_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "config_ufs_uq" ON "config_ufs" USING btree ("company_id","id_config_uf");--> statement-breakpoint
CREATE INDEX "config_ufs_uf_idx" ON "config_ufs" USING btree ("company_id","id_uf");--> statement-breakpoint
CREATE INDEX "gnre_lotes_company_idx" ON "gnre_lotes" USING btree ("company_id","id_lote");--> statement-breakpoint
CREATE UNIQUE INDEX "gnres_xml_receita_uq" ON "gnres" USING btree ("id_xml","id_receita","tag_vlxml");--> statement-breakpoint
CREATE INDEX "gnres_company_idx" ON "gnres" USING btree ("company_id","id_gnre");--> statement-breakpoint
CREATE INDEX "gnres_lote_idx" ON "gnres" USING btree ("id_lote");--> statement-breakpoint
CREATE UNIQUE INDEX "natureza_receitas_uq" ON "natureza_receitas" USING btree ("company_id","id_receita");--> statement-breakpoint
CREATE UNIQUE INDEX "receitas_uq" ON "receitas" USING btree ("company_id","cd_receita");--> statement-breakpoint
CREATE INDEX "xml_items_xml_idx" ON "xml_items" USING btree ("id_xml");--> statement-breakpoint
CREATE UNIQUE INDEX "xmls_chave_uq" ON "xmls" USING btree ("company_id","nr_chave_nfe");--> statement-breakpoint
CREATE INDEX "xmls_emissao_idx" ON "xmls" USING btree ("company_id","dt_emissao");--> statement-breakpoint
CREATE VIEW "public"."vw_apagar" AS (select a.id_titulo, a.company_id, a.nr_titulo, a.nm_titulo, a.dt_emissao, a.dt_vencimento, a.vl_titulo,
    a.id_forma_pagamento, (select f.ds_forma_pagamento from forma_pagamentos f where f.id_forma_pagamento = a.id_forma_pagamento) as forma_pagamento,
    a.id_centro_de_custo, a.id_natureza_lancamento, a.ds_agrupamento, a.usuario_autorizacao_pagamento,
    (select p.name from users u join people p on p.id = u.people_id where u.id = a.usuario_autorizacao_pagamento) as nm_usuario,
    a.dt_autorizacao, a.st_integracao, a.cd_titulo_erp, a.ds_erro_integracao, a.id_gnre
  from apagar a);--> statement-breakpoint
CREATE VIEW "public"."vw_gnres" AS (select g.id_gnre, g.company_id, g.st_gnre, g.id_receita,
    (select r.cd_receita from receitas r where r.id_receita = g.id_receita) as cd_receita,
    (select r.ds_receita from receitas r where r.id_receita = g.id_receita) as ds_receita,
    g.id_xml, (select x.nr_nf from xmls x where x.id_xml = g.id_xml) as nr_nf,
    (select x.data_emissao_nota from xmls x where x.id_xml = g.id_xml) as data_emissao_nota,
    (select x.nr_chave_nfe from xmls x where x.id_xml = g.id_xml) as nr_chave_nfe,
    (select x.nm_cliente from xmls x where x.id_xml = g.id_xml) as nm_cliente,
    g.id_lote, g.id_uf, g.cnpj_emitente, g.tag_vlxml, g.cd_tipo_doc_origem, g.nr_doc_origem, g.nr_recibo_gnre, g.dt_vencimento,
    g.dt_emissao, g.dt_pagamento, g.vl_gnre, g.cd_barras, g.nr_linha_digitavel, g.st_situacao_guia, g.ds_motivos, g.id_titulo
  from gnres g);