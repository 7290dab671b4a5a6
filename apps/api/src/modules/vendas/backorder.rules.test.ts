import { describe, expect, it } from 'vitest';
import { serveBackorders, splitBackorder } from './backorder.rules.ts';

const text = (s: ReturnType<typeof splitBackorder>) => (s.refused ? `refused, ${s.available.toFixed(3)} available` : `${s.reserve.toFixed(3)} reserved, ${s.pending.toFixed(3)} pending`);

describe('backorders', () => {
  it('reserves all when there is enough, whatever the setting', () => {
    expect(text(splitBackorder('10', '10', false))).toBe('10.000 reserved, 0.000 pending');
    expect(text(splitBackorder('2.5', '40', true))).toBe('2.500 reserved, 0.000 pending');
  });

  it('refuses a shortfall by default and splits it into reserved and pending when the company allows', () => {
    expect(text(splitBackorder('25', '10', false))).toBe('refused, 10.000 available');
    expect(text(splitBackorder('25', '10', true))).toBe('10.000 reserved, 15.000 pending');
    expect(text(splitBackorder('0.3', '0.1', true))).toBe('0.100 reserved, 0.200 pending');
    // Nothing (or a negative balance read) reserves nothing: all of it waits.
    expect(text(splitBackorder('7', '-1', true))).toBe('0.000 reserved, 7.000 pending');
  });

  it('serves the waiting items oldest first while the arrival lasts', () => {
    const waiting = [
      { item: 1, pending: '15' },
      { item: 2, pending: '0' },
      { item: 3, pending: '4.5' },
      { item: 4, pending: '3' },
    ];
    const served = (available: string) => serveBackorders(waiting, available).map((s) => `${s.item.item}:${s.quantity.toFixed(3)}`);
    expect(served('12')).toEqual(['1:12.000']);
    expect(served('18')).toEqual(['1:15.000', '3:3.000']);
    expect(served('100')).toEqual(['1:15.000', '3:4.500', '4:3.000']);
    expect(served('0')).toEqual([]);
  });
});
