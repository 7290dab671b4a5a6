import type { MrpRecord, PlannedOrder } from './mrp.rules.ts';

/**
 * The time-phased record of a result row as analise_dados.registro keeps it: JSON text of integers (thousandths),
 * each line without its trailing zeros and a line of zeros left out, the planned orders as [receipt period, release
 * period, quantity]. An analysis writes 20,000 of them at once and shows one at a time, so the text is made for the
 * write: short (most lines of most products are zeros) and typed by hand, not by JSON.stringify (docs/performance.md).
 */

export const RECORD_LINES = ['gross', 'receipts', 'expired', 'projected', 'net', 'plannedReceipts', 'plannedReleases'] as const satisfies readonly (keyof MrpRecord)[];

/** A planned order as the record keeps it: [receipt period, release period (negative: late), quantity in thousandths]. */
export type StoredOrder = [number, number, number];

/** A line's cells up to its last that is not zero, as a JSON array's content ('' for a line of zeros). */
function cellsText(cells: readonly number[]): string {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === 0) end--;
  return end === cells.length ? cells.join(',') : cells.slice(0, end).join(',');
}

/** The record's text. Its integers are safe (the calculation's thousandths): no character in it needs escaping in COPY. */
export function recordText(record: MrpRecord, orders: readonly PlannedOrder[]): string {
  let text = '';
  for (const line of RECORD_LINES) {
    const cells = cellsText(record[line]);
    if (cells) text += `${text ? ',' : ''}"${line}":[${cells}]`;
  }
  if (orders.length) text += `${text ? ',' : ''}"orders":[${orders.map((o) => `[${o.receipt},${o.release},${o.qty}]`).join(',')}]`;
  return `{${text}}`;
}

/** A record read back: every line with one cell per period (the missing ones zeros), and the planned orders. */
export function recordFromText(text: string | null, periods: number): { lines: Record<(typeof RECORD_LINES)[number], number[]>; orders: StoredOrder[] } {
  const stored = (text ? JSON.parse(text) : {}) as Partial<Record<(typeof RECORD_LINES)[number], number[]>> & { orders?: StoredOrder[] };
  const lines = Object.fromEntries(RECORD_LINES.map((line) => [line, Array.from({ length: periods }, (_, t) => stored[line]?.[t] ?? 0)])) as Record<(typeof RECORD_LINES)[number], number[]>;
  return { lines, orders: stored.orders ?? [] };
}
