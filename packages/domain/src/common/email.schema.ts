import * as z from 'zod';
import { filled, requiredOr } from './schema.ts';

/** E-mail aparado e em minúsculas. */
export const emailSchema = z
  .string({ error: requiredOr('invalid_email') })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(180, { error: 'too_long' })
  .refine((value) => z.regexes.email.test(value), { error: 'invalid_email', when: filled });
