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
  /**
   * The access key (action read) of what the file is attached to — `mrp` for an analysis's attachment: a private
   * file is read, through /files/{id} too, only by who may read its record in the file's company. Null: any user of
   * the company (a logo, a file not attached to anything restricted).
   */
  permission: varchar('permission', { length: 60 }),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
