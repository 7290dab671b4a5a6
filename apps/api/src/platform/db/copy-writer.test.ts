import { describe, expect, it } from 'vitest';
import { CopyWriter } from './copy-writer.ts';

describe('CopyWriter', () => {
  it('writes integers and thousandths as PostgreSQL reads them', () => {
    const w = new CopyWriter(4); // grows as it goes
    const written: [number, string][] = [
      [0, '0.000'],
      [7, '0.007'],
      [-7, '-0.007'],
      [10, '0.010'],
      [999, '0.999'],
      [1000, '1.000'],
      [-1000, '-1.000'],
      [1234567, '1234.567'],
      [2 ** 31, '2147483.648'],
      [2 ** 53 - 1, '9007199254740.991'],
    ];
    for (const [n] of written) w.integer(n).tab().thousandths(n).tab();
    w.integer(2 ** 60).end();
    expect(w.toString()).toBe(`${written.map(([n, decimal]) => `${n}\t${decimal}\t`).join('')}1152921504606847000\n`);
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
