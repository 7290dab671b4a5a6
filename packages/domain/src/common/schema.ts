/**
 * Peças comuns dos schemas. Toda mensagem de erro é uma CHAVE do catálogo (messages.ts), traduzida
 * pela API por requisição e pelo web no idioma da interface.
 */
import * as z from 'zod';
import type { MessageKey } from './messages.ts';
import type { DefinedEnum } from './enum.ts';

/** Campo vazio: ausente, null ou texto só de espaços (um campo numérico vazio do formulário manda ''). */
export const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Campo vazio (ausente, null, '') -> 'required'; tipo errado -> 'invalid_value'. */
export function requiredOr(key: MessageKey = 'invalid_value') {
  return (issue: { input?: unknown }): MessageKey => (blank(issue.input) ? 'required' : key);
}

/**
 * Condição (`when`) das verificações que só valem para um texto preenchido ('' já deu 'required'). Serve no
 * lugar de `abort: true`, que impediria as regras do objeto em volta (a da IE, a da senha) de rodar e o
 * formulário de mostrar todos os erros de uma vez.
 */
export function filled(payload: z.core.ParsePayload): boolean {
  return typeof payload.value === 'string' && payload.value !== '';
}

/** Texto obrigatório, aparado; vazio -> 'required'; acima de `max` -> 'too_long'. */
export function requiredText(max = 255) {
  return z
    .string({ error: requiredOr() })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });
}

/** Texto opcional, aparado; '' continua '' (formulários). */
export function optionalText(max = 255) {
  return z.string({ error: 'invalid_value' }).trim().max(max, { error: 'too_long' }).optional();
}

/** z.object cujo próprio valor ausente dá 'required' (e tipo errado 'invalid_value'), não a mensagem padrão do zod. */
export function requiredObject<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object(shape, { error: requiredOr() });
}

const enumSchemas = new WeakMap<DefinedEnum<string>, z.ZodType>();

/** z.enum das chaves de um enum de defineEnum, com a mensagem 'invalid_value' (um por enum, guardado). */
export function enumSchema<K extends string>(e: DefinedEnum<K>): z.ZodEnum<{ [P in K]: P }> {
  let schema = enumSchemas.get(e as DefinedEnum<string>);
  if (!schema) enumSchemas.set(e as DefinedEnum<string>, (schema = z.enum(e.values as [K, ...K[]], { error: 'invalid_value' })));
  return schema as unknown as z.ZodEnum<{ [P in K]: P }>;
}
