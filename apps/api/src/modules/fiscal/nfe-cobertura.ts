/**
 * Which orders authorised invoices cover whole: every active item's quantity is in invoices SEFAZ authorised. Other
 * areas ask it (the route leaves only with its orders invoiced) without reading the fiscal tables themselves.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { pedidoVendaItems } from '../vendas/index.ts';
import { NFE_AUTORIZADA, NFE_CANCELADA, NFE_DENEGADA, NFE_INUTILIZADA, nfeEmitidaItens, nfeEmitidas } from './fiscal.table.ts';

/**
 * The invoices that hold their quantities of the order's items: sales invoices (a return, finNFe 4, brings
 * quantities back, it does not invoice them) not cancelled or denied (those gave their quantities back, the order
 * reopened); a rejected one still holds them until it is fixed and sent again (POST /nfe_emitidas/{id}/transmitir),
 * or until its number is voided (inutilizada).
 * Invoicing an order and the route's "left to invoice" count by this one rule.
 */
export const notaQueFatura = () => and(eq(nfeEmitidas.FinNfe, '1'), notInArray(nfeEmitidas.StNfe, [NFE_CANCELADA, NFE_DENEGADA, NFE_INUTILIZADA]));

/**
 * What the invoices of these orders carry per order item (a subquery: item, qt): of one status when `stNfe` is given,
 * else of the invoices that hold their quantities (notaQueFatura, as faturarPedido counts them).
 */
export function quantidadesFaturadas(db: Executor, company: number, pedidos: readonly number[], stNfe?: string) {
  return db
    .select({ item: nfeEmitidaItens.IdPedidoVendaItem, qt: sql<string>`sum(${nfeEmitidaItens.QtFaturada})`.as('qt') })
    .from(nfeEmitidaItens)
    .innerJoin(nfeEmitidas, eq(nfeEmitidas.IdNfe, nfeEmitidaItens.IdNfe))
    .where(and(eq(nfeEmitidas.company, company), inArray(nfeEmitidas.CodPedido, [...pedidos]), stNfe ? eq(nfeEmitidas.StNfe, stNfe) : notaQueFatura()))
    .groupBy(nfeEmitidaItens.IdPedidoVendaItem)
    .as('faturado');
}

export async function pedidosCobertosPorNotasAutorizadas(db: Executor, company: number, pedidos: readonly number[]): Promise<Set<number>> {
  if (!pedidos.length) return new Set();
  const faturado = quantidadesFaturadas(db, company, pedidos, NFE_AUTORIZADA);
  const rows = await db
    .select({ pedido: pedidoVendaItems.CodPedido, faltando: sql<number>`count(*) filter (where coalesce(${faturado.qt}, 0) < ${pedidoVendaItems.QtPedida})::int` })
    .from(pedidoVendaItems)
    .leftJoin(faturado, eq(faturado.item, pedidoVendaItems.IdPedidoVendaItem))
    .where(and(eq(pedidoVendaItems.CdEmpresa, company), inArray(pedidoVendaItems.CodPedido, [...pedidos]), eq(pedidoVendaItems.StItem, 'A')))
    .groupBy(pedidoVendaItems.CodPedido);
  return new Set(rows.filter((r) => Number(r.faltando) === 0).map((r) => r.pedido));
}
