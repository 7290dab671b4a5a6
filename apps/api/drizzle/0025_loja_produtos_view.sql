CREATE VIEW "public"."vw_loja_produtos" AS (select p.id_produto, p.company_id, p.cd_chamada, p.nm_produto, p.nm_produto_busca, p.im_conteudo, t.cd_sigla,
    p.id_familia_produto, f.nm_familia_produto, p.id_grupo_produto, g.nm_grupo_produto,
    l.id_loja_produto, l.vl_preco, coalesce(l.st_publicado, false) as st_publicado, l.ds_loja, v.vl_preco_sugerido
  from produtos p
  left join loja_produtos l on l.id_produto = p.id_produto
  left join tipo_medidas t on t.id_tipo_medida = p.id_tipo_medida
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto
  left join view_produto_precos v on v.id_produto = p.id_produto
  where p.st_ativo);