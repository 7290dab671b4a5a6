import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';
import type { FieldType } from './define.ts';

const dialect = new PgDialect();
/** Rows per read on the embedded database. */
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

function sqlType(column: PgColumn): string {
  return typeof column.getSQLType === 'function' ? column.getSQLType().toLowerCase() : '';
}

/**
 * The text of one CSV cell, computed by the database, so both drivers answer the same text and
 * PostgreSQL can stream the export with COPY. Values read as the JSON answers show them (instants and
 * dates in PostgreSQL's text, exact decimals, true/false), JSON and arrays as JSON, and text that a
 * spreadsheet would run as a formula is prefixed with a single quote (the rule of csvCell). Only cheap
 * functions here: to_char on every instant costs about a third of a large export.
 */
export function csvExpression(column: PgColumn, type: FieldType): SQL {
  const t = sqlType(column);
  if (t.endsWith('[]') || type === 'json') return sql`to_json(${column})::text`;
  if (type === 'string' && /^(text|varchar|character|char)/.test(t)) {
    return sql`case when left(${column}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) and ${column} !~ '^-?[0-9]+(\\.[0-9]+)?$'
      then '''' || ${column} else ${column} end`;
  }
  return sql`${column}::text`;
}

/**
 * COPY writes LF after each record; CSV (RFC 4180) and our other exports end records with CRLF.
 * Adds the CR before each LF that is outside a quoted cell (line breaks inside cells stay as they are).
 */
export function crlf(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const ends: number[] = [];
    if (!quoted && !chunk.includes(0x22)) {
      for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) ends.push(i);
    } else {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (c === 0x22) quoted = !quoted;
        else if (c === 0x0a && !quoted) ends.push(i);
      }
    }
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let o = 0;
    for (const end of ends) {
      o += chunk.copy(out, o, from, end);
      out[o++] = 0x0d;
      from = end; // the LF goes out with the next segment
    }
    chunk.copy(out, o, from);
    return out;
  };
}

/**
 * Streams the rows of a query (whose columns are the csvExpression texts) as CSV, with a BOM
 * and a header line, without holding the result: on PostgreSQL through COPY ... TO STDOUT
 * (the server writes the CSV; backpressure from the HTTP client pauses the connection), on the
 * embedded database a batch at a time.
 */
export function streamCsv(database: Database, query: SQL, header: string[]): Readable {
  async function* generate(): AsyncGenerator<string | Buffer> {
    yield '\uFEFF' + csvLine(header);
    if (database.kind === 'postgres') {
      // COPY takes no bind parameters: the values are inlined as quoted literals, which
      // standard_conforming_strings (set below for this transaction) makes plain text.
      const { sql: text } = dialect.sqlToQuery(sql`${query}`.inlineParams());
      const client = await database.pool!.connect();
      let done = false;
      try {
        await client.query('BEGIN READ ONLY');
        await client.query('SET LOCAL standard_conforming_strings = on');
        const copy = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv)`));
        const fix = crlf();
        try {
          for await (const chunk of copy) yield fix(chunk as Buffer);
        } finally {
          // The HTTP client went away mid-export: stop reading; the connection is dropped below.
          if (!copy.readableEnded) copy.destroy();
        }
        await client.query('COMMIT');
        done = true;
      } finally {
        // A connection left inside an unfinished COPY cannot be reused: destroy it.
        client.release(done ? undefined : true);
      }
      return;
    }
    // PGlite has a single connection: read in batches outside a long transaction so other
    // requests are not blocked while a large export streams.
    const { sql: text, params } = dialect.sqlToQuery(query);
    for (let offset = 0; ; offset += BATCH) {
      const { rows } = await database.pglite!.query<unknown[]>(`${text} LIMIT ${BATCH} OFFSET ${offset}`, params, { rowMode: 'array' });
      if (rows.length === 0) break;
      yield rows.map((r) => csvLine(r)).join('');
      if (rows.length < BATCH) break;
    }
  }
  return Readable.from(generate());
}
