CREATE INDEX "municipios_nome_trgm_idx" ON "municipios" USING gin (lower(translate("nome", 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_alias_trgm_idx" ON "people" USING gin ("alias" gin_trgm_ops);--> statement-breakpoint
CREATE VIEW "public"."vw_caracteristica_pessoa" AS (select cp.id, cp.company_id, cp.id_pessoa, p.name as nm_pessoa, cp.id_caracteristica, c.ds_caracteristica
  from caracteristica_pessoa cp
  join caracteristicas c on c.id_caracteristica = cp.id_caracteristica
  join people p on p.id = cp.id_pessoa);--> statement-breakpoint
CREATE VIEW "public"."vw_caracteristicas_label" AS (select id_caracteristica as id, company_id, ds_caracteristica as label from caracteristicas);--> statement-breakpoint
CREATE VIEW "public"."vw_clientes" AS (select p.id, p.company_id, p.name, p.alias, p.people_type, p.document, p.ie, p.contributor_type,
    p.billing, p.billing_days, p.payment_term, p.sales_rep_id, r.name as sales_rep_name, p.enable, p.created_at,
    a.cep, a.street_type, a.street, a.number, a.district, a.city, a.city_ibge, a.uf, e.email, ph.phone
  from people p
  join people_links l on l.people_id = p.id and l.company_id = p.company_id and l.link_type = 'client'
  left join people r on r.id = p.sales_rep_id
  left join lateral (select cep, street_type, street, number, district, city, city_ibge, uf
    from addresses where people_id = p.id order by id limit 1) a on true
  left join lateral (select email from emails where people_id = p.id order by id limit 1) e on true
  left join lateral (select coalesce(ddd, '') || phone as phone from phones where people_id = p.id order by id limit 1) ph on true);--> statement-breakpoint
CREATE VIEW "public"."vw_documentos" AS (select p.id, p.company_id, p.name as nm_pessoa, p.people_type,
    case when length(p.document) = 11 then 'CPF' else 'CNPJ' end as document_type, p.document, p.ie, p.contributor_type
  from people p where p.document is not null);--> statement-breakpoint
CREATE VIEW "public"."vw_fases_label" AS (select f.id_work_flow_item_fase as id, f.company_id, f.nm_fase as label, f.id_work_flow, w.ds_work_flow, f.nr_ordem
  from work_flow_item_fases f join work_flows w on w.id_work_flow = f.id_work_flow);--> statement-breakpoint
CREATE VIEW "public"."vw_pessoa_contatos" AS (select r.id, r.company_id, r.people_id, p.name as nm_pessoa, r.related_id as contact_id, c.name, r.role,
    (select email from emails where people_id = c.id order by id limit 1) as email,
    (select coalesce(ddd, '') || phone from phones where people_id = c.id order by id limit 1) as phone
  from pessoa_relacionadas r
  join people p on p.id = r.people_id
  join people c on c.id = r.related_id
  where r.relation_type = 'contato');--> statement-breakpoint
CREATE VIEW "public"."view_pessoa_endereco_tipo_contatos" AS (select 'E' || e.id as id, e.company_id, e.people_id, p.name as nm_pessoa, 'email' as tp_contato, e.email as ds_contato
  from emails e join people p on p.id = e.people_id
  union all
  select 'T' || t.id, t.company_id, t.people_id, p.name, 'telefone', coalesce(t.ddd, '') || t.phone
  from phones t join people p on p.id = t.people_id
  union all
  select 'A' || a.id, a.company_id, a.people_id, p.name, 'endereco',
    concat_ws(', ', concat_ws(' ', a.street_type, a.street), a.number, a.complement, a.district, a.city || '/' || a.uf, a.cep)
  from addresses a join people p on p.id = a.people_id);--> statement-breakpoint
CREATE VIEW "public"."vw_pessoa_enderecos" AS (select a.id, a.company_id, a.people_id, p.name as nm_pessoa, a.nickname, a.cep, a.street_type, a.street,
    a.number, a.complement, a.district, a.city, a.city_ibge, a.uf, a.country
  from addresses a join people p on p.id = a.people_id);--> statement-breakpoint
CREATE VIEW "public"."vw_pessoa_relacionadas" AS (select r.id, r.company_id, r.people_id, p.name as nm_pessoa, r.related_id, c.name as nm_relacionado,
    r.relation_type, r.role
  from pessoa_relacionadas r
  join people p on p.id = r.people_id
  join people c on c.id = r.related_id);--> statement-breakpoint
CREATE VIEW "public"."vw_pessoas" AS (select p.id, p.company_id, p.name as label, p.name, p.alias, p.document, p.people_type, p.enable,
    array(select c.ds_caracteristica from caracteristica_pessoa cp
      join caracteristicas c on c.id_caracteristica = cp.id_caracteristica
      where cp.id_pessoa = p.id order by c.ds_caracteristica) as caracteristicas
  from people p);--> statement-breakpoint
CREATE VIEW "public"."vw_usuario_setores" AS (select us.id, us.company_id, us.id_usuario, u.username, p.name as nm_usuario, us.id_setor, s.nm_setor
  from usuario_setores us
  join setores s on s.id_setor = us.id_setor
  join users u on u.id = us.id_usuario
  join people p on p.id = u.people_id);--> statement-breakpoint
CREATE VIEW "public"."vw_usuarios" AS (select u.id, p.name as label, u.username, u.people_id, u.active from users u join people p on p.id = u.people_id);