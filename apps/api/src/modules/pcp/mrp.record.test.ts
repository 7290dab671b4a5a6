import { describe, expect, it } from 'vitest';
import { ordersFromText, recordFromText, recordText } from './mrp.record.ts';
import type { MrpRecord } from './mrp.rules.ts';

const zeros = (n: number) => new Array<number>(n).fill(0);

describe('the record as the results keep it', () => {
  const record: MrpRecord = {
    gross: [14000, 0, 2500, 0],
    receipts: zeros(4),
    expired: [0, 0, 30000, 0],
    projected: [-14000, -14000, 1500, 1500],
    net: [14000, 0, 0, 0],
    plannedReceipts: [16000, 0, 0, 0],
    plannedReleases: [16000, 0, 0, 0],
  };
  const orders = [{ receipt: 0, release: -1, qty: 16000 }];

  it('leaves out the lines of zeros and the zeros that end a line, and reads every cell back', () => {
    const text = recordText(record, orders);
    expect(text).toBe('{"gross":[14000,0,2500],"expired":[0,0,30000],"projected":[-14000,-14000,1500,1500],"net":[14000],"plannedReceipts":[16000],"plannedReleases":[16000],"orders":[[0,-1,16000]]}');
    expect(recordFromText(text, 4)).toEqual({ lines: record, orders: [[0, -1, 16000]] });
    expect(ordersFromText(text)).toEqual([[0, -1, 16000]]);
    expect(ordersFromText(null)).toEqual([]);
  });

  it('writes a record of zeros without orders as an empty object, read back as zeros', () => {
    const empty = Object.fromEntries(Object.keys(record).map((k) => [k, zeros(3)])) as unknown as MrpRecord;
    expect(recordText(empty, [])).toBe('{}');
    expect(recordFromText('{}', 3)).toEqual({ lines: empty, orders: [] });
    expect(recordFromText(null, 3)).toEqual({ lines: empty, orders: [] });
  });

  it('reads the records written before, every line in full and the orders always there', () => {
    const before = JSON.stringify({ ...record, expired: undefined, orders: [] });
    expect(recordFromText(before, 4)).toEqual({ lines: { ...record, expired: zeros(4) }, orders: [] });
  });
});
