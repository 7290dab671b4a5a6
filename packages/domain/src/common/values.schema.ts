/** Valores de formulário e de API que várias áreas usam: id, dinheiro, dias, data ISO. */
import * as z from 'zod';
import { decimalString, parseBrazilianNumber, toDecimal } from './decimal.ts';
import { dateIssue, numericLimit, numericMax } from './limits.ts';
import { blank, requiredOr } from './schema.ts';

/** Id de uma linha: inteiro positivo; ausente é 'Este campo é obrigatório' (uma escolha que falta, não um valor errado). */
export const idSchema = z.number({ error: requiredOr('invalid_value') }).int('invalid_value').positive('invalid_value').max(2147483647, 'invalid_value');

/**
 * Um número decimal exato para uma coluna numeric(precision, scale): texto com ponto ou vírgula ('12.500',
 * '12,5') ou número, até `scale` casas, e menor que 10^(precision − scale), para o banco nunca recusar sem
 * dizer o campo. Texto que não é número ou casas demais dão 'invalid_number'; grande demais
 * dá 'number_too_large' com o máximo ({max}); abaixo de `min`, 'number_negative' (mínimo 0) ou 'number_too_small' com
 * o mínimo ({min}). Devolve o texto com `scale` casas.
 */
export function numericSchema(precision: number, scale: number, opts: { min?: number | string; max?: number | string } = {}) {
  const limit = numericLimit(precision, scale);
  const max = opts.max === undefined ? null : toDecimal(opts.max);
  const maxText = max ? max.toFixed(scale) : numericMax(precision, scale);
  return z.union([z.string(), z.number()], { error: requiredOr('invalid_number') }).transform((v, ctx) => {
    // Número obrigatório vazio é 'Este campo é obrigatório', não 'Número inválido'.
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: 'required', input: v });
      return z.NEVER;
    }
    const d = toDecimal(typeof v === 'number' ? String(v) : v.replace(',', '.'));
    if (!d || d.decimalPlaces() > scale) {
      ctx.addIssue({ code: 'custom', message: 'invalid_number', input: v });
      return z.NEVER;
    }
    if (opts.min !== undefined && d.lessThan(opts.min)) {
      // A number below the least says so: 'Número inválido' sent people looking for a typo.
      const min = toDecimal(opts.min)!;
      if (min.isZero()) ctx.addIssue({ code: 'custom', message: 'number_negative', input: v });
      else ctx.addIssue({ code: 'custom', message: 'number_too_small', input: v, params: { min: min.toFixed(scale) } });
      return z.NEVER;
    }
    if (d.abs().greaterThanOrEqualTo(limit) || (max && d.greaterThan(max))) {
      ctx.addIssue({ code: 'custom', message: 'number_too_large', input: v, params: { max: maxText } });
      return z.NEVER;
    }
    return d.toFixed(scale);
  });
}

/**
 * Dinheiro como decimal exato de 2 casas: 1234.5, '1234.50' e '1.234,50' dão '1234.50';
 * '' dá null; texto que não é número dá 'invalid_number', negativo 'number_negative' e 1e12 ou mais
 * 'number_too_large' com o máximo.
 */
export const moneySchema = z
  .union([z.string({ error: 'invalid_number' }), z.number({ error: 'invalid_number' })])
  .transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') return null;
    const parsed = typeof v === 'number' ? decimalString(v, 2) : decimalString(toDecimal(v) ? v : parseBrazilianNumber(v), 2);
    const d = toDecimal(parsed);
    if (!parsed || !d) {
      ctx.issues.push({ code: 'custom', message: 'invalid_number', input: v });
      return z.NEVER;
    }
    if (d.isNegative()) {
      ctx.issues.push({ code: 'custom', message: 'number_negative', input: v });
      return z.NEVER;
    }
    if (d.greaterThanOrEqualTo('1e12')) {
      ctx.issues.push({ code: 'custom', message: 'number_too_large', input: v, params: { max: '999999999999.99' } });
      return z.NEVER;
    }
    return parsed;
  });

/** Dias inteiros, de 0 a 3650 (número ou texto só de dígitos). */
export const daysSchema = z
  .union([z.number({ error: 'invalid_number' }), z.string({ error: 'invalid_number' }).trim().regex(/^\d{1,4}$/, 'invalid_number')], { error: requiredOr('invalid_number') })
  .transform(Number)
  .pipe(z.number().int('invalid_number').min(0, 'invalid_number').max(3650, 'invalid_number'));

/**
 * Data 'AAAA-MM-DD' que existe no calendário (2026-02-30 não) e está em DATE_RANGE (0001-01-01 não): a
 * mesma peça em todo corpo que leva uma data, para a violação sair no campo e nunca no banco.
 */
export const isoDateSchema = z
  .string({ error: requiredOr('invalid_date') })
  .trim()
  .superRefine((s, ctx) => {
    const issue = dateIssue(s);
    if (issue === 'date_out_of_range' && s.length === 10) ctx.addIssue({ code: 'custom', message: issue, input: s });
    else if (issue || s.length !== 10) ctx.addIssue({ code: 'custom', message: 'invalid_date', input: s });
  });
