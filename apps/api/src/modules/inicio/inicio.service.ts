import { sql } from 'drizzle-orm';
import type { HomeDashboard } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';

/**
 * The home dashboard of the session company. Each section reads the same rows as the list it links to
 * (pedido_venda as /vw_pedidos, produtos and estoque_saldos as the stock lists, lots as the lot list), so a
 * chart and its list agree; `sections` says which the user's profile may see, and only those are read.
 */

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: Executor, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// Orders that count as sales: orders (not quotes, returns or transfers) that were not cancelled.
const SALE = sql`tp_pedido_de_venda = 'P' and status_pedido <> 'C'`;
// Orders still to deliver.
const PENDING = sql`status_pedido not in ('C', 'T', 'D')`;

export async function salesSections(db: Executor, company: number, today: string): Promise<Pick<HomeDashboard, 'vendasPorMes' | 'conversao' | 'pedidosPorStatus' | 'pedidosPorFase' | 'entregas' | 'topClientes' | 'topProdutos'>> {
  // The twelve months and the same months a year before: one grouped pass over the 24 months of sales
  // (pedido_venda_vendas_idx), spread over the months here (a correlated sum per month read the range 24 times).
  const months = lastMonths(today, 12);
  const sums = await rows<{ mes: string; total: string }>(
    db,
    sql`select to_char(date_trunc('month', dt_emissao), 'YYYY-MM') as mes, sum(vl_total)::numeric(14,2)::text as total from pedido_venda
        where cd_empresa = ${company} and ${SALE}
          and dt_emissao >= date_trunc('month', ${today}::date) - interval '23 months' and dt_emissao < date_trunc('month', ${today}::date) + interval '1 month'
        group by 1`,
  );
  const sum = new Map(sums.map((r) => [r.mes, r.total]));
  const vendasPorMes = months.map((mes) => ({ mes, atual: sum.get(mes) ?? '0.00', anterior: sum.get(monthsBefore(mes, 12)) ?? '0.00' }));
  const [conversao] = await rows<{ orcamentos: number; convertidos: number }>(
    db,
    sql`select count(*)::int as orcamentos, count(dt_finalizacao)::int as convertidos from pedido_venda
        where cd_empresa = ${company} and (tp_pedido_de_venda = 'O' or dt_finalizacao is not null) and dt_emissao >= ${today}::date - interval '12 months'`,
  );
  const pedidosPorStatus = await rows<{ StatusPedido: string; pedidos: number }>(
    db,
    sql`select status_pedido as "StatusPedido", count(*)::int as pedidos from pedido_venda where cd_empresa = ${company} group by status_pedido order by status_pedido`,
  );
  const pedidosPorFase = await rows<{ NmFase: string | null; pedidos: number }>(
    db,
    sql`select f.nm_fase as "NmFase", count(*)::int as pedidos from pedido_venda p left join work_flow_item_fases f on f.id_work_flow_item_fase = p.id_work_flow_item_fase
        where p.cd_empresa = ${company} and p.tp_pedido_de_venda = 'P' and ${PENDING} group by f.nm_fase order by count(*) desc, f.nm_fase limit 10`,
  );
  const [entregas] = await rows<{ atrasadas: number; hoje: number }>(
    db,
    sql`select count(*) filter (where dt_entrega < ${today}::date)::int as atrasadas, count(*) filter (where dt_entrega = ${today}::date)::int as hoje
        from pedido_venda where cd_empresa = ${company} and tp_pedido_de_venda = 'P' and ${PENDING} and dt_entrega <= ${today}::date`,
  );
  // The five clients by their sums (an index-only pass over the sales index), then the name of those five only.
  const topClientes = await rows<{ IdCliente: number; Cliente: string; VlTotal: string }>(
    db,
    sql`with top as (
          select id_cliente, sum(vl_total) as total from pedido_venda
          where cd_empresa = ${company} and ${SALE} and id_cliente is not null and dt_emissao >= ${today}::date - interval '12 months'
          group by id_cliente order by sum(vl_total) desc, id_cliente limit 5)
        select t.id_cliente as "IdCliente",
          (select max(p.cliente) from pedido_venda p where p.id_cliente = t.id_cliente and p.cd_empresa = ${company}
            and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' and p.dt_emissao >= ${today}::date - interval '12 months') as "Cliente",
          t.total::numeric(14,2)::text as "VlTotal"
        from top t order by t.total desc, t.id_cliente`,
  );
  const topProdutos = await rows<{ IdProduto: number; NmProduto: string; VlTotal: string }>(
    db,
    sql`select i.id_produto as "IdProduto", max(pr.nm_produto) as "NmProduto", sum(i.vl_total)::numeric(14,2)::text as "VlTotal"
        from pedido_venda_items i join pedido_venda p on p.cod_pedido = i.cod_pedido join produtos pr on pr.id_produto = i.id_produto
        where p.cd_empresa = ${company} and p.tp_pedido_de_venda = 'P' and p.status_pedido <> 'C' and i.st_item = 'A' and p.dt_emissao >= ${today}::date - interval '12 months'
        group by i.id_produto order by sum(i.vl_total) desc, i.id_produto limit 5`,
  );
  return { vendasPorMes, conversao, pedidosPorStatus, pedidosPorFase, entregas, topClientes, topProdutos };
}

export async function stockSections(db: Executor, company: number, today: string): Promise<Pick<HomeDashboard, 'estoqueAbaixoMinimo' | 'lotesVencendo'>> {
  const abaixo = await rows<{ IdProduto: number; CdChamada: string; NmProduto: string; QtEstoque: string; QtEstoqueMinimo: string }>(
    db,
    sql`select p.id_produto as "IdProduto", p.cd_chamada as "CdChamada", p.nm_produto as "NmProduto",
          coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = p.id_produto), 0)::numeric(14,3)::text as "QtEstoque",
          p.qt_estoque_minimo::text as "QtEstoqueMinimo"
        from produtos p where p.company_id = ${company} and p.st_ativo and p.qt_estoque_minimo > 0
          and coalesce((select sum(s.qt_estoque) from estoque_saldos s where s.id_produto = p.id_produto), 0) < p.qt_estoque_minimo
        order by p.nm_produto`,
  );
  const [lotes] = await rows<{ lotes: number }>(
    db,
    sql`select count(*)::int as lotes from lote_estoque_produto l where l.company_id = ${company} and l.dt_validade between ${today}::date and ${today}::date + 30
          and exists (select 1 from estoque_saldos s where s.id_lote = l.id_lote and s.qt_estoque > 0)`,
  );
  return { estoqueAbaixoMinimo: { total: abaixo.length, produtos: abaixo.slice(0, 5) }, lotesVencendo: { total: lotes.lotes, ate: addDays(today, 30) } };
}

/** The `count` months up to today's, oldest first, as YYYY-MM. */
function lastMonths(today: string, count: number): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, i) => monthsBefore(current, count - 1 - i));
}

function monthsBefore(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
