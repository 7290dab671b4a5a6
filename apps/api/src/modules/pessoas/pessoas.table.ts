import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { getTableColumns, sql } from 'drizzle-orm';
import { searchCopy, withoutSearchCopies } from '../../platform/db/search.ts';

// Read models (SQL views) of this area, declared beside the tables so the migrations see them.
export * from './pessoas.views.ts';

/**
 * A person or a company. Companies that use the product (tenants) are people too;
 * every row belongs to a company (`company`): a tenant company owns itself.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    alias: text('alias'),
    /** Name and alias as searches compare them (lower case, no accents; platform/db/search.ts), kept by PostgreSQL. */
    searchName: searchCopy('search_name', 'name'),
    searchAlias: searchCopy('search_alias', 'alias'),
    /** F: pessoa física, J: pessoa jurídica. */
    peopleType: varchar('people_type', { length: 1 }).notNull(),
    /** CPF or CNPJ without mask (the new CNPJ may hold letters). */
    document: varchar('document', { length: 14 }),
    /** Inscrição estadual, digits only. */
    ie: varchar('ie', { length: 20 }),
    /** Contribuinte do ICMS: 1 com IE, 2 isento de IE, 9 não contribuinte. */
    contributorType: varchar('contributor_type', { length: 1 }),
    foundationDate: date('foundation_date', { mode: 'string' }),
    /** Billing info: credit/billing limit, billing cadence and payment term in days. */
    billing: numeric('billing', { precision: 14, scale: 2 }),
    billingDays: varchar('billing_days', { length: 20 }),
    paymentTerm: integer('payment_term'),
    /** Sales representative (a person of the same company). */
    salesRep: integer('sales_rep_id'),
    note: text('note'),
    enable: boolean('enable').notNull().default(true),
    company: integer('company_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('people_company_idx').on(t.company),
    uniqueIndex('people_company_document_uq').on(t.company, t.document).where(sql`${t.document} is not null`),
    // "contains" searches on names (client lists, pickers, /people/search), accent-blind.
    index('people_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('people_alias_trgm_idx').using('gin', t.searchAlias.op('gin_trgm_ops')),
  ],
);

/** A person's columns as answers show them: the search copies stay in the database. */
export const personColumns = withoutSearchCopies(getTableColumns(people));

/** How a person relates to a company: employee (may act for it), client, carrier, salesman... */
export const peopleLinks = pgTable(
  'people_links',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    people: integer('people_id').notNull().references(() => people.id),
    linkType: varchar('link_type', { length: 20 }).notNull(),
    enable: boolean('enable').notNull().default(true),
  },
  (t) => [uniqueIndex('people_links_uq').on(t.company, t.people, t.linkType), index('people_links_people_idx').on(t.people)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    people: integer('people_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    company: integer('company_id').notNull(),
    nickname: text('nickname'),
    cep: varchar('cep', { length: 8 }),
    streetType: text('street_type'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    /** The city as searches compare it ("sao paulo" finds "São Paulo"; platform/db/search.ts). */
    searchCity: searchCopy('search_city', 'city'),
    cityIbge: varchar('city_ibge', { length: 7 }),
    uf: varchar('uf', { length: 2 }),
    country: text('country').notNull().default('Brasil'),
  },
  (t) => [index('addresses_people_idx').on(t.people), index('addresses_company_idx').on(t.company)],
);

/** An address's columns as answers show them (without the search copy). */
export const addressColumns = withoutSearchCopies(getTableColumns(addresses));

export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    people: integer('people_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    company: integer('company_id').notNull(),
    email: text('email').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
  },
  (t) => [index('emails_people_idx').on(t.people), index('emails_email_idx').on(sql`lower(${t.email})`)],
);

export const phones = pgTable(
  'phones',
  {
    id: serial('id').primaryKey(),
    people: integer('people_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    company: integer('company_id').notNull(),
    ddd: varchar('ddd', { length: 3 }),
    phone: varchar('phone', { length: 12 }).notNull(),
  },
  (t) => [index('phones_people_idx').on(t.people)],
);

/** People related to a person: contacts of a client, its carriers, its representatives (pessoa_relacionadas). */
export const pessoaRelacionadas = pgTable(
  'pessoa_relacionadas',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    people: integer('people_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    related: integer('related_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    /** contato | transportador | representante | ... */
    relationType: varchar('relation_type', { length: 30 }).notNull(),
    /** For contacts: the role (compras, financeiro, entrega...). */
    role: text('role'),
  },
  (t) => [index('pessoa_relacionadas_people_idx').on(t.people), uniqueIndex('pessoa_relacionadas_uq').on(t.people, t.related, t.relationType)],
);

/** Characteristics of people (e.g. carrier kinds: refrigerado, carga seca), per company. */
export const caracteristicas = pgTable(
  'caracteristicas',
  {
    IdCaracteristica: serial('id_caracteristica').primaryKey(),
    company: integer('company_id').notNull(),
    DsCaracteristica: varchar('ds_caracteristica', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('caracteristicas_uq').on(t.company, t.DsCaracteristica)],
);

export const caracteristicaPessoa = pgTable(
  'caracteristica_pessoa',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdPessoa: integer('id_pessoa').notNull().references(() => people.id, { onDelete: 'cascade' }),
    IdCaracteristica: integer('id_caracteristica').notNull().references(() => caracteristicas.IdCaracteristica, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('caracteristica_pessoa_uq').on(t.IdPessoa, t.IdCaracteristica)],
);

/** Sectors of a company (vendas, expedição, produção...). */
export const setores = pgTable(
  'setores',
  {
    IdSetor: serial('id_setor').primaryKey(),
    company: integer('company_id').notNull(),
    NmSetor: varchar('nm_setor', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('setores_uq').on(t.company, t.NmSetor)],
);

export const usuarioSetores = pgTable(
  'usuario_setores',
  {
    Id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    IdUsuario: integer('id_usuario').notNull(),
    IdSetor: integer('id_setor').notNull().references(() => setores.IdSetor, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('usuario_setores_uq').on(t.IdUsuario, t.IdSetor)],
);

/** Workflows and their phases (the current phase of an order, NmFase). */
export const workFlows = pgTable('work_flows', {
  IdWorkFlow: serial('id_work_flow').primaryKey(),
  company: integer('company_id').notNull(),
  DsWorkFlow: varchar('ds_work_flow', { length: 100 }).notNull(),
});

export const workFlowItemFases = pgTable(
  'work_flow_item_fases',
  {
    IdWorkFlowItemFase: serial('id_work_flow_item_fase').primaryKey(),
    company: integer('company_id').notNull(),
    IdWorkFlow: integer('id_work_flow').notNull().references(() => workFlows.IdWorkFlow, { onDelete: 'cascade' }),
    NmFase: varchar('nm_fase', { length: 100 }).notNull(),
    NrOrdem: integer('nr_ordem').notNull().default(0),
    /**
     * MarcoFase of @backoffice/domain: the order event that moves an order into this phase (F its invoice
     * authorised, E delivered); null: moved by hand only.
     */
    TpMarco: varchar('tp_marco', { length: 1 }),
  },
  (t) => [index('work_flow_item_fases_wf_idx').on(t.IdWorkFlow)],
);

/** Categories (of expenses, in the spec's use). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    nome: varchar('nome', { length: 100 }).notNull(),
    icone: varchar('icone', { length: 60 }),
    context: varchar('context', { length: 30 }).notNull().default('expense'),
  },
  (t) => [uniqueIndex('categories_uq').on(t.company, t.context, t.nome)],
);

/** Mapping of a person to its code in the external ERP (Alterdata). */
export const pessoaAlterdata = pgTable(
  'pessoa_alterdata',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull(),
    people: integer('people_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    CdPessoaAlterdata: varchar('cd_pessoa_alterdata', { length: 40 }).notNull(),
  },
  (t) => [uniqueIndex('pessoa_alterdata_uq').on(t.company, t.CdPessoaAlterdata)],
);
