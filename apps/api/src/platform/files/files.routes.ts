import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { files } from './files.table.ts';
import { AppError, forbidden, notFound } from '../http/errors.ts';

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

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/files', async (req, reply) => {
    const user = req.ctx.user!;
    if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Unsupported media type: send multipart/form-data with a "file" field.');
    const part = await req.file();
    if (!part) throw new AppError('validation', undefined, [{ propertyPath: 'file', message: 'required' }]);
    // A name the database cannot store (a NUL byte) or could not show is refused before anything is written.
    if (part.filename.includes('\u0000') || part.filename.length > 255) {
      part.file.resume();
      throw new AppError('validation', undefined, [{ propertyPath: 'file', message: 'invalid_value' }]);
    }
    const ext = path.extname(part.filename).toLowerCase();
    const allowed = ALLOWED_TYPES[part.mimetype];
    if (!allowed || !allowed.includes(ext)) {
      part.file.resume();
      throw new AppError('validation', undefined, [{ propertyPath: 'file', message: 'invalid_file_type' }]);
    }
    const query = req.query as Record<string, string>;
    const company = Number(query.company ?? req.ctx.company);
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
      const size = await app.storage.put(key, part.file.pipe(sniff));
      if (part.file.truncated) throw new AppError('payload_too_large', 'The file is larger than the limit.');
      const magic = MAGIC[part.mimetype];
      if (magic && !magic.some((m) => m.every((b, i) => (head as Buffer | null)?.[i] === b))) {
        throw new AppError('validation', undefined, [{ propertyPath: 'file', message: 'invalid_file_type' }]);
      }
      const [inserted] = await app.database.db
        .insert(files)
        .values({ company, name: part.filename, mimeType: part.mimetype, size, storageKey: key, public: query.public === 'true', createdBy: user.id })
        .returning();
      return inserted;
    })().catch(async (error: unknown) => {
      await app.storage.delete(key);
      throw error;
    });
    reply.code(201).type('application/ld+json; charset=utf-8');
    return { '@id': `/api/files/${row.id}`, '@type': 'File', id: row.id, name: row.name, mimeType: row.mimeType, size: row.size, public: row.public, url: `/api/files/${row.id}` };
  });

  app.get('/files/:id', { config: { public: true } }, async (req, reply) => {
    const { id } = req.params as { id: string };
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const user = req.ctx.user;
    const [row] = await app.database.db
      .select()
      .from(files)
      .where(eq(files.id, id));
    // Private files are visible only to users of the owning company; others get 404, never the bytes.
    if (!row || (!row.public && !(user && user.companies.includes(row.company)))) throw notFound();
    reply
      .type(row.mimeType)
      .header('Content-Disposition', `${row.mimeType.startsWith('image/') || row.mimeType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${encodeURIComponent(row.name)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', row.public ? 'public, max-age=3600' : 'private, max-age=0');
    return reply.send(app.storage.get(row.storageKey));
  });
}

