import { XMLParser } from 'fast-xml-parser';
import { checkAccessKey, decimalString, findUf, onlyDigits } from '@backoffice/domain';
import type { FileLimits } from '../../platform/untrusted/limits.ts';
import { scanXml } from '../../platform/untrusted/xml.ts';
import type { NfeCobranca, NfeLote, XmlWarning } from './fiscal.table.ts';

export type { NfeCobranca, NfeLote };

/**
 * Reading an NF-e file (pure: no database; it runs in a worker thread, nfe.parse.ts). The file is refused when it
 * is hostile (a DTD or entity declaration in its markup: XXE and entity expansion), not XML, not an NF-e, or lacks
 * what the list needs; past its limits (nesting) it throws `LimitExceeded`. Faults that real invoices carry
 * (stripped signature, anonymised key) are kept as warnings by the caller.
 */
export interface NfeItem {
  NrItem: number;
  CdProduto: string | null;
  NmProduto: string | null;
  CdNcm: string | null;
  CdCfop: string | null;
  CdUnidade: string | null;
  QtComercial: string | null;
  VlUnitario: string | null;
  VlProduto: string | null;
  vICMSUFDest: string | null;
  vFCPUFDest: string | null;
  vICMSST: string | null;
  vFCPST: string | null;
  /** GTIN of the commercial and of the taxable unit (cEAN, cEANTrib); 'SEM GTIN' is kept as null. */
  CdEan: string | null;
  CdEanTributavel: string | null;
  CdUnidadeTributavel: string | null;
  QtTributavel: string | null;
  /** The lots of the `rastro` group: number, quantity (in the commercial unit), fabrication and expiry dates. */
  DsRastro: NfeLote[];
}

export interface NfeDoc {
  root: 'nfeProc' | 'NFe';
  CNPJEmitente: string;
  NmEmpresa: string;
  IEEmitente: string | null;
  UfEmitente: string | null;
  DsEnderecoEmitente: string | null;
  CdMunicipioEmitente: string | null;
  NrCepEmitente: string | null;
  NrFoneEmitente: string | null;
  NmCliente: string | null;
  NrDocumento: string | null;
  NrIE: string | null;
  TipoContribuinte: string | null;
  IdUf: string;
  NmCidade: string | null;
  CdMunicipio: string | null;
  DataEmissaoNota: string;
  NrNf: string;
  NrSerie: string | null;
  VlNf: string;
  NrChaveNFe: string;
  vICMSUFDest: string;
  vFCPUFDest: string;
  vST: string;
  vFCPST: string;
  /** Warnings found while reading (access key, protocol); the schema check is the caller's. */
  warnings: XmlWarning[];
  cancelled: boolean;
  DsCobranca: NfeCobranca;
  items: NfeItem[];
}

export type NfeRead =
  | { kind: 'nfe'; doc: NfeDoc; xml: string }
  | { kind: 'cancel'; key: string }
  | { kind: 'refused'; reason: string; params?: Record<string, string> };

/** Event codes: 110111 cancellation; cStat 135, 136 and 155 are registered events. */
const CANCEL_EVENT = '110111';
const REGISTERED = new Set(['135', '136', '155']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Declarations are refused before parsing, so only the five predefined entities and character references are left.
  processEntities: true,
  isArray: (name) => name === 'det',
});

/** Text of a file: UTF-8 (with or without BOM) or the ISO-8859-1 its prolog declares. */
export function decodeXml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const latin = declared === 'iso-8859-1' || declared === 'latin1' || declared === 'windows-1252';
  return new TextDecoder(latin ? 'latin1' : 'utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (isNode(v)) return text(v['#text']);
  const s = String(v).trim();
  return s === '' ? null : s;
};
const child = (v: unknown, name: string): Node | undefined => (isNode(v) && isNode(v[name]) ? v[name] : undefined);
const field = (v: unknown, ...names: string[]): string | null => {
  let at: unknown = v;
  for (const n of names) at = isNode(at) ? at[n] : undefined;
  return text(at);
};

/** Every node named `name` anywhere under `v`. */
function findAll(v: unknown, name: string, out: Node[] = [], depth = 0): Node[] {
  if (depth > 12) return out;
  if (Array.isArray(v)) for (const x of v) findAll(x, name, out, depth + 1);
  else if (isNode(v)) {
    for (const [k, x] of Object.entries(v)) {
      if (k === name) for (const n of Array.isArray(x) ? x : [x]) if (isNode(n)) out.push(n);
      if (!k.startsWith('@_')) findAll(x, name, out, depth + 1);
    }
  }
  return out;
}

/** A node that may repeat (rastro, dup, detPag) as a list, whether it came once or many times. */
const many = (v: unknown, name: string): Node[] => {
  const at = isNode(v) ? v[name] : undefined;
  return (Array.isArray(at) ? at : at === undefined ? [] : [at]).filter(isNode);
};
/** A GTIN as the invoice gives it: digits only ('SEM GTIN' and blanks are no GTIN). */
const gtin = (v: string | null): string | null => (v && /^\d{8,14}$/.test(v) ? v : null);

const money = (v: string | null): string => decimalString(v ?? '0', 2) ?? '0.00';
const optionalMoney = (v: string | null): string | null => (v === null ? null : decimalString(v, 2));

/** Registered cancellation events (retEvento or procEventoNFe, tpEvento 110111) in the document, by access key. */
function cancelledKeys(tree: unknown): Set<string> {
  const keys = new Set<string>();
  for (const ret of findAll(tree, 'retEvento')) {
    const inf = child(ret, 'infEvento');
    if (field(inf, 'tpEvento') === CANCEL_EVENT && REGISTERED.has(field(inf, 'cStat') ?? '')) {
      const key = onlyDigits(field(inf, 'chNFe'));
      if (key) keys.add(key);
    }
  }
  return keys;
}

export function readNfe(bytes: Uint8Array, limits: Pick<FileLimits, 'depth' | 'cellChars'> = {}): NfeRead {
  const xml = decodeXml(bytes);
  // Declarations are looked for in the markup only: an invoice whose text (a CDATA section) says <!DOCTYPE is fine.
  if (scanXml(xml, limits).declarations) return { kind: 'refused', reason: 'nfe_hostile' };
  if (!xml.trimStart().startsWith('<')) return { kind: 'refused', reason: 'nfe_not_xml' };
  let tree: unknown;
  try {
    tree = parser.parse(xml, true);
  } catch {
    return { kind: 'refused', reason: 'nfe_not_xml' };
  }
  const nfe = findAll(tree, 'NFe')[0];
  const cancelled = cancelledKeys(tree);
  if (!nfe) {
    const [key] = [...cancelled];
    return key ? { kind: 'cancel', key } : { kind: 'refused', reason: 'nfe_not_nfe' };
  }
  const inf = child(nfe, 'infNFe');
  if (!inf) return { kind: 'refused', reason: 'nfe_not_nfe' };
  const ide = child(inf, 'ide');
  const emit = child(inf, 'emit');
  const dest = child(inf, 'dest');
  const tot = child(child(inf, 'total'), 'ICMSTot');
  const prot = findAll(tree, 'protNFe')[0];
  const idKey = (text(inf['@_Id']) ?? '').replace(/^NFe/, '');
  const protKey = onlyDigits(field(prot, 'infProt', 'chNFe'));
  const key = protKey || idKey;
  const mod = field(ide, 'mod');
  if (mod && mod !== '55') return { kind: 'refused', reason: 'nfe_not_nfe' };

  const destUf = field(dest, 'enderDest', 'UF');
  const doc = {
    CNPJEmitente: field(emit, 'CNPJ') ?? field(emit, 'CPF'),
    NmEmpresa: field(emit, 'xNome'),
    IdUf: destUf,
    DataEmissaoNota: field(ide, 'dhEmi') ?? field(ide, 'dEmi'),
    NrNf: field(ide, 'nNF'),
    VlNf: field(tot, 'vNF'),
    NrChaveNFe: key || null,
  };
  for (const [name, value] of Object.entries(doc)) if (!value) return { kind: 'refused', reason: 'nfe_missing_field', params: { field: name } };
  if (!/^\d{4}-\d{2}-\d{2}/.test(doc.DataEmissaoNota!) || Number.isNaN(Date.parse(doc.DataEmissaoNota!))) return { kind: 'refused', reason: 'nfe_missing_field', params: { field: 'DataEmissaoNota' } };

  const warnings: XmlWarning[] = [];
  if (!prot) warnings.push({ code: 'nfe_no_protocol' });
  if (protKey && idKey && protKey !== idKey) warnings.push({ code: 'nfe_key_mismatch' });
  const check = checkAccessKey(key, {
    cUF: field(ide, 'cUF'),
    dhEmi: doc.DataEmissaoNota,
    CNPJ: field(emit, 'CNPJ'),
    mod,
    serie: field(ide, 'serie'),
    nNF: doc.NrNf,
    tpEmis: field(ide, 'tpEmis'),
    cNF: field(ide, 'cNF'),
    cDV: field(ide, 'cDV'),
  });
  if (!check.checkDigitValid) warnings.push({ code: 'nfe_key_check_digit', params: { expected: String(check.expectedCheckDigit ?? '?') } });
  if (check.partsNotMatching.length) warnings.push({ code: 'nfe_key_parts', params: { parts: check.partsNotMatching.join(', ') } });

  const items = (Array.isArray(inf.det) ? inf.det : []).filter(isNode).map((det, i): NfeItem => {
    const prod = child(det, 'prod');
    const imposto = child(det, 'imposto');
    const icms = child(imposto, 'ICMS');
    const icmsGroup = icms ? Object.values(icms).find(isNode) : undefined;
    const uf = child(imposto, 'ICMSUFDest');
    return {
      NrItem: Number(text(det['@_nItem']) ?? i + 1),
      CdProduto: field(prod, 'cProd'),
      NmProduto: field(prod, 'xProd')?.slice(0, 120) ?? null,
      CdNcm: field(prod, 'NCM'),
      CdCfop: field(prod, 'CFOP'),
      CdUnidade: field(prod, 'uCom')?.slice(0, 6) ?? null,
      QtComercial: field(prod, 'qCom'),
      VlUnitario: field(prod, 'vUnCom'),
      VlProduto: optionalMoney(field(prod, 'vProd')),
      vICMSUFDest: optionalMoney(field(uf, 'vICMSUFDest')),
      vFCPUFDest: optionalMoney(field(uf, 'vFCPUFDest')),
      vICMSST: optionalMoney(field(icmsGroup, 'vICMSST')),
      vFCPST: optionalMoney(field(icmsGroup, 'vFCPST')),
      CdEan: gtin(field(prod, 'cEAN')),
      CdEanTributavel: gtin(field(prod, 'cEANTrib')),
      CdUnidadeTributavel: field(prod, 'uTrib')?.slice(0, 6) ?? null,
      QtTributavel: field(prod, 'qTrib'),
      DsRastro: many(prod, 'rastro').map((r) => ({ nLote: field(r, 'nLote') ?? '', qLote: field(r, 'qLote') ?? '0', dFab: field(r, 'dFab') ?? '', dVal: field(r, 'dVal') ?? '' })),
    };
  });
  const cobranca: NfeCobranca = {
    dup: many(child(inf, 'cobr'), 'dup').map((d) => ({ nDup: field(d, 'nDup') ?? '', dVenc: field(d, 'dVenc') ?? '', vDup: money(field(d, 'vDup')) })),
    pag: many(child(inf, 'pag'), 'detPag').map((d) => ({ tPag: field(d, 'tPag') ?? '', vPag: money(field(d, 'vPag')) })),
  };

  return {
    kind: 'nfe',
    xml,
    doc: {
      root: isNode((tree as Node).nfeProc) ? 'nfeProc' : 'NFe',
      CNPJEmitente: doc.CNPJEmitente!,
      NmEmpresa: doc.NmEmpresa!.slice(0, 200),
      IEEmitente: field(emit, 'IE'),
      UfEmitente: field(emit, 'enderEmit', 'UF'),
      DsEnderecoEmitente: [field(emit, 'enderEmit', 'xLgr'), field(emit, 'enderEmit', 'nro')].filter(Boolean).join(', ').slice(0, 120) || null,
      CdMunicipioEmitente: field(emit, 'enderEmit', 'cMun'),
      NrCepEmitente: onlyDigits(field(emit, 'enderEmit', 'CEP')) || null,
      NrFoneEmitente: onlyDigits(field(emit, 'enderEmit', 'fone')).slice(0, 14) || null,
      NmCliente: field(dest, 'xNome')?.slice(0, 200) ?? null,
      NrDocumento: field(dest, 'CNPJ') ?? field(dest, 'CPF') ?? field(dest, 'idEstrangeiro'),
      NrIE: field(dest, 'IE'),
      TipoContribuinte: field(dest, 'indIEDest'),
      IdUf: findUf(doc.IdUf)?.uf ?? doc.IdUf!.slice(0, 2),
      NmCidade: field(dest, 'enderDest', 'xMun'),
      CdMunicipio: field(dest, 'enderDest', 'cMun'),
      DataEmissaoNota: doc.DataEmissaoNota!,
      NrNf: doc.NrNf!,
      NrSerie: field(ide, 'serie'),
      VlNf: money(doc.VlNf),
      NrChaveNFe: key,
      // Totals win over item sums; an absent tag is zero.
      vICMSUFDest: money(field(tot, 'vICMSUFDest')),
      vFCPUFDest: money(field(tot, 'vFCPUFDest')),
      vST: money(field(tot, 'vST')),
      vFCPST: money(field(tot, 'vFCPST')),
      warnings,
      cancelled: cancelled.has(key),
      DsCobranca: cobranca,
      items,
    },
  };
}
