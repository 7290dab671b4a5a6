import { and, asc, eq, sql } from 'drizzle-orm';
import { Decimal, isoDateIn, receivable, reversalRefusal, type RecebimentoInput } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { emitOrderEvent, invoiceCancellationPending } from './order-events.ts';
import { abateDevolucao, installments, splitCents } from './parcelas.rules.ts';
import { activeReceipt, pedidoVendaParcelas, pedidoVendaRecebimentos } from './parcelas.table.ts';
import { operacoes, pedidoVenda, prazos } from './vendas.table.ts';

/**
 * The installments of an order that makes receivables (its operation's StGeraFinanceiro), written when the quote
 * is finalized: from the payment term's days counted from today, values in exact cents adding up to the total.
 */
export async function createInstallments(db: Tx, company: number, id: number, today = isoDateIn()): Promise<void> {
  // The order, its operation and its payment term in one read.
  const [{ order, term }] = await db
    .select({ order: { VlTotal: pedidoVenda.VlTotal, DsFormaPagamento: pedidoVenda.DsFormaPagamento, geraFinanceiro: operacoes.StGeraFinanceiro }, term: prazos })
    .from(pedidoVenda)
    .leftJoin(operacoes, eq(operacoes.IdOperacao, pedidoVenda.IdOperacao))
    .leftJoin(prazos, eq(prazos.IdPrazo, pedidoVenda.IdPrazo))
    .where(eq(pedidoVenda.CodPedido, id));
  if (order.geraFinanceiro === false) return;
  await db.delete(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.CodPedido, id));
  const rows = installments(order.VlTotal, term?.DsParcelas ?? '0', today);
  // An order of R$ 0,00 (a bonus, a sample) has nothing to receive: no installments.
  if (rows.length === 0) return;
  await db.insert(pedidoVendaParcelas).values(rows.map((r) => ({ ...r, CdEmpresa: company, CodPedido: id, DsFormaPagamento: order.DsFormaPagamento ?? term?.DsFormaPagamento ?? null })));
}

/**
 * After the order's total changed (an item cancelled or active again, taxes computed), its installments follow:
 * the installments nothing was received of share what the others do not cover, in exact cents and never R$ 0,00
 * (those a smaller rest does not reach are removed); when every one has receipts, the last one takes the difference.
 */
export async function resyncInstallments(db: Tx, id: number): Promise<void> {
  // The receivables of authorised invoices (IdNfe) are the invoice's: only the plan (what is not invoiced) follows.
  const all = await db.select().from(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.CodPedido, id)).orderBy(asc(pedidoVendaParcelas.NrParcela));
  const rows = all.filter((r) => r.IdNfe === null);
  if (rows.length === 0) return;
  const invoiced = all.filter((r) => r.IdNfe !== null).reduce((a, r) => a.plus(r.VlParcela), new Decimal(0));
  const [{ VlTotal }] = await db.select({ VlTotal: pedidoVenda.VlTotal }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, id));
  const order = { VlTotal: Decimal.max(new Decimal(VlTotal).minus(invoiced), 0) };
  // Reversed receipts count here too: their installment stays (it is not removed with their history), its value fixed.
  const withReceipts = await withReceiptHistory(db, id);
  const free = rows.filter((r) => !withReceipts.has(r.IdParcela));
  const fixed = rows.filter((r) => withReceipts.has(r.IdParcela)).reduce((a, r) => a.plus(r.VlParcela), new Decimal(0));
  const rest = new Decimal(order.VlTotal).minus(free.length ? fixed : fixed.minus(rows[rows.length - 1].VlParcela));
  if (!free.length) {
    // Every installment has receipts: the last one takes the difference, whatever it is (it cannot go away).
    const last = rows[rows.length - 1];
    const value = Decimal.max(rest, 0).toFixed(2);
    if (last.VlParcela !== value) await db.update(pedidoVendaParcelas).set({ VlParcela: value }).where(eq(pedidoVendaParcelas.IdParcela, last.IdParcela));
    return;
  }
  // No installment of R$ 0,00: the free ones a smaller rest does not reach are removed (nothing was received of them).
  const values = splitCents(rest, free.length);
  for (const [i, r] of free.entries()) {
    if (i >= values.length) await db.delete(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.IdParcela, r.IdParcela));
    else if (r.VlParcela !== values[i]) await db.update(pedidoVendaParcelas).set({ VlParcela: values[i] }).where(eq(pedidoVendaParcelas.IdParcela, r.IdParcela));
  }
}

/** The company of an installment (for the operation's grant check). */
export async function companyOfParcela(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVendaParcelas.CdEmpresa }).from(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.IdParcela, id));
  return row?.c;
}

/**
 * POST /pedido_venda_recebimentos: a receipt of an installment, at most what is left open of it, on a finalized
 * order that was not cancelled or returned. The order row is locked before the installment and its receipts are
 * read, so two receipts of the same installment cannot both pass the check and neither checks a value another
 * transaction changed meanwhile; the commission follows (order event 'receipt'). The ERP integration
 * records its receipts here too, with the ERP's id (`erpId`: unique in the company, so one is never recorded twice);
 * only then is the origin I (TpOrigem), never from the body.
 */
export async function recordReceipt({ db, ctx, audit }: UseCase, company: number, input: RecebimentoInput, erpId?: string): Promise<number> {
  // Money is received on a day that has come, in the company's day (Brasília): a future date is a typing error (the
  // ERP import's too), refused before anything is read or written.
  if (input.DtRecebimento > isoDateIn()) throw violation('DtRecebimento', 'receipt_date_future');
  const ofCompany = and(eq(pedidoVendaParcelas.IdParcela, input.IdParcela), eq(pedidoVendaParcelas.CdEmpresa, company));
  const [owner] = await db.select({ CodPedido: pedidoVendaParcelas.CodPedido }).from(pedidoVendaParcelas).where(ofCompany);
  if (!owner) throw notFound();
  const [order] = await db.select().from(pedidoVenda).where(eq(pedidoVenda.CodPedido, owner.CodPedido)).for('update');
  // The installment as it is once the order is ours: whoever held the lock (an item cancelled, an invoice's
  // duplicatas) may have changed its value or removed it meanwhile.
  const [parcela] = await db.select().from(pedidoVendaParcelas).where(ofCompany);
  if (!parcela) throw notFound();
  if (!receivable(order)) throw violation('IdParcela', 'order_not_receivable');
  // A duplicata of an invoice whose cancellation is on its way to SEFAZ: registered, it goes back to the plan (and the
  // order may be cancelled); the receipt waits for SEFAZ's answer.
  const cancelling = parcela.IdNfe === null ? null : await invoiceCancellationPending(db, parcela.IdNfe);
  if (cancelling) throw violation('IdParcela', 'receipt_invoice_cancel_pending', { numero: cancelling.numero, serie: cancelling.serie });
  const [{ received }] = await db
    .select({ received: sql<string>`coalesce(sum(${pedidoVendaRecebimentos.VlRecebido}), 0)` })
    .from(pedidoVendaRecebimentos)
    .where(and(eq(pedidoVendaRecebimentos.IdParcela, parcela.IdParcela), activeReceipt));
  const open = new Decimal(parcela.VlParcela).minus(received);
  if (new Decimal(input.VlRecebido).gt(open)) throw violation('VlRecebido', 'receipt_above_open', { open: open.toFixed(2) });
  const [row] = await db
    .insert(pedidoVendaRecebimentos)
    .values({
      CdEmpresa: company,
      CodPedido: parcela.CodPedido,
      IdParcela: parcela.IdParcela,
      DtRecebimento: input.DtRecebimento,
      VlRecebido: input.VlRecebido,
      DsFormaPagamento: input.DsFormaPagamento ?? parcela.DsFormaPagamento,
      // The origin is the server's to say: I only for the ERP import (with the ERP's id), M for everything else.
      TpOrigem: erpId ? 'I' : 'M',
      IdUsuario: ctx.user?.id ?? null,
      CdRecebimentoErp: erpId ?? null,
    })
    .returning({ id: pedidoVendaRecebimentos.IdRecebimento });
  await emitOrderEvent(db, { type: 'receipt', company, order: parcela.CodPedido, receipt: row.id, value: input.VlRecebido, date: input.DtRecebimento }, ctx.user?.id ?? null);
  await audit({ entity: 'PedidoVendaRecebimento', id: row.id, action: 'create', company, after: { ...input } });
  return row.id;
}

/** The company of a receipt (for the operation's grant check). */
export async function companyOfRecebimento(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ c: pedidoVendaRecebimentos.CdEmpresa }).from(pedidoVendaRecebimentos).where(eq(pedidoVendaRecebimentos.IdRecebimento, id));
  return row?.c;
}

/**
 * POST /pedido_venda_recebimentos/{id}/estornar: a receipt typed wrong (value, installment) is reversed, never
 * deleted: it is marked E with who, when and why, what it paid of its installment is open again (every sum reads the
 * active receipts only) and the commission it released goes back (order event 'receipt-reversed'). Under the same
 * order lock recordReceipt takes, so it cannot cross a receipt, an invoice's duplicatas or a cancellation; the receipt
 * is read again once the lock is held (another reversal may have come first). The refusals are reversalRefusal's.
 */
export async function reverseReceipt({ db, ctx, audit }: UseCase, company: number, id: number, reason: string): Promise<void> {
  const ofCompany = and(eq(pedidoVendaRecebimentos.IdRecebimento, id), eq(pedidoVendaRecebimentos.CdEmpresa, company));
  const [owner] = await db.select({ CodPedido: pedidoVendaRecebimentos.CodPedido }).from(pedidoVendaRecebimentos).where(ofCompany);
  if (!owner) throw notFound();
  const [order] = await db.select().from(pedidoVenda).where(eq(pedidoVenda.CodPedido, owner.CodPedido)).for('update');
  const [receipt] = await db.select().from(pedidoVendaRecebimentos).where(ofCompany);
  if (!receipt) throw notFound();
  const refused = reversalRefusal(receipt, order);
  if (refused) throw violation('IdRecebimento', refused);
  const [parcela] = await db.select({ IdNfe: pedidoVendaParcelas.IdNfe }).from(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.IdParcela, receipt.IdParcela));
  // As for a receipt: the duplicata of an invoice whose cancellation awaits SEFAZ moves back to the plan when it is
  // registered (with its receipts); the reversal waits for the answer.
  const cancelling = parcela?.IdNfe == null ? null : await invoiceCancellationPending(db, parcela.IdNfe);
  if (cancelling) throw violation('IdRecebimento', 'receipt_reversal_invoice_cancel_pending', { numero: cancelling.numero, serie: cancelling.serie });
  const user = ctx.user?.id ?? null;
  const after = { StRecebimento: 'E', DsMotivoEstorno: reason, IdUsuarioEstorno: user };
  await db.update(pedidoVendaRecebimentos).set({ ...after, DtEstorno: sql`now()` }).where(eq(pedidoVendaRecebimentos.IdRecebimento, id));
  await emitOrderEvent(db, { type: 'receipt-reversed', company, order: receipt.CodPedido, receipt: id, reason }, user);
  await audit({ entity: 'PedidoVendaRecebimento', id, action: 'estornar', company, before: { StRecebimento: receipt.StRecebimento, VlRecebido: receipt.VlRecebido }, after });
}

/** The active receipts of an order (what was received), oldest first. */
export async function receiptsOf(db: Executor, order: number) {
  return db
    .select()
    .from(pedidoVendaRecebimentos)
    .where(and(eq(pedidoVendaRecebimentos.CodPedido, order), activeReceipt))
    .orderBy(asc(pedidoVendaRecebimentos.IdRecebimento));
}

/**
 * The installments of an order with any receipt, reversed ones included: they are never removed (the receipts would
 * go with them, cascade), only their value changes.
 */
export async function withReceiptHistory(db: Executor, order: number): Promise<Set<number>> {
  const rows = await db.selectDistinct({ id: pedidoVendaRecebimentos.IdParcela }).from(pedidoVendaRecebimentos).where(eq(pedidoVendaRecebimentos.CodPedido, order));
  return new Set(rows.map((r) => r.id));
}

/**
 * A return's value comes off the receivables of the invoice it returns (`invoice`: its duplicatas, IdNfe;
 * abateDevolucao: open ones, last due date first), never off another invoice's duplicatas nor off the plan of what is
 * not invoiced yet (those are other goods, still owed); answers what came off and what had already been received of
 * the invoice (the caller owes it back to the client).
 */
export async function reduceInstallments(db: Tx, company: number, order: number, invoice: number, value: string): Promise<{ reduced: string; refund: string }> {
  const rows = await db
    .select({ id: pedidoVendaParcelas.IdParcela, due: pedidoVendaParcelas.DtVencimento, value: pedidoVendaParcelas.VlParcela })
    .from(pedidoVendaParcelas)
    .where(and(eq(pedidoVendaParcelas.CodPedido, order), eq(pedidoVendaParcelas.CdEmpresa, company), eq(pedidoVendaParcelas.IdNfe, invoice)))
    .for('update');
  const receipts = await receiptsOf(db, order);
  const parcelas = rows.map((r) => ({ ...r, received: receipts.filter((x) => x.IdParcela === r.id).reduce((a, x) => a.plus(x.VlRecebido), new Decimal(0)) }));
  const { changes, reduced, refund } = abateDevolucao(parcelas, value);
  // An installment left with nothing goes away, unless it has reversed receipts: it stays at R$ 0,00 with their history.
  const history = await withReceiptHistory(db, order);
  for (const c of changes) {
    if (c.value === null && !history.has(c.id)) await db.delete(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.IdParcela, c.id));
    else await db.update(pedidoVendaParcelas).set({ VlParcela: c.value ?? '0.00' }).where(eq(pedidoVendaParcelas.IdParcela, c.id));
  }
  return { reduced, refund };
}
