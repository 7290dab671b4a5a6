import type { Executor } from '../../platform/db/client.ts';
import type { OpenOrderLine } from './recebimento.rules.ts';

/**
 * The purchasing area's side of a receipt: the supplier's open purchase order lines and the quantities received
 * added to them, in the receiving transaction.
 */
export async function openOrderLines(_db: Executor, _company: number, _supplier: number): Promise<OpenOrderLine[]> {
  return [];
}

export async function receiveOrderLines(_db: Executor, _company: number, _lines: { IdPedidoCompraItem: number; quantidade: string }[], _approved: boolean): Promise<void> {}
