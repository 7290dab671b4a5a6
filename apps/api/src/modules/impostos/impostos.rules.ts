/**
 * The tax engine of one sale item: ICMS (internal or interstate), ICMS-ST with MVA (adjusted for interstate
 * sales), FCP, IPI, PIS, COFINS and the DIFAL with its FCP (EC 87/2015, LC 190/2022). Pure: the rates come
 * in as data (the company's rate tables, resolved by `resolveRates`), the values come out as exact decimals.
 *
 * Every step is rounded half-up to 2 decimals, as issuers do, so a base is rounded before its tax is taken
 * from it; the sample invoices of ../shared/fiscal/samples and the published DIFAL vectors agree to the cent.
 */
import { Decimal, toDecimal, type DecimalInput } from '@backoffice/domain';
import { calculaIbsCbs, IBSCBS_NAO_SE_APLICA, type AliquotaIbsCbs, type IbsCbsItem } from './ibscbs.rules.ts';

/** How the destination state computes the DIFAL: U base única, D base dupla (LC 190/2022), P "por dentro" (gross-up by the destination rate). */
export type TpDifal = 'U' | 'D' | 'P';

/** The rate row of a state (impostos_uf). */
export interface RegraUf {
  IdUf: string;
  /** The state's internal ICMS rate (modal), percent. */
  PcIcmsInterno: string;
  /** Fundo de Combate à Pobreza, percent added to the internal rate. */
  PcFcp: string;
  TpDifal: TpDifal;
}

/**
 * A rate row of an NCM (impostos_ncm), optionally only in one state and only for one operation; a null value
 * inherits from a less specific row (or the state's). CdNcm is a prefix: '1904' covers '19041000'.
 */
export interface RegraNcm {
  CdNcm: string | null;
  IdUf: string | null;
  IdOperacao: number | null;
  /** Only internal sales (I) or only interstate ones (E); null both: a reduction a state grants inside itself. */
  TpDestino?: 'I' | 'E' | null;
  PcIcmsInterno?: string | null;
  PcFcp?: string | null;
  /** Reduction of the ICMS base in the state of origin (percent of the base taken off). */
  PcRedBc?: string | null;
  /** The product is under ICMS-ST in this (destination) state, with its original MVA and base reduction. */
  StSt?: boolean | null;
  PcMva?: string | null;
  PcRedBcSt?: string | null;
  PcIpi?: string | null;
  /** PIS and COFINS at zero rate (CST 06). */
  StPisCofinsZero?: boolean | null;
  PcRedBcPisCofins?: string | null;
}

/**
 * How the issuer's system applies a base reduction, both rounded half-up at each step: B reduces the base and takes
 * the rate of it (tax = round(round(base × (1 − red)) × rate)); I takes the rate of the whole base and reduces the
 * tax (tax = round(round(base × rate) × (1 − red)), as Odoo 8's Brazilian localization does). The two differ by a
 * cent now and then; SEFAZ accepts both, and the engine follows the company's system so its values match.
 */
export type TpReducaoBase = 'B' | 'I';

/** The issuer's tax regime: CRT 1 Simples Nacional (ICMS, PIS, COFINS inside the DAS), 3 regime normal. */
export interface ParametrosEmissor {
  Crt: '1' | '2' | '3';
  PcPis: string;
  PcCofins: string;
  /** B when absent. */
  TpReducaoBase?: TpReducaoBase;
}

/** The rates that apply to one item, after resolving the tables. */
export interface AliquotasItem {
  /** Internal rate and FCP of the origin (internal sales) and of the destination (DIFAL, ST). */
  pIcmsOrigem: Decimal;
  pFcpOrigem: Decimal;
  pIcmsDestino: Decimal;
  pFcpDestino: Decimal;
  tpDifal: TpDifal;
  pRedBc: Decimal;
  st: boolean;
  pMva: Decimal;
  pRedBcSt: Decimal;
  pIpi: Decimal;
  pisCofinsZero: boolean;
  pRedBcPisCofins: Decimal;
}

/** What the engine needs to know of the sale. */
export interface ContextoFiscal {
  ufOrigem: string;
  /** 'EX' abroad. */
  ufDestino: string;
  /** TipoContribuinte: 1 with IE, 2 exempt of IE, 9 non-contributor. */
  tpContribuinte: '1' | '2' | '9';
  consumidorFinal: boolean;
  /** The operation's date (YYYY-MM-DD): the DIFAL sharing of 2016–2018 depends on the year. */
  data: string;
  emissor: ParametrosEmissor;
  /** The IBS/CBS rate periods (impostos_ibscbs); none: no IBS/CBS group. */
  ibsCbs?: readonly AliquotaIbsCbs[];
}

/** The values of an item as the invoice carries them. */
export interface ItemFiscal {
  /** Origin of the goods (0 national ... 8), as the NF-e's orig. */
  origem: string;
  vProd: DecimalInput;
  vDesc?: DecimalInput;
  vFrete?: DecimalInput;
  vSeg?: DecimalInput;
  vOutro?: DecimalInput;
}

/**
 * The taxes of one item, money and percentages as strings with 2 decimals (4 for percentages). The IBS/CBS are
 * outside VlTotal and VlTributos: in the test year (2026) they are stated, not charged on top of the price.
 */
export interface ImpostosItem extends IbsCbsItem {
  CstIcms: string;
  VlBcIcms: string;
  PcRedBc: string;
  PcIcms: string;
  VlIcms: string;
  PcFcp: string;
  VlFcp: string;
  VlBcSt: string;
  PcMvaSt: string;
  PcRedBcSt: string;
  PcIcmsSt: string;
  VlIcmsSt: string;
  PcFcpSt: string;
  VlFcpSt: string;
  VlBcIpi: string;
  PcIpi: string;
  VlIpi: string;
  VlBcPisCofins: string;
  PcPis: string;
  VlPis: string;
  PcCofins: string;
  VlCofins: string;
  VlBcUfDest: string;
  PcIcmsUfDest: string;
  PcFcpUfDest: string;
  PcIcmsInter: string;
  PcIcmsInterPart: string;
  VlIcmsUfDest: string;
  VlIcmsUfRemet: string;
  VlFcpUfDest: string;
  /** Goods plus what the invoice adds to them (freight, insurance, others, IPI, ST and FCP-ST), minus the discount. */
  VlTotal: string;
  /** Every tax of the item, for the "total with taxes" and the markup's tax percentage. */
  VlTributos: string;
}

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

/** Half-up to the cent, the issuers' rounding at every step. */
export function cents(v: Decimal): Decimal {
  return v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function dec(v: DecimalInput): Decimal {
  return toDecimal(v) ?? ZERO;
}

/** `base × pct %`, rounded to the cent. */
function pct(base: Decimal, rate: Decimal): Decimal {
  return cents(base.times(rate).dividedBy(HUNDRED));
}

/** States of the South and Southeast except Espírito Santo: their sales to the other states pay 7 %. */
const SUL_SUDESTE = new Set(['SP', 'RJ', 'MG', 'PR', 'SC', 'RS']);

/**
 * Origins whose interstate rate is 4 % (Resolução do Senado 13/2012): imported goods and national goods with
 * more than 40 % of imported content (1, 2, 3, 8). 6 and 7 (no national similar, CAMEX list) keep the usual rate.
 */
const ORIGENS_IMPORTADAS = new Set(['1', '2', '3', '8']);

/** The interstate ICMS rate between two states for goods of that origin (Res. Senado 22/1989 and 13/2012). */
export function aliquotaInterestadual(ufOrigem: string, ufDestino: string, origem: string): Decimal {
  if (ORIGENS_IMPORTADAS.has(origem)) return new Decimal(4);
  if (SUL_SUDESTE.has(ufOrigem) && !SUL_SUDESTE.has(ufDestino)) return new Decimal(7);
  return new Decimal(12);
}

/** The destination's share of the DIFAL (EC 87/2015 art. 99 ADCT): 40 % in 2016, 60 % in 2017, 80 % in 2018, all of it since 2019. */
export function partilhaDestino(data: string): Decimal {
  const year = Number(data.slice(0, 4));
  if (year <= 2016) return new Decimal(40);
  if (year === 2017) return new Decimal(60);
  if (year === 2018) return new Decimal(80);
  return HUNDRED;
}

/**
 * The MVA adjusted for an interstate sale (Convênio ICMS 142/2018 cl. 9ª): [(1 + MVA) × (1 − ALQ inter) ÷
 * (1 − ALQ intra)] − 1, in percent with 2 decimals. ALQ intra is the destination's effective rate (after its
 * ST base reduction); where that is not above the interstate rate the adjustment would lower the MVA, and the
 * original is kept (the sugar line of the ST sample: MVA 15 % with a 61,11 % reduction in MG).
 */
export function mvaAjustada(pMva: Decimal, pInter: Decimal, pIntraEfetiva: Decimal): Decimal {
  const adjusted = HUNDRED.plus(pMva)
    .times(HUNDRED.minus(pInter))
    .dividedBy(HUNDRED.minus(pIntraEfetiva))
    .minus(HUNDRED)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return Decimal.max(adjusted, pMva);
}

/**
 * The rates of one item from the tables: the state rows give the modal rate, FCP and DIFAL method; the NCM rows
 * (longest prefix first, a row of the state before one of every state, a row of the operation before one of
 * every operation) override them field by field. Origin-side values (base reduction, internal rate of an
 * internal sale) come from the origin state's rows; ST, the destination rate and FCP from the destination's.
 */
export function resolveRates(
  input: { ufOrigem: string; ufDestino: string; ncm: string; idOperacao: number | null },
  ufs: readonly RegraUf[],
  ncms: readonly RegraNcm[],
): AliquotasItem {
  const uf = (id: string) => ufs.find((u) => u.IdUf === id);
  const interna = input.ufOrigem === input.ufDestino;
  const pick = <K extends keyof RegraNcm>(ufId: string, key: K): RegraNcm[K] | undefined => {
    const rows = ncms
      .filter(
        (r) =>
          (r.CdNcm === null || input.ncm.startsWith(r.CdNcm)) &&
          (r.IdUf === null || r.IdUf === ufId) &&
          (r.IdOperacao === null || r.IdOperacao === input.idOperacao) &&
          (!r.TpDestino || r.TpDestino === (interna ? 'I' : 'E')) &&
          r[key] !== null &&
          r[key] !== undefined,
      )
      .sort((a, b) => specificity(b) - specificity(a));
    return rows[0]?.[key];
  };
  const origem = uf(input.ufOrigem);
  const destino = uf(input.ufDestino);
  return {
    pIcmsOrigem: dec(pick(input.ufOrigem, 'PcIcmsInterno') ?? origem?.PcIcmsInterno),
    pFcpOrigem: dec(pick(input.ufOrigem, 'PcFcp') ?? origem?.PcFcp),
    pIcmsDestino: dec(pick(input.ufDestino, 'PcIcmsInterno') ?? destino?.PcIcmsInterno),
    pFcpDestino: dec(pick(input.ufDestino, 'PcFcp') ?? destino?.PcFcp),
    tpDifal: destino?.TpDifal ?? 'D',
    pRedBc: dec(pick(input.ufOrigem, 'PcRedBc')),
    st: pick(input.ufDestino, 'StSt') === true,
    pMva: dec(pick(input.ufDestino, 'PcMva')),
    pRedBcSt: dec(pick(input.ufDestino, 'PcRedBcSt')),
    pIpi: dec(pick(input.ufOrigem, 'PcIpi')),
    pisCofinsZero: pick(input.ufOrigem, 'StPisCofinsZero') === true,
    pRedBcPisCofins: dec(pick(input.ufOrigem, 'PcRedBcPisCofins')),
  };
}

function specificity(r: RegraNcm): number {
  return (r.CdNcm?.length ?? 0) * 4 + (r.IdUf ? 2 : 0) + (r.IdOperacao !== null ? 1 : 0);
}

/** A tax of a base that may be reduced, the issuer's way (TpReducaoBase); without reduction both ways are `base × rate`. */
function reducedTax(way: TpReducaoBase) {
  return (whole: Decimal, reducedBase: Decimal, pRed: Decimal, rate: Decimal): Decimal =>
    way === 'I' && pRed.gt(0) ? pct(pct(whole, rate), HUNDRED.minus(pRed)) : pct(reducedBase, rate);
}

/** The DIFAL of an interstate sale to a non-contributor final consumer, by the destination's method. */
export function difal(
  input: { vOper: Decimal; pInter: Decimal; pDest: Decimal; pFcp: Decimal; metodo: TpDifal; pPart: Decimal },
): { vBcUfDest: Decimal; vIcmsUfDest: Decimal; vIcmsUfRemet: Decimal; vFcpUfDest: Decimal } {
  const { vOper, pInter, pDest, pFcp, metodo, pPart } = input;
  let base: Decimal;
  let icmsOrigem: Decimal;
  if (metodo === 'U') {
    base = vOper;
    icmsOrigem = pct(base, pInter);
  } else if (metodo === 'D') {
    // LC 190/2022: the origin's ICMS leaves the value, the destination's goes into it.
    icmsOrigem = pct(vOper, pInter);
    base = cents(vOper.minus(icmsOrigem).dividedBy(HUNDRED.minus(pDest).minus(pFcp).dividedBy(HUNDRED)));
  } else {
    base = cents(vOper.dividedBy(HUNDRED.minus(pDest).minus(pFcp).dividedBy(HUNDRED)));
    icmsOrigem = pct(base, pInter);
  }
  const total = Decimal.max(ZERO, pct(base, pDest).minus(icmsOrigem));
  const vIcmsUfDest = pct(total, pPart);
  return { vBcUfDest: base, vIcmsUfDest, vIcmsUfRemet: total.minus(vIcmsUfDest), vFcpUfDest: pct(base, pFcp) };
}

/** The ICMS-ST of an item: base with MVA (and IPI), the destination's rate, less the own ICMS. */
export function icmsSt(input: {
  vOper: Decimal;
  vIpi: Decimal;
  vBcIcms: Decimal;
  vIcms: Decimal;
  pMva: Decimal;
  pRedBcSt: Decimal;
  pIcmsSt: Decimal;
  pFcpSt: Decimal;
}): { vBcSt: Decimal; vIcmsSt: Decimal; vFcpSt: Decimal } {
  const { vOper, vIpi, vBcIcms, vIcms, pMva, pRedBcSt, pIcmsSt, pFcpSt } = input;
  let vBcSt = cents(vOper.plus(vIpi).times(HUNDRED.plus(pMva)).dividedBy(HUNDRED));
  let deducao = vIcms;
  if (pRedBcSt.gt(0)) {
    const keep = HUNDRED.minus(pRedBcSt);
    vBcSt = pct(vBcSt, keep);
    // With a reduced load at the destination, the own ICMS deducted is at most that load on the own base
    // (RICMS/MG Anexo XV art. 20): otherwise a 12 % credit would wipe out a 7 % load.
    deducao = Decimal.min(vIcms, pct(pct(vBcIcms, keep), pIcmsSt));
  }
  return { vBcSt, vIcmsSt: Decimal.max(ZERO, pct(vBcSt, pIcmsSt).minus(deducao)), vFcpSt: pct(vBcSt, pFcpSt) };
}

/** All the taxes of one item. */
export function calculaItem(ctx: ContextoFiscal, item: ItemFiscal, rates: AliquotasItem): ImpostosItem {
  const vProd = dec(item.vProd);
  const vDesc = dec(item.vDesc);
  const vOper = vProd.minus(vDesc).plus(dec(item.vFrete)).plus(dec(item.vSeg)).plus(dec(item.vOutro));
  const out = blank(vOper);
  // Exports are immune to ICMS, IPI, PIS and COFINS (CF art. 155 §2º X a, 153 §3º III, 149 §2º I).
  if (ctx.ufDestino === 'EX') return { ...out, CstIcms: '41' };

  const simples = ctx.emissor.Crt === '1';
  const interna = ctx.ufOrigem === ctx.ufDestino;
  const vIpi = pct(vOper, rates.pIpi);
  // IPI enters the ICMS base when the buyer is the final consumer (CF art. 155 §2º XI).
  const vOperIcms = ctx.consumidorFinal ? vOper.plus(vIpi) : vOper;
  const pIcms = interna ? rates.pIcmsOrigem : aliquotaInterestadual(ctx.ufOrigem, ctx.ufDestino, item.origem);
  const vBcIcms = pct(vOperIcms, HUNDRED.minus(rates.pRedBc));
  const reduced = reducedTax(ctx.emissor.TpReducaoBase ?? 'B');
  const vIcms = reduced(vOperIcms, vBcIcms, rates.pRedBc, pIcms);
  const pFcp = interna && !simples ? rates.pFcpOrigem : ZERO;
  const vFcp = reduced(vOperIcms, vBcIcms, rates.pRedBc, pFcp);

  const st = rates.st && ctx.tpContribuinte === '1' && !ctx.consumidorFinal;
  const pMva = !st ? ZERO : interna ? rates.pMva : mvaAjustada(rates.pMva, pIcms, rates.pIcmsDestino.times(HUNDRED.minus(rates.pRedBcSt)).dividedBy(HUNDRED));
  const stValues = st
    ? icmsSt({ vOper, vIpi, vBcIcms, vIcms, pMva, pRedBcSt: rates.pRedBcSt, pIcmsSt: rates.pIcmsDestino, pFcpSt: rates.pFcpDestino })
    : { vBcSt: ZERO, vIcmsSt: ZERO, vFcpSt: ZERO };

  // No DIFAL for a Simples Nacional issuer (CRT 1, and 2 above the sub-limit, still an optant): the STF struck down
  // the clause nona of Conv. ICMS 93/2015 that put it on them (ADI 5464).
  const optanteSimples = ctx.emissor.Crt === '1' || ctx.emissor.Crt === '2';
  const temDifal = !interna && ctx.consumidorFinal && ctx.tpContribuinte === '9' && !optanteSimples;
  const pPart = partilhaDestino(ctx.data);
  const difalValues = temDifal
    ? difal({ vOper: vBcIcms, pInter: pIcms, pDest: rates.pIcmsDestino, pFcp: rates.pFcpDestino, metodo: rates.tpDifal, pPart })
    : { vBcUfDest: ZERO, vIcmsUfDest: ZERO, vIcmsUfRemet: ZERO, vFcpUfDest: ZERO };

  const pisCofins = !simples && !rates.pisCofinsZero;
  const vPisCofinsCheio = vProd.minus(vDesc);
  const vBcPisCofins = pisCofins ? pct(vPisCofinsCheio, HUNDRED.minus(rates.pRedBcPisCofins)) : ZERO;
  const pPis = pisCofins ? dec(ctx.emissor.PcPis) : ZERO;
  const pCofins = pisCofins ? dec(ctx.emissor.PcCofins) : ZERO;
  const vPis = reduced(vPisCofinsCheio, vBcPisCofins, rates.pRedBcPisCofins, pPis);
  const vCofins = reduced(vPisCofinsCheio, vBcPisCofins, rates.pRedBcPisCofins, pCofins);
  // The Simples issuer does not state its ICMS on the invoice (CSOSN 102/202); ST it still pays.
  const vIcmsDestacado = simples ? ZERO : vIcms;

  const total = vOper.plus(vIpi).plus(stValues.vIcmsSt).plus(stValues.vFcpSt);
  const tributos = [vIcmsDestacado, vFcp, stValues.vIcmsSt, stValues.vFcpSt, vIpi, vPis, vCofins, difalValues.vIcmsUfDest, difalValues.vIcmsUfRemet, difalValues.vFcpUfDest].reduce(
    (a, b) => a.plus(b),
    ZERO,
  );
  const ibsCbs = calculaIbsCbs(
    { data: ctx.data, crt: ctx.emissor.Crt, exportacao: false },
    {
      vProd, vDesc, vFrete: item.vFrete, vSeg: item.vSeg, vOutro: item.vOutro, vICMS: vIcmsDestacado, vFCP: vFcp,
      vICMSUFDest: difalValues.vIcmsUfDest, vFCPUFDest: difalValues.vFcpUfDest, vPIS: vPis, vCOFINS: vCofins,
    },
    ctx.ibsCbs ?? [],
  );
  const m = (v: Decimal) => v.toFixed(2);
  const p = (v: Decimal) => v.toFixed(4);
  return {
    ...ibsCbs,
    CstIcms: simples ? (st ? '202' : '102') : st ? (rates.pRedBc.gt(0) ? '70' : '10') : rates.pRedBc.gt(0) ? '20' : '00',
    VlBcIcms: m(simples ? ZERO : vBcIcms),
    PcRedBc: p(rates.pRedBc),
    PcIcms: p(simples ? ZERO : pIcms),
    VlIcms: m(vIcmsDestacado),
    PcFcp: p(pFcp),
    VlFcp: m(vFcp),
    VlBcSt: m(stValues.vBcSt),
    PcMvaSt: p(pMva),
    PcRedBcSt: p(st ? rates.pRedBcSt : ZERO),
    PcIcmsSt: p(st ? rates.pIcmsDestino : ZERO),
    VlIcmsSt: m(stValues.vIcmsSt),
    PcFcpSt: p(st ? rates.pFcpDestino : ZERO),
    VlFcpSt: m(stValues.vFcpSt),
    VlBcIpi: m(rates.pIpi.gt(0) ? vOper : ZERO),
    PcIpi: p(rates.pIpi),
    VlIpi: m(vIpi),
    VlBcPisCofins: m(vBcPisCofins),
    PcPis: p(pPis),
    VlPis: m(vPis),
    PcCofins: p(pCofins),
    VlCofins: m(vCofins),
    VlBcUfDest: m(difalValues.vBcUfDest),
    PcIcmsUfDest: p(temDifal ? rates.pIcmsDestino : ZERO),
    PcFcpUfDest: p(temDifal ? rates.pFcpDestino : ZERO),
    PcIcmsInter: p(temDifal ? pIcms : ZERO),
    PcIcmsInterPart: p(temDifal ? pPart : ZERO),
    VlIcmsUfDest: m(difalValues.vIcmsUfDest),
    VlIcmsUfRemet: m(difalValues.vIcmsUfRemet),
    VlFcpUfDest: m(difalValues.vFcpUfDest),
    VlTotal: m(total),
    VlTributos: m(tributos),
  };
}

function blank(vOper: Decimal): ImpostosItem {
  const z = '0.00';
  const zp = '0.0000';
  return {
    ...IBSCBS_NAO_SE_APLICA,
    CstIcms: '00', VlBcIcms: z, PcRedBc: zp, PcIcms: zp, VlIcms: z, PcFcp: zp, VlFcp: z, VlBcSt: z, PcMvaSt: zp, PcRedBcSt: zp,
    PcIcmsSt: zp, VlIcmsSt: z, PcFcpSt: zp, VlFcpSt: z, VlBcIpi: z, PcIpi: zp, VlIpi: z, VlBcPisCofins: z, PcPis: zp, VlPis: z,
    PcCofins: zp, VlCofins: z, VlBcUfDest: z, PcIcmsUfDest: zp, PcFcpUfDest: zp, PcIcmsInter: zp, PcIcmsInterPart: zp,
    VlIcmsUfDest: z, VlIcmsUfRemet: z, VlFcpUfDest: z, VlTotal: vOper.toFixed(2), VlTributos: z,
  };
}

/** The order's totals from its items' taxes: what the order adds (IPI, ST, FCP-ST) and every tax. */
export function totaisImpostos(items: readonly Pick<ImpostosItem, 'VlIpi' | 'VlIcmsSt' | 'VlFcpSt' | 'VlTributos' | 'VlTotal' | 'VlIcms' | 'VlIcmsUfDest' | 'VlFcpUfDest'>[]) {
  const sum = (k: keyof (typeof items)[number]) => items.reduce((a, i) => a.plus(i[k]), ZERO).toFixed(2);
  return {
    VlIcms: sum('VlIcms'),
    VlIpi: sum('VlIpi'),
    VlIcmsSt: sum('VlIcmsSt'),
    VlFcpSt: sum('VlFcpSt'),
    VlIcmsUfDest: sum('VlIcmsUfDest'),
    VlFcpUfDest: sum('VlFcpUfDest'),
    VlTributos: sum('VlTributos'),
    VlTotal: sum('VlTotal'),
  };
}

/**
 * The taxes inside the price of an item (what a markup's sales-tax percentage stands for): ICMS and its FCP, PIS,
 * COFINS and the DIFAL with its FCP, which the seller pays out of the price. IPI, ICMS-ST and FCP-ST are not in
 * it: the invoice adds them on top of the price and the client pays them.
 */
export function tributosNoPreco(t: Pick<ImpostosItem, 'VlIcms' | 'VlFcp' | 'VlPis' | 'VlCofins' | 'VlIcmsUfDest' | 'VlIcmsUfRemet' | 'VlFcpUfDest'>): Decimal {
  return [t.VlIcms, t.VlFcp, t.VlPis, t.VlCofins, t.VlIcmsUfDest, t.VlIcmsUfRemet, t.VlFcpUfDest].reduce((a, v) => a.plus(v), ZERO);
}
