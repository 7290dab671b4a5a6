import { describe, expect, it } from 'vitest';
import { gs1Date, parseGs1, parseScan, splitQuantity } from './barcode.ts';

const GS = '\u001d';
const TODAY = '2026-05-10';

describe('parseScan', () => {
  it.each([
    // EAN-13 and the other GTIN lengths, check digit verified; GTIN-14 of a unit (leading 0) is its EAN-13.
    ['7891000100103', { kind: 'gtin', gtin: '7891000100103' }],
    ['7891000100103\n', { kind: 'gtin', gtin: '7891000100103' }],
    ['4006381333931', { kind: 'gtin', gtin: '4006381333931' }],
    ['96385074', { kind: 'gtin', gtin: '96385074' }],
    ['07891000100103', { kind: 'gtin', gtin: '7891000100103' }],
    ['7891000100104', { kind: 'invalid', error: 'invalid_gtin' }],
    // GS1-128 with FNC1 sent as GS, '|' or '~'; the variable-length lot last or closed by a separator.
    [`]C101078910001001031727123110L2405-01`, { kind: 'gs1', gtin: '7891000100103', lot: 'L2405-01', expiry: '2027-12-31', netWeight: null }],
    [`010789100010010310L2405-01${GS}17271231`, { kind: 'gs1', gtin: '7891000100103', lot: 'L2405-01', expiry: '2027-12-31', netWeight: null }],
    [`010789100010010310ABC|17270200`, { kind: 'gs1', gtin: '7891000100103', lot: 'ABC', expiry: '2027-02-28', netWeight: null }],
    [`010789100010010310ABC~3103012500`, { kind: 'gs1', gtin: '7891000100103', lot: 'ABC', expiry: null, netWeight: '12.500' }],
    ['(01)07891000100103(17)260430(10)X-9', { kind: 'gs1', gtin: '7891000100103', lot: 'X-9', expiry: '2026-04-30', netWeight: null }],
    ['0107891000100103', { kind: 'gs1', gtin: '7891000100103', lot: null, expiry: null, netWeight: null }],
    // A GS1 label whose GTIN has a wrong check digit is refused; an unknown AI is not guessed.
    ['(01)07891000100104(10)X', { kind: 'invalid', error: 'invalid_gtin' }],
    [`0107891000100103${GS}99ABC`, { kind: 'invalid', error: 'label_unknown_ai' }],
    ['(01)0789100010010(10)X', { kind: 'invalid', error: 'label_bad_length' }],
    // Lot codes and product codes typed by hand are text.
    ['L260101-02', { kind: 'text', text: 'L260101-02' }],
    ['PA-0012', { kind: 'text', text: 'PA-0012' }],
    ['123', { kind: 'text', text: '123' }],
  ])('%j', (raw, expected) => {
    expect(parseScan(raw, TODAY)).toEqual(expected);
  });
});

describe('parseGs1', () => {
  it('lê o lote de até 20 caracteres e recusa o 21º', () => {
    expect(parseGs1(`10${'A'.repeat(20)}`)).toEqual({ ok: true, fields: { '10': 'A'.repeat(20) } });
    expect(parseGs1(`10${'A'.repeat(21)}`)).toMatchObject({ ok: false, error: 'label_bad_value' });
  });
  it('caracteres fora do conjunto 82 no lote são recusados', () => {
    expect(parseGs1('10AB#C')).toMatchObject({ ok: false, error: 'label_bad_value' });
  });
  it('data curta demais é recusada', () => {
    expect(parseGs1('0107891000100103172712')).toMatchObject({ ok: false, error: 'label_bad_length' });
  });
});

describe('gs1Date', () => {
  it.each([
    ['271231', '2027-12-31'],
    ['240229', '2024-02-29'],
    ['250229', null],
    ['261300', null],
    ['270200', '2027-02-28'],
    // Two-digit years: up to 49 ahead, 50 behind the reference year (2026).
    ['750101', '2075-01-01'],
    ['770101', '1977-01-01'],
  ])('%s → %s', (yymmdd, iso) => {
    expect(gs1Date(yymmdd, TODAY)).toBe(iso);
  });
});

describe('splitQuantity', () => {
  it.each([
    ['12*7891000100103', { quantity: '12', code: '7891000100103' }],
    ['2,5 * 7891000100103', { quantity: '2.5', code: '7891000100103' }],
    ['7891000100103', { quantity: null, code: '7891000100103' }],
    ['*7891000100103', { quantity: null, code: '*7891000100103' }],
  ])('%s', (raw, expected) => {
    expect(splitQuantity(raw)).toEqual(expected);
  });
});
