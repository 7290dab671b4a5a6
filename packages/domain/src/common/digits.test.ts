import { describe, it, expect } from 'vitest';
import { onlyAlnum, onlyDigits } from './digits.ts';

describe('onlyDigits', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['(11) 91234-5678', '11912345678'],
    ['12.ABC.345/01DE-35', '123450135'],
    ['', ''],
    ['abc', ''],
  ])('mantém só os dígitos de %j', (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });

  it('trata null e undefined como vazio', () => {
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('onlyAlnum', () => {
  it.each([
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 11.222.333/0001-81 ', '11222333000181'],
    ['ção-1', 'O1'],
    ['', ''],
  ])('mantém letras maiúsculas e dígitos de %j', (input, expected) => {
    expect(onlyAlnum(input)).toBe(expected);
  });
});
