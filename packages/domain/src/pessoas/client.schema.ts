/**
 * O cadastro de cliente, uma vez só: o formulário do web valida com estes schemas, a API lê com eles o
 * corpo de POST/PUT /people/clients e de POST /anonymous/clients e responde 422 com as mesmas violações
 * (mesmos caminhos, mesmas chaves do catálogo). As regras que precisam do banco (documento repetido na
 * empresa, representante da empresa) ficam no serviço da API.
 */
import * as z from 'zod';
import { onlyDigits } from '../common/digits.ts';
import { isValidPhone } from '../common/masks.ts';
import { documentSchema } from '../common/document.schema.ts';
import { emailSchema } from '../common/email.schema.ts';
import { phoneSchema } from '../common/phone.schema.ts';
import { optionalText, requiredText, enumSchema } from '../common/schema.ts';
import { daysSchema, idSchema, isoDateSchema, moneySchema } from '../common/values.schema.ts';
import { addressSchema } from '../geo/address.schema.ts';
import { TipoContribuinte } from './pessoas.enums.ts';

/** Contribuinte do ICMS ('1', '2' ou '9'; o número 1 também serve). */
export const contributorTypeSchema = z
  .union([z.string({ error: 'invalid_value' }), z.number({ error: 'invalid_value' })])
  .transform((v) => String(v).trim())
  .pipe(enumSchema(TipoContribuinte));

/** Inscrição estadual: guardada só com os dígitos (de 2 a 14); '' e 'ISENTO' querem dizer nenhuma (null). */
export const ieSchema = z
  .string({ error: 'invalid_ie' })
  .trim()
  .transform((s, ctx) => {
    if (s === '' || /^isento$/i.test(s)) return null;
    const digits = s.replace(/[\s./-]/g, '');
    if (!/^\d{2,14}$/.test(digits)) {
      ctx.issues.push({ code: 'custom', message: 'invalid_ie', input: s });
      return z.NEVER;
    }
    return digits;
  });

/**
 * Contribuinte e IE: o tipo 1 exige IE; 2 e 9 não. Sem tipo, a IE decide (com IE: 1, sem: 9).
 * Devolve o que se grava, ou o erro 'ie_required' (que vai no campo `ie`).
 */
export function contributorOf(values: { ie?: string | null; contributorType?: string | null }):
  | { ie: string | null; contributorType: TipoContribuinte; error?: undefined }
  | { error: 'ie_required' } {
  const ie = values.ie ?? null;
  const contributorType = (values.contributorType ?? (ie ? '1' : '9')) as TipoContribuinte;
  if (contributorType === '1' && !ie) return { error: 'ie_required' };
  return { ie, contributorType };
}

/**
 * A regra do contribuinte dentro de um schema de objeto, em `ie`. Roda também quando outros campos têm
 * erro (o formulário mostra tudo de uma vez), mas não quando o próprio `ie` ou o tipo já têm. Num corpo
 * parcial (PUT), um `ie` ausente é o que está gravado: a regra fica com o serviço.
 */
function ieRule(partial: boolean): [
  (v: { ie?: string | null; contributorType?: string | null }) => boolean,
  { error: 'ie_required'; path: PropertyKey[]; when: (payload: z.core.ParsePayload) => boolean },
] {
  return [
    (v) => !(v.contributorType === '1' && (v.ie === null || (!partial && v.ie === undefined))),
    {
      error: 'ie_required',
      path: ['ie'],
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === 'ie' || issue.path?.[0] === 'contributorType'),
    },
  ];
}

/** Os dados comerciais de uma pessoa: limite de faturamento, faturamento, prazo, representante, observação. */
export const commercialShape = {
  billing: moneySchema.nullish(),
  billingDays: z.string({ error: 'invalid_value' }).trim().max(20, 'too_long').nullish(),
  paymentTerm: daysSchema.nullish(),
  salesRep: idSchema.nullish(),
  note: z.string({ error: 'invalid_value' }).max(4000, 'too_long').nullish(),
  foundationDate: isoDateSchema.nullish(),
};

/** Um telefone: '(11) 91234-5678', ou { phone } / { ddd, phone }; sai como DDD + número. */
export const clientPhoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { phone: v } : v),
  z
    .object(
      {
        id: idSchema.optional(),
        ddd: z.string({ error: 'invalid_phone' }).trim().nullish(),
        phone: z.string({ error: 'invalid_phone' }).trim().min(1, 'required'),
      },
      { error: 'invalid_phone' },
    )
    .transform((p, ctx): { id?: number; ddd: string; phone: string } => {
      let digits = onlyDigits(`${p.ddd ?? ''}${p.phone}`);
      if (!isValidPhone(digits)) {
        ctx.issues.push({ code: 'custom', message: 'invalid_phone', path: ['phone'], input: p.phone });
        return z.NEVER;
      }
      if (digits.length > 11) digits = digits.slice(2);
      return { id: p.id, ddd: digits.slice(0, 2), phone: digits.slice(2) };
    }),
);

/** Um e-mail: 'a@b.com.br' ou { email }. */
export const clientEmailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { email: v } : v),
  z.object({ id: idSchema.optional(), email: emailSchema }, { error: 'invalid_email' }),
);

/** O endereço do domínio, com id e apelido; as partes opcionais podem voltar null (como o GET responde). */
export const clientAddressSchema = addressSchema.extend({
  id: idSchema.optional(),
  nickname: optionalText(100).nullable(),
  streetType: optionalText(50).nullable(),
  complement: optionalText(255).nullable(),
  cityIbge: addressSchema.shape.cityIbge.nullable(),
});

const optionalEmail = z.preprocess((v) => (v === '' ? undefined : v), emailSchema.nullish());
const optionalPhone = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ error: 'invalid_phone' })
    .refine(isValidPhone, 'invalid_phone')
    .transform((v) => {
      const d = onlyDigits(v);
      return d.length > 11 ? d.slice(2) : d;
    })
    .nullish(),
);

/** Um contato do cliente: uma pessoa da empresa ligada a ele como 'contato'. `id` é o da pessoa do contato. */
export const contactSchema = z.object(
  {
    id: idSchema.optional(),
    name: requiredText(200),
    email: optionalEmail,
    phone: optionalPhone,
    role: optionalText(100).nullable(),
  },
  { error: 'invalid_value' },
);

/** Nome, apelido, documento e a parte fiscal de um cliente (também do formulário público e de /people). */
export const identityShape = {
  name: requiredText(200),
  alias: optionalText(100).nullable(),
  document: documentSchema,
  ie: ieSchema.nullish(),
  contributorType: contributorTypeSchema.nullish(),
};

const clientShape = {
  ...identityShape,
  ...commercialShape,
  enable: z.boolean({ error: 'invalid_value' }).optional(),
  company: z.number({ error: 'invalid_value' }).int().optional(),
  addresses: z.array(clientAddressSchema, { error: 'invalid_value' }).max(20, 'too_long').optional(),
  phones: z.array(clientPhoneSchema, { error: 'invalid_value' }).max(20, 'too_long').optional(),
  emails: z.array(clientEmailSchema, { error: 'invalid_value' }).max(20, 'too_long').optional(),
  contacts: z.array(contactSchema, { error: 'invalid_value' }).max(50, 'too_long').optional(),
};

/** Corpo de POST /people/clients, e o que o formulário de cliente manda (também ao editar). */
export const clientSchema = z.object(clientShape, { error: 'invalid_value' }).refine(...ieRule(false));

/** Corpo de PUT /people/clients/{id}: qualquer parte; uma lista enviada substitui a do cliente (as linhas mantêm o id). */
export const clientUpdateSchema = z.object(clientShape, { error: 'invalid_value' }).partial().refine(...ieRule(true));

export type ClientInput = z.output<typeof clientSchema>;
export type ClientUpdate = z.output<typeof clientUpdateSchema>;
export type ClientPayload = z.input<typeof clientSchema>;

/**
 * Corpo de POST /anonymous/clients, o formulário público: o cliente, um endereço, um e-mail e um telefone,
 * os três obrigatórios; nada comercial.
 */
export const anonymousClientSchema = z
  .object(
    {
      ...identityShape,
      address: addressSchema,
      email: emailSchema,
      phone: phoneSchema,
    },
    { error: 'invalid_value' },
  )
  .refine(...ieRule(false));

export type AnonymousClientInput = z.output<typeof anonymousClientSchema>;
export type AnonymousClientPayload = z.input<typeof anonymousClientSchema>;
