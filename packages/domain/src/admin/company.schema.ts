import * as z from 'zod';
import { addressSchema } from '../geo/address.schema.ts';
import { emailSchema } from '../common/email.schema.ts';
import { passwordSchema, usernameSchema } from './auth.schema.ts';
import { optionalText, requiredObject, requiredOr, requiredText } from '../common/schema.ts';
import { documentSchema } from '../common/document.schema.ts';
import { ieSchema } from '../pessoas/client.schema.ts';

export const originSchema = requiredObject({
  country: optionalText(100),
  state: optionalText(100),
  city: optionalText(255),
});
export type Origin = z.output<typeof originSchema>;

/** Um nome de verdade tem ao menos uma letra: '123' ou '---' numa razão social é engano de digitação ('name_invalid'). */
const companyName = requiredText(255).refine((v) => v.trim() === '' || /\p{L}/u.test(v), { error: 'name_invalid' });

/** Empresa: razão social (name), nome fantasia (alias), CPF/CNPJ, endereço e origem. */
export const companySchema = requiredObject({
  name: companyName,
  alias: companyName,
  document: documentSchema,
  /** Inscrição estadual (a NF-e a traz no emitente; sem ela, 'ISENTO'). */
  ie: ieSchema.nullish(),
  address: addressSchema,
  origin: originSchema.optional(),
});
export type CompanyInput = z.input<typeof companySchema>;
export type Company = z.output<typeof companySchema>;

/**
 * Regra da criação de empresa: se a origem não tem país, ela é preenchida com país, estado (UF) e cidade
 * do endereço.
 */
export function fillCompanyOrigin<T extends Pick<Company, 'address' | 'origin'>>(company: T): T & { origin: Origin } {
  if (company.origin?.country) return { ...company, origin: company.origin };
  const { country, uf, city } = company.address;
  return { ...company, origin: { country, state: uf, city } };
}

export const signUpUserSchema = requiredObject({
  username: usernameSchema,
  password: passwordSchema,
  confirmPassword: z.string({ error: requiredOr() }).min(1, { error: 'required' }),
  email: emailSchema,
  /** A confirmação do e-mail, quando o formulário a pede: tem de ser o mesmo endereço (sem diferença de maiúsculas). */
  confirmEmail: z.string({ error: 'invalid_email' }).trim().max(255, { error: 'too_long' }).optional(),
  realname: optionalText(255),
})
  .refine((u) => u.password === u.confirmPassword, { error: 'password_mismatch', path: ['confirmPassword'] })
  .refine((u) => u.confirmEmail === undefined || u.confirmEmail.toLowerCase() === String(u.email ?? '').toLowerCase(), { error: 'email_mismatch', path: ['confirmEmail'] });

/** Cadastro: usuário + empresa. A divergência de senha aparece em user.confirmPassword. */
export const signUpSchema = requiredObject({
  user: signUpUserSchema,
  company: companySchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
