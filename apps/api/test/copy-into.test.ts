import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client.ts';
import { copyInto, type CopyValue } from '../src/platform/db/copy.ts';
import { copyPieces } from '../src/platform/db/copy-writer.ts';
import { freshDatabase } from './helpers.ts';

// COPY through the driver of the run (PGlite's /dev/blob, or PostgreSQL's COPY FROM STDIN), in a Drizzle transaction.
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.db.execute(sql`create table copy_probe (n int, t text, d numeric, b boolean, day date, j json)`);
});
afterAll(() => drop());

/** Rows of values of any kind, `chunk` a piece. */
const rowsOf = (rows: CopyValue[][], chunk?: number) => copyPieces(rows, (w, row) => w.row(row), chunk);

const tricky: CopyValue[][] = [
  [1, 'tab\there', '12345678901234.567', true, '2026-01-31', { code: 'A\tB', note: 'line 1\nline 2\r\n', path: 'C:\\x\\', quote: '"q" \'s\'' }],
  [2, 'line\nbreak\r\nand \\ backslash', '-0.005', false, null, [1, 'a', null]],
  [3, '\\N', '0.000', null, '2026-02-01', null],
  [4, '\\.', null, true, null, { empty: '' }],
  [5, null, '99999999999999999999.999', false, '2026-12-31', { unicode: 'ação ☃ \u2028' }],
];

describe('copyInto', () => {
  it('writes every value exactly, a piece at a time, telling the rows done after each piece', async () => {
    const told: number[] = [];
    const written = await database.db.transaction((tx) => copyInto(tx, 'copy_probe', ['n', 't', 'd', 'b', 'day', 'j'], rowsOf(tricky, 2), (done) => void told.push(done)));
    expect(written).toBe(5);
    expect(told).toEqual([2, 4, 5]);
    const rows = await database.rows<{ n: number; t: string | null; d: string | null; b: boolean | null; day: string | null; j: string | null }>(
      sql`select n, t, d::text as d, b, day::text as day, j::text as j from copy_probe order by n`,
    );
    expect(rows.map((r) => [r.n, r.t, r.d, r.b, r.day, r.j === null ? null : JSON.parse(r.j)])).toEqual(tricky);
  });

  it('writes nothing when the transaction fails midway, and leaves the connection usable', async () => {
    await database.db.execute(sql`delete from copy_probe`);
    const rows = Array.from({ length: 10 }, (_, i): CopyValue[] => [i, `row ${i}`, '1.5', true, null, null]);
    await expect(
      database.db.transaction((tx) =>
        copyInto(tx, 'copy_probe', ['n', 't', 'd', 'b', 'day', 'j'], rowsOf(rows, 3), (done) => {
          if (done >= 6) throw new Error('cancelled');
        }),
      ),
    ).rejects.toThrow('cancelled');
    // A bad value fails the COPY itself: the database's error, and again nothing written.
    await expect(database.db.transaction((tx) => copyInto(tx, 'copy_probe', ['n', 't'], rowsOf([[1, 'ok'], ['not a number', 'x']])))).rejects.toThrow();
    const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from copy_probe`);
    expect(n).toBe(0);
    // Every connection of the pool still answers (none was left inside a COPY).
    const answers = await Promise.all(Array.from({ length: 5 }, () => database.rows<{ one: number }>(sql`select 1 as one`)));
    expect(answers.map((a) => a[0].one)).toEqual([1, 1, 1, 1, 1]);
  });
});
