import * as z from 'zod';
import { normalizeCep } from '../common/masks.ts';
import { UF_SIGLAS } from './ufs.ts';
import { optionalText, requiredObject, requiredOr, requiredText } from '../common/schema.ts';

/** CEP com ou sem máscara; sai com 8 dígitos (um de 7 ganha o zero à esquerda). */
export const cepSchema = z
  .string({ error: requiredOr('invalid_cep') })
  .trim()
  .min(1, { error: 'required' })
  .transform((value, ctx) => {
    const cep = normalizeCep(value);
    if (cep === null) {
      ctx.issues.push({ code: 'custom', message: 'invalid_cep', input: value });
      return z.NEVER;
    }
    return cep;
  });

/** Sigla da UF, aceita minúsculas ('sp' -> 'SP'). */
export const ufSchema = z
  .string({ error: requiredOr() })
  .trim()
  .toUpperCase()
  .min(1, { error: 'required' })
  .pipe(z.enum(UF_SIGLAS, { error: 'invalid_value' }));

export const addressSchema = requiredObject({
  cep: cepSchema,
  /** Tipo de logradouro (Rua, Avenida...). */
  streetType: optionalText(50),
  street: requiredText(255),
  /** Texto: aceita 'S/N', '12A'. */
  number: requiredText(20),
  complement: optionalText(255),
  district: requiredText(255),
  city: requiredText(255),
  /** Código IBGE do município, 7 dígitos; '' vira undefined. */
  cityIbge: z
    .string({ error: 'invalid_value' })
    .trim()
    .regex(/^(\d{7})?$/, { error: 'invalid_value' })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  uf: ufSchema,
  country: z.string({ error: 'invalid_value' }).trim().max(100, { error: 'too_long' }).default('Brasil'),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;
