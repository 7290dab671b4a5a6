DROP VIEW "public"."vw_clientes";--> statement-breakpoint
DROP VIEW "public"."vw_pessoas";--> statement-breakpoint
DROP INDEX "municipios_nome_trgm_idx";--> statement-breakpoint
DROP INDEX "people_name_trgm_idx";--> statement-breakpoint
DROP INDEX "people_alias_trgm_idx";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_alias" text GENERATED ALWAYS AS (search_text(alias)) STORED;--> statement-breakpoint
CREATE INDEX "municipios_nome_trgm_idx" ON "municipios" USING gin (search_text("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_alias_trgm_idx" ON "people" USING gin ("search_alias" gin_trgm_ops);--> statement-breakpoint
CREATE VIEW "public"."vw_clientes" AS (select p.id, p.company_id, p.name, p.alias, p.people_type, p.document, p.ie, p.contributor_type,
    p.billing, p.billing_days, p.payment_term, p.sales_rep_id, r.name as sales_rep_name, p.enable, p.created_at,
    a.cep, a.street_type, a.street, a.number, a.district, a.city, a.city_ibge, a.uf, e.email, ph.phone,
    p.search_name, p.search_alias
  from people p
  join people_links l on l.people_id = p.id and l.company_id = p.company_id and l.link_type = 'client'
  left join people r on r.id = p.sales_rep_id
  left join lateral (select cep, street_type, street, number, district, city, city_ibge, uf
    from addresses where people_id = p.id order by id limit 1) a on true
  left join lateral (select email from emails where people_id = p.id order by id limit 1) e on true
  left join lateral (select coalesce(ddd, '') || phone as phone from phones where people_id = p.id order by id limit 1) ph on true);--> statement-breakpoint
CREATE VIEW "public"."vw_pessoas" AS (select p.id, p.company_id, p.name as label, p.name, p.alias, p.document, p.people_type, p.enable,
    array(select c.ds_caracteristica from caracteristica_pessoa cp
      join caracteristicas c on c.id_caracteristica = cp.id_caracteristica
      where cp.id_pessoa = p.id order by c.ds_caracteristica) as caracteristicas,
    p.search_name, p.search_alias
  from people p);