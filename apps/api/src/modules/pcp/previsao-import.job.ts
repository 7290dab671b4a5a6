import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { translateMessage } from '@backoffice/domain';
import type { Settings } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Job, JobContext, JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob, type JobNotice } from '../../platform/jobs/define.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { previsaoDeVenda, previsaoDeVendaItems } from './pcp.table.ts';
import { PREVISOES } from './pcp.resource.ts';
import { checkLines, readSheetFile, type ForecastItem } from './previsao.service.ts';

/** The import of a large forecast sheet (declared in pcp.module.ts). */
export const PREVISAO_IMPORT_JOB = defineJob<ForecastImportJob & JobNotice>({
  type: 'previsao-importar',
  run: ({ data, job, context, deps }) => runForecastImport(deps, data, job, context),
});

/**
 * Rows written per transaction. On the embedded database a transaction holds its only connection: a few
 * hundred rows keep each hold to tens of milliseconds, so everyone else's requests go between the batches.
 */
const BATCH = 500;

export interface ForecastImportJob {
  IdPrevisaoDeVenda: number;
  company: number;
  /** The uploaded sheet, kept in the file storage until the job ends. */
  key: string;
  arquivo: string;
  substituir: boolean;
  /** Who asked, for the audit row. */
  autor: { id: number; people: number; username: string };
}

/**
 * Queues the import of a large sheet that was already read and checked: the file is kept in the storage for the
 * job, which reads and checks it again (the products may change meanwhile) and writes it in batches.
 */
export async function queueForecastImport(
  deps: { jobs: JobQueue; storage: FileStorage },
  ctx: RequestContext,
  input: { forecast: number; company: number; name: string; bytes: Uint8Array; replace: boolean; lines: number },
): Promise<{ IdPrevisaoDeVenda: number; job: number; linhas: number; substituidos: boolean }> {
  const user = ctx.user!;
  const key = `imports/${input.company}/${randomUUID()}`;
  await deps.storage.put(key, Readable.from([Buffer.from(input.bytes)]));
  const data: ForecastImportJob = {
    IdPrevisaoDeVenda: input.forecast,
    company: input.company,
    key,
    arquivo: input.name,
    substituir: input.replace,
    autor: { id: user.id, people: user.people, username: user.username },
  };
  try {
    const job = await deps.jobs.send(PREVISAO_IMPORT_JOB, { ...data, notify: { message: { key: 'notify_previsao_import', params: { file: input.name } }, link: `/previsao/venda/${input.forecast}` } }, {
      company: input.company,
      createdBy: user.id,
      permission: PREVISOES,
      // A sheet with bad rows fails the same way every time; a crash is taken again by the queue (and cleans up first).
      maxAttempts: 1,
    });
    return { IdPrevisaoDeVenda: input.forecast, job, linhas: input.lines, substituidos: input.replace };
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

async function readStored(storage: FileStorage, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Deletes, a batch at a time, the items of `forecast` that `which` selects. */
async function deleteInBatches(database: Database, forecast: number, which: ReturnType<typeof and>, onBatch?: () => Promise<void>): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = database.db
      .select({ id: previsaoDeVendaItems.Id })
      .from(previsaoDeVendaItems)
      .where(and(eq(previsaoDeVendaItems.IdPrevisaoDeVenda, forecast), which))
      .limit(BATCH * 4);
    const gone = await database.db.delete(previsaoDeVendaItems).where(inArray(previsaoDeVendaItems.Id, batch)).returning({ id: previsaoDeVendaItems.Id });
    removed += gone.length;
    if (gone.length < BATCH * 4) return removed;
    await onBatch?.();
  }
}

/**
 * The job: the kept sheet read again in a worker, its lines checked, the items written in batches of BATCH rows
 * (each its own transaction, tagged with the job), then, when replacing, the forecast's other items removed, and
 * the audit row. Items appear as the batches are written; a job that fails or is cancelled removes the ones it
 * wrote (and one run again after a crash first removes what the crashed run wrote). The kept file is deleted at
 * the end, whatever happened.
 */
export async function runForecastImport(deps: { database: Database; storage: FileStorage; settings: Settings }, data: ForecastImportJob, job: Job, context: JobContext) {
  const { database } = deps;
  const forecast = data.IdPrevisaoDeVenda;
  const ours = eq(previsaoDeVendaItems.IdJob, job.id);
  let wrote = false;
  try {
    await context.progress(1, { etapa: 'leitura' });
    const sheet = await readSheetFile(deps.settings, data.arquivo, await readStored(deps.storage, data.key));
    context.throwIfCancelled();
    await context.progress(5, { etapa: 'conferencia', linhas: sheet.lines.length });
    const { items, badLines } = await checkLines(database.db, data.company, sheet, { forecast, replace: data.substituir, job: job.id });
    if (badLines) throw new Error(translateMessage('sheet_row_errors', 'pt-BR', { count: badLines }));
    const [exists] = await database.db.select({ id: previsaoDeVenda.Id }).from(previsaoDeVenda).where(eq(previsaoDeVenda.Id, forecast));
    if (!exists) throw new Error(translateMessage('sheet_forecast_gone', 'pt-BR'));
    wrote = true;
    await deleteInBatches(database, forecast, ours);
    for (let i = 0; i < items.length; i += BATCH) {
      context.throwIfCancelled();
      const batch: ForecastItem[] = items.slice(i, i + BATCH);
      await database.db.insert(previsaoDeVendaItems).values(batch.map((item) => ({ company: data.company, IdPrevisaoDeVenda: forecast, IdJob: job.id, ...item })));
      await context.progress(10 + (85 * (i + batch.length)) / items.length, { etapa: 'gravacao', gravados: i + batch.length, linhas: items.length });
    }
    context.throwIfCancelled();
    // Past this point the job finishes even if cancelled: the old items are going away and cannot come back.
    const replaced = data.substituir ? await deleteInBatches(database, forecast, or(isNull(previsaoDeVendaItems.IdJob), ne(previsaoDeVendaItems.IdJob, job.id))!) : 0;
    const ctx = { user: { id: data.autor.id, people: data.autor.people, username: data.autor.username }, company: data.company, locale: 'pt-BR', appDomain: '' } as unknown as RequestContext;
    await database.db.transaction(async (tx) => {
      await audit(tx, { ctx, company: data.company, entity: 'PrevisaoDeVenda', id: forecast, action: 'importar', after: { arquivo: data.arquivo, itens: items.length, substituir: data.substituir, removidos: replaced, job: job.id } });
    });
    await context.progress(100, { etapa: 'fim', gravados: items.length, linhas: items.length });
    return { IdPrevisaoDeVenda: forecast, importados: items.length, substituidos: data.substituir };
  } catch (error) {
    // Nothing of a failed or cancelled import stays (a worker stopping leaves them: the next run removes them first).
    const shutdown = context.signal.aborted && context.signal.reason === 'shutdown';
    if (wrote && !shutdown) await deleteInBatches(database, forecast, ours);
    // The job's error is read by people (GET /jobs/{id}, the notification): the refusal's message, not its key.
    if (error instanceof AppError) {
      const [v] = error.violations;
      throw new Error(v ? translateMessage(v.message, 'pt-BR', v.params) : translateMessage(error.message, 'pt-BR', error.params));
    }
    throw error;
  } finally {
    const shutdown = context.signal.aborted && context.signal.reason === 'shutdown';
    if (!shutdown) await deps.storage.delete(data.key);
  }
}
