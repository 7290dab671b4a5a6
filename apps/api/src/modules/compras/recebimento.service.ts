import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Decimal, openQuantity, ourUnitPrice, receiptRule, StPedidoCompra, statusAfterReceipt } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { validationError, type Violation } from '../../platform/http/errors.ts';
import { setPurchaseSuggestionStatus } from '../pcp/index.ts';
import { pedidoCompra, pedidoCompraItens } from './compras.table.ts';

// What receiving (the supplier's NF-e, in another area) asks of purchase orders: the open ones of a supplier with
// their open lines, and the quantities received added to the lines in the receiving transaction.

/** The statuses in which a purchase order still waits for goods. */
export const RECEIVABLE: readonly StPedidoCompra[] = ['A', 'E', 'P'];

export interface PedidoCompraAberto {
  IdPedidoCompra: number;
  NrPedido: number;
  StPedido: string;
  itens: Array<{
    IdPedidoCompraItem: number;
    IdProduto: number;
    /** Ordered and received, in our unit. */
    QtPedida: string;
    QtRecebida: string;
    /** Price per our unit (the line's price per supplier unit ÷ the conversion factor). */
    VlUnitario: string;
    DtPrevista: string;
    /** The supplier's unit (null: ours), how many of ours one of it holds, and the line as ordered in it. */
    IdTipoMedida: number | null;
    VlFatorConversao: string;
    QtFornecedor: string;
    VlUnitarioFornecedor: string;
  }>;
}

/**
 * The supplier's purchase orders still waiting for goods (aberto, enviado, parcialmente recebido) in the company,
 * oldest first, each with its lines that still have something to receive.
 */
export async function pedidosCompraAbertos(tx: Executor, company: number, fornecedorId: number): Promise<PedidoCompraAberto[]> {
  const rows = await tx
    .select({
      IdPedidoCompra: pedidoCompra.IdPedidoCompra,
      NrPedido: pedidoCompra.NrPedido,
      StPedido: pedidoCompra.StPedido,
      IdPedidoCompraItem: pedidoCompraItens.IdPedidoCompraItem,
      IdProduto: pedidoCompraItens.IdProduto,
      QtPedida: pedidoCompraItens.QtPedida,
      QtRecebida: pedidoCompraItens.QtRecebida,
      VlUnitario: pedidoCompraItens.VlUnitario,
      DtPrevista: pedidoCompraItens.DtPrevista,
      IdTipoMedida: pedidoCompraItens.IdTipoMedida,
      VlFatorConversao: pedidoCompraItens.VlFatorConversao,
      QtFornecedor: pedidoCompraItens.QtFornecedor,
    })
    .from(pedidoCompra)
    .innerJoin(pedidoCompraItens, eq(pedidoCompraItens.IdPedidoCompra, pedidoCompra.IdPedidoCompra))
    .where(
      and(
        eq(pedidoCompra.company, company),
        eq(pedidoCompra.IdFornecedor, fornecedorId),
        inArray(pedidoCompra.StPedido, [...RECEIVABLE]),
        sql`${pedidoCompraItens.QtRecebida} < ${pedidoCompraItens.QtPedida}`,
      ),
    )
    .orderBy(asc(pedidoCompra.NrPedido), asc(pedidoCompraItens.NrPosicao));
  const orders = new Map<number, PedidoCompraAberto>();
  for (const r of rows) {
    let order = orders.get(r.IdPedidoCompra);
    if (!order) orders.set(r.IdPedidoCompra, (order = { IdPedidoCompra: r.IdPedidoCompra, NrPedido: r.NrPedido, StPedido: r.StPedido, itens: [] }));
    order.itens.push({
      IdPedidoCompraItem: r.IdPedidoCompraItem,
      IdProduto: r.IdProduto,
      QtPedida: r.QtPedida,
      QtRecebida: r.QtRecebida,
      VlUnitario: ourUnitPrice(r.VlUnitario, r.VlFatorConversao),
      DtPrevista: r.DtPrevista,
      IdTipoMedida: r.IdTipoMedida,
      VlFatorConversao: r.VlFatorConversao,
      QtFornecedor: r.QtFornecedor,
      VlUnitarioFornecedor: r.VlUnitario,
    });
  }
  return [...orders.values()];
}

export interface LinhaRecebimento {
  IdPedidoCompraItem: number;
  /** In our unit, a decimal string. */
  quantidade: string;
  /** This line may go beyond what is open (the user approved the difference). */
  aprovarExcesso?: boolean;
}

/**
 * Adds the quantities received to purchase order lines of the company, in the caller's transaction: the orders are
 * locked first (id order), then their lines, so two receipts of the same order add up instead of overwriting. A line
 * may not receive more than is open unless the excess was approved (per line, or `aprovarExcesso` for all); every
 * refusal is a 422 on `linhas.N.quantidade` (or `linhas.N.IdPedidoCompraItem` for a line not of the company or of an
 * order not waiting for goods) and nothing is written. Each order then becomes parcialmente recebido or recebido, and
 * the MRP suggestions its lines fulfilled are marked received when the order is.
 */
export async function registrarRecebimentoCompra(
  tx: Executor,
  company: number,
  linhas: LinhaRecebimento[],
  opcoes: { aprovarExcesso?: boolean } = {},
): Promise<void> {
  if (!linhas.length) return;
  const itemIds = [...new Set(linhas.map((l) => l.IdPedidoCompraItem))];
  const owners = await tx
    .select({ id: pedidoCompraItens.IdPedidoCompraItem, order: pedidoCompraItens.IdPedidoCompra })
    .from(pedidoCompraItens)
    .where(and(eq(pedidoCompraItens.company, company), inArray(pedidoCompraItens.IdPedidoCompraItem, itemIds)));
  const orderIds = [...new Set(owners.map((o) => o.order))].sort((a, b) => a - b);
  const orders = orderIds.length
    ? await tx
        .select({ IdPedidoCompra: pedidoCompra.IdPedidoCompra, NrPedido: pedidoCompra.NrPedido, StPedido: pedidoCompra.StPedido })
        .from(pedidoCompra)
        .where(and(eq(pedidoCompra.company, company), inArray(pedidoCompra.IdPedidoCompra, orderIds)))
        .orderBy(asc(pedidoCompra.IdPedidoCompra))
        .for('update')
    : [];
  const orderOf = new Map(orders.map((o) => [o.IdPedidoCompra, o]));
  const lines = orderIds.length
    ? await tx
        .select({
          IdPedidoCompraItem: pedidoCompraItens.IdPedidoCompraItem,
          IdPedidoCompra: pedidoCompraItens.IdPedidoCompra,
          QtPedida: pedidoCompraItens.QtPedida,
          QtRecebida: pedidoCompraItens.QtRecebida,
          IdCompra: pedidoCompraItens.IdCompra,
        })
        .from(pedidoCompraItens)
        .where(inArray(pedidoCompraItens.IdPedidoCompra, orderIds))
        .orderBy(asc(pedidoCompraItens.IdPedidoCompraItem))
        .for('update')
    : [];
  const lineOf = new Map(lines.map((l) => [l.IdPedidoCompraItem, l]));

  // The quantities add up per line first: the same line twice in one receipt is one receipt of the sum.
  const received = new Map<number, Decimal>();
  const violations: Violation[] = [];
  linhas.forEach((l, i) => {
    const line = lineOf.get(l.IdPedidoCompraItem);
    const order = line && orderOf.get(line.IdPedidoCompra);
    if (!line || !order) return violations.push({ propertyPath: `linhas.${i}.IdPedidoCompraItem`, message: 'not_found' });
    if (!RECEIVABLE.includes(order.StPedido as StPedidoCompra)) {
      return violations.push({
        propertyPath: `linhas.${i}.IdPedidoCompraItem`,
        message: 'purchase_order_not_receivable',
        params: { numero: String(order.NrPedido), status: order.StPedido },
      });
    }
    const before = new Decimal(line.QtRecebida).plus(received.get(line.IdPedidoCompraItem) ?? 0).toFixed(3);
    const refused = receiptRule(line.QtPedida, before, l.quantidade, Boolean(l.aprovarExcesso || opcoes.aprovarExcesso));
    if (refused) return violations.push({ propertyPath: `linhas.${i}.quantidade`, message: refused, params: { saldo: openQuantity(line.QtPedida, before) } });
    received.set(line.IdPedidoCompraItem, (received.get(line.IdPedidoCompraItem) ?? new Decimal(0)).plus(l.quantidade));
  });
  if (violations.length) throw validationError(violations);

  for (const [id, qty] of received) {
    const line = lineOf.get(id)!;
    line.QtRecebida = new Decimal(line.QtRecebida).plus(qty).toFixed(3);
    await tx.update(pedidoCompraItens).set({ QtRecebida: line.QtRecebida }).where(eq(pedidoCompraItens.IdPedidoCompraItem, id));
  }
  const touched = new Set([...received.keys()].map((id) => lineOf.get(id)!.IdPedidoCompra));
  for (const orderId of touched) {
    const order = orderOf.get(orderId)!;
    const own = lines.filter((l) => l.IdPedidoCompra === orderId);
    const status = statusAfterReceipt(order.StPedido as StPedidoCompra, own.map((l) => ({ ordered: l.QtPedida, received: l.QtRecebida })));
    if (status === order.StPedido) continue;
    await tx
      .update(pedidoCompra)
      .set({ StPedido: status, version: sql`${pedidoCompra.version} + 1` })
      .where(eq(pedidoCompra.IdPedidoCompra, orderId));
    if (status === 'R') await setPurchaseSuggestionStatus(tx, company, own.flatMap((l) => (l.IdCompra ? [l.IdCompra] : [])), 'R');
  }
}
