import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

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
    /** F: pessoa física, J: pessoa jurídica. */
    peopleType: varchar('people_type', { length: 1 }).notNull(),
    /** CPF or CNPJ without mask (the new CNPJ may hold letters). */
    document: varchar('document', { length: 14 }),
    /** Inscrição estadual, digits only. */
    ie: varchar('ie', { length: 20 }),
    enable: boolean('enable').notNull().default(true),
    company: integer('company_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('people_company_idx').on(t.company),
    uniqueIndex('people_company_document_uq').on(t.company, t.document).where(sql`${t.document} is not null`),
  ],
);

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
    cityIbge: varchar('city_ibge', { length: 7 }),
    uf: varchar('uf', { length: 2 }),
    country: text('country').notNull().default('Brasil'),
  },
  (t) => [index('addresses_people_idx').on(t.people), index('addresses_company_idx').on(t.company)],
);

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
