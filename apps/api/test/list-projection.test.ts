import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, getViewName, getViewSelectedFields, is, sql, Column } from 'drizzle-orm';
import { PRODUTO_LIST } from '@backoffice/domain';
import type { PgView } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from './helpers.ts';
import { resources } from '../src/modules/index.ts';
import { demoCompanyId } from '../src/seed/orders.ts';
import { DEMO } from '../src/seed/accounts.ts';

/**
 * A view that declares `projects` has its list's keys and count found on that table (projection.ts), wherever the
 * conditions and the sort name only columns the table has under the same name. That is right only if the view keeps
 * every row of the table once and each such column holds the table's own value: checked here on the demo data, for
 * every projecting view, so that a view which one day computes a column under a table column's name fails here.
 */

let t: TestApp;
let token: string;
let company: number;
let sent: string[] | null = null;

beforeAll(async () => {
  t = await createTestApp();
  company = (await demoCompanyId(t.database.db))!;
  // Stock spread over the demo products, so that a range holds some and not others.
  await t.database.rows(sql`update produtos set qt_estoque = (id_produto * 37) % 50 where company_id = ${company}`);
  token = await t.login();
  const client = (t.database.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } }).session.client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const config = args[0] as string | { text: string };
    sent?.push(typeof config === 'string' ? config : config.text);
    return query(...args);
  };
}, 120_000);
afterAll(() => t?.close());

const projecting = resources.filter((r) => r.projects);

describe('views that project a table', () => {
  it('are declared (the product list, the orders and quotes, ...)', () => {
    expect(projecting.map((r) => r.path)).toEqual(expect.arrayContaining([PRODUTO_LIST.path, '/vw_pedidos', '/orcamentos']));
  });

  for (const resource of projecting) {
    it(`${resource.path}: one row per row of the table, and its columns named like the table's hold the table's values`, async () => {
      const view = resource.source as PgView;
      const table = resource.projects!;
      const viewName = getViewName(view);
      const tableName = getTableName(table);
      const tableColumns = new Set(Object.values(getTableColumns(table)).map((c) => c.name));
      const shared = Object.values(getViewSelectedFields(view))
        .filter((f): f is Column => is(f, Column))
        .map((c) => c.name)
        .filter((name) => tableColumns.has(name));
      const id = resource.columns[resource.id!].name;
      expect(shared).toContain(id);
      const q = (name: string) => sql.identifier(name);
      const [counts] = await t.database.rows<{ v: number; t: number; ids: number }>(
        sql`select (select count(*)::int from ${q(viewName)}) as v, (select count(*)::int from ${q(tableName)}) as t,
          (select count(distinct ${q(id)})::int from ${q(viewName)}) as ids`,
      );
      expect(counts.v, `${viewName} has as many rows as ${tableName}`).toBe(counts.t);
      expect(counts.ids, `${viewName} has each row once`).toBe(counts.v);
      const differing = sql.join(
        shared.map((c) => sql`count(*) filter (where v.${q(c)} is distinct from t.${q(c)})::int as ${q(c)}`),
        sql`, `,
      );
      const [diff] = await t.database.rows<Record<string, number>>(
        sql`select ${differing} from ${q(viewName)} v join ${q(tableName)} t on t.${q(id)} = v.${q(id)}`,
      );
      expect(Object.entries(diff).filter(([, n]) => Number(n) > 0)).toEqual([]);
    });
  }
});

describe('the product list by stock', () => {
  const list = async (query: string) => {
    sent = [];
    const res = await t.call('GET', `/api${PRODUTO_LIST.path}?${query}`, { token });
    const statements = sent;
    sent = null;
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json(), statements: statements.filter((s) => s.includes('"vw_produtos"') || s.includes('"produtos"')) };
  };

  it('finds the page and its count on the products table, and answers what the view holds', async () => {
    const { body, statements } = await list('itemsPerPage=5&QtEstoque[between]=10..30&order[QtEstoque]=desc');
    const expected = await t.database.rows<{ id: number }>(
      sql`select id_produto as id from vw_produtos where company_id = ${company} and qt_estoque between 10 and 30 order by qt_estoque desc, id_produto desc`,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(body['hydra:member'].map((m: { IdProduto: number }) => m.IdProduto)).toEqual(expected.slice(0, 5).map((r) => r.id));
    expect(body['hydra:totalItems']).toBe(expected.length);
    // Two statements: the keys and the count read the table alone; the view is read for the page's rows only, by
    // their keys (the same text for every page of this sort: prepared once per connection).
    expect(statements).toHaveLength(2);
    expect(statements[0]).not.toMatch(/vw_produtos/);
    expect(statements[0]).toMatch(/select "id_produto" from "produtos" where/);
    expect(statements[0]).toMatch(/select count\(\*\)::int from "produtos" where/);
    expect(statements[1]).toMatch(/ from "vw_produtos" where "vw_produtos"."id_produto" = any\(\$1\) order by "vw_produtos"."qt_estoque" desc/);

    // Page 2 finds its keys on the table too, and reads its rows with the same statement.
    const second = await list('itemsPerPage=5&page=2&QtEstoque[between]=10..30&order[QtEstoque]=desc');
    expect(second.body['hydra:member'].map((m: { IdProduto: number }) => m.IdProduto)).toEqual(expected.slice(5, 10).map((r) => r.id));
    expect(second.body['hydra:totalItems']).toBe(expected.length);
    expect(second.statements[0]).toMatch(/select "id_produto" from "produtos" where/);
    expect(second.statements[1]).toBe(statements[1]);
  });

  it("another company's user finds, on the table, only that company's products", async () => {
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    await t.database.rows(sql`update produtos set qt_estoque = 20 where company_id <> ${company}`);
    sent = [];
    const res = await t.call('GET', `/api${PRODUTO_LIST.path}?itemsPerPage=50&QtEstoque[between]=10..30&order[QtEstoque]=desc`, { token: other });
    const statements = sent.filter((s) => s.includes('"produtos"'));
    sent = null;
    expect(res.statusCode, res.body).toBe(200);
    expect(statements[0]).toMatch(/select "id_produto" from "produtos" where/);
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from produtos p join people c on c.id = p.company_id where p.company_id <> ${company} and c.document = ${DEMO.other.document}`,
    );
    expect(n).toBeGreaterThan(0);
    const members = res.json()['hydra:member'] as { company: string | number; IdProduto: number }[];
    expect(members).toHaveLength(Math.min(n, 50));
    expect(res.json()['hydra:totalItems']).toBe(n);
    const mine = await t.database.rows<{ id: number }>(sql`select id_produto as id from produtos where company_id = ${company}`);
    const demoIds = new Set(mine.map((r) => r.id));
    expect(members.filter((m) => demoIds.has(m.IdProduto))).toEqual([]);
  });

  it('stays on the view when a condition or the sort names a column the table lacks (a joined name)', async () => {
    const { body, statements } = await list('itemsPerPage=5&QtEstoque[between]=10..30&order[NmFamiliaProduto]=asc');
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    expect(statements[0]).not.toMatch(/from "produtos"/);
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from vw_produtos where company_id = ${company} and qt_estoque between 10 and 30`,
    );
    expect(body['hydra:totalItems']).toBe(n);
  });
});
