import { z } from 'zod';
import { defineOperation } from '../../platform/operations/define.ts';
import { notFound } from '../../platform/http/errors.ts';
import { MRP } from './pcp.resource.ts';
import { companyOfAnalise } from './analises.service.ts';
import { attachFile, companyOfAnexo, fileOfAnexo, removeAnexo } from './anexos.service.ts';

const positive = z.string().regex(/^\d{1,9}$/).transform(Number);

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
    answer: { item: 'MrpAnexo', location: (row) => `/mrp_anexos/${row.Id}` },
    handler: ({ app, ctx, user, query, file, company }) =>
      attachFile(app, { ctx, user, company: company!, analise: query.analise, produto: query.produto, file: file! }),
  }),
  defineOperation({
    method: 'GET',
    path: '/mrp_anexos/:id/arquivo',
    summary: "An attachment's file (inline for PDF and images, ?download=1 as an attachment); 404 to other companies.",
    access: { permission: MRP, action: 'read' },
    params: z.object({ id: positive }),
    query: z.object({ download: z.string().optional() }),
    company: ({ db, params }) => companyOfAnexo(db, params.id),
    answer: { file: ['application/pdf', 'image/*', 'application/xml', 'text/csv'] },
    handler: async ({ app, db, params, query }) => {
      const { file } = await fileOfAnexo(db, params.id);
      if (!(await app.storage.exists(file.storageKey))) throw notFound();
      const inline = (file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf') && !(query.download === '1' || query.download === 'true');
      return { body: app.storage.get(file.storageKey), contentType: file.mimeType, filename: file.name, disposition: inline ? 'inline' : 'attachment', cache: 'private, max-age=0' } as const;
    },
  }),
  defineOperation({
    method: 'DELETE',
    path: '/mrp_anexos/:id',
    summary: 'Removes an attachment and its file.',
    access: { permission: MRP, action: 'delete' },
    params: z.object({ id: positive }),
    company: ({ db, params }) => companyOfAnexo(db, params.id),
    answer: 'none',
    handler: (op) => removeAnexo(op, op.app.storage, op.params.id),
  }),
];
