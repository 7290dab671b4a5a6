import { describe, expect, it } from 'vitest';
import { addMonths, periodCalendar } from './periods.rules.ts';

describe('periods of an analysis', () => {
  it('counts weeks from the start date, before it negative, and as many as cover the horizon', () => {
    const c = periodCalendar('2026-12-07', 'S', 56);
    expect(c.periods).toBe(8);
    expect(c.end).toBe('2027-02-01');
    expect(['2026-12-06', '2026-12-07', '2026-12-13', '2026-12-14', '2027-01-31', '2027-02-01'].map(c.periodOf)).toEqual([-1, 0, 0, 1, 7, 8]);
    expect(c.startOf(2)).toBe('2026-12-21');
    expect([0, 1, 7, 8, 14].map(c.leadPeriods)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts days and months', () => {
    expect(periodCalendar('2026-01-01', 'D', 10).periodOf('2026-01-05')).toBe(4);
    const m = periodCalendar('2026-01-31', 'M', 90);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(['2026-02-27', '2026-02-28', '2026-03-30', '2026-03-31'].map(m.periodOf)).toEqual([0, 1, 1, 2]);
    expect(m.periods).toBe(4);
  });
});
