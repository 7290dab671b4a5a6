// The home dashboard (GET /api/dashboard/home) on a database of BENCH_DASHBOARD_ORDERS orders (1,000,000 by
// default, with their items; its own database, seeded once and reused): the time of an open through the API, as
// a user sees it (the sales sections from the 30 s cache, DASHBOARD_CACHE_MS) and with nothing cached (a second
// API process with the cache off: every section read), each against the limit of 200 ms, and against the
// monthly series' single grouped SQL run by hand in the same run (and, once, the 24 correlated sums it replaced).
import pg from 'pg';
import { isoDateIn } from '@backoffice/domain';
import { check, ensureDatabase, median, percentile, prepareBenchData, signIn, startApi, type Check } from './lib.ts';

const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 7);
const CACHED_OPENS = 50;
const LIMIT_MS = 200;

export function dashboardDatabaseUrl(): string {
  return process.env.BENCH_DASHBOARD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench_dashboard';
}

const SALE = `tp_pedido_de_venda = 'P' and status_pedido <> 'C'`;

/** The monthly series as one grouped query (what inicio.service.ts sends), with the day and company inlined. */
const groupedMonths = (company: number, today: string) =>
  `select to_char(date_trunc('month', dt_emissao), 'YYYY-MM') as mes, sum(vl_total)::numeric(14,2)::text as total from pedido_venda
   where cd_empresa = ${company} and ${SALE}
     and dt_emissao >= date_trunc('month', '${today}'::date) - interval '23 months' and dt_emissao < date_trunc('month', '${today}'::date) + interval '1 month'
   group by 1`;

/** The monthly series as it was read before: two correlated sums per month. */
const correlatedMonths = (company: number, today: string) =>
  `with meses as (select generate_series(date_trunc('month', '${today}'::date) - interval '11 months', date_trunc('month', '${today}'::date), interval '1 month')::date as mes)
   select to_char(m.mes, 'YYYY-MM') as mes,
     coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE} and dt_emissao >= m.mes and dt_emissao < m.mes + interval '1 month'), 0)::numeric(14,2)::text as atual,
     coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE} and dt_emissao >= m.mes - interval '1 year' and dt_emissao < m.mes - interval '1 year' + interval '1 month'), 0)::numeric(14,2)::text as anterior
   from meses m order by m.mes`;

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

  const cached = await startApi(url);
  const uncached = await startApi(url, { DASHBOARD_CACHE_MS: '0' });
  const checks: Check[] = [];
  try {
    const tokens = [await signIn(cached.base), await signIn(uncached.base)];
    const open = async (base: string, token: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/dashboard/home`, { headers: { 'api-token': token, accept: 'application/ld+json' } });
      const body = (await res.json()) as { vendasPorMes?: unknown[] };
      if (res.status !== 200 || body.vendasPorMes?.length !== 12) throw new Error(`dashboard answered ${res.status}`);
      return { ms: performance.now() - t0, body: JSON.stringify({ ...body, '@context': undefined }) };
    };
    // Warm-up: the code paths and the table's pages, on both processes; both must answer the same.
    const a = await open(cached.base, tokens[0]);
    const b = await open(uncached.base, tokens[1]);
    if (a.body !== b.body) throw new Error('the cached and uncached dashboards differ');
    await timed(groupedMonths(company, today));

    // Alternating: an open with nothing cached, the grouped SQL by hand, the cached opens.
    const cold: number[] = [];
    const hand: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      cold.push((await open(uncached.base, tokens[1])).ms);
      hand.push(await timed(groupedMonths(company, today)));
      for (let j = 0; j < CACHED_OPENS / RUNS; j++) warm.push((await open(cached.base, tokens[0])).ms);
    }
    const correlated = await timed(correlatedMonths(company, today));
    warm.sort((x, y) => x - y);
    const coldMedian = median(cold);
    const handMedian = median(hand);
    console.log(`  monthly series by hand: one grouped query ${ms(handMedian)} (median of ${RUNS}); the 24 correlated sums it replaced ${ms(correlated)} (once)`);
    console.log(`  open with nothing cached (DASHBOARD_CACHE_MS=0, every section read): median ${ms(coldMedian)} (${cold.map((c) => c.toFixed(0)).join(', ')}), ${(coldMedian / handMedian).toFixed(1)}x the grouped monthly SQL`);
    console.log(`  open as users get it (sales sections from the 30 s cache): median ${ms(median(warm))}, p99 ${ms(percentile(warm, 99))} over ${warm.length} opens`);
    checks.push(check('dashboard open, cached (ms per open)', median(warm), LIMIT_MS, ' ms', 'max'));
    checks.push(check('dashboard open, nothing cached (ms per open)', coldMedian, LIMIT_MS, ' ms', 'max'));
  } finally {
    await client.end();
    await cached.stop();
    await uncached.stop();
  }
  return checks;
}
