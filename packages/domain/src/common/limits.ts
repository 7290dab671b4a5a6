/**
 * Os limites do que se grava: números no tamanho da coluna numeric(p, s) que os recebe e datas de calendário
 * num intervalo razoável. Um valor fora deles é recusado no campo, antes de chegar ao banco (que responderia
 * com um erro sem o nome do campo: 22003 numeric overflow, 22008 date out of range).
 */
import { Decimal, toDecimal, type DecimalInput } from './decimal.ts';

/** O primeiro valor que uma coluna numeric(precision, scale) não guarda: 10^(precision − scale). */
export function numericLimit(precision: number, scale: number): Decimal {
  return new Decimal(10).pow(precision - scale);
}

/** O maior valor que numeric(precision, scale) guarda, como texto decimal ('99999999999.999' para 14,3). */
export function numericMax(precision: number, scale: number): string {
  return numericLimit(precision, scale).minus(new Decimal(10).pow(-scale)).toFixed(scale);
}

/** O valor, arredondado a `scale` casas como o banco faria, cabe em numeric(precision, scale)? */
export function fitsNumeric(value: DecimalInput, precision: number, scale: number): boolean {
  const d = toDecimal(value);
  return !!d && d.toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).abs().lessThan(numericLimit(precision, scale));
}

/** As colunas de dinheiro, quantidade e peso do projeto: numeric(14, 2) e numeric(14, 3). */
export const MONEY_COLUMN = { precision: 14, scale: 2 } as const;
export const QUANTITY_COLUMN = { precision: 14, scale: 3 } as const;

/** O intervalo das datas aceitas em qualquer campo ou filtro (AAAA-MM-DD). */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'AAAA-MM-DD' que existe no calendário (2026-02-30 e 0000-00-00 não). */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DAY.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC leva 0–99 para 1900–1999: o ano é posto à parte.
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Uma data de calendário dentro de DATE_RANGE; 'invalid_date' ou 'date_out_of_range' quando não é. */
export function dateIssue(s: string): 'invalid_date' | 'date_out_of_range' | null {
  const day = s.slice(0, 10);
  if (!isCalendarDate(day)) return 'invalid_date';
  return day < DATE_RANGE.min || day > DATE_RANGE.max ? 'date_out_of_range' : null;
}
