import { describe, expect, it } from 'vitest';
import { fefoAllocate, fefoOrder, isExpiredLot } from './fefo.ts';

const b = (id: number, expiry: string | null, available: string) => ({ id, expiry, available });
const taken = (a: ReturnType<typeof fefoAllocate<ReturnType<typeof b>>>) => a.takes.map((t) => [t.balance.id, t.quantity.toFixed(3)]);

describe('FEFO', () => {
  it('orders by expiry, lots without expiry last, ties in the order given', () => {
    const order = fefoOrder([b(1, null, '1'), b(2, '2027-03-01', '1'), b(3, '2026-12-31', '1'), b(4, '2027-03-01', '1'), b(5, null, '1')]);
    expect(order.map((x) => x.id)).toEqual([3, 2, 4, 1, 5]);
  });

  it('takes from the lot that expires first, then the next, exactly', () => {
    const a = fefoAllocate([b(1, null, '10'), b(2, '2027-01-10', '2.5'), b(3, '2027-01-05', '0.1')], '3', '2027-01-01');
    expect(taken(a)).toEqual([
      [3, '0.100'],
      [2, '2.500'],
      [1, '0.400'],
    ]);
    expect(a.short.isZero()).toBe(true);
    expect(a.available.toFixed(3)).toBe('12.600');
  });

  it('never takes an expired lot; a lot is good through its expiry day', () => {
    const a = fefoAllocate([b(1, '2026-12-31', '5'), b(2, '2027-01-01', '5')], '7', '2027-01-01');
    expect(taken(a)).toEqual([[2, '5.000']]);
    expect(a.available.toFixed(3)).toBe('5.000');
    expect(a.short.toFixed(3)).toBe('2.000');
    expect(isExpiredLot('2026-12-31', '2027-01-01')).toBe(true);
    expect(isExpiredLot('2027-01-01', '2027-01-01')).toBe(false);
    expect(isExpiredLot(null, '2027-01-01')).toBe(false);
  });

  it('without a day, expired lots count too; balances with nothing free are skipped', () => {
    const a = fefoAllocate([b(1, '2020-01-01', '0'), b(2, '2020-06-01', '-1'), b(3, '2021-01-01', '4')], '1');
    expect(taken(a)).toEqual([[3, '1.000']]);
  });

  it('takes nothing for nothing', () => {
    expect(fefoAllocate([b(1, null, '3')], '0').takes).toEqual([]);
  });
});
