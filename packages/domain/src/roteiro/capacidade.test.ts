import { describe, expect, it } from 'vitest';
import { CAPACITY_WARNING_PERCENT, vehicleLoad } from './capacidade.ts';

describe('vehicleLoad', () => {
  it('warns from 90 % inclusive, is over only past 100 %', () => {
    expect(CAPACITY_WARNING_PERCENT).toBe(90);
    expect(vehicleLoad(['899.999'], '1000').level).toBe('ok');
    expect(vehicleLoad(['900'], '1000').level).toBe('warning');
    expect(vehicleLoad(['1000'], '1000')).toMatchObject({ level: 'warning', over: false });
    expect(vehicleLoad(['1000.001'], '1000')).toMatchObject({ level: 'over', over: true });
  });

  it('adds the weights exactly and says by how much the load passes', () => {
    // 499,4 + 500,5 + 0,1 + 0,2 = 1000,2 KG, where floats give 1000.2000000000000455.
    const load = vehicleLoad(['499.4', '500.5', '0.1', 0.2], '1000');
    expect(load.peso.toFixed(3)).toBe('1000.200');
    expect(load.excesso.toFixed(3)).toBe('0.200');
    expect(load.livre.toFixed(3)).toBe('-0.200');
    expect(load.pct.toFixed(2)).toBe('100.02');
  });

  it('counts empty weights as zero and a vehicle with no capacity as 0 %', () => {
    const empty = vehicleLoad([null, undefined, ''], '500');
    expect(empty).toMatchObject({ level: 'ok', over: false });
    expect(empty.excesso.isZero()).toBe(true);
    expect(vehicleLoad(['10'], null)).toMatchObject({ level: 'over', over: true });
    expect(vehicleLoad(['10'], null).pct.isZero()).toBe(true);
  });
});
