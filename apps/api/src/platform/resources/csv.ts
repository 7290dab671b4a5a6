import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

const dialect = new PgDialect();
const BATCH = 2000;

/**
 * One CSV cell. Quotes per RFC 4180, and neutralises cells a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR) by prefixing a single quote.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

/**
 * Streams the rows of a query as CSV through a server-side cursor, a batch at a time,
 * so memory stays flat whatever the number of rows.
 */
export function streamCsv(database: Database, query: SQL, header: string[], pick: (row: Record<string, unknown>) => unknown[]): Readable {
  const { sql: text, params } = dialect.sqlToQuery(query);
  async function* generate(): AsyncGenerator<string> {
    yield '\uFEFF' + csvLine(header);
    if (database.kind === 'postgres') {
      const client = await database.pool!.connect();
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(`DECLARE csv_cursor NO SCROLL CURSOR FOR ${text}`, params);
        for (;;) {
          const { rows } = await client.query(`FETCH ${BATCH} FROM csv_cursor`);
          if (rows.length === 0) break;
          yield rows.map((r) => csvLine(pick(r))).join('');
          if (rows.length < BATCH) break;
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      return;
    }
    // PGlite has a single connection: read in batches outside a long transaction so other
    // requests are not blocked while a large export streams.
    for (let offset = 0; ; offset += BATCH) {
      const { rows } = await database.pglite!.query<Record<string, unknown>>(`${text} LIMIT ${BATCH} OFFSET ${offset}`, params);
      if (rows.length === 0) break;
      yield rows.map((r) => csvLine(pick(r))).join('');
      if (rows.length < BATCH) break;
    }
  }
  return Readable.from(generate());
}
