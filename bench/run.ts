// `npm run bench`: every benchmark, each printing its figures against its limit. Needs a PostgreSQL
// server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bo_bench); the first run
// creates the database and seeds 1,000,000 orders. Exits non-zero when a limit is missed.
// `npm run bench -- list`, `-- csv`, `-- mrp` or `-- shop` runs one of them (mrp and shop build their own fresh database;
// shop drives Chromium on a throttled phone connection); `-- dashboard` (the home dashboard, its own database of
// BENCH_DASHBOARD_ORDERS orders) and `-- csv-pglite` (the export on the embedded database against PostgreSQL, at
// BENCH_CSV_ORDERS orders) seed their own data once.
import os from 'node:os';
import { benchDatabaseUrl, machine, type Check } from './lib.ts';
import { ordersList } from './orders-list.ts';
import { ordersCsv } from './orders-csv.ts';
import { mrp } from './mrp.ts';
import { shop } from './shop.ts';
import { dashboard } from './dashboard.ts';
import { csvPglite } from './csv-pglite.ts';

const benches: Record<string, () => Promise<Check[]>> = { list: ordersList, csv: ordersCsv, mrp, shop, dashboard, 'csv-pglite': csvPglite };
const chosen = process.argv.slice(2).filter((a) => a in benches);

console.log(`machine: ${machine()}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`database: ${benchDatabaseUrl().replace(/\/\/[^@/]*@/, '//')}`);
const checks: Check[] = [];
for (const name of chosen.length ? chosen : Object.keys(benches)) checks.push(...(await benches[name]()));

const missed = checks.filter((c) => !c.ok);
console.log(`\n${checks.length - missed.length} of ${checks.length} limits met${missed.length ? `; missed: ${missed.map((c) => c.name).join('; ')}` : ''}`);
process.exit(missed.length ? 1 : 0);
