import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client.ts';
import { defineJob } from '../../platform/jobs/define.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { jobs as jobsTable } from '../../platform/jobs/jobs.table.ts';

/**
 * The sales totals of the home dashboard (totais.table.ts): read by summing a company's delta rows per group, and
 * compacted in the background. The triggers of migration 0048 write them; nothing here does but compaction.
 */

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: Executor, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Months as 'YYYY-MM-01' dates: `from` to `to`, both included. */
export interface MonthRange {
  from: string;
  to: string;
}

/** Sales value per month ('YYYY-MM') over `months`. */
export async function salesPerMonth(db: Executor, company: number, months: MonthRange): Promise<Map<string, string>> {
  const sums = await rows<{ mes: string; total: string }>(
    db,
    sql`select to_char(mes, 'YYYY-MM') as mes, sum(vl_vendas)::numeric(14,2)::text as total from pedido_venda_totais
        where cd_empresa = ${company} and mes between ${months.from}::date and ${months.to}::date group by mes`,
  );
  return new Map(sums.map((r) => [r.mes, r.total]));
}

/** The first month ('YYYY-MM') the company has orders in, or null: before it a chart has no data, not zero sales. */
export async function firstSalesMonth(db: Executor, company: number): Promise<string | null> {
  const [row] = await rows<{ first: string | null }>(db, sql`select to_char(min(mes), 'YYYY-MM') as first from pedido_venda_totais where cd_empresa = ${company}`);
  return row?.first ?? null;
}

/** Quotes (and orders that were quotes) issued in `months`, and how many of them became orders. */
export async function quoteConversion(db: Executor, company: number, months: MonthRange): Promise<{ orcamentos: number; convertidos: number }> {
  const [row] = await rows<{ orcamentos: number; convertidos: number }>(
    db,
    sql`select coalesce(sum(qt_orcamentos), 0)::int as orcamentos, coalesce(sum(qt_convertidos), 0)::int as convertidos from pedido_venda_totais
        where cd_empresa = ${company} and mes between ${months.from}::date and ${months.to}::date`,
  );
  return row;
}

/** Orders of every date and type per status. */
export function ordersPerStatus(db: Executor, company: number) {
  return rows<{ StatusPedido: string; pedidos: number }>(
    db,
    sql`select status_pedido as "StatusPedido", sum(qt_pedidos)::int as pedidos from pedido_venda_totais
        where cd_empresa = ${company} group by status_pedido having sum(qt_pedidos) <> 0 order by status_pedido`,
  );
}

/** Orders still to deliver per phase name (the ten largest), and those late or due on `today`. */
export async function pendingOrders(db: Executor, company: number, today: string) {
  const porFase = await rows<{ NmFase: string | null; pedidos: number }>(
    db,
    sql`select f.nm_fase as "NmFase", sum(t.qt_pedidos)::int as pedidos from pedido_venda_totais_pendentes t
          left join work_flow_item_fases f on f.id_work_flow_item_fase = t.id_work_flow_item_fase
        where t.cd_empresa = ${company} group by f.nm_fase having sum(t.qt_pedidos) <> 0 order by sum(t.qt_pedidos) desc, f.nm_fase limit 10`,
  );
  const [entregas] = await rows<{ atrasadas: number; hoje: number }>(
    db,
    sql`select coalesce(sum(qt_pedidos) filter (where dt_entrega < ${today}::date), 0)::int as atrasadas,
          coalesce(sum(qt_pedidos) filter (where dt_entrega = ${today}::date), 0)::int as hoje
        from pedido_venda_totais_pendentes where cd_empresa = ${company} and dt_entrega <= ${today}::date`,
  );
  return { porFase, entregas };
}

/** The five clients with the largest sales in `months`, named as on their latest sale of those months. */
export function topClients(db: Executor, company: number, months: MonthRange) {
  return rows<{ IdCliente: number; Cliente: string; VlTotal: string }>(
    db,
    sql`with top as (
          select id_cliente, sum(vl_vendas) as total from pedido_venda_totais_clientes
          where cd_empresa = ${company} and mes between ${months.from}::date and ${months.to}::date
          group by id_cliente having sum(qt_vendas) <> 0 order by sum(vl_vendas) desc, id_cliente limit 5)
        select t.id_cliente as "IdCliente", n.cliente as "Cliente", t.total::numeric(14,2)::text as "VlTotal"
        from top t left join lateral (
          select p.cliente from pedido_venda p
          where p.id_cliente = t.id_cliente and p.cd_empresa = ${company} and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C'
            and pedido_venda_mes(p.dt_emissao) between ${months.from}::date and ${months.to}::date
          order by p.dt_emissao desc, p.cod_pedido desc limit 1) n on true
        order by t.total desc, t.id_cliente`,
  );
}

/** The five products with the largest value of active items sold in `months`. */
export function topProducts(db: Executor, company: number, months: MonthRange) {
  return rows<{ IdProduto: number; NmProduto: string; VlTotal: string }>(
    db,
    sql`with top as (
          select id_produto, sum(vl_vendas) as total from pedido_venda_totais_produtos
          where cd_empresa = ${company} and mes between ${months.from}::date and ${months.to}::date
          group by id_produto having sum(qt_itens) <> 0 order by sum(vl_vendas) desc, id_produto limit 5)
        select t.id_produto as "IdProduto", pr.nm_produto as "NmProduto", t.total::numeric(14,2)::text as "VlTotal"
        from top t join produtos pr on pr.id_produto = t.id_produto order by t.total desc, t.id_produto`,
  );
}

/**
 * Each table's groups (keys) and measures: compaction sums a group's rows into one and drops a group whose measures
 * are all zero.
 */
const TABLES = [
  { table: 'pedido_venda_totais', keys: ['cd_empresa', 'mes', 'status_pedido'], measures: ['qt_pedidos', 'qt_orcamentos', 'qt_convertidos', 'vl_vendas'] },
  { table: 'pedido_venda_totais_clientes', keys: ['cd_empresa', 'mes', 'id_cliente'], measures: ['qt_vendas', 'vl_vendas'] },
  { table: 'pedido_venda_totais_produtos', keys: ['cd_empresa', 'mes', 'id_produto'], measures: ['qt_itens', 'vl_vendas'] },
  { table: 'pedido_venda_totais_pendentes', keys: ['cd_empresa', 'dt_entrega', 'id_work_flow_item_fase'], measures: ['qt_pedidos'] },
];

/**
 * Replaces the rows of every group that has more than one (of `company`, or of all companies) by one row with their
 * sums, each table in one statement: it deletes only the rows it sees and inserts their sums, so deltas appended
 * meanwhile by writers (not yet visible to it) stay beside the sum, and the totals never change. Answers the rows
 * removed.
 */
export async function compactSalesTotals(db: Executor, company?: number): Promise<number> {
  let removed = 0;
  for (const { table, keys, measures } of TABLES) {
    const t = sql.raw(table);
    const k = sql.raw(keys.join(', '));
    const sums = sql.raw(measures.map((m) => `sum(${m})`).join(', '));
    const nonZero = sql.raw(measures.map((m) => `sum(${m}) <> 0`).join(' or '));
    const of = company === undefined ? sql`true` : sql`cd_empresa = ${company}`;
    const [row] = await rows<{ removed: number }>(
      db,
      sql`with v as (select ctid as c, count(*) over (partition by ${k}) as n from ${t} where ${of}),
            d as (delete from ${t} where ${of} and ctid in (select c from v where n > 1) returning *),
            i as (insert into ${t} (${k}, ${sql.raw(measures.join(', '))}) select ${k}, ${sums} from d group by ${k} having ${nonZero} returning 1)
          select ((select count(*) from d) - (select count(*) from i))::int as removed`,
    );
    removed += row.removed;
  }
  return removed;
}

/** Minutes between compactions (DASHBOARD_TOTALS_COMPACT_MINUTES, 10 by default; 0: none scheduled). */
const compactEveryMinutes = (env: NodeJS.ProcessEnv) => Number(env.DASHBOARD_TOTALS_COMPACT_MINUTES ?? 10);

/** The compaction of every company's totals, run by the job worker; each run queues the next. */
export const SALES_TOTALS_COMPACT_JOB = defineJob<{ periodic: true }>({
  type: 'vendas-totais-compactar',
  run: async ({ job, queue, deps }) => {
    try {
      return { removidas: await compactSalesTotals(deps.database.db) };
    } finally {
      await queueCompaction(deps.database, queue, compactEveryMinutes(deps.settings.env) * 60_000, job.id);
    }
  },
});

/** Queued when a worker starts: one compaction waits at a time, whatever the number of workers. */
export async function scheduleCompaction(database: Database, queue: JobQueue, env: NodeJS.ProcessEnv): Promise<void> {
  if (compactEveryMinutes(env) > 0) await queueCompaction(database, queue, 0);
}

async function queueCompaction(database: Database, queue: JobQueue, delayMs: number, running?: number): Promise<void> {
  if (delayMs <= 0 && running !== undefined) return;
  const [waiting] = await database.db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(and(eq(jobsTable.queue, SALES_TOTALS_COMPACT_JOB.type), inArray(jobsTable.state, ['created', 'active']), running === undefined ? undefined : ne(jobsTable.id, running)))
    .limit(1);
  if (!waiting) await queue.send(SALES_TOTALS_COMPACT_JOB, { periodic: true }, { maxAttempts: 1, delayMs });
}
