import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  CONFERENCIA_ENCERRADA,
  checkScan,
  conferenceProgress,
  Decimal,
  formatDate,
  gtinForms,
  isFractionalUnit,
  isoDateIn,
  parseScan,
  separationStatusOf,
  splitQuantity,
  type ConferenceState,
  type ConferenciaLeitura,
  type ScanRefusal,
  type StatusPedido,
  type StatusSeparacaoPedido,
} from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { loteEstoqueProduto, produtoCodigos, produtos, tipoMedidas } from '../catalogo/index.ts';
import { changeStatus, pedidoVenda } from '../vendas/index.ts';
import { refreshLotStatus, setSeparationStatus, userName } from './separacao.service.ts';
import { caixaSeparacaos, conferenciaLeituras, loteSeparacao, loteSeparacaoItems, loteSeparacaoPedidos, pedidoSeparacaoStatuses, vwConferenciaLeituras, vwLoteSeparacaoItems } from './separacao.table.ts';

/**
 * The order conference: each scan is checked against the order's lot lines (checkScan of the domain) and, when
 * accepted, written as a row (its device-made id unique) and added to its line with a conditional update, all in
 * one transaction that first locks the order's row in its lot. So scans of one order run one at a time: a retried
 * request finds its row and counts nothing, and a second device waits and then sees the first one's count. The
 * order's status moves through the sales service (A → R at the first scan, R → L when everything matches, R → X
 * when closed with divergences), and the lot's status follows its orders.
 */


/** The order's lines in its lot (orphans left out), in the order the picker walks: location, then product. */
async function linesOf(db: Executor, order: number, lot: number): Promise<ConferenceState['lines']> {
  const rows = await db
    .select()
    .from(vwLoteSeparacaoItems)
    .where(and(eq(vwLoteSeparacaoItems.CodPedido, order), eq(vwLoteSeparacaoItems.IdLoteSeparacao, lot), eq(vwLoteSeparacaoItems.StOrfao, false)))
    .orderBy(asc(vwLoteSeparacaoItems.DsLocalizacao), asc(vwLoteSeparacaoItems.CdProduto), asc(vwLoteSeparacaoItems.DtValidadeLote), asc(vwLoteSeparacaoItems.IdLoteSeparacaoItem));
  return rows.map((r) => ({
    id: r.IdLoteSeparacaoItem,
    item: r.IdPedidoVendaItem,
    product: r.IdProduto,
    lot: r.IdLote,
    lotCode: r.CdLote,
    expiry: r.DtValidadeLote,
    expected: r.QtPedida,
    counted: r.QtSeparada,
    CdProduto: r.CdProduto,
    CdEan: r.CdEan,
    NmProduto: r.NmProduto,
    CdSigla: r.CdSigla,
    TpUnidade: r.TpUnidade,
    DsLocalizacao: r.DsLocalizacao,
  }));
}

/** GET /conferencia_pedidos/{id}: the order, its lot, lines, progress, boxes and last scans. */
export async function conferenceOf(db: Executor, company: number, order: number): Promise<ConferenceState> {
  const [o] = await db
    .select({
      CodPedido: pedidoVenda.CodPedido,
      Cliente: pedidoVenda.Cliente,
      StatusPedido: pedidoVenda.StatusPedido,
      DtEntrega: pedidoVenda.DtEntrega,
      IdLoteSeparacao: loteSeparacaoPedidos.IdLoteSeparacao,
      StatusLoteSeparacao: loteSeparacao.StatusLoteSeparacao,
      StatusSeparacaoPedido: pedidoSeparacaoStatuses.StatusSeparacaoPedido,
    })
    .from(pedidoVenda)
    .leftJoin(loteSeparacaoPedidos, eq(loteSeparacaoPedidos.CodPedido, pedidoVenda.CodPedido))
    .leftJoin(loteSeparacao, eq(loteSeparacao.IdLoteSeparacao, loteSeparacaoPedidos.IdLoteSeparacao))
    .leftJoin(pedidoSeparacaoStatuses, eq(pedidoSeparacaoStatuses.CodPedido, pedidoVenda.CodPedido))
    .where(and(eq(pedidoVenda.CodPedido, order), eq(pedidoVenda.CdEmpresa, company)));
  if (!o) throw notFound();
  const lines = o.IdLoteSeparacao ? await linesOf(db, order, o.IdLoteSeparacao) : [];
  const [left] = o.IdLoteSeparacao
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loteSeparacaoPedidos)
        .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, loteSeparacaoPedidos.CodPedido))
        // Cancelled orders do not hold the lot (lotStatusOf leaves them out).
        .where(and(eq(loteSeparacaoPedidos.IdLoteSeparacao, o.IdLoteSeparacao), ne(loteSeparacaoPedidos.CodPedido, order), notInArray(pedidoVenda.StatusPedido, [...CONFERENCIA_ENCERRADA, 'C'])))
    : [{ n: 0 }];
  const boxes = await db
    .select({ IdCaixaSeparacao: caixaSeparacaos.IdCaixaSeparacao, NrCaixa: caixaSeparacaos.NrCaixa, VlPeso: caixaSeparacaos.VlPeso })
    .from(caixaSeparacaos)
    .where(eq(caixaSeparacaos.CodPedido, order))
    .orderBy(asc(caixaSeparacaos.NrCaixa));
  const scans = await db
    .select({ DtLeitura: vwConferenciaLeituras.DtLeitura, CdProduto: vwConferenciaLeituras.CdProduto, NmProduto: vwConferenciaLeituras.NmProduto, CdLote: vwConferenciaLeituras.CdLote, QtLida: vwConferenciaLeituras.QtLida, NmUsuario: vwConferenciaLeituras.NmUsuario })
    .from(vwConferenciaLeituras)
    .where(eq(vwConferenciaLeituras.CodPedido, order))
    .orderBy(desc(vwConferenciaLeituras.IdConferenciaLeitura))
    .limit(10);
  return { ...o, lotOrdersLeft: Number(left.n), lines, progress: conferenceProgress(lines), boxes, scans };
}

/** The order's row in its lot, locked: every scan and lot swap of the order waits here for the one before it. */
export async function lockOrderInLot(db: Tx, company: number, order: number): Promise<{ lot: number; status: StatusPedido }> {
  const [row] = await db
    .select({ lot: loteSeparacaoPedidos.IdLoteSeparacao })
    .from(loteSeparacaoPedidos)
    .where(and(eq(loteSeparacaoPedidos.CodPedido, order), eq(loteSeparacaoPedidos.company, company)))
    .for('update');
  if (!row) throw violation('CodPedido', 'order_not_in_lot');
  const [o] = await db.select({ status: pedidoVenda.StatusPedido }).from(pedidoVenda).where(eq(pedidoVenda.CodPedido, order));
  return { lot: row.lot, status: o.status as StatusPedido };
}

/** A product of the company by its barcode (EAN/GTIN) or one of its codes. */
async function productByCode(db: Executor, company: number, code: { gtin?: string; text?: string }): Promise<{ id: number; code: string; unit: string | null } | undefined> {
  const base = db
    .select({ id: produtos.IdProduto, code: produtos.CdChamada, unit: tipoMedidas.TpUnidade })
    .from(produtos)
    .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida));
  if (code.gtin) {
    const [p] = await base.where(and(eq(produtos.company, company), inArray(produtos.CdEan, gtinForms(code.gtin)))).limit(1);
    return p;
  }
  const [p] = await base
    .innerJoin(produtoCodigos, eq(produtoCodigos.IdProduto, produtos.IdProduto))
    .where(and(eq(produtoCodigos.company, company), eq(produtoCodigos.CdChamada, code.text!)))
    .limit(1);
  return p;
}

/** A refused scan: the field, the message key and its parameters, and the swap offered for another good lot. */
export interface ScanRefused {
  refused: { propertyPath: string; code: string; params?: Record<string, string>; swap?: { item: number; from: number[]; to: number; lot: string } };
}

/** The answer of a scan: the order's state, and what this scan counted (nothing when it was a repeat). */
export type ScanAccepted = ConferenceState & { repeated: boolean; counted: { line: number; quantity: string } | null };

/**
 * POST /conferencia_leituras: one scan. Refusals (wrong product, lot missing or unknown, expired lot, another lot
 * of the product, more than ordered, not a product's code) are answered and change nothing.
 */
export async function scan(op: UseCase, company: number, input: ConferenciaLeitura, today = isoDateIn()): Promise<ScanAccepted | ScanRefused> {
  const { db, ctx } = op;
  const order = input.CodPedido;
  const { lot, status } = await lockOrderInLot(db, company, order);
  const [seen] = await db.select({ id: conferenciaLeituras.IdConferenciaLeitura, order: conferenciaLeituras.CodPedido }).from(conferenciaLeituras).where(eq(conferenciaLeituras.CdLeitura, input.scanId));
  if (seen) {
    if (seen.order !== order) throw violation('scanId', 'invalid_value');
    return { ...(await conferenceOf(db, company, order)), repeated: true, counted: null };
  }
  if (!['A', 'R', 'X'].includes(status)) throw violation('CodPedido', 'order_not_checkable', { status });

  const refuse = (propertyPath: string, code: string, params?: Record<string, string>): ScanRefused => ({ refused: { propertyPath, code, params } });
  const split = splitQuantity(input.codigo);
  const read = parseScan(split.code, today);
  if (read.kind === 'invalid') return refuse('codigo', read.error);
  const gtin = read.kind === 'gtin' ? read.gtin : read.kind === 'gs1' ? read.gtin : null;
  if (read.kind === 'gs1' && !gtin) return refuse('codigo', 'product_unknown', { code: split.code });
  const product = await productByCode(db, company, gtin ? { gtin } : { text: read.kind === 'text' ? read.text : '' });
  if (!product) return refuse('codigo', 'product_unknown', { code: gtin ?? split.code });
  const lotText = (read.kind === 'gs1' ? read.lot : null) ?? input.lote?.trim() ?? null;
  const [stockLot] = lotText
    ? await db
        .select({ id: loteEstoqueProduto.IdLote, code: loteEstoqueProduto.CdLote, expiry: loteEstoqueProduto.DtValidade })
        .from(loteEstoqueProduto)
        .where(and(eq(loteEstoqueProduto.IdProduto, product.id), eq(loteEstoqueProduto.CdLote, lotText)))
    : [];
  const fractional = isFractionalUnit(product.unit);
  const quantity = input.quantidade ?? split.quantity ?? (fractional && read.kind === 'gs1' ? read.netWeight : null) ?? '1';
  const q = new Decimal(quantity);
  if (!q.greaterThan(0)) return refuse('quantidade', 'quantity_positive');
  if (!fractional && !q.isInteger()) return refuse('quantidade', 'whole_scan_quantity');

  const lines = await linesOf(db, order, lot);
  const check = checkScan(lines, { product: product.id, lot: stockLot ?? null, lotText, quantity: q.toFixed(3) }, today);
  if (!check.ok) return refusal(check, product.code, stockLot?.code, fractional ? 3 : 0, ctx.locale);

  await db.insert(conferenciaLeituras).values({
    company,
    CdLeitura: input.scanId,
    IdLoteSeparacaoItem: check.line.id,
    IdLoteSeparacao: lot,
    CodPedido: order,
    IdProduto: product.id,
    IdLote: check.line.lot,
    QtLida: q.toFixed(3),
    DsCodigo: [input.codigo, input.lote].filter(Boolean).join(' ').slice(0, 160),
    IdUsuario: ctx.user?.id ?? null,
    NmUsuario: await userName(db, ctx),
  });
  // The count never passes what the line expects, whatever else ran (the row lock above already orders scans).
  const updated = await db
    .update(loteSeparacaoItems)
    .set({ QtSeparada: sql`${loteSeparacaoItems.QtSeparada} + ${q.toFixed(3)}` })
    .where(and(eq(loteSeparacaoItems.IdLoteSeparacaoItem, check.line.id), sql`${loteSeparacaoItems.QtSeparada} + ${q.toFixed(3)} <= ${loteSeparacaoItems.QtPedida}`))
    .returning({ id: loteSeparacaoItems.IdLoteSeparacaoItem });
  if (!updated.length) throw violation('quantidade', 'over_quantity', { expected: check.line.expected, counted: check.line.counted });

  if (status !== 'R') await changeStatus(op, company, order, 'R');
  const progress = conferenceProgress(await linesOf(db, order, lot));
  if (progress.complete) await changeStatus(op, company, order, 'L');
  await followOrder(op, company, order, lot);
  await op.audit({ entity: 'ConferenciaLeitura', id: input.scanId, action: 'create', company, after: { CodPedido: order, IdProduto: product.id, IdLote: check.line.lot, QtLida: q.toFixed(3) } });
  return { ...(await conferenceOf(db, company, order)), repeated: false, counted: { line: check.line.id, quantity: q.toFixed(3) } };
}

/** The refusal with its parameters as the message shows them: quantities in the unit's decimals, dates DD/MM/YYYY. */
function refusal(check: ScanRefusal, product: string, lot: string | undefined, places: number, locale: string): ScanRefused {
  const params: Record<string, string> = { product, ...('params' in check ? check.params : {}) };
  if (check.code === 'over_quantity') for (const k of ['expected', 'counted'] as const) params[k] = new Decimal(params[k]).toFixed(places);
  if (check.code === 'expired_lot') params.expiry = formatDate(params.expiry, locale);
  if (check.code === 'wrong_lot') return { refused: { propertyPath: check.field, code: check.code, params, swap: { ...check.swap, lot: lot ?? '' } } };
  return { refused: { propertyPath: check.field, code: check.code, params } };
}

/** The order's separation status and its lot's status, after the order's status moved. */
async function followOrder(op: UseCase, company: number, order: number, lot: number): Promise<void> {
  const [o] = await op.db
    .select({ status: pedidoVenda.StatusPedido, sep: pedidoSeparacaoStatuses.StatusSeparacaoPedido })
    .from(pedidoVenda)
    .leftJoin(pedidoSeparacaoStatuses, eq(pedidoSeparacaoStatuses.CodPedido, pedidoVenda.CodPedido))
    .where(eq(pedidoVenda.CodPedido, order));
  const next = separationStatusOf(o.status as StatusPedido, o.sep as StatusSeparacaoPedido | null);
  if (next !== o.sep) await setSeparationStatus(op.db, company, order, next, { id: op.ctx.user?.id ?? null, name: await userName(op.db, op.ctx) });
  await refreshLotStatus(op.db, lot);
}

/**
 * POST /conferencia_pedidos/{id}/encerrar: the conference ends as it is: conferido (L) when everything matched,
 * else parcial (X) with its divergences listed.
 */
export async function finishConference(op: UseCase, company: number, order: number): Promise<ConferenceState> {
  const { lot, status } = await lockOrderInLot(op.db, company, order);
  if (status !== 'R') throw violation('CodPedido', 'order_not_checkable', { status });
  const progress = conferenceProgress(await linesOf(op.db, order, lot));
  await changeStatus(op, company, order, progress.complete ? 'L' : 'X');
  await followOrder(op, company, order, lot);
  return conferenceOf(op.db, company, order);
}

/**
 * POST /conferencia_pedidos/{id}/reiniciar: the conference is undone (the goods went back to the shelf): its
 * scans and counts are cleared and the order goes back to aberto (from R or X; from L through R).
 */
export async function restartConference(op: UseCase, company: number, order: number): Promise<ConferenceState> {
  const { lot, status } = await lockOrderInLot(op.db, company, order);
  if (!['R', 'X', 'L'].includes(status)) throw violation('CodPedido', 'order_not_checkable', { status });
  await op.db.delete(conferenciaLeituras).where(eq(conferenciaLeituras.CodPedido, order));
  await op.db.update(loteSeparacaoItems).set({ QtSeparada: '0' }).where(eq(loteSeparacaoItems.CodPedido, order));
  if (status !== 'R') await changeStatus(op, company, order, 'R');
  await changeStatus(op, company, order, 'A');
  await setSeparationStatus(op.db, company, order, 'Aberto', { id: op.ctx.user?.id ?? null, name: await userName(op.db, op.ctx) });
  await refreshLotStatus(op.db, lot);
  return conferenceOf(op.db, company, order);
}
