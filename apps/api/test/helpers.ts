import fs from 'node:fs';
import type { AreaModule } from '../src/platform/modules/module.ts';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { connect, type Database } from '../src/platform/db/client.ts';
import { buildApp } from '../src/app.ts';
import { loadSettings, type Settings } from '../src/config.ts';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO } from '../src/seed/demo.ts';
// The template's shape, and with it the `apiTemplate` the run's global setup provides.
import type { ApiTemplate } from './global-setup.ts';
import { LocalFileStorage, type FileStorage } from '../src/platform/files/storage.ts';
import { JobQueue } from '../src/platform/jobs/queue.ts';

export { DEMO };

/**
 * A fresh database for one test file, copied from the run's template (global-setup.ts): a new in-memory PGlite loaded
 * from the template's dump by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL made from the
 * template database (dropped on close). `seeded` picks the template with the demo companies.
 */
export async function freshDatabase(
  seeded = false,
  poolSize = 5,
  /** A streaming replica of TEST_DATABASE_URL's server (postgres://host:port): the new database read through it too. */
  replica?: { url: string; maxLagSeconds?: number },
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template: ApiTemplate = inject('apiTemplate');
  if (template.kind === 'pglite') {
    const database = await connect({ loadDataDir: new Blob([fs.readFileSync(seeded ? template.seeded : template.bare)]) });
    return { database, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `bo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${seeded ? template.seeded : template.bare}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  let readUrl: string | undefined;
  if (replica) {
    const read = new URL(replica.url);
    read.pathname = `/${name}`;
    readUrl = read.toString();
    await replicated(readUrl);
  }
  const database = await connect({ url: target.toString(), poolSize, readUrl, maxLagSeconds: replica?.maxLagSeconds });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Waits (at most 30 s) until a database created on the primary can be opened on its replica. */
async function replicated(url: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (tries >= 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  settings: Settings;
  jobs: JobQueue;
  dataDir: string;
  /** POST /token and return the token. */
  login(username?: string, password?: string): Promise<string>;
  /** app.inject with JSON-LD headers and an optional token. */
  call(method: InjectOptions['method'], url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** A multipart upload of one file in the field `field` (default 'file'), as a browser's form sends it. */
  upload(url: string, file: { name: string; type: string; bytes: Buffer }, options?: { token?: string; field?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** PostgreSQL connections (default 5): as many as the requests a test runs at once. */
    poolSize?: number;
    /** The modules the app is made of (default: all of them), e.g. with one declared only for a test. */
    modules?: AreaModule[];
    /** Where files go (default: the local folder under the test's DATA_DIR). */
    storage?: FileStorage;
    /** A streaming replica of the server (TEST_DATABASE_READ_URL) the lists read from. */
    replica?: { url: string; maxLagSeconds?: number };
  } = {},
): Promise<TestApp> {
  const seeded = options.seed !== false;
  const { database, drop } = await freshDatabase(seeded, options.poolSize, options.replica);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));
  const settings = loadSettings({ ...process.env, DATA_DIR: dataDir, ...options.env });
  // The demo's pictures, as seeding them would have stored them.
  if (seeded && fs.existsSync(inject('apiTemplate').files)) fs.cpSync(inject('apiTemplate').files, path.join(dataDir, 'files'), { recursive: true });
  const storage = options.storage ?? new LocalFileStorage(path.join(dataDir, 'files'));
  const jobs = new JobQueue(database, { pollMs: 50 });
  const app = await buildApp({ database, settings, storage, jobs, modules: options.modules });
  await app.ready();
  const call: TestApp['call'] = (method, url, o = {}) =>
    app.inject({
      method,
      url,
      headers: {
        accept: 'application/ld+json',
        ...(o.body !== undefined ? { 'content-type': 'application/ld+json' } : {}),
        ...(o.token ? { 'api-token': o.token } : {}),
        ...o.headers,
      },
      payload: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
    });
  return {
    app,
    database,
    settings,
    jobs,
    dataDir,
    call,
    upload(url, file, o = {}) {
      const boundary = '----bo' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${o.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(o.token ? { 'api-token': o.token } : {}) }, payload });
    },
    async login(username = DEMO.user.username, password = DEMO.user.password) {
      const res = await call('POST', '/api/token', { body: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await jobs.stop();
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo company and some of its orders that can go on a route (no quote, not cancelled, on no live route), given
 * the weights the routing tests work out by hand: as many orders as weights, oldest first or newest first.
 */
export async function routableOrders(t: TestApp, weights: readonly string[], newest = false): Promise<{ company: number; orders: number[] }> {
  const [{ company }] = await t.database.rows<{ company: number }>(sql`select id as company from people where document = ${DEMO.company.document} and company_id = id`);
  const open = await t.database.rows<{ cod: number }>(sql`select p.cod_pedido as cod from pedido_venda p
    where p.cd_empresa = ${company} and p.tp_pedido_de_venda <> 'O' and p.status_pedido not in ('C', 'T', 'D')
      and not exists (select 1 from roteiro_pedidos rp where rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado')
    order by p.cod_pedido ${sql.raw(newest ? 'desc' : 'asc')} limit ${weights.length}`);
  const orders = open.map((o) => o.cod);
  for (const [i, cod] of orders.entries()) await t.database.db.execute(sql`update pedido_venda set vl_peso_bruto = ${weights[i]} where cod_pedido = ${cod}`);
  return { company, orders };
}

/**
 * Waits (up to `ms`) until a statement of the test's database waits for a lock: a request sent while another connection
 * holds a row is then known to be queued behind it, and the holder can commit. Gives up quietly, so that a request
 * that takes no lock (the defect such tests look for) is still answered and judged.
 */
export async function lockWaitSeen(t: TestApp, ms = 3000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const [{ n }] = (await t.database.pool!.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows;
    if (n > 0) return true;
  }
  return false;
}

/**
 * Sends `request` while another connection holds a row lock (`lock`: the statement that takes it), as a write in
 * flight does, after running that write's `statements` in the same transaction; commits once the request is seen
 * waiting (lockWaitSeen) and returns the request's answer.
 */
export async function behindLock<T>(t: TestApp, lock: readonly [string, unknown[]], statements: readonly [string, unknown[]][], request: () => Promise<T>): Promise<T> {
  const client = await t.database.pool!.connect();
  let answer: Promise<T> | undefined;
  try {
    await client.query('begin');
    await client.query(lock[0], lock[1]);
    for (const [text, values] of statements) await client.query(text, values);
    answer = request();
    await lockWaitSeen(t);
    await client.query('commit');
  } finally {
    client.release();
  }
  return answer;
}

/** behindLock with the order's row lock, as a write of the order in flight holds it. */
export function behindOrderLock<T>(t: TestApp, order: number, statements: readonly [string, unknown[]][], request: () => Promise<T>): Promise<T> {
  return behindLock(t, ['select 1 from pedido_venda where cod_pedido = $1 for update', [order]], statements, request);
}

