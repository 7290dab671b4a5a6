/**
 * Etiquetas (tags) e fórmulas do catálogo: enums, esquemas da API e dos formulários do web.
 * A expressão de uma fórmula é conferida pelas regras de formula.ts; a API põe o erro (com a posição) em
 * DsExpressao, e o web mostra o mesmo enquanto se digita.
 */
import * as z from 'zod';
import { TpEntidadeTag, TpResultadoFormula } from './tags-formulas.enums.ts';
import { optionalText, requiredObject, requiredOr, requiredText, enumSchema } from '../common/schema.ts';
import { FORMULA_VARIABLES } from './formula.ts';

export { TpEntidadeTag, TpResultadoFormula } from './tags-formulas.enums.ts';

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Uma etiqueta: nome, cor (#RRGGBB) e a que se aplica (ao menos um). */
export const tagSchema = requiredObject({
  NmTag: requiredText(60),
  CdCor: z
    .string({ error: requiredOr() })
    .trim()
    .regex(HEX_COLOR, { error: 'invalid_color' })
    .transform((s) => s.toUpperCase()),
  TpEntidades: z
    .array(enumSchema(TpEntidadeTag), { error: requiredOr() })
    .min(1, { error: 'tag_kinds_required' })
    .transform((list) => [...new Set(list)].sort()),
  company: z.number().int().optional(),
});
export type TagInput = z.input<typeof tagSchema>;

/** As etiquetas de um produto ou cliente (PUT /produtos/{id}/tags, PUT /people/{id}/tags): a lista inteira. */
export const tagLinksSchema = requiredObject({
  tags: z.array(z.number().int().positive(), { error: requiredOr() }).max(50, { error: 'invalid_value' }).transform((ids) => [...new Set(ids)]),
});

/** Uma fórmula; a expressão é conferida pelo serviço (formulaIssue) para a mensagem levar a posição. */
export const formulaSchema = requiredObject({
  NmFormula: requiredText(80),
  DsExpressao: requiredText(500),
  TpResultado: enumSchema(TpResultadoFormula),
  DsFormula: optionalText(500).nullable(),
  StAtivo: z.boolean({ error: 'invalid_value' }).default(true),
  company: z.number().int().optional(),
});
export type FormulaInput = z.input<typeof formulaSchema>;

/** GET pedido_venda_items_formula: uma fórmula (IdFormula) ou uma expressão, e os valores das variáveis. */
export const formulaQuerySchema = z.object({
  IdFormula: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'invalid_value' })
    .transform(Number)
    .optional(),
  DsExpressao: z.string().max(500, { error: 'too_long' }).optional(),
  ...Object.fromEntries(FORMULA_VARIABLES.map((name) => [name, z.string().max(40, { error: 'too_long' }).optional()])),
});
