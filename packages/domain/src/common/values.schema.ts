/** Valores de formulário e de API que várias áreas usam: id, dinheiro, dias, data ISO. */
import * as z from 'zod';
import { decimalString, parseBrazilianNumber, toDecimal } from './decimal.ts';

/** Id de uma linha: inteiro positivo. */
export const idSchema = z.number({ error: 'invalid_value' }).int('invalid_value').positive('invalid_value');

/**
 * Dinheiro como decimal exato de 2 casas: 1234.5, '1234.50' e '1.234,50' dão '1234.50';
 * '' dá null; negativo, 1e12 ou mais e texto que não é número dão 'invalid_number'.
 */
export const moneySchema = z
  .union([z.string({ error: 'invalid_number' }), z.number({ error: 'invalid_number' })])
  .transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') return null;
    const parsed = typeof v === 'number' ? decimalString(v, 2) : decimalString(toDecimal(v) ? v : parseBrazilianNumber(v), 2);
    const d = toDecimal(parsed);
    if (!parsed || !d || d.isNegative() || d.greaterThanOrEqualTo('1e12')) {
      ctx.issues.push({ code: 'custom', message: 'invalid_number', input: v });
      return z.NEVER;
    }
    return parsed;
  });

/** Dias inteiros, de 0 a 3650 (número ou texto só de dígitos). */
export const daysSchema = z
  .union([z.number({ error: 'invalid_number' }), z.string({ error: 'invalid_number' }).trim().regex(/^\d{1,4}$/, 'invalid_number')])
  .transform(Number)
  .pipe(z.number().int('invalid_number').min(0, 'invalid_number').max(3650, 'invalid_number'));

/** Data 'AAAA-MM-DD' que existe no calendário. */
export const isoDateSchema = z
  .string({ error: 'invalid_date' })
  .trim()
  .refine(
    (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'invalid_date',
  );
