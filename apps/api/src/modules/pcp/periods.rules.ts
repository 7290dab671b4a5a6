/**
 * The periods of an analysis: days, weeks or months from its start date, as many as cover its horizon. Dates are
 * calendar dates ('YYYY-MM-DD'), counted in UTC so that no time zone moves a day.
 */

const DAY_MS = 86_400_000;

const dayNumber = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return isoOf(dayNumber(iso) + days);
}

/** The date `months` months after `iso`, on the same day or the month's last. */
export function addMonths(iso: string, months: number): string {
  const y = +iso.slice(0, 4);
  const m = +iso.slice(5, 7) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(year, month, Math.min(+iso.slice(8, 10), last)) / DAY_MS);
}

export interface PeriodCalendar {
  start: string;
  /** The first day after the horizon. */
  end: string;
  periods: number;
  /** The period of a date: negative before the start, `periods` or more after the horizon. */
  periodOf(iso: string): number;
  /** First day of a period. */
  startOf(period: number): string;
  /** A lead time in days as whole periods, rounded up (10 days are 2 weeks). */
  leadPeriods(days: number): number;
}

export function periodCalendar(start: string, tipo: string, horizonDays: number): PeriodCalendar {
  const first = dayNumber(start);
  const end = addDays(start, Math.max(1, horizonDays));
  let periodOf: (iso: string) => number;
  let startOf: (period: number) => string;
  let length: number;
  if (tipo === 'M') {
    length = 30;
    periodOf = (iso) => {
      const months = (+iso.slice(0, 4) - +start.slice(0, 4)) * 12 + (+iso.slice(5, 7) - +start.slice(5, 7));
      return iso < addMonths(start, months) ? months - 1 : months;
    };
    startOf = (period) => addMonths(start, period);
  } else {
    length = tipo === 'D' ? 1 : 7;
    periodOf = (iso) => Math.floor((dayNumber(iso) - first) / length);
    startOf = (period) => isoOf(first + period * length);
  }
  // Dates repeat (thousands of order lines on a few hundred days): each is worked out once.
  const memo = new Map<string, number>();
  const cached = (iso: string) => {
    let p = memo.get(iso);
    if (p === undefined) memo.set(iso, (p = periodOf(iso)));
    return p;
  };
  return {
    start,
    end,
    periods: periodOf(addDays(end, -1)) + 1,
    periodOf: cached,
    startOf,
    leadPeriods: (days) => (days > 0 ? Math.ceil(days / length) : 0),
  };
}
