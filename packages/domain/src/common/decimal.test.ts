import { describe, it, expect } from 'vitest';
import { Decimal as RawDecimal } from 'decimal.js';
import { Decimal, decimalString, parseBrazilianNumber, parseMoneyFilter, sumDecimals, toDecimal } from './decimal.ts';

describe('Decimal configurado para dinheiro', () => {
  it('arredonda meio para cima', () => {
    expect(new Decimal('0.005').toFixed(2)).toBe('0.01');
    expect(new Decimal('1.005').toFixed(2)).toBe('1.01');
    expect(new Decimal('-1.005').toFixed(2)).toBe('-1.01');
  });

  it('soma sem erro de ponto flutuante', () => {
    expect(new Decimal('0.1').plus('0.2').toString()).toBe('0.3');
  });

  it('não usa notação exponencial no toString', () => {
    expect(new Decimal('1e-10').toString()).toBe('0.0000000001');
    expect(new Decimal('1e25').toString()).toBe('10000000000000000000000000');
  });
});

describe('toDecimal', () => {
  it.each([
    ['1234.5600', '1234.56'],
    [' 12 ', '12'],
    ['-0.5', '-0.5'],
    ['.5', '0.5'],
    [0.1, '0.1'],
    [42, '42'],
  ] as const)('converte %j', (input, expected) => {
    expect(toDecimal(input)?.toString()).toBe(expected);
  });

  it('aceita instâncias de Decimal, inclusive do decimal.js sem configuração', () => {
    expect(toDecimal(new Decimal('1.5'))?.toString()).toBe('1.5');
    expect(toDecimal(new RawDecimal('2.5'))?.toString()).toBe('2.5');
  });

  it.each([null, undefined, '', '   ', 'abc', 'NaN', 'Infinity', '0x10', '1,5', Number.NaN, Number.POSITIVE_INFINITY])(
    'devolve null para %j',
    (input) => {
      expect(toDecimal(input)).toBeNull();
    },
  );
});

describe('decimalString', () => {
  it.each([
    ['1234.5', 2, '1234.50'],
    ['1234.5678', 2, '1234.57'],
    ['0.1', 3, '0.100'],
    ['12345678901234567890.125', 2, '12345678901234567890.13'],
    [0.1 + 0.2, 2, '0.30'],
    ['7', 0, '7'],
  ] as const)('%j com %i casas é %j', (input, places, expected) => {
    expect(decimalString(input, places)).toBe(expected);
  });

  it('usa 2 casas por padrão e devolve null para vazio', () => {
    expect(decimalString('3')).toBe('3.00');
    expect(decimalString('')).toBeNull();
    expect(decimalString(null)).toBeNull();
  });
});

describe('sumDecimals', () => {
  it('soma exata ignorando vazios', () => {
    expect(sumDecimals(['0.1', '0.2', null, '', 'x', 1]).toString()).toBe('1.3');
    expect(sumDecimals([]).toString()).toBe('0');
  });
});

describe('parseBrazilianNumber', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['12,5', '12.5'],
    ['1.234.567,891', '1234567.891'],
    ['1.234', '1234'],
    ['12.5', '12.5'],
    ['-1.234,5', '-1234.5'],
    ['+3', '3'],
    [' 1 234,5 ', '1234.5'],
    ['0,75', '0.75'],
    [',5', '0.5'],
    ['-,5', '-0.5'],
    ['12,', '12'],
    ['42', '42'],
  ])('lê %j como %j', (input, expected) => {
    expect(parseBrazilianNumber(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1,2,3', '12a', '-', null, undefined])('devolve null para %j', (input) => {
    expect(parseBrazilianNumber(input)).toBeNull();
  });
});

describe('parseMoneyFilter', () => {
  it.each([
    ['R$ 1.234,56', '1234.56'],
    ['1234,5', '1234.5'],
    ['R$ 1.000', '1000'],
    ['100', '100'],
    [',50', '0.50'],
    ['1.234,56,7', '123456.7'],
  ])('converte o filtro %j em %j', (input, expected) => {
    expect(parseMoneyFilter(input)).toBe(expected);
  });

  it.each(['', 'R$', 'abc', null])('devolve null sem dígitos: %j', (input) => {
    expect(parseMoneyFilter(input)).toBeNull();
  });
});
