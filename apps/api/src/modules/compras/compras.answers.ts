import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { item } from '../../platform/hydra/serialize.ts';
import { pedidosCompraResource } from './compras.resource.ts';
import { pedidoCompra } from './compras.table.ts';

/** The purchase order header as GET /pedidos_compra/{id} answers it (without its context: the operation's envelope adds it). */
export async function readPedidoCompra(db: Executor, id: number): Promise<Record<string, unknown>> {
  const [row] = await db.select(pedidosCompraResource.rowColumns).from(pedidoCompra).where(eq(pedidoCompra.IdPedidoCompra, id));
  const { '@context': _c, ...rest } = item(pedidosCompraResource, row as Record<string, unknown>);
  return rest;
}
