DROP VIEW "public"."vw_apagar";--> statement-breakpoint
ALTER TABLE "apagar" ADD COLUMN "id_fornecedor" integer;--> statement-breakpoint
ALTER TABLE "apagar" ADD CONSTRAINT "apagar_id_fornecedor_people_id_fk" FOREIGN KEY ("id_fornecedor") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE VIEW "public"."vw_fornecedores_apagar" AS (select p.id, p.company_id, p.name, p.alias, p.document, p.search_name from people p where p.id <> p.company_id);--> statement-breakpoint
CREATE VIEW "public"."vw_apagar" AS (select a.id_titulo, a.company_id, a.nr_titulo, a.nm_titulo, a.dt_emissao, a.dt_vencimento, a.vl_titulo,
    a.id_forma_pagamento, (select f.ds_forma_pagamento from forma_pagamentos f where f.id_forma_pagamento = a.id_forma_pagamento) as forma_pagamento,
    a.id_centro_de_custo, a.id_natureza_lancamento, a.ds_agrupamento,
    a.id_fornecedor, (select f.name from people f where f.id = a.id_fornecedor) as nm_fornecedor, a.usuario_autorizacao_pagamento,
    (select p.name from users u join people p on p.id = u.people_id where u.id = a.usuario_autorizacao_pagamento) as nm_usuario,
    a.dt_autorizacao, a.st_integracao, a.cd_titulo_erp, a.ds_erro_integracao, a.id_gnre
  from apagar a);