import { z } from 'zod';
import { previsaoItemSchema } from '@backoffice/domain';
import { defineOperation } from '../../platform/operations/define.ts';
import { audit as writeAudit } from '../../platform/audit/audit.ts';
import { readMember } from './pcp.answers.ts';
import { PREVISOES, previsaoDeVendaItemsResource } from './pcp.resource.ts';
import { checkLines, companyOfPrevisao, companyOfPrevisaoItem, createItem, deleteItem, importItems, readSheetFile, rejectRows, updateItem } from './previsao.service.ts';
import { queueForecastImport } from './previsao-import.job.ts';

const idParam = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });

const readItem = (db: Parameters<typeof readMember>[0], id: number) => readMember(db, previsaoDeVendaItemsResource, id);

/** Forecast items: written one by one ('1.234,5' quantities) or imported from a sheet, all rows or none. */
export const previsaoOperations = [
  defineOperation({
    method: 'POST',
    path: '/previsao_de_venda_items',
    summary: "Adds an item to a forecast: product, Quantidade ('1.234,5': thousands dots, comma decimal; or a JSON number), DtPrevisaoDeVenda.",
    access: { permission: PREVISOES, action: 'create' },
    body: previsaoItemSchema,
    company: ({ db, body }) => companyOfPrevisao(db, body.IdPrevisaoDeVenda),
    status: 201,
    answer: { item: 'PrevisaoDeVendaItem', location: (r) => `/previsao_de_venda_items/${r.Id}` },
    handler: async ({ db, body, company, audit }) => {
      const row = await createItem(db, company!, body);
      await audit({ entity: 'PrevisaoDeVendaItem', id: row.Id, action: 'create', after: row });
      return readItem(db, row.Id);
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/previsao_de_venda_items/:id',
    summary: 'Changes a forecast item (product, quantity, date).',
    access: { permission: PREVISOES, action: 'update' },
    params: idParam,
    body: previsaoItemSchema.partial(),
    company: ({ db, params }) => companyOfPrevisaoItem(db, params.id),
    answer: { item: 'PrevisaoDeVendaItem' },
    handler: async ({ db, params, body, company, audit }) => {
      const { before, after } = await updateItem(db, company!, params.id, body as never);
      await audit({ entity: 'PrevisaoDeVendaItem', id: params.id, action: 'update', before, after });
      return readItem(db, params.id);
    },
  }),
  defineOperation({
    method: 'DELETE',
    path: '/previsao_de_venda_items/:id',
    summary: 'Removes a forecast item.',
    access: { permission: PREVISOES, action: 'delete' },
    params: idParam,
    company: ({ db, params }) => companyOfPrevisaoItem(db, params.id),
    answer: 'none',
    handler: (op) => deleteItem(op, op.params.id),
  }),
  defineOperation({
    method: 'POST',
    path: '/previsao_de_vendas/:id/importar',
    summary: 'Imports forecast items from a CSV (; or ,) or XLSX sheet (multipart, field "file"): columns Produto (any code), Quantidade, Data; ?substituir=1 replaces the items.',
    description:
      'Every bad row answers 422 with a violation per line and field (linhas.<line>.<field>, line 1 is the header), and nothing is imported. ' +
      'The sheet is read in a worker thread within the import limits (IMPORT_MAX_ROWS, IMPORT_MAX_CELL_CHARS, IMPORT_MAX_INFLATED_BYTES, IMPORT_TIME_LIMIT_MS): ' +
      'past one the answer is 413 naming it. A sheet of more than IMPORT_JOB_ROWS items answers 202 with the background job (`job`, followed at /jobs/{id}) that writes it.',
    access: { permission: PREVISOES, action: 'create' },
    params: idParam,
    query: z.object({ substituir: z.string().optional() }),
    body: 'multipart',
    company: ({ db, params }) => companyOfPrevisao(db, params.id),
    // The file is read whole first; the items are written in one transaction of their own (a streamed upload
    // inside a transaction would hold the embedded database's only connection), or by a job when there are many.
    transaction: false,
    answer: { type: 'ImportacaoPrevisao', iri: (r) => `/previsao_de_vendas/${r.IdPrevisaoDeVenda}` },
    handler: async ({ app, ctx, params, query, file, company, reply }) => {
      const bytes = await file!.toBuffer();
      const name = file!.filename;
      // A copy goes to the reader (the worker takes its bytes); a large sheet keeps these for its job.
      const sheet = await readSheetFile(app.settings, name, new Uint8Array(bytes));
      const replace = query.substituir === '1' || query.substituir === 'true';
      const { items, problems, badLines } = await checkLines(app.database.db, company!, sheet, { forecast: params.id, replace });
      if (badLines) rejectRows(problems, badLines);
      if (items.length > app.settings.imports.jobRows) {
        reply.code(202);
        return queueForecastImport({ jobs: app.jobs, storage: app.storage }, ctx, { forecast: params.id, company: company!, name, bytes, replace, lines: items.length });
      }
      return app.database.db.transaction(async (tx) => {
        const imported = await importItems(tx, company!, params.id, items, replace);
        await writeAudit(tx, { ctx, company: company!, entity: 'PrevisaoDeVenda', id: params.id, action: 'importar', after: { arquivo: name, itens: imported, substituir: replace } });
        return { IdPrevisaoDeVenda: params.id, importados: imported, substituidos: replace };
      });
    },
  }),
];
