import { sql } from 'drizzle-orm';
import type { HomeDashboard } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { firstSalesMonth, ordersPerStatus, pendingOrders, quoteConversion, salesPerMonth, topClients, topProducts, type MonthRange } from '../vendas/index.ts';

/**
 * The home dashboard of the session company. Each section reads the same rows as the list it links to
 * (pedido_venda as /vw_pedidos, produtos and estoque_saldos as the stock lists, lots as the lot list), so a
 * chart and its list agree; `sections` says which the user's profile may see, and only those are read.
 */

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: Executor, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The sales sections, from the totals the sales area keeps (vendas/totais.table.ts, maintained by triggers on every
 * write of the orders): each a sum over a few thousand rows at most, however many orders there are. The twelve
 * months are calendar months, the current one and the eleven before; the chart compares each with the same month a
 * year before, and the top clients and products and the conversion cover the same twelve months.
 */
export async function salesSections(db: Executor, company: number, today: string): Promise<Pick<HomeDashboard, 'vendasPorMes' | 'conversao' | 'pedidosPorStatus' | 'pedidosPorFase' | 'entregas' | 'topClientes' | 'topProdutos'>> {
  const months = lastMonths(today, 12);
  const year: MonthRange = { from: `${months[0]}-01`, to: `${months[11]}-01` };
  const sum = await salesPerMonth(db, company, { from: `${monthsBefore(months[0], 12)}-01`, to: year.to });
  // A year before the company's first order there is nothing to compare with: null (a gap in the line), not zero.
  const first = await firstSalesMonth(db, company);
  const vendasPorMes = months.map((mes) => {
    const before = monthsBefore(mes, 12);
    return { mes, atual: sum.get(mes) ?? '0.00', anterior: first === null || before < first ? null : (sum.get(before) ?? '0.00') };
  });
  const conversao = await quoteConversion(db, company, year);
  const pedidosPorStatus = await ordersPerStatus(db, company);
  const { porFase: pedidosPorFase, entregas } = await pendingOrders(db, company, today);
  const topClientes = await topClients(db, company, year);
  const topProdutos = await topProducts(db, company, year);
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
