import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { advisoryLock } from '../src/platform/db/transaction.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Many users writing the same rows at once, through the real API on the real database: what PostgreSQL does under
 * load (row locks, deadlocks), checked by the answers and by the stock the database holds afterwards. On the embedded
 * database one statement runs at a time, so nothing there can deadlock: the ten-session load runs on PostgreSQL only
 * (TEST_DATABASE_URL); the races for one lot and for one version run on both.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const SESSIONS = 10;

let t: TestApp;
let admin: string;
let company: number;
let client: number;
let sector: number;
let unit: number;

const one = async <T>(query: ReturnType<typeof sql>) => (await t.database.rows<T>(query))[0];

/** A small deterministic generator (mulberry32): the same quotes, in the same item orders, on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

async function newProduct(code: string): Promise<number> {
  const res = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: code, NmProduto: `Produto ${code}`, TpProduto: 'A', IdTipoMedida: unit, NrDiasValidade: 0, VlPrecoCusto: '10.0000', VlPesoLiquido: '1.000', VlPesoBruto: '1.000' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdProduto;
}

async function stockIn(product: number, quantity: string) {
  const res = await t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'E', IdProduto: product, IdSetor: sector, QtMovimento: quantity } });
  expect(res.statusCode, res.body).toBe(201);
}

/** An open quote of the demo client with these lines, in this order. */
async function quoteWith(lines: { product: number; quantity: string }[]): Promise<number> {
  const res = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: client } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().CodPedido as number;
  for (const line of lines) {
    const item = await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: id, IdProduto: line.product, QtPedida: line.quantity } });
    expect(item.statusCode, item.body).toBe(201);
  }
  return id;
}

async function duplicate(id: number): Promise<number> {
  const res = await t.call('PUT', `/api/pedido_vendas/${id}/duplicar-orcamento`, { token: admin, body: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().CodPedido;
}

const finalize = (id: number, token: string) => t.call('PUT', `/api/pedido_vendas/${id}/finalizar-orcamento`, { token, body: {}, headers: { 'accept-language': 'pt-BR' } });

beforeAll(async () => {
  // Every session its own connection, as ten salespeople on ten API requests would have.
  t = await createTestApp({ poolSize: SESSIONS + 2, env: { LOGIN_RATE_LIMIT: '100' } });
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  [{ id: client }] = await t.database.rows<{ id: number }>(
    sql`select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' where l.company_id = ${company} order by p.id limit 1`,
  );
  [{ id: sector }] = await t.database.rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  [{ id: unit }] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
}, 120_000);
afterAll(() => t.close());

describe.runIf(onServer)('ten salespeople finalizing quotes at once (PostgreSQL)', () => {
  it('finalizes every five-item quote over shared products without one error, and reserves exactly what they ask', async () => {
    // Six products shared by every quote; each quote holds five of them in its own line order, the order in which
    // finalizing used to lock their balances (and deadlock against a quote holding them the other way round).
    const products: number[] = [];
    for (let i = 0; i < 6; i++) products.push(await newProduct(`CONC-${i}`));
    for (const p of products) await stockIn(p, '100000');
    const next = random(20260131);
    const shapes = await Promise.all(
      Array.from({ length: 10 }, () => {
        const lines = [...products].sort(() => next() - 0.5).slice(0, 5).map((product) => ({ product, quantity: String(1 + Math.floor(next() * 3)) }));
        return quoteWith(lines);
      }),
    );
    // 50 quotes: the 10 shapes and four copies of each (a copy keeps the line order).
    const quotes = [...shapes, ...(await Promise.all([1, 2, 3, 4].flatMap(() => shapes.map(duplicate))))];

    const sessions = await Promise.all(Array.from({ length: SESSIONS }, () => t.login()));
    const answers: { status: number; body: string }[] = [];
    // Each salesperson finalizes their share of the quotes one after another; the ten work side by side.
    await Promise.all(
      sessions.map(async (token, s) => {
        for (let i = s; i < quotes.length; i += SESSIONS) {
          const res = await finalize(quotes[i], token);
          answers.push({ status: res.statusCode, body: res.body });
        }
      }),
    );
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed.length, `${failed.length} of ${answers.length} failed, e.g. ${failed[0]?.status} ${failed[0]?.body}`).toBe(0);

    const ids = sql.join(quotes.map((q) => sql`${q}`), sql`, `);
    expect(await one(sql`select count(*)::int as n from pedido_venda where cod_pedido in (${ids}) and tp_pedido_de_venda = 'P'`)).toEqual({ n: quotes.length });
    // What is reserved of each product is the sum of its lines in the finalized quotes, one reservation per line.
    const asked = await t.database.rows<{ p: number; q: string }>(
      sql`select id_produto as p, sum(qt_pedida)::numeric(14,3)::text as q from pedido_venda_items where cod_pedido in (${ids}) group by id_produto order by id_produto`,
    );
    const reserved = await t.database.rows<{ p: number; q: string }>(
      sql`select id_produto as p, qt_reservada::text as q from estoque_saldos where id_produto in (${sql.join(products.map((p) => sql`${p}`), sql`, `)}) order by id_produto`,
    );
    expect(reserved).toEqual(asked);
    expect(await one(sql`select count(*)::int as n from estoque_movimentos m join pedido_venda_items i on i.id_pedido_venda_item = m.id_entidade_origem
      where m.nm_entidade_origem = 'PedidoVendaItem' and i.cod_pedido in (${ids})`)).toEqual({ n: quotes.length * 5 });
  }, 120_000);
});
describe.runIf(onServer)('a transaction that loses a race runs again (PostgreSQL)', () => {
  /**
   * Another session holds the product's row (as a stock move would) and, once the finalization waits for it, asks
   * for the quote's row, which the finalization holds: a deadlock, in which PostgreSQL aborts the finalization (it
   * waited first; the other session's deadlock_timeout is long). `times` deadlocks, one per run of the finalization.
   */
  async function deadlockFinalization(times: number) {
    const product = await newProduct(`CONC-DL-${times}`);
    await stockIn(product, '10');
    const quote = await quoteWith([{ product, quantity: '2' }]);
    const other = await t.database.pool!.connect();
    // Asked outside `other`'s transaction, which would see pg_stat_activity as it was at its first look.
    const waiting = async () => {
      for (let i = 0; i < 400; i++) {
        const rows = await t.database.rows(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%for no key update%'`,
        );
        if (rows.length) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the finalization never waited for the product');
    };
    let tookQuote = 0;
    try {
      await other.query(`set deadlock_timeout = '30s'`);
      await other.query('begin');
      await other.query('select 1 from produtos where id_produto = $1 for update', [product]);
      // app.inject sends the request when it is awaited: started now, awaited at the end.
      const answer = finalize(quote, admin).then((r) => r);
      for (let run = 0; run < times; run++) {
        await waiting();
        await other.query('savepoint quote_row');
        // Granted only once PostgreSQL has rolled the finalization back: it held this row.
        await other.query('select 1 from pedido_venda where cod_pedido = $1 for update', [quote]);
        tookQuote++;
        await other.query('rollback to savepoint quote_row');
      }
      await other.query('commit');
      return { res: await answer, quote, product, tookQuote };
    } finally {
      other.release();
    }
  }

  it('a finalization aborted by a deadlock runs again by itself and reserves once', async () => {
    const { res, quote, product, tookQuote } = await deadlockFinalization(1);
    expect(tookQuote).toBe(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().TpPedidoDeVenda).toBe('P');
    expect(await one(sql`select qt_reservada::text as q from estoque_saldos where id_produto = ${product}`)).toEqual({ q: '2.000' });
    expect(await one(sql`select count(*)::int as n from estoque_movimentos m join pedido_venda_items i on i.id_pedido_venda_item = m.id_entidade_origem
      where m.nm_entidade_origem = 'PedidoVendaItem' and i.cod_pedido = ${quote}`)).toEqual({ n: 1 });
    expect(await one(sql`select count(*)::int as n from logs where nm_entidade_origem = 'PedidoDeVenda' and id_entidade_origem = ${String(quote)} and log like '%finalizar-orcamento%'`)).toEqual({ n: 1 });
  }, 60_000);

  it('aborted twice, it answers 503 with Retry-After and a translated message, and nothing is written', async () => {
    const { res, quote, product, tookQuote } = await deadlockFinalization(2);
    expect(tookQuote).toBe(2);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ code: 'write_conflict', 'hydra:description': expect.stringMatching(/^Outra operação alterou os mesmos dados ao mesmo tempo/) });
    expect((await t.call('GET', `/api/pedido_vendas/${quote}`, { token: admin })).json()).toMatchObject({ TpPedidoDeVenda: 'O', StatusPedido: 'A' });
    expect(await one(sql`select qt_reservada::text as q from estoque_saldos where id_produto = ${product}`)).toEqual({ q: '0.000' });
  }, 60_000);
});

describe.runIf(onServer)('a named lock held until the transaction ends (PostgreSQL)', () => {
  /**
   * A transaction takes the lock and waits to be let go; another asks for `scope`/`key` meanwhile. The order in
   * which they end tells whether the second waited for the first.
   */
  async function second(scope: string, key: string | number): Promise<string[]> {
    const ended: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const first = t.database.db.transaction(async (tx) => {
      await advisoryLock(tx, 'concurrency_test', 1);
      locked();
      await held;
      ended.push('first');
    });
    await isLocked;
    const other = t.database.db.transaction(async (tx) => {
      await advisoryLock(tx, scope, key);
      ended.push('second');
    });
    // Long enough for the second to finish if nothing holds it; then the first goes.
    await Promise.race([other, new Promise((r) => setTimeout(r, 300))]);
    release();
    await Promise.all([first, other]);
    return ended;
  }

  it('the same scope and key wait for the first transaction to end', async () => {
    expect(await second('concurrency_test', 1)).toEqual(['first', 'second']);
    // A number and its text name the same lock.
    expect(await second('concurrency_test', '1')).toEqual(['first', 'second']);
  });

  it('another key or another scope goes on at once', async () => {
    expect(await second('concurrency_test', 2)).toEqual(['second', 'first']);
    expect(await second('another_scope', 1)).toEqual(['second', 'first']);
  });
});

describe.skipIf(onServer)('ten salespeople finalizing quotes at once', () => {
  it.skip('runs on PostgreSQL only (TEST_DATABASE_URL), as the deadlock retry does: the embedded database runs one statement at a time, so nothing there can deadlock', () => {});
});

describe('racing for the same stock and the same version', () => {
  it('50 finalizations competing for the 40 units of one lot: 13 reserve 3 each, 37 are refused, the lot never goes below zero', async () => {
    const product = await newProduct('CONC-LOTE');
    const lot = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: product, CdLote: 'DISPUTADO', DtFabricacao: '2026-01-01', DtValidade: '2099-12-31', QtEstoque: '40', IdSetor: sector } });
    expect(lot.statusCode, lot.body).toBe(201);
    const first = await quoteWith([{ product, quantity: '3' }]);
    const quotes = [first, ...(await Promise.all(Array.from({ length: 49 }, () => duplicate(first))))];
    const sessions = await Promise.all(Array.from({ length: SESSIONS }, () => t.login()));

    const answers = await Promise.all(quotes.map((q, i) => finalize(q, sessions[i % SESSIONS])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(13);
    expect(codes.filter((c) => c === 422)).toHaveLength(37);
    const refusal = answers.find((a) => a.statusCode === 422)!.json();
    expect(refusal.violations[0].propertyPath).toBe('items[1].QtPedida');
    expect(refusal.violations[0].message).toMatch(/^Estoque insuficiente .* disponível 1, pedido 3$/);

    const balance = await one<{ onHand: string; reserved: string }>(sql`select qt_estoque as "onHand", qt_reservada as reserved from estoque_saldos where id_lote = ${lot.json().IdLote}`);
    expect(balance).toEqual({ onHand: '40.000', reserved: '39.000' });
    // A refused quote stays an open quote and reserved nothing.
    const ids = sql.join(quotes.map((q) => sql`${q}`), sql`, `);
    expect(await one(sql`select count(*)::int as n from pedido_venda where cod_pedido in (${ids}) and tp_pedido_de_venda = 'O' and status_pedido = 'A'`)).toEqual({ n: 37 });
    expect(await one(sql`select count(*)::int as n from estoque_movimentos where id_lote = ${lot.json().IdLote} and tp_movimento = 'R'`)).toEqual({ n: 13 });
  }, 120_000);

  it('20 updates of one quote sent with the same version: one is saved, nineteen answer 409 and change nothing', async () => {
    const quote = await quoteWith([]);
    const { version } = (await t.call('GET', `/api/pedido_vendas/${quote}`, { token: admin })).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('PUT', `/api/pedido_vendas/${quote}/atualiza`, { token: admin, body: { version, DsObservacao: `Versão ${i}` } })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)!.json()['hydra:description']).toBe('This order was already updated');
    const saved = answers.findIndex((a) => a.statusCode === 200);
    const after = (await t.call('GET', `/api/pedido_vendas/${quote}`, { token: admin })).json();
    expect([after.DsObservacao, after.version]).toEqual([`Versão ${saved}`, answers[saved].json().version]);
  }, 60_000);

  it('20 updates of one markup (a generated resource write) sent with the same version: one 200, nineteen 409', async () => {
    const created = await t.call('POST', '/api/markup', { token: admin, body: { NmMarkup: 'Concorrência', PcImpostos: '18', PcLucro: '10' } });
    expect(created.statusCode, created.body).toBe(201);
    const { IdMarkup, version } = created.json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('PUT', `/api/markup/${IdMarkup}`, { token: admin, body: { version, NmMarkup: `Concorrência ${i}` } })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    // A markup is not an order: its 409 says so in the user's language.
    expect(answers.find((a) => a.statusCode === 409)!.json()['hydra:description']).toBe('Outra pessoa alterou este registro enquanto você o editava: recarregue para ver como ficou');
    const after = (await t.call('GET', `/api/markup/${IdMarkup}`, { token: admin })).json();
    expect(after.version).toBe(version + 1);
    expect(after.NmMarkup).toBe(answers.find((a) => a.statusCode === 200)!.json().NmMarkup);
  }, 60_000);
});
