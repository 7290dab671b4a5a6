import { z } from 'zod';
import { recordId } from '@backoffice/domain';
import { notFound } from '../../platform/http/errors.ts';
import { defineOperation } from '../../platform/operations/define.ts';
import { PRODUTOS } from './produtos.resource.ts';
import { addProdutoColuna, companyOfColuna, companyOfValor, fileOfValor, loadColuna, storeColumnFile } from './colunas.service.ts';

const positive = z.string().regex(/^\d{1,9}$/).transform(Number);

/** Custom columns' own calls: a product's extra column, the upload of a file value and its download. */
export const colunasOperations = [
  defineOperation({
    method: 'POST',
    path: '/produtos/adicional',
    summary: "Gives a product an extra column: the value colunasValoresId (moved there) or, without it, `valor` or the column's default.",
    access: { permission: PRODUTOS, action: 'update' },
    body: z.object({
      colunasValoresId: recordId.nullable().optional(),
      colunaId: recordId,
      idEntidadeOrigem: recordId,
      valor: z.string({ error: 'invalid_value' }).max(2000, { error: 'too_long' }).nullable().optional(),
    }),
    company: ({ db, body }) => companyOfColuna(db, body.colunaId),
    // addProdutoColuna writes the value's audit row.
    audit: false,
    answer: { type: 'ProdutoColuna', iri: (row) => `/produtos/colunas/${String(row.id)}` },
    handler: async ({ db, ctx, body }) => addProdutoColuna(db, ctx, (await loadColuna(db, body.colunaId))!, body),
  }),
  defineOperation({
    method: 'POST',
    path: '/colunas_valores/arquivo',
    summary: 'Uploads the file value (multipart, field "file") of a Pdf or Image column for a record: ?colunas=<column id>&idEntidadeOrigem=<record id>.',
    description:
      'The column takes PDF (Pdf) or PNG, JPEG, WebP and GIF (Image); the name\'s extension and the first bytes must match the declared type (422 on "file" otherwise). Replaces the record\'s value in that column.',
    access: { permission: PRODUTOS, action: 'update' },
    query: z.object({ colunas: positive, idEntidadeOrigem: positive }),
    body: 'multipart',
    company: ({ db, query }) => companyOfColuna(db, query.colunas),
    // Streaming to storage inside a transaction would hold the embedded database's only connection; the value is written in its own.
    transaction: false,
    status: 201,
    answer: { type: 'ColunaValor', iri: (row) => `/colunas_valores/${String(row.IdColunasValores)}` },
    handler: async ({ app, ctx, db, query, file }) =>
      storeColumnFile(app.database, app.storage, { ctx, part: file!, coluna: (await loadColuna(db, query.colunas))!, idEntidadeOrigem: query.idEntidadeOrigem }),
  }),
  defineOperation({
    method: 'GET',
    path: '/colunas_valores/:id/arquivo',
    summary: 'The file of a Pdf or Image value, with its type (inline; ?download=1 as an attachment); 404 to other companies.',
    access: { permission: PRODUTOS, action: 'read' },
    params: z.object({ id: positive }),
    query: z.object({ download: z.string().optional() }),
    company: ({ db, params }) => companyOfValor(db, params.id),
    answer: { file: ['application/pdf', 'image/*'] },
    handler: async ({ app, db, params, query }) => {
      const file = await fileOfValor(db, params.id);
      if (!(await app.storage.exists(file.storageKey))) throw notFound();
      const disposition = query.download === '1' || query.download === 'true' ? 'attachment' : 'inline';
      return { body: app.storage.get(file.storageKey), contentType: file.mimeType, filename: file.name, disposition, cache: 'private, max-age=0' } as const;
    },
  }),
];
