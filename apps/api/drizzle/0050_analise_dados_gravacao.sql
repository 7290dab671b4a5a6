-- The MRP's results written in less time (docs/performance.md, "The MRP"): analise_dados loses its two foreign keys,
-- which PostgreSQL checked row by row (a query and a row lock for each of the 20,000 rows of a large analysis, twice);
-- its index on (analysis, product) is no longer unique (the check visited the table for each new row, to see that the
-- same keys of the rows just deleted were dead); it keeps its component list and record as text, not json (json
-- checked the text of every row as it was written; the application parses the few it shows). The view of the
-- results, unchanged, is made again over the column's new type. The writer vouches for what the keys checked
-- (mrp.service.ts: one row per product, in the transaction that holds the analysis locked, for the products it has
-- just read); what their ON DELETE CASCADE did, the triggers at the end do once per statement. The stored text stays
-- as it was: the readers take both the records written before (every line in full) and the shorter ones written from
-- now on.
DROP VIEW "public"."vw_analise_dados";--> statement-breakpoint
ALTER TABLE "analise_dados" DROP CONSTRAINT "analise_dados_id_analise_analise_id_analise_fk";
--> statement-breakpoint
ALTER TABLE "analise_dados" DROP CONSTRAINT "analise_dados_id_produto_produtos_id_produto_fk";
--> statement-breakpoint
DROP INDEX "analise_dados_uq";--> statement-breakpoint
ALTER TABLE "analise_dados" ALTER COLUMN "lista_produto" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "analise_dados" ALTER COLUMN "registro" SET DATA TYPE text;--> statement-breakpoint
CREATE INDEX "analise_dados_produto_idx" ON "analise_dados" USING btree ("id_analise","id_produto");--> statement-breakpoint
CREATE VIEW "public"."vw_analise_dados" AS (select d.id_analise_dado, d.company_id, d.id_analise, d.id_produto, d.tp_analise_dado, d.nr_nivel,
    json_build_object('IdProduto', p.id_produto, 'NmProduto', p.nm_produto,
      'codigos', (select json_agg(json_build_object('CdChamada', c.cd_chamada, 'StCodigoPrincipal', c.st_codigo_principal)
        order by c.st_codigo_principal desc, c.cd_chamada) from produto_codigos c where c.id_produto = p.id_produto),
      'familia', f.nm_familia_produto, 'grupo', g.nm_grupo_produto) as produto,
    p.cd_chamada, p.nm_produto, p.nm_produto_busca, f.nm_familia_produto, g.nm_grupo_produto, p.tp_produto_pcp, u.cd_sigla, u.tp_unidade,
    d.nr_saldo_em_estoque, d.nr_ops, d.nr_estoque_futuro, d.nr_demanda_vendas, d.nr_propostas, d.nr_pedidos_venda, d.nr_previsao_vendas,
    d.nr_demanda_total, d.nr_total_atender, d.nr_qtde_min, d.nr_qtde_max, d.nr_resultado, d.nr_realizado,
    d.qt_producao_imediata, d.qt_producao_futura, d.lista_produto, d.nr_pedidos_compra, d.nr_analises_de_compra, d.nr_cotacoes,
    d.nr_demanda_prod_pai, d.st_atrasado, d.dt_necessidade, d.dt_liberacao
  from analise_dados d
  join produtos p on p.id_produto = d.id_produto
  left join familia_produtos f on f.id_familia_produto = p.id_familia_produto
  left join grupo_produtos g on g.id_grupo_produto = p.id_grupo_produto
  left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida);
--> statement-breakpoint
-- One function for both tables: PL/pgSQL plans a statement when it first runs, for each table's trigger apart, so
-- each plans only the statement that names its own transition table's column.
CREATE FUNCTION analise_dados_apagar() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'analise' THEN
    delete from analise_dados d using apagados a where d.id_analise = a.id_analise;
  ELSE
    delete from analise_dados d using apagados p where d.id_produto = p.id_produto;
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER analise_dados_apagar AFTER DELETE ON analise REFERENCING OLD TABLE AS apagados FOR EACH STATEMENT EXECUTE FUNCTION analise_dados_apagar();--> statement-breakpoint
CREATE TRIGGER analise_dados_apagar AFTER DELETE ON produtos REFERENCING OLD TABLE AS apagados FOR EACH STATEMENT EXECUTE FUNCTION analise_dados_apagar();
