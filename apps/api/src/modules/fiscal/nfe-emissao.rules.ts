/**
 * The NF-e (model 55, layout 4.00, package PL_010) of an order, as a pure function of what is stored: the issuer,
 * the recipient, the items with the taxes the engine stored for them, transport, payment and billing. The values
 * are copied, never recomputed: the invoice's totals are the sums of the stored per-item taxes, so they equal the
 * order's. Money as strings with 2 decimals (Decimal), as the schema's TDec_1302.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { accessKeyCheckDigit, Decimal, findUf, type DecimalInput } from '@backoffice/domain';
import type { ImpostosItem } from '../impostos/index.ts';

export const NFE_NS = 'http://www.portalfiscal.inf.br/nfe';
/** The recipient's name the manual requires in homologation (tpAmb 2), whatever the real one is. */
export const NOME_HOMOLOGACAO = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

export interface Endereco {
  xLgr: string;
  nro: string;
  xCpl?: string | null;
  xBairro: string;
  cMun: string;
  xMun: string;
  UF: string;
  CEP?: string | null;
  fone?: string | null;
}

export interface Emitente {
  CNPJ: string;
  xNome: string;
  xFant?: string | null;
  endereco: Endereco;
  IE: string;
  /** 1 Simples Nacional, 2 Simples above the sub-limit, 3 regime normal. */
  CRT: '1' | '2' | '3';
}

export interface Destinatario {
  /** CPF (11) or CNPJ (14) digits. */
  documento: string;
  xNome: string;
  endereco: Endereco;
  /** The ICMS contributor type: 1 with IE, 2 exempt, 9 non-contributor. */
  indIEDest: '1' | '2' | '9';
  IE?: string | null;
  email?: string | null;
}

/**
 * The taxes of an item as stored (pedido_venda_items_taxes), for the quantity invoiced: the tax engine's own shape
 * of an item's taxes, without the item's total (the invoice takes it from the item line).
 */
export type TributosItem = Omit<ImpostosItem, 'VlTotal'>;

export interface ItemNfe {
  cProd: string;
  cEAN?: string | null;
  xProd: string;
  NCM: string;
  CEST?: string | null;
  CFOP: string;
  uCom: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  vFrete: string;
  vDesc: string;
  /** Origin of the goods (0..8). */
  orig: string;
  tributos: TributosItem;
  /**
   * A return (finNFe 4): the percentage of the returned invoice's item that comes back (impostoDevol/pDevol);
   * the item's IPI is then the IPI returned (vIPIDevol), not an IPI of this invoice.
   */
  pDevol?: string | null;
}

export interface Volume {
  qVol: string;
  esp: string;
  pesoL: string;
  pesoB: string;
}

export interface Transportador {
  documento: string;
  xNome: string;
  IE?: string | null;
  xEnder?: string | null;
  xMun?: string | null;
  UF?: string | null;
}

export interface Duplicata {
  nDup: string;
  dVenc: string;
  vDup: string;
}

export interface DadosNfe {
  tpAmb: '1' | '2';
  /** Issued in contingency (SVC-AN 6, SVC-RS 7): the key and ide carry tpEmis, and ide when and why it started. */
  contingencia?: { tpEmis: '6' | '7'; dhCont: string; xJust: string };
  serie: number;
  nNF: number;
  /** 8 random digits, not equal to nNF (the key's cNF). */
  cNF: string;
  /** ISO date-time with the offset (-03:00). */
  dhEmi: string;
  natOp: string;
  /** The sale goes to the final consumer (indFinal). */
  consumidorFinal: boolean;
  emitente: Emitente;
  destinatario: Destinatario;
  itens: ItemNfe[];
  /** CIF 0 (issuer), FOB 1 (recipient), 9 no freight. */
  modFrete: '0' | '1' | '9';
  transportador?: Transportador | null;
  volume?: Volume | null;
  /** The installments; empty: no billing group. */
  duplicatas: Duplicata[];
  /**
   * What the client paid in advance that this invoice settles (duplicatasDoPlano): the invoice's billing (fat) is its
   * value less it (vDesc), the duplicatas what is left to pay. Absent: nothing.
   */
  adiantamento?: string;
  /** NF-e tPag (01 cash, 15 boleto, 17 PIX, 90 no payment, 99 other) and its description when 99. */
  tPag: string;
  xPag?: string | null;
  infCpl?: string | null;
  verProc: string;
  /** 0 entry, 1 exit (default). */
  tpNF?: '0' | '1';
  /** 1 normal (default), 4 return of goods (refNFe is then the invoice returned). */
  finNFe?: '1' | '4';
  /** The access key of the invoice this one refers to (NFref/refNFe). */
  refNFe?: string | null;
}

const ZERO = new Decimal(0);
const dec = (v: string | null | undefined) => new Decimal(v || 0);
const money = (v: Decimal | string) => new Decimal(v).toFixed(2);
/** Percentages as TDec_0302a04 (2 to 4 decimals). */
const pct = (v: string) => new Decimal(v).toFixed(4);
const qty = (v: string) => new Decimal(v).toFixed(4);
const weight = (v: string) => new Decimal(v).toFixed(3);
const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/**
 * Free text as the schema's TString takes it: no line breaks, no leading or trailing blanks, no repeated blanks,
 * at most `max` characters (the manual's limits).
 */
export function texto(value: string | null | undefined, max: number): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** The 44-digit access key of the invoice and its check digit. */
export function chaveAcesso(parts: { cUF: string; dhEmi: string; CNPJ: string; serie: number; nNF: number; tpEmis: string; cNF: string }): string {
  const aamm = parts.dhEmi.slice(2, 4) + parts.dhEmi.slice(5, 7);
  const first43 =
    parts.cUF.padStart(2, '0') +
    aamm +
    parts.CNPJ.padStart(14, '0') +
    '55' +
    String(parts.serie).padStart(3, '0') +
    String(parts.nNF).padStart(9, '0') +
    parts.tpEmis +
    parts.cNF.padStart(8, '0');
  return first43 + String(accessKeyCheckDigit(first43));
}

/** The IBGE code of a state (2 digits). */
export function codigoUf(uf: string): string {
  const info = findUf(uf);
  if (!info) throw new Error(`unknown state ${uf}`);
  return String(info.code).padStart(2, '0');
}

function endereco(e: Endereco) {
  return {
    xLgr: texto(e.xLgr, 60) || 'SEM LOGRADOURO',
    nro: texto(e.nro, 60) || 'S/N',
    ...(texto(e.xCpl, 60) ? { xCpl: texto(e.xCpl, 60) } : {}),
    xBairro: texto(e.xBairro, 60) || 'CENTRO',
    cMun: e.cMun,
    xMun: texto(e.xMun, 60),
    UF: e.UF,
    ...(digits(e.CEP).length === 8 ? { CEP: digits(e.CEP) } : {}),
    cPais: '1058',
    xPais: 'BRASIL',
    ...(digits(e.fone).length >= 6 && digits(e.fone).length <= 14 ? { fone: digits(e.fone) } : {}),
  };
}

/** The ICMS group of the item: CST for regime normal, CSOSN for Simples Nacional (CRT 1). */
function icms(orig: string, t: TributosItem) {
  const fcp = dec(t.VlFcp).gt(0) ? { vBCFCP: money(t.VlBcIcms), pFCP: pct(t.PcFcp), vFCP: money(t.VlFcp) } : {};
  const fcp00 = dec(t.VlFcp).gt(0) ? { pFCP: pct(t.PcFcp), vFCP: money(t.VlFcp) } : {};
  const st = {
    modBCST: '4',
    ...(dec(t.PcMvaSt).gt(0) ? { pMVAST: pct(t.PcMvaSt) } : {}),
    ...(dec(t.PcRedBcSt).gt(0) ? { pRedBCST: pct(t.PcRedBcSt) } : {}),
    vBCST: money(t.VlBcSt),
    pICMSST: pct(t.PcIcmsSt),
    vICMSST: money(t.VlIcmsSt),
    ...(dec(t.VlFcpSt).gt(0) ? { vBCFCPST: money(t.VlBcSt), pFCPST: pct(t.PcFcpSt), vFCPST: money(t.VlFcpSt) } : {}),
  };
  const own = { modBC: '3', vBC: money(t.VlBcIcms), pICMS: pct(t.PcIcms), vICMS: money(t.VlIcms) };
  const reduced = { modBC: '3', pRedBC: pct(t.PcRedBc), vBC: money(t.VlBcIcms), pICMS: pct(t.PcIcms), vICMS: money(t.VlIcms) };
  switch (t.CstIcms) {
    case '00':
      return { ICMS00: { orig, CST: '00', ...own, ...fcp00 } };
    case '10':
      return { ICMS10: { orig, CST: '10', ...own, ...fcp, ...st } };
    case '20':
      return { ICMS20: { orig, CST: '20', ...reduced, ...fcp } };
    case '70':
      return { ICMS70: { orig, CST: '70', ...reduced, ...fcp, ...st } };
    case '40':
    case '41':
    case '50':
      return { ICMS40: { orig, CST: t.CstIcms } };
    case '101':
    case '102':
    case '103':
    case '300':
    case '400':
      return { ICMSSN102: { orig, CSOSN: t.CstIcms === '101' ? '102' : t.CstIcms } };
    case '201':
    case '202':
    case '203':
      return { ICMSSN202: { orig, CSOSN: t.CstIcms === '201' ? '202' : t.CstIcms, ...st } };
    default:
      throw new Error(`CST ${t.CstIcms} not emitted`);
  }
}

function pisCofins(t: TributosItem, entrada: boolean) {
  // An entry (a sale's return) carries the same bases and values as "outras operações de entrada" (CST 98).
  if (entrada) {
    return {
      PIS: { PISOutr: { CST: '98', vBC: money(t.VlBcPisCofins), pPIS: pct(t.PcPis), vPIS: money(t.VlPis) } },
      COFINS: { COFINSOutr: { CST: '98', vBC: money(t.VlBcPisCofins), pCOFINS: pct(t.PcCofins), vCOFINS: money(t.VlCofins) } },
    };
  }
  if (dec(t.VlPis).gt(0) || dec(t.VlCofins).gt(0)) {
    return {
      PIS: { PISAliq: { CST: '01', vBC: money(t.VlBcPisCofins), pPIS: pct(t.PcPis), vPIS: money(t.VlPis) } },
      COFINS: { COFINSAliq: { CST: '01', vBC: money(t.VlBcPisCofins), pCOFINS: pct(t.PcCofins), vCOFINS: money(t.VlCofins) } },
    };
  }
  // Simples Nacional (inside the DAS) and operations without PIS/COFINS: "outras operações de saída".
  return {
    PIS: { PISOutr: { CST: '49', vBC: '0.00', pPIS: '0.0000', vPIS: '0.00' } },
    COFINS: { COFINSOutr: { CST: '49', vBC: '0.00', pCOFINS: '0.0000', vCOFINS: '0.00' } },
  };
}

function difal(t: TributosItem) {
  if (!dec(t.VlBcUfDest).gt(0)) return {};
  return {
    ICMSUFDest: {
      vBCUFDest: money(t.VlBcUfDest),
      vBCFCPUFDest: money(t.VlBcUfDest),
      pFCPUFDest: pct(t.PcFcpUfDest),
      pICMSUFDest: pct(t.PcIcmsUfDest),
      pICMSInter: new Decimal(t.PcIcmsInter).toFixed(2),
      pICMSInterPart: pct(t.PcIcmsInterPart),
      vFCPUFDest: money(t.VlFcpUfDest),
      vICMSUFDest: money(t.VlIcmsUfDest),
      vICMSUFRemet: money(t.VlIcmsUfRemet),
    },
  };
}

/** The item carries the IBS/CBS group (the engine stored a CST for it: regime normal from 2026). */
const temIbsCbs = (t: TributosItem) => Boolean(t.CstIbsCbs);

/** The group UB (IBSCBS) of an item, as NT 2025.002-RTC lays it for a taxed sale (gIBSCBS, no deferral or reduction). */
function ibsCbs(t: TributosItem) {
  if (!temIbsCbs(t)) return {};
  return {
    IBSCBS: {
      CST: t.CstIbsCbs,
      cClassTrib: t.CdClassTrib,
      gIBSCBS: {
        vBC: money(t.VlBcIbsCbs),
        gIBSUF: { pIBSUF: pct(t.PcIbsUf), vIBSUF: money(t.VlIbsUf) },
        gIBSMun: { pIBSMun: pct(t.PcIbsMun), vIBSMun: money(t.VlIbsMun) },
        vIBS: money(dec(t.VlIbsUf).plus(dec(t.VlIbsMun))),
        gCBS: { pCBS: pct(t.PcCbs), vCBS: money(t.VlCbs) },
      },
    },
  };
}

/**
 * The item's total (vItem, NT 2025.002 VB01): goods less discount, plus freight, ST, FCP-ST and IPI, plus IBS and CBS
 * only in a period that charges them on top (not in 2026).
 */
function valorItem(i: ItemNfe): Decimal {
  const t = i.tributos;
  const base = dec(i.vProd).minus(dec(i.vDesc)).plus(dec(i.vFrete)).plus(dec(t.VlIcmsSt)).plus(dec(t.VlFcpSt)).plus(dec(t.VlIpi));
  return t.StIbsCbsSomaTotal ? base.plus(dec(t.VlIbsUf)).plus(dec(t.VlIbsMun)).plus(dec(t.VlCbs)) : base;
}

/** The totals of the invoice (ICMSTot): the sums of its items' values, vNF as the manual composes it. */
export function totais(itens: readonly ItemNfe[]) {
  const sum = (f: (i: ItemNfe) => string) => itens.reduce((a, i) => a.plus(dec(f(i))), ZERO);
  const vProd = sum((i) => i.vProd);
  const vDesc = sum((i) => i.vDesc);
  const vFrete = sum((i) => i.vFrete);
  const vST = sum((i) => i.tributos.VlIcmsSt);
  const vFCPST = sum((i) => i.tributos.VlFcpSt);
  // A return's IPI is the IPI returned (impostoDevol), apart from the invoice's own IPI; vNF counts both.
  const vIPI = sum((i) => (i.pDevol == null ? i.tributos.VlIpi : '0'));
  const vIPIDevol = sum((i) => (i.pDevol == null ? '0' : i.tributos.VlIpi));
  return {
    vBC: sum((i) => i.tributos.VlBcIcms),
    vICMS: sum((i) => i.tributos.VlIcms),
    vFCPUFDest: sum((i) => i.tributos.VlFcpUfDest),
    vICMSUFDest: sum((i) => i.tributos.VlIcmsUfDest),
    vICMSUFRemet: sum((i) => i.tributos.VlIcmsUfRemet),
    vFCP: sum((i) => i.tributos.VlFcp),
    vBCST: sum((i) => i.tributos.VlBcSt),
    vST,
    vFCPST,
    vProd,
    vFrete,
    vDesc,
    vIPI,
    vIPIDevol,
    vPIS: sum((i) => i.tributos.VlPis),
    vCOFINS: sum((i) => i.tributos.VlCofins),
    vNF: vProd.minus(vDesc).plus(vFrete).plus(vST).plus(vFCPST).plus(vIPI).plus(vIPIDevol),
    vTotTrib: sum((i) => i.tributos.VlTributos),
    /** IBSCBSTot: only the items with the group count. */
    ibsCbs: itens.some((i) => temIbsCbs(i.tributos)),
    vBCIBSCBS: sum((i) => (temIbsCbs(i.tributos) ? i.tributos.VlBcIbsCbs : '0')),
    vIBSUF: sum((i) => i.tributos.VlIbsUf),
    vIBSMun: sum((i) => i.tributos.VlIbsMun),
    vCBS: sum((i) => i.tributos.VlCbs),
    /** vNFTot, the sum of the items' vItem. */
    vNFTot: itens.reduce((a, i) => a.plus(valorItem(i)), ZERO),
  };
}

/** The `NFe` element of the invoice (unsigned), its access key and totals. */
export function montaNfe(d: DadosNfe): { chave: string; xml: string; totais: ReturnType<typeof totais> } {
  const cUF = codigoUf(d.emitente.endereco.UF);
  const chave = chaveAcesso({ cUF, dhEmi: d.dhEmi, CNPJ: d.emitente.CNPJ, serie: d.serie, nNF: d.nNF, tpEmis: d.contingencia?.tpEmis ?? '1', cNF: d.cNF });
  const ufDest = d.destinatario.endereco.UF;
  const idDest = ufDest === 'EX' ? '3' : ufDest === d.emitente.endereco.UF ? '1' : '2';
  const t = totais(d.itens);
  const doc = digits(d.destinatario.documento);
  const homologacao = d.tpAmb === '2';
  const temDifal = t.vICMSUFDest.gt(0) || t.vFCPUFDest.gt(0) || t.vICMSUFRemet.gt(0);
  const vNF = money(t.vNF);

  const infNFe = {
    '@_versao': '4.00',
    '@_Id': `NFe${chave}`,
    ide: {
      cUF,
      cNF: d.cNF,
      natOp: texto(d.natOp, 60) || 'VENDA',
      mod: '55',
      serie: String(d.serie),
      nNF: String(d.nNF),
      dhEmi: d.dhEmi,
      tpNF: d.tpNF ?? '1',
      idDest,
      cMunFG: d.emitente.endereco.cMun,
      tpImp: '1',
      tpEmis: d.contingencia?.tpEmis ?? '1',
      cDV: chave.slice(-1),
      tpAmb: d.tpAmb,
      finNFe: d.finNFe ?? '1',
      indFinal: d.consumidorFinal ? '1' : '0',
      // Orders are taken by representatives or remotely: "operação não presencial, outros", without an intermediary.
      indPres: '9',
      indIntermed: '0',
      procEmi: '0',
      verProc: texto(d.verProc, 20),
      ...(d.contingencia ? { dhCont: d.contingencia.dhCont, xJust: texto(d.contingencia.xJust, 256) } : {}),
      ...(d.refNFe ? { NFref: { refNFe: d.refNFe } } : {}),
    },
    emit: {
      CNPJ: d.emitente.CNPJ,
      xNome: texto(d.emitente.xNome, 60),
      ...(texto(d.emitente.xFant, 60) ? { xFant: texto(d.emitente.xFant, 60) } : {}),
      enderEmit: endereco(d.emitente.endereco),
      IE: digits(d.emitente.IE) || 'ISENTO',
      CRT: d.emitente.CRT,
    },
    dest: {
      ...(doc.length === 11 ? { CPF: doc } : { CNPJ: doc }),
      xNome: homologacao ? NOME_HOMOLOGACAO : texto(d.destinatario.xNome, 60),
      enderDest: endereco(d.destinatario.endereco),
      indIEDest: d.destinatario.indIEDest,
      ...(d.destinatario.indIEDest === '1' && digits(d.destinatario.IE) ? { IE: digits(d.destinatario.IE) } : {}),
      ...(d.destinatario.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.destinatario.email.trim()) ? { email: d.destinatario.email.trim().slice(0, 60) } : {}),
    },
    det: d.itens.map((i, n) => ({
      '@_nItem': String(n + 1),
      prod: {
        cProd: texto(i.cProd, 60),
        cEAN: i.cEAN && /^\d{8}$|^\d{12,14}$/.test(i.cEAN) ? i.cEAN : 'SEM GTIN',
        xProd: texto(i.xProd, 120),
        NCM: i.NCM,
        ...(i.CEST ? { CEST: i.CEST } : {}),
        CFOP: i.CFOP,
        uCom: texto(i.uCom, 6),
        qCom: qty(i.qCom),
        vUnCom: new Decimal(i.vUnCom).toFixed(4),
        vProd: money(i.vProd),
        cEANTrib: i.cEAN && /^\d{8}$|^\d{12,14}$/.test(i.cEAN) ? i.cEAN : 'SEM GTIN',
        uTrib: texto(i.uCom, 6),
        qTrib: qty(i.qCom),
        vUnTrib: new Decimal(i.vUnCom).toFixed(4),
        ...(dec(i.vFrete).gt(0) ? { vFrete: money(i.vFrete) } : {}),
        ...(dec(i.vDesc).gt(0) ? { vDesc: money(i.vDesc) } : {}),
        indTot: '1',
      },
      imposto: {
        vTotTrib: money(i.tributos.VlTributos),
        ICMS: icms(i.orig, i.tributos),
        ...(dec(i.tributos.VlIpi).gt(0) && i.pDevol == null
          ? { IPI: { cEnq: '999', IPITrib: { CST: '50', vBC: money(i.tributos.VlBcIpi), pIPI: pct(i.tributos.PcIpi), vIPI: money(i.tributos.VlIpi) } } }
          : {}),
        ...pisCofins(i.tributos, d.tpNF === '0'),
        ...difal(i.tributos),
        ...ibsCbs(i.tributos),
      },
      ...(i.pDevol != null ? { impostoDevol: { pDevol: new Decimal(i.pDevol).toFixed(2), IPI: { vIPIDevol: money(dec(i.tributos.VlIpi)) } } } : {}),
      ...(t.ibsCbs ? { vItem: money(valorItem(i)) } : {}),
    })),
    total: {
      ICMSTot: {
        vBC: money(t.vBC),
        vICMS: money(t.vICMS),
        vICMSDeson: '0.00',
        ...(temDifal ? { vFCPUFDest: money(t.vFCPUFDest), vICMSUFDest: money(t.vICMSUFDest), vICMSUFRemet: money(t.vICMSUFRemet) } : {}),
        vFCP: money(t.vFCP),
        vBCST: money(t.vBCST),
        vST: money(t.vST),
        vFCPST: money(t.vFCPST),
        vFCPSTRet: '0.00',
        vProd: money(t.vProd),
        vFrete: money(t.vFrete),
        vSeg: '0.00',
        vDesc: money(t.vDesc),
        vII: '0.00',
        vIPI: money(t.vIPI),
        vIPIDevol: money(t.vIPIDevol),
        vPIS: money(t.vPIS),
        vCOFINS: money(t.vCOFINS),
        vOutro: '0.00',
        vNF,
        vTotTrib: money(t.vTotTrib),
      },
      ...(t.ibsCbs
        ? {
            IBSCBSTot: {
              vBCIBSCBS: money(t.vBCIBSCBS),
              gIBS: {
                gIBSUF: { vDif: '0.00', vDevTrib: '0.00', vIBSUF: money(t.vIBSUF) },
                gIBSMun: { vDif: '0.00', vDevTrib: '0.00', vIBSMun: money(t.vIBSMun) },
                vIBS: money(t.vIBSUF.plus(t.vIBSMun)),
                vCredPres: '0.00',
                vCredPresCondSus: '0.00',
              },
              gCBS: { vDif: '0.00', vDevTrib: '0.00', vCBS: money(t.vCBS), vCredPres: '0.00', vCredPresCondSus: '0.00' },
            },
            // Required with IBSCBSTot (rejection 1004): the sum of the items' vItem.
            vNFTot: money(t.vNFTot),
          }
        : {}),
    },
    transp: {
      modFrete: d.modFrete,
      ...(d.transportador
        ? {
            transporta: {
              ...(digits(d.transportador.documento).length === 11 ? { CPF: digits(d.transportador.documento) } : digits(d.transportador.documento) ? { CNPJ: digits(d.transportador.documento) } : {}),
              xNome: texto(d.transportador.xNome, 60),
              ...(digits(d.transportador.IE) ? { IE: digits(d.transportador.IE) } : {}),
              ...(texto(d.transportador.xEnder, 60) ? { xEnder: texto(d.transportador.xEnder, 60) } : {}),
              ...(texto(d.transportador.xMun, 60) ? { xMun: texto(d.transportador.xMun, 60) } : {}),
              ...(d.transportador.UF ? { UF: d.transportador.UF } : {}),
            },
          }
        : {}),
      ...(d.volume ? { vol: { qVol: String(Math.max(1, Math.ceil(Number(d.volume.qVol)))), esp: texto(d.volume.esp, 60), pesoL: weight(d.volume.pesoL), pesoB: weight(d.volume.pesoB) } } : {}),
    },
    ...(d.duplicatas.length
      ? {
          cobr: {
            fat: fatura(d),
            dup: d.duplicatas.map((x) => ({ nDup: x.nDup, dVenc: x.dVenc, vDup: money(x.vDup) })),
          },
        }
      : {}),
    pag: {
      detPag: {
        indPag: d.duplicatas.length > 1 || (d.duplicatas[0] && d.duplicatas[0].dVenc > d.dhEmi.slice(0, 10)) ? '1' : '0',
        tPag: d.tPag,
        ...(d.tPag === '99' ? { xPag: texto(d.xPag, 60) || 'OUTROS' } : {}),
        vPag: d.tPag === '90' ? '0.00' : vNF,
      },
    },
    ...(texto(d.infCpl, 5000) ? { infAdic: { infCpl: texto(d.infCpl, 5000) } } : {}),
  };

  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false, format: false });
  const xml = builder.build({ NFe: { '@_xmlns': NFE_NS, infNFe } }) as string;
  return { chave, xml, totais: t };
}

/** The billing (cobr/fat): the duplicatas add up to vLiq; an advance the invoice settles is its discount (vOrig − vDesc = vLiq). */
function fatura(d: Pick<DadosNfe, 'nNF' | 'duplicatas' | 'adiantamento'>) {
  const liquido = d.duplicatas.reduce((a, x) => a.plus(x.vDup), ZERO);
  const adiantamento = new Decimal(d.adiantamento ?? 0);
  return { nFat: String(d.nNF), vOrig: money(liquido.plus(adiantamento)), vDesc: money(adiantamento), vLiq: money(liquido) };
}

/** An installment of the order's plan (not invoiced yet) as an invoice bills it: due date, value, received of it. */
export interface ParcelaDoPlano {
  dVenc: string;
  valor: DecimalInput;
  recebido: DecimalInput;
}

/**
 * The duplicatas of an invoice of `vNF` from the order's plan. What was received on the plan is money the client
 * already paid: the plan keeps it (an installment never goes below what was received of it), so the invoice bills
 * only what the plan cannot keep for what is still to be invoiced after it (the plan's sum less `vNF`); the rest of
 * the invoice's value was paid in advance (`adiantamento`). The duplicatas split what is left to pay in proportion to
 * what is open of each installment (a paid one has none), in cents, the last taking the rest. So the receivables of
 * all the order's invoices plus what was received in advance add up to the order, never counting a receipt twice.
 */
export function duplicatasDoPlano(plano: readonly ParcelaDoPlano[], vNF: DecimalInput): { duplicatas: Duplicata[]; adiantamento: string } {
  const valor = new Decimal(vNF ?? 0);
  const total = plano.reduce((a, p) => a.plus(p.valor ?? 0), ZERO);
  const abertos = plano.map((p) => Decimal.max(new Decimal(p.valor ?? 0).minus(Decimal.min(new Decimal(p.recebido ?? 0), new Decimal(p.valor ?? 0))), 0));
  const recebido = total.minus(abertos.reduce((a, x) => a.plus(x), ZERO));
  const adiantamento = Decimal.min(recebido, valor, Decimal.max(0, recebido.minus(total.minus(valor))));
  const aPagar = valor.minus(adiantamento);
  const emAberto = abertos.reduce((a, x) => a.plus(x), ZERO);
  const comAberto = plano.map((p, i) => ({ dVenc: p.dVenc, aberto: abertos[i] })).filter((p) => p.aberto.gt(0));
  if (!aPagar.gt(0) || !comAberto.length) return { duplicatas: [], adiantamento: adiantamento.toFixed(2) };
  let resto = aPagar;
  const valores = comAberto.map((p, i) => {
    const v = i === comAberto.length - 1 ? resto : p.aberto.times(aPagar).dividedBy(emAberto).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    resto = resto.minus(v);
    return { dVenc: p.dVenc, v };
  });
  const duplicatas = valores.filter((x) => x.v.gt(0)).map((x, i) => ({ nDup: String(i + 1).padStart(3, '0'), dVenc: x.dVenc, vDup: x.v.toFixed(2) }));
  return { duplicatas, adiantamento: adiantamento.toFixed(2) };
}

/** The NF-e tPag of an order's payment method, by its description (the company names them freely). */
export function meioPagamento(descricao: string | null | undefined, geraFinanceiro: boolean): { tPag: string; xPag?: string } {
  if (!geraFinanceiro) return { tPag: '90' };
  const d = (descricao ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (/pix/.test(d)) return { tPag: '17' };
  if (/boleto/.test(d)) return { tPag: '15' };
  if (/dinheiro|especie/.test(d)) return { tPag: '01' };
  if (/cheque/.test(d)) return { tPag: '02' };
  if (/credito/.test(d) && /cart/.test(d)) return { tPag: '03' };
  if (/debito/.test(d) && /cart/.test(d)) return { tPag: '04' };
  if (/deposito/.test(d)) return { tPag: '16' };
  if (/transfer|ted|doc\b/.test(d)) return { tPag: '18' };
  return { tPag: '99', xPag: texto(descricao, 60) || 'A PRAZO' };
}

/**
 * The part of a stored value that an invoice of `qt` out of `qtTotal` carries: proportional, rounded to the cent;
 * the invoice that completes the quantity takes what the earlier ones left, so the invoices add up to the order.
 */
export function parte(valor: string, qt: Decimal, qtTotal: Decimal, jaFaturado: { qt: Decimal; valor: Decimal }): string {
  if (qt.plus(jaFaturado.qt).gte(qtTotal)) return new Decimal(valor).minus(jaFaturado.valor).toFixed(2);
  return new Decimal(valor).times(qt).dividedBy(qtTotal).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
