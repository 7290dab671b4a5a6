import { describe, expect, it } from 'vitest';
import { checkScan, conferenceProgress, formatUnitTotals, lotStatusOf, separationStatusOf, totalsByUnit, type ConferenceLine } from './conferencia.ts';

const TODAY = '2026-05-10';
const line = (over: Partial<ConferenceLine>): ConferenceLine => ({ id: 1, item: 10, product: 100, lot: 7, lotCode: 'L7', expiry: '2026-12-31', expected: '3.000', counted: '0.000', ...over });
// Item 10: product 100 from lots 7 (2 units) and 8 (1 unit); item 11: product 200 without lots.
const lines = [line({ id: 1, lot: 7, expected: '2.000' }), line({ id: 2, lot: 8, lotCode: 'L8', expected: '1.000' }), line({ id: 3, item: 11, product: 200, lot: null, lotCode: null, expiry: null, expected: '2.500' })];
const lot = (id: number, expiry = '2026-12-31') => ({ id, code: `L${id}`, expiry });

describe('checkScan', () => {
  it.each([
    ['conta no lote reservado', { product: 100, lot: lot(7), lotText: 'L7', quantity: '1' }, { ok: true, line: lines[0] }],
    ['produto sem lote conta sem lote', { product: 200, lot: null, lotText: null, quantity: '2.5' }, { ok: true, line: lines[2] }],
    ['produto fora do pedido', { product: 300, lot: null, lotText: null, quantity: '1' }, { ok: false, code: 'wrong_product', field: 'codigo' }],
    ['produto com lote sem o lote', { product: 100, lot: null, lotText: null, quantity: '1' }, { ok: false, code: 'lot_required', field: 'lote' }],
    ['lote que o produto não tem', { product: 100, lot: null, lotText: 'ZZ', quantity: '1' }, { ok: false, code: 'unknown_lot', field: 'lote', params: { lot: 'ZZ', expected: 'L7, L8' } }],
    ['lote vencido, mesmo o reservado', { product: 100, lot: lot(7, '2026-05-09'), lotText: 'L7', quantity: '1' }, { ok: false, code: 'expired_lot', field: 'lote', params: { lot: 'L7', expiry: '2026-05-09' } }],
    ['outro lote do produto oferece a troca', { product: 100, lot: lot(9), lotText: 'L9', quantity: '1' }, { ok: false, code: 'wrong_lot', field: 'lote', params: { lot: 'L9', expected: 'L7, L8' }, swap: { item: 10, from: [7, 8], to: 9 } }],
    ['mais do que o pedido no lote', { product: 100, lot: lot(8), lotText: 'L8', quantity: '2' }, { ok: false, code: 'over_quantity', field: 'quantidade', params: { expected: '1.000', counted: '0.000' } }],
  ])('%s', (_name, scan, expected) => {
    expect(checkScan(lines, scan, TODAY)).toEqual(expected);
  });

  it('vence hoje ainda vale; a troca sai só dos lotes com falta', () => {
    expect(checkScan(lines, { product: 100, lot: lot(8, TODAY), lotText: 'L8', quantity: '1' }, TODAY)).toMatchObject({ ok: true });
    const counted = [line({ id: 1, lot: 7, expected: '2.000', counted: '2.000' }), line({ id: 2, lot: 8, lotCode: 'L8', expected: '1.000' })];
    expect(checkScan(counted, { product: 100, lot: lot(9), lotText: 'L9', quantity: '1' }, TODAY)).toMatchObject({ swap: { from: [8], to: 9 } });
  });
});

describe('conferenceProgress', () => {
  it('completo só quando toda linha confere; as divergências dizem a diferença', () => {
    expect(conferenceProgress(lines)).toMatchObject({ expected: '5.500', counted: '0.000', complete: false });
    const done = lines.map((l) => ({ ...l, counted: l.expected }));
    expect(conferenceProgress(done)).toEqual({ expected: '5.500', counted: '5.500', complete: true, divergences: [] });
    const short = [{ ...done[0], counted: '1.000' }, done[1], done[2]];
    expect(conferenceProgress(short).divergences).toEqual([{ line: short[0], difference: '-1.000' }]);
    expect(conferenceProgress([]).complete).toBe(false);
  });
});

describe('status do lote e da separação', () => {
  it.each([
    ['Aberto', ['A', 'A'], 'Aberto'],
    ['Aberto', ['R', 'A'], 'Em Separação'],
    ['Em Separação', ['A', 'A'], 'Em Separação'],
    ['Em Separação', ['L', 'X', 'C'], 'Liberado'],
    ['Em Separação', ['L', 'R'], 'Em Separação'],
    ['Liberado', ['L', 'R'], 'Em Separação'],
    ['Aberto', ['C'], 'Aberto'],
  ] as const)('%s com pedidos %j → %s', (current, orders, expected) => {
    expect(lotStatusOf(current, orders)).toBe(expected);
  });

  it('o status de separação segue o do pedido', () => {
    expect(separationStatusOf('R', 'Aberto')).toBe('Em Conferência');
    expect(separationStatusOf('L', 'Em Conferência')).toBe('Conferido');
    expect(separationStatusOf('X', null)).toBe('Divergente');
    expect(separationStatusOf('A', 'Em Separação')).toBe('Em Separação');
  });
});

describe('totalsByUnit / formatUnitTotals', () => {
  const un = (expected: string, counted: string) => ({ CdSigla: 'UN', TpUnidade: 'I', expected, counted });
  const kg = (expected: string, counted: string) => ({ CdSigla: 'KG', TpUnidade: 'F', expected, counted });

  it('não soma unidades diferentes: 5 UN + 3 UN + 1 KG é "8 UN · 1,000 KG", não 9', () => {
    const totals = totalsByUnit([un('5.000', '5.000'), kg('1.000', '0.250'), un('3.000', '1.000')]);
    expect(totals).toEqual([
      { unit: 'UN', unitType: 'I', expected: '8.000', counted: '6.000' },
      { unit: 'KG', unitType: 'F', expected: '1.000', counted: '0.250' },
    ]);
    expect(formatUnitTotals(totals, 'expected', 'pt-BR')).toBe('8 UN · 1,000 KG');
    expect(formatUnitTotals(totals, 'counted', 'pt-BR')).toBe('6 UN · 0,250 KG');
    expect(formatUnitTotals(totals, 'missing', 'pt-BR')).toBe('2 UN · 0,750 KG');
  });

  it.each([
    ['sem linhas', [], 'expected', 'pt-BR', ''],
    ['uma unidade inteira', [un('1234.000', '0.000')], 'expected', 'pt-BR', '1.234 UN'],
    ['fracionária com 3 casas em en-US', [kg('1234.5', '0')], 'expected', 'en-US', '1,234.500 KG'],
    ['falta só no que falta', [un('2.000', '2.000'), kg('1.000', '0.500')], 'missing', 'pt-BR', '0,500 KG'],
    ['produto sem unidade', [{ CdSigla: null, TpUnidade: null, expected: '2.000', counted: '1.000' }], 'counted', 'pt-BR', '1'],
  ] as const)('%s', (_name, lines, side, locale, text) => {
    expect(formatUnitTotals(totalsByUnit(lines), side, locale)).toBe(text);
  });
});
