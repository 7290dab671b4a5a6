import { bigint, boolean, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Metadata of stored files; the bytes live in the file storage (local folder or S3-compatible). */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  company: integer('company_id').notNull(),
  name: text('name').notNull(),
  mimeType: varchar('mime_type', { length: 100 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  /** Public files (logos, favicons, product images) are served without a token. */
  public: boolean('public').notNull().default(false),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
