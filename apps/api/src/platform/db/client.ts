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
  /**
   * Where lists, counts and CSV exports read: the replica of `readUrl` while its replay lag is under
   * `maxLagSeconds`, else (no replica, a lagging or unreachable one) this database itself.
   */
  reader(): Database;
  /** The replica, when `readUrl` was given (whatever its lag): for checks and tests. */
  replica?: ReplicaDatabase;
  close(): Promise<void>;
}

export interface ReplicaDatabase extends Database {
  /** The replay lag in seconds at the last check, or null when the replica did not answer. */
  lagSeconds: number | null;
  /** Measures the lag now (it is also measured every few seconds). */
  check(): Promise<number | null>;
}

export interface ConnectOptions {
  /** postgres://... ; unset: embedded PGlite. */
  url?: string;
  /** PGlite data folder; unset with no url: in memory. */
  dataDir?: string;
  /** PGlite in memory, started from a dump of another one's data folder (dumpDataDir): the tests' template. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** postgres://... of a streaming replica (or a balancer over several) for lists, counts and CSV exports. */
  readUrl?: string;
  /** Above this replay lag the primary answers the reads (default 5 s). */
  maxLagSeconds?: number;
}

/** A pool of node-postgres connections as a Database (the primary, or a replica). */
function postgresDatabase(url: string, poolSize: number, applicationName: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: applicationName });
  // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) must not crash
  // the process: the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL: idle connection closed (${error.message})`));
  const db = drizzlePg(pool) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    pool,
    rows: async (query) => ((await db.execute(query)) as unknown as { rows: any[] }).rows,
    reader: () => database,
    close: () => pool.end(),
  };
  return database;
}

/** How often the replica's lag is measured. */
const LAG_CHECK_MS = 2_000;

/**
 * The replica of `url`, its lag measured every LAG_CHECK_MS. The lag is 0 while the replica has replayed all the WAL
 * it received (an idle primary sends none, so the last replay's age says nothing then), else the age of the last
 * transaction it replayed.
 */
async function openReplica(url: string, poolSize: number): Promise<ReplicaDatabase> {
  const base = postgresDatabase(url, poolSize, 'backoffice-read');
  const replica: ReplicaDatabase = {
    ...base,
    reader: () => replica,
    lagSeconds: null,
    async check() {
      try {
        const [row] = await base.rows<{ lag: string | null }>(sql`select case
            when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
            else extract(epoch from now() - pg_last_xact_replay_timestamp()) end as lag`);
        replica.lagSeconds = row.lag === null ? null : Math.max(0, Number(row.lag));
      } catch (error) {
        if (replica.lagSeconds !== null) console.warn(`PostgreSQL replica unreachable, reading from the primary (${(error as Error).message})`);
        replica.lagSeconds = null;
      }
      return replica.lagSeconds;
    },
  };
  await replica.check();
  const timer = setInterval(() => void replica.check(), LAG_CHECK_MS);
  timer.unref();
  replica.close = () => {
    clearInterval(timer);
    return base.close();
  };
  return replica;
}

export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.url) {
    const primary = postgresDatabase(options.url, options.poolSize ?? 10, 'backoffice');
    if (!options.readUrl) return primary;
    const replica = await openReplica(options.readUrl, options.poolSize ?? 10);
    const maxLag = options.maxLagSeconds ?? 5;
    return {
      ...primary,
      replica,
      reader: () => (replica.lagSeconds !== null && replica.lagSeconds <= maxLag ? replica : primary),
      close: () => Promise.all([primary.close(), replica.close()]).then(() => undefined),
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
  const database: Database = {
    db,
    kind: 'pglite',
    pglite: client,
    rows: async (query) => ((await db.execute(query)) as unknown as { rows: any[] }).rows,
    // One process, one connection: the embedded database has no replica.
    reader: () => database,
    close: () => client.close().finally(unlock),
  };
  return database;
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
