import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { files } from './files.table.ts';
import type { FileStorage } from './storage.ts';
import type { Executor } from '../db/client.ts';
import type { AuthUser } from '../auth/context.ts';
import { may } from '../auth/authorize.ts';
import { AppError, forbidden, notFound, type Violation } from '../http/errors.ts';

/** What may be uploaded: images for logos and products, PDF, XML invoices and CSV. */
export const ALLOWED_TYPES: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/x-icon': ['.ico'],
  'image/vnd.microsoft.icon': ['.ico'],
  'application/pdf': ['.pdf'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
  'text/csv': ['.csv'],
};

/** First bytes of the binary types, so a renamed executable is not accepted as an image. */
const MAGIC: Record<string, number[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [[0x47, 0x49, 0x46]],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
  'image/x-icon': [[0x00, 0x00, 0x01, 0x00]],
  'image/vnd.microsoft.icon': [[0x00, 0x00, 0x01, 0x00]],
};

const invalidType = () => new AppError('validation', undefined, [{ propertyPath: 'file', message: 'invalid_file_type' }]);

/**
 * Stores an uploaded file of `company` (one of the user's) and its row: the declared type must be
 * allowed for the name's extension and match the first bytes; a file over the limit is removed.
 */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  /** `permission`: the access key of the record the file is attached to (files.permission). */
  input: { part: MultipartFile; user: AuthUser; company: number; public: boolean; permission?: string },
) {
  const { part, user, company } = input;
  // A name the database cannot store (a NUL byte) or could not show is refused before anything is written.
  if (part.filename.includes('\u0000') || part.filename.length > 255) {
    part.file.resume();
    throw new AppError('validation', undefined, [{ propertyPath: 'file', message: 'invalid_value' }]);
  }
  const ext = path.extname(part.filename).toLowerCase();
  const allowed = ALLOWED_TYPES[part.mimetype];
  if (!allowed || !allowed.includes(ext)) {
    part.file.resume();
    throw invalidType();
  }
  if (!user.companies.includes(company)) throw forbidden();
  const key = `${company}/${randomUUID()}${ext}`;
  // Keep the first bytes while streaming to storage, to check them against the declared type.
  let head: Buffer | null = null;
  const sniff = new Transform({
    transform(chunk: Buffer, _enc, done) {
      head ??= chunk;
      done(null, chunk);
    },
  });
  // Whatever fails once bytes may be stored (a cut stream, a wrong type, the database) removes them: no orphan file.
  const row = await (async () => {
    const size = await storage.put(key, part.file.pipe(sniff));
    if (part.file.truncated) throw new AppError('payload_too_large', 'The file is larger than the limit.');
    const magic = MAGIC[part.mimetype];
    if (magic && !magic.some((m) => m.every((b, i) => (head as Buffer | null)?.[i] === b))) throw invalidType();
    const [inserted] = await db
      .insert(files)
      .values({ company, name: part.filename, mimeType: part.mimetype, size, storageKey: key, public: input.public, permission: input.permission ?? null, createdBy: user.id })
      .returning();
    return inserted;
  })().catch(async (error: unknown) => {
    await storage.delete(key);
    throw error;
  });
  return { id: row.id, name: row.name, mimeType: row.mimeType, size: row.size, public: row.public, url: `/api/files/${row.id}` };
}

/**
 * A file row the caller may read: public, or of one of the user's companies with the read grant of what it is
 * attached to (files.permission: an MRP attachment needs `mrp`); 404 otherwise, never the bytes.
 */
export async function readableFile(db: Executor, id: string, user: AuthUser | null) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row || (!row.public && !may(user, row.permission ?? undefined, 'read', row.company))) throw notFound();
  return row;
}

/**
 * Attaches the uploaded file an `/api/files/{id}` address names to a record of `company` whose read grant is
 * `permission`: from then on the file is read as that record is (a purchase order's file needs the sales grant,
 * not only a seat in the company). False when the address names no file of the company; a file already attached
 * keeps its first grant, so a second record cannot widen who reads it.
 */
export async function attachFile(db: Executor, url: string, company: number, permission: string): Promise<boolean> {
  const id = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url)?.[1];
  if (!id) return false;
  const [row] = await db.select({ id: files.id, permission: files.permission }).from(files).where(and(eq(files.id, id), eq(files.company, company)));
  if (!row) return false;
  if (row.permission === null) await db.update(files).set({ permission }).where(eq(files.id, id));
  return true;
}

/**
 * What a record names when it names an uploaded file (`/api/files/{id}`: a product's picture, a company's logo): a file
 * of `company` ('record_not_in_company' on `path` otherwise: another company's file, an unknown one or another address)
 * and, with `types`, of one of those types ('invalid_file_type'). No value names nothing.
 */
export async function fileRule(db: Executor, company: number, url: string | null | undefined, path: string, types?: Set<string>): Promise<Violation[]> {
  if (url === null || url === undefined || url === '') return [];
  const id = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url)?.[1];
  const [file] = id ? await db.select({ mimeType: files.mimeType }).from(files).where(and(eq(files.id, id), eq(files.company, company))) : [];
  if (!file) return [{ propertyPath: path, message: 'record_not_in_company' }];
  return !types || types.has(file.mimeType) ? [] : [{ propertyPath: path, message: 'invalid_file_type' }];
}

/**
 * Pictures a thumbnail can be made of (an icon is already small). SVG files are never uploaded (refused above)
 * and come only from the demo data, so rasterising them reads no one's markup.
 */
export const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);
export const THUMBNAIL_SIZE = 128;

/**
 * The storage key of the file's thumbnail (WebP, fitting in 128 × 128, never enlarged), made on first use:
 * lists show dozens of product pictures at once, and the originals may weigh megabytes each.
 */
export async function thumbnailOf(storage: FileStorage, row: typeof files.$inferSelect): Promise<string> {
  if (!PICTURE_TYPES.has(row.mimeType)) throw notFound();
  const key = `${row.storageKey}.thumb${THUMBNAIL_SIZE}.webp`;
  if (!makingThumbnails.has(key) && (await storage.exists(key))) return key;
  // A list asks for the same new thumbnail from several tabs at once: one makes it, the others wait for it
  // (so none reads a half-written copy).
  let pending = makingThumbnails.get(key);
  if (!pending) {
    pending = makeThumbnail(storage, row.storageKey, key).finally(() => makingThumbnails.delete(key));
    makingThumbnails.set(key, pending);
  }
  await pending;
  return key;
}

const makingThumbnails = new Map<string, Promise<void>>();

async function makeThumbnail(storage: FileStorage, source: string, key: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(source)) chunks.push(chunk as Buffer);
  // A file that passed the magic-byte check but does not decode is answered as absent, not as a server error.
  const small = await sharp(Buffer.concat(chunks), { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw notFound();
    });
  await storage.put(key, Readable.from([small]));
}
