import { describe, expect, it } from 'vitest';
import { ean13, gtinCheckDigit, isValidGtin } from './gtin.ts';
import { quantityDecimals } from './units.ts';

describe('GTIN', () => {
  it.each([
    ['7891000100103', true], // EAN-13 real (Nestlé)
    ['7891000100104', false],
    ['4006381333931', true],
    ['96385074', true], // EAN-8
    ['036000291452', true], // UPC-A
    ['10012345678902', true], // GTIN-14
    ['789100010010', false], // 12 dígitos sem verificador certo
    ['78910001001O3', false],
    ['', false],
  ])('%s válido: %s', (code, valid) => {
    expect(isValidGtin(code)).toBe(valid);
  });

  it('calcula o verificador e monta um EAN-13', () => {
    expect(gtinCheckDigit('789100010010')).toBe(3);
    expect(ean13('789100010010')).toBe('7891000100103');
    expect(isValidGtin(ean13('789000000123'))).toBe(true);
  });

  it('unidade fracionária tem 3 casas, as outras nenhuma', () => {
    expect(quantityDecimals('F')).toBe(3);
    expect(quantityDecimals('I')).toBe(0);
    expect(quantityDecimals(null)).toBe(0);
  });
});
