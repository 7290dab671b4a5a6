import { describe, expect, it } from 'vitest';
import { translateMessage } from '@backoffice/domain';
import { columnChangeRule, columnDefaultRule, columnFileRule, columnValueRule } from './colunas.rules.ts';

const FILE = '/api/files/0b6f2c1e-4a7d-4c4e-9a51-2f8d1c3b7e90';

describe('columnDefaultRule', () => {
  it("recusa o padrão 'abc' de uma coluna Number, com a mensagem em ValorDefault", () => {
    const rule = columnDefaultRule('Number', 'abc');
    expect(rule).toEqual({ violations: [{ propertyPath: 'ValorDefault', message: 'column_type_mismatch' }] });
    expect(translateMessage('column_type_mismatch', 'pt-BR')).toBe('O valor não condiz com o tipo selecionado');
    expect(translateMessage('column_type_mismatch', 'en-US')).toBe('The value does not match the selected type');
    expect(translateMessage('column_type_mismatch', 'es')).toBe('El valor no corresponde al tipo seleccionado');
  });
  it.each([
    ['Number', '12', '12'],
    ['Number', '-3,5', '-3.5'],
    ['Number', '1.234,5', '1234.5'],
    ['Number', ' 1500.25 ', '1500.25'],
    ['Text', 'Azul royal', 'Azul royal'],
    ['Image', FILE, FILE],
    ['Pdf', FILE, FILE],
    ['Number', '', null],
    ['Image', null, null],
  ])('aceita %s %j e guarda %j', (tp, value, stored) => {
    expect(columnDefaultRule(tp, value)).toEqual({ ValorDefault: stored });
  });
  it.each([
    ['Number', '12abc'],
    ['Number', '1.2.3'],
    ['Number', '1e5'],
    ['Image', 'foto.png'],
    ['Pdf', '/api/files/../../etc/passwd'],
    ['Desconhecido', 'x'],
  ])('recusa %s %j', (tp, value) => {
    expect(columnDefaultRule(tp, value)).toMatchObject({ violations: [{ propertyPath: 'ValorDefault', message: 'column_type_mismatch' }] });
  });
});

describe('columnValueRule', () => {
  it('confere o valor como o padrão, com a mensagem em valor', () => {
    expect(columnValueRule('Number', 'dez')).toEqual({ violations: [{ propertyPath: 'valor', message: 'column_type_mismatch' }] });
    expect(columnValueRule('Number', '10,0')).toEqual({ valor: '10.0' });
    expect(columnValueRule('Text', '  ')).toEqual({ valor: null });
  });
});

describe('columnFileRule', () => {
  it('uma coluna PDF aceita PDF; uma de imagem aceita PNG, JPEG, WebP e GIF', () => {
    expect(columnFileRule('Pdf', 'application/pdf')).toEqual([]);
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(columnFileRule('Image', type)).toEqual([]);
  });
  it('recusa o tipo trocado, um tipo fora da lista e uma coluna que não guarda arquivos', () => {
    expect(columnFileRule('Pdf', 'image/png')).toEqual([{ propertyPath: 'file', message: 'column_type_mismatch' }]);
    expect(columnFileRule('Image', 'application/pdf')).toEqual([{ propertyPath: 'file', message: 'column_type_mismatch' }]);
    expect(columnFileRule('Image', 'image/x-icon')).toEqual([{ propertyPath: 'file', message: 'column_type_mismatch' }]);
    expect(columnFileRule('Text', 'image/png')).toEqual([{ propertyPath: 'file', message: 'not_a_file_column' }]);
  });
});

describe('columnChangeRule', () => {
  const current = { TpColuna: 'Number', NmEntidadeOrigem: 'Produto' };
  it('uma coluna com valores mantém tipo e entidade', () => {
    expect(columnChangeRule(current, { TpColuna: 'Text', NmEntidadeOrigem: 'Cliente' }, true)).toEqual([
      { propertyPath: 'TpColuna', message: 'coluna_has_values' },
      { propertyPath: 'NmEntidadeOrigem', message: 'coluna_has_values' },
    ]);
    expect(columnChangeRule(current, { TpColuna: 'Number' }, true)).toEqual([]);
  });
  it('uma coluna sem valores muda à vontade', () => {
    expect(columnChangeRule(current, { TpColuna: 'Text' }, false)).toEqual([]);
  });
});
