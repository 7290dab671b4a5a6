// The API as the benchmarks see it: its own process (so the load generator and the server do not
// share an event loop), buildApp + listen on a free port, logger off, no job worker, no demo seed.
// Talks to its parent over IPC: sends { port } when listening; on 'capture' records the SQL the next
// requests send to PostgreSQL, on 'dump' sends it back (so the raw-SQL baseline replays exactly it); on 'count'
// counts the statements of the next requests, on 'counted' sends the number back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadSettings } from '../apps/api/src/config.ts';

export interface CapturedQuery {
  text: string;
  values: unknown[];
  /** A prepared statement's name (PostgreSQL plans it once per connection). */
  name?: string;
}

let capturing = false;
let captured: CapturedQuery[] = [];
// 'count' .. 'counted': how many statements (every query, BEGIN and COMMIT included) the requests in between sent.
let counting = false;
let counted = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    counted++;
    // BENCH_PRINT_COUNTED=1: each counted statement on stderr (which of them a change could save).
    if (process.env.BENCH_PRINT_COUNTED === '1') {
      const config = args[0] as string | { text?: string };
      console.error(`  sql ${counted}: ${(typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  }
  if (capturing) {
    const config = args[0] as string | { text?: string; values?: unknown[]; name?: string };
    const text = typeof config === 'string' ? config : config?.text;
    const values = (typeof config === 'string' ? args[1] : (config?.values ?? args[1])) as unknown[] | undefined;
    const name = typeof config === 'string' ? undefined : config?.name;
    if (text && /pedido_venda|vw_pedidos|produtos/.test(text)) captured.push({ text, values: Array.isArray(values) ? values : [], ...(name ? { name } : {}) });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

// BENCH_DATA_DIR: the files of a benchmark's own demo data (the shop's pictures); else an empty folder of its own.
const ownDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-'));
const settings = loadSettings({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', RUN_WORKER: 'false', LOGIN_RATE_LIMIT: '1000' });
// Without DATABASE_URL: the embedded database of BENCH_DATA_DIR (made by the benchmark beforehand), as `npm start` opens it.
if (!settings.databaseUrl && ownDir) throw new Error('api-server: DATABASE_URL or BENCH_DATA_DIR is required');
const database = settings.databaseUrl
  ? await connect({ url: settings.databaseUrl, poolSize: Number(process.env.POOL_SIZE ?? 10) })
  : await connect({ dataDir: path.join(dataDir, 'pgdata') });
const app = await buildApp({ database, settings, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message: unknown) => {
  if (message === 'capture') {
    captured = [];
    capturing = true;
  } else if (message === 'dump') {
    capturing = false;
    process.send?.({ captured });
  } else if (message === 'count') {
    counted = 0;
    counting = true;
    process.send?.({ counting });
  } else if (message === 'counted') {
    counting = false;
    process.send?.({ counted });
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  }
});
process.send?.({ port });
