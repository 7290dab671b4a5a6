// `npm run bench`: every benchmark, each printing its figures against its limit. Needs a PostgreSQL
// server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bo_bench); the first run
// creates the database and seeds 1,000,000 orders. Exits non-zero when a limit is missed.
// `npm run bench -- list`, `-- csv`, `-- mrp` or `-- shop` runs one of them (mrp and shop build their own fresh database;
// shop drives Chromium on a throttled phone connection; `-- phone` the sign-in page and /home on slow 4G beside the shop); `-- dashboard` (the home dashboard, its own database of
// BENCH_DASHBOARD_ORDERS orders) and `-- csv-pglite` (the export on the embedded database against PostgreSQL, at
// BENCH_CSV_ORDERS orders) seed their own data once; `-- writes` (finalizing and invoicing quotes, alone and ten at
// once) builds its own fresh database; `-- scale` (two API processes and a worker against one, on the list's
// database); `-- cvrp` the route optimizer on the public CVRPLIB set (and the held-back one
// when bench/cvrp-heldout exists), in its own process (bench/cvrp.ts). Every figure checked goes into the summary
// table at the top of docs/performance.md (bench/report.ts), with the date, load and commit of the run.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, here, machine, type Check } from './lib.ts';
import { writeSummary, type Measured } from './report.ts';
import { ordersList } from './orders-list.ts';
import { ordersCsv } from './orders-csv.ts';
import { mrp } from './mrp.ts';
import { shop } from './shop.ts';
import { phone } from './phone.ts';
import { scale } from './scale.ts';
import { dashboard } from './dashboard.ts';
import { csvPglite } from './csv-pglite.ts';
import { writes } from './writes.ts';

/** The route optimizer's benchmark is a script of its own (`npm run bench:cvrp`): its verdict lines become checks. */
async function cvrp(): Promise<Check[]> {
  const sets = ['../../shared/bench/cvrp', 'cvrp-heldout'].filter((d) => fs.existsSync(path.resolve(here, d, 'bks.json')));
  const checks: Check[] = [];
  for (const dir of sets) {
    const lines: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'cvrp.ts'), '--dir', path.resolve(here, dir)], {
        cwd: here,
        env: { ...process.env, INIT_CWD: here },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let rest = '';
      child.stdout.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        const text = rest + chunk.toString();
        const parts = text.split('\n');
        rest = parts.pop() ?? '';
        lines.push(...parts);
      });
      child.on('error', reject);
      child.on('close', () => resolve());
    });
    const targets = lines.slice(lines.indexOf('targets') + 1);
    const set = path.basename(dir) === 'cvrp' ? 'public set' : 'held-back set';
    const before = checks.length;
    for (const line of targets) {
      const verdict = /^(OK|FAILED)\s+(.*)$/.exec(line);
      if (verdict) checks.push({ name: `${set}: ${verdict[2]}`, ok: verdict[1] === 'OK', line: `${set}: ${verdict[2]}` });
    }
    if (checks.length === before) checks.push({ name: `${set}: ran`, ok: false, line: `${set}: the benchmark printed no verdict` });
  }
  return checks;
}

const benches: Record<string, () => Promise<Check[]>> = { list: ordersList, csv: ordersCsv, mrp, shop, phone, dashboard, 'csv-pglite': csvPglite, writes, scale, cvrp };
const chosen = process.argv.slice(2).filter((a) => a in benches);

console.log(`machine: ${machine()}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`database: ${benchDatabaseUrl().replace(/\/\/[^@/]*@/, '//')}`);
const checks: Check[] = [];
const runs: Measured[] = [];
for (const name of chosen.length ? chosen : Object.keys(benches)) {
  const mine = await benches[name]();
  checks.push(...mine);
  runs.push({ bench: name, checks: mine });
}

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown commit';
  }
})();
const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${os.loadavg()[0].toFixed(1)}, ${commit}`;
const doc = path.resolve(here, '../docs/performance.md');
if (process.env.BENCH_NO_REPORT !== '1') {
  writeSummary(doc, runs, when, Object.keys(benches));
  console.log(`\nsummary written to docs/performance.md (${runs.length} benchmark${runs.length === 1 ? '' : 's'}; BENCH_NO_REPORT=1 leaves it)`);
}

const missed = checks.filter((c) => !c.ok);
console.log(`\n${checks.length - missed.length} of ${checks.length} limits met${missed.length ? `; missed: ${missed.map((c) => c.name).join('; ')}` : ''}`);
process.exit(missed.length ? 1 : 0);
