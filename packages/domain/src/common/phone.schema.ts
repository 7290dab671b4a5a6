import * as z from 'zod';
import { onlyDigits } from './digits.ts';
import { isValidPhone } from './masks.ts';
import { filled, requiredOr } from './schema.ts';

/** Telefone com DDD, com ou sem máscara; sai só com dígitos, sem o 55 do país ('11912345678'). */
export const phoneSchema = z
  .string({ error: requiredOr('invalid_phone') })
  .trim()
  .min(1, { error: 'required' })
  .refine(isValidPhone, { error: 'invalid_phone', when: filled })
  .transform((value) => {
    const d = onlyDigits(value);
    return d.length > 11 ? d.slice(2) : d;
  });
