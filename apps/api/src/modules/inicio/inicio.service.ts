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
  const vendasPorMes = await rows<{ mes: string; atual: string; anterior: string }>(
    db,
    sql`with meses as (select generate_series(date_trunc('month', ${today}::date) - interval '11 months', date_trunc('month', ${today}::date), interval '1 month')::date as mes)
        select to_char(m.mes, 'YYYY-MM') as mes,
          coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE}
            and dt_emissao >= m.mes and dt_emissao < m.mes + interval '1 month'), 0)::numeric(14,2)::text as atual,
          coalesce((select sum(vl_total) from pedido_venda where cd_empresa = ${company} and ${SALE}
            and dt_emissao >= m.mes - interval '1 year' and dt_emissao < m.mes - interval '1 year' + interval '1 month'), 0)::numeric(14,2)::text as anterior
        from meses m order by m.mes`,
  );
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
  const topClientes = await rows<{ IdCliente: number; Cliente: string; VlTotal: string }>(
    db,
    sql`select id_cliente as "IdCliente", max(cliente) as "Cliente", sum(vl_total)::numeric(14,2)::text as "VlTotal" from pedido_venda
        where cd_empresa = ${company} and ${SALE} and id_cliente is not null and dt_emissao >= ${today}::date - interval '12 months'
        group by id_cliente order by sum(vl_total) desc, id_cliente limit 5`,
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

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
