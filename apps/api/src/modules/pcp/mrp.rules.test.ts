import { describe, expect, it } from 'vitest';
import { componentNeed, expiredByPeriod, lotSize, lowLevelCodes, MrpCycleError, runMrp, scaled, unscaled, weighted, type MrpInput, type MrpItem, type MrpRow } from './mrp.rules.ts';

/** Thousandths of a quantity written as text ('109.5' -> 109500). */
const q = (text: string) => scaled(text, 3);
const item = (id: number, over: Partial<MrpItem> = {}): MrpItem => ({ id, made: true, whole: true, stock: 0, min: 0, max: 0, leadPeriods: 0, ...over });
const input = (over: Partial<MrpInput>): MrpInput => ({ periods: 1, items: [], edges: [], orders: [], quotes: [], quoteProbability: 5000, forecasts: [], production: [], purchases: [], ...over });
const byItem = (rows: MrpRow[]) => new Map(rows.map((r) => [r.item, r]));
/** A record's row as decimal text, for comparison with a worked table. */
const cells = (values: number[]) => values.map((v) => unscaled(v).replace(/\.000$/, ''));

describe('scaled integers', () => {
  it('reads and writes decimal text exactly', () => {
    expect(scaled('1234.5', 3)).toBe(1_234_500);
    expect(scaled('0.0417', 4)).toBe(417);
    expect(scaled('-2.0005', 3)).toBe(-2_001);
    expect(scaled('', 3)).toBe(0);
    expect(unscaled(1_234_500)).toBe('1234.500');
    expect(unscaled(-5)).toBe('-0.005');
    expect(unscaled(0)).toBe('0.000');
    expect(unscaled(-1_000)).toBe('-1.000');
    expect(unscaled(999)).toBe('0.999');
    expect(unscaled(2 ** 53 + 2)).toBe('9007199254740.994');
    expect(unscaled(12_345, 4)).toBe('1.2345');
    expect(unscaled(-50, 2)).toBe('-0.50');
  });

  it('rounds a component requirement up to the thousandth, exactly also past 2^53', () => {
    // 3 units × 0.0417 per unit × (1 + 1.5 %) = 0.1269765 -> 0.127
    expect(componentNeed(q('3'), scaled('0.0417', 4), scaled('1.5', 2))).toBe(127);
    expect(componentNeed(q('30'), scaled('3', 4), scaled('10', 2))).toBe(q('99'));
    // 1,000,000,000 units × 12.3456 × 1.0125: the intermediate product is far above 2^53.
    expect(componentNeed(q('1000000000'), scaled('12.3456', 4), scaled('1.25', 2))).toBe(q('12499920000'));
  });

  it('weights a quote half up', () => {
    expect(weighted(q('8'), 5000)).toBe(q('4'));
    expect(weighted(q('0.001'), 5000)).toBe(1);
    expect(weighted(q('0.003'), 3333)).toBe(1);
  });
});

describe('low-level codes', () => {
  it('places a component used at two levels at the deeper one, after all of its parents', () => {
    const edges = [
      { parent: 1, child: 2, qty: 1, loss: 0 },
      { parent: 1, child: 3, qty: 1, loss: 0 },
      { parent: 2, child: 3, qty: 1, loss: 0 },
    ];
    const { level, order } = lowLevelCodes([3, 2, 1], edges);
    expect([...level.entries()].sort()).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('refuses a loop', () => {
    expect(() =>
      lowLevelCodes(
        [1, 2],
        [
          { parent: 1, child: 2, qty: 1, loss: 0 },
          { parent: 2, child: 1, qty: 1, loss: 0 },
        ],
      ),
    ).toThrow(MrpCycleError);
  });
});

describe('runMrp: the worked case of docs/pcp.md', () => {
  // Detergente (1) = 2 × Base (2) + 1 kg of Tensoativo (3); Base = 3 kg of Tensoativo with 10 % loss.
  // Detergente: an order of 10, a quote of 8 at 50 %, 3 in stock (the ignored sector's 100 are not given), minimum 5.
  const rows = byItem(
    runMrp(
      input({
        items: [item(1, { stock: q('3'), min: q('5') }), item(2, { stock: q('2') }), item(3, { made: false, whole: false, stock: q('15.5'), min: q('10') })],
        edges: [
          { parent: 1, child: 2, qty: scaled('2', 4), loss: 0 },
          { parent: 1, child: 3, qty: scaled('1', 4), loss: 0 },
          { parent: 2, child: 3, qty: scaled('3', 4), loss: scaled('10', 2) },
        ],
        orders: [{ item: 1, period: 0, qty: q('10') }],
        quotes: [{ item: 1, period: 0, qty: q('8') }],
      }),
    ),
  );

  it('nets the finished product: demand 10 + 4 (half of 8) + minimum 5 − stock 3 = 16', () => {
    expect(rows.get(1)).toMatchObject({ level: 0, kind: 'P', orders: q('10'), quotes: q('4'), salesDemand: q('14'), totalDemand: q('14'), available: q('3'), totalNet: q('16'), result: q('16'), immediate: q('16'), future: 0 });
  });

  it('explodes it to the sub-product: 16 × 2 = 32 − stock 2 = 30', () => {
    expect(rows.get(2)).toMatchObject({ level: 1, kind: 'S', parentDemand: q('32'), totalNet: q('30'), result: q('30') });
  });

  it('nets the shared component once, after both parents: 16 × 1 + 30 × 3 × 1.1 = 115 + minimum 10 − 15.5 = 109.5', () => {
    expect(rows.get(3)).toMatchObject({ level: 2, kind: 'M', parentDemand: q('115'), totalDemand: q('115'), totalNet: q('109.5'), result: q('109.5') });
  });
});

describe('runMrp: a textbook MRP record (lot-for-lot, lead time 2 weeks)', () => {
  // On hand 40, a scheduled receipt of 50 in week 2, gross requirements by week; the worked answer below by hand:
  // projected on hand 10 20 0 0 0 0 0 0, net 0 0 0 0 60 25 0 35, releases in weeks 3, 4 and 6.
  const gross = ['30', '40', '20', '0', '60', '25', '0', '35'];
  const base = input({
    periods: 8,
    items: [item(7, { stock: q('40'), leadPeriods: 2 })],
    forecasts: gross.map((g, period) => ({ item: 7, period, qty: q(g) })),
    production: [{ item: 7, period: 1, qty: q('50') }],
  });

  it('gives the book answer', () => {
    const [row] = runMrp(base);
    expect(cells(row.record.gross)).toEqual(gross);
    expect(cells(row.record.receipts)).toEqual(['0', '50', '0', '0', '0', '0', '0', '0']);
    expect(cells(row.record.projected)).toEqual(['10', '20', '0', '0', '0', '0', '0', '0']);
    expect(cells(row.record.net)).toEqual(['0', '0', '0', '0', '60', '25', '0', '35']);
    expect(cells(row.record.plannedReceipts)).toEqual(['0', '0', '0', '0', '60', '25', '0', '35']);
    expect(cells(row.record.plannedReleases)).toEqual(['0', '0', '60', '25', '0', '35', '0', '0']);
    expect(row).toMatchObject({ result: q('120'), immediate: 0, future: q('120'), late: false, firstReceipt: 4, firstRelease: 2 });
  });

  it('keeps a safety stock of 10: the shortfall of week 3 is released now', () => {
    const [row] = runMrp({ ...base, items: [item(7, { stock: q('40'), leadPeriods: 2, min: q('10') })] });
    expect(cells(row.record.net)).toEqual(['0', '0', '10', '0', '60', '25', '0', '35']);
    expect(cells(row.record.projected)).toEqual(['10', '20', '10', '10', '10', '10', '10', '10']);
    expect(cells(row.record.plannedReleases)).toEqual(['10', '0', '60', '25', '0', '35', '0', '0']);
    expect(row).toMatchObject({ result: q('130'), immediate: q('10'), future: q('120') });
  });
});

describe('runMrp: the rest of the rules', () => {
  it('puts a bought item in the raw materials even when nothing uses it, and a resold one in the products', () => {
    const rows = byItem(runMrp(input({ items: [item(1, { made: false, min: q('1') }), item(2, { made: false, resale: true, min: q('1') }), item(3, { min: q('1') })] })));
    expect([rows.get(1)!.kind, rows.get(2)!.kind, rows.get(3)!.kind]).toEqual(['M', 'P', 'P']);
  });

  it('counts the forecast only where the orders of its period do not cover it, and not before the first period', () => {
    const [row] = runMrp(
      input({
        periods: 2,
        items: [item(1)],
        orders: [
          { item: 1, period: 0, qty: q('30') },
          { item: 1, period: 1, qty: q('70') },
        ],
        forecasts: [
          { item: 1, period: -1, qty: q('500') },
          { item: 1, period: 0, qty: q('50') },
          { item: 1, period: 1, qty: q('50') },
        ],
      }),
    );
    expect(row).toMatchObject({ orders: q('100'), forecast: q('20'), salesDemand: q('120') });
  });

  it('puts past-due orders in the first period and leaves out what is due past the horizon', () => {
    const [row] = runMrp(input({ periods: 2, items: [item(1)], orders: [{ item: 1, period: -3, qty: q('5') }, { item: 1, period: 2, qty: q('99') }] }));
    expect(cells(row.record.gross)).toEqual(['5', '0']);
  });

  it('rounds a whole unit up, each period on its own', () => {
    const [row] = runMrp(input({ periods: 3, items: [item(1, { max: q('12') })], orders: [0, 1, 2].map((period) => ({ item: 1, period, qty: q('5.2') })) }));
    // Needs 5.2 (order of 6, 0.8 left), 4.4 (5, 0.6 left), 4.6 (5, 0.4 left); no order lifts the stock above 12.
    expect(cells(row.record.plannedReceipts)).toEqual(['6', '5', '5']);
    expect(row).toMatchObject({ totalNet: q('14.2'), result: q('16'), capped: false });
    expect(cells(row.record.projected)).toEqual(['0.800', '0.600', '0.400']);
  });

  it("uses the planner's quantity as one order when the first was needed, and explodes it", () => {
    const rows = byItem(
      runMrp(
        input({
          periods: 3,
          items: [item(1, { realizado: q('1234.5'), whole: false }), item(2, { made: false })],
          edges: [{ parent: 1, child: 2, qty: scaled('2', 4), loss: 0 }],
          orders: [{ item: 1, period: 1, qty: q('10') }],
        }),
      ),
    );
    expect(rows.get(1)).toMatchObject({ result: q('10'), planned: q('1234.5') });
    expect(cells(rows.get(1)!.record.plannedReceipts)).toEqual(['0', '1234.500', '0']);
    expect(rows.get(1)!.suggestedOrders).toEqual([{ receipt: 1, release: 1, qty: q('10') }]);
    expect(rows.get(2)).toMatchObject({ parentDemand: q('2469'), result: q('2469') });
  });

  it('nets open production and purchases, and counts the components an open order will consume', () => {
    const rows = byItem(
      runMrp(
        input({
          periods: 2,
          items: [item(1, { stock: q('1') }), item(2, { made: false, stock: q('4') })],
          edges: [{ parent: 1, child: 2, qty: scaled('1', 4), loss: 0 }],
          orders: [{ item: 1, period: 1, qty: q('10') }],
          production: [{ item: 1, period: 0, qty: q('6') }],
          purchases: [
            { item: 2, period: 0, qty: q('1'), status: 'S' },
            { item: 2, period: 1, qty: q('2'), status: 'P' },
          ],
        }),
      ),
    );
    expect(rows.get(1)).toMatchObject({ production: q('6'), available: q('7'), result: q('3') });
    // Component: 6 for the open order + 3 planned = 9; available 4 + 1 + 2.
    expect(rows.get(2)).toMatchObject({ parentDemand: q('9'), purchasesSuggested: q('1'), purchasesOrdered: q('2'), available: q('7'), result: q('2') });
  });

  it('marks an order released late when its lead time reaches before the first period', () => {
    const [row] = runMrp(input({ periods: 2, items: [item(1, { leadPeriods: 3 })], orders: [{ item: 1, period: 1, qty: q('4') }] }));
    expect(row).toMatchObject({ late: true, immediate: q('4'), firstRelease: -2 });
    expect(cells(row.record.plannedReleases)).toEqual(['4', '0']);
  });
});

describe('runMrp: the maximum stock caps the projected stock of each period', () => {
  // Weekly demand 30 now and 80 next week, nothing on hand, maximum 60, lot-for-lot. By hand:
  //   week           1     2
  //   gross         30    80
  //   available    −30   −80    (projected before the order)
  //   planned       30    80    (each ≤ 60 − available: 90, 140)
  //   projected      0     0
  // 110 planned: the maximum (60) limits a period's stock, not the sum of the horizon (the old cap planned 60, −40 left).
  const base = input({ periods: 2, items: [item(1, { max: q('60') })], orders: [{ item: 1, period: 0, qty: q('30') }, { item: 1, period: 1, qty: q('80') }] });

  it('plans 30 and 80 and leaves no shortage', () => {
    const [row] = runMrp(base);
    expect(cells(row.record.plannedReceipts)).toEqual(['30', '80']);
    expect(cells(row.record.projected)).toEqual(['0', '0']);
    expect(row).toMatchObject({ result: q('110'), capped: false });
    expect(row.suggestedOrders).toEqual([
      { receipt: 0, release: 0, qty: q('30') },
      { receipt: 1, release: 1, qty: q('80') },
    ]);
  });

  it('trims an order that would lift the stock above the maximum, never below a shortage', () => {
    // Minimum 70 above the maximum 60 (the maximum wins): week 1 available −30, the minimum asks 100, the maximum
    // lets 60 − (−30) = 90: planned 90, projected 60; week 2 available 60 − 80 = −20, asks 90, lets 80: planned 80, projected 60.
    const [row] = runMrp({ ...base, items: [item(1, { max: q('60'), min: q('70') })] });
    expect(cells(row.record.plannedReceipts)).toEqual(['90', '80']);
    expect(cells(row.record.projected)).toEqual(['60', '60']);
    expect(row).toMatchObject({ capped: true, totalNet: q('190') });
  });
});

describe('runMrp: lot sizing', () => {
  // The same weekly demand for every rule, nothing on hand, no minimum: 30, 80, 0, 45.
  const demand = ['30', '80', '0', '45'];
  const run = (over: Partial<MrpItem>) => {
    const [row] = runMrp(input({ periods: 4, items: [item(1, over)], forecasts: demand.map((d, period) => ({ item: 1, period, qty: q(d) })) }));
    return { planned: cells(row.record.plannedReceipts), projected: cells(row.record.projected), row };
  };

  it('lot-for-lot orders the net requirement of each period', () => {
    // 30, 80, −, 45: the stock ends every period at 0.
    expect(run({ lot: { kind: 'L' } })).toMatchObject({ planned: ['30', '80', '0', '45'], projected: ['0', '0', '0', '0'] });
  });

  it('a fixed quantity of 50 orders as many lots of 50 as each need takes', () => {
    // Week 1: −30 → one lot (50), 20 left. Week 2: 20 − 80 = −60 → two lots (100), 40 left. Week 3: 40.
    // Week 4: 40 − 45 = −5 → one lot (50), 45 left.
    expect(run({ lot: { kind: 'F', qty: q('50') } })).toMatchObject({ planned: ['50', '100', '0', '50'], projected: ['20', '40', '40', '45'] });
  });

  it('a minimum of 40 in multiples of 25', () => {
    // Week 1: needs 30 → at least 40 → multiple of 25: 50, 20 left. Week 2: 20 − 80 = −60 → 60 → 75, 15 left.
    // Week 3: 15. Week 4: 15 − 45 = −30 → 40 → 50, 20 left.
    expect(run({ lot: { kind: 'M', min: q('40'), multiple: q('25') } })).toMatchObject({ planned: ['50', '75', '0', '50'], projected: ['20', '15', '15', '20'] });
  });

  it('two periods of supply: each order covers its period and the next', () => {
    // Week 1: 30 + 80 = 110, 80 left; week 2: 0 left; week 3: nothing needed; week 4: 45 (the horizon ends).
    const { planned, projected, row } = run({ lot: { kind: 'P', periods: 2 } });
    expect(planned).toEqual(['110', '0', '0', '45']);
    expect(projected).toEqual(['80', '0', '0', '0']);
    expect(row.suggestedOrders.map((o) => o.receipt)).toEqual([0, 3]);
  });

  it('two periods of supply under a maximum of 60: the first order stops at the maximum', () => {
    // Week 1: available −30, the rule asks 110, the maximum lets 60 + 30 = 90 → 90, 60 left.
    // Week 2: 60 − 80 = −20 → 20 (week 3 needs nothing), 0 left. Week 4: 45.
    const { planned, projected, row } = run({ lot: { kind: 'P', periods: 2 }, max: q('60') });
    expect(planned).toEqual(['90', '20', '0', '45']);
    expect(projected).toEqual(['60', '0', '0', '0']);
    expect(row.capped).toBe(true);
  });

  it('rounds a lot up to whole units', () => {
    expect(lotSize({ kind: 'M', min: q('2.5'), multiple: 0 }, q('1'), true, 0, 0, 1, () => 0)).toBe(q('3'));
  });
});

describe('runMrp: scheduled receipts, expiring lots and backorders', () => {
  it('counts open purchases at their expected period and a past-due one in the first', () => {
    const [row] = runMrp(
      input({
        periods: 3,
        items: [item(1, { made: false })],
        orders: [{ item: 1, period: 2, qty: q('10') }],
        purchases: [
          { item: 1, period: -1, qty: q('3'), status: 'P' },
          { item: 1, period: 1, qty: q('4'), status: 'P' },
        ],
      }),
    );
    expect(cells(row.record.receipts)).toEqual(['3', '4', '0']);
    expect(cells(row.record.plannedReceipts)).toEqual(['0', '0', '3']);
  });

  it('counts a past-due open production order as received in the first period', () => {
    const [row] = runMrp(input({ periods: 2, items: [item(1)], orders: [{ item: 1, period: 0, qty: q('5') }], production: [{ item: 1, period: -2, qty: q('5') }] }));
    expect(cells(row.record.receipts)).toEqual(['5', '0']);
    expect(row.result).toBe(0);
  });

  it('counts a backorder (an order past its delivery date) as demand now', () => {
    const [row] = runMrp(input({ periods: 2, items: [item(1, { stock: q('2') })], orders: [{ item: 1, period: -4, qty: q('7') }] }));
    expect(cells(row.record.plannedReceipts)).toEqual(['5', '0']);
  });

  it('takes expired lots out of the stock from their period on, after the demand used them first', () => {
    // On hand 100: a lot of 40 unavailable from week 2, a lot of 20 expired already, 40 without expiry.
    // Week 1: the expired 20 leave (80), the demand of 15 takes the expiring lot first (25 of it left) → 65.
    // Week 2: the lot's 25 leave → 40, demand 15 → 25. Week 3: demand 50 → −25: planned 25.
    const [row] = runMrp(
      input({
        periods: 3,
        items: [item(1, { stock: q('100') })],
        forecasts: ['15', '15', '50'].map((d, period) => ({ item: 1, period, qty: q(d) })),
        expiring: [
          { item: 1, period: 1, qty: q('40') },
          { item: 1, period: -3, qty: q('20') },
        ],
      }),
    );
    expect(cells(row.record.expired)).toEqual(['20', '25', '0']);
    expect(cells(row.record.projected)).toEqual(['65', '25', '0']);
    expect(cells(row.record.plannedReceipts)).toEqual(['0', '0', '25']);
  });

  it('loses nothing from a lot the demand uses up before it expires', () => {
    expect(expiredByPeriod([[1, q('10')]], [q('12'), 0], 2)).toEqual([0, 0]);
  });
});
