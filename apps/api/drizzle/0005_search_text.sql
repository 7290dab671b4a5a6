-- Text as searches compare it: lower case, without the accents of Portuguese and Spanish ("João" ->
-- "joao"). Upper-case accented letters are listed too because lower() leaves them alone under the C
-- locale (the embedded database's). Immutable, so a generated column and indexes may use it; a search
-- column (e.g. pedido_venda.cliente_busca) is compared with a plain LIKE, a third of ILIKE's cost.
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN translate(lower(value), 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucnyy');--> statement-breakpoint
DROP INDEX "pedido_venda_emissao_idx";--> statement-breakpoint
DROP INDEX "pedido_venda_status_idx";--> statement-breakpoint
DROP INDEX "pedido_venda_cliente_trgm_idx";--> statement-breakpoint
ALTER TABLE "pedido_venda" ADD COLUMN "cliente_busca" text GENERATED ALWAYS AS (search_text(cliente)) STORED;--> statement-breakpoint
CREATE INDEX "pedido_venda_emissao_idx" ON "pedido_venda" USING btree ("cd_empresa","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"cliente_busca");--> statement-breakpoint
CREATE INDEX "pedido_venda_status_idx" ON "pedido_venda" USING btree ("cd_empresa","status_pedido","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"cliente_busca");--> statement-breakpoint
CREATE INDEX "pedido_venda_cliente_trgm_idx" ON "pedido_venda" USING gin ("cliente_busca" gin_trgm_ops);