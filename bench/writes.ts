// The writes of a sale, through the API in its own process, in a fresh database (the demo): a quote of five items
// made and finalized one request at a time, then invoiced (status T: the reserved stock leaves); the statements
// each finalize and invoice sends to PostgreSQL; then ten salespeople at once, each making, finalizing and
// invoicing quotes of five products taken in id order. Beside them, the same run's reference: a trivial
// transaction (BEGIN; SELECT 1; COMMIT) from this process, and the load average. `BENCH_WRITES_DATABASE_URL`, default
// postgres://postgres@127.0.0.1:5432/bo_bench_writes, is dropped and created again on every run (unless BENCH_WRITES_REUSE=1).
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { prepareDatabase } from '../apps/api/src/database.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { LocalFileStorage } from '../apps/api/src/platform/files/storage.ts';
import { demoCompanyId } from '../apps/api/src/seed/orders.ts';
import { recountProductStock } from '../apps/api/src/modules/catalogo/estoque.service.ts';
import fs from 'node:fs';
import path from 'node:path';
import { check, freshDatabase, median, percentile, signIn, startApi, type Check } from './lib.ts';

const ITEMS = 5;
const ALONE = Number(process.env.BENCH_WRITES_ALONE ?? 20);
const SELLERS = 10;
const EACH = 6;

export function writesDatabaseUrl(): string {
  return process.env.BENCH_WRITES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench_writes';
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), text: `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms` };
};

/** The demo with plenty of stock: products sold by the unit with a balance that no lot's expiry takes away, topped up. */
async function prepare(url: string): Promise<{ client: number; products: number[] }> {
  // BENCH_WRITES_REUSE=1: the database of the previous run as it is (the demo seed takes minutes on a busy machine).
  const reuse = process.env.BENCH_WRITES_REUSE === '1';
  if (!reuse) await freshDatabase(url);
  const database = await connect({ url });
  try {
    if (!reuse) {
      await prepareDatabase(database);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-writes-'));
      await seedDemo(database, new LocalFileStorage(path.join(dataDir, 'files')));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const company = (await demoCompanyId(database.db))!;
    const rows = await database.rows<{ id: number }>(sql`select distinct s.id_produto as id from estoque_saldos s
        join produtos p on p.id_produto = s.id_produto left join lote_estoque_produto l on l.id_lote = s.id_lote
      where s.company_id = ${company} and (l.dt_validade is null or l.dt_validade > current_date + 365)
      order by s.id_produto limit 40`);
    const products = rows.map((r) => Number(r.id));
    await database.db.execute(sql`update estoque_saldos s set qt_estoque = qt_estoque + 1000000 from lote_estoque_produto l
      where s.company_id = ${company} and s.id_produto in (${sql.join(products.map((p) => sql`${p}`), sql`, `)})
        and (s.id_lote is null or (l.id_lote = s.id_lote and (l.dt_validade is null or l.dt_validade > current_date + 365)))`);
    await database.db.transaction((tx) => recountProductStock(tx, company));
    const [{ id: client }] = await database.rows<{ id: number }>(
      sql`select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' where l.company_id = ${company} order by p.id limit 1`,
    );
    await database.db.execute(sql`vacuum analyze`);
    return { client: Number(client), products };
  } finally {
    await database.close();
  }
}

export async function writes(): Promise<Check[]> {
  const url = writesDatabaseUrl();
  console.log(`\n[writes] ${url.replace(/\/\/[^@/]*@/, '//')}: ${process.env.BENCH_WRITES_REUSE === '1' ? "the previous run's database" : 'a fresh database'}`);
  const { client, products } = await prepare(url);
  const api = await startApi(url);
  const checks: Check[] = [];
  const reference = new pg.Client({ connectionString: url });
  await reference.connect();
  try {
    const token = await signIn(api.base);
    const call = async (method: string, route: string, body: unknown) => {
      const res = await fetch(`${api.base}/api${route}`, {
        method,
        headers: { 'api-token': token, 'content-type': 'application/json', accept: 'application/ld+json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${text}`);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    };
    /** A quote of five products (in id order, from `first`), item by item. */
    const makeQuote = async (first: number) => {
      const quote = Number((await call('POST', '/pedido_vendas/novo', { IdCliente: client })).CodPedido);
      for (let i = 0; i < ITEMS; i++) await call('POST', '/pedido_venda_items', { CodPedido: quote, IdProduto: products[(first % (products.length - ITEMS)) + i], QtPedida: '2' });
      return quote;
    };
    const finalize = (quote: number) => call('PUT', `/pedido_vendas/${quote}/finalizar-orcamento`, {});
    const status = (quote: number, to: string) => call('PUT', `/pedido_vendas/${quote}/status`, { StatusPedido: to });
    /** Through the conference (R, then checked: L), untimed: what the invoice's status move (T) finds. */
    const checked = async (quote: number) => {
      await status(quote, 'R');
      await status(quote, 'L');
    };
    const invoice = (quote: number) => status(quote, 'T');
    const timed = async (work: () => Promise<unknown>) => {
      const t0 = performance.now();
      await work();
      return performance.now() - t0;
    };
    const trivial = () =>
      timed(async () => {
        await reference.query('begin');
        await reference.query('select 1');
        await reference.query('commit');
      });

    // Warm-up: code paths, caches, the pool's connections.
    for (let i = 0; i < 3; i++) {
      const quote = await makeQuote(i);
      await finalize(quote);
      await checked(quote);
      await invoice(quote);
    }

    const whole: number[] = [];
    const finalizing: number[] = [];
    const invoicing: number[] = [];
    const references: number[] = [];
    let finalizeStatements = 0;
    let invoiceStatements = 0;
    for (let i = 0; i < ALONE; i++) {
      references.push(await trivial());
      const t0 = performance.now();
      const quote = await makeQuote(i * ITEMS);
      const t1 = performance.now();
      finalizeStatements = await api.count(() => finalize(quote));
      const t2 = performance.now();
      whole.push(t2 - t0);
      finalizing.push(t2 - t1);
      await checked(quote);
      const t3 = performance.now();
      invoiceStatements = await api.count(() => invoice(quote));
      invoicing.push(performance.now() - t3);
    }
    console.log(`  reference, a trivial transaction from the benchmark: p50 ${median(references).toFixed(1)} ms`);
    console.log(`  a quote of ${ITEMS} items made and finalized one request at a time: p50 ${median(whole).toFixed(0)} ms`);
    console.log(`  finalize alone: ${stats(finalizing).text}, ${finalizeStatements} SQL statements`);
    console.log(`  invoice (status T) alone: ${stats(invoicing).text}, ${invoiceStatements} SQL statements`);
    checks.push(check('finalize alone, p50', median(finalizing), 50, ' ms', 'max'));
    checks.push(check('invoice alone, p50', median(invoicing), 50, ' ms', 'max'));

    // Ten salespeople at once, each its quotes of five products from its own start, in id order (no deadlock).
    const load = os.loadavg()[0];
    const together = { finalize: [] as number[], invoice: [] as number[] };
    await Promise.all(
      Array.from({ length: SELLERS }, async (_, seller) => {
        for (let i = 0; i < EACH; i++) {
          const first = seller * 3 + i;
          const quote = await makeQuote(first);
          together.finalize.push(await timed(() => finalize(quote)));
          await checked(quote);
          together.invoice.push(await timed(() => invoice(quote)));
        }
      }),
    );
    console.log(`  ${SELLERS} salespeople at once (${SELLERS * EACH} quotes; load average ${load.toFixed(2)}): finalize ${stats(together.finalize).text}; invoice ${stats(together.invoice).text}`);
    checks.push(check(`finalize with ${SELLERS} at once, p99`, stats(together.finalize).p99, 300, ' ms', 'max'));
    checks.push(check(`invoice with ${SELLERS} at once, p99`, stats(together.invoice).p99, 300, ' ms', 'max'));
  } finally {
    await reference.end();
    await api.stop();
  }
  return checks;
}
