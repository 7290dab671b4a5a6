/**
 * The messages exchanged with SEFAZ's NF-e 4.00 web services, as pure functions: the lote of one invoice
 * (enviNFe, indSinc=1), the receipt and protocol queries (consReciNFe, consSitNFe), the answers read back
 * (retEnviNFe, retConsReciNFe, retConsSitNFe, retEnvEvento, retInutNFe), the documents kept once SEFAZ registers
 * them (nfeProc, procEventoNFe, ProcInutNFe), what each cStat means for the invoice, and the back-off between
 * attempts when SEFAZ cannot be reached (Manual de Orientação do Contribuinte 7.0, sections 4 and 5).
 */
import { NFE_NS } from './nfe-emissao.rules.ts';

const semDeclaracao = (xml: string) => xml.replace(/^\s*<\?xml[^>]*\?>\s*/, '');

/** The lote of one NF-e, synchronous (indSinc 1): the NFe without its XML declaration inside. */
export function loteNfe(nfe: string, idLote: string): string {
  return `<enviNFe xmlns="${NFE_NS}" versao="4.00"><idLote>${idLote}</idLote><indSinc>1</indSinc>${semDeclaracao(nfe)}</enviNFe>`;
}

/** The query of an asynchronous lote's result by its receipt. */
export function consultaRecibo(tpAmb: string, nRec: string): string {
  return `<consReciNFe xmlns="${NFE_NS}" versao="4.00"><tpAmb>${tpAmb}</tpAmb><nRec>${nRec}</nRec></consReciNFe>`;
}

/** The query of an invoice's situation by its key (after a duplicate, 204). */
export function consultaSituacao(tpAmb: string, chave: string): string {
  return `<consSitNFe xmlns="${NFE_NS}" versao="4.00"><tpAmb>${tpAmb}</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;
}

/** The first element `name` of the document, whole, as it came (prefix-free names; SEFAZ answers without prefixes). */
export function elemento(xml: string, name: string): string | null {
  const open = new RegExp(`<(?:[A-Za-z0-9_]+:)?${name}(?=[\\s>/])`).exec(xml);
  if (!open) return null;
  const rest = xml.slice(open.index);
  const selfClosing = /^<[^>]*\/>/.exec(rest);
  if (selfClosing) return selfClosing[0];
  const close = new RegExp(`</(?:[A-Za-z0-9_]+:)?${name}>`).exec(rest);
  return close ? rest.slice(0, close.index + close[0].length) : null;
}

/** The text of the first element `name` (null when absent). */
export function valor(xml: string | null, name: string): string | null {
  if (!xml) return null;
  const m = new RegExp(`<(?:[A-Za-z0-9_]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[A-Za-z0-9_]+:)?${name}>`).exec(xml);
  return m ? decode(m[1].trim()) : null;
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The element with the portal's namespace declared on it, so that it stands alone inside another document. */
function comNamespace(xml: string): string {
  return /^<[A-Za-z]+[^>]*\sxmlns=/.test(xml) ? xml : xml.replace(/^<([A-Za-z]+)/, `<$1 xmlns="${NFE_NS}"`);
}

export interface Protocolo {
  cStat: string;
  xMotivo: string;
  chNFe: string | null;
  nProt: string | null;
  dhRecbto: string | null;
  digVal: string | null;
  /** The protNFe as SEFAZ wrote it. */
  xml: string;
}

/** The protNFe inside a SEFAZ answer (or the protNFe itself), read; null when there is none. */
export function protocolo(xml: string | null): Protocolo | null {
  const prot = xml ? elemento(xml, 'protNFe') : null;
  if (!prot) return null;
  return {
    cStat: valor(prot, 'cStat') ?? '',
    xMotivo: valor(prot, 'xMotivo') ?? '',
    chNFe: valor(prot, 'chNFe'),
    nProt: valor(prot, 'nProt'),
    dhRecbto: valor(prot, 'dhRecbto'),
    digVal: valor(prot, 'digVal'),
    xml: prot,
  };
}

export interface RetornoLote {
  cStat: string;
  xMotivo: string;
  /** 103: the receipt to query, and the average time SEFAZ says it takes (seconds). */
  nRec: string | null;
  tMed: number | null;
  /** 104 (or a synchronous answer): the invoice's own result. */
  protNFe: Protocolo | null;
}

function raiz(xml: string, name: string): string {
  const root = elemento(xml, name);
  if (!root) throw new Error(`resposta sem ${name}`);
  return root;
}

/** retEnviNFe: 104 with protNFe (synchronous), 103 with infRec/nRec (asynchronous), or the lote's rejection. */
export function leRetornoLote(xml: string): RetornoLote {
  const ret = raiz(xml, 'retEnviNFe');
  const tMed = Number(valor(ret, 'tMed'));
  return { cStat: valor(ret, 'cStat') ?? '', xMotivo: valor(ret, 'xMotivo') ?? '', nRec: valor(ret, 'nRec'), tMed: Number.isFinite(tMed) ? tMed : null, protNFe: protocolo(ret) };
}

/** retConsReciNFe: 104 with protNFe, 105 still processing, or the query's rejection. */
export function leRetornoRecibo(xml: string): RetornoLote {
  const ret = raiz(xml, 'retConsReciNFe');
  return { cStat: valor(ret, 'cStat') ?? '', xMotivo: valor(ret, 'xMotivo') ?? '', nRec: valor(ret, 'nRec'), tMed: null, protNFe: protocolo(ret) };
}

/** retConsSitNFe: 100/150 (authorised, with protNFe), 110/301/302 (denied), 101 (cancelled), 217 (not found). */
export function leRetornoSituacao(xml: string): { cStat: string; xMotivo: string; protNFe: Protocolo | null } {
  const ret = raiz(xml, 'retConsSitNFe');
  return { cStat: valor(ret, 'cStat') ?? '', xMotivo: valor(ret, 'xMotivo') ?? '', protNFe: protocolo(ret) };
}

export interface RetornoEvento {
  /** The lote's cStat (128 processed) and the event's own (135, 136, 155 registered). */
  cStatLote: string;
  xMotivoLote: string;
  cStat: string;
  xMotivo: string;
  nProt: string | null;
  dhRegEvento: string | null;
  /** The retEvento as SEFAZ wrote it. */
  xml: string | null;
}

export function leRetornoEvento(xml: string): RetornoEvento {
  const ret = raiz(xml, 'retEnvEvento');
  const evento = elemento(ret, 'retEvento');
  return {
    cStatLote: valor(ret, 'cStat') ?? '',
    xMotivoLote: valor(ret, 'xMotivo') ?? '',
    cStat: valor(evento, 'cStat') ?? valor(ret, 'cStat') ?? '',
    xMotivo: valor(evento, 'xMotivo') ?? valor(ret, 'xMotivo') ?? '',
    nProt: valor(evento, 'nProt'),
    dhRegEvento: valor(evento, 'dhRegEvento'),
    xml: evento,
  };
}

export function leRetornoInutilizacao(xml: string): { cStat: string; xMotivo: string; nProt: string | null; dhRecbto: string | null; xml: string } {
  const ret = raiz(xml, 'retInutNFe');
  return { cStat: valor(ret, 'cStat') ?? '', xMotivo: valor(ret, 'xMotivo') ?? '', nProt: valor(ret, 'nProt'), dhRecbto: valor(ret, 'dhRecbto'), xml: ret };
}

/** The authorised invoice as it is kept and given to the recipient: nfeProc = the signed NFe + SEFAZ's protNFe. */
export function nfeProc(nfe: string, protNFe: string): string {
  // The NFe as signed, its own namespace declaration kept (the signature does not change with it).
  const inner = semDeclaracao(nfe);
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="${NFE_NS}" versao="4.00">${inner}${comNamespace(protNFe).replace(` xmlns="${NFE_NS}"`, '')}</nfeProc>`;
}

/** A registered event as it is kept: procEventoNFe = the signed evento + SEFAZ's retEvento. */
export function procEvento(envEvento: string, retEvento: string): string {
  const evento = elemento(envEvento, 'evento');
  if (!evento) throw new Error('envEvento sem evento');
  return `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe xmlns="${NFE_NS}" versao="1.00">${evento}${comNamespace(retEvento).replace(` xmlns="${NFE_NS}"`, '')}</procEventoNFe>`;
}

/** A registered voiding as it is kept: ProcInutNFe = the signed inutNFe + SEFAZ's retInutNFe. */
export function procInutilizacao(inutNFe: string, retInutNFe: string): string {
  const inut = semDeclaracao(inutNFe);
  return `<?xml version="1.0" encoding="UTF-8"?><ProcInutNFe xmlns="${NFE_NS}" versao="4.00">${inut}${comNamespace(retInutNFe).replace(` xmlns="${NFE_NS}"`, '')}</ProcInutNFe>`;
}

/** The DigestValue of the invoice's own signature (what SEFAZ's protNFe repeats as digVal). */
export const digestDaNfe = (nfe: string): string | null => valor(nfe, 'DigestValue');

/**
 * What a cStat about one invoice means: authorised (100; 150 out of time), denied (110, 301, 302, 303: the number
 * is used for good), a duplicate (204 same key; 539 same number with another key), still processing (103 lote
 * received, 105 in processing), or a rejection the user can fix and send again.
 */
export type Desfecho = 'autorizada' | 'denegada' | 'duplicada' | 'processando' | 'rejeitada';

export function desfecho(cStat: string): Desfecho {
  if (cStat === '100' || cStat === '150') return 'autorizada';
  if (['110', '301', '302', '303', '205'].includes(cStat)) return 'denegada';
  if (cStat === '204' || cStat === '539') return 'duplicada';
  if (cStat === '103' || cStat === '105') return 'processando';
  return 'rejeitada';
}

/** Event cStat registered: 135 (registered and linked), 136 (registered, not linked), 155 (cancellation out of time). */
export const eventoRegistrado = (cStat: string) => cStat === '135' || cStat === '136' || cStat === '155';

/** cStat SEFAZ gives when its own service is down or overloaded (108 paralisado momentaneamente, 109 sem previsão): the job tries again. */
export const servicoParalisado = (cStat: string) => cStat === '108' || cStat === '109';

/** Waits between attempts when SEFAZ cannot be reached: 30 s, 1, 2, 5, 10 min, then every 30 min. */
export const ESPERAS_MS = [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000];

/** The wait after the n-th failed attempt (1-based). */
export function esperaAposFalha(tentativas: number): number {
  return ESPERAS_MS[Math.min(Math.max(tentativas, 1), ESPERAS_MS.length) - 1];
}

/** HH:MM in Brasília (UTC−3), as the user reads when the next attempt happens. */
export function horaBrasilia(at: Date): string {
  return new Date(at.getTime() - 3 * 3600_000).toISOString().slice(11, 16);
}

/** What the invoice shows while SEFAZ cannot be reached. */
export function mensagemFalha(motivo: string, proxima: Date, contingencia: string | null): string {
  return `SEFAZ fora do ar: ${motivo}; nova tentativa às ${horaBrasilia(proxima)}${contingencia ? ` (${contingencia})` : ''}`;
}
