import { describe, expect, it } from 'vitest';
import { emptyFormula, toPayload, validateFormula } from './formula-form';

describe('validateFormula', () => {
  it('diz o que e onde está o erro da expressão, como a API', () => {
    const values = { ...emptyFormula(), NmFormula: 'Chapa', DsExpressao: 'comprimento * largura * x' };
    expect(validateFormula(values)).toEqual({ DsExpressao: 'Variável desconhecida "x" na posição 25' });
    expect(validateFormula({ ...values, DsExpressao: 'ceil(quantidade / 12' })).toEqual({ DsExpressao: 'Parêntese não fechado: falta ")" na posição 21' });
  });

  it('uma fórmula válida não tem erros; o nome e a expressão são obrigatórios', () => {
    expect(validateFormula({ ...emptyFormula(), NmFormula: 'Caixas', DsExpressao: 'ceil(quantidade / 12)' })).toEqual({});
    expect(Object.keys(validateFormula(emptyFormula())).sort()).toEqual(['DsExpressao', 'NmFormula']);
  });

  it('manda a descrição vazia como null', () => {
    expect(toPayload({ ...emptyFormula(), DsFormula: '  ' }).DsFormula).toBeNull();
  });
});
