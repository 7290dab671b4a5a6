import { describe, expect, it } from 'vitest';
import { ean13, gtin14, gtinAsEan13, gtinCheckDigit, gtinForms, isValidGtin, sameGtin } from './gtin.ts';
import { isFractionalUnit, quantityDecimals } from './units.ts';

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
    expect(isFractionalUnit('F')).toBe(true);
    expect(isFractionalUnit('I')).toBe(false);
    expect(isFractionalUnit(undefined)).toBe(false);
  });
});

describe('GTIN equivalence', () => {
  it('the same item under any length is the same GTIN', () => {
    expect(gtin14('7891000100103')).toBe('07891000100103');
    expect(sameGtin('7891000100103', '07891000100103')).toBe(true);
    expect(sameGtin('96385074', '0000096385074')).toBe(true);
    expect(sameGtin('036000291452', '0036000291452')).toBe(true);
    expect(sameGtin('7891000100103', '7891000100104')).toBe(false);
    expect(sameGtin('', '')).toBe(false);
    expect(sameGtin(null, '7891000100103')).toBe(false);
  });

  it('lists the stored forms of a code, shortest it fits to GTIN-14', () => {
    expect(gtinForms('7891000100103')).toEqual(['7891000100103', '07891000100103']);
    expect(gtinForms('07891000100103')).toEqual(['7891000100103', '07891000100103']);
    expect(gtinForms('96385074')).toEqual(['96385074', '000096385074', '0000096385074', '00000096385074']);
    expect(gtinForms('10012345678902')).toEqual(['10012345678902']);
  });

  it('reads a GTIN-14 of packaging level 0 as the unit EAN-13', () => {
    expect(gtinAsEan13('07891000100103')).toBe('7891000100103');
    expect(gtinAsEan13('17891000100100')).toBe('17891000100100');
  });
});
