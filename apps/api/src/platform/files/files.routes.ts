import { z } from 'zod';
import { defineOperation } from '../operations/define.ts';
import { readableFile, storeUpload, thumbnailOf } from './files.service.ts';

/** Uploads (multipart, one file) and downloads of stored files. */
export const filesOperations = [
  defineOperation({
    method: 'POST',
    path: '/files',
    summary: 'Uploads one file (multipart/form-data, field "file") of the session company, or of ?company=; ?public=true serves it without a token.',
    description: 'Images, PDF, XML and CSV; the declared type must match the name and the first bytes. 413 over the size limit.',
    // Any signed-in user uploads for a company they work for (a logo, an attachment); reading the file back is as restricted as the row it is attached to.
    access: 'signed-in',
    query: z.object({ company: z.string().optional(), public: z.string().optional() }),
    body: 'multipart',
    // Streaming to storage inside a transaction would hold the embedded database's only connection for the whole upload.
    transaction: false,
    status: 201,
    answer: { type: 'File', iri: (f) => `/files/${f.id}` },
    handler: ({ ctx, user, app, db, query, file }) =>
      storeUpload(db, app.storage, { part: file!, user, company: Number(query.company ?? ctx.company), public: query.public === 'true' }),
  }),

  defineOperation({
    method: 'GET',
    path: '/files/:id',
    summary: 'The bytes of a file: public files to anyone, the others to users of the owning company (404 to the rest).',
    access: 'public',
    params: z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i) }),
    // Whatever was uploaded: its own type.
    answer: { file: ['*/*'] },
    handler: async ({ ctx, app, db, params }) => {
      const row = await readableFile(db, params.id, ctx.user ?? null);
      return {
        body: app.storage.get(row.storageKey),
        contentType: row.mimeType,
        filename: row.name,
        disposition: row.mimeType.startsWith('image/') || row.mimeType === 'application/pdf' ? 'inline' : 'attachment',
        cache: row.public ? 'public, max-age=3600' : 'private, max-age=0',
      };
    },
  }),

  defineOperation({
    method: 'GET',
    path: '/files/:id/miniatura',
    summary: 'A small WebP copy (at most 128 × 128) of an image file, for lists: made on first request and kept beside the original.',
    description: 'Same access as the file itself; 404 for a file that is not a raster image.',
    access: 'public',
    params: z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i) }),
    // An image for lists, sent without Content-Disposition (no file name to give it): not a file answer.
    answer: 'raw',
    handler: async ({ ctx, app, db, params, reply }) => {
      const row = await readableFile(db, params.id, ctx.user ?? null);
      const key = await thumbnailOf(app.storage, row);
      return reply
        .type('image/webp')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', row.public ? 'public, max-age=86400' : 'private, max-age=0')
        .send(app.storage.get(key));
    },
  }),
];
