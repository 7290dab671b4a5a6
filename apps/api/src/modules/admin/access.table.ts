import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { people } from '../pessoas/index.ts';
import { users } from './admin.table.ts';

/**
 * Access profiles. A module (modulos) groups routes (rotas); a route is a screen path and the
 * permission key its API resources declare; an action (acoes) is one verb on a route
 * (read, create, update, delete); a profile (regras) of a company grants actions; a user has one
 * or more profiles per company (usuario_regras). An `admin` profile grants everything.
 */
export const modulos = pgTable('modulos', {
  id: serial('id').primaryKey(),
  modulo: varchar('modulo', { length: 100 }).notNull().unique(),
  ordem: integer('ordem').notNull().default(0),
});

export const rotas = pgTable(
  'rotas',
  {
    id: serial('id').primaryKey(),
    modulo: integer('modulo_id').notNull().references(() => modulos.id),
    /** Screen path, e.g. /clients/list. */
    rota: varchar('rota', { length: 200 }).notNull(),
    /** Permission key declared by API resources and operations, e.g. clients. */
    chave: varchar('chave', { length: 100 }).notNull(),
    nome: text('nome').notNull(),
  },
  (t) => [uniqueIndex('rotas_rota_uq').on(t.rota), index('rotas_chave_idx').on(t.chave)],
);

export const acoes = pgTable(
  'acoes',
  {
    id: serial('id').primaryKey(),
    rota: integer('rota_id').notNull().references(() => rotas.id, { onDelete: 'cascade' }),
    /** read | create | update | delete */
    acao: varchar('acao', { length: 20 }).notNull(),
  },
  (t) => [uniqueIndex('acoes_rota_acao_uq').on(t.rota, t.acao)],
);

export const regras = pgTable(
  'regras',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    regra: varchar('regra', { length: 100 }).notNull(),
    admin: boolean('admin').notNull().default(false),
  },
  (t) => [uniqueIndex('regras_company_regra_uq').on(t.company, t.regra)],
);

export const regraAcoes = pgTable(
  'regra_acoes',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    regra: integer('regra_id').notNull().references(() => regras.id, { onDelete: 'cascade' }),
    acao: integer('acao_id').notNull().references(() => acoes.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('regra_acoes_uq').on(t.regra, t.acao)],
);

export const usuarioRegras = pgTable(
  'usuario_regras',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    user: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    regra: integer('regra_id').notNull().references(() => regras.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('usuario_regras_uq').on(t.company, t.user, t.regra), index('usuario_regras_user_idx').on(t.user)],
);

/** Screens and records a user pinned (favoritos). */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    user: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** screen | record */
    kind: varchar('kind', { length: 10 }).notNull(),
    title: text('title').notNull(),
    /** Screen path to open, e.g. /clients/edit/12. */
    link: text('link').notNull(),
    /** API IRI of a pinned record. */
    iri: text('iri'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_link_uq').on(t.user, t.company, t.link)],
);

// Read models (SQL views) of the access catalogue, declared beside the tables so the migrations see them.
export * from './access.views.ts';
