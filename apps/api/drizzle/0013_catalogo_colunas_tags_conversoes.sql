CREATE TABLE "colunas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_coluna" varchar(100) NOT NULL,
	"tp_coluna" varchar(10) NOT NULL,
	"valor_default" text,
	"arquivo_diretorio" varchar(200),
	"nm_entidade_origem" varchar(30) DEFAULT 'Produto' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colunas_valores" (
	"id_colunas_valores" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"colunas" integer NOT NULL,
	"id_entidade_origem" integer NOT NULL,
	"valor" text
);
--> statement-breakpoint
CREATE TABLE "cliente_tags" (
	"company_id" integer NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_tag" integer NOT NULL,
	CONSTRAINT "cliente_tags_id_pessoa_id_tag_pk" PRIMARY KEY("id_pessoa","id_tag")
);
--> statement-breakpoint
CREATE TABLE "formulas" (
	"id_formula" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_formula" varchar(80) NOT NULL,
	"ds_expressao" varchar(500) NOT NULL,
	"tp_resultado" varchar(10) NOT NULL,
	"ds_formula" varchar(500),
	"st_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_tags" (
	"company_id" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_tag" integer NOT NULL,
	CONSTRAINT "produto_tags_id_produto_id_tag_pk" PRIMARY KEY("id_produto","id_tag")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id_tag" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nm_tag" varchar(60) NOT NULL,
	"cd_cor" varchar(7) NOT NULL,
	"tp_entidades" text[] NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."vw_produtos";--> statement-breakpoint
DROP VIEW "public"."vw_clientes";--> statement-breakpoint
ALTER TABLE "produto_conversoes" ADD COLUMN "id_tipo_medida_destino" integer;--> statement-breakpoint
ALTER TABLE "colunas_valores" ADD CONSTRAINT "colunas_valores_colunas_colunas_id_fk" FOREIGN KEY ("colunas") REFERENCES "public"."colunas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tags" ADD CONSTRAINT "cliente_tags_id_pessoa_people_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tags" ADD CONSTRAINT "cliente_tags_id_tag_tags_id_tag_fk" FOREIGN KEY ("id_tag") REFERENCES "public"."tags"("id_tag") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_tags" ADD CONSTRAINT "produto_tags_id_produto_produtos_id_produto_fk" FOREIGN KEY ("id_produto") REFERENCES "public"."produtos"("id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_tags" ADD CONSTRAINT "produto_tags_id_tag_tags_id_tag_fk" FOREIGN KEY ("id_tag") REFERENCES "public"."tags"("id_tag") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colunas_uq" ON "colunas" USING btree ("company_id","nm_entidade_origem","nm_coluna");--> statement-breakpoint
CREATE UNIQUE INDEX "colunas_valores_uq" ON "colunas_valores" USING btree ("colunas","id_entidade_origem");--> statement-breakpoint
CREATE INDEX "colunas_valores_entidade_idx" ON "colunas_valores" USING btree ("company_id","id_entidade_origem");--> statement-breakpoint
CREATE INDEX "cliente_tags_tag_idx" ON "cliente_tags" USING btree ("id_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "formulas_uq" ON "formulas" USING btree ("company_id","nm_formula");--> statement-breakpoint
CREATE INDEX "produto_tags_tag_idx" ON "produto_tags" USING btree ("id_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_uq" ON "tags" USING btree ("company_id","nm_tag");--> statement-breakpoint
ALTER TABLE "produto_conversoes" ADD CONSTRAINT "produto_conversoes_id_tipo_medida_destino_tipo_medidas_id_tipo_medida_fk" FOREIGN KEY ("id_tipo_medida_destino") REFERENCES "public"."tipo_medidas"("id_tipo_medida") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE VIEW "public"."vw_estoque_movimentos" AS (select m.id_movimento, m.company_id, m.dt_movimento, m.tp_movimento, m.id_produto,
    m.id_lote, l.cd_lote, m.id_setor, s.nm_setor, m.id_setor_destino, sd.nm_setor as nm_setor_destino,
    m.id_lote_destino, ld.cd_lote as cd_lote_destino, m.qt_movimento, m.ds_motivo,
    m.id_usuario, coalesce(pu.name, u.username)::text as nm_usuario, m.nm_entidade_origem, m.id_entidade_origem
  from estoque_movimentos m
  left join lote_estoque_produto l on l.id_lote = m.id_lote
  left join lote_estoque_produto ld on ld.id_lote = m.id_lote_destino
  left join setores s on s.id_setor = m.id_setor
  left join setores sd on sd.id_setor = m.id_setor_destino
  left join users u on u.id = m.id_usuario
  left join people pu on pu.id = u.people_id);--> statement-breakpoint
CREATE VIEW "public"."vw_colunas_valores_entidades" AS (select v.id_colunas_valores, v.company_id, v.colunas, v.id_entidade_origem, v.valor, c.nm_coluna, c.tp_coluna, c.nm_entidade_origem
  from colunas_valores v join colunas c on c.id = v.colunas);--> statement-breakpoint
CREATE VIEW "public"."vw_produtos_colunas" AS (select p.id_produto || '-' || c.id as id, p.company_id, c.id as id_coluna, c.nm_coluna, c.tp_coluna,
    coalesce(v.valor, c.valor_default) as valor, v.id_colunas_valores, c.nm_entidade_origem, p.id_produto as id_entidade_origem,
    f.name as nm_arquivo, f.mime_type as tp_arquivo
  from produtos p
  join colunas c on c.company_id = p.company_id and c.nm_entidade_origem = 'Produto'
  left join colunas_valores v on v.colunas = c.id and v.id_entidade_origem = p.id_produto
  left join files f on f.company_id = p.company_id and c.tp_coluna in ('Pdf', 'Image')
    and f.id = case when coalesce(v.valor, c.valor_default) ~* '^/api/files/[0-9a-f-]{36}$'
      then substring(coalesce(v.valor, c.valor_default) from 12)::uuid end);--> statement-breakpoint
CREATE VIEW "public"."vw_produtos" AS (select p.id_produto, p.company_id, p.cd_chamada, p.cd_ean, p.nm_produto, p.nm_produto_busca, p.nm_curto, p.im_conteudo,
    p.tp_produto, p.tp_produto_pcp, json_build_object('TpProduto', p.tp_produto_pcp) as produto_pcp,
    p.id_tipo_medida, u.cd_sigla, u.tp_unidade, p.vl_peso_liquido, p.vl_peso_bruto,
    p.id_familia_produto,
    case when f.id_familia_produto is null then null else json_build_object('IdFamiliaProduto', f.id_familia_produto,
      'CdChamada', f.cd_chamada, 'NmFamiliaProduto', f.nm_familia_produto) end as familia,
    p.id_grupo_produto,
    case when g.id_grupo_produto is null then null else json_build_object('IdGrupoProduto', g.id_grupo_produto,
      'CdChamada', g.cd_chamada, 'NmGrupoProduto', g.nm_grupo_produto) end as grupo,
    f.nm_familia_produto, g.nm_grupo_produto,
    coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = p.id_produto), 0)::numeric(14,3) as qt_estoque,
    p.nr_dias_validade, p.cd_ncm, p.cd_cest, p.cd_origem, p.vl_preco_custo, p.qt_estoque_minimo, p.qt_estoque_maximo,
    p.ds_localizacao, p.st_ativo,
    (select json_object_agg(c.id, coalesce(v.valor, c.valor_default) order by c.id)
      from colunas c left join colunas_valores v on v.colunas = c.id and v.id_entidade_origem = p.id_produto
      where c.company_id = p.company_id and c.nm_entidade_origem = 'Produto' and coalesce(v.valor, c.valor_default) <> '') as colunas,
    coalesce((select json_agg(json_build_object('IdTag', t.id_tag, 'NmTag', t.nm_tag, 'CdCor', t.cd_cor) order by t.nm_tag)
      from produto_tags pt join tags t on t.id_tag = pt.id_tag where pt.id_produto = p.id_produto), '[]'::json) as tags
  from produtos p
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto);--> statement-breakpoint
CREATE VIEW "public"."vw_clientes" AS (select p.id, p.company_id, p.name, p.alias, p.people_type, p.document, p.ie, p.contributor_type,
    p.billing, p.billing_days, p.payment_term, p.sales_rep_id, r.name as sales_rep_name, p.enable, p.created_at,
    a.cep, a.street_type, a.street, a.number, a.district, a.city, a.city_ibge, a.uf, e.email, ph.phone,
    p.search_name, p.search_alias, a.search_city,
    coalesce((select json_agg(json_build_object('IdTag', t.id_tag, 'NmTag', t.nm_tag, 'CdCor', t.cd_cor) order by t.nm_tag)
      from cliente_tags ct join tags t on t.id_tag = ct.id_tag where ct.id_pessoa = p.id), '[]'::json) as tags
  from people p
  join people_links l on l.people_id = p.id and l.company_id = p.company_id and l.link_type = 'client'
  left join people r on r.id = p.sales_rep_id
  left join lateral (select cep, street_type, street, number, district, city, city_ibge, uf, search_city
    from addresses where people_id = p.id order by id limit 1) a on true
  left join lateral (select email from emails where people_id = p.id order by id limit 1) e on true
  left join lateral (select coalesce(ddd, '') || phone as phone from phones where people_id = p.id order by id limit 1) ph on true);