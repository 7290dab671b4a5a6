import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@backoffice/domain';
import { abateDevolucao, installments, splitCents } from './parcelas.rules.ts';

describe('parcelas', () => {
  it('R$ 0,00 não tem parcelas; R$ 0,01 em 30/60/90 é uma parcela de 0,01 no primeiro vencimento', () => {
    expect(installments('0.00', '30/60/90', '2026-01-10')).toEqual([]);
    expect(installments('0.01', '30/60/90', '2026-01-10')).toEqual([{ NrParcela: 1, DtVencimento: '2026-02-09', VlParcela: '0.01' }]);
    expect(installments('0.02', '30/60/90', '2026-01-10').map((p) => p.VlParcela)).toEqual(['0.01', '0.01']);
    expect(installments('0.03', '30/60/90', '2026-01-10').map((p) => p.VlParcela)).toEqual(['0.01', '0.01', '0.01']);
    expect(splitCents('-5', 3)).toEqual([]);
  });

  it('propriedade: as partes somam o total, nenhuma é zero, no máximo n, e diferem de no máximo um centavo', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), fc.integer({ min: 1, max: 24 }), (cents, n) => {
        const total = new Decimal(cents.toString()).dividedBy(100);
        const parts = splitCents(total.toFixed(2), n).map((p) => new Decimal(p));
        expect(parts.reduce((a, p) => a.plus(p), new Decimal(0)).toFixed(2)).toBe(total.toFixed(2));
        expect(parts.every((p) => p.greaterThan(0) && p.decimalPlaces() <= 2)).toBe(true);
        expect(parts.length).toBe(Math.min(n, Number(cents)));
        if (parts.length) expect(parts[0].minus(parts[parts.length - 1]).lte('0.01')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('propriedade: as parcelas de um prazo somam o total, sem parcela zero, em vencimentos que não voltam no tempo', () => {
    const term = fc.array(fc.integer({ min: 0, max: 365 }), { minLength: 1, maxLength: 12 }).map((days) => days.sort((a, b) => a - b).join('/'));
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000n }), term, (cents, parcelas) => {
        const total = new Decimal(cents.toString()).dividedBy(100).toFixed(2);
        const rows = installments(total, parcelas, '2026-03-15');
        expect(rows.reduce((a, r) => a.plus(r.VlParcela), new Decimal(0)).toFixed(2)).toBe(total);
        expect(rows.every((r) => new Decimal(r.VlParcela).greaterThan(0))).toBe(true);
        expect(rows.map((r) => r.NrParcela)).toEqual(rows.map((_, i) => i + 1));
        expect([...rows.map((r) => r.DtVencimento)].sort()).toEqual(rows.map((r) => r.DtVencimento));
      }),
      { numRuns: 300 },
    );
  });
});

describe('abateDevolucao', () => {
  const parcelas = [
    { id: 1, due: '2026-01-10', value: '50.00', received: '50.00' },
    { id: 2, due: '2026-02-10', value: '50.00', received: '0' },
    { id: 3, due: '2026-03-10', value: '50.00', received: '10.00' },
  ];

  it('takes the value off the open installments from the last due date backwards, never below what was received', () => {
    expect(abateDevolucao(parcelas, '30.00')).toEqual({ changes: [{ id: 3, value: '20.00' }], reduced: '30.00', refund: '0.00' });
    expect(abateDevolucao(parcelas, '60.00')).toEqual({ changes: [{ id: 3, value: '10.00' }, { id: 2, value: '30.00' }], reduced: '60.00', refund: '0.00' });
  });

  it('an installment left at zero with nothing received goes away; what the open ones do not cover was paid and is owed back', () => {
    expect(abateDevolucao(parcelas, '120.00')).toEqual({ changes: [{ id: 3, value: '10.00' }, { id: 2, value: null }], reduced: '90.00', refund: '30.00' });
    // Never more back than was received.
    expect(abateDevolucao(parcelas, '500.00').refund).toBe('60.00');
    expect(abateDevolucao([], '10.00')).toEqual({ changes: [], reduced: '0.00', refund: '0.00' });
  });
});
