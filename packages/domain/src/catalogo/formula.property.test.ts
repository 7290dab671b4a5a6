/**
 * Propriedades do avaliador de fórmulas para qualquer texto (fast-check, número de casos limitado para o CI):
 * nunca lança, e o que a validação de salvar aceita a avaliação avalia (um resultado ou um erro de valor).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateFormula, FORMULA_FUNCTIONS, FORMULA_VARIABLES, formulaIssue } from './formula.ts';

const RUNS = { numRuns: 400 };

/** Pedaços de fórmula: os que valem e os que quase valem, para o gerador montar expressões que o jsep aceita. */
const token = fc.oneof(
  fc.constantFrom(...FORMULA_VARIABLES, ...FORMULA_FUNCTIONS, '+', '-', '*', '/', '^', '(', ')', ',', ' ', '.', 'e', 'x', '"', '[', ']', '?', ':'),
  fc.integer({ min: -20, max: 1e12 }).map(String),
  fc.double({ noNaN: true }).map(String),
);
const formulaLike = fc.array(token, { maxLength: 30 }).map((parts) => parts.join(''));
/** Expressões bem formadas: números de toda forma (negativos, frações, expoentes), variáveis, operadores e chamadas. */
const { expression: wellFormed } = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...FORMULA_VARIABLES),
    fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: -1e12, max: 1e12, noNaN: true })).map(String),
    fc.constantFrom('1e10', '0.5', '-1', '1e-7', '64', '65'),
    fc.tuple(tie('expression'), fc.constantFrom('+', '-', '*', '/', '^'), tie('expression')).map(([a, op, b]) => `(${a}) ${op} (${b})`),
    fc.tuple(fc.constantFrom(...FORMULA_FUNCTIONS), fc.array(tie('expression'), { minLength: 1, maxLength: 3 })).map(([fn, args]) => `${fn}(${args.join(', ')})`),
  ),
}));
const anyText = fc.oneof(wellFormed, wellFormed, formulaLike, fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
const decimalText = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }).map(String), fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), fc.constantFrom('0', '', 'abc', '1,5', '1e400'));
const values = fc.record(Object.fromEntries(FORMULA_VARIABLES.map((v) => [v, decimalText])) as Record<(typeof FORMULA_VARIABLES)[number], fc.Arbitrary<string>>);

/** Os erros que dependem dos valores dados, não do texto: os únicos que uma fórmula aceita ao salvar ainda pode dar. */
const VALUE_ISSUES = new Set(['formula_missing_value', 'formula_division_by_zero', 'formula_invalid_result']);

describe('fórmulas: propriedades', () => {
  it('formulaIssue e evaluateFormula nunca lançam, para qualquer texto e quaisquer valores', () => {
    fc.assert(
      fc.property(anyText, values, (expression, vars) => {
        formulaIssue(expression);
        const result = evaluateFormula(expression, vars);
        expect(typeof result.ok).toBe('boolean');
      }),
      RUNS,
    );
  });

  it('o que a validação de salvar aceita a avaliação avalia; o que ela recusa a avaliação recusa igual', () => {
    fc.assert(
      fc.property(anyText, values, (expression, vars) => {
        const issue = formulaIssue(expression);
        const result = evaluateFormula(expression, vars);
        if (issue) expect(result).toEqual({ ok: false, issue });
        else if (!result.ok) expect(VALUE_ISSUES.has(result.issue.message), JSON.stringify([expression, result.issue])).toBe(true);
        else expect(result.value).toMatch(/^-?\d+\.\d{3}$/);
      }),
      RUNS,
    );
  });
});
