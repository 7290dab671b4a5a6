import { and, asc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import type { Job, JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import { jobs as jobs_ } from '../../platform/jobs/jobs.table.ts';
import { validationError, violation } from '../../platform/http/errors.ts';
import { createTitulo, withdrawTitulo } from '../financeiro/index.ts';
import { configUfs, gnreLotes, gnres, naturezaReceitas, receitas, xmls, type MotivoRejeicao } from './fiscal.table.ts';
import {
  GNRE_NFE_CANCELADA,
  GNRE_NFE_CANCELADA_NO_ERP,
  cancelledGuideReason,
  cancelledGuideStep,
  fitLotes,
  loteStillOpen,
  loteXml,
  lotesOf,
  matchResults,
  nextStep,
  plannedGuides,
  stGnreOfGuide,
  unmatchedNote,
  type ConfigLine,
  type GuideForLote,
} from './gnre.rules.ts';
import { pfxGuardado } from './certificado.service.ts';
import { GnreClient, gnreOptionsFromEnv, type GnreOptions } from './gnre.adapter.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';

/**
 * GNRE guides: generated from the imported invoices by the UF configuration and grouped in lotes per UF (their XML
 * kept for download); sent by durable jobs — reception, then result queries with back-off (gnre.rules.ts nextStep)
 * — storing each guide's status, barcode, digitable line and rejection reasons. An approved guide gets its accounts
 * payable title (the revenue nature's cost center, accounting nature and payment form).
 */
export const GNRE_SEND_JOB = defineJob<{ lote: number }>({
  type: 'gnre-enviar',
  run: ({ data, job, queue, deps }) => sendLote(deps.database, queue, gnreOptionsFromEnv(deps.settings.env), data, job),
});
export const GNRE_QUERY_JOB = defineJob<{ lote: number; first: number | null }>({
  type: 'gnre-consultar',
  run: ({ data, queue, deps }) => queryLote(deps.database, queue, gnreOptionsFromEnv(deps.settings.env), data),
});
/** A lote whose processing failed (404) is sent again at most this many times in all. */
const MAX_RECEPTIONS = 3;

const today = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10); // the day in Brasília (UTC-3)

export interface Generated {
  gerados: number;
  lotes: { IdLote: number; IdUf: string; guias: number }[];
}

/** The configuration lines of a company with their revenue's code and kind. */
async function configLines(tx: Executor, company: number) {
  return tx
    .select({
      id: configUfs.id,
      IdUf: configUfs.IdUf,
      Receita: configUfs.Receita,
      TipoGnre: receitas.TipoGnre,
      CdReceita: receitas.CdReceita,
      TipoConfig: configUfs.TipoConfig,
      CdConfig: configUfs.CdConfig,
      TipoContribuinte: configUfs.TipoContribuinte,
      TagVlxml: configUfs.TagVlxml,
      XmlDocTag: configUfs.XmlDocTag,
      DiaVencimento: configUfs.DiaVencimento,
      ContribuinteDestinatario: configUfs.ContribuinteDestinatario,
      IEUF: configUfs.IEUF,
    })
    .from(configUfs)
    .innerJoin(receitas, eq(receitas.IdReceita, configUfs.Receita))
    .where(eq(configUfs.company, company))
    .orderBy(asc(configUfs.IdConfigUf));
}

type ConfigRow = Awaited<ReturnType<typeof configLines>>[number];

/**
 * A stored guide as the lote XML wants it, from its invoice and the company's UF configuration: its own line (or,
 * when that line was deleted, the line of its UF, revenue and total) gives the revenue code, the IE in the UF and
 * whether the recipient goes in the guide; with no line left, the revenue's own code (`CdReceita`) and neither —
 * building a lote again must not fail on a configuration changed since. Used to build a lote and to build it again
 * without a withdrawn guide.
 */
function guideForLote(g: typeof gnres.$inferSelect, invoice: typeof xmls.$inferSelect, lines: ConfigRow[], CdReceita: string | null = null): GuideForLote {
  const line = lines.find((l) => l.id === g.IdConfigUf) ?? lines.find((l) => l.IdUf === g.IdUf && l.Receita === g.IdReceita && l.TagVlxml === g.TagVlxml);
  const sameReceita = (kind: string) => lines.find((l) => l.IdUf === g.IdUf && l.Receita === g.IdReceita && l.TipoConfig === kind && l.CdConfig)?.CdConfig ?? null;
  return {
    IdGnre: g.IdGnre,
    IdUf: g.IdUf,
    CdReceita: line?.CdReceita ?? CdReceita ?? '',
    CdDetalhamento: sameReceita('Detalhamento'),
    CdProduto: sameReceita('Produtos'),
    CdTipoDocOrigem: g.CdTipoDocOrigem!,
    NrDocOrigem: g.NrDocOrigem!,
    DtVencimento: g.DtVencimento,
    VlGnre: g.VlGnre,
    TagVlxml: g.TagVlxml as GuideForLote['TagVlxml'],
    emitente: {
      CNPJ: invoice.CNPJEmitente,
      IE: line?.IEUF ?? null,
      razaoSocial: invoice.NmEmpresa,
      endereco: invoice.DsEnderecoEmitente,
      municipio: invoice.CdMunicipioEmitente,
      uf: invoice.UfEmitente,
      cep: invoice.NrCepEmitente,
      telefone: invoice.NrFoneEmitente,
    },
    destinatario: line?.ContribuinteDestinatario ? { documento: invoice.NrDocumento, IE: invoice.NrIE, razaoSocial: invoice.NmCliente, municipio: invoice.CdMunicipio } : null,
  };
}

/** Generates the guides the invoices owe (all the company's invoices without them, or `ids`) and their lotes; `simulate` only counts them. */
export async function generateGnres(tx: Tx, company: number, ids?: number[], simulate = false): Promise<Generated> {
  const lines = await configLines(tx, company);
  const invoices = await tx
    .select()
    .from(xmls)
    .where(and(eq(xmls.company, company), eq(xmls.StCancelada, false), ids?.length ? inArray(xmls.IdXml, ids) : undefined))
    .orderBy(asc(xmls.IdXml));
  if (ids?.length) {
    const missing = ids.findIndex((id) => !invoices.some((x) => x.IdXml === id));
    if (missing >= 0) throw violation(`xmls.${missing}`, 'record_not_in_company');
    // A third party's invoice owes the company no guide: naming one is a mistake worth saying.
    const thirdParty = ids.findIndex((id) => invoices.some((x) => x.IdXml === id && x.StTerceiros));
    if (thirdParty >= 0) throw violation(`xmls.${thirdParty}`, 'gnre_terceiros');
  }
  const day = today();
  const planned = invoices.filter((x) => !x.StTerceiros).flatMap((x) => plannedGuides(x, lines as ConfigLine[], day).map((g) => ({ ...g, invoice: x })));
  if (!planned.length) return { gerados: 0, lotes: [] };
  if (simulate) {
    // The guides an invoice already has are skipped by the insert (gnres_xml_receita_uq): the count leaves them out too.
    const existing = await tx
      .select({ IdXml: gnres.IdXml, IdReceita: gnres.IdReceita, TagVlxml: gnres.TagVlxml })
      .from(gnres)
      .where(and(eq(gnres.company, company), inArray(gnres.IdXml, [...new Set(planned.map((g) => g.IdXml))])));
    const key = (g: { IdXml: number | null; IdReceita: number | null; TagVlxml: string | null }) => `${g.IdXml}|${g.IdReceita}|${g.TagVlxml}`;
    const known = new Set(existing.map(key));
    return { gerados: planned.filter((g) => !known.has(key(g))).length, lotes: [] };
  }
  const inserted = await tx
    .insert(gnres)
    .values(planned.map(({ invoice, ...g }) => ({ ...g, company, CNPJEmitente: invoice.CNPJEmitente, DtPagamento: g.DtVencimento })))
    .onConflictDoNothing()
    .returning();
  const forLote = inserted.map((g) => guideForLote(g, planned.find((p) => p.IdXml === g.IdXml)!.invoice, lines));
  const lotes: Generated['lotes'] = [];
  for (const group of lotesOf(forLote)) {
    for (const guides of fitLotes(group)) {
      const [lote] = await tx.insert(gnreLotes).values({ company, IdUf: guides[0].IdUf, DsXml: loteXml(guides) }).returning({ IdLote: gnreLotes.IdLote });
      await tx.update(gnres).set({ IdLote: lote.IdLote }).where(inArray(gnres.IdGnre, guides.map((g) => g.IdGnre)));
      lotes.push({ IdLote: lote.IdLote, IdUf: guides[0].IdUf, guias: guides.length });
    }
  }
  return { gerados: inserted.length, lotes };
}

export async function companyOfLote(tx: Executor, id: number): Promise<number | null> {
  const [row] = await tx.select({ company: gnreLotes.company }).from(gnreLotes).where(eq(gnreLotes.IdLote, id));
  return row?.company ?? null;
}

export async function loteById(tx: Executor, id: number) {
  const [row] = await tx.select().from(gnreLotes).where(eq(gnreLotes.IdLote, id));
  return row;
}

/**
 * Queues lotes for sending: `ids`, or every lote of the company not sent yet (and those whose sending failed).
 * A lote already received by the portal is 422 on `lotes.<i>`; nothing is queued then.
 */
export async function queueLotes(tx: Tx, jobs: JobQueue, company: number, userId: number, ids?: number[], simulate = false): Promise<{ lotes: number[]; jobs: number[] }> {
  const rows = await tx
    .select()
    .from(gnreLotes)
    .where(
      and(
        eq(gnreLotes.company, company),
        ids?.length ? inArray(gnreLotes.IdLote, ids) : or(isNull(gnreLotes.StLote), eq(gnreLotes.StLote, 999)),
        // A lote already on its way (a job waiting or running) is not queued twice.
        notExists(sql`(select 1 from ${jobs_} j where j.queue in (${GNRE_SEND_JOB.type}, ${GNRE_QUERY_JOB.type}) and j.state in ('created', 'active') and (j.data->>'lote')::int = ${gnreLotes.IdLote})`),
      ),
    )
    .orderBy(asc(gnreLotes.IdLote))
    .for('update');
  if (ids?.length) {
    const problems = ids.flatMap((id, i) => {
      const row = rows.find((r) => r.IdLote === id);
      if (!row) return [{ propertyPath: `lotes.${i}`, message: 'not_found' }];
      if (row.StLote === GNRE_NFE_CANCELADA) return [{ propertyPath: `lotes.${i}`, message: 'gnre_lote_sem_guias', params: { id: String(id) } }];
      return row.StLote !== null && row.StLote !== 999 ? [{ propertyPath: `lotes.${i}`, message: 'gnre_already_sent', params: { id: String(id) } }] : [];
    });
    if (problems.length) throw validationError(problems);
  }
  // The dry run answers the lotes it would queue, none included (the screen says there is nothing to send).
  if (simulate) return { lotes: rows.map((r) => r.IdLote), jobs: [] };
  if (!rows.length) throw violation('lotes', 'gnre_none_to_send');
  const queued: number[] = [];
  for (const row of rows) {
    queued.push(await jobs.send(GNRE_SEND_JOB, { lote: row.IdLote }, { company, createdBy: userId, maxAttempts: 3 }, tx));
  }
  return { lotes: rows.map((r) => r.IdLote), jobs: queued };
}

async function setGuides(db: Executor, lote: number, values: Partial<typeof gnres.$inferInsert>) {
  await db.update(gnres).set(values).where(eq(gnres.IdLote, lote));
}

/** The reception job: sends the lote; 100 stores the receipt and schedules the first query, another code is 999. */
export async function sendLote(database: Database, jobs: JobQueue, options: GnreOptions, data: { lote: number }, job: Pick<Job, 'attempts' | 'maxAttempts'>): Promise<unknown> {
  const { lote: id } = data;
  // The lote may have been queued before an NF-e of its guides was cancelled: those guides come out first.
  const lote = await inTransaction(database.db, async (tx) => {
    const [row] = await tx.select().from(gnreLotes).where(eq(gnreLotes.IdLote, id)).for('update');
    if (row && (await withdrawCancelled(tx, null, row))) return loteById(tx, id);
    return row;
  });
  if (!lote) return { skipped: true };
  if (lote.StLote === GNRE_NFE_CANCELADA) return { lote: id, skipped: true, reason: lote.DsSituacao };
  const [first] = await database.db.select({ CNPJEmitente: gnres.CNPJEmitente }).from(gnres).where(eq(gnres.IdLote, id)).limit(1);
  const client = new GnreClient(options, database.db, lote.company, first?.CNPJEmitente ?? '', await pfxGuardado(database.db, lote.company));
  let recepcao;
  try {
    recepcao = await client.receberLote(lote.DsXml);
  } catch (error) {
    if (job.attempts < job.maxAttempts) throw error;
    const why = `Falha no envio: ${error instanceof Error ? error.message : String(error)}`;
    await inTransaction(database.db, async (tx) => {
      await tx.update(gnreLotes).set({ StLote: 999, DsSituacao: why }).where(eq(gnreLotes.IdLote, id));
      await setGuides(tx, id, { StGnre: 999, DsMotivos: [{ codigo: '999', descricao: why }] });
    });
    return { lote: id, codigo: '999' };
  }
  await inTransaction(database.db, async (tx) => {
    if (recepcao.codigo === '100' && recepcao.recibo) {
      await tx
        .update(gnreLotes)
        .set({ StLote: 100, NrRecibo: recepcao.recibo, DsSituacao: recepcao.descricao, DtEnvio: sql`now()` as unknown as string, NrEnvios: sql`${gnreLotes.NrEnvios} + 1` as unknown as number })
        .where(eq(gnreLotes.IdLote, id));
      await setGuides(tx, id, { StGnre: 100, NrReciboGnre: recepcao.recibo, DsMotivos: [] });
      await jobs.send(GNRE_QUERY_JOB, { lote: id, first: null }, { company: lote.company, delayMs: options.waitMs, maxAttempts: 5 }, tx);
    } else {
      const why = `${recepcao.codigo} - ${recepcao.descricao}`;
      await tx.update(gnreLotes).set({ StLote: 999, DsSituacao: why, NrEnvios: sql`${gnreLotes.NrEnvios} + 1` as unknown as number }).where(eq(gnreLotes.IdLote, id));
      await setGuides(tx, id, { StGnre: 999, DsMotivos: [{ codigo: recepcao.codigo, descricao: recepcao.descricao }] });
    }
  });
  return { lote: id, codigo: recepcao.codigo, recibo: recepcao.recibo };
}

/** The result-query job: stores each guide's outcome and decides what comes next (ask again, send again, done). */
export async function queryLote(database: Database, jobs: JobQueue, options: GnreOptions, data: { lote: number; first: number | null }): Promise<unknown> {
  const lote = await loteById(database.db, data.lote);
  if (!lote?.NrRecibo) return { skipped: true };
  const rows = await database.db
    .select({ guide: gnres, CdReceita: receitas.CdReceita, cancelled: xmls.StCancelada })
    .from(gnres)
    .leftJoin(receitas, eq(receitas.IdReceita, gnres.IdReceita))
    .innerJoin(xmls, eq(xmls.IdXml, gnres.IdXml))
    .where(eq(gnres.IdLote, lote.IdLote))
    .orderBy(asc(gnres.IdGnre));
  const guides = rows.map((r) => ({ ...r.guide, CdReceita: r.CdReceita, cancelled: r.cancelled }));
  const client = new GnreClient(options, database.db, lote.company, guides[0]?.CNPJEmitente ?? '', await pfxGuardado(database.db, lote.company));
  const result = await client.consultarLote(lote.NrRecibo);
  const now = Date.now();
  const first = data.first ?? now;
  const codigo = Number(result.codigo);
  const { matched, unmatched } = matchResults(guides, result.guias);
  const pending = matched.filter((m) => m.result.situacaoGuia === '3' || m.result.situacaoGuia === '4').length;
  const note = unmatchedNote(unmatched);
  const step = nextStep(result.codigo, pending, now - first, options.waitMs);

  await inTransaction(database.db, async (tx) => {
    await tx
      .update(gnreLotes)
      .set({ StLote: Number.isFinite(codigo) ? codigo : 999, DsSituacao: [`${result.codigo} - ${result.descricao}`, note].filter(Boolean).join('. '), DtResultado: sql`now()` as unknown as string })
      .where(eq(gnreLotes.IdLote, lote.IdLote));
    if (!result.guias.length) await setGuides(tx, lote.IdLote, { StGnre: Number.isFinite(codigo) ? codigo : 999 });
    for (const { result: g, guide: row } of matched) {
      const motivos: MotivoRejeicao[] = g.motivos;
      await tx
        .update(gnres)
        .set({
          StGnre: stGnreOfGuide(g.situacaoGuia),
          StSituacaoGuia: g.situacaoGuia,
          CdBarras: g.codigoBarras,
          NrLinhaDigitavel: g.linhaDigitavel,
          NrControle: g.numeroControle,
          DsMotivos: motivos,
          ...(g.dataPagamento ? { DtPagamento: g.dataPagamento } : {}),
        })
        .where(eq(gnres.IdGnre, row.IdGnre));
      // The NF-e was cancelled while the portal had the lote: the approved guide is not to be paid (no title).
      if (row.cancelled) await settleCancelledGuide(tx, null, { ...row, StGnre: stGnreOfGuide(g.situacaoGuia), StSituacaoGuia: g.situacaoGuia, DsMotivos: motivos }, false);
      else if (g.situacaoGuia === '0' && !row.IdTitulo) await titleOfGuide(tx, row.IdGnre);
    }
    if (step.kind === 'ask-again') await jobs.send(GNRE_QUERY_JOB, { lote: lote.IdLote, first }, { company: lote.company, delayMs: step.afterMs, maxAttempts: 5 }, tx);
    if (step.kind === 'resend' && lote.NrEnvios < MAX_RECEPTIONS) await jobs.send(GNRE_SEND_JOB, { lote: lote.IdLote }, { company: lote.company, delayMs: step.afterMs, maxAttempts: 3 }, tx);
  });
  return { lote: lote.IdLote, codigo: result.codigo, next: step.kind };
}

/** The accounts payable title of an approved guide (linked both ways), with its revenue's nature when configured. */
export async function titleOfGuide(tx: Executor, IdGnre: number): Promise<number> {
  const [g] = await tx
    .select({ guide: gnres, receita: receitas, NrNf: xmls.NrNf })
    .from(gnres)
    .innerJoin(receitas, eq(receitas.IdReceita, gnres.IdReceita))
    .innerJoin(xmls, eq(xmls.IdXml, gnres.IdXml))
    .where(eq(gnres.IdGnre, IdGnre));
  const [natureza] = await tx.select().from(naturezaReceitas).where(and(eq(naturezaReceitas.company, g.guide.company), eq(naturezaReceitas.Receita, g.guide.IdReceita)));
  const IdTitulo = await createTitulo(tx, {
    company: g.guide.company,
    NrTitulo: `GNRE-${g.guide.IdGnre}`,
    NmTitulo: `GNRE ${g.guide.IdUf} receita ${g.receita.CdReceita} - NF ${g.NrNf}`.slice(0, 200),
    DtEmissao: g.guide.DtEmissao.slice(0, 10),
    DtVencimento: g.guide.DtVencimento,
    VlTitulo: g.guide.VlGnre,
    IdFormaPagamento: natureza?.IdFormaPagamento ?? null,
    IdCentroDeCusto: natureza?.IdCentroDeCusto ?? null,
    IdNaturezaLancamento: natureza?.IdNaturezaLancamento ?? null,
    DsAgrupamento: `GNRE ${g.guide.IdUf}`,
    IdGnre: g.guide.IdGnre,
  });
  await tx.update(gnres).set({ IdTitulo }).where(eq(gnres.IdGnre, IdGnre));
  return IdTitulo;
}

/** Invoices of the company that owe guides they do not have yet (for the screen's counter). */
export function invoicesWithoutGuides(company: number) {
  return and(eq(xmls.company, company), eq(xmls.StCancelada, false), notExists(sql`(select 1 from ${gnres} g where g.id_xml = ${xmls.IdXml})`));
}

// ------------------------------------------------------------------ a cancelled NF-e's guides

type Guide = typeof gnres.$inferSelect;

/** A guide's new state and one more reason (the portal's, if any, kept before it), with its audit row. */
async function markGuide(tx: Tx, ctx: RequestContext | null, guide: Guide, values: { StGnre: number; IdLote?: null }, reason: string): Promise<void> {
  const DsMotivos: MotivoRejeicao[] = [...guide.DsMotivos, { codigo: String(values.StGnre), descricao: reason }];
  await tx.update(gnres).set({ ...values, DsMotivos }).where(eq(gnres.IdGnre, guide.IdGnre));
  await audit(tx, { ctx, company: guide.company, entity: 'Gnre', id: guide.IdGnre, action: 'update', before: { StGnre: guide.StGnre, IdLote: guide.IdLote }, after: { ...values, motivo: reason } });
}

/**
 * Takes out of a lote the portal has not received (locked by the caller) the guides whose NF-e was cancelled: they
 * leave it (901, the reason naming the lote) and its XML is built again from the others, as generateGnres builds it;
 * a lote left without guides is marked 901 and never sent. Answers how many came out.
 */
async function withdrawCancelled(tx: Tx, ctx: RequestContext | null, lote: typeof gnreLotes.$inferSelect): Promise<number> {
  const rows = await tx
    .select({ guide: gnres, invoice: xmls, CdReceita: receitas.CdReceita })
    .from(gnres)
    .innerJoin(xmls, eq(xmls.IdXml, gnres.IdXml))
    .innerJoin(receitas, eq(receitas.IdReceita, gnres.IdReceita))
    .where(eq(gnres.IdLote, lote.IdLote))
    .orderBy(asc(gnres.IdGnre));
  const out = rows.filter((r) => r.invoice.StCancelada);
  if (!out.length) return 0;
  for (const { guide } of out) await markGuide(tx, ctx, guide, { StGnre: GNRE_NFE_CANCELADA, IdLote: null }, cancelledGuideReason.withdrawn(lote.IdLote));
  const rest = rows.filter((r) => !r.invoice.StCancelada);
  if (rest.length) {
    const lines = await configLines(tx, lote.company);
    await tx.update(gnreLotes).set({ DsXml: loteXml(rest.map((r) => guideForLote(r.guide, r.invoice, lines, r.CdReceita))) }).where(eq(gnreLotes.IdLote, lote.IdLote));
  } else {
    await tx.update(gnreLotes).set({ StLote: GNRE_NFE_CANCELADA, DsSituacao: cancelledGuideReason.emptyLote() }).where(eq(gnreLotes.IdLote, lote.IdLote));
  }
  await audit(tx, { ctx, company: lote.company, entity: 'GnreLote', id: lote.IdLote, action: 'update', after: { retiradas: out.map((r) => r.guide.IdGnre), guias: rest.length } });
  return out.length;
}

/** An approved guide of a cancelled NF-e: its payable title withdrawn through finance (901), or, when the ERP has it, the guide says so (902). */
async function settleCancelledGuide(tx: Tx, ctx: RequestContext | null, guide: Guide, loteOpen: boolean): Promise<void> {
  const step = cancelledGuideStep(guide, loteOpen);
  if (step === 'flag') await markGuide(tx, ctx, guide, { StGnre: GNRE_NFE_CANCELADA }, cancelledGuideReason.approvedWithoutTitle());
  if (step !== 'cancel-title') return;
  const titulo = await withdrawTitulo(tx, ctx, guide.IdTitulo!, `GNRE ${guide.IdGnre}: NF-e cancelada, a guia não é mais devida`);
  if (titulo.withdrawn) await markGuide(tx, ctx, guide, { StGnre: GNRE_NFE_CANCELADA }, cancelledGuideReason.titleWithdrawn(titulo.NrTitulo));
  else await markGuide(tx, ctx, guide, { StGnre: GNRE_NFE_CANCELADA_NO_ERP }, cancelledGuideReason.titleInErp(titulo.NrTitulo));
}

/**
 * What a cancelled NF-e's guides become (cancelledGuideStep), in the cancellation's transaction: out of the lotes the
 * portal has not received and no job is sending (their XML built again), their payable titles withdrawn when the ERP
 * does not have them yet. A lote the portal already has is settled by the result query. Called by both ways an
 * invoice is cancelled (our own NF-e's event registered by SEFAZ, an imported cancellation event).
 */
export async function gnresOfCancelledInvoice(tx: Tx, ctx: RequestContext | null, company: number, IdXml: number): Promise<void> {
  const guides = await tx.select().from(gnres).where(and(eq(gnres.company, company), eq(gnres.IdXml, IdXml))).orderBy(asc(gnres.IdGnre)).for('update');
  const loteIds = [...new Set(guides.flatMap((g) => (g.IdLote ? [g.IdLote] : [])))];
  const lotes = loteIds.length ? await tx.select().from(gnreLotes).where(inArray(gnreLotes.IdLote, loteIds)).orderBy(asc(gnreLotes.IdLote)).for('update') : [];
  // A job running a lote may be talking to the portal right now: its guides stay, the result query settles them.
  const sending = loteIds.length
    ? await tx.select({ lote: sql<number>`(${jobs_.data}->>'lote')::int` }).from(jobs_).where(and(inArray(jobs_.queue, [GNRE_SEND_JOB.type, GNRE_QUERY_JOB.type]), eq(jobs_.state, 'active'), inArray(sql`(${jobs_.data}->>'lote')::int`, loteIds)))
    : [];
  const open = new Set(lotes.filter((l) => loteStillOpen(l.StLote, sending.some((j) => Number(j.lote) === l.IdLote))).map((l) => l.IdLote));
  for (const lote of lotes) if (open.has(lote.IdLote) && guides.some((g) => g.IdLote === lote.IdLote && cancelledGuideStep(g, true) === 'withdraw')) await withdrawCancelled(tx, ctx, lote);
  for (const guide of guides) await settleCancelledGuide(tx, ctx, guide, guide.IdLote !== null && open.has(guide.IdLote));
}
