/**
 * IBS and CBS of a sale item (EC 132/2023, LC 214/2025; NF-e group UB "IBSCBS" of NT 2025.002-RTC, package PL_010).
 * Pure: the rates come in as data (the table impostos_ibscbs, one row per period of validity), the values come out as
 * exact decimals, rounded half-up to the cent like every other tax of the engine.
 *
 * The base is the NT's (field UB16): the item's operation value (goods − unconditional discount + freight, insurance,
 * other charges, import tax) without the ICMS, its FCP, the DIFAL and its FCP, PIS and COFINS (LC 214/2025 art. 12
 * §2º and the transition's art. 348, which keep the old taxes out of the new ones' base). IPI is not in it.
 * Each share is `round(base × rate %)`: the state's IBS, the municipality's IBS and the CBS apart; vIBS is their sum.
 */
import { Decimal, toDecimal, type DecimalInput } from '@backoffice/domain';

/** A period of the IBS/CBS rates (impostos_ibscbs): valid from DtInicio to DtFim (inclusive; null open-ended). */
export interface AliquotaIbsCbs {
  DtInicio: string;
  DtFim: string | null;
  /** Percent. */
  PcCbs: string;
  PcIbsUf: string;
  PcIbsMun: string;
  /**
   * Simples Nacional issuers (CRT 1, 2, 4) fill the group in this period too. In 2026 they do not: their IBS/CBS
   * start in 2027 (LC 214/2025 art. 348; NT 2025.002 rules for CRT 1 and 2).
   */
  StSimples: boolean;
  /**
   * IBS and CBS are charged on top of the price in this period (vItem and vNFTot carry them). In 2026 they do not:
   * the test year's values are stated and offset against PIS/COFINS, the invoice's total is unchanged.
   */
  StSomaTotal: boolean;
}

/** What the item's IBS/CBS are computed from: the values of the item in the invoice, already computed. */
export interface BaseIbsCbsItem {
  vProd: DecimalInput;
  vDesc?: DecimalInput;
  vFrete?: DecimalInput;
  vSeg?: DecimalInput;
  vOutro?: DecimalInput;
  vII?: DecimalInput;
  vICMS?: DecimalInput;
  vFCP?: DecimalInput;
  vICMSUFDest?: DecimalInput;
  vFCPUFDest?: DecimalInput;
  vPIS?: DecimalInput;
  vCOFINS?: DecimalInput;
}

/** The IBS/CBS of an item as stored (pedido_venda_items_taxes); CstIbsCbs null: the group does not apply. */
export interface IbsCbsItem {
  CstIbsCbs: string | null;
  CdClassTrib: string | null;
  VlBcIbsCbs: string;
  PcIbsUf: string;
  VlIbsUf: string;
  PcIbsMun: string;
  VlIbsMun: string;
  PcCbs: string;
  VlCbs: string;
  StIbsCbsSomaTotal: boolean;
}

/**
 * A normal taxed sale: CST 000 "tributação integral", cClassTrib 000001 "situações tributadas integralmente pelo IBS e
 * CBS" (classification table of the Informe Técnico 2025.002). Other operations (exempt, reduced, deferred) need
 * their own classification and are not issued by the engine.
 */
export const CST_TRIBUTACAO_INTEGRAL = '000';
export const CLASS_TRIB_TRIBUTACAO_INTEGRAL = '000001';

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);
const dec = (v: DecimalInput | undefined): Decimal => toDecimal(v ?? 0) ?? ZERO;
const cents = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export const IBSCBS_NAO_SE_APLICA: IbsCbsItem = {
  CstIbsCbs: null,
  CdClassTrib: null,
  VlBcIbsCbs: '0.00',
  PcIbsUf: '0.0000',
  VlIbsUf: '0.00',
  PcIbsMun: '0.0000',
  VlIbsMun: '0.00',
  PcCbs: '0.0000',
  VlCbs: '0.00',
  StIbsCbsSomaTotal: false,
};

/** The rate row valid on a date (YYYY-MM-DD), the latest start first when periods overlap; null before the reform. */
export function aliquotaIbsCbsVigente(tabela: readonly AliquotaIbsCbs[], data: string): AliquotaIbsCbs | null {
  const day = data.slice(0, 10);
  return [...tabela].filter((a) => a.DtInicio <= day && (!a.DtFim || day <= a.DtFim)).sort((a, b) => b.DtInicio.localeCompare(a.DtInicio))[0] ?? null;
}

/** The IBS/CBS base of the item (NT 2025.002 UB16), in cents. */
export function baseIbsCbs(b: BaseIbsCbsItem): Decimal {
  const adds = dec(b.vProd).plus(dec(b.vFrete)).plus(dec(b.vSeg)).plus(dec(b.vOutro)).plus(dec(b.vII));
  const takes = [b.vDesc, b.vICMS, b.vFCP, b.vICMSUFDest, b.vFCPUFDest, b.vPIS, b.vCOFINS].reduce<Decimal>((a, v) => a.plus(dec(v)), ZERO);
  return Decimal.max(ZERO, cents(adds.minus(takes)));
}

/**
 * The IBS/CBS of one item: filled when a rate period covers the operation's date and the issuer must state them
 * (regime normal, CRT 3; Simples Nacional only where the period says so), not on exports (immune, another CST).
 */
export function calculaIbsCbs(
  ctx: { data: string; crt: string; exportacao: boolean },
  base: BaseIbsCbsItem,
  tabela: readonly AliquotaIbsCbs[],
): IbsCbsItem {
  const aliquota = aliquotaIbsCbsVigente(tabela, ctx.data);
  if (!aliquota || ctx.exportacao) return IBSCBS_NAO_SE_APLICA;
  if (ctx.crt !== '3' && !aliquota.StSimples) return IBSCBS_NAO_SE_APLICA;
  const vBc = baseIbsCbs(base);
  const share = (rate: string) => cents(vBc.times(rate).dividedBy(HUNDRED));
  const p = (v: string) => new Decimal(v).toFixed(4);
  return {
    CstIbsCbs: CST_TRIBUTACAO_INTEGRAL,
    CdClassTrib: CLASS_TRIB_TRIBUTACAO_INTEGRAL,
    VlBcIbsCbs: vBc.toFixed(2),
    PcIbsUf: p(aliquota.PcIbsUf),
    VlIbsUf: share(aliquota.PcIbsUf).toFixed(2),
    PcIbsMun: p(aliquota.PcIbsMun),
    VlIbsMun: share(aliquota.PcIbsMun).toFixed(2),
    PcCbs: p(aliquota.PcCbs),
    VlCbs: share(aliquota.PcCbs).toFixed(2),
    StIbsCbsSomaTotal: aliquota.StSomaTotal,
  };
}

/**
 * The rate periods every installation starts with (written by the area's `prepare`, idempotent). 2026, the test year:
 * CBS 0,9 % and the state's IBS 0,1 %, the municipality's 0 % (ADCT art. 125, EC 132/2023; NT 2025.002 rules
 * 316/321), stated but not added to the invoice's total. The years after get their rows when their rates are set.
 */
export const ALIQUOTAS_IBSCBS: readonly (AliquotaIbsCbs & { DsFundamento: string })[] = [
  {
    DtInicio: '2026-01-01',
    DtFim: '2026-12-31',
    PcCbs: '0.9',
    PcIbsUf: '0.1',
    PcIbsMun: '0',
    StSimples: false,
    StSomaTotal: false,
    DsFundamento: 'ADCT art. 125 (EC 132/2023): ano-teste (CBS 0,9 %, IBS estadual 0,1 %, municipal 0 %), compensável com PIS/COFINS',
  },
];
