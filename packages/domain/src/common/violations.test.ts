import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { schemaViolations } from './violations.ts';
import { translateMessage } from './messages.ts';

const violationsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a violation');
  return schemaViolations(result.error);
};

describe('schemaViolations', () => {
  it('says a number over its maximum or under its minimum with the bound, not as a text too long or missing', () => {
    const schema = z.object({ porPagina: z.number().int().min(1).max(100), nome: z.string().min(1).max(5) });
    expect(violationsOf(schema, { porPagina: 500, nome: 'Ana' })).toEqual([{ propertyPath: 'porPagina', message: 'number_too_large', params: { max: 100 } }]);
    expect(violationsOf(schema, { porPagina: 0, nome: 'Ana' })).toEqual([{ propertyPath: 'porPagina', message: 'number_too_small', params: { min: 1 } }]);
    expect(translateMessage('number_too_large', 'pt-BR', { max: 100 })).toBe('Número grande demais: o máximo é 100');
    expect(translateMessage('number_too_small', 'en-US', { min: 1 })).toBe('Number too small: the least is 1');
    // Texts keep their words: too long, and an empty one is missing.
    expect(violationsOf(schema, { porPagina: 10, nome: 'Anabela' })).toEqual([{ propertyPath: 'nome', message: 'too_long' }]);
    expect(violationsOf(schema, { porPagina: 10, nome: '' })).toEqual([{ propertyPath: 'nome', message: 'required' }]);
  });

  it('says a number past a bound it may not reach itself (positive) is invalid, not missing nor with a wrong least', () => {
    expect(violationsOf(z.object({ qt: z.number().positive() }), { qt: 0 })).toEqual([{ propertyPath: 'qt', message: 'invalid_value' }]);
  });
});
