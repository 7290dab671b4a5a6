/**
 * Formatação para exibição com Intl, nos três idiomas ('pt-BR' | 'en-US' | 'es'; outros códigos são
 * resolvidos por resolveLocale). Números chegam como strings decimais exatas ('1234.5600') e são entregues
 * ao Intl.NumberFormat como string: o Intl lê o valor matemático exato da string e arredonda "meio para cima"
 * (roundingMode 'halfExpand', o ROUND_HALF_UP do Decimal), nunca via parseFloat. Sem decimal.js aqui: a
 * primeira tela do app formata valores e não carrega a biblioteca (32 KB) só para isso.
 * Espaços não separáveis do Intl viram espaço comum. Valores vazios ou inválidos formatam como ''.
 */
import type { DecimalInput } from './decimal.ts';
import { DECIMAL_RE } from './decimal-text.ts';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from './locale.ts';
import { quantityDecimals } from '../catalogo/units.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, options);
    formatters.set(key, nf);
  }
  return nf;
}

/** Troca NBSP (U+00A0) e NNBSP (U+202F) do Intl por espaço comum. */
function plainSpaces(s: string): string {
  return s.replace(/[\u00A0\u202F]/g, ' ');
}

/** O valor como string decimal que o Intl lê exata ('1234.5600', '1e-7'), ou null se vazio ou não numérico. */
function decimalText(v: DecimalInput): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  const s = (typeof v === 'string' ? v : v.toString()).trim();
  return DECIMAL_RE.test(s) ? s : null;
}

/** `text` dividido por 10^scale, ainda exato: o expoente da notação científica, que o Intl lê. */
function shifted(text: string, scale: number): string {
  if (!scale) return text;
  const [mantissa, exponent = '0'] = text.split(/[eE]/);
  return `${mantissa}e${Number(exponent) - scale}`;
}

/**
 * `places` casas, arredondadas meio para cima; sem '-0,00' (signDisplay 'negative').
 * `scale` desloca a vírgula antes do Intl (percent: o Intl multiplica por 100, então scale = 2).
 */
function formatFixed(
  v: DecimalInput,
  places: number,
  locale: string,
  options: Intl.NumberFormatOptions,
  scale = 0,
): string {
  const text = decimalText(v);
  if (text === null) return '';
  const nf = numberFormat(resolveLocale(locale), {
    ...options,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    roundingMode: 'halfExpand',
    signDisplay: 'negative',
    useGrouping: 'always',
  });
  return plainSpaces(nf.format(shifted(text, scale) as `${number}`));
}

/** Número com `places` casas e separador de milhar do idioma: '1234.5' -> '1.234,50' (pt-BR). */
export function formatNumber(v: DecimalInput, locale: string = DEFAULT_LOCALE, places = 2): string {
  return formatFixed(v, places, locale, {});
}

/**
 * Dinheiro, sempre em reais com 2 casas: 'R$ 1.234,56' (pt-BR), 'R$1,234.56' (en-US), '1.234,56 R$' (es).
 */
export function formatMoney(v: DecimalInput, locale: string = DEFAULT_LOCALE): string {
  return formatFixed(v, 2, locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' });
}

/**
 * Um preço unitário de compra, com as casas de que precisa: 2 no mínimo, até as 4 em que os preços de compra são
 * guardados ('0.0125' -> 'R$ 0,0125'; '8.5000' -> 'R$ 8,50').
 */
export function formatUnitPrice(v: DecimalInput, locale: string = DEFAULT_LOCALE): string {
  const text = decimalText(v);
  const places = text === null ? 2 : Math.min(4, Math.max(2, (/\.(\d*?)0*$/.exec(text)?.[1].length ?? 0)));
  return formatFixed(v, places, locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' });
}

/** Dinheiro só quando maior que zero; senão um traço '-' (ex.: frete rateado). */
export function formatMoneyOrDash(v: DecimalInput, locale: string = DEFAULT_LOCALE): string {
  const text = decimalText(v);
  // Maior que zero: sem sinal de menos e com algum algarismo diferente de zero antes do expoente.
  return text !== null && !text.startsWith('-') && /[1-9]/.test(text.split(/[eE]/)[0]) ? formatMoney(text, locale) : '-';
}

/** Peso com sufixo KG: '1234.567' -> '1.234,567 KG' (3 casas por padrão; algumas telas usam 2). */
export function formatWeight(v: DecimalInput, locale: string = DEFAULT_LOCALE, places = 3): string {
  const n = formatNumber(v, locale, places);
  return n === '' ? '' : `${n} KG`;
}

/** Quantidade: 3 casas quando a unidade é fracionada (tipo 'F'), senão 0 casas. */
export function formatQuantity(v: DecimalInput, unitType: string | null | undefined, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(v, locale, quantityDecimals(unitType));
}

/** Percentual com 1 casa; o valor já está em pontos percentuais: '12.5' -> '12,5%' (pt-BR), '12,5 %' (es). */
export function formatPercent(v: DecimalInput, locale: string = DEFAULT_LOCALE): string {
  return formatFixed(v, 1, locale, { style: 'percent' }, 2);
}

/** Prazo em dias úteis: '3 dias úteis', '1 dia útil', '3 business days', '3 días hábiles'. */
export function formatBusinessDays(n: number | string | null | undefined, locale: string = DEFAULT_LOCALE): string {
  const text = decimalText(n);
  if (text === null) return '';
  // '3.00' -> '3', '1.5' -> '1.5': o número como o Decimal o escreveria, sem zeros à direita.
  const count = numberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 }).format(text as `${number}`);
  const one = count === '1';
  switch (resolveLocale(locale)) {
    case 'pt-BR':
      return one ? `${count} dia útil` : `${count} dias úteis`;
    case 'es':
      return one ? `${count} día hábil` : `${count} días hábiles`;
    default:
      return one ? `${count} business day` : `${count} business days`;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Datas

/** Fuso usado para datas com instante (ISO com Z/offset, Date): o das empresas atendidas. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar date (YYYY-MM-DD) of an instant in the application's time zone: what expires today is still good today. */
export function isoDateIn(at: Date = new Date(), timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions {
  /** Fuso para converter instantes (ISO com Z/offset, Date, epoch ms). Padrão: America/Sao_Paulo. */
  timeZone?: string;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PG_TIMESTAMPTZ_RE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d{2})(?::?(\d{2}))?$/;
const LOCAL_DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

function validParts(p: DateParts): DateParts | null {
  const daysInMonth = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  if (p.month < 1 || p.month > 12 || p.day < 1 || p.day > daysInMonth) return null;
  if (p.hour > 23 || p.minute > 59) return null;
  return p;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function partsInZone(date: Date, timeZone: string): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  let dtf = zoneFormatters.get(timeZone);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, dtf);
  }
  const parts = dtf.formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((part) => part.type === type)?.value);
  return { year: pick('year'), month: pick('month'), day: pick('day'), hour: pick('hour'), minute: pick('minute') };
}

/**
 * Partes de calendário de uma data. 'YYYY-MM-DD' e 'YYYY-MM-DDTHH:mm[:ss]' sem fuso são lidas como estão
 * (sem deslocamento de fuso); ISO com Z/offset, Date e epoch em ms são convertidos para o fuso pedido.
 */
function dateParts(v: DateInput, timeZone: string): DateParts | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') {
    const s = v.trim();
    const dateOnly = DATE_ONLY_RE.exec(s);
    if (dateOnly) return validParts({ year: +dateOnly[1], month: +dateOnly[2], day: +dateOnly[3], hour: 0, minute: 0 });
    const local = LOCAL_DATETIME_RE.exec(s);
    if (local) {
      return validParts({ year: +local[1], month: +local[2], day: +local[3], hour: +local[4], minute: +local[5] });
    }
    // PostgreSQL's text of a timestamptz ('2026-11-29 10:54:55.123+00'), as a column read in mode 'string' gives it.
    const pg = PG_TIMESTAMPTZ_RE.exec(s);
    if (pg) return partsInZone(new Date(`${pg[1]}T${pg[2]}${pg[3]}:${pg[4] ?? '00'}`), timeZone);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(s)) return null;
    return partsInZone(new Date(s), timeZone);
  }
  return partsInZone(typeof v === 'number' ? new Date(v) : v, timeZone);
}

const pad = (n: number, size = 2): string => String(n).padStart(size, '0');

function dateText(p: DateParts, locale: Locale): string {
  const dd = pad(p.day);
  const mm = pad(p.month);
  const yyyy = pad(p.year, 4);
  return locale === 'en-US' ? `${mm}/${dd}/${yyyy}` : `${dd}/${mm}/${yyyy}`;
}

/** 'DD/MM/YYYY' (pt-BR, es) ou 'MM/DD/YYYY' (en-US). '2024-03-05' nunca muda de dia por causa do fuso. */
export function formatDate(v: DateInput, locale: string = DEFAULT_LOCALE, options: DateFormatOptions = {}): string {
  const p = dateParts(v, options.timeZone ?? DEFAULT_TIME_ZONE);
  return p ? dateText(p, resolveLocale(locale)) : '';
}

/** 'DD/MM/YYYY - HH:mm' (pt-BR, es) ou 'MM/DD/YYYY - HH:mm' (en-US), relógio de 24 horas. */
export function formatDateTime(v: DateInput, locale: string = DEFAULT_LOCALE, options: DateFormatOptions = {}): string {
  const p = dateParts(v, options.timeZone ?? DEFAULT_TIME_ZONE);
  return p ? `${dateText(p, resolveLocale(locale))} - ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/**
 * Lê uma data digitada no formato do idioma ('05/03/2024' em pt-BR/es, '03/05/2024' em en-US) ou já em
 * ISO ('2024-03-05') e devolve 'YYYY-MM-DD'; null se vazia ou inválida (31/02, etc.).
 */
export function parseDate(s: string | null | undefined, locale: string = DEFAULT_LOCALE): string | null {
  const t = (s ?? '').trim();
  let parts: DateParts | null = null;
  const iso = DATE_ONLY_RE.exec(t);
  const typed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (iso) {
    parts = { year: +iso[1], month: +iso[2], day: +iso[3], hour: 0, minute: 0 };
  } else if (typed) {
    const [a, b] = [+typed[1], +typed[2]];
    const enUs = resolveLocale(locale) === 'en-US';
    parts = { year: +typed[3], month: enUs ? a : b, day: enUs ? b : a, hour: 0, minute: 0 };
  }
  const valid = parts && validParts(parts);
  return valid ? `${pad(valid.year, 4)}-${pad(valid.month)}-${pad(valid.day)}` : null;
}

/**
 * A count with its noun in the right number: formatCount(0, { one: 'pedido', other: 'pedidos' }) is '0 pedidos'.
 * Intl.PluralRules, except that CLDR puts 0 in Portuguese's "one", where Brazilians write "0 pedidos" (as the web's
 * i18n does with its `_zero`).
 */
export function formatCount(count: number, forms: { one: string; other: string }, locale: string = DEFAULT_LOCALE): string {
  const l = resolveLocale(locale);
  const one = count !== 0 && new Intl.PluralRules(l).select(count) === 'one';
  return `${formatNumber(count, l, 0)} ${one ? forms.one : forms.other}`;
}
