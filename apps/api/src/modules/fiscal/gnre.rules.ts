import {
  Decimal,
  GNRE_MAX_GUIAS_LOTE,
  GNRE_MAX_LOTE_BYTES,
  GNRE_MIN_WAIT_MS,
  GNRE_PENDING_FOR_MS,
  VALOR_TIPO_OF_TAG,
  type TagVlxml,
} from '@backoffice/domain';

/**
 * The GNRE rules, pure: which guides an invoice owes by the company's UF configuration, how guides are grouped in
 * lotes, the lote XML (TLote_GNRE 2.00, checked against the official XSD in the tests), and what to do with each
 * answer of the result query.
 */

export interface InvoiceForGnre {
  IdXml: number;
  IdUf: string;
  UfEmitente: string | null;
  TipoContribuinte: string | null;
  NrNf: string;
  NrChaveNFe: string;
  DataEmissaoNota: string;
  StCancelada: boolean;
  vICMSUFDest: string;
  vFCPUFDest: string;
  vST: string;
  vFCPST: string;
}

export interface ConfigLine {
  id: number;
  IdUf: string;
  Receita: number;
  TipoGnre: string;
  TipoConfig: string;
  CdConfig: string | null;
  TipoContribuinte: string | null;
  TagVlxml: string | null;
  XmlDocTag: string | null;
  DiaVencimento: number | null;
}

export interface PlannedGuide {
  IdXml: number;
  IdReceita: number;
  IdConfigUf: number;
  IdUf: string;
  TagVlxml: TagVlxml;
  VlGnre: string;
  CdTipoDocOrigem: string;
  NrDocOrigem: string;
  DtVencimento: string;
}

/** Origin document types when no 'Documentos' line says otherwise: 10 Nota Fiscal (by number), 24 the NF-e key. */
const DEFAULT_DOC_TYPE: Record<string, string> = { nNF: '10', chNFe: '24', CTe: '24', DFe: '24' };

/** 'YYYY-MM-DD' of a date in UTC. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The due date: `dia` of the month after the invoice's (clamped to the month's last day), never before `today`;
 * without a day, `today` (a guide per operation is paid before the goods leave).
 */
export function dueDate(emissao: string, dia: number | null, today: string): string {
  if (!dia) return today;
  const year = Number(emissao.slice(0, 4));
  const month = Number(emissao.slice(5, 7)); // 1-12: the next month is index `month` in Date.UTC
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = isoDay(new Date(Date.UTC(year, month, Math.min(dia, last))));
  return due < today ? today : due;
}

/**
 * The guides an invoice owes: one per configuration line with TagVlxml for its UF (and the recipient's contributor
 * type, when the line names one) of a per-operation revenue, when the tagged total is above zero. Cancelled
 * invoices, exports and invoices inside the emitter's UF owe none. The line's receita's 'Documentos' line (or the
 * line itself) gives the origin document type.
 */
export function plannedGuides(invoice: InvoiceForGnre, lines: ConfigLine[], today: string): PlannedGuide[] {
  if (invoice.StCancelada || invoice.IdUf === 'EX' || (invoice.UfEmitente && invoice.UfEmitente === invoice.IdUf)) return [];
  const out: PlannedGuide[] = [];
  for (const line of lines) {
    if (line.IdUf !== invoice.IdUf || !line.TagVlxml || line.TipoGnre !== 'Operacao') continue;
    if (line.TipoContribuinte && line.TipoContribuinte !== invoice.TipoContribuinte) continue;
    const tag = line.TagVlxml as TagVlxml;
    const value = new Decimal(invoice[tag] ?? '0');
    if (!value.greaterThan(0)) continue;
    if (out.some((g) => g.IdReceita === line.Receita && g.TagVlxml === tag)) continue;
    const docTag = line.XmlDocTag ?? 'nNF';
    const documentos = line.TipoConfig === 'Documentos' ? line : lines.find((l) => l.IdUf === line.IdUf && l.Receita === line.Receita && l.TipoConfig === 'Documentos' && l.CdConfig);
    out.push({
      IdXml: invoice.IdXml,
      IdReceita: line.Receita,
      IdConfigUf: line.id,
      IdUf: invoice.IdUf,
      TagVlxml: tag,
      VlGnre: value.toFixed(2),
      CdTipoDocOrigem: documentos?.CdConfig ?? DEFAULT_DOC_TYPE[docTag] ?? '10',
      NrDocOrigem: docTag === 'nNF' ? invoice.NrNf : invoice.NrChaveNFe,
      DtVencimento: dueDate(invoice.DataEmissaoNota, line.DiaVencimento, today),
    });
  }
  return out;
}

/** Guides of one UF in lotes of at most GNRE_MAX_GUIAS_LOTE, in the given order. */
export function lotesOf<T extends { IdUf: string }>(guides: T[], max = GNRE_MAX_GUIAS_LOTE): T[][] {
  const byUf = new Map<string, T[]>();
  for (const g of guides) byUf.set(g.IdUf, [...(byUf.get(g.IdUf) ?? []), g]);
  const lotes: T[][] = [];
  for (const uf of [...byUf.keys()].sort()) {
    const list = byUf.get(uf)!;
    for (let i = 0; i < list.length; i += max) lotes.push(list.slice(i, i + max));
  }
  return lotes;
}

// ------------------------------------------------------------------ the lote XML

export interface GuideForLote {
  IdGnre: number;
  IdUf: string;
  CdReceita: string;
  CdDetalhamento: string | null;
  CdProduto: string | null;
  CdTipoDocOrigem: string;
  NrDocOrigem: string;
  DtVencimento: string;
  VlGnre: string;
  TagVlxml: TagVlxml;
  emitente: { CNPJ: string; IE: string | null; razaoSocial: string; endereco: string | null; municipio: string | null; uf: string | null; cep: string | null; telefone: string | null };
  destinatario: { documento: string | null; IE: string | null; razaoSocial: string | null; municipio: string | null } | null;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, value: string | null | undefined, max?: number) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${esc(max ? value.slice(0, max) : value)}</${name}>`;
/** The municipality as the GNRE wants it: the 5 digits after the UF's 2 (IBGE 3106200 -> 06200). */
const municipio5 = (ibge: string | null) => (ibge && /^\d{7}$/.test(ibge) ? ibge.slice(2) : null);

function identificacao(documento: string | null, ie: string | null): string {
  const doc = documento ?? '';
  const id = /^\d{11}$/.test(doc) ? el('CPF', doc) : /^[0-9A-Z]{14}$/.test(doc) ? el('CNPJ', doc) : '';
  const stateReg = ie && /^\d{2,16}$/.test(ie) ? el('IE', ie) : '';
  return `<identificacao>${id}${stateReg}</identificacao>`;
}

function guideXml(g: GuideForLote): string {
  const e = g.emitente;
  const telefone = e.telefone && /^\d{6,11}$/.test(e.telefone) ? e.telefone : null;
  const emitente =
    `<contribuinteEmitente>${identificacao(e.CNPJ, e.IE)}${el('razaoSocial', e.razaoSocial, 60)}${el('endereco', e.endereco, 60)}` +
    `${el('municipio', municipio5(e.municipio))}${el('uf', e.uf)}${el('cep', e.cep && /^\d{8}$/.test(e.cep) ? e.cep : null)}${el('telefone', telefone)}</contribuinteEmitente>`;
  const d = g.destinatario;
  const destinatario = d && (d.documento || d.IE) ? `<contribuinteDestinatario>${identificacao(d.documento, d.IE)}${el('razaoSocial', d.razaoSocial, 60)}${el('municipio', municipio5(d.municipio))}</contribuinteDestinatario>` : '';
  const item =
    `<item>${el('receita', g.CdReceita)}${el('detalhamentoReceita', g.CdDetalhamento)}<documentoOrigem tipo="${esc(g.CdTipoDocOrigem)}">${esc(g.NrDocOrigem)}</documentoOrigem>` +
    `${el('produto', g.CdProduto)}${el('dataVencimento', g.DtVencimento)}<valor tipo="${VALOR_TIPO_OF_TAG[g.TagVlxml]}">${esc(g.VlGnre)}</valor>${destinatario}</item>`;
  return (
    `<TDadosGNRE versao="2.00">${el('ufFavorecida', g.IdUf)}<tipoGnre>0</tipoGnre>${emitente}<itensGNRE>${item}</itensGNRE>` +
    `${el('valorGNRE', g.VlGnre)}${el('dataPagamento', g.DtVencimento)}<identificadorGuia>${g.IdGnre}</identificadorGuia></TDadosGNRE>`
  );
}

/** TLote_GNRE 2.00 with the guides, one TDadosGNRE 2.00 each (tipoGnre 0: one receita and one document). */
export function loteXml(guides: GuideForLote[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><TLote_GNRE xmlns="http://www.gnre.pe.gov.br" versao="2.00"><guias>${guides.map(guideXml).join('')}</guias></TLote_GNRE>`;
}

/** Splits guides of one UF until each lote's XML fits the message limit (600 KB). */
export function fitLotes(guides: GuideForLote[], maxBytes = GNRE_MAX_LOTE_BYTES): GuideForLote[][] {
  if (guides.length <= 1 || Buffer.byteLength(loteXml(guides)) <= maxBytes) return [guides];
  const half = Math.ceil(guides.length / 2);
  return [...fitLotes(guides.slice(0, half), maxBytes), ...fitLotes(guides.slice(half), maxBytes)];
}

// ------------------------------------------------------------------ the result query

export type NextStep = { kind: 'ask-again'; afterMs: number } | { kind: 'resend'; afterMs: number } | { kind: 'done' };

/**
 * What follows an answer of GnreResultadoLote (Manual: wait at least 30 s before asking): 400 and 401 ask again;
 * 403 with guides still pending (situacaoGuia 3 or 4) asks again for up to an hour from the first query; 404
 * (lote processing error) sends the lote again; 402, 403 without pending guides and anything else end it.
 */
export function nextStep(codigo: string, pendingGuides: number, sinceFirstQueryMs: number, waitMs = GNRE_MIN_WAIT_MS): NextStep {
  if (codigo === '400' || codigo === '401') return { kind: 'ask-again', afterMs: waitMs };
  if (codigo === '403' && pendingGuides > 0 && sinceFirstQueryMs + waitMs <= GNRE_PENDING_FOR_MS) return { kind: 'ask-again', afterMs: waitMs };
  if (codigo === '404') return { kind: 'resend', afterMs: waitMs };
  return { kind: 'done' };
}

/** The StGnre of a guide from its situacaoGuia in a processed lote: 0 approved (402), anything else pending/rejected (403). */
export const stGnreOfGuide = (situacaoGuia: string | null): number => (situacaoGuia === '0' ? 402 : 403);

// ------------------------------------------------------------------ which guide a result is

/** What a result guide of TResultLote_GNRE says about which guide it is (lote_gnre_result_v2.00.xsd, dadosGnre_2.00). */
export interface ResultIdentity {
  /** Our IdGnre, sent in the lote's identificadorGuia and echoed back. */
  identificadorGuia: string | null;
  ufFavorecida: string | null;
  receita: string | null;
  /** The `tipo` attribute of documentoOrigem. */
  tipoDocOrigem: string | null;
  documentoOrigem: string | null;
  valorGNRE: string | null;
}

export interface GuideIdentity {
  IdGnre: number;
  IdUf: string;
  CdReceita: string | null;
  CdTipoDocOrigem: string | null;
  NrDocOrigem: string | null;
  VlGnre: string;
}

export interface ResultMatch<R, G> {
  matched: { result: R; guide: G }[];
  /** Results that name no guide of the lote, or fit several: reported on the lote, never applied. */
  unmatched: { result: R; index: number }[];
}

const sameValue = (a: string | null, b: string) => a === null || new Decimal(a).equals(b);

/** Whether a result's fields describe this guide: each field the result carries must be the guide's. */
function describes(r: ResultIdentity, g: GuideIdentity): boolean {
  return (
    r.receita === g.CdReceita &&
    r.documentoOrigem === g.NrDocOrigem &&
    (r.tipoDocOrigem === null || r.tipoDocOrigem === g.CdTipoDocOrigem) &&
    (r.ufFavorecida === null || r.ufFavorecida === g.IdUf) &&
    sameValue(r.valorGNRE, g.VlGnre)
  );
}

/**
 * Pairs each result of a lote with the guide it is, by the guide's identity and never by position: the
 * identificadorGuia we sent (our IdGnre) when the portal echoes it; otherwise the revenue, the origin document (type
 * and number), the UF and the value, when exactly one guide of the lote not already paired has them. A result whose
 * identifier names no guide of the lote, that fits no guide or several, or that names a guide another result already
 * took is unmatched: applying it would put one guide's barcode on another.
 */
export function matchResults<R extends ResultIdentity, G extends GuideIdentity>(guides: readonly G[], results: readonly R[]): ResultMatch<R, G> {
  const taken = new Set<number>();
  const pairs = new Map<number, G>();
  // The explicit identifiers first, so that a result matched by its fields cannot take a guide another result names.
  results.forEach((r, i) => {
    if (r.identificadorGuia === null) return;
    const guide = guides.find((g) => String(g.IdGnre) === r.identificadorGuia);
    if (guide && !taken.has(guide.IdGnre)) {
      taken.add(guide.IdGnre);
      pairs.set(i, guide);
    }
  });
  results.forEach((r, i) => {
    if (r.identificadorGuia !== null) return;
    const fits = guides.filter((g) => !taken.has(g.IdGnre) && describes(r, g));
    if (fits.length === 1) {
      taken.add(fits[0].IdGnre);
      pairs.set(i, fits[0]);
    }
  });
  const out: ResultMatch<R, G> = { matched: [], unmatched: [] };
  results.forEach((result, index) => {
    const guide = pairs.get(index);
    if (guide) out.matched.push({ result, guide });
    else out.unmatched.push({ result, index });
  });
  return out;
}

/** The lote's note about results that were not applied (pt-BR, as the portal's own situation text beside it). */
export function unmatchedNote(unmatched: readonly { result: ResultIdentity; index: number }[]): string | null {
  if (!unmatched.length) return null;
  const each = unmatched.map(({ result: r, index }) =>
    `resultado ${index + 1}${r.identificadorGuia ? ` (identificador ${r.identificadorGuia})` : ''}: receita ${r.receita ?? '-'}, documento ${r.documentoOrigem ?? '-'}`,
  );
  const one = unmatched.length === 1;
  const what = one ? '1 resultado não corresponde a uma guia do lote e não foi aplicado' : `${unmatched.length} resultados não correspondem a uma guia do lote e não foram aplicados`;
  return `Erro: ${what} (${each.join('; ')})`;
}

// ------------------------------------------------------------------ guides of a cancelled NF-e

/** Our StGnre (beside the portal's codes, as 999) of a guide whose NF-e was cancelled: it will not be paid. */
export const GNRE_NFE_CANCELADA = 901;
/** ... and of one whose payable title had already reached the ERP: whoever pays there undoes it, or asks the UF for a refund. */
export const GNRE_NFE_CANCELADA_NO_ERP = 902;

/** Whether a lote's guides can still change: the portal has not received it (not sent, or its sending failed) and no job is sending it now. */
export const loteStillOpen = (StLote: number | null, sending: boolean): boolean => !sending && (StLote === null || StLote === 999);

export type CancelledGuideStep = 'withdraw' | 'cancel-title' | 'flag' | 'none';

/**
 * What becomes of a guide once its NF-e is cancelled (a cancelled operation owes no GNRE): taken out of its lote
 * while the lote is still open; once approved, its payable title withdrawn ('cancel-title') or, without one, the
 * guide marked as not to be paid ('flag'). A guide in a lote the portal has (awaiting its result) waits: the result
 * query asks this again when the portal approves it. A rejected guide owes nothing and keeps the portal's state.
 */
export function cancelledGuideStep(guide: { StGnre: number | null; StSituacaoGuia: string | null; IdTitulo: number | null; IdLote: number | null }, loteOpen: boolean): CancelledGuideStep {
  if (guide.StGnre === GNRE_NFE_CANCELADA || guide.StGnre === GNRE_NFE_CANCELADA_NO_ERP) return 'none';
  if (guide.StSituacaoGuia === '0') return guide.IdTitulo ? 'cancel-title' : 'flag';
  if (guide.IdLote === null) return 'flag';
  return loteOpen ? 'withdraw' : 'none';
}

/** The reasons written on the guide (pt-BR, as the portal's beside them; the state's label is translated). */
export const cancelledGuideReason = {
  withdrawn: (lote: number) => `NF-e cancelada: guia retirada do lote ${lote} antes do envio`,
  approvedWithoutTitle: () => 'NF-e cancelada: guia aprovada pelo portal, mas não será paga (título a pagar não gerado)',
  titleWithdrawn: (numero: string) => `NF-e cancelada: título ${numero} retirado do contas a pagar`,
  titleInErp: (numero: string) => `NF-e cancelada: o título ${numero} já foi para o ERP; desfaça o pagamento lá ou, se a guia já foi paga, peça a restituição à UF`,
  emptyLote: () => 'Lote sem guias: as NF-e das guias foram canceladas; o lote não será enviado',
};
