import { and, asc, eq, sql } from 'drizzle-orm';
import { Decimal, isFractionalUnit, marginPercent, type PedidoVendaItemInput, type PedidoVendaItemUpdate } from '@backoffice/domain';
import type { Executor } from '../../platform/db/client.ts';
import { violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { restrictInLog } from '../../platform/audit/restricted.ts';
import { produtos, tipoMedidas } from '../catalogo/index.ts';
import { viewProdutoPrecos } from './markup.table.ts';
import { pedidoVendaItems } from './vendas.table.ts';
import type { PedidoDocumentoItem } from './pedido-documento.ts';
import { emitOrderEvent, itemTaxesOf, refuseCancelUnderPendingInvoice } from './order-events.ts';
import { resyncInstallments } from './parcelas.service.ts';
import { lockItem, lockOrder, requireOpenQuote, storeTotalsAndTaxes } from './pedido-core.service.ts';
import { lockItemsStock, releaseItem, reserveItem } from './estoque-item.service.ts';
import { itemValues, maxDiscount, pricingOf } from './precos.service.ts';

// The lines of a quote or order: add, change, remove, activate or cancel one, and read them for the screen and
// the printout.


// An item's cost, margin and how its taxes were suggested are price formation (the items' answers blank them
// without `markup`, listItems): the change log keeps them apart too. The cost is the product's granted field.
restrictInLog({ fields: ['PcMargem', 'NmMarkup', 'PcImpostosSugerido', 'TpOrigemImpostos'] });
/** POST /pedido_venda_items: a line of an open quote, priced by the markup unless a price is given. */
export async function addItem({ db, audit }: UseCase, company: number, input: PedidoVendaItemInput): Promise<number> {
  const order = await lockOrder(db, company, input.CodPedido);
  requireOpenQuote(order, 'CodPedido', 'items_locked');
  const values = itemValues(input, await pricingOf(db, company, input.IdProduto, input.IdTipoMedida, order.CodPedido), await maxDiscount(db, company));
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${pedidoVendaItems.NrPosicao}), 0)::int + 1` })
    .from(pedidoVendaItems)
    .where(eq(pedidoVendaItems.CodPedido, order.CodPedido));
  const [created] = await db
    .insert(pedidoVendaItems)
    .values({ ...values, CodPedido: order.CodPedido, CdEmpresa: company, NrPosicao: Number(next) })
    .returning({ id: pedidoVendaItems.IdPedidoVendaItem });
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  await audit({ entity: 'PedidoVendaItem', id: created.id, action: 'create', company, after: { ...values, CodPedido: order.CodPedido } });
  return created.id;
}

/** PUT /pedido_venda_items/{id}: changes a line of an open quote (re-priced when the product or unit changes). */
export async function updateItem({ db, audit }: UseCase, company: number, id: number, input: PedidoVendaItemUpdate): Promise<number> {
  const { item, order } = await lockItem(db, company, id);
  requireOpenQuote(order, 'CodPedido', 'items_locked');
  const product = input.IdProduto ?? item.IdProduto;
  const repriced = input.IdProduto !== undefined && input.IdProduto !== item.IdProduto;
  const unit = input.IdTipoMedida ?? (repriced ? undefined : item.IdTipoMedida);
  const pricing = await pricingOf(db, company, product, unit, order.CodPedido);
  const values = itemValues(
    {
      IdProduto: product,
      QtPedida: input.QtPedida ?? item.QtPedida,
      IdTipoMedida: unit,
      IdFormula: input.IdFormula === undefined ? item.IdFormula : input.IdFormula,
      DsVariaveis: input.DsVariaveis === undefined ? item.DsVariaveis : input.DsVariaveis,
      VlUnitario: input.VlUnitario ?? (repriced || unit !== item.IdTipoMedida ? undefined : item.VlUnitario),
      PcDesconto: input.PcDesconto ?? item.PcDesconto,
    },
    pricing,
    await maxDiscount(db, company),
  );
  await db.update(pedidoVendaItems).set(values).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  await audit({ entity: 'PedidoVendaItem', id, action: 'update', company, before: item, after: values });
  return order.CodPedido;
}

/** DELETE /pedido_venda_items/{id}: removes a line of an open quote. */
export async function deleteItem({ db, audit }: UseCase, company: number, id: number): Promise<void> {
  const { item, order } = await lockItem(db, company, id);
  requireOpenQuote(order, 'CodPedido', 'items_locked');
  await db.delete(pedidoVendaItems).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  await audit({ entity: 'PedidoVendaItem', id, action: 'delete', company, before: item });
}

/**
 * PUT /pedido_de_venda_items/{id}/ativar | /cancelar: an item enters or leaves the order. On an open order
 * (not a quote) its stock is reserved again or released in the same transaction; on a quote only the flag changes.
 * As with cancelling the order, an item is not cancelled while an invoice of the order awaits SEFAZ's answer.
 */
export async function setItemActive({ db, ctx, audit }: UseCase, company: number, id: number, active: boolean): Promise<number> {
  const { item, order } = await lockItem(db, company, id);
  const target = active ? 'A' : 'C';
  if (item.StItem === target) return order.CodPedido;
  if (order.StatusPedido !== 'A') throw violation('StItem', 'items_locked');
  const reserves = order.TpPedidoDeVenda !== 'O';
  if (reserves && !active) await refuseCancelUnderPendingInvoice(db, company, order.CodPedido, 'StItem', 'item_cancel_invoice_pending');
  const stock = reserves ? await lockItemsStock(db, [item]) : null;
  if (stock && active) await reserveItem(db, stock, company, item, ctx.user?.id ?? null);
  if (stock && !active) await releaseItem(db, stock, company, item, ctx.user?.id ?? null);
  await db.update(pedidoVendaItems).set({ StItem: target }).where(eq(pedidoVendaItems.IdPedidoVendaItem, id));
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  if (reserves) await resyncInstallments(db, order.CodPedido);
  if (reserves) await emitOrderEvent(db, { type: active ? 'item-activated' : 'item-cancelled', company, order: order.CodPedido, item: id }, ctx.user?.id ?? null);
  await audit({ entity: 'PedidoVendaItem', id, action: active ? 'ativar' : 'cancelar', company, before: { StItem: item.StItem }, after: { StItem: target } });
  return order.CodPedido;
}

/**
 * GET /pedido_venda_items_orcamento?pedido=: the lines of a quote or order with the product's code, name and
 * unit, the suggested price, and (for who may see price formation) the cost, the product's markup today and the
 * margin over the net price.
 */
export async function listItems(db: Executor, company: number, order: number, showCost: boolean): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({
      IdPedidoVendaItem: pedidoVendaItems.IdPedidoVendaItem,
      CodPedido: pedidoVendaItems.CodPedido,
      NrPosicao: pedidoVendaItems.NrPosicao,
      IdProduto: pedidoVendaItems.IdProduto,
      CdChamada: produtos.CdChamada,
      NmProduto: produtos.NmProduto,
      IdTipoMedida: pedidoVendaItems.IdTipoMedida,
      CdSigla: tipoMedidas.CdSigla,
      TpUnidade: tipoMedidas.TpUnidade,
      VlFatorConversao: pedidoVendaItems.VlFatorConversao,
      QtPedida: pedidoVendaItems.QtPedida,
      IdFormula: pedidoVendaItems.IdFormula,
      DsVariaveis: pedidoVendaItems.DsVariaveis,
      VlUnitario: pedidoVendaItems.VlUnitario,
      VlPrecoSugerido: pedidoVendaItems.VlPrecoSugerido,
      VlPrecoCusto: pedidoVendaItems.VlPrecoCusto,
      PcImpostosSugerido: pedidoVendaItems.PcImpostosSugerido,
      TpOrigemImpostos: pedidoVendaItems.TpOrigemImpostos,
      PcDesconto: pedidoVendaItems.PcDesconto,
      VlTotal: pedidoVendaItems.VlTotal,
      VlPesoLiquido: pedidoVendaItems.VlPesoLiquido,
      VlPesoBruto: pedidoVendaItems.VlPesoBruto,
      StItem: pedidoVendaItems.StItem,
      // The backorder, in the product's unit: what the item still waits for ("Em falta" on the order screen).
      QtPendenteEstoque: pedidoVendaItems.QtPendenteEstoque,
      NmMarkup: viewProdutoPrecos.NmMarkup,
    })
    .from(pedidoVendaItems)
    .innerJoin(produtos, eq(produtos.IdProduto, pedidoVendaItems.IdProduto))
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, pedidoVendaItems.IdTipoMedida))
    .leftJoin(viewProdutoPrecos, eq(viewProdutoPrecos.IdProduto, pedidoVendaItems.IdProduto))
    .where(and(eq(pedidoVendaItems.CodPedido, order), eq(pedidoVendaItems.CdEmpresa, company)))
    .orderBy(asc(pedidoVendaItems.NrPosicao));
  return rows.map((r) => {
    const net = new Decimal(r.VlUnitario).times(new Decimal(1).minus(new Decimal(r.PcDesconto).dividedBy(100))).toFixed(2);
    if (!showCost) return { ...r, VlPrecoCusto: null, PcMargem: null, NmMarkup: null, PcImpostosSugerido: null, TpOrigemImpostos: null };
    return { ...r, PcMargem: marginPercent(net, r.VlPrecoCusto) };
  });
}

/** The active lines of an order as its printout shows them (pedido-documento.ts), with what the invoice adds to each (IPI, ST). */
export async function documentItems(db: Executor, company: number, order: number): Promise<PedidoDocumentoItem[]> {
  const rows = await listItems(db, company, order, false);
  const taxes = await itemTaxesOf(db, order);
  return rows
    .filter((r) => r.StItem === 'A')
    .map((r) => ({
      code: String(r.CdChamada),
      name: String(r.NmProduto),
      quantity: String(r.QtPedida),
      unit: String(r.CdSigla),
      fractional: isFractionalUnit(r.TpUnidade as string | null),
      unitPrice: String(r.VlUnitario),
      discount: String(r.PcDesconto),
      taxes: taxes.get(Number(r.IdPedidoVendaItem)) ?? '0.00',
      // The line as the client pays it: net of discount plus what the invoice adds to it.
      total: new Decimal(String(r.VlTotal)).plus(taxes.get(Number(r.IdPedidoVendaItem)) ?? 0).toFixed(2),
    }));
}
