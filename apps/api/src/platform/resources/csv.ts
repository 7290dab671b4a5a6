import { Readable } from 'node:stream';
import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';
import { DEFAULT_TIME_ZONE, YesNo, type Locale } from '@backoffice/domain';
import type { FieldDecl, FieldType } from './define.ts';
import { violation } from '../http/errors.ts';
import { orderBy, type SortKey } from './filters.ts';

const dialect = new PgDialect();
/** Rows per read on the embedded database. */
const BATCH = 2000;

/**
 * How an export writes its cells. `raw`: for programs (comma, ISO dates, decimals with a point,
 * true/false, field names as header, no BOM). `excel`: what a spreadsheet of the user's language opens
 * with a double click: in pt-BR and es `;` between cells (Excel there reads `,` as the decimal mark),
 * decimals with a comma and no thousands separator, dates DD/MM/YYYY (en-US: `,`, a point, MM/DD/YYYY),
 * instants in the app's time zone, Sim/Não (Yes/No, Sí/No), UTF-8 with a BOM (Excel reads a file
 * without it as ANSI and breaks every accent).
 */
export interface CsvFormat {
  raw: boolean;
  locale: Locale;
  separator: ',' | ';';
  decimal: '.' | ',';
  bom: boolean;
}

export function csvFormat(raw: boolean, locale: Locale): CsvFormat {
  if (raw) return { raw, locale, separator: ',', decimal: '.', bom: false };
  const comma = locale !== 'en-US';
  return { raw, locale, separator: comma ? ';' : ',', decimal: comma ? ',' : '.', bom: true };
}

/**
 * One CSV cell. Quotes per RFC 4180 (a cell holding the separator, a quote or a line break), and
 * neutralises cells a spreadsheet would run as a formula (=, +, -, @, tab, CR) by prefixing a single quote.
 */
export function csvCell(value: unknown, separator: ',' | ';' = ','): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[], separator: ',' | ';' = ','): string {
  return values.map((v) => csvCell(v, separator)).join(separator) + '\r\n';
}

/** A list parameter as strings: `f[]=a&f[]=b`, `f=a`, or qs's `{ 0: 'a' }` past its array limit. */
function strings(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw !== null && typeof raw === 'object' ? Object.values(raw) : raw === undefined ? [] : [raw];
  return list.filter((v): v is string => typeof v === 'string');
}

/**
 * The columns and header of a spreadsheet export: `columns[]` (readable fields, in the screen's order;
 * an unknown one answers 422 on `columns[]`, naming it and the readable ones) under `labels[field]` (or
 * `labels[]` in the same order; a missing label is the field's name). Without `columns[]`, every readable
 * field under its name.
 */
export function csvColumns(readable: string[], query: Record<string, unknown>): { columns: string[]; header: string[] } {
  const asked = strings(query.columns);
  if (asked.length === 0) return { columns: readable, header: readable };
  const unknown = asked.filter((f) => !readable.includes(f));
  if (unknown.length) {
    throw violation('columns[]', 'csv_unknown_columns', { unknown: unknown.join(', '), columns: readable.join(', ') });
  }
  const labels = query.labels;
  const byField = labels !== null && typeof labels === 'object' && !Array.isArray(labels) ? (labels as Record<string, unknown>) : {};
  const inOrder = Array.isArray(labels) ? strings(labels) : [];
  const columns = [...new Set(asked)];
  const header = columns.map((f) => {
    const label = byField[f] ?? inOrder[asked.indexOf(f)];
    return typeof label === 'string' && label.trim() !== '' ? label : f;
  });
  return { columns, header };
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
export function csvExpression(column: PgColumn, type: FieldType, format: CsvFormat = csvFormat(true, 'pt-BR'), decl: FieldDecl = {}): SQL {
  const t = sqlType(column);
  if (t.endsWith('[]') || type === 'json') return sql`to_json(${column})::text`;
  if (!format.raw) {
    const excel = excelExpression(column, type, t, format, decl);
    if (excel) return excel;
  }
  if (type === 'string' && /^(text|varchar|character|char)/.test(t)) {
    return sql`case when left(${column}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) and ${column} !~ '^-?[0-9]+(\\.[0-9]+)?$'
      then '''' || ${column} else ${column} end`;
  }
  return sql`${column}::text`;
}

/** A literal of the statement (COPY inlines every value; these are our own constants anyway). */
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** The cell as a spreadsheet of the format's language reads it; undefined: as the raw export writes it. */
function excelExpression(column: PgColumn, type: FieldType, sqlTypeName: string, format: CsvFormat, decl: FieldDecl): SQL | undefined {
  const dateMask = format.locale === 'en-US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
  const labels = decl.enum;
  if (labels) {
    const cases = labels.values.map((value) => sql`when ${literal(value)} then ${literal(labels.label(value, format.locale))}`);
    return sql`case ${column}::text ${sql.join(cases, sql` `)} else ${column}::text end`;
  }
  if (decl.mask === 'document') {
    // CPF 000.000.000-00, CNPJ 00.000.000/0000-00 (the new CNPJ has letters too); anything else as stored.
    // substr, not regexp_replace: a tenth of the cost over a million rows.
    const part = (from: number, length: number) => sql`substr(${column}, ${sql.raw(String(from))}, ${sql.raw(String(length))})`;
    const cpf = sql.join([part(1, 3), sql`'.'`, part(4, 3), sql`'.'`, part(7, 3), sql`'-'`, part(10, 2)], sql` || `);
    const cnpj = sql.join([part(1, 2), sql`'.'`, part(3, 3), sql`'.'`, part(6, 3), sql`'/'`, part(9, 4), sql`'-'`, part(13, 2)], sql` || `);
    return sql`case length(${column}) when 11 then ${cpf} when 14 then ${cnpj} else ${column} end`;
  }
  switch (type) {
    case 'boolean':
      return sql`case when ${column} then ${literal(YesNo.label(true, format.locale))} when not ${column} then ${literal(YesNo.label(false, format.locale))} end`;
    case 'decimal':
      return format.decimal === ',' ? sql`replace(${column}::text, '.', ',')` : sql`${column}::text`;
    case 'date':
      return sql`to_char(${column}, ${literal(dateMask)})`;
    case 'datetime':
      // Instants in the app's time zone, as the screens show them; a timestamp without zone is already local.
      return sqlTypeName.includes('with time zone')
        ? sql`to_char(${column} at time zone ${literal(DEFAULT_TIME_ZONE)}, ${literal(`${dateMask} HH24:MI:SS`)})`
        : sql`to_char(${column}, ${literal(`${dateMask} HH24:MI:SS`)})`;
    default:
      return undefined;
  }
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
 * What an export reads: the cells (csvExpression texts, as one select list) of the rows of `from` that
 * match `where`, in the order of `keys` (the list's order, ending with the unique id).
 */
export interface CsvQuery {
  cells: SQL;
  from: SQLWrapper;
  where?: SQL;
  keys: SortKey[];
}

/** The statement of the whole export, as a list would read it. */
export function csvStatement(query: CsvQuery): SQL {
  const { cells, from, where, keys } = query;
  return sql`select ${cells} from ${from}${where ? sql` where ${where}` : sql``} order by ${sql.join(orderBy(keys), sql`, `)}`;
}

/**
 * Streams the rows of an export as CSV, with the format's BOM and a header line, without holding the
 * result: on PostgreSQL through COPY ... TO STDOUT (the server writes the CSV; backpressure from the HTTP
 * client pauses the connection), on the embedded database a batch at a time, each batch continuing
 * from the last row's keys (keyset).
 */
export function streamCsv(database: Database, query: CsvQuery, header: string[], format: CsvFormat = csvFormat(true, 'pt-BR')): Readable {
  const { separator } = format;
  async function* generate(): AsyncGenerator<string | Buffer> {
    yield (format.bom ? '\uFEFF' : '') + csvLine(header, separator);
    if (database.kind === 'postgres') {
      // COPY takes no bind parameters: the values are inlined as quoted literals, which
      // standard_conforming_strings (set below for this transaction) makes plain text.
      const { sql: text } = dialect.sqlToQuery(csvStatement(query).inlineParams());
      const client = await database.pool!.connect();
      let done = false;
      try {
        await client.query('BEGIN READ ONLY');
        await client.query('SET LOCAL standard_conforming_strings = on');
        const copy = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv, DELIMITER '${separator}')`));
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
    // The embedded database writes each batch's CSV itself (COPY to a blob: reading the cells into JavaScript and
    // writing them here cost three times as much, docs/performance.md) and says where the batch ends, both in one
    // short transaction.
    const fix = crlf();
    const pglite = database.pglite!;
    const batches = keyset(query, async (rowsOf, keyTexts) =>
      pglite.transaction(async (tx) => {
        await tx.query('SET LOCAL standard_conforming_strings = on');
        const { sql: text } = dialect.sqlToQuery(rowsOf(query.cells, 0, BATCH).inlineParams());
        const copy = await tx.query(`COPY (${text}) TO '/dev/blob' WITH (FORMAT csv, DELIMITER '${separator}')`);
        const end = dialect.sqlToQuery(rowsOf(keyTexts, BATCH - 1, 1));
        const { rows } = await tx.query<(string | null)[]>(end.sql, end.params, { rowMode: 'array' });
        return { value: copy.blob ? Buffer.from(await copy.blob.arrayBuffer()) : Buffer.alloc(0), last: rows[0] };
      }),
    );
    for await (const chunk of batches) if (chunk.length) yield fix(chunk);
  }
  return Readable.from(generate());
}

/** A key's type for casting its value back from text (a serial column is an integer). */
function castType(column: PgColumn): string {
  const t = sqlType(column);
  return t === 'serial' ? 'integer' : t === 'bigserial' ? 'bigint' : t === 'smallserial' ? 'smallint' : t;
}

/**
 * An export a batch at a time, each batch starting after the last row of the one before by its keys, which an
 * index on the order finds directly (LIMIT/OFFSET re-read every skipped row: on the embedded database the time grew
 * with the square of the rows, 46 s for 100,000 orders). The order is total (the id ends it), so the rows and their
 * order are the list's. A row written meanwhile appears when its keys come after the point reached, and no row is
 * read twice or skipped. PGlite has a single connection, so an export runs outside a long transaction: other
 * requests are served between its batches.
 *
 * Nulls sort last ascending and first descending (PostgreSQL's default, as the list's ORDER BY): a nullable
 * first key splits the export into its rows with a value and those without, read one after the other, so
 * that within each part the first key is never null and the "after" condition stays one an index serves.
 *
 * `read` gets the statement of the batch's rows (`rowsOf(columns, offset, limit)`) and the keys' texts (how many), and answers
 * the batch and the keys of its last row when it was full (undefined: the part is done).
 */
async function* keyset<T>(
  query: CsvQuery,
  read: (rowsOf: (columns: SQL, offset: number, limit: number) => SQL, keyTexts: SQL, keyCount: number) => Promise<{ value: T; last: (string | null)[] | undefined }>,
): AsyncGenerator<T> {
  for (const part of keyParts(query.keys, [])) {
    let last: (string | null)[] | undefined;
    do {
      const conds = [query.where, ...part.conds, last ? after(part.keys, last) : undefined].filter((c): c is SQL => !!c);
      const where = conds.length ? sql` where ${and(...conds)}` : sql``;
      const order = sql.join(orderBy(part.keys), sql`, `);
      const rowsOf = (columns: SQL, offset: number, limit: number) =>
        sql`select ${columns} from ${query.from}${where} order by ${order} limit ${sql.raw(String(limit))}${offset ? sql` offset ${sql.raw(String(offset))}` : sql``}`;
      const batch = await read(rowsOf, sql.join(part.keys.map((k) => sql`${k.column}::text`), sql`, `), part.keys.length);
      yield batch.value;
      last = batch.last;
    } while (last);
  }
}

/** The rows of an export (the cells of `query`), `batch` at a time, read by their keys (keyset), on either database. */
export async function* keysetBatches(database: Database, query: CsvQuery, batch: number): AsyncGenerator<unknown[][]> {
  const batches = keyset(query, async (rowsOf, keyTexts, keyCount) => {
    const { sql: text, params } = dialect.sqlToQuery(rowsOf(sql`${query.cells}, ${keyTexts}`, 0, batch));
    const { rows } =
      database.kind === 'pglite'
        ? await database.pglite!.query<unknown[]>(text, params, { rowMode: 'array' })
        : await database.pool!.query<unknown[]>({ text, values: params, rowMode: 'array' });
    const cells = rows.length ? rows[0].length - keyCount : 0;
    return { value: rows.map((r) => r.slice(0, cells)), last: rows.length === batch ? (rows[rows.length - 1].slice(cells) as (string | null)[]) : undefined };
  });
  for await (const rows of batches) if (rows.length) yield rows;
}

interface KeyPart {
  /** What the rows of this part have in common (a first key null, or not). */
  conds: SQL[];
  /** The keys that order the rows within the part; the first is never null in it. */
  keys: SortKey[];
}

/** The parts of an export, in the order of its keys: see keysetBatches. */
function keyParts(keys: SortKey[], conds: SQL[]): KeyPart[] {
  const [first, ...rest] = keys;
  if (!first || first.column.notNull) return [{ conds, keys }];
  const present: KeyPart = { conds: [...conds, sql`${first.column} is not null`], keys };
  const absent = keyParts(rest, [...conds, sql`${first.column} is null`]);
  return first.desc ? [...absent, present] : [present, ...absent];
}

/** Rows that come after `last` (the keys' values as text) in the order of `keys`, whose first is never null. */
function after(keys: SortKey[], last: (string | null)[]): SQL {
  const value = (i: number) => sql`${last[i]}::${sql.raw(castType(keys[i].column))}`;
  const known = keys.every((k, i) => last[i] !== null && (i === 0 || k.column.notNull));
  if (known && keys.every((k) => k.desc === keys[0].desc)) {
    // One row comparison: the index on the order starts right at the last row.
    const columns = sql.join(keys.map((k) => sql`${k.column}`), sql`, `);
    const values = sql.join(keys.map((_, i) => value(i)), sql`, `);
    return keys[0].desc ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }
  // Mixed directions or nullable keys: key by key (equal so far, then after), with nulls as the greatest
  // value; the bound on the first key lets an index start near the last row.
  const equal = (i: number) => (last[i] === null ? sql`${keys[i].column} is null` : sql`${keys[i].column} = ${value(i)}`);
  const later = (i: number): SQL => {
    const { column, desc } = keys[i];
    if (last[i] === null) return desc ? sql`${column} is not null` : sql`false`;
    if (desc) return sql`${column} < ${value(i)}`;
    return column.notNull || i === 0 ? sql`${column} > ${value(i)}` : sql`(${column} > ${value(i)} or ${column} is null)`;
  };
  const branches = keys.map((_, i) => and(...keys.slice(0, i).map((__, j) => equal(j)), later(i))!);
  const bound = keys[0].desc ? sql`${keys[0].column} <= ${value(0)}` : sql`${keys[0].column} >= ${value(0)}`;
  return sql`${bound} and (${or(...branches)})`;
}
