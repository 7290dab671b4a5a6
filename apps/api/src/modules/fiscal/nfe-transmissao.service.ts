/**
 * Transmission of the issued NF-e and of their events to SEFAZ, as durable jobs (nfe-sefaz.adapter.ts):
 * - an invoice 'assinada' goes in a lote of one (indSinc 1); 104 brings its protocol at once, 103 a receipt queried
 *   later ('transmitida'). 100 makes it 'autorizada' (nfeProc kept, aoAutorizarNfe in the same transaction);
 *   110/301/302/303 'denegada' (the number is used); 204 is checked with NFeConsultaProtocolo4 (our own invoice,
 *   authorised before the answer was lost); any other cStat 'rejeitada' with cStat and xMotivo, to be fixed and sent
 *   again (reenviarNfe: rebuilt from the order with the same series and number).
 * - events 'assinado' (cancellation, correction letter) go to NFeRecepcaoEvento4, voidings to NFeInutilizacao4;
 *   registered (135/136/155, 102) they keep the protocol and procEventoNFe / ProcInutNFe; a registered cancellation
 *   makes the invoice 'cancelada' and calls aoCancelarNfe with the user's choice for the order.
 * When SEFAZ cannot be reached the job counts the attempt, says so on the row ("SEFAZ fora do ar: ... nova
 * tentativa às HH:MM") and comes back after a growing wait (nfe-sefaz.rules.ts ESPERAS_MS), for as long as it takes.
 * Companies with a demo certificate (not ICP-Brasil) are sent to the local simulator (sefaz-simulador.ts) unless
 * NFE_URL says otherwise; real certificates always go to the real addresses.
 */
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { findUf, type DestinoCancelamento } from '@backoffice/domain';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import { jobs as jobsTable } from '../../platform/jobs/jobs.table.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { certificados, NFE_ASSINADA, NFE_AUTORIZADA, NFE_CANCELADA, NFE_DENEGADA, NFE_INUTILIZADA, NFE_REJEITADA, NFE_TRANSMITIDA, nfeEmitidaItens, nfeEmitidas } from './fiscal.table.ts';
import { EVENTO_ASSINADO, EVENTO_REGISTRADO, EVENTO_REJEITADO, EVENTO_TRANSMITIDO, TP_CANCELAMENTO, TP_INUTILIZACAO, nfeEventos } from './nfe-eventos.table.ts';
import { pfxDaEmpresa, pfxDaPasta } from './certificado.service.ts';
import { assinarNfe, dataHoraEmissao, nfeOptionsFromEnv, prepararNfe, type NfeOptions } from './nfe-emissao.service.ts';
import type { DadosNfe } from './nfe-emissao.rules.ts';
import { aoAutorizarNfe, aoCancelarNfe } from './nfe-autorizacao.service.ts';
import { FalhaComunicacao, MensagemInvalida, SefazClient, sefazOptionsFromEnv, type SefazOptions } from './nfe-sefaz.adapter.ts';
import {
  consultaRecibo,
  consultaSituacao,
  desfecho,
  digestDaNfe,
  esperaAposFalha,
  eventoRegistrado,
  leRetornoEvento,
  leRetornoInutilizacao,
  leRetornoLote,
  leRetornoRecibo,
  leRetornoSituacao,
  loteNfe,
  mensagemFalha,
  nfeProc,
  procEvento,
  procInutilizacao,
  protocolo,
  servicoParalisado,
  valor,
  type Protocolo,
} from './nfe-sefaz.rules.ts';
import { autorizadorDaEmissao, contingenciaDaUf, urlDoServico, type ServicoNfe } from './nfe-sefaz.urls.ts';
import { NOME_SIMULADOR, protNFe, simuladorDeDemonstracao } from './sefaz-simulador.ts';

type Nfe = typeof nfeEmitidas.$inferSelect;
type Evento = typeof nfeEventos.$inferSelect;

export const NFE_TRANSMIT_JOB = defineJob<{ nfe: number }>({
  type: 'nfe-transmitir',
  run: ({ data, queue, deps }) => transmitirNfe(deps.database, queue, sefazOptionsFromEnv(deps.settings.env), nfeOptionsFromEnv(deps.settings.env), data.nfe),
});
export const NFE_EVENT_JOB = defineJob<{ evento: number }>({
  type: 'nfe-evento-transmitir',
  run: ({ data, queue, deps }) => transmitirEvento(deps.database, queue, sefazOptionsFromEnv(deps.settings.env), nfeOptionsFromEnv(deps.settings.env), data.evento),
});

/** A job of this queue for this row is waiting or running. */
async function pendente(db: Executor, queue: string, key: 'nfe' | 'evento', id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(and(eq(jobsTable.queue, queue), inArray(jobsTable.state, ['created', 'active']), sql`(${jobsTable.data}->>${key})::int = ${id}`))
    .limit(1);
  return Boolean(row);
}

/** Queues the invoice's transmission (once: a waiting job is not doubled), in the caller's transaction. */
export async function enfileirarTransmissao(db: Tx, jobs: JobQueue, nfe: Pick<Nfe, 'IdNfe' | 'company'>, user: number | null): Promise<void> {
  if (await pendente(db, NFE_TRANSMIT_JOB.type, 'nfe', nfe.IdNfe)) return;
  await jobs.send(NFE_TRANSMIT_JOB, { nfe: nfe.IdNfe }, { company: nfe.company, createdBy: user ?? undefined, maxAttempts: 3 }, db);
}

/** Queues an event's or voiding's transmission, in the caller's transaction. */
export async function enfileirarEvento(db: Tx, jobs: JobQueue, evento: Pick<Evento, 'IdEvento' | 'company'>, user: number | null): Promise<void> {
  if (await pendente(db, NFE_EVENT_JOB.type, 'evento', evento.IdEvento)) return;
  await jobs.send(NFE_EVENT_JOB, { evento: evento.IdEvento }, { company: evento.company, createdBy: user ?? undefined, maxAttempts: 3 }, db);
}

/** Where a company's messages go: the client with its certificate, the address of each service, and a label when it is not the real SEFAZ. */
interface Destino {
  client: SefazClient;
  url: (servico: ServicoNfe) => string;
  rotulo: string | null;
}

async function destino(db: Executor, sefaz: SefazOptions, nfeOptions: NfeOptions, company: number, cnpj: string, uf: string, tpEmis: string, ambiente: '1' | '2'): Promise<Destino> {
  const pfx = await pfxDaEmpresa(db, company, cnpj, nfeOptions.certDir);
  let base = sefaz.url;
  let rotulo: string | null = null;
  if (!base && !pfxDaPasta(nfeOptions.certDir, cnpj)) {
    const [cert] = await db.select({ demo: certificados.StDemonstracao }).from(certificados).where(eq(certificados.company, company));
    // The real SEFAZ refuses a self-signed certificate: the demo goes to the local simulator, labelled as such.
    if (cert?.demo) {
      base = (await simuladorDeDemonstracao(db)).url;
      rotulo = NOME_SIMULADOR;
    }
  }
  const autorizador = autorizadorDaEmissao(uf, tpEmis);
  return { client: new SefazClient(sefaz, db, company, pfx), url: (servico) => urlDoServico(autorizador, ambiente, servico, base), rotulo };
}

const ufDaChave = (chave: string) => findUf(chave.slice(0, 2))?.uf ?? 'SP';
const idLote = () => String(Date.now()).slice(-15);
const SET_NOW = sql`now()` as unknown as string;

/** SEFAZ could not be reached: the attempt is counted, the row says when the next one is, the job comes back then. */
async function falhou(database: Database, jobs: JobQueue, nfe: Nfe, motivo: string, dest: Destino, limite: { sefaz: SefazOptions; nfe: NfeOptions }): Promise<unknown> {
  const tentativas = nfe.NrTentativas + 1;
  const rotulo = dest.rotulo;
  if (limite.sefaz.falhasParaContingencia > 0 && tentativas >= limite.sefaz.falhasParaContingencia && nfe.StNfe === NFE_ASSINADA && nfe.TpEmissao === '1') {
    if (await entraEmContingencia(database, jobs, limite.nfe, nfe, motivo, tentativas)) return { nfe: nfe.IdNfe, falha: motivo, contingencia: true };
  }
  const espera = esperaAposFalha(tentativas);
  const texto = mensagemFalha(motivo, new Date(Date.now() + espera), rotulo);
  await inTransaction(database.db, async (tx) => {
    await tx.update(nfeEmitidas).set({ NrTentativas: tentativas, DsErroTransmissao: texto }).where(eq(nfeEmitidas.IdNfe, nfe.IdNfe));
    await jobs.send(NFE_TRANSMIT_JOB, { nfe: nfe.IdNfe }, { company: nfe.company, delayMs: espera, maxAttempts: 3 }, tx);
  });
  return { nfe: nfe.IdNfe, falha: motivo, esperaMs: espera };
}

/** Records SEFAZ's answer about the invoice (its protNFe) in one transaction, with what authorisation changes. */
async function registraProtocolo(database: Database, nfe: Nfe, prot: Protocolo, tentativas: number, rotulo: string | null): Promise<string> {
  await inTransaction(database.db, (tx) => gravaProtocolo(tx, nfe, prot, tentativas, rotulo));
  return desfecho(prot.cStat);
}

/** SEFAZ's answer about the invoice recorded in the caller's transaction (aoAutorizarNfe when authorised). */
async function gravaProtocolo(tx: Tx, nfe: Nfe, prot: Protocolo, tentativas: number, rotulo: string | null): Promise<void> {
  const outcome = desfecho(prot.cStat);
  // Who answered is said when it is not the real SEFAZ (the demo's simulator).
  const base = { CdStatus: prot.cStat, DsMotivo: rotulo ? `${prot.xMotivo} (${rotulo})` : prot.xMotivo, DsErroTransmissao: null, NrRecibo: null, NrTentativas: tentativas };
  // Only a row still waiting for SEFAZ takes the answer (a second job with the same answer changes nothing).
  const waiting = and(eq(nfeEmitidas.IdNfe, nfe.IdNfe), inArray(nfeEmitidas.StNfe, [NFE_ASSINADA, NFE_TRANSMITIDA]));
  if (outcome === 'autorizada') {
    const [row] = await tx
      .update(nfeEmitidas)
      .set({ ...base, StNfe: NFE_AUTORIZADA, DsXml: nfeProc(nfe.DsXml, prot.xml), NrProtocolo: prot.nProt, DtAutorizacao: prot.dhRecbto ?? SET_NOW })
      .where(waiting)
      .returning();
    if (row) await aoAutorizarNfe(tx, row, nfe.IdUsuario);
  } else if (outcome === 'denegada') {
    await tx
      .update(nfeEmitidas)
      .set({ ...base, StNfe: NFE_DENEGADA, DsXml: nfeProc(nfe.DsXml, prot.xml), NrProtocolo: prot.nProt })
      .where(waiting);
  } else {
    await tx.update(nfeEmitidas).set({ ...base, StNfe: NFE_REJEITADA }).where(waiting);
  }
}

/**
 * A demo invoice authorised in the caller's transaction (the demo data's): the local simulator's authorisation of it
 * (its protNFe, cStat 100, as the simulator writes it) recorded as the transmission job records SEFAZ's answer, with
 * aoAutorizarNfe. Without the round trip to the simulator, whose lote is checked against the schema at both ends
 * (seconds per invoice), so that the demo, built for every test run, stays quick.
 */
export async function autorizarDemonstracao(tx: Tx, nfe: Nfe): Promise<void> {
  // A protocol of 15 digits as SEFAZ makes them: environment, UF, year, then a sequence (here the invoice's id).
  const nProt = `${nfe.TpAmbiente}${nfe.NrChave.slice(0, 2)}${nfe.NrChave.slice(2, 4)}${String(nfe.IdNfe).padStart(10, '0')}`;
  const prot = protocolo(protNFe(nfe.DsXml, nfe.TpAmbiente, '100', 'Autorizado o uso da NF-e', nProt))!;
  await gravaProtocolo(tx, nfe, prot, nfe.NrTentativas + 1, NOME_SIMULADOR);
}

async function rejeita(database: Database, nfe: Nfe, cStat: string | null, xMotivo: string, tentativas: number): Promise<unknown> {
  await database.db
    .update(nfeEmitidas)
    .set({ StNfe: NFE_REJEITADA, CdStatus: cStat, DsMotivo: xMotivo, DsErroTransmissao: null, NrRecibo: null, NrTentativas: tentativas })
    .where(and(eq(nfeEmitidas.IdNfe, nfe.IdNfe), inArray(nfeEmitidas.StNfe, [NFE_ASSINADA, NFE_TRANSMITIDA])));
  return { nfe: nfe.IdNfe, cStat, xMotivo };
}

/**
 * A duplicate (204: this key is already authorised; 539: this number with another key). The key is queried:
 * when SEFAZ has our own invoice (the same digest) authorised, the answer had been lost and it is authorised now;
 * otherwise the rejection stands with SEFAZ's words.
 */
async function duplicada(database: Database, dest: Destino, nfe: Nfe, prot: Protocolo, tentativas: number): Promise<unknown> {
  if (prot.cStat === '204') {
    const sit = leRetornoSituacao(await dest.client.chamar('consulta', dest.url('consulta'), 'consSitNFe_v4.00.xsd', consultaSituacao(nfe.TpAmbiente, nfe.NrChave)));
    if (sit.protNFe && desfecho(sit.protNFe.cStat) === 'autorizada' && sit.protNFe.digVal === digestDaNfe(nfe.DsXml)) {
      await registraProtocolo(database, nfe, sit.protNFe, tentativas, dest.rotulo);
      return { nfe: nfe.IdNfe, cStat: sit.protNFe.cStat, consulta: true };
    }
  }
  return rejeita(database, nfe, prot.cStat, prot.xMotivo, tentativas);
}

/** The transmission job of one invoice: send (or query the receipt), then record the answer or the failure. */
export async function transmitirNfe(database: Database, jobs: JobQueue, sefaz: SefazOptions, nfeOptions: NfeOptions, id: number): Promise<unknown> {
  const [nfe] = await database.db.select().from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, id));
  if (!nfe || (nfe.StNfe !== NFE_ASSINADA && nfe.StNfe !== NFE_TRANSMITIDA)) return { skipped: true };
  const dest = await destino(database.db, sefaz, nfeOptions, nfe.company, nfe.NrChave.slice(6, 20), ufDaChave(nfe.NrChave), nfe.TpEmissao, nfe.TpAmbiente as '1' | '2');
  const limite = { sefaz, nfe: nfeOptions };
  try {
    if (nfe.StNfe === NFE_TRANSMITIDA && nfe.NrRecibo) {
      const r = leRetornoRecibo(await dest.client.chamar('retAutorizacao', dest.url('retAutorizacao'), 'consReciNFe_v4.00.xsd', consultaRecibo(nfe.TpAmbiente, nfe.NrRecibo)));
      if (servicoParalisado(r.cStat)) return falhou(database, jobs, nfe, `${r.cStat} - ${r.xMotivo}`, dest, limite);
      if (r.cStat === '105') {
        // Still in processing: asked again shortly, the invoice stays 'transmitida'.
        await inTransaction(database.db, async (tx) => {
          await tx.update(nfeEmitidas).set({ CdStatus: r.cStat, DsMotivo: r.xMotivo }).where(eq(nfeEmitidas.IdNfe, nfe.IdNfe));
          await jobs.send(NFE_TRANSMIT_JOB, { nfe: nfe.IdNfe }, { company: nfe.company, delayMs: 5000, maxAttempts: 3 }, tx);
        });
        return { nfe: nfe.IdNfe, cStat: r.cStat };
      }
      if (r.cStat === '104' && r.protNFe) return handleProt(database, dest, nfe, r.protNFe, nfe.NrTentativas);
      return rejeita(database, nfe, r.cStat, r.xMotivo, nfe.NrTentativas);
    }
    const tentativas = nfe.NrTentativas + 1;
    const r = leRetornoLote(await dest.client.chamar('autorizacao', dest.url('autorizacao'), 'enviNFe_v4.00.xsd', loteNfe(nfe.DsXml, idLote())));
    if (r.cStat === '103' && r.nRec) {
      const espera = Math.max(1, r.tMed ?? 1) * 1000;
      await inTransaction(database.db, async (tx) => {
        await tx
          .update(nfeEmitidas)
          .set({ StNfe: NFE_TRANSMITIDA, NrRecibo: r.nRec, CdStatus: r.cStat, DsMotivo: r.xMotivo, DsErroTransmissao: null, NrTentativas: tentativas })
          .where(eq(nfeEmitidas.IdNfe, nfe.IdNfe));
        await jobs.send(NFE_TRANSMIT_JOB, { nfe: nfe.IdNfe }, { company: nfe.company, delayMs: espera, maxAttempts: 3 }, tx);
      });
      return { nfe: nfe.IdNfe, cStat: r.cStat, nRec: r.nRec };
    }
    if (r.protNFe) return handleProt(database, dest, nfe, r.protNFe, tentativas);
    if (servicoParalisado(r.cStat)) return falhou(database, jobs, nfe, `${r.cStat} - ${r.xMotivo}`, dest, limite);
    return rejeita(database, nfe, r.cStat, r.xMotivo, tentativas);
  } catch (error) {
    if (error instanceof FalhaComunicacao) return falhou(database, jobs, nfe, error.message, dest, limite);
    if (error instanceof MensagemInvalida) return rejeita(database, nfe, null, error.message, nfe.NrTentativas);
    throw error;
  }
}

async function handleProt(database: Database, dest: Destino, nfe: Nfe, prot: Protocolo, tentativas: number): Promise<unknown> {
  if (desfecho(prot.cStat) === 'duplicada') return duplicada(database, dest, nfe, prot, tentativas);
  return { nfe: nfe.IdNfe, cStat: prot.cStat, desfecho: await registraProtocolo(database, nfe, prot, tentativas, dest.rotulo) };
}

/**
 * Sends a rejected invoice again (or one signed and not sent): rebuilt from the order as it is now (the client's
 * address fixed, say) with the same series, number and cNF, signed, validated, 'assinada' again and queued.
 */
export async function reenviarNfe(db: Tx, jobs: JobQueue, company: number, id: number, user: number | null, options: NfeOptions): Promise<Nfe> {
  const [nfe] = await db
    .select()
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.IdNfe, id), eq(nfeEmitidas.company, company)))
    .for('update');
  if (!nfe) throw notFound();
  if (nfe.StNfe !== NFE_REJEITADA && nfe.StNfe !== NFE_ASSINADA) throw violation('StNfe', 'nfe_transmit_state', { status: nfe.StNfe });
  // Its number given up by a voiding on its way to SEFAZ (or registered): it is not sent under that number again.
  const [inutilizacao] = await db
    .select({ id: nfeEventos.IdEvento })
    .from(nfeEventos)
    .where(
      and(
        eq(nfeEventos.company, company),
        eq(nfeEventos.TpEvento, TP_INUTILIZACAO),
        eq(nfeEventos.NrSerie, nfe.NrSerie),
        lte(nfeEventos.NrInicial, nfe.NrNota),
        gte(nfeEventos.NrFinal, nfe.NrNota),
        ne(nfeEventos.StEvento, EVENTO_REJEITADO),
      ),
    )
    .limit(1);
  if (inutilizacao) throw violation('StNfe', 'nfe_number_voided', { numero: nfe.NrNota, serie: nfe.NrSerie });
  const row = await reconstroi(db, nfe, options.certDir, null, { CdStatus: null, DsMotivo: null, DsErroTransmissao: null });
  await enfileirarTransmissao(db, jobs, row, user);
  return row;
}

/**
 * The invoice built again from its order (its own quantities not counted as invoiced) with the same series, number
 * and cNF, signed and validated; in contingency when `contingencia` says (another tpEmis, so another key).
 */
async function reconstroi(db: Tx, nfe: Nfe, certDir: string | null, contingencia: DadosNfe['contingencia'] | null, extra: Partial<Nfe>): Promise<Nfe> {
  const items = await db.select().from(nfeEmitidaItens).where(eq(nfeEmitidaItens.IdNfe, nfe.IdNfe)).orderBy(nfeEmitidaItens.NrItem);
  const preparo = await prepararNfe(db, nfe.company, nfe.CodPedido, items.map((i) => ({ IdItem: i.IdPedidoVendaItem, Qt: i.QtFaturada })), { ambiente: nfe.TpAmbiente as '1' | '2' }, nfe.IdNfe);
  const draft = contingencia ? { ...preparo.draft, contingencia } : preparo.draft;
  const { chave, xml, vNF } = await assinarNfe(db, nfe.company, { ...preparo, draft }, { serie: nfe.NrSerie, nNF: nfe.NrNota, cNF: nfe.NrChave.slice(35, 43) }, certDir);
  const [row] = await db
    .update(nfeEmitidas)
    .set({ ...extra, NrChave: chave, DsXml: xml, VlNota: vNF.toFixed(2), StNfe: NFE_ASSINADA, NrRecibo: null, TpEmissao: contingencia?.tpEmis ?? '1' })
    .where(eq(nfeEmitidas.IdNfe, nfe.IdNfe))
    .returning();
  await db.delete(nfeEmitidaItens).where(eq(nfeEmitidaItens.IdNfe, nfe.IdNfe));
  await db.insert(nfeEmitidaItens).values(preparo.stored.map((s, i) => ({ IdNfe: nfe.IdNfe, IdPedidoVendaItem: s.id, NrItem: i + 1, QtFaturada: s.qt.toFixed(3), DsValores: s.valores })));
  return row;
}

/**
 * After `falhasParaContingencia` failures, an invoice SEFAZ never answered is issued again in its state's
 * contingency (SVC-AN tpEmis 6 / SVC-RS tpEmis 7: another key, dhCont and xJust in ide), the same number, and sent
 * there at once. False when it cannot (already in contingency, answered, or the order no longer builds).
 */
async function entraEmContingencia(database: Database, jobs: JobQueue, nfeOptions: NfeOptions, nfe: Nfe, motivo: string, tentativas: number): Promise<boolean> {
  const svc = contingenciaDaUf(ufDaChave(nfe.NrChave));
  const nome = svc.autorizador === 'SVCAN' ? 'SVC-AN' : 'SVC-RS';
  try {
    return await inTransaction(database.db, async (tx) => {
      const [row] = await tx.select().from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, nfe.IdNfe)).for('update');
      if (!row || row.StNfe !== NFE_ASSINADA || row.TpEmissao !== '1') return false;
      const xJust = `SEFAZ autorizadora fora do ar (${motivo}) apos ${tentativas} tentativas`;
      await reconstroi(tx, row, nfeOptions.certDir, { tpEmis: svc.tpEmis, dhCont: dataHoraEmissao(), xJust }, {
        NrTentativas: tentativas,
        CdStatus: null,
        DsMotivo: null,
        DsErroTransmissao: `SEFAZ fora do ar: ${motivo}; emitida em contingência ${nome}`,
      });
      await jobs.send(NFE_TRANSMIT_JOB, { nfe: nfe.IdNfe }, { company: nfe.company, maxAttempts: 3 }, tx);
      return true;
    });
  } catch {
    // The order no longer builds an invoice (changed meanwhile): the normal authoriser is tried again.
    return false;
  }
}

/** Sends again an event SEFAZ rejected or that is still waiting (the same signed XML). */
export async function reenviarEvento(db: Tx, jobs: JobQueue, company: number, id: number, user: number | null): Promise<Evento> {
  const [evento] = await db
    .select()
    .from(nfeEventos)
    .where(and(eq(nfeEventos.IdEvento, id), eq(nfeEventos.company, company)))
    .for('update');
  if (!evento) throw notFound();
  if (evento.StEvento === EVENTO_REGISTRADO) throw violation('StEvento', 'nfe_evento_transmit_state', { status: evento.StEvento });
  const [row] = await db.update(nfeEventos).set({ StEvento: EVENTO_ASSINADO, DsErroTransmissao: null }).where(eq(nfeEventos.IdEvento, id)).returning();
  await enfileirarEvento(db, jobs, row, user);
  return row;
}

/** The transmission job of an event (cancellation, correction letter) or of a voiding. */
/** The invoices of the company in a voiding's range of numbers of its series. */
const faixaDoEvento = (evento: Evento) =>
  and(eq(nfeEmitidas.company, evento.company), eq(nfeEmitidas.NrSerie, evento.NrSerie ?? -1), gte(nfeEmitidas.NrNota, evento.NrInicial ?? 0), lte(nfeEmitidas.NrNota, evento.NrFinal ?? -1));

export async function transmitirEvento(database: Database, jobs: JobQueue, sefaz: SefazOptions, nfeOptions: NfeOptions, id: number): Promise<unknown> {
  const [evento] = await database.db.select().from(nfeEventos).where(eq(nfeEventos.IdEvento, id));
  if (!evento || (evento.StEvento !== EVENTO_ASSINADO && evento.StEvento !== EVENTO_TRANSMITIDO)) return { skipped: true };
  const [nfe] = evento.IdNfe ? await database.db.select().from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, evento.IdNfe)) : [];
  const inutilizacao = evento.TpEvento === TP_INUTILIZACAO;
  const cnpj = valor(evento.DsXml, 'CNPJ') ?? '';
  const uf = nfe ? ufDaChave(nfe.NrChave) : (findUf(valor(evento.DsXml, 'cUF') ?? '')?.uf ?? 'SP');
  const ambiente = (valor(evento.DsXml, 'tpAmb') === '1' ? '1' : '2') as '1' | '2';
  const dest = await destino(database.db, sefaz, nfeOptions, evento.company, cnpj, uf, nfe?.TpEmissao ?? '1', ambiente);
  const tentativas = evento.NrTentativas + 1;
  const registro = { NrTentativas: tentativas, DsErroTransmissao: null };
  try {
    if (inutilizacao) {
      const r = leRetornoInutilizacao(await dest.client.chamar('inutilizacao', dest.url('inutilizacao'), 'inutNFe_v4.00.xsd', evento.DsXml));
      if (servicoParalisado(r.cStat)) return falhouEvento(database, jobs, evento, `${r.cStat} - ${r.xMotivo}`, dest.rotulo);
      const ok = r.cStat === '102';
      await inTransaction(database.db, async (tx) => {
        await tx
          .update(nfeEventos)
          .set({ ...registro, StEvento: ok ? EVENTO_REGISTRADO : EVENTO_REJEITADO, CdStatus: r.cStat, DsMotivo: r.xMotivo, ...(ok ? { NrProtocolo: r.nProt, DtRegistro: r.dhRecbto ?? SET_NOW, DsXmlRetorno: procInutilizacao(evento.DsXml, r.xml) } : {}) })
          .where(eq(nfeEventos.IdEvento, id));
        // The rejected invoices the range gave up: their number is SEFAZ's voided one now, their quantities free.
        if (ok) await tx.update(nfeEmitidas).set({ StNfe: NFE_INUTILIZADA }).where(and(faixaDoEvento(evento), eq(nfeEmitidas.StNfe, NFE_REJEITADA)));
      });
      return { evento: id, cStat: r.cStat };
    }
    const schema = evento.TpEvento === TP_CANCELAMENTO ? 'envEventoCancNFe_v1.00.xsd' : 'envCCe_v1.00.xsd';
    const r = leRetornoEvento(await dest.client.chamar('evento', dest.url('evento'), schema, evento.DsXml));
    if (servicoParalisado(r.cStatLote)) return falhouEvento(database, jobs, evento, `${r.cStatLote} - ${r.xMotivoLote}`, dest.rotulo);
    const ok = r.cStatLote === '128' && eventoRegistrado(r.cStat) && Boolean(r.xml);
    await inTransaction(database.db, async (tx) => {
      await tx
        .update(nfeEventos)
        .set({ ...registro, StEvento: ok ? EVENTO_REGISTRADO : EVENTO_REJEITADO, CdStatus: r.cStat, DsMotivo: r.xMotivo, ...(ok ? { NrProtocolo: r.nProt, DtRegistro: r.dhRegEvento ?? SET_NOW, DsXmlRetorno: procEvento(evento.DsXml, r.xml!) } : {}) })
        .where(eq(nfeEventos.IdEvento, id));
      if (ok && evento.TpEvento === TP_CANCELAMENTO && nfe) {
        const [row] = await tx
          .update(nfeEmitidas)
          .set({ StNfe: NFE_CANCELADA, CdStatus: r.cStat, DsMotivo: r.xMotivo })
          .where(and(eq(nfeEmitidas.IdNfe, nfe.IdNfe), eq(nfeEmitidas.StNfe, NFE_AUTORIZADA)))
          .returning();
        if (row) await aoCancelarNfe(tx, row, (evento.DsDestino ?? 'reabrir') as DestinoCancelamento, evento.IdUsuario);
      }
    });
    return { evento: id, cStat: r.cStat };
  } catch (error) {
    if (error instanceof FalhaComunicacao) return falhouEvento(database, jobs, evento, error.message, dest.rotulo);
    if (error instanceof MensagemInvalida) {
      await database.db.update(nfeEventos).set({ ...registro, StEvento: EVENTO_REJEITADO, CdStatus: null, DsMotivo: error.message }).where(eq(nfeEventos.IdEvento, id));
      return { evento: id, invalido: error.message };
    }
    throw error;
  }
}

async function falhouEvento(database: Database, jobs: JobQueue, evento: Evento, motivo: string, rotulo: string | null): Promise<unknown> {
  const tentativas = evento.NrTentativas + 1;
  const espera = esperaAposFalha(tentativas);
  const texto = mensagemFalha(motivo, new Date(Date.now() + espera), rotulo);
  await inTransaction(database.db, async (tx) => {
    await tx.update(nfeEventos).set({ NrTentativas: tentativas, DsErroTransmissao: texto }).where(eq(nfeEventos.IdEvento, evento.IdEvento));
    await jobs.send(NFE_EVENT_JOB, { evento: evento.IdEvento }, { company: evento.company, delayMs: espera, maxAttempts: 3 }, tx);
  });
  return { evento: evento.IdEvento, falha: motivo, esperaMs: espera };
}
