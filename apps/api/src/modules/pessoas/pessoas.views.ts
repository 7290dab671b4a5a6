import { sql } from 'drizzle-orm';
import { boolean, integer, json, numeric, pgView, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Read models of the people area (client list, lookups with names, {id, label} pickers).
 * Plain SQL views over the tables of pessoas.table.ts (and users): the migration creates them, the
 * resources read them like tables. The SQL names the tables literally, so this file imports none.
 * "Main" address, e-mail and phone of a person: its first row (lowest id).
 */

/** Clients (people linked to their company as 'client') with main address, e-mail, phone and sales rep name. */
export const vwClientes = pgView('vw_clientes', {
  id: integer('id').notNull(),
  company: integer('company_id'),
  name: text('name').notNull(),
  alias: text('alias'),
  peopleType: varchar('people_type', { length: 1 }),
  document: varchar('document', { length: 14 }),
  ie: varchar('ie', { length: 20 }),
  contributorType: varchar('contributor_type', { length: 1 }),
  billing: numeric('billing', { precision: 14, scale: 2 }),
  billingDays: varchar('billing_days', { length: 20 }),
  paymentTerm: integer('payment_term'),
  salesRep: integer('sales_rep_id'),
  salesRepName: text('sales_rep_name'),
  enable: boolean('enable').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  cep: varchar('cep', { length: 8 }),
  streetType: text('street_type'),
  street: text('street'),
  number: text('number'),
  district: text('district'),
  city: text('city'),
  cityIbge: varchar('city_ibge', { length: 7 }),
  uf: varchar('uf', { length: 2 }),
  email: text('email'),
  phone: text('phone'),
  searchName: text('search_name'),
  searchAlias: text('search_alias'),
  searchCity: text('search_city'),
  /** The client's tags [{ IdTag, NmTag, CdCor }] (the catalogue's cliente_tags and tags), by name. */
  tags: json('tags'),
}).as(sql`select p.id, p.company_id, p.name, p.alias, p.people_type, p.document, p.ie, p.contributor_type,
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
  left join lateral (select coalesce(ddd, '') || phone as phone from phones where people_id = p.id order by id limit 1) ph on true`);

/** Every person of a company, for pickers: `label` is the name; `caracteristicas` the DsCaracteristica list. */
export const vwPessoas = pgView('vw_pessoas', {
  id: integer('id').notNull(),
  company: integer('company_id'),
  label: text('label').notNull(),
  name: text('name').notNull(),
  alias: text('alias'),
  document: varchar('document', { length: 14 }),
  peopleType: varchar('people_type', { length: 1 }),
  enable: boolean('enable').notNull(),
  caracteristicas: text('caracteristicas').array(),
  searchName: text('search_name'),
  searchAlias: text('search_alias'),
}).as(sql`select p.id, p.company_id, p.name as label, p.name, p.alias, p.document, p.people_type, p.enable,
    array(select c.ds_caracteristica from caracteristica_pessoa cp
      join caracteristicas c on c.id_caracteristica = cp.id_caracteristica
      where cp.id_pessoa = p.id order by c.ds_caracteristica) as caracteristicas,
    p.search_name, p.search_alias
  from people p`);

/** People documents (CPF/CNPJ and IE). */
export const vwDocumentos = pgView('vw_documentos', {
  id: integer('id').notNull(),
  company: integer('company_id'),
  NmPessoa: text('nm_pessoa').notNull(),
  peopleType: varchar('people_type', { length: 1 }),
  documentType: text('document_type'),
  document: varchar('document', { length: 14 }),
  ie: varchar('ie', { length: 20 }),
  contributorType: varchar('contributor_type', { length: 1 }),
}).as(sql`select p.id, p.company_id, p.name as nm_pessoa, p.people_type,
    case when length(p.document) = 11 then 'CPF' else 'CNPJ' end as document_type, p.document, p.ie, p.contributor_type
  from people p where p.document is not null`);

/** Addresses with the name of their person. */
export const vwPessoaEnderecos = pgView('vw_pessoa_enderecos', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  people: integer('people_id').notNull(),
  NmPessoa: text('nm_pessoa').notNull(),
  nickname: text('nickname'),
  cep: varchar('cep', { length: 8 }),
  streetType: text('street_type'),
  street: text('street'),
  number: text('number'),
  complement: text('complement'),
  district: text('district'),
  city: text('city'),
  cityIbge: varchar('city_ibge', { length: 7 }),
  uf: varchar('uf', { length: 2 }),
  country: text('country'),
  searchName: text('search_name'),
  searchCity: text('search_city'),
}).as(sql`select a.id, a.company_id, a.people_id, p.name as nm_pessoa, a.nickname, a.cep, a.street_type, a.street,
    a.number, a.complement, a.district, a.city, a.city_ibge, a.uf, a.country, p.search_name, a.search_city
  from addresses a join people p on p.id = a.people_id`);

/** Contacts of a person (pessoa_relacionadas of type 'contato'): the contact's name, role, main e-mail and phone. */
export const vwPessoaContatos = pgView('vw_pessoa_contatos', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  people: integer('people_id').notNull(),
  NmPessoa: text('nm_pessoa').notNull(),
  contact: integer('contact_id').notNull(),
  name: text('name').notNull(),
  role: text('role'),
  email: text('email'),
  phone: text('phone'),
}).as(sql`select r.id, r.company_id, r.people_id, p.name as nm_pessoa, r.related_id as contact_id, c.name, r.role,
    (select email from emails where people_id = c.id order by id limit 1) as email,
    (select coalesce(ddd, '') || phone from phones where people_id = c.id order by id limit 1) as phone
  from pessoa_relacionadas r
  join people p on p.id = r.people_id
  join people c on c.id = r.related_id
  where r.relation_type = 'contato'`);

/** Related people (contacts, carriers, representatives of a person) with both names. */
export const vwPessoaRelacionadas = pgView('vw_pessoa_relacionadas', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  people: integer('people_id').notNull(),
  NmPessoa: text('nm_pessoa').notNull(),
  related: integer('related_id').notNull(),
  NmRelacionado: text('nm_relacionado').notNull(),
  relationType: varchar('relation_type', { length: 30 }).notNull(),
  role: text('role'),
}).as(sql`select r.id, r.company_id, r.people_id, p.name as nm_pessoa, r.related_id, c.name as nm_relacionado,
    r.relation_type, r.role
  from pessoa_relacionadas r
  join people p on p.id = r.people_id
  join people c on c.id = r.related_id`);

/** Every contact channel of every person, one row each: e-mails, phones and addresses (id: E12, T5, A3). */
export const vwPessoaEnderecoTipoContatos = pgView('view_pessoa_endereco_tipo_contatos', {
  id: text('id').notNull(),
  company: integer('company_id').notNull(),
  people: integer('people_id').notNull(),
  NmPessoa: text('nm_pessoa').notNull(),
  /** email | telefone | endereco */
  TpContato: text('tp_contato').notNull(),
  DsContato: text('ds_contato'),
}).as(sql`select 'E' || e.id as id, e.company_id, e.people_id, p.name as nm_pessoa, 'email' as tp_contato, e.email as ds_contato
  from emails e join people p on p.id = e.people_id
  union all
  select 'T' || t.id, t.company_id, t.people_id, p.name, 'telefone', coalesce(t.ddd, '') || t.phone
  from phones t join people p on p.id = t.people_id
  union all
  select 'A' || a.id, a.company_id, a.people_id, p.name, 'endereco',
    concat_ws(', ', concat_ws(' ', a.street_type, a.street), a.number, a.complement, a.district, a.city || '/' || a.uf, a.cep)
  from addresses a join people p on p.id = a.people_id`);

/** Users in sectors, with the user's and the sector's names. */
export const vwUsuarioSetores = pgView('vw_usuario_setores', {
  Id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  IdUsuario: integer('id_usuario').notNull(),
  username: varchar('username', { length: 50 }).notNull(),
  NmUsuario: text('nm_usuario').notNull(),
  IdSetor: integer('id_setor').notNull(),
  NmSetor: varchar('nm_setor', { length: 100 }).notNull(),
}).as(sql`select us.id, us.company_id, us.id_usuario, u.username, p.name as nm_usuario, us.id_setor, s.nm_setor
  from usuario_setores us
  join setores s on s.id_setor = us.id_setor
  join users u on u.id = us.id_usuario
  join people p on p.id = u.people_id`);

/** Users as {id, label} (label: the person's name). */
export const vwUsuarios = pgView('vw_usuarios', {
  id: integer('id').notNull(),
  label: text('label').notNull(),
  username: varchar('username', { length: 50 }).notNull(),
  people: integer('people_id').notNull(),
  active: boolean('active').notNull(),
}).as(sql`select u.id, p.name as label, u.username, u.people_id, u.active from users u join people p on p.id = u.people_id`);

/** User accounts with their person's name and main e-mail (GET /users); the password hash stays out. */
export const vwUserAccounts = pgView('vw_user_accounts', {
  id: integer('id').notNull(),
  username: varchar('username', { length: 50 }).notNull(),
  people: integer('people_id').notNull(),
  realname: text('realname').notNull(),
  email: text('email'),
  active: boolean('active').notNull(),
  type: varchar('type', { length: 20 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  searchName: text('search_name'),
}).as(sql`select u.id, u.username, u.people_id, p.name as realname,
    (select e.email from emails e where e.people_id = u.people_id order by e.id limit 1) as email,
    u.active, u.type, u.created_at, p.search_name
  from users u join people p on p.id = u.people_id`);

/** Characteristics of people, with both names. */
export const vwCaracteristicaPessoa = pgView('vw_caracteristica_pessoa', {
  Id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  IdPessoa: integer('id_pessoa').notNull(),
  NmPessoa: text('nm_pessoa').notNull(),
  IdCaracteristica: integer('id_caracteristica').notNull(),
  DsCaracteristica: varchar('ds_caracteristica', { length: 100 }).notNull(),
}).as(sql`select cp.id, cp.company_id, cp.id_pessoa, p.name as nm_pessoa, cp.id_caracteristica, c.ds_caracteristica
  from caracteristica_pessoa cp
  join caracteristicas c on c.id_caracteristica = cp.id_caracteristica
  join people p on p.id = cp.id_pessoa`);

/** Characteristics as {id, label}. */
export const vwCaracteristicasLabel = pgView('vw_caracteristicas_label', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  label: varchar('label', { length: 100 }).notNull(),
}).as(sql`select id_caracteristica as id, company_id, ds_caracteristica as label from caracteristicas`);

/** Workflow phases as {id, label}, with their workflow. */
export const vwFasesLabel = pgView('vw_fases_label', {
  id: integer('id').notNull(),
  company: integer('company_id').notNull(),
  label: varchar('label', { length: 100 }).notNull(),
  IdWorkFlow: integer('id_work_flow').notNull(),
  DsWorkFlow: varchar('ds_work_flow', { length: 100 }).notNull(),
  NrOrdem: integer('nr_ordem').notNull(),
}).as(sql`select f.id_work_flow_item_fase as id, f.company_id, f.nm_fase as label, f.id_work_flow, w.ds_work_flow, f.nr_ordem
  from work_flow_item_fases f join work_flows w on w.id_work_flow = f.id_work_flow`);
