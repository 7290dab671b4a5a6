import { and, eq, inArray, sql } from 'drizzle-orm';
import { tituloEnvioRecusado } from '@backoffice/domain';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import { peopleLinks } from '../pessoas/index.ts';
import { users } from '../admin/index.ts';
import { apagar, centroDeCusto, formaPagamentos, naturezaLancamentos, vwApagar } from './financeiro.table.ts';
import { integratedItems } from './integracao.table.ts';
import { ErpClient, erpOptionsFromEnv, type ErpOptions, type ErpTitulo } from './erp.adapter.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { jobs as jobsTable } from '../../platform/jobs/jobs.table.ts';

/**
 * Accounts payable: a title is authorized by a responsible user of its company, then sent to the ERP by a job
 * (POST /send_item_topay), one integrated_items row per title sent; GET /get_status_item_topay asks the ERP
 * about the titles it accepted and answers their state.
 */
export const ERP_SEND_JOB = defineJob<{ company: number; titulos: number[] }>({
  type: 'erp-send-apagar',
  run: ({ data, deps }) => sendTitulos(deps.database, erpOptionsFromEnv(deps.settings.env), data),
});

export interface NovoTitulo {
  company: number;
  NrTitulo: string;
  NmTitulo: string;
  DtEmissao: string;
  DtVencimento: string;
  VlTitulo: string;
  IdFormaPagamento?: number | null;
  IdCentroDeCusto?: number | null;
  IdNaturezaLancamento?: number | null;
  DsAgrupamento?: string | null;
  /** The supplier (a person of the company); titles the application makes from a guide or an invoice may have none. */
  IdFornecedor?: number | null;
  IdGnre?: number | null;
  IdXml?: number | null;
}

/** Writes a title (in the caller's transaction); a repeated number in the company is 422 on NrTitulo. */
export async function createTitulo(tx: Executor, titulo: NovoTitulo): Promise<number> {
  // The company does not pay itself: its supplier is one of its people, never its own record.
  if (titulo.IdFornecedor === titulo.company) throw violation('IdFornecedor', 'invalid_value');
  const [dup] = await tx.select({ id: apagar.IdTitulo }).from(apagar).where(and(eq(apagar.company, titulo.company), eq(apagar.NrTitulo, titulo.NrTitulo)));
  if (dup) throw violation('NrTitulo', 'value_exists');
  const [row] = await tx.insert(apagar).values(titulo).returning({ id: apagar.IdTitulo });
  return row.id;
}

/** The company of a title (null: 404). */
export async function companyOfTitulo(tx: Executor, id: number): Promise<number | null> {
  const [row] = await tx.select({ company: apagar.company }).from(apagar).where(eq(apagar.IdTitulo, id));
  return row?.company ?? null;
}

/** A responsible user (an employee of the company) authorizes the payment of a title not yet sent. */
export async function authorizeTitulo(tx: Tx, company: number, id: number, userId: number): Promise<typeof vwApagar.$inferSelect> {
  const [employee] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, users.people), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'employee')))
    .where(eq(users.id, userId));
  if (!employee) throw violation('usuarioAutorizacaoPagamento', 'record_not_in_company');
  const [current] = await tx.select().from(apagar).where(eq(apagar.IdTitulo, id)).for('update');
  if (!current) throw notFound();
  if (current.StIntegracao === 'E' || current.StIntegracao === 'I') throw violation('StIntegracao', 'titulo_already_sent', { numero: current.NrTitulo });
  if (current.StIntegracao === 'C') throw violation('StIntegracao', 'titulo_cancelado', { numero: current.NrTitulo });
  await tx.update(apagar).set({ usuarioAutorizacaoPagamento: userId, DtAutorizacao: sql`now()` as unknown as string, StIntegracao: 'A', DsErroIntegracao: null }).where(eq(apagar.IdTitulo, id));
  const [row] = await tx.select().from(vwApagar).where(eq(vwApagar.IdTitulo, id));
  return row;
}

/**
 * Withdraws a title that is owed no more (the GNRE guide it pays lost its NF-e): while the ERP has not received it
 * (not E/I) and no send job holds it, it becomes C, cancelled — kept, not deleted, so the payable list and the log
 * still show it — with the reason in DsErroIntegracao. Otherwise it is left as it is (the ERP has it, or is about to:
 * whoever pays there must undo it) and the answer says so. Runs in the caller's transaction.
 */
export async function withdrawTitulo(tx: Tx, ctx: RequestContext | null, id: number, reason: string): Promise<{ withdrawn: boolean; NrTitulo: string; StIntegracao: string }> {
  const [row] = await tx.select().from(apagar).where(eq(apagar.IdTitulo, id)).for('update');
  if (!row) throw notFound();
  if (row.StIntegracao === 'C') return { withdrawn: true, NrTitulo: row.NrTitulo, StIntegracao: 'C' };
  if (row.StIntegracao === 'E' || row.StIntegracao === 'I' || (await queuedTitulos(tx, row.company)).has(id)) return { withdrawn: false, NrTitulo: row.NrTitulo, StIntegracao: row.StIntegracao };
  await tx.update(apagar).set({ StIntegracao: 'C', DsErroIntegracao: reason }).where(eq(apagar.IdTitulo, id));
  await audit(tx, { ctx, company: row.company, entity: 'TituloAPagar', id, action: 'cancel', before: { StIntegracao: row.StIntegracao }, after: { StIntegracao: 'C', DsErroIntegracao: reason } });
  return { withdrawn: true, NrTitulo: row.NrTitulo, StIntegracao: 'C' };
}

/**
 * Withdraws every title an NF-e's receipt made (`IdXml`: its supplier cancelled the invoice), each as `withdrawTitulo`
 * does; answers each title's number and whether it was withdrawn (one the ERP has stays, for whoever pays there).
 */
export async function withdrawTitulosOfXml(tx: Tx, ctx: RequestContext | null, company: number, IdXml: number, reason: string): Promise<{ NrTitulo: string; withdrawn: boolean }[]> {
  const rows = await tx.select({ id: apagar.IdTitulo }).from(apagar).where(and(eq(apagar.company, company), eq(apagar.IdXml, IdXml))).orderBy(apagar.NrTitulo);
  const out: { NrTitulo: string; withdrawn: boolean }[] = [];
  for (const r of rows) {
    const { NrTitulo, withdrawn } = await withdrawTitulo(tx, ctx, r.id, reason);
    out.push({ NrTitulo, withdrawn });
  }
  return out;
}

/** The titles a send job of the company that has not ended yet (waiting, running or to be retried) holds. */
async function queuedTitulos(tx: Executor, company: number): Promise<Set<number>> {
  const pending = await tx
    .select({ data: jobsTable.data })
    .from(jobsTable)
    .where(and(eq(jobsTable.queue, ERP_SEND_JOB.type), eq(jobsTable.company, company), inArray(jobsTable.state, ['created', 'active'])));
  return new Set(pending.flatMap((j) => (j.data as { titulos?: number[] }).titulos ?? []));
}

/**
 * Queues the authorized titles (of `company`) for the ERP: each must be authorized (A) or have failed before (R),
 * and not be held by a send job that has not ended (the worker runs the jobs it claims side by side, and two jobs of
 * one title would both find it authorized and post it twice). Nothing is queued if one is not: 422 on `titulos.<i>`.
 * The titles' rows are locked first, so a second request at the same time sees the first one's job.
 */
export async function queueTitulos(tx: Tx, jobs: JobQueue, company: number, ids: number[], userId: number, erp: ErpOptions): Promise<{ job: number; titulos: number[] }> {
  if (!erp.url) throw violation('titulos', 'integration_not_configured');
  const rows = await tx.select().from(apagar).where(and(eq(apagar.company, company), inArray(apagar.IdTitulo, ids))).for('update');
  const queued = await queuedTitulos(tx, company);
  const problems: Violation[] = [];
  ids.forEach((id, i) => {
    const row = rows.find((r) => r.IdTitulo === id);
    if (!row) return problems.push({ propertyPath: `titulos.${i}`, message: 'not_found' });
    const refused = tituloEnvioRecusado(row) ?? (queued.has(id) ? 'titulo_already_queued' : null);
    if (refused) problems.push({ propertyPath: `titulos.${i}`, message: refused, params: { numero: row.NrTitulo } });
  });
  if (problems.length) throw validationError(problems);
  const job = await jobs.send(ERP_SEND_JOB, { company, titulos: ids }, { company, createdBy: userId, maxAttempts: 3 }, tx);
  return { job, titulos: ids };
}

async function tituloForErp(db: Executor, id: number): Promise<{ row: typeof apagar.$inferSelect; body: ErpTitulo }> {
  const [row] = await db.select().from(apagar).where(eq(apagar.IdTitulo, id));
  const [view] = await db.select({ NmUsuario: vwApagar.NmUsuario }).from(vwApagar).where(eq(vwApagar.IdTitulo, id));
  const forma = row.IdFormaPagamento ? (await db.select().from(formaPagamentos).where(eq(formaPagamentos.IdFormaPagamento, row.IdFormaPagamento)))[0] : undefined;
  const centro = row.IdCentroDeCusto ? (await db.select().from(centroDeCusto).where(eq(centroDeCusto.IdCentroDeCusto, row.IdCentroDeCusto)))[0] : undefined;
  const natureza = row.IdNaturezaLancamento ? (await db.select().from(naturezaLancamentos).where(eq(naturezaLancamentos.IdNaturezaLancamento, row.IdNaturezaLancamento)))[0] : undefined;
  return {
    row,
    body: {
      numero: row.NrTitulo,
      descricao: row.NmTitulo,
      emissao: row.DtEmissao,
      vencimento: row.DtVencimento,
      valor: row.VlTitulo,
      formaPagamento: forma?.CdFormaPagamentoErp ?? forma?.DsFormaPagamento ?? null,
      centroDeCusto: centro?.CdCentroDeCusto ?? null,
      natureza: natureza?.CdNaturezaLancamento ?? null,
      agrupamento: row.DsAgrupamento,
      autorizadoPor: view?.NmUsuario ?? null,
    },
  };
}

const erpState = (status: unknown): 'E' | 'I' | 'R' => (status === 'integrado' ? 'I' : status === 'erro' ? 'R' : 'E');

/** The job: each title to the ERP, its answer on the title and one integrated_items row per title. */
export async function sendTitulos(database: Database, erp: ErpOptions, data: { company: number; titulos: number[] }): Promise<{ sent: number; failed: number }> {
  const client = new ErpClient(erp, database.db, data.company);
  let sent = 0;
  let failed = 0;
  for (const id of data.titulos) {
    const { row, body } = await tituloForErp(database.db, id);
    if (row.StIntegracao === 'E' || row.StIntegracao === 'I' || row.StIntegracao === 'C') continue;
    const answer = await client.enviarTitulo(body);
    const accepted = answer.status !== null && answer.status >= 200 && answer.status < 300 && typeof answer.body?.id === 'string';
    const state = accepted ? erpState(answer.body!.status) : 'R';
    const detail = accepted
      ? `Título ${row.NrTitulo} enviado ao ERP (id ${String(answer.body!.id)}, ${String(answer.body!.status ?? 'pendente')})`
      : `Título ${row.NrTitulo} recusado pelo ERP: ${String(answer.body?.erro ?? answer.error ?? `HTTP ${answer.status}`)}`;
    await inTransaction(database.db, async (tx) => {
      await tx
        .update(apagar)
        .set({ StIntegracao: state, CdTituloErp: accepted ? String(answer.body!.id) : row.CdTituloErp, DsErroIntegracao: accepted ? null : detail })
        .where(eq(apagar.IdTitulo, id));
      await tx.insert(integratedItems).values({ company: data.company, NmIntegracao: 'erp', NmEntidadeOrigem: 'apagar', IdEntidadeOrigem: String(id), DsDetalheLog: detail, StIntegracao: state, IdLog: answer.logId });
    });
    if (accepted) sent++;
    else failed++;
  }
  return { sent, failed };
}

/** The titles' state; those the ERP accepted and has not integrated yet are asked about first (each call logged). */
export async function statusTitulos(database: Database, erp: ErpOptions, companies: number[], ids: number[] | undefined) {
  if (!companies.length) return [];
  const where = and(inArray(apagar.company, companies), ids?.length ? inArray(apagar.IdTitulo, ids) : inArray(apagar.StIntegracao, ['E', 'R', 'A']));
  const rows = await database.db.select().from(apagar).where(where).orderBy(apagar.IdTitulo).limit(500);
  for (const row of rows) {
    if (row.StIntegracao !== 'E' || !row.CdTituloErp || !erp.url) continue;
    const answer = await new ErpClient(erp, database.db, row.company).consultarTitulo(row.CdTituloErp);
    if (answer.status !== 200 || !answer.body) continue;
    const state = erpState(answer.body.status);
    if (state === row.StIntegracao) continue;
    const detail = state === 'I' ? `Título ${row.NrTitulo} integrado no ERP` : `Título ${row.NrTitulo} com erro no ERP: ${String(answer.body.mensagem ?? '')}`;
    await inTransaction(database.db, async (tx) => {
      await tx.update(apagar).set({ StIntegracao: state, DsErroIntegracao: state === 'R' ? detail : null }).where(eq(apagar.IdTitulo, row.IdTitulo));
      await tx.insert(integratedItems).values({ company: row.company, NmIntegracao: 'erp', NmEntidadeOrigem: 'apagar', IdEntidadeOrigem: String(row.IdTitulo), DsDetalheLog: detail, StIntegracao: state, IdLog: answer.logId });
    });
    row.StIntegracao = state;
    row.DsErroIntegracao = state === 'R' ? detail : null;
  }
  return rows.map((r) => ({ IdTitulo: r.IdTitulo, NrTitulo: r.NrTitulo, StIntegracao: r.StIntegracao, CdTituloErp: r.CdTituloErp, DsErroIntegracao: r.DsErroIntegracao }));
}

/** The integrations and kinds of item of the company with how many were sent: the menu of the integrated-items screen. */
export async function integrationMenu(db: Executor, companies: number[], integration?: string) {
  if (!companies.length) return [];
  const rows = await db
    .select({ NmIntegracao: integratedItems.NmIntegracao, NmEntidadeOrigem: integratedItems.NmEntidadeOrigem, total: sql<number>`count(*)::int` })
    .from(integratedItems)
    .where(and(inArray(integratedItems.company, companies), integration ? eq(integratedItems.NmIntegracao, integration) : undefined))
    .groupBy(integratedItems.NmIntegracao, integratedItems.NmEntidadeOrigem)
    .orderBy(integratedItems.NmIntegracao, integratedItems.NmEntidadeOrigem);
  const known = [
    { NmIntegracao: 'erp', NmEntidadeOrigem: 'apagar', total: 0 },
    { NmIntegracao: 'erp', NmEntidadeOrigem: 'recebimentos', total: 0 },
  ];
  for (const k of known) if (!rows.some((r) => r.NmIntegracao === k.NmIntegracao && r.NmEntidadeOrigem === k.NmEntidadeOrigem) && (!integration || integration === k.NmIntegracao)) rows.push(k);
  return rows.map((r) => ({ ...r, rota: `/integrated-items/${r.NmIntegracao}/${r.NmEntidadeOrigem}` }));
}
