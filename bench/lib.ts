import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '../apps/api/src/platform/db/client.ts';
import { prepareDatabase } from '../apps/api/src/database.ts';
import { seedDemo, DEMO } from '../apps/api/src/seed/demo.ts';
import { LocalFileStorage } from '../apps/api/src/platform/files/storage.ts';
import { countOrders, demoCompanyId, ensureClients, generateItems, generateOrders, vacuumOrders } from '../apps/api/src/seed/orders.ts';
import type { CapturedQuery } from './api-server.ts';
export { machine } from './machine.ts';

export const here = path.dirname(fileURLToPath(import.meta.url));

export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
export const BENCH_CLIENTS = 500;

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench';
}


/** Creates the benchmark database on its server when it does not exist. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      console.log(`creating database ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The benchmark data: the demo companies and BENCH_ORDERS orders of 500 clients of the demo company,
 * made with the seed generator the first time (later runs reuse them). Returns the company id.
 */
export async function prepareBenchData(url: string, orders = BENCH_ORDERS, options: { items?: boolean } = {}): Promise<number> {
  await ensureDatabase(url);
  const database = await connect({ url });
  try {
    return await seedBenchData(database, orders, options);
  } finally {
    await database.close();
  }
}

/**
 * The demo companies and `orders` orders (one to five items each, unless `items` is false) of 500 clients of the
 * demo company in an open database (PostgreSQL or PGlite), made with the seed generator where missing. Returns the
 * company id.
 */
export async function seedBenchData(database: Database, orders: number, options: { items?: boolean } = {}): Promise<number> {
  await prepareDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-seed-'));
  await seedDemo(database, new LocalFileStorage(path.join(dataDir, 'files')));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const company = (await demoCompanyId(database.db))!;
  await ensureClients(database.db, company, BENCH_CLIENTS);
  const existing = await countOrders(database.db, company);
  if (existing < orders) {
    const started = performance.now();
    console.log(`seeding ${(orders - existing).toLocaleString('en-US')} orders (once; later runs reuse them)...`);
    await generateOrders(database.db, {
      company,
      count: orders - existing,
      onProgress: (done, total) => process.stdout.write(`  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}\r`),
    });
    console.log(`\nseeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Orders have items (one to five each), as the product's do: the list must keep its speed with them.
  const [{ bare }] = await database.rows<{ bare: boolean }>(
    sql`select exists (select 1 from pedido_venda p where p.cd_empresa = ${company} and not exists (select 1 from pedido_venda_items i where i.cod_pedido = p.cod_pedido)) as bare`,
  );
  // BENCH_ITEMS=0: orders without items (the list reads pedido_venda only; adding three million items takes ~25 min).
  if (bare && options.items !== false && process.env.BENCH_ITEMS !== '0') {
    const started = performance.now();
    console.log('adding items to the orders without any (once)...');
    const items = await generateItems(database.db, {
      company,
      onProgress: (done, total) => process.stdout.write(`  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}\r`),
    });
    console.log(`\n${items.toLocaleString('en-US')} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Statistics and the visibility map current, as after a seed (cheap when nothing changed).
  await vacuumOrders(database);
  return company;
}

export interface ApiProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Records the SQL that the requests made inside `during` send to PostgreSQL. */
  capture(during: () => Promise<unknown>): Promise<CapturedQuery[]>;
  /** How many statements (BEGIN and COMMIT included) the requests made inside `during` send to PostgreSQL. */
  count(during: () => Promise<unknown>): Promise<number>;
  stop(): Promise<void>;
}

/** Starts bench/api-server.ts in its own Node process (no tsx wrapper: the pid is the server's). */
export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  // BENCH_NODE_ARGS: extra Node flags for the API process, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(here, 'api-server.ts')], {
    cwd: here,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`api-server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    async capture(during) {
      child.send('capture');
      await during();
      const reply = new Promise<CapturedQuery[]>((resolve) => child.once('message', (m) => resolve((m as { captured: CapturedQuery[] }).captured)));
      child.send('dump');
      return reply;
    },
    async count(during) {
      // Counting starts once the server says so: an IPC message and a request race otherwise.
      await new Promise((resolve) => {
        child.once('message', resolve);
        child.send('count');
      });
      await during();
      const reply = new Promise<number>((resolve) => child.once('message', (m) => resolve((m as { counted: number }).counted)));
      child.send('counted');
      return reply;
    },
    stop: () => stopChild(child, () => child.send('stop')),
  };
}

/** Asks `child` to end (`ask`), waits for it, and kills it if it has not ended within 10 s. */
export async function stopChild(child: ChildProcess, ask: () => void): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  ask();
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/ld+json' },
    body: JSON.stringify({ username: DEMO.user.username, password: DEMO.user.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Resident memory of a process, in bytes (Linux /proc; `ps` elsewhere). */
export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    if (kb) return Number(kb[1]) * 1024;
  } catch {
    // not Linux
  }
  return 0;
}

/** CPU seconds a process has used (user + system; Linux /proc, 0 elsewhere). */
function cpuSecondsOf(stat: string): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used so far by the API process (or processes, summed), by each PostgreSQL process of the machine (by
 * pid), and by this one (the load generator or the SQL client): two readings around a run split its CPU per request
 * between them (Linux only).
 */
export function cpuReading(apiPid?: number | number[]): { api: number; postgres: Map<number, number>; self: number } {
  let api = 0;
  const postgres = new Map<number, number>();
  try {
    for (const pid of [apiPid ?? []].flat()) api += cpuSecondsOf(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.includes(' (postgres) ')) postgres.set(Number(entry), cpuSecondsOf(stat));
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    // not Linux
  }
  const self = process.cpuUsage();
  return { api, postgres, self: (self.user + self.system) / 1e6 };
}

type CpuReading = ReturnType<typeof cpuReading>;
type CpuSpent = { api: number; postgres: number; self: number };

/**
 * The CPU seconds spent between readings, summed over (before, after) pairs. PostgreSQL's is counted per process:
 * a backend started between the readings counts whole, one that ended is not counted (its CPU is no longer
 * readable), so a pool that closes a connection during a run makes PostgreSQL's figure a little low, never negative.
 */
export function cpuSpent(...pairs: [CpuReading, CpuReading][]): CpuSpent {
  const spent: CpuSpent = { api: 0, postgres: 0, self: 0 };
  for (const [before, after] of pairs) {
    spent.api += after.api - before.api;
    spent.self += after.self - before.self;
    for (const [pid, seconds] of after.postgres) spent.postgres += seconds - (before.postgres.get(pid) ?? 0);
  }
  return spent;
}

/** Milliseconds of CPU per request of the parts named (`self`: this process, named by `selfIs`). */
export function cpuPerRequest(spent: CpuSpent, requests: number, selfIs: string, withApi = true): string {
  const ms = (seconds: number) => `${((seconds * 1000) / Math.max(1, requests)).toFixed(2)} ms`;
  return `${withApi ? `${ms(spent.api)} API + ` : ''}${ms(spent.postgres)} PostgreSQL + ${ms(spent.self)} ${selfIs}`;
}

/** The machine's CPU time so far, busy and in all (Linux /proc/stat, in clock ticks; zeros elsewhere). */
export function machineTicks(): { busy: number; total: number } {
  try {
    // cpu  user nice system idle iowait irq softirq steal ...: idle and iowait are the time no one used.
    const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, n) => sum + n, 0);
    return { busy: total - ticks[3] - ticks[4], total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

export interface Check {
  name: string;
  ok: boolean;
  line: string;
}

/** One figure against its limit, printed as 'p50 ratio 1.4x (limit 2x) OK'. */
export function check(name: string, value: number, limit: number, unit: string, kind: 'max' | 'min'): Check {
  const ok = kind === 'max' ? value <= limit : value >= limit;
  const fmt = (n: number) => (unit === 'x' ? n.toFixed(2) : n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const line = `${name} ${fmt(value)}${unit} (limit ${kind === 'max' ? '≤' : '≥'} ${limit}${unit}) ${ok ? 'OK' : 'MISSED'}`;
  console.log(`  ${line}`);
  return { name, ok, line };
}

/** Drops and creates a benchmark's own database (its name in `url`): every run starts from nothing. */
export async function freshDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
