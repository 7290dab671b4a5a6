DROP VIEW "public"."vw_produtos";--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "qt_estoque" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The stock on hand each product holds now: the sum of its balances (moveStock keeps it from here on).
UPDATE "produtos" p SET "qt_estoque" = s.total FROM (SELECT id_produto, sum(qt_estoque) AS total FROM estoque_saldos GROUP BY id_produto) s
  WHERE s.id_produto = p.id_produto;--> statement-breakpoint
CREATE INDEX "produtos_estoque_idx" ON "produtos" USING btree ("company_id","qt_estoque","id_produto");--> statement-breakpoint
CREATE INDEX "pedido_venda_valor_idx" ON "pedido_venda" USING btree ("cd_empresa","vl_total" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pedido_venda_entrega_idx" ON "pedido_venda" USING btree ("cd_empresa","dt_entrega" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pedido_venda_cliente_nome_idx" ON "pedido_venda" USING btree ("cd_empresa","cliente" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pedido_venda_documento_idx" ON "pedido_venda" USING btree ("nr_documento","cd_empresa");--> statement-breakpoint
CREATE INDEX "pedido_venda_peso_idx" ON "pedido_venda" USING btree ("cd_empresa","vl_peso_bruto");--> statement-breakpoint
CREATE INDEX "pedido_venda_frete_idx" ON "pedido_venda" USING btree ("cd_empresa","vl_frete");--> statement-breakpoint
CREATE INDEX "pedido_venda_fase_idx" ON "pedido_venda" USING btree ("id_work_flow_item_fase","cd_empresa");--> statement-breakpoint
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
    p.qt_estoque,
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
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto);