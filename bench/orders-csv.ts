// CSV export of every order (1,000,000 rows) through the API, for a spreadsheet (the default: ';',
// BOM, DD/MM/YYYY, decimal commas, labels) and raw (raw=1), each run alternating with PostgreSQL's own
// COPY (SELECT ...) TO STDOUT WITH CSV of the same rows, so both are measured under the same
// conditions on a shared machine; and the API process's memory meanwhile.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { benchDatabaseUrl, check, median, prepareBenchData, rssOf, signIn, startApi, type Check } from './lib.ts';

const RUNS = 3;
const MiB = 2 ** 20;
/** "Flat memory": the export may not grow the API process by more than this, whatever the row count. */
const RSS_GROWTH_LIMIT_MIB = 100;

/** Counts bytes and line ends of a stream without keeping it. */
function counter() {
  const totals = { bytes: 0, lines: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      totals.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) totals.lines++;
      done();
    },
  });
  return { sink, totals };
}

export async function ordersCsv(): Promise<Check[]> {
  const url = benchDatabaseUrl();
  const company = await prepareBenchData(url);
  console.log('\n[orders-csv] GET /api/pedido_vendas.csv (every order of the company)');
  const api = await startApi(url);
  const checks: Check[] = [];
  try {
    const token = await signIn(api.base);
    const exportOnce = async (raw: boolean) => {
      const res = await fetch(`${api.base}/api/pedido_vendas.csv${raw ? '?raw=1' : ''}`, {
        // Uncompressed, as COPY's answer is: the API's own work against PostgreSQL's (fetch asks for gzip by default;
        // a browser gets the export in brotli, which costs the API CPU and saves the user's network far more).
        headers: { 'api-token': token, accept: 'text/csv', 'accept-language': 'pt-BR', 'accept-encoding': 'identity' },
      });
      if (res.status !== 200 || !res.body) throw new Error(`CSV answered ${res.status}`);
      const { sink, totals } = counter();
      await pipeline(res.body, sink);
      return totals;
    };

    // First exports: warm the cache (and the code paths).
    const first = await exportOnce(false);
    if ((await exportOnce(true)).lines !== first.lines) throw new Error('the raw and spreadsheet exports differ in rows');
    // The same rows in the same order, as plain columns: what PostgreSQL alone does for this export.
    const select = `SELECT * FROM pedido_venda WHERE cd_empresa = ${Number(company)} ORDER BY dt_emissao DESC, cod_pedido DESC`;
    console.log(`  ${(first.lines - 1).toLocaleString('en-US')} rows, ${(first.bytes / MiB).toFixed(0)} MiB`);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const copyOnce = async () => {
      const t0 = performance.now();
      const { sink, totals } = counter();
      await pipeline(client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER)`)), sink);
      if (totals.lines !== first.lines) throw new Error(`COPY rows ${totals.lines - 1} != API rows ${first.lines - 1}`);
      return performance.now() - t0;
    };
    const baseline = rssOf(api.pid);
    let peak = baseline;
    const apiOnce = async (raw: boolean) => {
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(api.pid))), 25);
      const t0 = performance.now();
      const totals = await exportOnce(raw);
      const ms = performance.now() - t0;
      clearInterval(sampler);
      if (totals.lines !== first.lines) throw new Error(`CSV row count changed: ${totals.lines} != ${first.lines}`);
      return ms;
    };
    // Each export is followed by a COPY of the same rows: API, COPY, API raw, COPY, ...
    const apiTimes: number[] = [];
    const rawTimes: number[] = [];
    const copyTimes: number[] = [];
    try {
      for (let i = 0; i < RUNS; i++) {
        apiTimes.push(await apiOnce(false));
        copyTimes.push(await copyOnce());
        rawTimes.push(await apiOnce(true));
        copyTimes.push(await copyOnce());
      }
    } finally {
      await client.end();
    }

    const apiMedian = median(apiTimes);
    const rawMedian = median(rawTimes);
    const copyMedian = median(copyTimes);
    const rows = first.lines - 1;
    console.log(`  API CSV for a spreadsheet: median ${(apiMedian / 1000).toFixed(2)} s (${(rows / (apiMedian / 1000)).toFixed(0)} rows/s)`);
    console.log(`  API CSV raw (raw=1): median ${(rawMedian / 1000).toFixed(2)} s (${(rows / (rawMedian / 1000)).toFixed(0)} rows/s)`);
    console.log(`  COPY ... TO STDOUT WITH CSV, after each export: median ${(copyMedian / 1000).toFixed(2)} s (${copyTimes.map((t) => (t / 1000).toFixed(2)).join(', ')})`);
    console.log(`  API process RSS: ${(baseline / MiB).toFixed(0)} MiB before, ${(peak / MiB).toFixed(0)} MiB peak during ${2 * RUNS} exports`);
    checks.push(check('CSV time ratio, API spreadsheet/COPY', apiMedian / copyMedian, 2, 'x', 'max'));
    checks.push(check('CSV time ratio, API raw/COPY', rawMedian / copyMedian, 2, 'x', 'max'));
    checks.push(check('CSV RSS growth', (peak - baseline) / MiB, RSS_GROWTH_LIMIT_MIB, ' MiB', 'max'));
  } finally {
    await api.stop();
  }
  return checks;
}
