import { Decimal } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, validationError } from '../../platform/http/errors.ts';
import { pedidosCompraAbertos, registrarRecebimentoCompra } from '../compras/index.ts';
import type { OpenOrderLine } from './recebimento.rules.ts';

/**
 * The purchasing area's side of a receipt: the supplier's open purchase order lines (oldest order first), and the
 * quantities received added to them in the receiving transaction.
 */
export async function openOrderLines(db: Executor, company: number, supplier: number): Promise<OpenOrderLine[]> {
  const orders = await pedidosCompraAbertos(db, company, supplier);
  return orders.flatMap((o) =>
    o.itens.map((i) => ({ IdPedidoCompraItem: i.IdPedidoCompraItem, NrPedido: o.NrPedido, IdProduto: i.IdProduto, QtAberta: new Decimal(i.QtPedida).minus(i.QtRecebida).toFixed(3), VlUnitario: i.VlUnitario })),
  );
}

/**
 * Adds what each item brought to its purchase order line; `approved`: the user approved the differences, so a line
 * may receive more than is open. A refusal of the purchasing area names its line (`linhas.N`): it is said on the
 * invoice's item instead (`itens.<position>.QtComercial`).
 */
export async function receiveOrderLines(db: Executor, company: number, lines: { position: number; IdPedidoCompraItem: number; quantidade: string }[], approved: boolean): Promise<void> {
  try {
    await registrarRecebimentoCompra(db, company, lines.map(({ IdPedidoCompraItem, quantidade }) => ({ IdPedidoCompraItem, quantidade })), { aprovarExcesso: approved });
  } catch (error) {
    if (!(error instanceof AppError) || !error.violations.length) throw error;
    throw validationError(
      error.violations.map((v) => {
        const at = /^linhas\.(\d+)\./.exec(v.propertyPath);
        return at ? { ...v, propertyPath: `itens.${lines[Number(at[1])].position}.QtComercial` } : v;
      }),
    );
  }
}
