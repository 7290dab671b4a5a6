import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatMoney, isoDateIn, translateMessage } from '@backoffice/domain';
import type { Database, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, violation } from '../../platform/http/errors.ts';
import type { JobContext, JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import { jobs as jobsTable } from '../../platform/jobs/jobs.table.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { people } from '../pessoas/index.ts';
import { activeReceipt, pedidoVendaParcelas, pedidoVendaRecebimentos, recordReceipt } from '../vendas/index.ts';
import { ErpClient, erpOptionsFromEnv, type ErpOptions } from './erp.adapter.ts';
import { empresaErp, integratedItems } from './integracao.table.ts';
import { parseRecebimentoErp, type RecebimentoErp } from './recebimentos-erp.rules.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

/**
 * Receipts of the orders' installments from the company's ERP (the inbound side of the integration): a durable
 * job reads the ERP's `GET /recebimentos` a page at a time, finds each receipt's installment and records it through
 * the same service as a receipt typed on the order (recordReceipt: never above what is open, exact cents, the
 * commission released in proportion). Each receipt is its own transaction, so a bad one is reported and the
 * others go on; the ERP's id makes a receipt read again a repetition, recorded once. Every call is in
 * webapi_logs and every receipt recorded or refused in integrated_items (`/integrated-items/erp/recebimentos`).
 */
export const ERP_RECEIPTS_JOB = defineJob<ReceiptsJob>({
  type: 'erp-recebimentos',
  run: ({ data, job, context, queue, deps }) => importReceipts(deps.database, queue, erpOptionsFromEnv(deps.settings.env), { id: job.id, data }, context),
});
/** The kind of item of the integration log. */
export const RECEIPTS_KIND = 'recebimentos';
/** The grant that starts the import and follows its job. */
const GRANT = 'integracao';
/** Never more pages than this in one run (a misbehaving ERP that always answers a next page). */
const MAX_PAGES = 500;

export interface ReceiptsJob {
  company: number;
  /** First day asked for; default: the day before the last completed import, or 30 days ago. */
  desde?: string;
  /** Queued by the schedule (ERP_RECEBIMENTOS_MINUTOS): the next run is queued when this one ends. */
  periodic?: boolean;
}

export interface ReceiptsResult {
  desde: string;
  paginas: number;
  lidos: number;
  gravados: number;
  repetidos: number;
  recusados: { id: string | null; motivo: string }[];
}

const pending = (company: number) =>
  and(eq(jobsTable.queue, ERP_RECEIPTS_JOB.type), eq(jobsTable.company, company), inArray(jobsTable.state, ['created', 'active']));

/**
 * POST /recebimentos/importar: queues an import of the company's receipts (or answers the one already waiting or
 * running), for the user to follow on the screen (GET /jobs/{id}).
 */
export async function queueReceiptImport(tx: Tx, queue: JobQueue, company: number, userId: number, erp: ErpOptions, desde?: string): Promise<{ job: number }> {
  if (!erp.url) throw violation('integracao', 'integration_not_configured');
  const [running] = await tx.select({ id: jobsTable.id }).from(jobsTable).where(pending(company)).orderBy(desc(jobsTable.id)).limit(1);
  if (running) return { job: running.id };
  const data: ReceiptsJob = { company, ...(desde ? { desde } : {}) };
  return { job: await queue.send(ERP_RECEIPTS_JOB, data, { company, createdBy: userId, permission: GRANT, maxAttempts: 3 }, tx) };
}

/**
 * The schedule: when ERP_RECEBIMENTOS_MINUTOS is set, every company integrated with the ERP (it has a row in
 * empresa_erp) gets an import waiting, unless one is already waiting or running; each periodic run queues the next.
 */
export async function scheduleReceiptImports(database: Database, queue: JobQueue, erp: ErpOptions): Promise<number> {
  if (!erp.url || !erp.receiptsEveryMinutes) return 0;
  const companies = await database.db.selectDistinct({ company: empresaErp.company }).from(empresaErp);
  let queued = 0;
  for (const { company } of companies) if (await queueNextPeriodic(database, queue, company, 0)) queued++;
  return queued;
}

async function queueNextPeriodic(database: Database, queue: JobQueue, company: number, delayMs: number, running?: number): Promise<boolean> {
  const [waiting] = await database.db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(and(pending(company), sql`${jobsTable.data}->>'periodic' = 'true'`, running === undefined ? undefined : ne(jobsTable.id, running)))
    .limit(1);
  if (waiting) return false;
  // One attempt: the next run comes anyway, and it asks again from the day before the last completed one.
  await queue.send(ERP_RECEIPTS_JOB, { company, periodic: true }, { company, permission: GRANT, maxAttempts: 1, delayMs });
  return true;
}

/** Where this run starts: as asked, else the day before the last completed import (receipts read again are repetitions), else 30 days ago. */
async function startDay(database: Database, data: ReceiptsJob, today: string): Promise<string> {
  if (data.desde) return data.desde;
  const [last] = await database.db
    .select({ day: sql<string>`((${jobsTable.createdAt} at time zone 'America/Sao_Paulo')::date - 1)::text` })
    .from(jobsTable)
    .where(and(eq(jobsTable.queue, ERP_RECEIPTS_JOB.type), eq(jobsTable.company, data.company), eq(jobsTable.state, 'completed')))
    .orderBy(desc(jobsTable.id))
    .limit(1);
  if (last) return last.day;
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 30);
  return from.toISOString().slice(0, 10);
}

/** The job: every page of the ERP's receipts since the start day, each receipt recorded, repeated or refused. */
export async function importReceipts(database: Database, queue: JobQueue, erp: ErpOptions, job: { id: number; data: ReceiptsJob }, context: JobContext): Promise<ReceiptsResult> {
  try {
    return await readAndRecord(database, erp, job.data, context);
  } finally {
    if (job.data.periodic && erp.receiptsEveryMinutes) await queueNextPeriodic(database, queue, job.data.company, erp.receiptsEveryMinutes * 60_000, job.id);
  }
}

async function readAndRecord(database: Database, erp: ErpOptions, data: ReceiptsJob, context: JobContext): Promise<ReceiptsResult> {
  if (!erp.url) throw new Error('Integração com o ERP não configurada (ERP_URL)');
  const { company } = data;
  const [owner] = await database.db.select({ document: people.document }).from(people).where(eq(people.id, company));
  const result: ReceiptsResult = { desde: await startDay(database, data, isoDateIn()), paginas: 0, lidos: 0, gravados: 0, repetidos: 0, recusados: [] };
  const client = new ErpClient(erp, database.db, company);
  for (let page: number | null = 1; page !== null && result.paginas < MAX_PAGES; ) {
    context.throwIfCancelled();
    const answer = await client.listarRecebimentos({ empresa: owner?.document ?? '', desde: result.desde, pagina: page });
    const rows = answer.body?.recebimentos;
    // A failed page fails the run (the job tries again): what was recorded stays, and is a repetition next time.
    if (answer.status !== 200 || !Array.isArray(rows)) {
      throw new Error(`O ERP não deu os recebimentos (página ${page}): ${answer.error ?? `HTTP ${answer.status}`}${typeof answer.body?.erro === 'string' ? ` — ${answer.body.erro}` : ''}`);
    }
    result.paginas++;
    const total = Number(answer.body?.total);
    for (const raw of rows) {
      result.lidos++;
      const parsed = parseRecebimentoErp(raw);
      if (!parsed.ok) await refuse(database, company, result, parsed.id, parsed.reason, answer.logId);
      else await recordOne(database, company, result, parsed.value, answer.logId);
      const percent = Number.isFinite(total) && total > 0 ? (result.lidos / total) * 100 : Math.min(95, result.paginas * 10);
      await context.progress(Math.min(99, percent), progressDetail(result));
    }
    const next = answer.body?.proximaPagina;
    page = typeof next === 'number' && Number.isInteger(next) && next > page ? next : null;
  }
  await context.progress(100, progressDetail(result));
  return result;
}

const progressDetail = (r: ReceiptsResult) => ({ lidos: r.lidos, gravados: r.gravados, repetidos: r.repetidos, recusados: r.recusados.length });

/** One receipt in its own transaction: recorded with its log line, a repetition skipped, or refused with the reason. */
async function recordOne(database: Database, company: number, result: ReceiptsResult, receipt: RecebimentoErp, logId: number): Promise<void> {
  try {
    const outcome = await inTransaction(database.db, (tx) => recordInTx(tx, company, receipt, logId));
    if (outcome === 'repeated') result.repetidos++;
    else result.gravados++;
  } catch (error) {
    // Two imports at once: the other one recorded it first (the unique ERP id).
    if (uniqueViolation(error)) result.repetidos++;
    else await refuse(database, company, result, receipt.id, reasonOf(error), logId);
  }
}

async function recordInTx(tx: Tx, company: number, r: RecebimentoErp, logId: number): Promise<'recorded' | 'repeated'> {
  const [seen] = await tx
    .select({ id: pedidoVendaRecebimentos.IdRecebimento })
    .from(pedidoVendaRecebimentos)
    .where(and(eq(pedidoVendaRecebimentos.CdEmpresa, company), eq(pedidoVendaRecebimentos.CdRecebimentoErp, r.id)));
  if (seen) return 'repeated';
  // The installment the ERP names by order and number. Once the order is invoiced the number alone is not unique:
  // the plan keeps the installments received before the invoice (1, 2…) and each invoice numbers its duplicatas from
  // 001 again. The one being paid is one with something open: an invoice's duplicata before the plan, the one due
  // first; with none open, the invoice's (the receipt is then refused for what is open of it).
  const received = sql`coalesce((select sum(${pedidoVendaRecebimentos.VlRecebido}) from ${pedidoVendaRecebimentos} where ${pedidoVendaRecebimentos.IdParcela} = ${pedidoVendaParcelas.IdParcela} and ${activeReceipt}), 0)`;
  const [parcela] = await tx
    .select({ id: pedidoVendaParcelas.IdParcela })
    .from(pedidoVendaParcelas)
    .where(and(eq(pedidoVendaParcelas.CdEmpresa, company), eq(pedidoVendaParcelas.CodPedido, r.CodPedido), eq(pedidoVendaParcelas.NrParcela, r.NrParcela)))
    .orderBy(sql`${pedidoVendaParcelas.VlParcela} <= ${received}`, sql`${pedidoVendaParcelas.IdNfe} is null`, asc(pedidoVendaParcelas.DtVencimento), asc(pedidoVendaParcelas.IdParcela))
    .limit(1);
  if (!parcela) throw new Refused(`a parcela ${r.CodPedido}/${r.NrParcela} não existe nesta empresa`);
  const op: UseCase = {
    db: tx,
    ctx: { user: null, company, locale: 'pt-BR', appDomain: '' },
    audit: (entry) => audit(tx, { ctx: null, company, ...entry }),
  };
  const input = { IdParcela: parcela.id, DtRecebimento: r.DtRecebimento, VlRecebido: r.VlRecebido, DsFormaPagamento: r.DsFormaPagamento };
  await recordReceipt(op, company, input, r.id);
  await tx.insert(integratedItems).values({
    company,
    NmIntegracao: 'erp',
    NmEntidadeOrigem: RECEIPTS_KIND,
    IdEntidadeOrigem: r.id,
    DsDetalheLog: `Recebimento ${r.id}: ${formatMoney(r.VlRecebido)} da parcela ${r.CodPedido}/${r.NrParcela} em ${r.DtRecebimento.split('-').reverse().join('/')}${r.DsFormaPagamento ? ` (${r.DsFormaPagamento})` : ''}`,
    StIntegracao: 'I',
    IdLog: logId,
  });
  return 'recorded';
}

async function refuse(database: Database, company: number, result: ReceiptsResult, id: string | null, reason: string, logId: number): Promise<void> {
  result.recusados.push({ id, motivo: reason });
  await database.db.insert(integratedItems).values({
    company,
    NmIntegracao: 'erp',
    NmEntidadeOrigem: RECEIPTS_KIND,
    IdEntidadeOrigem: (id ?? '—').slice(0, 40),
    DsDetalheLog: `Recebimento ${id ?? 'sem id'} recusado: ${reason}`,
    StIntegracao: 'R',
    IdLog: logId,
  });
}

/** A receipt that cannot be recorded, with the reason the log shows. */
class Refused extends Error {}

/** The reason of a refusal in pt-BR: the rule's message (above what is open, order cancelled...) or the error's. */
function reasonOf(error: unknown): string {
  if (error instanceof AppError && error.violations?.length) return error.violations.map((v) => translateMessage(v.message, 'pt-BR', v.params)).join('; ');
  if (error instanceof AppError && error.code === 'not_found') return 'não encontrado';
  return error instanceof Error ? error.message : String(error);
}

function uniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
