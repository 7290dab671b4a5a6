import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoDateIn } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { demoCompanyId, ensureClients, generateItems, generateOrders } from '../src/seed/orders.ts';
import { salesSections } from '../src/modules/inicio/inicio.service.ts';
import { compactSalesTotals } from '../src/modules/vendas/totais.service.ts';
import { registerJobHandlers, schedulePeriodicJobs } from '../src/jobs.ts';
import { runJobs } from './fiscal-helpers.ts';
import type { Executor } from '../src/platform/db/client.ts';

// The home dashboard's sales figures, read from the totals the triggers keep (vendas/totais.table.ts), against the
// plain reading of the orders over the same twelve calendar months, on orders across three years, every status and
// type, with phases, conversions, items and another company's orders beside them; then every kind of write leaves
// the totals equal to a recount, compaction keeps them, and two writers of one company do not wait for each other.

let t: TestApp;
let admin: string;
let company: number;
let other: number;
let today: string;

type Row = Record<string, unknown>;
const rows = async (db: Executor, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const SALE = sql`tp_pedido_de_venda = 'P' and status_pedido <> 'C'`;
const PENDING = sql`status_pedido not in ('C', 'T', 'D')`;

// The twelve calendar months of the chart (the current one and the eleven before), in the company's time zone.
const MES = (col: ReturnType<typeof sql>) => sql`date_trunc('month', ${col} at time zone 'America/Sao_Paulo')::date`;
const IN_YEAR = (today: string, col = sql`dt_emissao`) =>
  sql`${MES(col)} between date_trunc('month', ${today}::date)::date - interval '11 months' and date_trunc('month', ${today}::date)::date`;

/** The sales sections read from the orders themselves, as the plain queries would: what the totals must equal. */
async function reference(db: Executor, company: number, today: string) {
  const vendasPorMes = await rows(
    db,
    sql`with meses as (select generate_series(date_trunc('month', ${today}::date) - interval '11 months', date_trunc('month', ${today}::date), interval '1 month')::date as mes)
        select to_char(m.mes, 'YYYY-MM') as mes,
          coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE} and ${MES(sql`dt_emissao`)} = m.mes), 0)::numeric(14,2)::text as atual,
          case when f.primeiro is null or (m.mes - interval '1 year')::date < f.primeiro then null else
          coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE} and ${MES(sql`dt_emissao`)} = (m.mes - interval '1 year')::date), 0)::numeric(14,2)::text end as anterior
        from meses m, (select min(${MES(sql`dt_emissao`)}) as primeiro from pedido_venda where cd_empresa = ${company}) f order by m.mes`,
  );
  const [conversao] = await rows(
    db,
    sql`select count(*)::int as orcamentos, count(dt_finalizacao)::int as convertidos from pedido_venda
        where cd_empresa = ${company} and (tp_pedido_de_venda = 'O' or dt_finalizacao is not null) and ${IN_YEAR(today)}`,
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
  // Named as on the client's latest sale of the twelve months.
  const topClientes = await rows(
    db,
    sql`select id_cliente as "IdCliente",
          (array_agg(cliente order by dt_emissao desc, cod_pedido desc))[1] as "Cliente", sum(vl_total)::numeric(14,2)::text as "VlTotal" from pedido_venda
        where cd_empresa = ${company} and ${SALE} and id_cliente is not null and ${IN_YEAR(today)}
        group by id_cliente order by sum(vl_total) desc, id_cliente limit 5`,
  );
  const topProdutos = await rows(
    db,
    sql`select i.id_produto as "IdProduto", max(pr.nm_produto) as "NmProduto", sum(i.vl_total)::numeric(14,2)::text as "VlTotal"
        from pedido_venda_items i join pedido_venda p on p.cod_pedido = i.cod_pedido join produtos pr on pr.id_produto = i.id_produto
        where p.cd_empresa = ${company} and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' and i.st_item = 'A' and ${IN_YEAR(today, sql`p.dt_emissao`)}
        group by i.id_produto order by sum(i.vl_total) desc, i.id_produto limit 5`,
  );
  return { vendasPorMes, conversao, pedidosPorStatus, pedidosPorFase, entregas, topClientes, topProdutos };
}

/**
 * Every totals table, its rows summed per group (zero groups left out), against the same groups counted from the
 * orders and items now: equal after any write if the triggers missed nothing.
 */
async function expectTotalsEqualRecount(db: Executor) {
  const sale = sql`tp_pedido_de_venda = 'P' and status_pedido <> 'C'`;
  const pairs: [ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
    [
      sql`select cd_empresa, mes::text, status_pedido, sum(qt_pedidos)::int as a, sum(qt_orcamentos)::int as b, sum(qt_convertidos)::int as c, sum(vl_vendas)::text as v
          from pedido_venda_totais group by 1, 2, 3 having sum(qt_pedidos) <> 0 or sum(qt_orcamentos) <> 0 or sum(qt_convertidos) <> 0 or sum(vl_vendas) <> 0 order by 1, 2, 3`,
      sql`select cd_empresa, ${MES(sql`dt_emissao`)}::text as mes, status_pedido, count(*)::int as a,
            count(*) filter (where tp_pedido_de_venda = 'O' or dt_finalizacao is not null)::int as b, count(dt_finalizacao)::int as c,
            coalesce(sum(vl_total) filter (where ${sale}), 0)::numeric(16,2)::text as v
          from pedido_venda group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      sql`select cd_empresa, mes::text, id_cliente, sum(qt_vendas)::int as a, sum(vl_vendas)::text as v from pedido_venda_totais_clientes
          group by 1, 2, 3 having sum(qt_vendas) <> 0 or sum(vl_vendas) <> 0 order by 1, 2, 3`,
      sql`select cd_empresa, ${MES(sql`dt_emissao`)}::text as mes, id_cliente, count(*)::int as a, sum(vl_total)::numeric(16,2)::text as v from pedido_venda
          where ${sale} and id_cliente is not null group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      sql`select cd_empresa, mes::text, id_produto, sum(qt_itens)::int as a, sum(vl_vendas)::text as v from pedido_venda_totais_produtos
          group by 1, 2, 3 having sum(qt_itens) <> 0 or sum(vl_vendas) <> 0 order by 1, 2, 3`,
      sql`select p.cd_empresa, ${MES(sql`p.dt_emissao`)}::text as mes, i.id_produto, count(*)::int as a, sum(i.vl_total)::numeric(16,2)::text as v
          from pedido_venda_items i join pedido_venda p on p.cod_pedido = i.cod_pedido
          where p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' and i.st_item = 'A' group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      sql`select cd_empresa, dt_entrega::text, id_work_flow_item_fase, sum(qt_pedidos)::int as a from pedido_venda_totais_pendentes
          group by 1, 2, 3 having sum(qt_pedidos) <> 0 order by 1, 2, 3`,
      sql`select cd_empresa, dt_entrega::text, id_work_flow_item_fase, count(*)::int as a from pedido_venda
          where tp_pedido_de_venda = 'P' and ${PENDING} group by 1, 2, 3 order by 1, 2, 3`,
    ],
  ];
  for (const [kept, counted] of pairs) expect(await rows(db, kept)).toEqual(await rows(db, counted));
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
  it('answers the demo exactly as the plain reading of the orders does', async () => {
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
    expect(expected.vendasPorMes.filter((m) => m.atual !== '0.00' && m.anterior !== null && m.anterior !== '0.00').length).toBeGreaterThan(6);
    expect(expected.pedidosPorStatus.length).toBeGreaterThan(5);
    expect(expected.pedidosPorFase.length).toBeGreaterThan(2);
    expect(expected.topProdutos).toHaveLength(5);
    expect((expected.entregas as Row).hoje).toBeGreaterThan(0);
    expect((expected.conversao as Row).convertidos).toBeGreaterThan(0);

    const mine = await salesSections(db, company, today);
    expect(mine).toEqual(expected);
    expect(await salesSections(db, other, today)).toEqual(await reference(db, other, today));

    // Through the API, twice alike.
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

describe('the totals after every kind of write', () => {
  it('equal a recount from the orders and items after each write, and through compaction', async () => {
    const db = t.database.db;
    const check = async () => {
      await expectTotalsEqualRecount(db);
      expect(await salesSections(db, company, today)).toEqual(await reference(db, company, today));
    };
    // The generated orders and items came by bulk INSERT ... SELECT, and vary() changed phases, conversions and deliveries in bulk.
    await check();
    const one = async (query: ReturnType<typeof sql>) => (await rows(db, query))[0];
    const { cod_pedido: id } = await one(sql`insert into pedido_venda (cd_empresa, id_cliente, cliente, status_pedido, tp_pedido_de_venda, vl_total, dt_entrega)
      select ${company}, id_cliente, cliente, 'A', 'P', 123.45, ${today}::date from pedido_venda where cd_empresa = ${company} and id_cliente is not null
      order by cod_pedido limit 1 returning cod_pedido`);
    await check();
    // Items: inserted, changed, cancelled, moved to another product, deleted.
    await db.execute(sql`insert into pedido_venda_items (cod_pedido, cd_empresa, id_produto, qt_pedida, id_tipo_medida, vl_unitario, vl_total, nr_posicao)
      select ${id}, ${company}, id_produto, 2, id_tipo_medida, 500, 1000.10 * n, n from (
        select distinct on (i.id_produto) i.id_produto, i.id_tipo_medida, row_number() over () as n from pedido_venda_items i where i.cd_empresa = ${company} limit 3) x`);
    await check();
    await db.execute(sql`update pedido_venda_items set vl_total = vl_total + 7.77 where cod_pedido = ${id} and nr_posicao = 1`);
    await db.execute(sql`update pedido_venda_items set st_item = 'C' where cod_pedido = ${id} and nr_posicao = 2`);
    await check();
    await db.execute(sql`update pedido_venda_items set id_produto = (select id_produto from pedido_venda_items where cod_pedido = ${id} and nr_posicao = 1) where cod_pedido = ${id} and nr_posicao = 3`);
    await db.execute(sql`delete from pedido_venda_items where cod_pedido = ${id} and nr_posicao = 1`);
    await check();
    // The order: value, status (to cancelled and back), client, month, type, conversion, phase and delivery, company.
    await db.execute(sql`update pedido_venda set vl_total = 999.99 where cod_pedido = ${id}`);
    await db.execute(sql`update pedido_venda set status_pedido = 'L' where cod_pedido = ${id}`);
    await check();
    await db.execute(sql`update pedido_venda set status_pedido = 'C' where cod_pedido = ${id}`);
    await check();
    await db.execute(sql`update pedido_venda set status_pedido = 'T' where cod_pedido = ${id}`);
    await db.execute(sql`update pedido_venda set id_cliente = (select max(id_cliente) from pedido_venda where cd_empresa = ${company}) where cod_pedido = ${id}`);
    await check();
    await db.execute(sql`update pedido_venda set dt_emissao = dt_emissao - interval '40 days', dt_finalizacao = now() where cod_pedido = ${id}`);
    await check();
    await db.execute(sql`update pedido_venda set tp_pedido_de_venda = 'O', status_pedido = 'A' where cod_pedido = ${id}`);
    await db.execute(sql`update pedido_venda set tp_pedido_de_venda = 'P', dt_entrega = ${today}::date - 3,
      id_work_flow_item_fase = (select min(id_work_flow_item_fase) from work_flow_item_fases) where cod_pedido = ${id}`);
    await check();
    await db.execute(sql`update pedido_venda set cd_empresa = ${other} where cod_pedido = ${id}`);
    await check();
    await db.execute(sql`update pedido_venda set cd_empresa = ${company} where cod_pedido = ${id}`);
    // Deleted with its items (they go by the cascade).
    await db.execute(sql`delete from pedido_venda where cod_pedido = ${id}`);
    await check();
    // In bulk: orders copied by INSERT ... SELECT with their items, a mass status change, a mass delete of items and of orders.
    await db.execute(sql`insert into pedido_venda (cd_empresa, id_cliente, cliente, status_pedido, tp_pedido_de_venda, dt_emissao, dt_entrega, vl_total, ds_observacao)
      select cd_empresa, id_cliente, cliente, status_pedido, tp_pedido_de_venda, dt_emissao, dt_entrega, vl_total, 'copy ' || cod_pedido
      from pedido_venda where cd_empresa = ${company} and cod_pedido % 10 = 1`);
    await db.execute(sql`insert into pedido_venda_items (cod_pedido, cd_empresa, id_produto, qt_pedida, id_tipo_medida, vl_unitario, vl_total, nr_posicao, st_item)
      select c.cod_pedido, i.cd_empresa, i.id_produto, i.qt_pedida, i.id_tipo_medida, i.vl_unitario, i.vl_total, i.nr_posicao, i.st_item
      from pedido_venda c join pedido_venda_items i on i.cod_pedido = substr(c.ds_observacao, 6)::int where c.ds_observacao like 'copy %'`);
    await check();
    await db.execute(sql`update pedido_venda set status_pedido = case status_pedido when 'C' then 'A' else 'C' end where ds_observacao like 'copy %' and cod_pedido % 3 = 0`);
    await db.execute(sql`delete from pedido_venda_items where cod_pedido in (select cod_pedido from pedido_venda where ds_observacao like 'copy %' and cod_pedido % 3 = 1)`);
    await check();
    await db.execute(sql`delete from pedido_venda where ds_observacao like 'copy %' and cod_pedido % 2 = 0`);
    await check();

    // Compaction: far fewer rows, the same sums, the same dashboard.
    const count = async () => (await one(sql`select ((select count(*) from pedido_venda_totais) + (select count(*) from pedido_venda_totais_clientes)
      + (select count(*) from pedido_venda_totais_produtos) + (select count(*) from pedido_venda_totais_pendentes))::int as n`)).n as number;
    const before = await count();
    const dashboard = await salesSections(db, company, today);
    expect(await compactSalesTotals(db, company)).toBeGreaterThan(0);
    await compactSalesTotals(db);
    expect(await count()).toBeLessThan(before);
    expect(await compactSalesTotals(db)).toBe(0);
    await check();
    expect(await salesSections(db, company, today)).toEqual(dashboard);
  }, 300_000);

  it('are compacted by a job the worker queues at start, which queues its next run; one waits at a time', async () => {
    const db = t.database.db;
    await db.execute(sql`update pedido_venda set vl_total = vl_total + 1 where cd_empresa = ${company} and cod_pedido % 50 = 0`);
    await db.execute(sql`update pedido_venda set vl_total = vl_total - 1 where cd_empresa = ${company} and cod_pedido % 50 = 0`);
    const deltas = async () => (await rows(db, sql`select count(*)::int as n from (select 1 from pedido_venda_totais_clientes group by cd_empresa, mes, id_cliente having count(*) > 1) g`))[0].n;
    expect(await deltas()).toBeGreaterThan(0);
    const deps = { database: t.database, settings: t.settings, storage: t.app.storage };
    registerJobHandlers(t.jobs, deps);
    await schedulePeriodicJobs(t.jobs, deps);
    await schedulePeriodicJobs(t.jobs, deps);
    const waiting = async () =>
      rows(db, sql`select run_at > now() + interval '9 minutes' as later from jobs where queue = 'vendas-totais-compactar' and state = 'created'`);
    expect(await waiting()).toEqual([{ later: false }]);
    await runJobs(t);
    expect(await deltas()).toBe(0);
    expect(await waiting()).toEqual([{ later: true }]);
    await expectTotalsEqualRecount(db);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)('lets two transactions of one company write their totals at once, neither waiting for the other', async () => {
    const pool = t.database.pool!;
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      const [x, y] = (await a.query<{ cod_pedido: number }>(
        `select cod_pedido from pedido_venda where cd_empresa = $1 and tp_pedido_de_venda = 'P' and status_pedido = 'A' order by cod_pedido limit 2`,
        [company],
      )).rows;
      await a.query('begin');
      await b.query('begin');
      await a.query(`set local lock_timeout = '2s'`);
      await b.query(`set local lock_timeout = '2s'`);
      // Both finalize an order of the same company and month group while the other's totals are not committed.
      await a.query(`update pedido_venda set status_pedido = 'L' where cod_pedido = $1`, [x.cod_pedido]);
      await b.query(`update pedido_venda set status_pedido = 'L' where cod_pedido = $1`, [y.cod_pedido]);
      await a.query(`update pedido_venda_items set vl_total = vl_total + 1 where cod_pedido = $1`, [x.cod_pedido]);
      await b.query(`update pedido_venda_items set vl_total = vl_total + 1 where cod_pedido = $1`, [y.cod_pedido]);
      // A compaction meanwhile neither waits for them nor loses their rows.
      await compactSalesTotals(t.database.db, company);
      await a.query('commit');
      await b.query('commit');
    } finally {
      a.release();
      b.release();
    }
    await expectTotalsEqualRecount(t.database.db);
  }, 60_000);
});
