import { describe, expect, it } from 'vitest';
import { addDays, lowestOffers, ordersOfWinners } from './cotacao.rules.ts';

describe('lowestOffers', () => {
  it('picks the lowest price of each item, exactly (no float: 0.1 + 0.2 style prices compare as decimals)', () => {
    const best = lowestOffers([
      { item: 1, supplier: 10, price: '12.3400', days: 5 },
      { item: 1, supplier: 11, price: '12.3399', days: 30 },
      { item: 2, supplier: 10, price: '7.0000', days: 5 },
      { item: 2, supplier: 11, price: '7.0001', days: 1 },
    ]);
    expect(best.get(1)?.supplier).toBe(11);
    expect(best.get(2)?.supplier).toBe(10);
  });

  it('breaks a tie by the shorter lead time, then by the supplier invited first', () => {
    expect(lowestOffers([{ item: 1, supplier: 10, price: '5', days: 9 }, { item: 1, supplier: 11, price: '5.00', days: 3 }]).get(1)?.supplier).toBe(11);
    expect(lowestOffers([{ item: 1, supplier: 12, price: '5', days: 3 }, { item: 1, supplier: 11, price: '5', days: 3 }]).get(1)?.supplier).toBe(11);
  });

  it('leaves out items nobody priced', () => {
    expect(lowestOffers([{ item: 1, supplier: 10, price: '1', days: 0 }]).has(2)).toBe(false);
  });
});

describe('addDays', () => {
  it('counts calendar days across months and leap years', () => {
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addDays('2026-12-30', 2)).toBe('2027-01-01');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
  });
});

describe('ordersOfWinners', () => {
  it('makes one order per winning supplier, with its items in order, and returns the items without a winner', () => {
    const { orders, missing } = ordersOfWinners([
      { item: 1, winner: 20 },
      { item: 2, winner: 21 },
      { item: 3, winner: 20 },
      { item: 4, winner: null },
    ]);
    expect([...orders.keys()]).toEqual([20, 21]);
    expect(orders.get(20)!.map((i) => i.item)).toEqual([1, 3]);
    expect(missing.map((i) => i.item)).toEqual([4]);
  });
});
