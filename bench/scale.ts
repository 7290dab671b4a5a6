// Two API processes and a job worker under the order list's first page (issue 30, item 6), against one process in
// the same run: docs/operations.md runs the API as several processes on one PostgreSQL behind a load balancer, with
// separate workers. On the benchmark's database (1,000,000 orders, bench/lib.ts), alternating: one API process with
// 10 connections, then two with 5 connections each (as a balancer would spread them) and a worker process polling
// the job queue beside them, then one again. Printed: each side's requests per second and the two processes' total
// over one's (limit: at least 1.8×, near-linear). Every process, the load generator and PostgreSQL share this
// machine's cores: with two cores, the ratio says how much of one core the first process left unused.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabaseUrl, check, prepareBenchData, signIn, startApi, stopChild, type ApiProcess, type Check } from './lib.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const LIMIT = 1.8;
const PAGE = '/api/pedido_vendas?page=1';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');

/** Requests per second of `connections` spread evenly over `apis`, run at the same time for DURATION_S. */
async function load(apis: ApiProcess[], token: string): Promise<number[]> {
  const headers = { 'api-token': token, accept: 'application/ld+json' };
  const results = await Promise.all(
    apis.map((api) => autocannon({ url: api.base + PAGE, connections: CONNECTIONS / apis.length, duration: DURATION_S, headers })),
  );
  for (const r of results) {
    if (r.errors || r.non2xx || r.timeouts) throw new Error(`autocannon: ${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`);
  }
  return results.map((r) => r.requests.total / DURATION_S);
}

/** `npm run worker` (apps/api/src/worker.ts) on the same database: the fleet's separate job worker. */
function startWorker(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  return { stop: () => stopChild(child, () => child.kill('SIGTERM')) };
}

export async function scale(): Promise<Check[]> {
  const url = benchDatabaseUrl();
  await prepareBenchData(url);
  console.log(`\n[scale] GET ${PAGE}: one API process with ${CONNECTIONS} connections, then two with ${CONNECTIONS / 2} each and a worker, alternating (${DURATION_S} s each, ${os.cpus().length} cores)`);
  const a = await startApi(url);
  const b = await startApi(url);
  const worker = startWorker(url);
  try {
    const token = await signIn(a.base);
    await load([a], token); // warm-up: connections, plans, JIT
    await load([b], token);
    const one: number[] = [];
    const two: number[] = [];
    for (let i = 0; i < 2; i++) {
      const [alone] = await load([a], token);
      one.push(alone);
      const both = await load([a, b], token);
      two.push(both[0] + both[1]);
      console.log(`  run ${i + 1}: one process ${alone.toFixed(0)} req/s; two processes ${both.map((n) => n.toFixed(0)).join(' + ')} = ${(both[0] + both[1]).toFixed(0)} req/s; load average ${os.loadavg()[0].toFixed(1)}`);
    }
    const [last] = await load([a], token);
    one.push(last);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    console.log(`  one process again ${last.toFixed(0)} req/s`);
    return [check('two API processes ÷ one, list page 1 throughput', mean(two) / mean(one), LIMIT, 'x', 'min')];
  } finally {
    await Promise.all([a.stop(), b.stop(), worker.stop()]);
  }
}
