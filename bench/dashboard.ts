// The home dashboard (GET /api/dashboard/home) on a database of BENCH_DASHBOARD_ORDERS orders (1,000,000 by
// default, with their items; its own database, seeded once and reused; migration 0048 fills its sales totals from
// them the first time the API starts on it): the time of an open through the API against the limit of 200 ms,
// opened again and again on a running API process (cached: its connections, plans and pages warm) and as the first
// open of a freshly started process (nothing cached), both after BENCH_DASHBOARD_WRITES single-order writes whose
// totals' delta rows are not compacted yet; beside them, the monthly series summed from the orders by hand.
import pg from 'pg';
import { isoDateIn } from '@backoffice/domain';
import { check, ensureDatabase, median, percentile, prepareBenchData, signIn, startApi, type Check } from './lib.ts';

const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);
/** Single-order writes before the opens: each appends delta rows the opens then sum (compaction runs every 10 min). */
const WRITES = Number(process.env.BENCH_DASHBOARD_WRITES ?? 2000);
const CACHED_OPENS = 50;
const LIMIT_MS = 200;

export function dashboardDatabaseUrl(): string {
  return process.env.BENCH_DASHBOARD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench_dashboard';
}

const SALE = `tp_pedido_de_venda = 'P' and status_pedido <> 'C'`;

/** The monthly series as one grouped query over the orders (what the dashboard read before its totals). */
const groupedMonths = (company: number, today: string) =>
  `select to_char(date_trunc('month', dt_emissao), 'YYYY-MM') as mes, sum(vl_total)::numeric(14,2)::text as total from pedido_venda
   where cd_empresa = ${company} and ${SALE}
     and dt_emissao >= date_trunc('month', '${today}'::date) - interval '23 months' and dt_emissao < date_trunc('month', '${today}'::date) + interval '1 month'
   group by 1`;

const ms = (n: number) => `${n.toFixed(n >= 100 ? 0 : 1)} ms`;

export async function dashboard(): Promise<Check[]> {
  const url = dashboardDatabaseUrl();
  await ensureDatabase(url);
  const company = await prepareBenchData(url, ORDERS);
  const today = isoDateIn();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [{ n }] = (await client.query<{ n: number }>(`select count(*)::int as n from pedido_venda where cd_empresa = ${company}`)).rows;
  console.log(`\n[dashboard] GET /api/dashboard/home, ${n.toLocaleString('en-US')} orders of the company`);
  const timed = async (text: string) => {
    const t0 = performance.now();
    await client.query(text);
    return performance.now() - t0;
  };

  // Writes as salespeople make them, one order per statement: a cent up, then down again (the sums stay), each
  // appending its delta rows to the totals; the dashboard sums them until the next compaction.
  const [{ ids }] = (await client.query<{ ids: number[] }>(
    `select array_agg(cod_pedido) as ids from (select cod_pedido from pedido_venda where cd_empresa = $1 and ${SALE} order by dt_emissao desc limit $2) x`,
    [company, Math.ceil(WRITES / 2)],
  )).rows;
  const w0 = performance.now();
  for (const delta of ['0.01', '-0.01']) for (const id of ids) await client.query(`update pedido_venda set vl_total = vl_total + $1 where cod_pedido = $2`, [delta, id]);
  const writeMs = (performance.now() - w0) / (ids.length * 2);
  const [{ deltas }] = (await client.query<{ deltas: number }>(
    `select ((select count(*) from pedido_venda_totais where cd_empresa = $1) + (select count(*) from pedido_venda_totais_clientes where cd_empresa = $1)
       + (select count(*) from pedido_venda_totais_produtos where cd_empresa = $1) + (select count(*) from pedido_venda_totais_pendentes where cd_empresa = $1))::int as deltas`,
    [company],
  )).rows;
  console.log(`  ${ids.length * 2} single-order writes before the opens (${ms(writeMs)} each, triggers included); the company's totals now hold ${deltas.toLocaleString('en-US')} rows`);

  const open = async (base: string, token: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/dashboard/home`, { headers: { 'api-token': token, accept: 'application/ld+json' } });
    const body = (await res.json()) as { vendasPorMes?: unknown[] };
    if (res.status !== 200 || body.vendasPorMes?.length !== 12) throw new Error(`dashboard answered ${res.status}`);
    return { ms: performance.now() - t0, body: JSON.stringify({ ...body, '@context': undefined }) };
  };
  const checks: Check[] = [];
  const cached = await startApi(url, { DASHBOARD_TOTALS_COMPACT_MINUTES: '0' });
  try {
    const token = await signIn(cached.base);
    // Warm-up: the code paths and the pages.
    const first = await open(cached.base, token);
    await timed(groupedMonths(company, today));

    // Nothing cached: a process started for each open (its pool, prepared plans and code paths cold), alternating
    // with the grouped SQL by hand and the opens of the running process.
    const cold: number[] = [];
    const hand: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = await startApi(url, { DASHBOARD_TOTALS_COMPACT_MINUTES: '0' });
      try {
        const freshToken = await signIn(fresh.base);
        const answer = await open(fresh.base, freshToken);
        if (answer.body !== first.body) throw new Error('a fresh process and the running one answer differently');
        cold.push(answer.ms);
      } finally {
        await fresh.stop();
      }
      hand.push(await timed(groupedMonths(company, today)));
      for (let j = 0; j < CACHED_OPENS / RUNS; j++) warm.push((await open(cached.base, token)).ms);
    }
    warm.sort((x, y) => x - y);
    const coldMedian = median(cold);
    const handMedian = median(hand);
    console.log(`  monthly series summed from the orders by hand (one grouped query, what the dashboard read before): ${ms(handMedian)} (median of ${RUNS})`);
    console.log(`  open with nothing cached (the first open of a freshly started API process): median ${ms(coldMedian)} (${cold.map((c) => c.toFixed(0)).join(', ')})`);
    console.log(`  open on a running process: median ${ms(median(warm))}, p99 ${ms(percentile(warm, 99))} over ${warm.length} opens`);
    checks.push(check('dashboard open, cached (ms per open)', median(warm), LIMIT_MS, ' ms', 'max'));
    checks.push(check('dashboard open, nothing cached (ms per open)', coldMedian, LIMIT_MS, ' ms', 'max'));
  } finally {
    await client.end();
    await cached.stop();
  }
  return checks;
}
