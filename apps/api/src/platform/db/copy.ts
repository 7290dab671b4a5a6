import { pipeline } from 'node:stream/promises';
import { is } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgliteTransaction } from 'drizzle-orm/pglite';
import type { Transaction as PgliteTx } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.ts';

/**
 * Many rows into one table with COPY, in the caller's transaction: PostgreSQL's fastest way in, with no statement
 * to build per row and nothing for the server to parse but the values themselves (a multi-row insert of 20,000 MRP
 * results as JSON spent most of its time building and parsing that JSON, docs/performance.md).
 */

/** A value of a row: text as it is, numbers and booleans as PostgreSQL reads them, objects as JSON, null/undefined as NULL. */
export type CopyValue = string | number | bigint | boolean | object | null | undefined;

const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** NULL in COPY's text format. */
export const COPY_NULL = '\\N';

/**
 * One field of COPY's text format: NULL is `\N`; in a value, the backslash, the line breaks and the tab (the
 * delimiter) are written as backslash sequences, so that a value never ends its field or its row, and a value
 * reading `\N` or `\.` is taken as text (its backslash is doubled). Quotes need nothing (they are CSV's, not this format's).
 */
export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return COPY_NULL;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]) : text;
}

/** Rows per piece sent: the progress is told after each; a piece of MRP results is about 1 MB. */
export const COPY_CHUNK = 2000;

/** After each piece is written: the rows written so far. May throw (a cancelled job): the COPY fails and writes nothing. */
export type OnChunk = (done: number) => Promise<void> | void;

/**
 * The driver's own connection of a Drizzle transaction: COPY is not a statement Drizzle can run. Drizzle keeps it as
 * the transaction's session's client (not in its types): node-postgres' pool client, or PGlite's transaction.
 */
function connectionOf(tx: Tx): { kind: 'postgres'; client: pg.PoolClient } | { kind: 'pglite'; client: PgliteTx } {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (client && is(tx, NodePgTransaction)) return { kind: 'postgres', client: client as pg.PoolClient };
  if (client && is(tx, PgliteTransaction)) return { kind: 'pglite', client: client as PgliteTx };
  throw new Error('copyInto needs a transaction of the node-postgres or PGlite driver');
}

/** Rows of COPY text sent at once (copy-writer.ts makes them), and the number of rows in them. */
export interface CopyPiece {
  data: Uint8Array;
  count: number;
}

/**
 * Appends rows to `table` with COPY in the transaction `tx`, a piece at a time (`copyPieces` of copy-writer.ts
 * writes them, values in the order of `columns`): on PostgreSQL one `COPY ... FROM STDIN` stream, written as the
 * connection takes it; on the embedded database one `COPY ... FROM '/dev/blob'` a piece (PGlite reads a statement's
 * data from the Blob attached to it). `onChunk` is told after each piece. Returns the number of rows. `table` and
 * `columns` are our own identifiers (written into the statement as they are).
 */
export async function copyInto(tx: Tx, table: string, columns: readonly string[], pieces: Iterable<CopyPiece>, onChunk?: OnChunk): Promise<number> {
  const target = `${table} (${columns.join(', ')})`;
  const connection = connectionOf(tx);
  let done = 0;
  if (connection.kind === 'pglite') {
    for (const piece of pieces) {
      await connection.client.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([piece.data]) });
      done += piece.count;
      await onChunk?.(done);
    }
    return done;
  }
  // pipeline writes a piece, waits while the connection's buffer is full, then asks for the next: the progress is
  // told as pieces go out, and an error on either side ends both (a failed source sends CopyFail, so the server
  // writes nothing and the transaction is left to roll back).
  await pipeline(async function* () {
    for (const piece of pieces) {
      yield piece.data;
      done += piece.count;
      await onChunk?.(done);
    }
  }, connection.client.query(copyFrom(`COPY ${target} FROM STDIN`)));
  return done;
}
