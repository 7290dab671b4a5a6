import { describe, expect, it } from 'vitest';
import { haversineKm, parseCoordinate } from './geo.ts';

describe('haversineKm', () => {
  it('measures known distances', () => {
    expect(haversineKm(-23.5505, -46.6333, -22.9068, -43.1729)).toBeCloseTo(360.7, 0); // São Paulo – Rio de Janeiro
    expect(haversineKm(0, 0, 0, 1)).toBeCloseTo(111.2, 1);
    expect(haversineKm(-22.9, -47.06, -22.9, -47.06)).toBe(0);
  });
});

describe('parseCoordinate', () => {
  it('reads comma and dot decimals within the range', () => {
    expect(parseCoordinate('-22,9056', 90)).toBe(-22.9056);
    expect(parseCoordinate('-47.0608', 180)).toBe(-47.0608);
    expect(parseCoordinate('+10', 90)).toBe(10);
  });
  it('refuses what is not a coordinate', () => {
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate('-180,5', 180)).toBeNull();
    expect(parseCoordinate('1.234,5', 90)).toBeNull();
    expect(parseCoordinate('abc', 90)).toBeNull();
    expect(parseCoordinate('', 180)).toBeNull();
  });
});
