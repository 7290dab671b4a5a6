import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ESTIMATE_TTL_MS } from '../src/platform/resources/filters.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { countOrders, demoCompanyId, ensureClients, generateOrders, vacuumOrders } from '../src/seed/orders.ts';

let t: TestApp;
let token: string;
let company: number;
let orders: number;

beforeAll(async () => {
  t = await createTestApp();
  company = (await demoCompanyId(t.database.db))!;
  await ensureClients(t.database.db, company, 30);
  await generateOrders(t.database.db, { company, count: 14_000 });
  // The statistics a seed leaves (autovacuum keeps them on a server).
  await vacuumOrders(t.database);
  orders = await countOrders(t.database.db, company);
  token = await t.login();
}, 120_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.call('GET', `/api/pedido_vendas?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const exact = async (where: ReturnType<typeof sql>) =>
  Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company} and ${where}`))[0].n);

describe('totals of large lists', () => {
  it('answers the estimate of an unfiltered list over 10 000 rows, flagged, and the exact count when asked', async () => {
    const estimated = await list('itemsPerPage=30');
    expect(estimated.estimatedTotal).toBe(true);
    expect(estimated['hydra:member']).toHaveLength(30);
    expect(estimated['hydra:totalItems']).toBeGreaterThan(10_000);
    expect(Math.abs(estimated['hydra:totalItems'] - orders) / orders).toBeLessThan(0.2);
    expect(estimated['hydra:view']['hydra:next']).toContain('page=2');

    const counted = await list('itemsPerPage=30&exactCount=true');
    expect(counted.estimatedTotal).toBeUndefined();
    expect(counted['hydra:totalItems']).toBe(orders);
  });

  it('estimates a filtered list the planner expects to be large, and counts a small one exactly', async () => {
    const wide = await list('DtEmissao[after]=2000-01-01');
    expect(wide.estimatedTotal).toBe(true);
    expect(wide['hydra:totalItems']).toBeGreaterThan(10_000);

    const [client] = await t.database.rows<{ id: number }>(sql`select id_cliente as id from pedido_venda where cd_empresa = ${company} limit 1`);
    const narrow = await list(`IdCliente=${client.id}`);
    expect(narrow.estimatedTotal).toBeUndefined();
    expect(narrow['hydra:totalItems']).toBe(await exact(sql`id_cliente = ${client.id}`));
  });

  it('counts small tables exactly', async () => {
    const people = (await t.call('GET', '/api/people?itemsPerPage=2', { token })).json();
    expect(people.estimatedTotal).toBeUndefined();
    expect(people['hydra:totalItems']).toBe(Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from people where company_id = ${company}`))[0].n));
  });
});

describe('client search over all dates (NmCliente)', () => {
  it('lists the orders of the clients whose name contains the text, accents and case ignored', async () => {
    const [client] = await t.database.rows<{ id: number; name: string }>(
      sql`select p.id, p.name from people p where exists (select 1 from pedido_venda o where o.id_cliente = p.id) order by p.id limit 1`,
    );
    const typed = client.name.split(' ').slice(0, 2).join(' ').toUpperCase();
    const body = await list(`NmCliente=${encodeURIComponent(typed)}&itemsPerPage=200&exactCount=true`);
    const expected = await exact(sql`id_cliente in (select id from people where search_text(name) like search_text(${`%${typed}%`}))`);
    expect(expected).toBeGreaterThan(0);
    expect(body['hydra:totalItems']).toBe(expected);
    const ids = new Set(body['hydra:member'].map((m: { IdCliente: number }) => m.IdCliente));
    expect(ids.has(client.id)).toBe(true);
    expect((await list('NmCliente=nenhum%20cliente%20tem%20este%20nome'))['hydra:totalItems']).toBe(0);
  });
});

// Last: it adds orders.
describe('an estimate kept for the same conditions', () => {
  it('answers the same estimate within ESTIMATE_TTL_MS without asking the planner, and asks again after it; counts a small list every time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // A list the planner says is small is counted exactly on every request, even when that answer is kept.
      const [client] = await t.database.rows<{ id: number }>(
        sql`select id_cliente as id from pedido_venda where cd_empresa = ${company} group by id_cliente having count(*) > 30 order by id_cliente limit 1`,
      );
      const narrow = await list(`IdCliente=${client.id}`);
      expect(narrow.estimatedTotal).toBeUndefined();
      await t.database.rows(
        sql`update pedido_venda set id_cliente = (select min(id_cliente) from pedido_venda where id_cliente <> ${client.id}) where cod_pedido = (select max(cod_pedido) from pedido_venda where id_cliente = ${client.id})`,
      );
      const counted = await list(`IdCliente=${client.id}`);
      expect(counted.estimatedTotal).toBeUndefined();
      expect(counted['hydra:totalItems']).toBe(narrow['hydra:totalItems'] - 1);
      expect(counted['hydra:totalItems']).toBe(await exact(sql`id_cliente = ${client.id}`));

      const query = 'itemsPerPage=30&DtEmissao[after]=2001-01-01';
      const before = await list(query);
      expect(before.estimatedTotal).toBe(true);
      // Half as many orders again, and the statistics that say so: the planner's estimate grows.
      await generateOrders(t.database.db, { company, count: 7_000 });
      await vacuumOrders(t.database);
      const grown = await countOrders(t.database.db, company);

      vi.setSystemTime(Date.now() + ESTIMATE_TTL_MS / 2);
      const kept = await list(query);
      expect(kept.estimatedTotal).toBe(true);
      expect(kept['hydra:totalItems']).toBe(before['hydra:totalItems']);
      // Other conditions are not given it, and an exact count is counted.
      expect((await list(`${query}&exactCount=true`))['hydra:totalItems']).toBe(await exact(sql`dt_emissao > '2001-01-01'`));
      const other = await list('itemsPerPage=30&DtEmissao[after]=2002-01-01');
      expect(other.estimatedTotal).toBe(true);
      expect(Math.abs(other['hydra:totalItems'] - grown) / grown).toBeLessThan(0.2);

      vi.setSystemTime(Date.now() + ESTIMATE_TTL_MS);
      const asked = await list(query);
      expect(asked.estimatedTotal).toBe(true);
      expect(asked['hydra:totalItems']).toBeGreaterThan(before['hydra:totalItems'] * 1.3);
      expect(Math.abs(asked['hydra:totalItems'] - grown) / grown).toBeLessThan(0.2);
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);
});
