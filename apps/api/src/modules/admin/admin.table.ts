import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { people } from '../pessoas/index.ts';
import type { NotificationMessage } from '@backoffice/domain';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    people: integer('people_id').notNull().references(() => people.id),
    username: varchar('username', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    type: varchar('type', { length: 20 }).notNull().default('user'),
    avatar: text('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), index('users_people_idx').on(t.people)],
);

/** Session tokens; only their SHA-256 is stored, so a database leak does not leak sessions. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    user: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The company chosen at sign-in (by App-Domain). */
    company: integer('company_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('api_tokens_hash_uq').on(t.tokenHash), index('api_tokens_user_idx').on(t.user)],
);

/** Password reset requests: the e-mailed link carries `hash` (public id) and `lost` (secret, stored hashed). */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  user: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  hash: varchar('hash', { length: 64 }).notNull().unique(),
  lostHash: varchar('lost_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
});

/** Host names that select a company (its theme and its sign-in). */
export const companyDomains = pgTable('company_domains', {
  id: serial('id').primaryKey(),
  company: integer('company_id').notNull().references(() => people.id),
  domain: varchar('domain', { length: 255 }).notNull().unique(),
});

export interface ThemeColors {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  [key: string]: string;
}

/** A company's white-label look (tema). Asset fields hold URLs (usually /api/files/{id}). */
export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  company: integer('company_id').notNull().references(() => people.id).unique(),
  colors: jsonb('colors').$type<ThemeColors>().notNull(),
  backgroundHome: text('background_home'),
  favicon: text('favicon'),
  logoLogin: text('logo_login'),
  logoMenu: text('logo_menu'),
});

/** Keyed company settings (configKey/configValue), shown in /settings. */
export const configs = pgTable(
  'configs',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: text('config_value').notNull().default(''),
    visibility: boolean('visibility').notNull().default(false),
  },
  (t) => [uniqueIndex('configs_company_key_uq').on(t.company, t.configKey)],
);

/** Menu entries (title, route, order, icon), per company. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    menu: text('menu').notNull(),
    rota: text('rota').notNull(),
    ordem: integer('ordem').notNull().default(0),
    icone: text('icone'),
    modulo: text('modulo'),
  },
  (t) => [index('menus_company_idx').on(t.company)],
);

/** A user's notifications (jobs that finish, mentions...), with the unread count in the header. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    company: integer('company_id').notNull().references(() => people.id),
    user: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    // The key and values the title and body were written from (NotificationMessage), so each reader sees them in
    // their language; null on rows written as plain text (the welcome, which the stored-label catalogue translates).
    message: jsonb('message').$type<NotificationMessage>(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.user, t.read)],
);
