import { describe, expect, it } from 'vitest';
import { isoDateTime } from './serialize.ts';

describe('isoDateTime', () => {
  it("writes PostgreSQL's text of an instant as Date#toISOString does, whatever the offset and decimals", () => {
    for (const text of [
      '2026-01-02 10:00:00+00',
      '2026-01-02 10:00:00.5+00',
      '2026-01-02 10:00:00.123456+00',
      '2026-01-02 23:59:59.999999+00',
      '2026-01-02 10:00:00-03',
      '2026-12-31 22:30:00.25+05:30',
    ]) {
      const viaDate = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
      expect(isoDateTime(text), text).toBe(viaDate);
    }
    expect(isoDateTime('2026-01-02 10:00:00-03')).toBe('2026-01-02T13:00:00.000Z');
    expect(isoDateTime(new Date(Date.UTC(2026, 0, 2, 10)))).toBe('2026-01-02T10:00:00.000Z');
    expect(isoDateTime('not a date')).toBe('not a date');
  });
});
