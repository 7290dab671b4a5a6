import { describe, expect, it } from 'vitest';
import { CopyWriter } from './copy-writer.ts';
import { unscaled } from '../../modules/pcp/mrp.rules.ts';

describe('CopyWriter', () => {
  it('writes integers and thousandths as PostgreSQL reads them, the same text as unscaled()', () => {
    const w = new CopyWriter(4); // grows as it goes
    const numbers = [0, 7, -7, 10, 999, 1000, -1000, 1234567, -5, 2 ** 53 - 1];
    for (const n of numbers) w.integer(n).tab().thousandths(n).tab();
    w.integer(2 ** 60).end();
    const text = w.toString();
    expect(text).toBe(`${numbers.map((n) => `${n}\t${unscaled(n)}\t`).join('')}${2 ** 60}\n`);
    expect(text.startsWith('0\t0.000\t7\t0.007\t-7\t-0.007\t10\t0.010\t999\t0.999\t1000\t1.000\t-1000\t-1.000\t1234567\t1234.567\t-5\t-0.005\t')).toBe(true);
    expect(() => w.thousandths(0.5)).toThrow(RangeError);
  });

  it('writes text as UTF-8 and hands over its rows a piece at a time', () => {
    const w = new CopyWriter(2);
    w.text('ação ☃').tab().text('\\N').tab().text('t').end();
    w.text('x').end();
    const piece = w.take();
    expect(piece.count).toBe(2);
    expect(piece.data.toString('utf8')).toBe('ação ☃\t\\N\tt\nx\n');
    w.text('next').end();
    expect(w.take()).toEqual({ data: Buffer.from('next\n'), count: 1 });
    // The piece taken is its own copy: writing on does not change it.
    expect(piece.data.toString('utf8')).toBe('ação ☃\t\\N\tt\nx\n');
  });
});
