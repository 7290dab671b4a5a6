// The order list on 1,000,000 orders, three ways a user opens it: the first page with no filter, a
// client searched by name over all dates, and 30 open orders of a client in a period (newest first).
// For each: API throughput and latency, against the same SQL sent through a plain `pg` client in the
// same minute, and its limits.
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_CLIENTS, BENCH_ORDERS, benchDatabaseUrl, check, cpuPerRequest, cpuReading, cpuSpent, median, percentile, prepareBenchData, signIn, startApi, type ApiProcess, type Check } from './lib.ts';
import type { CapturedQuery } from './api-server.ts';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SEQUENTIAL_RUNS = Number(process.env.BENCH_SEQUENTIAL ?? 300);
/** Part of some clients' names ("Padaria Rocha Ltda", "Maria Costa Rocha", ...). */
const CLIENT_PART = 'rocha';

/** Products of the demo company for the product list sorted and filtered by stock. */
const BENCH_PRODUCTS = 20_000;

/** A list request of the benchmark, with its limits (the issue's: page 1 of the orders at 1,000/s within 1.5x its SQL). */
interface ListCase {
  name: string;
  path: string;
  limits: { ratio: number; p99: number; rps: number; sequential?: number };
}

/**
 * 20,000 products with stock in the demo company (once): balances in one sector, and each product's total on hand
 * as moveStock keeps it (recountProductStock, the seed's bulk path).
 */
async function ensureProducts(url: string, company: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from produtos where company_id = $1 and cd_chamada like 'BL-%'`, [company]);
    if (rows[0].n >= BENCH_PRODUCTS) return;
    console.log(`adding ${BENCH_PRODUCTS.toLocaleString('en-US')} products with stock (once)...`);
    await client.query('begin');
    await client.query(
      `insert into produtos (company_id, cd_chamada, nm_produto, tp_produto, tp_produto_pcp, id_tipo_medida, nr_dias_validade, vl_preco_custo)
        select $1, 'BL-' || lpad(g::text, 6, '0'), 'Produto da lista ' || g, 'R', 'V',
          (select min(id_tipo_medida) from tipo_medidas where company_id = $1 and cd_sigla = 'UN'), 0, (g * 13) % 900
        from generate_series(1, $2::int) g`,
      [company, BENCH_PRODUCTS],
    );
    await client.query(
      `insert into estoque_saldos (company_id, id_produto, id_setor, qt_estoque)
        select $1, p.id_produto, (select min(id_setor) from setores where company_id = $1), (p.id_produto * 37) % 5000
        from produtos p where p.company_id = $1 and p.cd_chamada like 'BL-%'`,
      [company],
    );
    await client.query(
      `update produtos p set qt_estoque = coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = p.id_produto), 0) where p.company_id = $1`,
      [company],
    );
    await client.query('commit');
    await client.query('vacuum (analyze) produtos');
    await client.query('vacuum (analyze) estoque_saldos');
  } finally {
    await client.end();
  }
}

/**
 * The three list requests (BENCH_LIST=unfiltered,client,selective picks some; BENCH_LIST_EXTRA is
 * appended to each, e.g. 'exactCount=true'; BENCH_CLIENT_FILTER=Cliente searches the name copied on
 * each order instead of the clients first, for the figures before the change).
 */
async function listCases(url: string, company: number): Promise<ListCase[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select max(dt_emissao)::date::text as last from pedido_venda where cd_empresa = $1', [company]);
  // A client with a typical number of orders (~2,000 of the million), the same one on every run.
  const typical = await client.query(
    `select cliente from pedido_venda where cd_empresa = $1 group by cliente order by abs(count(*) - $2::int), cliente limit 1`,
    [company, Math.round(BENCH_ORDERS / BENCH_CLIENTS)],
  );
  await client.end();
  const before = rows[0].last as string;
  const after = new Date(Date.parse(`${before}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const extra = new URLSearchParams(process.env.BENCH_LIST_EXTRA ?? '');
  const path = (params: Record<string, string>) => {
    const query = new URLSearchParams({ itemsPerPage: '30', ...params });
    for (const [k, v] of extra) query.set(k, v);
    return `/api/pedido_vendas?${query.toString()}`;
  };
  const clientFilter = process.env.BENCH_CLIENT_FILTER ?? 'NmCliente';
  // Page 1 unfiltered: at least 1,000 requests/s within 1.5x its SQL; every filter: p99 under 50 ms.
  const filtered = { ratio: 2, p99: 50, rps: 500 };
  const view = (params: Record<string, string> = {}, order: Record<string, string> = { 'order[DtEmissao]': 'desc' }) => {
    const query = new URLSearchParams({ page: '1', itemsPerPage: '30' });
    for (const type of ['D', 'P', 'T']) query.append('TpPedidoDeVenda[]', type);
    for (const [k, v] of Object.entries({ ...params, ...order })) query.set(k, v);
    return `/api/vw_pedidos?${query.toString()}`;
  };
  const products = (params: Record<string, string>) => `/api/produtos/lista?${new URLSearchParams({ itemsPerPage: '30', ...params }).toString()}`;
  const cases: ListCase[] = [
    { name: 'unfiltered', path: path({}), limits: { ratio: 1.5, p99: 50, rps: 1000 } },
    { name: 'client', path: path({ [clientFilter]: String(typical.rows[0].cliente).toLowerCase() }), limits: filtered },
    {
      name: 'selective',
      path: path({ 'StatusPedido[]': 'A', 'DtEmissao[after]': after, 'DtEmissao[before]': before, 'order[DtEmissao]': 'desc', Cliente: CLIENT_PART }),
      limits: filtered,
    },
    // A status over the last 30 days, the largest first (the screen's "by value").
    { name: 'status-by-value', path: path({ 'StatusPedido[]': 'T', 'DtEmissao[after]': after, 'DtEmissao[before]': before, 'order[VlTotal]': 'desc' }), limits: filtered },
    { name: 'page-500', path: path({ page: '500' }), limits: filtered },
    // The order list screen (/pedidos) as it opens: the view with the client's street and the opening user, every
    // type but the quotes, the latest first.
    { name: 'view', path: view(), limits: filtered },
    // The same screen with its filters: a client by name, and an open status over 30 days sorted by client.
    { name: 'view-client', path: view({ NmCliente: String(typical.rows[0].cliente).toLowerCase() }), limits: filtered },
    {
      name: 'view-status-by-client',
      path: view({ 'StatusPedido[]': 'A', 'DtEmissao[after]': after, 'DtEmissao[before]': before }, { 'order[Cliente]': 'asc' }),
      limits: filtered,
    },
    // The product list (20,000 products) by stock: under 20 ms a request, one at a time.
    { name: 'products-by-stock', path: products({ 'order[QtEstoque]': 'desc' }), limits: { ...filtered, sequential: 20 } },
    { name: 'products-stock-range', path: products({ 'QtEstoque[between]': '100..200', 'order[QtEstoque]': 'asc' }), limits: { ...filtered, sequential: 20 } },
  ];
  // BENCH_LIST=unfiltered,client,... picks some.
  const chosen = (process.env.BENCH_LIST ?? '').split(',').filter(Boolean);
  return chosen.length ? cases.filter((c) => chosen.includes(c.name)) : cases;
}

/** Raw strings for every type: the cheapest decoding a client can do (drizzle keeps dates and numerics as text too). */
const rawTypes = { getTypeParser: () => (value: string) => value };

/**
 * The statements of one request sent again as the API sent them: at once (on as many connections), or, for a view's
 * keys and then its rows by them, one after the other, the second prepared under the API's name.
 */
async function replay(queries: CapturedQuery[], query: (config: pg.QueryConfig, i: number) => Promise<unknown>): Promise<void> {
  const configs = queries.map((q) => ({ text: q.text, values: q.values, rowMode: 'array' as const, types: rawTypes, ...(q.name ? { name: q.name } : {}) }));
  if (!queries.some((q) => q.name)) await Promise.all(configs.map((c, i) => query(c, i)));
  else for (const c of configs) await query(c, 0);
}

async function timeRaw(clients: pg.Client[], queries: CapturedQuery[]): Promise<number> {
  const t0 = performance.now();
  await replay(queries, (config, i) => clients[i].query(config));
  return performance.now() - t0;
}

export async function ordersList(): Promise<Check[]> {
  const url = benchDatabaseUrl();
  const company = await prepareBenchData(url);
  await ensureProducts(url, company);
  const cases = await listCases(url, company);
  const api = await startApi(url);
  const checks: Check[] = [];
  try {
    const token = await signIn(api.base);
    for (const c of cases) checks.push(...(await measureList(url, api, token, c)));
  } finally {
    await api.stop();
  }
  return checks;
}

async function measureList(url: string, api: ApiProcess, token: string, { name, path, limits }: ListCase): Promise<Check[]> {
  console.log(`\n[orders-list: ${name}] GET ${decodeURIComponent(path)}`);
  const checks: Check[] = [];
  const clients: pg.Client[] = [];
  try {
    const headers = { 'api-token': token, accept: 'application/ld+json' };
    const get = async () => {
      const res = await fetch(api.base + path, { headers });
      const body = (await res.json()) as { 'hydra:totalItems': number; 'hydra:member': unknown[]; estimatedTotal?: boolean };
      if (res.status !== 200) throw new Error(`list answered ${res.status}: ${JSON.stringify(body)}`);
      return body;
    };
    const first = await get();
    console.log(`  ${first.estimatedTotal ? 'about ' : ''}${first['hydra:totalItems'].toLocaleString('en-US')} matching rows${first.estimatedTotal ? ' (estimated)' : ''}, ${first['hydra:member'].length} on the page`);
    if (!first['hydra:member'].length) throw new Error('the benchmark query matches no row: is the data seeded?');
    for (let i = 0; i < 50; i++) await get();

    // The SQL the API sent for one request (the page with its count, in one or two statements),
    // replayed through plain pg clients.
    const queries = (await api.capture(get)).filter((q) => /limit|count\(|= any\(\$1\)/i.test(q.text));
    if (queries.length < 1 || queries.length > 2) throw new Error(`expected the page and count statements, captured ${queries.length}`);
    // BENCH_SHOW_SQL=1 prints them, to read their plans by hand.
    if (process.env.BENCH_SHOW_SQL) for (const q of queries) console.log(`  SQL: ${q.text}\n  values: ${JSON.stringify(q.values)}`);
    for (let i = 0; i < queries.length; i++) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      clients.push(c);
    }
    for (let i = 0; i < 50; i++) await timeRaw(clients, queries);
    const raw: number[] = [];
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) raw.push(await timeRaw(clients, queries));
    const rawMedian = median(raw);

    // The API, one request at a time over one keep-alive connection (node:http, lighter than fetch):
    // its own overhead over the SQL (HTTP, sign-in check, access grants, JSON).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const timed = (pathname: string) =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        http
          .get(api.base + pathname, { agent, headers }, (res) => {
            if (res.statusCode !== 200) reject(new Error(`${pathname} answered ${res.statusCode}`));
            res.resume();
            res.on('end', () => resolve(performance.now() - t0));
          })
          .on('error', reject);
      });
    const sequential: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < 20; i++) await timed(path);
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
      sequential.push(await timed(path));
      floor.push(await timed('/api'));
    }
    agent.destroy();
    const apiMedian = median(sequential);

    // The SQL alone under the same concurrency (10 clients, each sending what the API sends), for the
    // loaded ratio: half before and half after the API's run, so that a machine shared with others is
    // compared with itself over the same minute.
    const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS * 2 });
    const loaded: number[] = [];
    const rawLoad = (seconds: number) => {
      const until = performance.now() + seconds * 1000;
      return Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < until) {
            const t0 = performance.now();
            await replay(queries, (config) => pool.query(config));
            loaded.push(performance.now() - t0);
          }
        }),
      );
    };
    const rawSeconds = Math.min(3, DURATION_S / 2);
    // CPU around each run: where a request's CPU goes on a machine whose cores the API, PostgreSQL and the load share.
    const rawCpu = [cpuReading()];
    await rawLoad(rawSeconds);
    rawCpu.push(cpuReading());
    const rawBefore = loaded.length / rawSeconds;

    // The API under load: 10 connections for 10 s.
    const apiCpu = [cpuReading(api.pid)];
    // Each answer's time as measured (autocannon's own percentiles are whole milliseconds: at a p50 of 7 ms, a step of
    // 14 % in the ratio), for the p50 and p99 compared with the SQL's.
    const answered: number[] = [];
    const result = await autocannon({ url: api.base + path, connections: CONNECTIONS, duration: DURATION_S, headers }).on(
      'response',
      (_client, statusCode, _bytes, responseTime) => {
        if (statusCode === 200) answered.push(responseTime);
      },
    );
    apiCpu.push(cpuReading(api.pid));
    answered.sort((a, b) => a - b);
    const apiP50 = percentile(answered, 50);
    const apiLoadedP99 = percentile(answered, 99);
    if (result.errors || result.non2xx || result.timeouts) {
      throw new Error(`autocannon: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
    }

    rawCpu.push(cpuReading());
    await rawLoad(rawSeconds);
    rawCpu.push(cpuReading());
    const rawAfter = (loaded.length - rawBefore * rawSeconds) / rawSeconds;
    await pool.end();
    loaded.sort((a, b) => a - b);
    const rawLoadedP50 = percentile(loaded, 50);
    const rawLoadedRps = loaded.length / (2 * rawSeconds);

    // On a shared machine the speed can change within the minute: say so when the SQL alone did.
    if (Math.abs(rawAfter - rawBefore) / Math.max(rawBefore, rawAfter) > 0.2) {
      console.log(
        `  note: PostgreSQL alone ran ${rawBefore.toFixed(0)}/s before and ${rawAfter.toFixed(0)}/s after the API's run: ` +
          'the machine changed speed meanwhile (other load?); repeat the run for figures to trust.',
      );
    }
    const apiP99 = percentile([...sequential].sort((a, b) => a - b), 99);
    const floorMedian = median(floor);
    console.log(`  raw SQL (${queries.length === 1 ? 'page and count in one statement' : queries.some((q) => q.name) ? 'keys and count, then the rows by them, prepared' : 'page + count'}, pg client): median ${rawMedian.toFixed(2)} ms one at a time; p50 ${rawLoadedP50.toFixed(2)} ms, ${rawLoadedRps.toFixed(0)}/s at ${CONNECTIONS} concurrent`);
    console.log(
      `  API at ${CONNECTIONS} connections for ${DURATION_S} s: ${result.requests.average.toFixed(0)} requests/s, p50 ${apiP50.toFixed(2)} ms, p99 ${apiLoadedP99.toFixed(2)} ms (${result['2xx']} answers)`,
    );
    // Both runs keep the two cores busy: the API's p50 over the SQL's is about the CPU per request of the API's run
    // (API + PostgreSQL + load generator) over the SQL's (PostgreSQL + pg client).
    console.log(
      `  CPU per request: API's run ${cpuPerRequest(cpuSpent([apiCpu[0], apiCpu[1]]), result.requests.total, 'load generator')}; ` +
        `SQL alone ${cpuPerRequest(cpuSpent([rawCpu[0], rawCpu[1]], [rawCpu[2], rawCpu[3]]), loaded.length, 'pg client', false)}`,
    );
    // One request at a time, for information: what a request costs beyond its SQL. Not a limit: with
    // a SQL of about a millisecond, the HTTP round trip alone (GET /api) weighs as much as the query.
    console.log(
      `  API one request at a time: median ${apiMedian.toFixed(2)} ms (${(apiMedian / rawMedian).toFixed(2)}x the SQL), p99 ${apiP99.toFixed(2)} ms; ` +
        `of it HTTP alone (GET /api, no database) ${floorMedian.toFixed(2)} ms, SQL ${rawMedian.toFixed(2)} ms, the rest ${(apiMedian - floorMedian - rawMedian).toFixed(2)} ms (sign-in check, query building, JSON)`,
    );
    // The limits: the p50 of the load run against the same SQL at the same concurrency.
    checks.push(check(`${name} list p50 ratio, API/raw SQL, ${CONNECTIONS} concurrent`, apiP50 / rawLoadedP50, limits.ratio, 'x', 'max'));
    checks.push(check(`${name} list p99 at ${CONNECTIONS} connections`, apiLoadedP99, limits.p99, ' ms', 'max'));
    checks.push(check(`${name} list throughput at ${CONNECTIONS} connections`, result.requests.average, limits.rps, ' req/s', 'min'));
    if (limits.sequential) checks.push(check(`${name} one request at a time (median)`, apiMedian, limits.sequential, ' ms', 'max'));
  } finally {
    for (const c of clients) await c.end();
  }
  return checks;
}
