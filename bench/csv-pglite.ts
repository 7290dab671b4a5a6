// CSV export of BENCH_CSV_ORDERS orders (100,000 by default) on the embedded database (PGlite, the default of
// `npm start`), read in keyset batches, against the same export on PostgreSQL (COPY), each through its own API
// process, alternating, in the same run. The limit: PGlite within 3x of PostgreSQL. Both databases are made once
// with the seed generator and reused (PostgreSQL: BENCH_CSV_DATABASE_URL; PGlite: BENCH_PGLITE_DIR).
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { check, ensureDatabase, median, prepareBenchData, seedBenchData, signIn, startApi, type ApiProcess, type Check } from './lib.ts';

const ORDERS = Number(process.env.BENCH_CSV_ORDERS ?? 100_000);
const RUNS = 3;
const LIMIT = 3;

export function csvDatabaseUrl(): string {
  return process.env.BENCH_CSV_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench_csv';
}

const pgliteDir = () => process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), `bo-bench-pglite-${ORDERS}`);

/** Reads an export to the end, counting its lines. */
async function exportOnce(api: ApiProcess, token: string, raw: boolean): Promise<{ ms: number; lines: number }> {
  const t0 = performance.now();
  const res = await fetch(`${api.base}/api/pedido_vendas.csv${raw ? '?raw=1' : ''}`, { headers: { 'api-token': token, accept: 'text/csv', 'accept-language': 'pt-BR', 'accept-encoding': 'identity' } });
  if (res.status !== 200 || !res.body) throw new Error(`CSV answered ${res.status}`);
  let lines = 0;
  await pipeline(
    res.body,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        done();
      },
    }),
  );
  return { ms: performance.now() - t0, lines };
}

export async function csvPglite(): Promise<Check[]> {
  const url = csvDatabaseUrl();
  await ensureDatabase(url);
  await prepareBenchData(url, ORDERS, { items: false });
  const dir = pgliteDir();
  console.log(`\n[csv-pglite] embedded database in ${dir}`);
  const embedded = await connect({ dataDir: path.join(dir, 'pgdata') });
  try {
    await seedBenchData(embedded, ORDERS, { items: false });
  } finally {
    await embedded.close();
  }
  console.log(`[csv-pglite] GET /api/pedido_vendas.csv, ${ORDERS.toLocaleString('en-US')} orders, PGlite (keyset batches) against PostgreSQL (COPY)`);
  const onPg = await startApi(url);
  const onPglite = await startApi('', { BENCH_DATA_DIR: dir });
  const checks: Check[] = [];
  try {
    const tokens = [await signIn(onPg.base), await signIn(onPglite.base)];
    const first = await exportOnce(onPg, tokens[0], true);
    const same = await exportOnce(onPglite, tokens[1], true);
    if (same.lines !== first.lines) throw new Error(`PGlite exported ${same.lines - 1} rows, PostgreSQL ${first.lines - 1}`);
    console.log(`  ${(first.lines - 1).toLocaleString('en-US')} rows`);
    for (const raw of [true, false]) {
      const pgTimes: number[] = [];
      const pgliteTimes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        pgTimes.push((await exportOnce(onPg, tokens[0], raw)).ms);
        pgliteTimes.push((await exportOnce(onPglite, tokens[1], raw)).ms);
      }
      const kind = raw ? 'raw (raw=1)' : 'for a spreadsheet';
      const secs = (list: number[]) => list.map((t) => (t / 1000).toFixed(2)).join(', ');
      console.log(`  ${kind}: PostgreSQL median ${(median(pgTimes) / 1000).toFixed(2)} s (${secs(pgTimes)}), PGlite median ${(median(pgliteTimes) / 1000).toFixed(2)} s (${secs(pgliteTimes)})`);
      checks.push(check(`CSV ${kind}, PGlite/PostgreSQL`, median(pgliteTimes) / median(pgTimes), LIMIT, 'x', 'max'));
    }
  } finally {
    await onPg.stop();
    await onPglite.stop();
  }
  return checks;
}
