import * as z from 'zod';
import { requiredObject, requiredText } from '../common/schema.ts';
import type { ListLayoutRow } from './contracts.ts';

/**
 * Um layout salvo de uma lista genérica (/listagem_layouts): colunas visíveis e a sua ordem, filtros,
 * ordenação e tamanho de página, com um nome, do usuário ou compartilhado com a empresa. `rota` e
 * `recurso` dizem de que lista ele é (a mesma chave que a lista usa para lembrar o seu estado).
 */
export const LAYOUT_PAGE_SIZES = [10, 20, 50, 100] as const;

const field = z.string({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(120, { error: 'too_long' });

export const listLayoutStateSchema = requiredObject({
  visible: z.record(field, z.boolean({ error: 'invalid_value' }), { error: 'invalid_value' }),
  order: z.array(field, { error: 'invalid_value' }).max(200, { error: 'too_long' }).default([]),
  filters: z.record(field, z.unknown(), { error: 'invalid_value' }).default({}),
  sort: z
    .object({ field, direction: z.enum(['asc', 'desc'], { error: 'invalid_value' }) }, { error: 'invalid_value' })
    .nullable()
    .default(null),
  pageSize: z
    .number({ error: 'invalid_value' })
    .refine((n) => (LAYOUT_PAGE_SIZES as readonly number[]).includes(n), { error: 'invalid_value' }),
});
export type ListLayoutState = z.output<typeof listLayoutStateSchema>;

const screenPath = requiredText(200).regex(/^\/[\w\-/:.]*$/, { error: 'invalid_value' });

export const listLayoutSchema = requiredObject({
  NmLayout: requiredText(120),
  rota: screenPath,
  recurso: screenPath,
  compartilhado: z.boolean({ error: 'invalid_value' }).default(false),
  layout: listLayoutStateSchema,
  company: z.number().int().optional(),
});
export type ListLayoutInput = z.input<typeof listLayoutSchema>;

/** Renomear e compartilhar: a lista e o layout em si não mudam de dono. */
export const listLayoutUpdateSchema = z.object({
  NmLayout: requiredText(120).optional(),
  compartilhado: z.boolean({ error: 'invalid_value' }).optional(),
  layout: listLayoutStateSchema.optional(),
});

/** O que a API devolve de um layout: a linha da lista (admin/contracts.ts) com o seu IRI. */
export type ListLayoutRead = ListLayoutRow & { '@id': string };
