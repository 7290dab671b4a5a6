// Where one request of the order list goes, in microseconds of this process's CPU, inside one process (no socket, no load generator):
// `app.inject` of GET /api (Fastify routing and hooks, the session check, no database), of the list's first page,
// the list's own statement through a plain pg pool (raw text, rows as arrays) and through drizzle's pool, and the
// answer's serialisation alone. Sequential, after a warm-up; medians of LIST_PARTS_ROUNDS rounds of N requests.
//   npx tsx bench/list-parts.ts            (bo_bench, as `npm run bench -- list` seeded it)
import pg from 'pg';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadSettings } from '../apps/api/src/config.ts';
import { DEMO } from '../apps/api/src/seed/demo.ts';
import { benchDatabaseUrl, median } from './lib.ts';

const N = Number(process.env.LIST_PARTS_N ?? 400);
const ROUNDS = Number(process.env.LIST_PARTS_ROUNDS ?? 5);
const PATH = process.env.LIST_PARTS_PATH ?? '/api/pedido_vendas?itemsPerPage=30';

let captured: { text: string; values: unknown[] }[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: string; values?: unknown[] };
  if (captured && typeof config === 'object' && config?.text && /pedido_venda|vw_produtos/.test(config.text)) {
    captured.push({ text: config.text, values: (config.values ?? (args[1] as unknown[]) ?? []) as unknown[] });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const url = benchDatabaseUrl();
const settings = loadSettings({ ...process.env, DATABASE_URL: url, DATA_DIR: '/tmp/list-parts', SEED_DEMO: 'false', RUN_WORKER: 'false', LOGIN_RATE_LIMIT: '1000' });
const database = await connect({ url, poolSize: 10 });
const app = await buildApp({ database, settings, logger: false });
await app.ready();
const signin = await app.inject({ method: 'POST', url: '/api/token', payload: { username: DEMO.user.username, password: DEMO.user.password } });
const token = (signin.json() as { token: string }).token;
const headers = { 'api-token': token, accept: 'application/ld+json' };

captured = [];
const first = await app.inject({ method: 'GET', url: PATH, headers });
const statements = captured;
captured = null;
if (first.statusCode !== 200) throw new Error(`list answered ${first.statusCode}: ${first.body}`);
console.log(`${PATH}: ${first.body.length} bytes, ${statements.length} statement(s)`);

const rawTypes = { getTypeParser: () => (value: string) => value };
const pool = new pg.Pool({ connectionString: url, max: 2 });

/** This process's CPU time per call, in µs (user + system): on a shared machine steadier than the wall clock. */
async function perRequest(run: () => Promise<unknown>): Promise<number> {
  const t0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await run();
  const { user, system } = process.cpuUsage(t0);
  return (user + system) / N;
}

const parts: Record<string, () => Promise<unknown>> = {
  'inject GET /api (routing, hooks, session)': () => app.inject({ method: 'GET', url: '/api', headers }),
  [`inject GET ${PATH}`]: () => app.inject({ method: 'GET', url: PATH, headers }),
  'its statement, plain pg (arrays, raw text)': () => Promise.all(statements.map((q) => pool.query({ text: q.text, values: q.values, rowMode: 'array', types: rawTypes }))),
  'session resolve (cache hit)': () => app.sessions.resolve(database.db, token),
};
// LIST_PARTS_ONLY=inject: only the parts whose name holds it (to profile one, `node --cpu-prof --import tsx bench/list-parts.ts`).
const only = process.env.LIST_PARTS_ONLY;
if (only) for (const name of Object.keys(parts)) if (!name.includes(only)) delete parts[name];
const results: Record<string, number[]> = Object.fromEntries(Object.keys(parts).map((k) => [k, []]));
for (const run of Object.values(parts)) await perRequest(run); // warm-up
for (let r = 0; r < ROUNDS; r++) for (const [name, run] of Object.entries(parts)) results[name].push(await perRequest(run));
for (const [name, values] of Object.entries(results)) console.log(`  ${name}: ${median(values).toFixed(0)} µs (rounds ${values.map((v) => v.toFixed(0)).join(', ')})`);

await pool.end();
await app.close();
await database.close();
