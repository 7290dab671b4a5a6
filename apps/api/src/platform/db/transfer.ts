import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import { from as copyFrom } from 'pg-copy-streams';
import { migrate, type Database } from './client.ts';

/**
 * Moving a company from the embedded database (PGlite) to a PostgreSQL server: `npm run db:export` writes every row
 * of the embedded database as a dump in PostgreSQL's own COPY text format (what `pg_dump --data-only` writes, so psql
 * reads it too), and `npm run db:import` loads it into a server whose schema the same migrations made. The schema is
 * not in the dump: both sides are at the migrations of the code that runs the commands, which the dump records.
 */

/** The first line of a dump, then the number of migrations its database had. */
const MAGIC = '-- backoffice data dump';
/** Pages of a table copied at once (8 kB each): the export never holds more than this of a table in memory. */
const PAGES = 2048;

interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;

async function migrationCount(database: Database): Promise<number> {
  const { rows } = await database.pglite!.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0].n;
}

/**
 * The application's tables (not the migrations' bookkeeping), each after the tables it references, so that a plain
 * COPY of each in turn satisfies the foreign keys (a reference of a table to itself is checked at the end of its COPY).
 */
async function tablesInOrder(database: Database): Promise<TableInfo[]> {
  const pglite = database.pglite!;
  const { rows: tables } = await pglite.query<{ oid: number; schema: string; name: string }>(`
    select c.oid::int as oid, n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
      and n.nspname not like 'pg\\_%' order by n.nspname, c.relname`);
  const { rows: refs } = await pglite.query<{ child: number; parent: number }>(`
    select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and conrelid <> confrelid`);
  const { rows: columns } = await pglite.query<{ oid: number; name: string }>(`
    select attrelid::int as oid, attname as name from pg_attribute
    where attrelid = any($1::oid[]) and attnum > 0 and not attisdropped and attgenerated = '' order by attrelid, attnum`, [tables.map((t) => t.oid)]);
  const parents = new Map<number, number[]>();
  for (const r of refs) parents.set(r.child, [...(parents.get(r.child) ?? []), r.parent]);
  const ordered: TableInfo[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const visit = (oid: number) => {
    if (state.get(oid) === 'done' || !byOid.has(oid)) return;
    // A cycle of references between tables: the import then turns the checks off (session_replication_role).
    if (state.get(oid) === 'visiting') return;
    state.set(oid, 'visiting');
    for (const parent of parents.get(oid) ?? []) visit(parent);
    state.set(oid, 'done');
    const t = byOid.get(oid)!;
    ordered.push({ schema: t.schema, name: t.name, columns: columns.filter((c) => c.oid === oid).map((c) => c.name) });
  };
  for (const t of tables) visit(t.oid);
  return ordered;
}

async function write(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes every row of the embedded database to `out`; answers the number of rows of each table. */
export async function exportDatabase(database: Database, out: Writable): Promise<Record<string, number>> {
  if (database.kind !== 'pglite') throw new Error('db:export reads the embedded database (no DATABASE_URL); a server has pg_dump.');
  const pglite = database.pglite!;
  const tables = await tablesInOrder(database);
  await write(out, `${MAGIC}\n-- migrations: ${await migrationCount(database)}\nSET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n`);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const columns = table.columns.map(ident).join(', ');
    await write(out, `COPY ${qualified(table)} (${columns}) FROM stdin;\n`);
    const { rows } = await pglite.query<{ pages: number }>(`select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages`, [qualified(table)]);
    let count = 0;
    // A range of pages at a time (a TID range scan): no offset to skip, no ordering needed, as much memory as a range.
    for (let page = 0; page < Math.max(rows[0].pages, 1); page += PAGES) {
      const copy = await pglite.query(
        `COPY (select ${columns} from ${qualified(table)} where ctid >= '(${page},0)'::tid and ctid < '(${page + PAGES},0)'::tid) TO '/dev/blob'`,
      );
      if (!copy.blob?.size) continue;
      const bytes = Buffer.from(await copy.blob.arrayBuffer());
      // One line a row: COPY's text format writes a newline inside a value as \n.
      for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++;
      await write(out, bytes);
    }
    await write(out, '\\.\n\n');
    counts[`${table.schema}.${table.name}`] = count;
  }
  // Each sequence where it stood, so new rows continue the numbering.
  const { rows: sequences } = await pglite.query<{ schema: string; name: string }>(`
    select schemaname as schema, sequencename as name from pg_sequences where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`);
  for (const s of sequences) {
    const { rows } = await pglite.query<{ last: string; called: boolean }>(`select last_value::text as last, is_called as called from ${qualified(s)}`);
    await write(out, `SELECT pg_catalog.setval('${qualified(s).replace(/'/g, "''")}', ${rows[0].last}, ${rows[0].called});\n`);
  }
  out.end();
  await once(out, 'finish');
  return counts;
}

/**
 * Loads a dump of exportDatabase into the PostgreSQL database of `database`, in one transaction: applies the
 * migrations, refuses a database that has users already, empties the tables the migrations filled (reference
 * data, which the dump has too) and copies every table. Answers the number of rows of each table.
 */
export async function importDatabase(database: Database, input: Readable): Promise<Record<string, number>> {
  if (database.kind !== 'postgres') throw new Error('db:import writes to a PostgreSQL server: set DATABASE_URL.');
  await migrate(database);
  const client = await database.pool!.connect();
  const counts: Record<string, number> = {};
  try {
    const lines = readline.createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
    const next = async () => {
      const line = await lines.next();
      return line.done ? null : line.value;
    };
    if ((await next()) !== MAGIC) throw new Error('not a dump of npm run db:export');
    const migrations = Number(/^-- migrations: (\d+)$/.exec((await next()) ?? '')?.[1]);
    const { rows: here } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    if (migrations !== here[0].n)
      throw new Error(`the dump was made at migration ${migrations} and this code is at ${here[0].n}: export and import with the same version`);
    await client.query('BEGIN');
    const { rows: users } = await client.query<{ n: number }>('select count(*)::int as n from users');
    if (users[0].n > 0) throw new Error('the database already has users: import into an empty database (createdb, then npm run db:import)');
    // Cycles of references, if any, are loaded with the checks off where the role may do so (a superuser).
    await client.query('SAVEPOINT role');
    const triggersOff = await client.query('SET LOCAL session_replication_role = replica').then(
      () => client.query('RELEASE SAVEPOINT role').then(() => true),
      () => client.query('ROLLBACK TO SAVEPOINT role').then(() => false),
    );
    const { rows: filled } = await client.query<{ name: string }>(`
      select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where schemaname not in ('drizzle')`);
    if (filled.length) await client.query(`TRUNCATE ${filled.map((t) => t.name).join(', ')} CASCADE`);
    for (let line = await next(); line !== null; line = await next()) {
      const copy = /^COPY ("(?:[^"]|"")+"\."(?:[^"]|"")+") \(.*\) FROM stdin;$/.exec(line);
      if (copy) {
        const stream = client.query(copyFrom(line.replace(/ FROM stdin;$/, ' FROM STDIN')));
        let rows = 0;
        for (let data = await next(); data !== '\\.'; data = await next()) {
          if (data === null) throw new Error(`the dump ends inside the rows of ${copy[1]}`);
          rows++;
          if (!stream.write(data + '\n')) await once(stream, 'drain');
        }
        stream.end();
        await once(stream, 'finish');
        counts[copy[1].replace(/"/g, '')] = rows;
      } else if (/^SELECT pg_catalog\.setval\('(?:[^']|'')+', -?\d+, (?:true|false)\);$/.test(line) || /^SET (client_encoding|standard_conforming_strings) = /.test(line)) {
        await client.query(line);
      } else if (line !== '' && !line.startsWith('--')) {
        throw new Error(`unexpected line in the dump: ${line.slice(0, 80)}`);
      }
    }
    // Totals kept by triggers (the dashboard's, migration 0048): with the triggers on (the checks could not be turned
    // off), the orders' COPY counted them again beside the copied totals; they are counted once more from the orders.
    if (!triggersOff) await client.query('select pedido_venda_totais_recontar()');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return counts;
}
