DROP VIEW "public"."vw_clientes";--> statement-breakpoint
DROP VIEW "public"."vw_pessoa_enderecos";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "search_city" text GENERATED ALWAYS AS (search_text(city)) STORED;--> statement-breakpoint
CREATE VIEW "public"."vw_clientes" AS (select p.id, p.company_id, p.name, p.alias, p.people_type, p.document, p.ie, p.contributor_type,
    p.billing, p.billing_days, p.payment_term, p.sales_rep_id, r.name as sales_rep_name, p.enable, p.created_at,
    a.cep, a.street_type, a.street, a.number, a.district, a.city, a.city_ibge, a.uf, e.email, ph.phone,
    p.search_name, p.search_alias, a.search_city
  from people p
  join people_links l on l.people_id = p.id and l.company_id = p.company_id and l.link_type = 'client'
  left join people r on r.id = p.sales_rep_id
  left join lateral (select cep, street_type, street, number, district, city, city_ibge, uf, search_city
    from addresses where people_id = p.id order by id limit 1) a on true
  left join lateral (select email from emails where people_id = p.id order by id limit 1) e on true
  left join lateral (select coalesce(ddd, '') || phone as phone from phones where people_id = p.id order by id limit 1) ph on true);--> statement-breakpoint
CREATE VIEW "public"."vw_pessoa_enderecos" AS (select a.id, a.company_id, a.people_id, p.name as nm_pessoa, a.nickname, a.cep, a.street_type, a.street,
    a.number, a.complement, a.district, a.city, a.city_ibge, a.uf, a.country, p.search_name, a.search_city
  from addresses a join people p on p.id = a.people_id);