/** The items an issued invoice carries, as the return dialog offers them (the order item, its product, the quantity). */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { produtos } from '../catalogo/index.ts';
import { pedidoVendaItems } from '../vendas/index.ts';
import { nfeEmitidaItens } from './fiscal.table.ts';

export async function itensDaNfe(db: Executor, idNfe: number) {
  return db
    .select({
      NrItem: nfeEmitidaItens.NrItem,
      IdPedidoVendaItem: nfeEmitidaItens.IdPedidoVendaItem,
      QtFaturada: nfeEmitidaItens.QtFaturada,
      CdChamada: produtos.CdChamada,
      NmProduto: produtos.NmProduto,
      VlUnitario: pedidoVendaItems.VlUnitario,
    })
    .from(nfeEmitidaItens)
    .innerJoin(pedidoVendaItems, eq(pedidoVendaItems.IdPedidoVendaItem, nfeEmitidaItens.IdPedidoVendaItem))
    .innerJoin(produtos, eq(produtos.IdProduto, pedidoVendaItems.IdProduto))
    .where(eq(nfeEmitidaItens.IdNfe, idNfe))
    .orderBy(asc(nfeEmitidaItens.NrItem));
}
