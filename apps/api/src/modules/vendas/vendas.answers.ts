import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { item } from '../../platform/hydra/serialize.ts';
import { pedidoVendasResource } from './vendas.resource.ts';
import { pedidoVenda } from './vendas.table.ts';

/** The order header as GET /pedido_vendas/{id} answers it (without its context: the operation's envelope adds it). */
export async function readOrder(db: Executor, id: number): Promise<Record<string, unknown>> {
  const [row] = await db.select(pedidoVendasResource.rowColumns).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  const { '@context': _c, ...rest } = item(pedidoVendasResource, row as Record<string, unknown>);
  return rest;
}

/** An order's item as a member of the items lists (the items screen, lista_produtos). */
export const orderItemMember = (r: Record<string, unknown>) => ({ '@id': `/api/pedido_venda_items/${r.IdPedidoVendaItem}`, '@type': 'PedidoVendaItem', ...r });
