// Two API processes and a job worker under the order list's first page (issue 30, item 6), against one process in
// the same run: docs/operations.md runs the API as several processes on one PostgreSQL behind a load balancer, with
// separate workers. On the benchmark's database (1,000,000 orders, bench/lib.ts), alternating: one API process with
// 10 connections, then two with 5 connections each (as a balancer would spread them) and a worker process polling
// the job queue beside them, then one again. Printed: each side's requests per second and the two processes' total
// over one's (limit: at least 1.8×, near-linear). Every process, the load generator and PostgreSQL share this
// machine's cores: with two cores, the ratio says how much of one core the first process left unused. So each side
// also prints how busy the machine's cores were and the CPU each part spent per request, and the run prints the
// most a second process could add where the first leaves that share of the cores idle.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabaseUrl, check, cpuReading, cpuSpent, machineTicks, prepareBenchData, signIn, startApi, stopChild, type ApiProcess, type Check } from './lib.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const LIMIT = 1.8;
const PAGE = '/api/pedido_vendas?page=1';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');

interface Run {
  /** Requests per second of each API process. */
  rps: number[];
  /** CPU milliseconds per request: the API processes together, PostgreSQL, the load generator (this process). */
  cpu: { api: number; postgres: number; self: number };
  /** Share of the machine's CPU time that was busy (every process, this run's and any other). */
  busy: number;
}

/** `connections` spread evenly over `apis`, run at the same time for DURATION_S. */
async function load(apis: ApiProcess[], token: string): Promise<Run> {
  const headers = { 'api-token': token, accept: 'application/ld+json' };
  const pids = apis.map((api) => api.pid);
  const [cpu0, ticks0] = [cpuReading(pids), machineTicks()];
  const results = await Promise.all(
    apis.map((api) => autocannon({ url: api.base + PAGE, connections: CONNECTIONS / apis.length, duration: DURATION_S, headers })),
  );
  const [cpu1, ticks1] = [cpuReading(pids), machineTicks()];
  for (const r of results) {
    if (r.errors || r.non2xx || r.timeouts) throw new Error(`autocannon: ${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`);
  }
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const spent = cpuSpent([cpu0, cpu1]);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, requests);
  return {
    rps: results.map((r) => r.requests.total / DURATION_S),
    cpu: { api: perRequest(spent.api), postgres: perRequest(spent.postgres), self: perRequest(spent.self) },
    busy: (ticks1.busy - ticks0.busy) / Math.max(1, ticks1.total - ticks0.total),
  };
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;
const describe = (run: Run) =>
  `${run.rps.map((n) => n.toFixed(0)).join(' + ')}${run.rps.length > 1 ? ` = ${sum(run.rps).toFixed(0)}` : ''} req/s, cores ${(run.busy * 100).toFixed(0)} % busy, ` +
  `CPU per request ${run.cpu.api.toFixed(2)} ms API + ${run.cpu.postgres.toFixed(2)} ms PostgreSQL + ${run.cpu.self.toFixed(2)} ms load generator`;

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
    const one: Run[] = [];
    const two: Run[] = [];
    for (let i = 0; i < 2; i++) {
      one.push(await load([a], token));
      two.push(await load([a, b], token));
      console.log(`  run ${i + 1}, load average ${os.loadavg()[0].toFixed(1)}:\n    one process: ${describe(one.at(-1)!)}\n    two processes: ${describe(two.at(-1)!)}`);
    }
    one.push(await load([a], token));
    console.log(`  one process again: ${describe(one.at(-1)!)}`);
    const throughput = (runs: Run[]) => mean(runs.map((r) => sum(r.rps)));
    // What the cores left for a second process: with one process they were `busy`, so the same work per request
    // over all of them gives at most 1 / busy of one process's throughput on this machine.
    const bound = 1 / mean(one.map((r) => r.busy));
    console.log(
      `  one process leaves ${((1 - 1 / bound) * 100).toFixed(0)} % of the cores idle: on this machine two could reach about ${bound.toFixed(2)}× at the same CPU per request; ` +
        `two processes spend ${(mean(two.map((r) => r.cpu.api)) / mean(one.map((r) => r.cpu.api))).toFixed(2)}× one's API CPU per request`,
    );
    return [check('two API processes ÷ one, list page 1 throughput', throughput(two) / throughput(one), LIMIT, 'x', 'min')];
  } finally {
    await Promise.all([a.stop(), b.stop(), worker.stop()]);
  }
}
