import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoDateIn } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { demoCompanyId, ensureClients, generateItems, generateOrders } from '../src/seed/orders.ts';
import { salesSections } from '../src/modules/inicio/inicio.service.ts';
import { cachedFor } from '../src/modules/inicio/dashboard-cache.ts';
import type { Executor } from '../src/platform/db/client.ts';

// The home dashboard's sales figures, read by grouped queries (and kept 30 s), against the plain reading
// they replaced: one correlated sum per month and the queries as they were, on orders across three years,
// every status and type, with phases, conversions, items and another company's orders beside them.

let t: TestApp;
let admin: string;
let company: number;
let other: number;
let today: string;

type Row = Record<string, unknown>;
const rows = async (db: Executor, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const SALE = sql`tp_pedido_de_venda = 'P' and status_pedido <> 'C'`;
const PENDING = sql`status_pedido not in ('C', 'T', 'D')`;

/** The sales sections as they were read before: the reference the new reading must equal. */
async function reference(db: Executor, company: number, today: string) {
  const vendasPorMes = await rows(
    db,
    sql`with meses as (select generate_series(date_trunc('month', ${today}::date) - interval '11 months', date_trunc('month', ${today}::date), interval '1 month')::date as mes)
        select to_char(m.mes, 'YYYY-MM') as mes,
          coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE}
            and dt_emissao >= m.mes and dt_emissao < m.mes + interval '1 month'), 0)::numeric(14,2)::text as atual,
          coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE}
            and dt_emissao >= m.mes - interval '1 year' and dt_emissao < m.mes - interval '1 year' + interval '1 month'), 0)::numeric(14,2)::text as anterior
        from meses m order by m.mes`,
  );
  const [conversao] = await rows(
    db,
    sql`select count(*)::int as orcamentos, count(dt_finalizacao)::int as convertidos from pedido_venda
        where cd_empresa = ${company} and (tp_pedido_de_venda = 'O' or dt_finalizacao is not null) and dt_emissao >= ${today}::date - interval '12 months'`,
  );
  const pedidosPorStatus = await rows(
    db,
    sql`select status_pedido as "StatusPedido", count(*)::int as pedidos from pedido_venda where cd_empresa = ${company} group by status_pedido order by status_pedido`,
  );
  const pedidosPorFase = await rows(
    db,
    sql`select f.nm_fase as "NmFase", count(*)::int as pedidos from pedido_venda p left join work_flow_item_fases f on f.id_work_flow_item_fase = p.id_work_flow_item_fase
        where p.cd_empresa = ${company} and p.tp_pedido_de_venda = 'P' and ${PENDING} group by f.nm_fase order by count(*) desc, f.nm_fase limit 10`,
  );
  const [entregas] = await rows(
    db,
    sql`select count(*) filter (where dt_entrega < ${today}::date)::int as atrasadas, count(*) filter (where dt_entrega = ${today}::date)::int as hoje
        from pedido_venda where cd_empresa = ${company} and tp_pedido_de_venda = 'P' and ${PENDING} and dt_entrega <= ${today}::date`,
  );
  const topClientes = await rows(
    db,
    sql`select id_cliente as "IdCliente", max(cliente) as "Cliente", sum(vl_total)::numeric(14,2)::text as "VlTotal" from pedido_venda
        where cd_empresa = ${company} and ${SALE} and id_cliente is not null and dt_emissao >= ${today}::date - interval '12 months'
        group by id_cliente order by sum(vl_total) desc, id_cliente limit 5`,
  );
  const topProdutos = await rows(
    db,
    sql`select i.id_produto as "IdProduto", max(pr.nm_produto) as "NmProduto", sum(i.vl_total)::numeric(14,2)::text as "VlTotal"
        from pedido_venda_items i join pedido_venda p on p.cod_pedido = i.cod_pedido join produtos pr on pr.id_produto = i.id_produto
        where p.cd_empresa = ${company} and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' and i.st_item = 'A' and p.dt_emissao >= ${today}::date - interval '12 months'
        group by i.id_produto order by sum(i.vl_total) desc, i.id_produto limit 5`,
  );
  return { vendasPorMes, conversao, pedidosPorStatus, pedidosPorFase, entregas, topClientes, topProdutos };
}

/** What the dashboard shows of sales, without the JSON-LD envelope and the other sections. */
const salesOf = (d: Row) => {
  const { vendasPorMes, conversao, pedidosPorStatus, pedidosPorFase, entregas, topClientes, topProdutos } = d;
  return { vendasPorMes, conversao, pedidosPorStatus, pedidosPorFase, entregas, topClientes, topProdutos };
};

/** Gives a company's orders what the volume generator leaves out: phases, conversions, deliveries due today. */
async function vary(db: Executor, company: number, today: string) {
  await db.execute(sql`update pedido_venda p set id_work_flow_item_fase = f.id
    from (select id_work_flow_item_fase as id, row_number() over (order by id_work_flow_item_fase) - 1 as n, count(*) over () as c from work_flow_item_fases) f
    where p.cd_empresa = ${company} and p.cod_pedido % 3 <> 0 and f.n = p.cod_pedido % f.c`);
  await db.execute(sql`update pedido_venda set dt_finalizacao = dt_emissao + interval '2 days' where cd_empresa = ${company} and cod_pedido % 4 = 0`);
  await db.execute(sql`update pedido_venda set dt_entrega = ${today}::date where cd_empresa = ${company} and cod_pedido % 97 = 0`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await demoCompanyId(t.database.db))!;
  const otherToken = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  other = (await t.call('GET', '/api/users/me', { token: otherToken })).json().company;
  // The day the dashboard reads (the API's own): not opened here, so that its first open comes after the data.
  today = isoDateIn();
}, 120_000);
afterAll(() => t?.close());

describe('the home dashboard against the plain reading', () => {
  it('answers the demo exactly as the correlated sums did', async () => {
    expect(await salesSections(t.database.db, company, today)).toEqual(await reference(t.database.db, company, today));
  });

  it('answers a generated dataset exactly, through the API too, and never counts another company', async () => {
    const db = t.database.db;
    await ensureClients(db, company, 40);
    await ensureClients(db, other, 10);
    await generateOrders(db, { company, count: 4000 });
    await generateOrders(db, { company: other, count: 600 });
    await generateItems(db, { company });
    await generateItems(db, { company: other });
    await vary(db, company, today);
    await vary(db, other, today);

    const expected = await reference(db, company, today);
    // The data reaches every section: months with and without sales a year before, several phases and statuses.
    expect(expected.vendasPorMes.filter((m) => m.atual !== '0.00' && m.anterior !== '0.00').length).toBeGreaterThan(6);
    expect(expected.pedidosPorStatus.length).toBeGreaterThan(5);
    expect(expected.pedidosPorFase.length).toBeGreaterThan(2);
    expect(expected.topProdutos).toHaveLength(5);
    expect((expected.entregas as Row).hoje).toBeGreaterThan(0);
    expect((expected.conversao as Row).convertidos).toBeGreaterThan(0);

    const mine = await salesSections(db, company, today);
    expect(mine).toEqual(expected);
    expect(await salesSections(db, other, today)).toEqual(await reference(db, other, today));

    // The API's first open (nothing cached yet), and the second, from the cache, alike.
    for (let i = 0; i < 2; i++) {
      const res = await t.call('GET', '/api/dashboard/home', { token: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().hoje).toBe(today);
      expect(salesOf(res.json())).toEqual(expected);
    }

    // Another company's orders of this month change nothing of this one's.
    await generateOrders(db, { company: other, count: 300, days: 20 });
    expect(await salesSections(db, company, today)).toEqual(mine);
    expect(await salesSections(db, other, today)).not.toEqual(await salesSections(db, company, today));
  }, 300_000);
});

describe('the dashboard cache', () => {
  it('reuses a reading for 30 s, then reads again; concurrent opens share one reading; a failure is not kept', async () => {
    const owner = {};
    let reads = 0;
    const load = async () => ++reads;
    const start = 1_000_000;
    const [a, b] = await Promise.all([cachedFor(owner, 'k', load, start), cachedFor(owner, 'k', load, start)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    expect(await cachedFor(owner, 'k', load, start + 29_999)).toBe(1);
    expect(await cachedFor(owner, 'k', load, start + 30_000)).toBe(2);
    // Another company (key) or another application instance (owner) reads its own.
    expect(await cachedFor(owner, 'other', load, start + 30_000)).toBe(3);
    expect(await cachedFor({}, 'k', load, start + 30_000)).toBe(4);
    await expect(cachedFor(owner, 'bad', () => Promise.reject(new Error('down')), start)).rejects.toThrow('down');
    expect(await cachedFor(owner, 'bad', load, start + 1)).toBe(5);
  });
});
