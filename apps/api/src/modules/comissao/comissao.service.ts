import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { Decimal, formatDate, isoDateIn } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { advisoryLock } from '../../platform/db/transaction.ts';
import { violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { produtos } from '../catalogo/index.ts';
import { activeReceipt, pedidoVenda, pedidoVendaItems, pedidoVendaParcelas, pedidoVendaRecebimentos, type OrderEvent } from '../vendas/index.ts';
import { commissionOf, rateFor, releasedTarget, returnedShare } from './comissao.rules.ts';
import { comissaoConferencias, comissaoLancamentos, comissaoTaxas } from './comissao.table.ts';

type Lancamento = typeof comissaoLancamentos.$inferInsert;

/** Net accrued and released per item of an order (the ledger summed). */
async function balances(db: Executor, order: number) {
  return db
    .select({
      item: comissaoLancamentos.IdPedidoVendaItem,
      rep: comissaoLancamentos.IdRepresentante,
      accrued: sql<string>`sum(${comissaoLancamentos.VlProvisao})`,
      released: sql<string>`sum(${comissaoLancamentos.VlLiberado})`,
    })
    .from(comissaoLancamentos)
    .where(and(eq(comissaoLancamentos.CodPedido, order), sql`${comissaoLancamentos.IdPedidoVendaItem} is not null`))
    .groupBy(comissaoLancamentos.IdPedidoVendaItem, comissaoLancamentos.IdRepresentante);
}

/**
 * The day a line of the representative's commission is booked on: `day` (a receipt's, an order's finalization),
 * unless a conference already approved a period of theirs holding it; then the day it is booked, as a reversal is
 * (an approved period is never rewritten: the next one takes the line).
 */
async function bookingDay(db: Executor, company: number, rep: number, day: string): Promise<string> {
  const today = isoDateIn();
  if (day >= today) return day;
  const [closed] = await db
    .select({ id: comissaoConferencias.IdComissaoConferencia })
    .from(comissaoConferencias)
    .where(and(eq(comissaoConferencias.company, company), eq(comissaoConferencias.IdRepresentante, rep), lte(comissaoConferencias.DtInicio, day), gte(comissaoConferencias.DtFim, day)))
    .limit(1);
  return closed ? today : day;
}

/** Accrues the commission of the order's active items that have none (finalized, or an item active again). */
async function accrue(db: Tx, company: number, order: number, user: number | null, only?: number): Promise<void> {
  // The order's representative and the representative's rates in one read (a row without a rate when there is none).
  const found = await db
    .select({ rep: pedidoVenda.IdRepresentante, finalized: pedidoVenda.DtFinalizacao, rate: comissaoTaxas })
    .from(pedidoVenda)
    .leftJoin(comissaoTaxas, and(eq(comissaoTaxas.company, company), eq(comissaoTaxas.IdRepresentante, pedidoVenda.IdRepresentante)))
    .where(eq(pedidoVenda.CodPedido, order));
  const o = found[0];
  if (!o?.rep) return;
  const rates = found.flatMap((r) => (r.rate ? [r.rate] : []));
  if (rates.length === 0) return;
  const have = new Map((await balances(db, order)).map((b) => [b.item, new Decimal(b.accrued)]));
  const items = await db
    .select({ id: pedidoVendaItems.IdPedidoVendaItem, total: pedidoVendaItems.VlTotal, discount: pedidoVendaItems.PcDesconto, family: produtos.IdFamiliaProduto })
    .from(pedidoVendaItems)
    .innerJoin(produtos, eq(produtos.IdProduto, pedidoVendaItems.IdProduto))
    .where(and(eq(pedidoVendaItems.CodPedido, order), eq(pedidoVendaItems.StItem, 'A')));
  // The accrual belongs to the day the order was finalized (the period the conference looks at).
  const finalized = o.finalized ? new Date(String(o.finalized).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')) : null;
  const today = await bookingDay(db, company, o.rep, finalized && !Number.isNaN(finalized.getTime()) ? isoDateIn(finalized) : isoDateIn());
  const rows: Lancamento[] = [];
  for (const it of items) {
    if (only !== undefined && it.id !== only) continue;
    if (have.get(it.id)?.gt(0)) continue;
    const pc = rateFor(rates, o.rep, it.family, it.discount);
    if (!pc) continue;
    rows.push({ company, IdRepresentante: o.rep, CodPedido: order, IdPedidoVendaItem: it.id, TpLancamento: 'P', DtLancamento: today, VlBase: it.total, PcComissao: pc, VlProvisao: commissionOf(it.total, pc), IdUsuario: user });
  }
  if (rows.length) await db.insert(comissaoLancamentos).values(rows);
}

/**
 * What the client owes for the order in all, the base a receipt's proportion is of: its receivables (the plan, the
 * invoices' duplicatas, less what a return took off them, what was received of them included), or the order's
 * total when it makes none. A return leaves the order's total as it was invoiced, so against the total what is left
 * to receive after it would never release the commission of what the client kept.
 */
async function receivableOf(db: Tx, order: number): Promise<string> {
  const [r] = await db
    .select({ receivable: sql<string | null>`sum(${pedidoVendaParcelas.VlParcela})`, total: pedidoVenda.VlTotal })
    .from(pedidoVenda)
    .leftJoin(pedidoVendaParcelas, eq(pedidoVendaParcelas.CodPedido, pedidoVenda.CodPedido))
    .where(eq(pedidoVenda.CodPedido, order))
    .groupBy(pedidoVenda.VlTotal);
  return r.receivable ?? r.total;
}

/**
 * Releases what the receipts so far make due: each item's accrued amount in the proportion received of what the
 * client owes (receivableOf), less what was released before, dated the receipt's day (bookingDay: the day it is recorded when that day's period was approved).
 * A reversed receipt (`reversal`) no longer counts: what
 * it had released comes back as lines E naming it and the reason, dated the day of the reversal, as the reversals of
 * a cancellation or a return are (a period already approved is never rewritten: the next one takes them). The
 * target is recomputed rather than the receipt's own lines negated, so an item cancelled since (already reversed
 * whole) is not reversed twice; with nothing else changed it is exactly what that receipt released.
 */
async function release(db: Tx, company: number, order: number, user: number | null, receipt: { id: number; date: string } | null, reversal?: string): Promise<void> {
  const total = await receivableOf(db, order);
  const [{ received }] = await db
    .select({ received: sql<string>`coalesce(sum(${pedidoVendaRecebimentos.VlRecebido}), 0)` })
    .from(pedidoVendaRecebimentos)
    .where(and(eq(pedidoVendaRecebimentos.CodPedido, order), activeReceipt));
  const rows: Lancamento[] = [];
  const days = new Map<number, string>();
  for (const b of await balances(db, order)) {
    const accrued = new Decimal(b.accrued);
    if (accrued.lte(0)) continue;
    const due = releasedTarget(accrued, received, total).minus(b.released);
    if (due.isZero() || (reversal !== undefined && due.gt(0))) continue;
    const kind = reversal === undefined ? { TpLancamento: 'L' } : { TpLancamento: 'E', DsMotivo: reversal };
    const day = days.get(b.rep) ?? (await bookingDay(db, company, b.rep, receipt?.date ?? isoDateIn()));
    days.set(b.rep, day);
    rows.push({ company, IdRepresentante: b.rep, CodPedido: order, IdPedidoVendaItem: b.item, IdRecebimento: receipt?.id ?? null, ...kind, DtLancamento: day, VlLiberado: due.toFixed(2), IdUsuario: user });
  }
  if (rows.length) await db.insert(comissaoLancamentos).values(rows);
}

/** Reverses what the items (all of the order, or one) generated: accrued and released back to zero. */
async function reverse(db: Tx, company: number, order: number, user: number | null, reason: string, only?: number): Promise<void> {
  const today = isoDateIn();
  const rows: Lancamento[] = [];
  for (const b of await balances(db, order)) {
    if (only !== undefined && b.item !== only) continue;
    const accrued = new Decimal(b.accrued);
    const released = new Decimal(b.released);
    if (accrued.isZero() && released.isZero()) continue;
    rows.push({ company, IdRepresentante: b.rep, CodPedido: order, IdPedidoVendaItem: b.item, TpLancamento: 'E', DtLancamento: today, VlProvisao: accrued.negated().toFixed(2), VlLiberado: released.negated().toFixed(2), DsMotivo: reason, IdUsuario: user });
  }
  if (rows.length) await db.insert(comissaoLancamentos).values(rows);
}

/**
 * A return of part of an order (a return invoice): each returned item's commission, accrued and released, reversed
 * in the proportion of the quantity returned (`qt`) to what the item had not returned before (`qtLeft`), as ledger
 * lines E with the reason. The conference sees them in the period of the return.
 */
export async function reverseReturned(db: Tx, company: number, order: number, lines: readonly { item: number; qt: string; qtLeft: string }[], reason: string, user: number | null): Promise<void> {
  const today = isoDateIn();
  const rows: Lancamento[] = [];
  for (const b of await balances(db, order)) {
    const line = lines.find((l) => l.item === b.item);
    if (!line) continue;
    const accrued = returnedShare(b.accrued, line.qt, line.qtLeft);
    const released = returnedShare(b.released, line.qt, line.qtLeft);
    if (accrued.isZero() && released.isZero()) continue;
    rows.push({ company, IdRepresentante: b.rep, CodPedido: order, IdPedidoVendaItem: b.item, TpLancamento: 'E', DtLancamento: today, VlProvisao: accrued.negated().toFixed(2), VlLiberado: released.negated().toFixed(2), DsMotivo: reason, IdUsuario: user });
  }
  if (rows.length) await db.insert(comissaoLancamentos).values(rows);
}

/** The commission follows the order (vendas/order-events.ts), in the transaction of the change. */
export async function onOrder(db: Tx, e: OrderEvent, user: number | null): Promise<void> {
  switch (e.type) {
    case 'finalized':
      return accrue(db, e.company, e.order, user);
    case 'item-activated':
      await accrue(db, e.company, e.order, user, e.item);
      return release(db, e.company, e.order, user, null);
    case 'item-cancelled':
      await reverse(db, e.company, e.order, user, 'Item cancelado', e.item);
      // The order's total fell: the other items' share of what was received grows.
      return release(db, e.company, e.order, user, null);
    case 'cancelled':
    case 'returned':
      return reverse(db, e.company, e.order, user, e.type === 'returned' ? 'Pedido devolvido' : 'Pedido cancelado');
    case 'receipt':
      return release(db, e.company, e.order, user, { id: e.receipt, date: e.date });
    case 'receipt-reversed':
      return release(db, e.company, e.order, user, { id: e.receipt, date: isoDateIn() }, `Recebimento estornado: ${e.reason}`);
  }
}

/** Who the user may see: every representative where they hold the conference (comissao:update), else themselves. */
export function ownOnly(user: { id: number } | null, manager: boolean): number | null {
  return manager ? null : (user?.id ?? -1);
}

export interface Periodo {
  IdRepresentante?: number | null;
  DtInicio: string;
  DtFim: string;
}

function periodWhere(company: number, p: Periodo): SQL {
  return and(
    eq(comissaoLancamentos.company, company),
    gte(comissaoLancamentos.DtLancamento, p.DtInicio),
    lte(comissaoLancamentos.DtLancamento, p.DtFim),
    p.IdRepresentante ? eq(comissaoLancamentos.IdRepresentante, p.IdRepresentante) : undefined,
  )!;
}

/** The conference: per representative in the period, accrued, reversed, released (with adjustments), and whether it was approved. */
export async function conference(db: Executor, company: number, p: Periodo) {
  const rows = await db
    .select({
      IdRepresentante: comissaoLancamentos.IdRepresentante,
      Representante: sql<string | null>`(select pe.name from users u join people pe on pe.id = u.people_id where u.id = comissao_lancamentos.id_representante)`,
      VlProvisionado: sql<string>`coalesce(sum(${comissaoLancamentos.VlProvisao}) filter (where ${comissaoLancamentos.TpLancamento} = 'P'), 0)::numeric(14,2)`,
      VlEstornado: sql<string>`coalesce(-sum(${comissaoLancamentos.VlProvisao}) filter (where ${comissaoLancamentos.TpLancamento} = 'E'), 0)::numeric(14,2)`,
      VlLiberado: sql<string>`coalesce(sum(${comissaoLancamentos.VlLiberado}) filter (where ${comissaoLancamentos.TpLancamento} <> 'J'), 0)::numeric(14,2)`,
      VlAjuste: sql<string>`coalesce(sum(${comissaoLancamentos.VlLiberado}) filter (where ${comissaoLancamentos.TpLancamento} = 'J'), 0)::numeric(14,2)`,
      VlDevido: sql<string>`coalesce(sum(${comissaoLancamentos.VlLiberado}), 0)::numeric(14,2)`,
    })
    .from(comissaoLancamentos)
    .where(periodWhere(company, p))
    .groupBy(comissaoLancamentos.IdRepresentante)
    .orderBy(asc(comissaoLancamentos.IdRepresentante));
  const approved = rows.length
    ? await db
        .select()
        .from(comissaoConferencias)
        .where(and(eq(comissaoConferencias.company, company), eq(comissaoConferencias.DtInicio, p.DtInicio), eq(comissaoConferencias.DtFim, p.DtFim), inArray(comissaoConferencias.IdRepresentante, rows.map((r) => r.IdRepresentante))))
    : [];
  return rows.map((r) => {
    const c = approved.filter((a) => a.IdRepresentante === r.IdRepresentante).at(-1);
    return { ...r, StConferencia: c ? ('A' as const) : ('P' as const), VlAprovado: c?.VlAprovado ?? null, DtAprovacao: c?.DtAprovacao ?? null };
  });
}

/**
 * Approves a representative's period, with an adjustment (positive or negative) that needs a reason; the
 * adjustment is a ledger line (J) on the period's last day, so the report and the next conference see it.
 */
export async function approve({ db, ctx, audit }: UseCase, company: number, input: Periodo & { IdRepresentante: number; VlAjuste?: string; DsMotivo?: string | null }): Promise<number> {
  const ajuste = new Decimal(input.VlAjuste ?? 0);
  // The same message as a stock adjustment's (catalogue): 'Informe o motivo do ajuste'.
  if (!ajuste.isZero() && !input.DsMotivo?.trim()) throw violation('DsMotivo', 'reason_required');
  const user = ctx.user?.id ?? null;
  // One approval of a representative at a time: the checks below read what the one before wrote.
  await advisoryLock(db, 'commission_approval', `${company}:${input.IdRepresentante}`);
  const approved = await db
    .select()
    .from(comissaoConferencias)
    .where(and(eq(comissaoConferencias.company, company), eq(comissaoConferencias.IdRepresentante, input.IdRepresentante), lte(comissaoConferencias.DtInicio, input.DtFim), gte(comissaoConferencias.DtFim, input.DtInicio)))
    .orderBy(asc(comissaoConferencias.IdComissaoConferencia));
  // A period crossing another approved one would approve (and pay) the common days' lines twice; the same period
  // again is a correction.
  const crossed = approved.find((a) => a.DtInicio !== input.DtInicio || a.DtFim !== input.DtFim);
  if (crossed) throw violation('DtInicio', 'commission_period_overlaps', { inicio: formatDate(crossed.DtInicio, ctx.locale), fim: formatDate(crossed.DtFim, ctx.locale) });
  const last = approved.at(-1);
  if (last && (await sameApproval(db, company, input, ajuste, last))) return last.IdComissaoConferencia;
  if (!ajuste.isZero()) {
    await db.insert(comissaoLancamentos).values({ company, IdRepresentante: input.IdRepresentante, TpLancamento: 'J', DtLancamento: input.DtFim, VlLiberado: ajuste.toFixed(2), DsMotivo: input.DsMotivo, IdUsuario: user });
  }
  const [row] = await conference(db, company, input);
  const devido = new Decimal(row?.VlDevido ?? 0);
  const [c] = await db
    .insert(comissaoConferencias)
    .values({ company, IdRepresentante: input.IdRepresentante, DtInicio: input.DtInicio, DtFim: input.DtFim, VlLiberado: devido.minus(ajuste).toFixed(2), VlAjuste: ajuste.toFixed(2), VlAprovado: devido.toFixed(2), DsMotivo: input.DsMotivo ?? null, IdUsuario: user })
    .returning({ id: comissaoConferencias.IdComissaoConferencia });
  await audit({ entity: 'ComissaoConferencia', id: c.id, action: 'aprovar', company, after: { ...input, VlAprovado: devido.toFixed(2) } });
  return c.id;
}

/**
 * Whether an approval asked again is the last one repeated (a double click, two managers at once): the same period,
 * adjustment and reason, and no line of the representative's period registered since. Approved again, its adjustment
 * would be written twice; it is the same approval, answered as such.
 */
async function sameApproval(db: Executor, company: number, input: Periodo & { IdRepresentante: number; DsMotivo?: string | null }, ajuste: Decimal, last: typeof comissaoConferencias.$inferSelect): Promise<boolean> {
  if (!ajuste.eq(last.VlAjuste) || (input.DsMotivo ?? null) !== (last.DsMotivo ?? null)) return false;
  const [since] = await db
    .select({ id: comissaoLancamentos.IdComissaoLancamento })
    .from(comissaoLancamentos)
    .where(and(periodWhere(company, input), sql`${comissaoLancamentos.DtRegistro} > ${last.DtAprovacao}`))
    .limit(1);
  return !since;
}

/** The report's lines: the ledger of the period with the order, client and product, and its totals. */
export async function report(db: Executor, company: number, p: Periodo) {
  const lines = await db
    .select({
      IdComissaoLancamento: comissaoLancamentos.IdComissaoLancamento,
      DtLancamento: comissaoLancamentos.DtLancamento,
      TpLancamento: comissaoLancamentos.TpLancamento,
      IdRepresentante: comissaoLancamentos.IdRepresentante,
      Representante: sql<string | null>`(select pe.name from users u join people pe on pe.id = u.people_id where u.id = comissao_lancamentos.id_representante)`,
      CodPedido: comissaoLancamentos.CodPedido,
      Cliente: sql<string | null>`(select pv.cliente from pedido_venda pv where pv.cod_pedido = comissao_lancamentos.cod_pedido)`,
      Produto: sql<string | null>`(select pr.nm_produto from pedido_venda_items i join produtos pr on pr.id_produto = i.id_produto where i.id_pedido_venda_item = comissao_lancamentos.id_pedido_venda_item)`,
      VlBase: comissaoLancamentos.VlBase,
      PcComissao: comissaoLancamentos.PcComissao,
      VlProvisao: comissaoLancamentos.VlProvisao,
      VlLiberado: comissaoLancamentos.VlLiberado,
      DsMotivo: comissaoLancamentos.DsMotivo,
    })
    .from(comissaoLancamentos)
    .where(periodWhere(company, p))
    .orderBy(asc(comissaoLancamentos.DtLancamento), asc(comissaoLancamentos.IdComissaoLancamento));
  const sum = (k: 'VlProvisao' | 'VlLiberado') => lines.reduce((a, l) => a.plus(l[k]), new Decimal(0)).toFixed(2);
  return { lines, totals: { VlProvisao: sum('VlProvisao'), VlLiberado: sum('VlLiberado') } };
}
