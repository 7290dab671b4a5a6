-- The order list's indexes carry the order's type (and the date indexes the client's name) after their keys: the
-- order screen (/vw_pedidos) always asks for every type but the quotes, and with the type in the index its client
-- search and its pages are found on the index entries alone (index-only scans) instead of reading the table row by
-- row; a date range sorted by client finds its page's keys the same way (docs/performance.md, 2026-11-30 20:40).
DROP INDEX "pedido_venda_emissao_idx";--> statement-breakpoint
DROP INDEX "pedido_venda_status_idx";--> statement-breakpoint
DROP INDEX "pedido_venda_cliente_idx";--> statement-breakpoint
DROP INDEX "pedido_venda_cliente_nome_idx";--> statement-breakpoint
CREATE INDEX "pedido_venda_emissao_idx" ON "pedido_venda" USING btree ("cd_empresa","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"cliente_busca","tp_pedido_de_venda","cliente");--> statement-breakpoint
CREATE INDEX "pedido_venda_status_idx" ON "pedido_venda" USING btree ("cd_empresa","status_pedido","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"cliente_busca","tp_pedido_de_venda","cliente");--> statement-breakpoint
CREATE INDEX "pedido_venda_cliente_idx" ON "pedido_venda" USING btree ("id_cliente","cd_empresa","dt_emissao" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"tp_pedido_de_venda");--> statement-breakpoint
CREATE INDEX "pedido_venda_cliente_nome_idx" ON "pedido_venda" USING btree ("cd_empresa","cliente" DESC NULLS FIRST,"cod_pedido" DESC NULLS FIRST,"tp_pedido_de_venda");