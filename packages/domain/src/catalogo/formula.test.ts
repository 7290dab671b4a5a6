import { describe, expect, it } from 'vitest';
import { translateMessage } from '../common/messages.ts';
import { evaluateFormula, formulaIssue, formulaVariables } from './formula.ts';
import { tagSchema } from './tags-formulas.schema.ts';

const chapa = { comprimento: '2.000', largura: '1.250', espessura: '0.003', densidade: '7850' };

describe('formulaIssue', () => {
  it('aceita números, variáveis, + - * / ^, parênteses e as funções da lista', () => {
    for (const e of ['comprimento * largura * espessura * densidade', 'ceil(quantidade / 12)', '(quantidade + 1) ^ 2', 'max(1, min(2, 3)) - abs(-1)', 'round(peso_unitario * 1.05, 2)', 'floor(preco_unitario)']) {
      expect(formulaIssue(e), e).toBeNull();
    }
  });

  it('recusa variável desconhecida com o nome e a posição (a partir de 1)', () => {
    expect(formulaIssue('largura * x')).toEqual({ message: 'formula_unknown_variable', params: { name: 'x', position: 11 } });
    expect(translateMessage('formula_unknown_variable', 'pt-BR', { name: 'x', position: 7 })).toBe('Variável desconhecida "x" na posição 7');
    expect(translateMessage('formula_unknown_variable', 'en-US', { name: 'x', position: 7 })).toBe('Unknown variable "x" at position 7');
    expect(translateMessage('formula_unknown_variable', 'es', { name: 'x', position: 7 })).toBe('Variable desconocida "x" en la posición 7');
  });

  it('dá a posição dos erros de sintaxe', () => {
    expect(formulaIssue('(quantidade + 1')).toEqual({ message: 'formula_unclosed', params: { position: 16 } });
    expect(formulaIssue('quantidade *')).toEqual({ message: 'formula_expected_value', params: { position: 13 } });
    expect(formulaIssue('quantidade > 1')).toEqual({ message: 'formula_unexpected', params: { position: 12, char: '>' } });
    expect(formulaIssue('comprimento largura')).toEqual({ message: 'formula_missing_operator', params: { position: 13 } });
    expect(formulaIssue('  ')).toEqual({ message: 'required' });
  });

  it('recusa o que não é aritmética: propriedades, this, textos, listas, funções fora da lista', () => {
    expect(formulaIssue('constructor')?.message).toBe('formula_unknown_variable');
    expect(formulaIssue('__proto__')?.message).toBe('formula_unknown_variable');
    expect(formulaIssue('quantidade.constructor')?.message).toBe('formula_not_allowed');
    expect(formulaIssue('quantidade["constructor"]')?.message).toBe('formula_not_allowed');
    expect(formulaIssue('this')?.message).toBe('formula_not_allowed');
    expect(formulaIssue("'abc'")?.message).toBe('formula_not_allowed');
    expect(formulaIssue('[1, 2]')?.message).toBe('formula_not_allowed');
    expect(formulaIssue('quantidade ? 1 : 2')?.message).toBe('formula_not_allowed');
    expect(formulaIssue('Math.max(1, 2)')?.message).toBe('formula_not_allowed');
    expect(formulaIssue('eval(1)')).toEqual({ message: 'formula_unknown_function', params: { name: 'eval', position: 1 } });
    expect(formulaIssue('1 + constructor(1)')).toEqual({ message: 'formula_unknown_function', params: { name: 'constructor', position: 5 } });
    expect(formulaIssue('ceil(1, 2)')?.message).toBe('formula_arguments');
    expect(formulaIssue('true')?.message).toBe('formula_unknown_variable');
  });

  it('lista as variáveis usadas', () => {
    expect(formulaVariables('densidade * comprimento * largura * espessura')).toEqual(['comprimento', 'largura', 'espessura', 'densidade']);
    expect(formulaVariables('x +')).toEqual([]);
  });
});

describe('evaluateFormula', () => {
  it('calcula em decimal exato, com 3 casas', () => {
    expect(evaluateFormula('comprimento * largura * espessura * densidade', chapa)).toEqual({ ok: true, value: '58.875' });
    expect(evaluateFormula('ceil(quantidade / 12)', { quantidade: '25' })).toEqual({ ok: true, value: '3.000' });
    expect(evaluateFormula('0.1 + 0.2', {})).toEqual({ ok: true, value: '0.300' });
    expect(evaluateFormula('1 / 3', {})).toEqual({ ok: true, value: '0.333' });
    expect(evaluateFormula('2 / 3', {})).toEqual({ ok: true, value: '0.667' });
    expect(evaluateFormula('2 ^ 3 ^ 2', {})).toEqual({ ok: true, value: '512.000' });
    expect(evaluateFormula('2 + 3 * 4 - 6 / 2', {})).toEqual({ ok: true, value: '11.000' });
    expect(evaluateFormula('round(quantidade * 1.005, 2)', { quantidade: '1' })).toEqual({ ok: true, value: '1.010' });
    expect(evaluateFormula('quantidade', { quantidade: '1,5' })).toEqual({ ok: true, value: '1.500' });
  });

  it('recusa divisão por zero com a posição do divisor', () => {
    expect(evaluateFormula('quantidade / (largura - largura)', { quantidade: '1', largura: '2' })).toEqual({
      ok: false,
      issue: { message: 'formula_division_by_zero', params: { position: 14 } },
    });
  });

  it('pede o valor que falta ou não é número', () => {
    expect(evaluateFormula('quantidade * 2', {})).toEqual({ ok: false, issue: { message: 'formula_missing_value', params: { name: 'quantidade' } } });
    expect(evaluateFormula('quantidade * 2', { quantidade: 'abc' })).toEqual({ ok: false, issue: { message: 'formula_missing_value', params: { name: 'quantidade' } } });
  });

  it('não executa nada fora da aritmética, nem com variáveis de nomes perigosos', () => {
    const values = { constructor: '1', __proto__: '1' } as never;
    expect(evaluateFormula('constructor', values).ok).toBe(false);
    expect(evaluateFormula('__proto__', values).ok).toBe(false);
    expect(evaluateFormula('2 ^ 1000', {})).toEqual({ ok: false, issue: { message: 'formula_invalid_result' } });
  });
});

describe('tagSchema', () => {
  it('exige cor #RRGGBB e ao menos um tipo de registro', () => {
    expect(tagSchema.parse({ NmTag: ' VIP ', CdCor: '#aa00ff', TpEntidades: ['produto', 'cliente', 'produto'] })).toEqual({ NmTag: 'VIP', CdCor: '#AA00FF', TpEntidades: ['cliente', 'produto'] });
    const bad = tagSchema.safeParse({ NmTag: 'X', CdCor: 'red', TpEntidades: [] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['CdCor', 'invalid_color'],
      ['TpEntidades', 'tag_kinds_required'],
    ]);
  });
});

describe('round: as casas são conferidas ao salvar', () => {
  it('recusa casas negativas, fracionárias, enormes ou calculadas, com a posição do argumento', () => {
    expect(formulaIssue('round(1,-1)')).toEqual({ message: 'formula_round_places', params: { position: 9, min: 0, max: 10 } });
    expect(formulaIssue('round(quantidade, 0.5)')).toEqual({ message: 'formula_round_places', params: { position: 19, min: 0, max: 10 } });
    expect(formulaIssue('round(quantidade, 1e10)')?.message).toBe('formula_round_places');
    expect(formulaIssue('round(quantidade, 11)')?.message).toBe('formula_round_places');
    expect(formulaIssue('round(quantidade, quantidade)')?.message).toBe('formula_round_places');
    expect(formulaIssue('round(quantidade, 1 + 1)')?.message).toBe('formula_round_places');
    expect(translateMessage('formula_round_places', 'pt-BR', { position: 9, min: 0, max: 10 })).toBe('As casas decimais de round (posição 9) devem ser um número inteiro de 0 a 10');
    expect(formulaIssue('round(quantidade, 10)')).toBeNull();
    expect(formulaIssue('round(quantidade, 0)')).toBeNull();
  });

  it('avalia sem lançar: o que round recusaria é um erro da fórmula', () => {
    expect(evaluateFormula('round(1,-1)', {})).toEqual({ ok: false, issue: { message: 'formula_round_places', params: { position: 9, min: 0, max: 10 } } });
    expect(evaluateFormula('round(quantidade, 1e10)', { quantidade: '1' }).ok).toBe(false);
    expect(evaluateFormula('round(quantidade, 2)', { quantidade: '1.005' })).toEqual({ ok: true, value: '1.010' });
  });

  it('recusa expressão mais longa que o campo', () => {
    expect(formulaIssue('1+'.repeat(300) + '1')).toEqual({ message: 'too_long' });
  });
});
