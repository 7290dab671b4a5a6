import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { lockDataDir } from './data-dir-lock.ts';

// No relational schema: queries name their tables, so the platform does not know the modules' tables.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

// numeric (1700) comes back as a string from both drivers: exact decimals, never floats.
// int8 (20) too, which keeps bigint ids exact; we use int4 ids where JSON numbers are wanted.

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw rows of a SQL statement (both drivers answer `{ rows }`). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** For node-postgres: the pool, used by streaming (COPY / cursors). */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://... ; unset: embedded PGlite. */
  url?: string;
  /** PGlite data folder; unset with no url: in memory. */
  dataDir?: string;
  /** PGlite in memory, started from a dump of another one's data folder (dumpDataDir): the tests' template. */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) must not crash
    // the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL: idle connection closed (${error.message})`));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      rows: async (query) => ((await db.execute(query)) as unknown as { rows: any[] }).rows,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  // Extensions the migrations create (CREATE EXTENSION) must be loaded into the WASM build first.
  const extensions = { pg_trgm };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions, loadDataDir: options.loadDataDir });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    rows: async (query) => ((await db.execute(query)) as unknown as { rows: any[] }).rows,
    close: () => client.close().finally(unlock),
  };
}

/**
 * Applies the committed SQL migrations. On PostgreSQL an advisory lock makes several
 * API processes starting at once apply them one at a time.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(7244019)');
    await migratePg(drizzlePg(client) as any, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(7244019)').catch(() => undefined);
    client.release();
  }
}

export { sql };
