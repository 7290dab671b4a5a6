import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { isoDateIn } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import type { StockEntered, StockLock } from '../catalogo/index.ts';
import { serveBackorders } from './backorder.rules.ts';
import { sellableStock, serveItemBackorder } from './estoque-item.service.ts';
import { pedidoVenda, pedidoVendaItems } from './vendas.table.ts';

/** The statuses of an order that still waits for its goods (open, as the MRP counts orders). */
const WAITING_STATUSES = ['A', 'R', 'L', 'X'];

/** Active items with a backorder, of orders still open (joined with pedido_venda). */
const waiting = () =>
  and(eq(pedidoVendaItems.StItem, 'A'), gt(pedidoVendaItems.QtPendenteEstoque, '0'), eq(pedidoVenda.TpPedidoDeVenda, 'P'), inArray(pedidoVenda.StatusPedido, WAITING_STATUSES));

/** The items of open orders waiting for a product, the oldest finalization first. */
async function waitingItems(db: Tx, company: number, product: number) {
  return db
    .select({ item: pedidoVendaItems })
    .from(pedidoVendaItems)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, pedidoVendaItems.CodPedido))
    .where(and(eq(pedidoVendaItems.CdEmpresa, company), eq(pedidoVendaItems.IdProduto, product), waiting()))
    .orderBy(sql`${pedidoVenda.DtFinalizacao} asc nulls last`, asc(pedidoVenda.CodPedido), asc(pedidoVendaItems.IdPedidoVendaItem));
}

/**
 * Stock of a product came in (catalogo's STOCK_ENTERED, in the transaction of the entry and under its lock): the
 * items waiting for it, oldest order first, reserve what they wait for while the sellable stock lasts, lots that
 * expire first first (FEFO).
 */
export async function onStockEntered(db: Tx, stock: StockLock, event: StockEntered): Promise<void> {
  const waiting = (await waitingItems(db, event.company, event.product)).map((r) => ({ ...r.item, item: r.item.IdPedidoVendaItem, pending: r.item.QtPendenteEstoque }));
  if (!waiting.length) return;
  const today = isoDateIn();
  for (const { item, quantity } of serveBackorders(waiting, await sellableStock(db, event.company, event.product, today))) {
    await serveItemBackorder(db, stock, event.company, item, event.user, today, quantity);
  }
}

/** What the open orders of the companies wait for, per product, in its unit (the sales area's backorders, read by MRP). */
export async function backordersByProduct(db: Executor, companies: number[]): Promise<{ product: number; quantity: string }[]> {
  if (!companies.length) return [];
  return db
    .select({ product: pedidoVendaItems.IdProduto, quantity: sql<string>`sum(${pedidoVendaItems.QtPendenteEstoque})::text` })
    .from(pedidoVendaItems)
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, pedidoVendaItems.CodPedido))
    .where(and(inArray(pedidoVendaItems.CdEmpresa, companies), waiting()))
    .groupBy(pedidoVendaItems.IdProduto);
}
