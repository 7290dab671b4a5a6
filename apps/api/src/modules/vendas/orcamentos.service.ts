import { and, asc, eq, sql } from 'drizzle-orm';
import { finalizeViolations, isOpenQuote, isoDateIn, placeViolations, priceViolations, type OrcamentoAtualiza, type OrcamentoNovo } from '@backoffice/domain';
import { settingValues } from '../admin/index.ts';
import { attachFile } from '../../platform/files/files.service.ts';
import { notFound, validationError, violation } from '../../platform/http/errors.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { headerColumns, receiverOf } from './orcamento-cabecalho.ts';
import { firstPhase, workFlowOf } from './fases.service.ts';
import { pedidoVenda, pedidoVendaItems } from './vendas.table.ts';
import { emitOrderEvent, refreshTaxes } from './order-events.ts';
import { createInstallments, resyncInstallments } from './parcelas.service.ts';
import { activeItems, checkVersion, lockOrder, openedBy, type Order, partyFrom, peopleAndPlaces, placeFrom, requireOpenQuote, storeTotals, storeTotalsAndTaxes } from './pedido-core.service.ts';
import { lockItemsStock, reserveItems, setBackorder } from './estoque-item.service.ts';
import { itemValues, maxDiscount, pricingOf, repriceForSale } from './precos.service.ts';

/**
 * Quotes and orders: this file and the modules it re-exports (pedido-core, estoque-item, precos, orcamento-itens,
 * pedido-status) are the one place that writes pedido_venda and its items. Every write runs in the caller's
 * transaction, locks the order row, re-computes the header totals from the items (orderTotals of the domain)
 * and bumps the order's version, so a screen holding an older version gets 409 'This order was already updated'.
 * A quote is TpPedidoDeVenda 'O' with StatusPedido 'A'; finalizing makes it an order ('P'), reserving stock.
 * This file holds the quote's own life: create, change the header, cancel, finalize, duplicate, purchase order.
 */

/** An open quote of the company, with the representative as given (null: none; the caller chooses the default). */
export async function createQuote({ db, ctx, audit }: UseCase, company: number, input: OrcamentoNovo): Promise<number> {
  const values = await headerColumns(db, company, { ...input, IdRepresentante: input.IdRepresentante ?? null });
  const [created] = await db
    .insert(pedidoVenda)
    .values({ ...values, CdEmpresa: company, TpPedidoDeVenda: 'O', StatusPedido: 'A', UsuarioAbertura: await openedBy(db, ctx) })
    .returning({ id: pedidoVenda.CodPedido });
  await storeTotals(db, created.id);
  await db.update(pedidoVenda).set({ version: 1 }).where(eq(pedidoVenda.CodPedido, created.id));
  await audit({ entity: 'PedidoDeVenda', id: created.id, action: 'create', company, after: values });
  return created.id;
}

/** PUT /pedido_vendas/{id}/atualiza: the header of an open quote; a stale version answers 409 and changes nothing. */
export async function updateQuote({ db, audit }: UseCase, company: number, id: number, input: OrcamentoAtualiza): Promise<void> {
  const order = await lockOrder(db, company, id);
  checkVersion(order, input.version);
  requireOpenQuote(order);
  const { version: _v, ...header } = input;
  const values = await headerColumns(db, company, header, order);
  await storeHeader(db, company, order, values);
  await audit({ entity: 'PedidoDeVenda', id, action: 'update', company, before: order, after: values });
}

/**
 * A header change of a locked order, whoever asks for it: the new values, then an open quote's prices follow its
 * destination (an order's items are fixed), then taxes and totals, and an order's installments its new total.
 */
async function storeHeader(db: Tx, company: number, order: Order, values: Partial<typeof pedidoVenda.$inferInsert>): Promise<void> {
  await db.update(pedidoVenda).set(values).where(eq(pedidoVenda.CodPedido, order.CodPedido));
  if (isOpenQuote(order)) await repriceForSale(db, company, order.CodPedido);
  await storeTotalsAndTaxes(db, company, order.CodPedido);
  if (order.TpPedidoDeVenda !== 'O') await resyncInstallments(db, order.CodPedido);
}

const CLOSED_FOR_FREIGHT = new Set(['C', 'T', 'P', 'D']);

/**
 * The carrier and freight of a quote or order chosen by another area (the routing area's freight quote), in the
 * caller's transaction: stored as the header update stores a freight, so taxes, VlTotal, the version and the
 * installments follow. Nothing else of the header is derived again (the places and CFOP stay as recorded).
 * Answers what the order had before, for the caller's audit.
 */
export async function setOrderFreight(db: Tx, company: number, id: number, freight: { IdTransportador: number | null; VlFrete: string }): Promise<{ IdTransportador: number | null; VlFrete: string }> {
  const order = await lockOrder(db, company, id);
  // An invoiced (even in part), returned or cancelled order's totals are history: its freight is what was billed.
  if (CLOSED_FOR_FREIGHT.has(order.StatusPedido)) throw violation('CodPedido', 'order_freight_closed');
  await storeHeader(db, company, order, { IdTransportador: freight.IdTransportador, VlFrete: freight.VlFrete });
  return { IdTransportador: order.IdTransportador, VlFrete: order.VlFrete };
}

/** PUT .../cancelar-orcamento: an open quote becomes cancelled (it reserved nothing). */
export async function cancelQuote({ db, audit }: UseCase, company: number, id: number, version?: number): Promise<void> {
  const order = await lockOrder(db, company, id);
  checkVersion(order, version);
  requireOpenQuote(order);
  await db.update(pedidoVenda).set({ StatusPedido: 'C', version: order.version + 1 }).where(eq(pedidoVenda.CodPedido, id));
  await audit({ entity: 'PedidoDeVenda', id, action: 'cancelar-orcamento', company, before: { StatusPedido: 'A' }, after: { StatusPedido: 'C' } });
}

/**
 * PUT .../finalizar-orcamento: the quote becomes an order (type P, open), after the rules of §5/§8 (items or
 * the total volume, payer and destination with valid documents, the destination's address), reserving the
 * stock of every active item in the same transaction.
 *
 * The stock of the items' products is locked last: everything that does not read or move stock (the checks, the
 * phase, the taxes and totals, the installments, the commission, the audit row) is written first, under the order's
 * own lock, so the products' rows, which every salesperson selling them waits for, are held only for the
 * reservation itself and the commit. None of those writes depends on the reservation: what an item waits for (its
 * backorder) changes no total, and a refused reservation (422) undoes them all with the transaction.
 */
export async function finalizeQuote({ db, ctx, audit }: UseCase, company: number, id: number, version?: number, beforeStock?: () => Promise<void>): Promise<void> {
  const order = await lockOrder(db, company, id);
  checkVersion(order, version);
  requireOpenQuote(order);
  const items = await activeItems(db, id);
  // The payer, the destination and the places the CFOP was worked out for, in one read.
  const found = await peopleAndPlaces(db, [order.IdPagador, order.IdDestino, ...(order.IdCliente ? [company, receiverOf(order)] : [])]);
  const violations = finalizeViolations({
    IdCliente: order.IdCliente,
    activeItems: items.length,
    QtVolumeTotal: order.QtVolumeTotal,
    IdPagador: order.IdPagador,
    IdDestino: order.IdDestino,
    payer: partyFrom(found, company, order.IdPagador),
    destination: partyFrom(found, company, order.IdDestino),
  });
  if (order.IdCliente) {
    // The CFOP, taxes and freight were worked out for the cities recorded on the order: they must still hold.
    const recorded = (city: string | null, uf: string | null) => (city || uf ? { city, uf } : null);
    violations.push(
      ...placeViolations(
        { origin: recorded(order.NmCidadeOrigem, order.IdUfOrigem), destination: recorded(order.NmCidadeDestino, order.IdUfDestino) },
        { origin: placeFrom(found, company), destination: placeFrom(found, receiverOf(order)) },
        order.IdDestino ? 'IdDestino' : 'IdCliente',
      ),
    );
  }
  if (violations.length) throw validationError(violations);
  const setting = await settingValues(db, company, ['vendaSemEstoque', 'workFlow']);
  const phase = order.IdWorkFlowItemFase ?? (await firstPhase(db, company, workFlowOf(setting('workFlow'))));
  // The taxes with today's tables, so the installments split what the client will pay (IPI and ST included); the
  // header's new type and status change nothing the taxes read, and go with the totals.
  const VlImpostos = await refreshTaxes(db, company, id, order);
  const header = { TpPedidoDeVenda: 'P', StatusPedido: 'A', DtFinalizacao: sql`now()` as unknown as string, IdWorkFlowItemFase: phase };
  await storeTotals(db, id, { ...header, VlFrete: order.VlFrete, VlImpostos }, items);
  await createInstallments(db, company, id);
  await emitOrderEvent(db, { type: 'finalized', company, order: id }, ctx.user?.id ?? null);
  await audit({ entity: 'PedidoDeVenda', id, action: 'finalizar-orcamento', company, before: { TpPedidoDeVenda: 'O' }, after: { TpPedidoDeVenda: 'P', items: items.length, IdWorkFlowItemFase: phase } });
  // Last, the stock: beyond the available, refused (the default), or the missing part waits for goods when the company says so.
  const backorders = setting('vendaSemEstoque') === 'true';
  // The order's row is final: the route reads its answer here rather than while the stock is held.
  await beforeStock?.();
  const stock = await lockItemsStock(db, items);
  const pending = await reserveItems(db, stock, company, items, ctx.user?.id ?? null, (item) => `items[${item.NrPosicao}].QtPedida`, isoDateIn(), backorders);
  for (const [i, item] of items.entries()) if (pending[i].greaterThan(0)) await setBackorder(db, item.IdPedidoVendaItem, pending[i]);
}

/**
 * PUT .../duplicar-orcamento: a new open quote with the same header and items, priced at today's suggested
 * prices (the discount % of each line is kept when it is still allowed, else dropped).
 */
export async function duplicateQuote({ db, ctx, audit }: UseCase, company: number, id: number): Promise<number> {
  const [source] = await db
    .select()
    .from(pedidoVenda)
    .where(and(eq(pedidoVenda.CodPedido, id), eq(pedidoVenda.CdEmpresa, company)));
  if (!source) throw notFound();
  const { CodPedido: _id, ClienteBusca: _search, DtEmissao: _dt, version: _v, NrPedidoCompra: _n, DsArquivoPedidoCompra: _f, ...header } = source as Order;
  const [created] = await db
    .insert(pedidoVenda)
    .values({ ...header, TpPedidoDeVenda: 'O', StatusPedido: 'A', UsuarioAbertura: await openedBy(db, ctx) })
    .returning({ id: pedidoVenda.CodPedido });
  const max = await maxDiscount(db, company);
  const items = await db.select().from(pedidoVendaItems).where(eq(pedidoVendaItems.CodPedido, id)).orderBy(asc(pedidoVendaItems.NrPosicao));
  let position = 0;
  for (const it of items) {
    if (it.StItem !== 'A') continue;
    const pricing = await pricingOf(db, company, it.IdProduto, it.IdTipoMedida, created.id);
    const VlUnitario = pricing.suggested ?? it.VlUnitario;
    const keep = priceViolations({ VlUnitario, PcDesconto: it.PcDesconto, suggested: pricing.suggested, maxDiscount: max }).length === 0;
    const PcDesconto = keep ? it.PcDesconto : '0.00';
    const values = itemValues({ IdProduto: it.IdProduto, QtPedida: it.QtPedida, IdTipoMedida: it.IdTipoMedida, IdFormula: it.IdFormula, DsVariaveis: it.DsVariaveis, VlUnitario, PcDesconto }, pricing, max);
    await db.insert(pedidoVendaItems).values({ ...values, CodPedido: created.id, CdEmpresa: company, NrPosicao: ++position });
  }
  await storeTotalsAndTaxes(db, company, created.id);
  await db.update(pedidoVenda).set({ version: 1 }).where(eq(pedidoVenda.CodPedido, created.id));
  await audit({ entity: 'PedidoDeVenda', id: created.id, action: 'duplicar-orcamento', company, after: { from: id, items: position } });
  return created.id;
}

/** POST /save_purchase: the client's purchase order number and file (uploaded to the file storage before). */
export async function savePurchase({ db, audit }: UseCase, company: number, input: { CodPedido: number; NrPedidoCompra: string; DsArquivoPedidoCompra?: string | null }): Promise<void> {
  const order = await lockOrder(db, company, input.CodPedido);
  const url = input.DsArquivoPedidoCompra ?? null;
  // The client's purchase order is read as the order is: with the sales grant.
  if (url && !(await attachFile(db, url, company, 'pedido_vendas'))) throw violation('DsArquivoPedidoCompra', 'record_not_in_company');
  const values = { NrPedidoCompra: input.NrPedidoCompra, DsArquivoPedidoCompra: url ?? order.DsArquivoPedidoCompra };
  await db.update(pedidoVenda).set({ ...values, version: order.version + 1 }).where(eq(pedidoVenda.CodPedido, order.CodPedido));
  await audit({ entity: 'PedidoDeVenda', id: order.CodPedido, action: 'save_purchase', company, before: { NrPedidoCompra: order.NrPedidoCompra }, after: values });
}

// What other modules and the routes import from here lives in the modules above, by what it does.
export { companyOfPedido, companyOfItem, storeTotals } from './pedido-core.service.ts';
export { ITEM_ENTITY, lockItemsStock, reserveItem, itemReservations, releaseItem } from './estoque-item.service.ts';
export { maxDiscount, pricingSuggestion } from './precos.service.ts';
export { addItem, updateItem, deleteItem, setItemActive, listItems, documentItems } from './orcamento-itens.service.ts';
export { changeStatus } from './pedido-status.service.ts';
