import { describe, it, expect } from 'vitest';
import { isValidPhone, maskAccessKey, maskCep, maskDate, maskCnpj, maskCpf, maskDocument, maskPhone, normalizeCep } from './masks.ts';

describe('maskCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299', '529.9'],
    ['529982247', '529.982.247'],
    ['', ''],
    ['529982247251', '529982247251'],
  ])('mascara %j como %j', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });
});

describe('maskCnpj', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['112223', '11.222.3'],
    ['', ''],
  ])('mascara %j como %j', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected);
  });
});

describe('maskDocument', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['529.982.247-25', '529.982.247-25'],
    ['', ''],
  ])('escolhe a máscara pelo tamanho de %j', (input, expected) => {
    expect(maskDocument(input)).toBe(expected);
  });
});

describe('normalizeCep e maskCep', () => {
  it.each([
    ['01310-100', '01310100', '01310-100'],
    ['01310100', '01310100', '01310-100'],
    ['1310100', '01310100', '01310-100'],
    ['1310-100', '01310100', '01310-100'],
    ['123', null, '123'],
    ['013101000', null, '013101000'],
    ['', null, ''],
  ])('%j normaliza para %j e mascara como %j', (input, normalized, masked) => {
    expect(normalizeCep(input)).toBe(normalized);
    expect(maskCep(input)).toBe(masked);
  });

  it('um CEP de 7 dígitos ganha o zero à esquerda', () => {
    expect(maskCep('1310100')).toBe('01310-100');
  });
});

describe('maskAccessKey', () => {
  it('agrupa a chave de 44 dígitos de quatro em quatro', () => {
    const key = '35240112345678000190550010000012341000012345';
    expect(key).toHaveLength(44);
    expect(maskAccessKey(key)).toBe('3524 0112 3456 7800 0190 5500 1000 0012 3410 0001 2345');
  });

  it('ignora o que não é dígito e não deixa espaço no fim', () => {
    expect(maskAccessKey('3524-0112')).toBe('3524 0112');
    expect(maskAccessKey('352401')).toBe('3524 01');
    expect(maskAccessKey('')).toBe('');
  });
});

describe('maskPhone', () => {
  it.each([
    ['11912345678', '(11) 91234-5678'],
    ['1112345678', '(11) 1234-5678'],
    ['(11) 91234-5678', '(11) 91234-5678'],
    ['+55 11 91234-5678', '(11) 91234-5678'],
    ['912345678', '91234-5678'],
    ['12345678', '1234-5678'],
    ['123', '123'],
  ])('mascara %j como %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['(11) 91234-5678', true],
    ['(11) 3123-4567', true],
    ['+55 (21) 99876-5432', true],
    ['(11) 81234-5678', false],
    ['(01) 91234-5678', false],
    ['(11) 9123-456', false],
    ['', false],
  ])('%j é válido = %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['101', '10/1'],
    ['10122026', '10/12/2026'],
    ['10/12/2026 99', '10/12/2026'],
    ['ab10c12', '10/12'],
  ])('%s -> %s', (typed, masked) => expect(maskDate(typed)).toBe(masked));
});
