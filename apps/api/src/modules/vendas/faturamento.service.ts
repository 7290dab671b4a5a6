import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { Decimal, invoicedStatus, invoiceRefused, statusAfterInvoiceCancelled, type MarcoFase, type StatusPedido, type TpPedidoDeVenda } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { estoqueMovimentos, type StockLock, type StockMove } from '../catalogo/index.ts';
import { workFlowItemFases } from '../pessoas/index.ts';
import { emitOrderEvent } from './order-events.ts';
import { activeItems, lockOrder, type Item } from './pedido-core.service.ts';
import { ITEM_ENTITY, itemReservations, lockItemsStock, releaseItems, reserveWhatThereIs } from './estoque-item.service.ts';
import { orderWorkFlow } from './fases.service.ts';
import { planAfterInvoice } from './parcelas.rules.ts';
import { withReceiptHistory } from './parcelas.service.ts';
import { activeReceipt, pedidoVendaParcelas, pedidoVendaRecebimentos } from './parcelas.table.ts';
import { pedidoVenda, pedidoVendaItems } from './vendas.table.ts';

/**
 * What an invoice of an order changes in sales, in the transaction that records SEFAZ's answer (the fiscal area
 * calls these commands): its authorisation takes the invoiced quantities out of the stock, moves the order to T or
 * P and to the workflow's invoiced phase, and turns the order's installments into the invoice's duplicatas; its
 * cancellation undoes that and reopens or cancels the order.
 */

/** The invoice, as sales names it: in the stock moves' reason and in the receivables' document. */
export interface InvoiceRef {
  IdNfe: number;
  NrSerie: number;
  NrNota: number;
}

/** An order item an invoice carries, in the item's own unit (the invoice's qCom). */
export interface InvoicedItem {
  IdPedidoVendaItem: number;
  QtFaturada: string;
}

export interface Duplicata {
  nDup: string;
  dVenc: string;
  vDup: string;
}

/** The reason of the stock moves an invoice makes: the kardex names the invoice (number/series). */
export const invoiceMoveReason = (nfe: InvoiceRef) => `NF-e ${nfe.NrNota}/${nfe.NrSerie}`;
const cancelMoveReason = (nfe: InvoiceRef) => `Cancelamento da NF-e ${nfe.NrNota}/${nfe.NrSerie}`;

/** The receivable's document: the invoice's number and the duplicata's (`123-001`). */
export const receivableDocument = (nfe: InvoiceRef, nDup: string) => `${nfe.NrNota}-${nDup}`;

/** The order to invoice, locked; an order in conference (or not invoiceable at all) is refused on StatusPedido. */
export async function lockOrderToInvoice(db: Tx, company: number, order: number): Promise<void> {
  const o = await lockOrder(db, company, order);
  const refused = invoiceRefused(o.TpPedidoDeVenda as TpPedidoDeVenda, o.StatusPedido as StatusPedido);
  if (refused) throw violation('StatusPedido', refused);
}

const baseQuantity = (item: Pick<Item, 'VlFatorConversao'>, qt: string) => new Decimal(qt).times(item.VlFatorConversao);

/**
 * The invoiced quantity of an item leaves the stock: taken from what the item holds reserved (release B and exit
 * S from the same balances, lots in their order); what is not reserved (an order invoiced without its reservation)
 * is reserved first by FEFO. The stock never goes below zero: what it lacks is left out and written in the audit log
 * ('estoque-faltou', with the invoice), for someone to count the shelf — refusing would not undo SEFAZ's authorisation.
 * Answers the release and exit moves (B and S from each reservation), for the caller to apply with the other items'.
 */
async function takeOut(db: Tx, stock: StockLock, company: number, item: Item, qt: string, nfe: InvoiceRef, user: number | null): Promise<StockMove[]> {
  let wanted = baseQuantity(item, qt);
  let held = await itemReservations(db, item.IdPedidoVendaItem);
  const reserved = held.reduce((a, h) => a.plus(h.quantity), new Decimal(0));
  if (reserved.lt(wanted)) {
    // SEFAZ authorised it: the goods left. What the stock does not have is not taken (never below zero) but recorded.
    const short = await reserveWhatThereIs(db, stock, company, { ...item, QtPedida: wanted.minus(reserved).toFixed(3), VlFatorConversao: '1' }, user);
    if (short.gt(0)) {
      await audit(db, { ctx: null, company, entity: 'PedidoVendaItem', id: item.IdPedidoVendaItem, action: 'estoque-faltou', after: { IdNfe: nfe.IdNfe, NrNota: nfe.NrNota, QtFaltou: short.toFixed(3), IdUsuario: user } });
      wanted = wanted.minus(short);
    }
    held = await itemReservations(db, item.IdPedidoVendaItem);
  }
  held.sort((a, b) => (a.lot ?? 0) - (b.lot ?? 0) || a.sector - b.sector);
  const moves: StockMove[] = [];
  for (const h of held) {
    if (wanted.lte(0)) break;
    const q = Decimal.min(wanted, h.quantity);
    const move = { company, product: item.IdProduto, lot: h.lot, sector: h.sector, quantity: q.toFixed(3), user, reason: invoiceMoveReason(nfe), origin: { entity: ITEM_ENTITY, id: item.IdPedidoVendaItem } };
    moves.push({ ...move, type: 'B' }, { ...move, type: 'S' });
    wanted = wanted.minus(q);
  }
  return moves;
}

/** Moves the order into the phase of its company's workflow marked with `marco`, never back to an earlier one. */
export async function reachPhase(db: Tx, company: number, order: number, marco: MarcoFase, user: number | null): Promise<void> {
  const workFlow = await orderWorkFlow(db, company);
  if (!workFlow) return;
  const [target] = await db
    .select({ id: workFlowItemFases.IdWorkFlowItemFase, ordem: workFlowItemFases.NrOrdem })
    .from(workFlowItemFases)
    .where(and(eq(workFlowItemFases.IdWorkFlow, workFlow), eq(workFlowItemFases.company, company), eq(workFlowItemFases.TpMarco, marco)))
    .orderBy(asc(workFlowItemFases.NrOrdem))
    .limit(1);
  if (!target) return;
  const [o] = await db
    .select({ phase: pedidoVenda.IdWorkFlowItemFase, ordem: workFlowItemFases.NrOrdem })
    .from(pedidoVenda)
    .leftJoin(workFlowItemFases, eq(workFlowItemFases.IdWorkFlowItemFase, pedidoVenda.IdWorkFlowItemFase))
    .where(and(eq(pedidoVenda.CodPedido, order), eq(pedidoVenda.CdEmpresa, company)));
  if (!o || o.phase === target.id || (o.ordem !== null && o.ordem > target.ordem)) return;
  await db.update(pedidoVenda).set({ IdWorkFlowItemFase: target.id, version: sql`${pedidoVenda.version} + 1` }).where(eq(pedidoVenda.CodPedido, order));
  await audit(db, { ctx: null, company, entity: 'PedidoDeVenda', id: order, action: 'fase', before: { IdWorkFlowItemFase: o.phase, IdUsuario: user }, after: { IdWorkFlowItemFase: target.id } });
}

/** Received so far per installment of an order. */
async function receivedOf(db: Executor, order: number): Promise<Map<number, Decimal>> {
  const rows = await db
    .select({ id: pedidoVendaRecebimentos.IdParcela, v: sql<string>`sum(${pedidoVendaRecebimentos.VlRecebido})` })
    .from(pedidoVendaRecebimentos)
    .where(and(eq(pedidoVendaRecebimentos.CodPedido, order), activeReceipt))
    .groupBy(pedidoVendaRecebimentos.IdParcela);
  return new Map(rows.map((r) => [r.id, new Decimal(r.v)]));
}

/**
 * The invoice's duplicatas become the order's receivables (linked to it, its number in the document) and leave the
 * order's plan (the installments not invoiced yet) what they took; when the order is wholly invoiced, nothing of
 * the plan is left to receive but what was received of it already.
 */
async function installmentsFollow(db: Tx, company: number, order: number, nfe: InvoiceRef, duplicatas: Duplicata[], whole: boolean): Promise<void> {
  const plan = await db
    .select()
    .from(pedidoVendaParcelas)
    .where(and(eq(pedidoVendaParcelas.CodPedido, order), isNull(pedidoVendaParcelas.IdNfe)))
    .orderBy(asc(pedidoVendaParcelas.DtVencimento), asc(pedidoVendaParcelas.NrParcela));
  const received = await receivedOf(db, order);
  const got = (id: number) => received.get(id) ?? new Decimal(0);
  const history = await withReceiptHistory(db, order);
  const left = planAfterInvoice(
    plan.map((p) => ({ id: p.IdParcela, date: p.DtVencimento, value: p.VlParcela, received: got(p.IdParcela).toFixed(2) })),
    duplicatas,
  );
  for (const p of plan) {
    const value = whole ? got(p.IdParcela).toFixed(2) : left.get(p.IdParcela)!;
    // Emptied and nothing received: it goes away, unless reversed receipts are kept with it (history, at R$ 0,00).
    if (new Decimal(value).isZero() && !history.has(p.IdParcela)) await db.delete(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.IdParcela, p.IdParcela));
    else if (value !== p.VlParcela) await db.update(pedidoVendaParcelas).set({ VlParcela: value }).where(eq(pedidoVendaParcelas.IdParcela, p.IdParcela));
  }
  const [o] = await db.select({ forma: pedidoVenda.DsFormaPagamento }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, order));
  const forma = plan[0]?.DsFormaPagamento ?? o?.forma ?? null;
  if (duplicatas.length) {
    await db.insert(pedidoVendaParcelas).values(
      duplicatas.map((d) => ({
        CdEmpresa: company,
        CodPedido: order,
        NrParcela: Number(d.nDup),
        DtVencimento: d.dVenc,
        VlParcela: d.vDup,
        DsFormaPagamento: forma,
        IdNfe: nfe.IdNfe,
        NrDocumento: receivableDocument(nfe, d.nDup),
      })),
    );
  }
}

/**
 * The order an invoice moves, locked first (so two answers about its invoices wait for each other), its active items,
 * the items the invoice carries, and the stock of all their products locked (lockStock), in that order.
 */
async function lockInvoiceOrder(db: Tx, company: number, order: number, items: InvoicedItem[]) {
  const o = await lockOrder(db, company, order);
  const active = await activeItems(db, order);
  const ids = items.map((i) => i.IdPedidoVendaItem);
  const carried = ids.length ? await db.select().from(pedidoVendaItems).where(and(eq(pedidoVendaItems.CodPedido, order), inArray(pedidoVendaItems.IdPedidoVendaItem, ids))) : [];
  const stock = await lockItemsStock(db, [...active, ...carried]);
  return { o, active, carried, stock };
}

/** The status an invoice's answer leaves the order in, with its audit row naming the invoice. */
async function setInvoiceStatus(db: Tx, company: number, order: number, nfe: InvoiceRef, from: StatusPedido, to: StatusPedido, user: number | null): Promise<void> {
  if (to === from) return;
  await db.update(pedidoVenda).set({ StatusPedido: to, version: sql`${pedidoVenda.version} + 1` }).where(eq(pedidoVenda.CodPedido, order));
  await audit(db, { ctx: null, company, entity: 'PedidoDeVenda', id: order, action: 'status', before: { StatusPedido: from }, after: { StatusPedido: to, IdNfe: nfe.IdNfe, IdUsuario: user } });
}

/**
 * An invoice of the order was authorised: its quantities leave the stock, the order goes to T when `invoicedSoFar`
 * (read after the order's lock, so two authorisations of one order at once see each other) covers every active item
 * wholly, else P; the workflow moves to the invoiced phase and the installments follow the invoice's duplicatas.
 */
export async function invoiceAuthorised(
  db: Tx,
  company: number,
  order: number,
  nfe: InvoiceRef,
  items: InvoicedItem[],
  duplicatas: Duplicata[],
  invoicedSoFar: () => Promise<Map<number, Decimal>>,
  user: number | null,
): Promise<StatusPedido> {
  const { o, active, carried, stock } = await lockInvoiceOrder(db, company, order, items);
  // Every item's release and exit in one bulk move (a handful of statements for the whole invoice). Deferring an
  // item's moves past the next item's reservation changes nothing that reservation sees: a release and an exit of the
  // same quantity leave the available stock (on hand minus reserved) as it was.
  const moves: StockMove[] = [];
  for (const it of items) {
    const item = carried.find((c) => c.IdPedidoVendaItem === it.IdPedidoVendaItem);
    if (!item) throw notFound();
    moves.push(...(await takeOut(db, stock, company, item, it.QtFaturada, nfe, user)));
  }
  await stock.moveAll(moves);
  const invoiced = await invoicedSoFar();
  const whole = active.every((i) => (invoiced.get(i.IdPedidoVendaItem) ?? new Decimal(0)).gte(i.QtPedida));
  const from = o.StatusPedido as StatusPedido;
  const to = invoicedStatus(o.TpPedidoDeVenda as TpPedidoDeVenda, from, whole);
  await setInvoiceStatus(db, company, order, nfe, from, to, user);
  await installmentsFollow(db, company, order, nfe, duplicatas, whole);
  await reachPhase(db, company, order, 'F', user);
  return to;
}

/**
 * The receivables of an invoice with something received (the documents), for refusing its cancellation. The order is
 * locked first: a receipt holds that lock from its check to its commit (recordReceipt), so one in flight is waited for
 * and counted, and one that comes after waits for the cancellation and then sees it pending.
 */
export async function paidReceivables(db: Tx, company: number, order: number, nfe: number): Promise<string[]> {
  await lockOrder(db, company, order);
  const rows = await db
    .selectDistinct({ doc: pedidoVendaParcelas.NrDocumento })
    .from(pedidoVendaParcelas)
    .innerJoin(pedidoVendaRecebimentos, and(eq(pedidoVendaRecebimentos.IdParcela, pedidoVendaParcelas.IdParcela), activeReceipt))
    .where(eq(pedidoVendaParcelas.IdNfe, nfe));
  return rows.map((r) => r.doc ?? '');
}

/** The invoice's receivables go back into the order's plan (same due date, or a new plan installment). */
async function installmentsBack(db: Tx, company: number, order: number, nfe: InvoiceRef): Promise<void> {
  const linked = await db.select().from(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.IdNfe, nfe.IdNfe));
  for (const l of linked) {
    const [same] = await db
      .select()
      .from(pedidoVendaParcelas)
      .where(and(eq(pedidoVendaParcelas.CodPedido, order), isNull(pedidoVendaParcelas.IdNfe), eq(pedidoVendaParcelas.DtVencimento, l.DtVencimento)))
      .limit(1);
    let target = same?.IdParcela;
    if (same) await db.update(pedidoVendaParcelas).set({ VlParcela: new Decimal(same.VlParcela).plus(l.VlParcela).toFixed(2) }).where(eq(pedidoVendaParcelas.IdParcela, same.IdParcela));
    else {
      const [row] = await db
        .insert(pedidoVendaParcelas)
        .values({ CdEmpresa: company, CodPedido: order, NrParcela: l.NrParcela, DtVencimento: l.DtVencimento, VlParcela: l.VlParcela, DsFormaPagamento: l.DsFormaPagamento })
        .returning({ id: pedidoVendaParcelas.IdParcela });
      target = row.id;
    }
    // Receipts are refused before (a paid invoice is not cancelled); any that came since move with the value, and the
    // reversed ones with them (their history stays with the installment).
    await db.update(pedidoVendaRecebimentos).set({ IdParcela: target! }).where(eq(pedidoVendaRecebimentos.IdParcela, l.IdParcela));
    await db.delete(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.IdParcela, l.IdParcela));
  }
}

/**
 * An authorised invoice of the order was cancelled (event 110111 registered): what it took out comes back into the
 * same balances (entries E naming the cancellation), its receivables go back to the order's plan, and the order
 * follows the user's choice: `reabrir` reserves those quantities again and returns to L (P while `otherInvoices`
 * says another invoice of it stays authorised), open to be invoiced again; `cancelar` releases every reservation
 * and cancels it (C), and the commission is reversed with the order's 'cancelled' event.
 */
export async function invoiceCancelled(
  db: Tx,
  company: number,
  order: number,
  nfe: InvoiceRef,
  items: InvoicedItem[],
  destino: 'reabrir' | 'cancelar',
  otherInvoices: boolean,
  user: number | null,
): Promise<StatusPedido> {
  const { o, active, carried, stock } = await lockInvoiceOrder(db, company, order, items);
  const exits = carried.length
    ? await db
        .select()
        .from(estoqueMovimentos)
        .where(
          and(
            eq(estoqueMovimentos.NmEntidadeOrigem, ITEM_ENTITY),
            inArray(estoqueMovimentos.IdEntidadeOrigem, carried.map((c) => c.IdPedidoVendaItem)),
            eq(estoqueMovimentos.TpMovimento, 'S'),
            eq(estoqueMovimentos.DsMotivo, invoiceMoveReason(nfe)),
          ),
        )
        .orderBy(asc(estoqueMovimentos.IdMovimento))
    : [];
  for (const s of exits) {
    const move = { company, product: s.IdProduto, lot: s.IdLote, sector: s.IdSetor, quantity: s.QtMovimento, user, reason: cancelMoveReason(nfe), origin: { entity: ITEM_ENTITY, id: s.IdEntidadeOrigem! } };
    await stock.move({ ...move, type: 'E' });
    if (destino === 'reabrir') await stock.move({ ...move, type: 'R' });
  }
  await installmentsBack(db, company, order, nfe);
  const from = o.StatusPedido as StatusPedido;
  const to = statusAfterInvoiceCancelled(destino, otherInvoices);
  if (to === 'C') await releaseItems(db, stock, company, active, user);
  await setInvoiceStatus(db, company, order, nfe, from, to, user);
  if (to === 'C') await emitOrderEvent(db, { type: 'cancelled', company, order }, user);
  return to;
}

/** The receivables of an order that came from invoices (for reading: the order screen, the tests). */
export const invoiceReceivables = (db: Executor, order: number) =>
  db
    .select()
    .from(pedidoVendaParcelas)
    .where(and(eq(pedidoVendaParcelas.CodPedido, order), isNotNull(pedidoVendaParcelas.IdNfe)))
    .orderBy(asc(pedidoVendaParcelas.IdNfe), asc(pedidoVendaParcelas.NrParcela));
