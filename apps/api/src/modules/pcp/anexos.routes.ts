import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { defineOperation } from '../../platform/operations/define.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { audit as writeAudit } from '../../platform/audit/audit.ts';
import { files } from '../../platform/files/files.table.ts';
import { storeUpload } from '../../platform/files/files.service.ts';
import { produtos } from '../catalogo/index.ts';
import { mrpAnexos } from './pcp.table.ts';
import { readMember } from './pcp.answers.ts';
import { MRP, mrpAnexosResource } from './pcp.resource.ts';
import { companyOfAnalise } from './analises.service.ts';

const positive = z.string().regex(/^\d{1,9}$/).transform(Number);

async function companyOfAnexo(db: Parameters<typeof companyOfAnalise>[0], id: number) {
  const [row] = await db.select({ company: mrpAnexos.company }).from(mrpAnexos).where(eq(mrpAnexos.Id, id));
  return row?.company;
}

/** The stored file of an attachment (its row names it as /api/files/<id>). */
async function fileOf(db: Parameters<typeof companyOfAnalise>[0], id: number) {
  const [row] = await db.select().from(mrpAnexos).where(eq(mrpAnexos.Id, id));
  const fileId = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(row?.DsArquivo ?? '')?.[1];
  const [file] = fileId ? await db.select().from(files).where(and(eq(files.id, fileId), eq(files.company, row!.company))) : [];
  if (!file) throw notFound();
  return { row: row!, file };
}

/** Attachments of analyses: upload (the file storage's checks), download, removal. */
export const anexosOperations = [
  defineOperation({
    method: 'POST',
    path: '/mrp_anexos',
    summary: 'Attaches a file (multipart, field "file") to an analysis: ?analise=<IdAnalise>&produto=<IdProduto, optional>.',
    description: 'PDF, images, XML and CSV; the name and the first bytes must match the declared type (422 on "file").',
    access: { permission: MRP, action: 'create' },
    query: z.object({ analise: positive, produto: positive.optional() }),
    body: 'multipart',
    company: ({ db, query }) => companyOfAnalise(db, query.analise),
    // Streaming to storage inside a transaction would hold the embedded database's only connection; the row is written in its own.
    transaction: false,
    status: 201,
    answer: 'raw',
    handler: async ({ app, ctx, user, query, file, company, reply }) => {
      if (query.produto) {
        const [p] = await app.database.db.select({ id: produtos.IdProduto }).from(produtos).where(and(eq(produtos.IdProduto, query.produto), eq(produtos.company, company!)));
        if (!p) {
          file!.file.resume();
          throw violation('produto', 'record_not_in_company');
        }
      }
      // The file is read as the attachment is: by who may read the analyses (mrp), through /files/{id} too.
      const stored = await storeUpload(app.database.db, app.storage, { part: file!, user, company: company!, public: false, permission: MRP });
      try {
        const row = await app.database.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(mrpAnexos)
            .values({ company: company!, analise: query.analise, produto: query.produto ?? null, NmArquivo: stored.name, DsArquivo: stored.url, IdUsuario: user.id })
            .returning();
          await writeAudit(tx, { ctx, company: company!, entity: 'MrpAnexo', id: created.Id, action: 'create', after: created });
          return created;
        });
        reply.type('application/ld+json; charset=utf-8').header('Content-Location', `/api/mrp_anexos/${row.Id}`);
        return readMember(app.database.db, mrpAnexosResource, row.Id);
      } catch (error) {
        const [gone] = await app.database.db.delete(files).where(eq(files.id, stored.id)).returning({ key: files.storageKey });
        if (gone) await app.storage.delete(gone.key);
        throw error;
      }
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/mrp_anexos/:id/arquivo',
    summary: "An attachment's file (inline for PDF and images, ?download=1 as an attachment); 404 to other companies.",
    access: { permission: MRP, action: 'read' },
    params: z.object({ id: positive }),
    query: z.object({ download: z.string().optional() }),
    company: ({ db, params }) => companyOfAnexo(db, params.id),
    answer: 'raw',
    handler: async ({ app, db, params, query, reply }) => {
      const { file } = await fileOf(db, params.id);
      if (!(await app.storage.exists(file.storageKey))) throw notFound();
      const inline = (file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf') && !(query.download === '1' || query.download === 'true');
      return reply
        .type(file.mimeType)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.name)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=0')
        .send(app.storage.get(file.storageKey));
    },
  }),
  defineOperation({
    method: 'DELETE',
    path: '/mrp_anexos/:id',
    summary: 'Removes an attachment and its file.',
    access: { permission: MRP, action: 'delete' },
    params: z.object({ id: positive }),
    company: ({ db, params }) => companyOfAnexo(db, params.id),
    status: 204,
    answer: 'raw',
    handler: async ({ app, db, params, audit }) => {
      const { row, file } = await fileOf(db, params.id);
      await db.delete(mrpAnexos).where(eq(mrpAnexos.Id, params.id));
      await db.delete(files).where(eq(files.id, file.id));
      await audit({ entity: 'MrpAnexo', id: params.id, action: 'delete', before: row });
      // The bytes go once the rows are gone for good (after the commit would be better still; a leftover file is harmless).
      await app.storage.delete(file.storageKey);
      return undefined;
    },
  }),
];
