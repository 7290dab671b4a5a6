import { CopyWriter } from '../../platform/db/copy-writer.ts';
import type { MrpRecord, PlannedOrder } from './mrp.rules.ts';

/**
 * The time-phased record of a result row as analise_dados.registro keeps it: JSON text of integers (thousandths),
 * each line without its trailing zeros and a line of zeros left out, the planned orders as [receipt period, release
 * period, quantity]. An analysis writes 20,000 of them at once and shows one at a time, so the text is made for the
 * write: short (most lines of most products are zeros) and typed as bytes, not by JSON.stringify (docs/performance.md).
 */

export const RECORD_LINES = ['gross', 'receipts', 'expired', 'projected', 'net', 'plannedReceipts', 'plannedReleases'] as const satisfies readonly (keyof MrpRecord)[];

/** A planned order as the record keeps it: [receipt period, release period (negative: late), quantity in thousandths]. */
export type StoredOrder = [number, number, number];

/**
 * Writes the record's text into `w`. Its integers are safe (the calculation's thousandths) and its keys plain, so
 * nothing in it needs escaping in COPY.
 */
export function writeRecord(w: CopyWriter, record: MrpRecord, orders: readonly PlannedOrder[]): void {
  let first = true;
  w.text('{');
  for (const line of RECORD_LINES) {
    const cells = record[line];
    let end = cells.length;
    while (end > 0 && cells[end - 1] === 0) end--;
    if (!end) continue;
    w.text(first ? `"${line}":[` : `,"${line}":[`);
    first = false;
    for (let i = 0; i < end; i++) {
      if (i) w.text(',');
      w.integer(cells[i]);
    }
    w.text(']');
  }
  if (orders.length) {
    w.text(first ? '"orders":[' : ',"orders":[');
    orders.forEach((o, i) => w.text(i ? ',[' : '[').integer(o.receipt).text(',').integer(o.release).text(',').integer(o.qty).text(']'));
    w.text(']');
  }
  w.text('}');
}

/** The record's text, by itself. */
export function recordText(record: MrpRecord, orders: readonly PlannedOrder[]): string {
  const w = new CopyWriter(1024);
  writeRecord(w, record, orders);
  return w.toString();
}

type StoredRecord = Partial<Record<(typeof RECORD_LINES)[number], number[]>> & { orders?: StoredOrder[] };

const parse = (text: string | null): StoredRecord => (text ? JSON.parse(text) : {}) as StoredRecord;

/** A record read back: every line with one cell per period (the missing ones zeros), and the planned orders. */
export function recordFromText(text: string | null, periods: number): { lines: Record<(typeof RECORD_LINES)[number], number[]>; orders: StoredOrder[] } {
  const stored = parse(text);
  const lines = Object.fromEntries(RECORD_LINES.map((line) => [line, Array.from({ length: periods }, (_, t) => stored[line]?.[t] ?? 0)])) as Record<(typeof RECORD_LINES)[number], number[]>;
  return { lines, orders: stored.orders ?? [] };
}

/** Only the planned orders of a record's text (what making the orders of an analysis needs). */
export function ordersFromText(text: string | null): StoredOrder[] {
  return parse(text).orders ?? [];
}
