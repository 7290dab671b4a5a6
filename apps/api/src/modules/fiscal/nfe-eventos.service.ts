/**
 * Events of the issued NF-e (cancellation, correction letter) and the voiding of number ranges: built
 * (nfe-eventos.rules.ts), signed with the company's A1 certificate over infEvento / infInut, validated against the
 * official schema and stored in nfe_eventos as 'assinado', in the operation's transaction. Sending them to SEFAZ
 * (and what its answer changes on the invoice) is a later step.
 */
import { and, asc, eq, getTableColumns, gte, lte, max } from 'drizzle-orm';
import { formatDateTime, PARADA_SAIU, xsdParams, type DestinoCancelamento } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { addresses, people } from '../pessoas/index.ts';
import { roteiroPedidos } from '../roteiro/index.ts';
import { paidReceivables } from '../vendas/index.ts';
import { foraDoPrazoDeCancelamento } from './nfe-autorizacao.rules.ts';
import { outraNotaAutorizada } from './nfe-autorizacao.service.ts';
import { devolucaoDaNota } from './nfe-devolucao.service.ts';
import { NFE_REJEITADA, nfeEmitidas, nfeSeries } from './fiscal.table.ts';
import { EVENTO_ASSINADO, EVENTO_REJEITADO, TP_CANCELAMENTO, TP_CARTA_CORRECAO, TP_INUTILIZACAO, nfeEventos } from './nfe-eventos.table.ts';
import { pfxDaEmpresa } from './certificado.service.ts';
import { abrePfx, assinaElemento } from './nfe-assinatura.ts';
import { codigoUf } from './nfe-emissao.rules.ts';
import { MAX_SEQ_EVENTO, montaEvento, montaInutilizacao, textoLivre, type DetalheEvento } from './nfe-eventos.rules.ts';
import { dataHoraEmissao, type NfeOptions } from './nfe-emissao.service.ts';
import { validateAgainst } from './xsd.ts';

type Evento = typeof nfeEventos.$inferSelect;

async function assina(db: Tx, company: number, cnpj: string, xml: string, elemento: 'infEvento' | 'infInut', certDir: string | null): Promise<string> {
  const pfx = await pfxDaEmpresa(db, company, cnpj, certDir);
  if (!pfx) throw violation('certificado', 'nfe_no_certificate');
  return assinaElemento(xml, abrePfx(pfx.pfx, pfx.passphrase), elemento);
}

/** The signed XML against its schema: a fault is a 422 naming the element, as the invoice's. */
async function valida(entry: string, xml: string): Promise<void> {
  const check = await validateAgainst('nfe', entry, xml);
  if (!check.valid) {
    const field = /Element '(?:\{[^}]*\})?([^']+)'/.exec(check.firstError ?? '')?.[1] ?? 'xml';
    throw violation(field, 'nfe_evento_schema_invalid', { ...xsdParams(check.firstError), schema: entry, detail: check.firstError ?? '' });
  }
}

/** A batch number for envEvento: digits only, up to 15 (the time in milliseconds; one event per batch). */
const idLote = () => String(Date.now());

/**
 * The invoice of the company, locked until the transaction ends (two events of one invoice wait for each other), and
 * its cancellation event: `cancelada` when one is signed, sent or registered (a rejected one left the invoice
 * authorised), `cancelamento` when there is one at all (a rejected one is sent again, not made a second time).
 */
async function notaTravada(db: Tx, company: number, idNfe: number) {
  const [nfe] = await db
    .select()
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.IdNfe, idNfe), eq(nfeEmitidas.company, company)))
    .for('update');
  if (!nfe) throw notFound();
  const [cancel] = await db
    .select({ id: nfeEventos.IdEvento, st: nfeEventos.StEvento })
    .from(nfeEventos)
    .where(and(eq(nfeEventos.IdNfe, idNfe), eq(nfeEventos.TpEvento, TP_CANCELAMENTO)))
    .limit(1);
  return { nfe, cancelamento: Boolean(cancel), cancelada: Boolean(cancel) && cancel.st !== EVENTO_REJEITADO };
}

async function registraEvento(db: Tx, company: number, nfe: typeof nfeEmitidas.$inferSelect, nSeq: number, det: DetalheEvento, texto: string, user: number | null, options: NfeOptions): Promise<Evento> {
  const built = montaEvento({ chave: nfe.NrChave, tpAmb: nfe.TpAmbiente as '1' | '2', nSeqEvento: nSeq, dhEvento: dataHoraEmissao(), idLote: idLote() }, det);
  const signed = await assina(db, company, nfe.NrChave.slice(6, 20), built.xml, 'infEvento', options.certDir);
  await valida(det.tpEvento === TP_CANCELAMENTO ? 'envEventoCancNFe_v1.00.xsd' : 'envCCe_v1.00.xsd', signed);
  const [row] = await db
    .insert(nfeEventos)
    .values({ company, IdNfe: nfe.IdNfe, TpEvento: det.tpEvento, NrSeqEvento: nSeq, DsTexto: texto, StEvento: EVENTO_ASSINADO, DsId: built.id, DsXml: signed, IdUsuario: user })
    .returning();
  return row;
}

/**
 * Cancellation (110111) of an issued invoice: the schema requires the authorisation protocol (nProt), so only an
 * invoice SEFAZ authorised (NrProtocolo) can be cancelled, and only once.
 */
export async function cancelarNfe(
  db: Tx,
  company: number,
  idNfe: number,
  xJust: string,
  user: number | null,
  options: NfeOptions,
  destino: DestinoCancelamento = 'reabrir',
): Promise<Evento> {
  const { nfe, cancelamento } = await notaTravada(db, company, idNfe);
  if (cancelamento) throw violation('IdNfe', 'nfe_already_cancelled');
  if (!nfe.NrProtocolo) throw violation('nProt', 'nfe_not_authorised');
  await confereCancelamento(db, nfe, destino);
  const texto = textoLivre(xJust);
  const evento = await registraEvento(db, company, nfe, 1, { tpEvento: TP_CANCELAMENTO, nProt: nfe.NrProtocolo, xJust: texto }, texto, user, options);
  // What the order does once SEFAZ registers the cancellation (aoCancelarNfe reads it from here).
  const [row] = await db.update(nfeEventos).set({ DsDestino: destino }).where(eq(nfeEventos.IdEvento, evento.IdEvento)).returning();
  return row;
}

/**
 * What must hold before a cancellation is sent, so that SEFAZ's registration can always be followed: within 24 hours
 * of the authorisation (SEFAZ rejects later ones with 501), the goods not gone out on a route (a stop in the domain's
 * PARADA_SAIU: they circulated, Ajuste SINIEF 07/05, and the way back is a return invoice), no return of it issued (its
 * goods would come back twice),
 * no receivable of the invoice received yet (reverse the receipt first), and an order cancelled only when no other
 * invoice of it stays authorised.
 */
async function confereCancelamento(db: Tx, nfe: typeof nfeEmitidas.$inferSelect, destino: DestinoCancelamento): Promise<void> {
  if (foraDoPrazoDeCancelamento(nfe.DtAutorizacao)) throw violation('IdNfe', 'nfe_cancel_window', { data: formatDateTime(nfe.DtAutorizacao!) });
  // Every stop of the order is read FOR SHARE (not only those that left): a stop moved on the road meanwhile holds
  // its row, so this waits for it and sees where it went; a move that comes after waits for this cancellation and
  // is then refused by it (routing asks for a cancellation awaiting SEFAZ under the stop's lock).
  const paradas = await db
    .select({ roteiro: roteiroPedidos.IdRoteiro, status: roteiroPedidos.StatusPedidoRoteiro })
    .from(roteiroPedidos)
    .where(and(eq(roteiroPedidos.company, nfe.company), eq(roteiroPedidos.CodPedido, nfe.CodPedido)))
    .orderBy(asc(roteiroPedidos.IdRoteiroPedido))
    .for('share');
  const saiu = paradas.find((p) => (PARADA_SAIU as readonly string[]).includes(p.status));
  if (saiu) throw violation('IdNfe', 'nfe_cancel_goods_left', { roteiro: saiu.roteiro, status: saiu.status });
  const devolucao = await devolucaoDaNota(db, nfe);
  if (devolucao !== null) throw violation('IdNfe', 'nfe_cancel_returned', { numero: devolucao });
  const pagas = await paidReceivables(db, nfe.company, nfe.CodPedido, nfe.IdNfe);
  if (pagas.length) throw violation('IdNfe', 'nfe_cancel_paid', { documento: pagas.join(', ') });
  if (destino === 'cancelar') {
    const outra = await outraNotaAutorizada(db, nfe);
    if (outra !== null) throw violation('destino', 'nfe_cancel_other_invoices', { numero: outra });
  }
}

/**
 * A correction letter (110110): each one replaces the previous, numbered 1..20 per invoice; not of a cancelled invoice
 * nor of one whose cancellation is on its way (a cancellation SEFAZ rejected does not hold it).
 */
export async function cartaCorrecao(db: Tx, company: number, idNfe: number, xCorrecao: string, user: number | null, options: NfeOptions): Promise<Evento> {
  const { nfe, cancelada } = await notaTravada(db, company, idNfe);
  if (cancelada) throw violation('IdNfe', 'nfe_already_cancelled');
  const [last] = await db
    .select({ n: max(nfeEventos.NrSeqEvento) })
    .from(nfeEventos)
    .where(and(eq(nfeEventos.IdNfe, idNfe), eq(nfeEventos.TpEvento, TP_CARTA_CORRECAO)));
  const nSeq = Number(last?.n ?? 0) + 1;
  if (nSeq > MAX_SEQ_EVENTO) throw violation('xCorrecao', 'nfe_cce_limit', { max: MAX_SEQ_EVENTO });
  const texto = textoLivre(xCorrecao);
  return registraEvento(db, company, nfe, nSeq, { tpEvento: TP_CARTA_CORRECAO, xCorrecao: texto }, texto, user, options);
}

export interface Inutilizacao {
  serie: number;
  nNFIni: number;
  nNFFin: number;
  xJust: string;
}

/**
 * Voids a range of numbers of a series (inutNFe 4.00): none of them may belong to an issued invoice (a rejected one
 * may: SEFAZ never took its number, and voiding it is how a company gives it up) or to an earlier voiding. Under the
 * series' row lock and the lock of the invoices in the range (a rejected one being sent again waits, and is then
 * refused); numbers the series has not reached yet are skipped by it from now on (the next invoice takes the number
 * after the range). Once SEFAZ registers it, the rejected invoices of the range become 'inutilizada'.
 */
export async function inutilizar(db: Tx, company: number, body: Inutilizacao, user: number | null, options: NfeOptions): Promise<Evento> {
  const { serie, nNFIni, nNFFin } = body;
  if (nNFFin < nNFIni) throw violation('nNFFin', 'nfe_inut_range_order');
  await db.insert(nfeSeries).values({ company, NrSerie: serie, NrProximo: 1 }).onConflictDoNothing();
  const [series] = await db
    .select({ next: nfeSeries.NrProximo })
    .from(nfeSeries)
    .where(and(eq(nfeSeries.company, company), eq(nfeSeries.NrSerie, serie)))
    .for('update');
  const naFaixa = await db
    .select({ n: nfeEmitidas.NrNota, st: nfeEmitidas.StNfe })
    .from(nfeEmitidas)
    .where(and(eq(nfeEmitidas.company, company), eq(nfeEmitidas.NrSerie, serie), gte(nfeEmitidas.NrNota, nNFIni), lte(nfeEmitidas.NrNota, nNFFin)))
    .orderBy(asc(nfeEmitidas.IdNfe))
    .for('update');
  const used = naFaixa.filter((r) => r.st !== NFE_REJEITADA).sort((a, b) => a.n - b.n)[0];
  if (used) throw violation(used.n === nNFIni ? 'nNFIni' : 'nNFFin', 'nfe_inut_number_used', { numero: used.n });
  const [voided] = await db
    .select({ ini: nfeEventos.NrInicial, fin: nfeEventos.NrFinal })
    .from(nfeEventos)
    .where(
      and(
        eq(nfeEventos.company, company),
        eq(nfeEventos.TpEvento, TP_INUTILIZACAO),
        eq(nfeEventos.NrSerie, serie),
        lte(nfeEventos.NrInicial, nNFFin),
        gte(nfeEventos.NrFinal, nNFIni),
      ),
    )
    .limit(1);
  if (voided) throw violation('nNFIni', 'nfe_inut_overlap', { ini: voided.ini ?? 0, fin: voided.fin ?? 0 });

  const [emit] = await db.select({ cnpj: people.document }).from(people).where(eq(people.id, company));
  if (!emit?.cnpj || emit.cnpj.length !== 14) throw violation('CNPJ', 'nfe_missing_data', { field: 'CNPJ da empresa' });
  const [address] = await db.select({ uf: addresses.uf }).from(addresses).where(eq(addresses.people, company)).orderBy(asc(addresses.id)).limit(1);
  if (!address?.uf) throw violation('cUF', 'nfe_missing_data', { field: 'UF da empresa' });
  const built = montaInutilizacao({
    tpAmb: options.ambiente,
    cUF: codigoUf(address.uf),
    ano: dataHoraEmissao().slice(2, 4),
    CNPJ: emit.cnpj,
    serie,
    nNFIni,
    nNFFin,
    xJust: body.xJust,
  });
  const signed = await assina(db, company, emit.cnpj, built.xml, 'infInut', options.certDir);
  await valida('inutNFe_v4.00.xsd', signed);
  if (series.next <= nNFFin) await db.update(nfeSeries).set({ NrProximo: nNFFin + 1 }).where(and(eq(nfeSeries.company, company), eq(nfeSeries.NrSerie, serie)));
  const [row] = await db
    .insert(nfeEventos)
    .values({
      company,
      IdNfe: null,
      TpEvento: TP_INUTILIZACAO,
      NrSerie: serie,
      NrInicial: nNFIni,
      NrFinal: nNFFin,
      DsTexto: textoLivre(body.xJust),
      StEvento: EVENTO_ASSINADO,
      DsId: built.id,
      DsXml: signed,
      IdUsuario: user,
    })
    .returning();
  return row;
}

/** The events of an invoice, oldest first (without their XML nor SEFAZ's proc). */
export async function eventosDaNfe(db: Tx, idNfe: number) {
  const { DsXml: _xml, DsXmlRetorno: _proc, ...columns } = getTableColumns(nfeEventos);
  return db.select(columns).from(nfeEventos).where(eq(nfeEventos.IdNfe, idNfe)).orderBy(asc(nfeEventos.IdEvento));
}

export async function eventoById(db: Tx, id: number): Promise<Evento | null> {
  const [row] = await db.select().from(nfeEventos).where(eq(nfeEventos.IdEvento, id));
  return row ?? null;
}

export async function companyOfEvento(db: Tx, id: number): Promise<number | null> {
  const [row] = await db.select({ company: nfeEventos.company }).from(nfeEventos).where(eq(nfeEventos.IdEvento, id));
  return row?.company ?? null;
}
