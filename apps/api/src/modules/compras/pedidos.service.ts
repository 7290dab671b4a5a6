import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  isoDateIn,
  purchaseLineTotal,
  purchaseOrderTotal,
  ourQuantity,
  purchaseOrderEditable,
  purchaseOrderMove,
  purchaseQuantityRefusal,
  StPedidoCompra,
  type PedidoCompraItemInput,
} from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError, notFound, staleVersion, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import { may } from '../../platform/auth/authorize.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { people } from '../pessoas/index.ts';
import { produtoConversoes, produtos, tipoMedidas } from '../catalogo/index.ts';
import { prazos } from '../vendas/index.ts';
import { setPurchaseSuggestionStatus } from '../pcp/index.ts';
import { comprasNumeracao, pedidoCompra, pedidoCompraItens } from './compras.table.ts';

// Purchase orders: the header, its lines with both units and exact totals, the per-company number and the status.

/** The grant that sends an order to the supplier (status enviado, the e-mail), besides writing purchases. */
export const SEND_GRANT = 'compras_envio';

type Order = typeof pedidoCompra.$inferSelect;
type Line = typeof pedidoCompraItens.$inferSelect;

/** A line as the services write it: the input plus, from a quotation, the MRP suggestion it fulfils. */
export type NewLine = PedidoCompraItemInput & { IdCompra?: number | null };

export async function companyOfPedidoCompra(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ company: pedidoCompra.company }).from(pedidoCompra).where(eq(pedidoCompra.IdPedidoCompra, id));
  return row?.company ?? null;
}

export async function companyOfPedidoCompraItem(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ company: pedidoCompraItens.company }).from(pedidoCompraItens).where(eq(pedidoCompraItens.IdPedidoCompraItem, id));
  return row?.company ?? null;
}

/** The next order number of the company: a counter row per company, bumped and read in one statement (its row lock orders concurrent orders). */
async function nextNumber(tx: Tx, company: number): Promise<number> {
  const [row] = await tx
    .insert(comprasNumeracao)
    .values({ company, NrUltimoPedido: 1 })
    .onConflictDoUpdate({ target: comprasNumeracao.company, set: { NrUltimoPedido: sql`${comprasNumeracao.NrUltimoPedido} + 1` } })
    .returning({ n: comprasNumeracao.NrUltimoPedido });
  return row.n;
}

export async function lockPedidoCompra(tx: Tx, company: number, id: number): Promise<Order> {
  const [row] = await tx
    .select()
    .from(pedidoCompra)
    .where(and(eq(pedidoCompra.IdPedidoCompra, id), eq(pedidoCompra.company, company)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

function checkVersion(order: Order, version: number | undefined): void {
  if (version !== undefined && version !== order.version) throw staleVersion();
}

function requireEditable(order: Order): void {
  if (!purchaseOrderEditable(order.StPedido as StPedidoCompra)) {
    throw violation('StPedido', 'purchase_order_not_open', { status: order.StPedido });
  }
}

/** The supplier's name (a person of the company; the declared reference already checked it). */
async function supplierName(tx: Executor, company: number, id: number): Promise<string | null> {
  const [p] = await tx.select({ name: people.name }).from(people).where(and(eq(people.id, id), eq(people.company, company)));
  return p?.name ?? null;
}

/** The term's days when an order names one of the company's payment terms and types none. */
async function termDays(tx: Executor, company: number, prazo: number | null | undefined): Promise<string | null> {
  if (!prazo) return null;
  const [p] = await tx.select({ d: prazos.DsParcelas }).from(prazos).where(and(eq(prazos.IdPrazo, prazo), eq(prazos.company, company)));
  return p?.d ?? null;
}

interface Unit {
  CdSigla: string;
  whole: boolean;
}

/** A unit of measure as the quantity rule reads it (TpUnidade 'I' whole; a unit not found counts as fractional). */
async function unitOf(tx: Executor, id: number | null): Promise<Unit> {
  const [u] = id ? await tx.select({ CdSigla: tipoMedidas.CdSigla, TpUnidade: tipoMedidas.TpUnidade }).from(tipoMedidas).where(eq(tipoMedidas.IdTipoMedida, id)) : [];
  return { CdSigla: u?.CdSigla ?? '', whole: u?.TpUnidade === 'I' };
}

/**
 * The conversion factor from the supplier's unit to the product's (1 when the line is in our unit) with both units,
 * or a violation on `path` when the product has no conversion from that unit (produto_conversoes).
 */
async function factorOf(
  tx: Executor,
  product: number,
  unit: number | null | undefined,
): Promise<{ unit: number | null; factor: string; units: { supplier: Unit; ours: Unit } } | string> {
  const [p] = await tx.select({ unit: produtos.IdTipoMedida }).from(produtos).where(eq(produtos.IdProduto, product));
  if (!p) return 'not_found';
  const ours = await unitOf(tx, p.unit);
  if (!unit || unit === p.unit) return { unit: null, factor: '1.000000', units: { supplier: ours, ours } };
  const [c] = await tx
    .select({ f: produtoConversoes.QtFator, to: produtoConversoes.IdTipoMedidaDestino })
    .from(produtoConversoes)
    .where(and(eq(produtoConversoes.IdProduto, product), eq(produtoConversoes.IdTipoMedida, unit)));
  if (!c || (c.to !== null && c.to !== p.unit)) return 'unit_not_converted';
  return { unit, factor: c.f, units: { supplier: await unitOf(tx, unit), ours } };
}

/** The values of lines to write, their units converted; every line's violation at `path.N.field`, all at once. */
async function lineValues(tx: Tx, company: number, lines: NewLine[], defaultDate: string, path: (i: number) => string) {
  const violations: Violation[] = [];
  const values: (typeof pedidoCompraItens.$inferInsert)[] = [];
  for (const [i, l] of lines.entries()) {
    const conv = await factorOf(tx, l.IdProduto, l.IdTipoMedida);
    if (typeof conv === 'string') {
      violations.push({ propertyPath: `${path(i)}${conv === 'not_found' ? 'IdProduto' : 'IdTipoMedida'}`, message: conv });
      continue;
    }
    // Both quantities as receiving will count them: never rounded into another quantity of our unit.
    const refused = purchaseQuantityRefusal(String(l.QtFornecedor), conv.factor, conv.units);
    if (refused) {
      violations.push({ propertyPath: `${path(i)}QtFornecedor`, message: refused.message, params: refused.params });
      continue;
    }
    values.push({
      company,
      IdPedidoCompra: 0,
      NrPosicao: 0,
      IdProduto: l.IdProduto,
      IdTipoMedida: conv.unit,
      VlFatorConversao: conv.factor,
      QtFornecedor: String(l.QtFornecedor),
      QtPedida: ourQuantity(String(l.QtFornecedor), conv.factor),
      VlUnitario: String(l.VlUnitario),
      VlTotal: purchaseLineTotal(String(l.QtFornecedor), String(l.VlUnitario)),
      DtPrevista: l.DtPrevista ?? defaultDate,
      DsObservacao: l.DsObservacao ?? null,
      IdCompra: l.IdCompra ?? null,
    });
  }
  if (violations.length) throw validationError(violations);
  return values;
}

/** Recomputes the order's total from its lines (each rounded to the cent) and bumps its version. */
async function storeTotal(tx: Tx, id: number): Promise<void> {
  const lines = await tx.select({ t: pedidoCompraItens.VlTotal }).from(pedidoCompraItens).where(eq(pedidoCompraItens.IdPedidoCompra, id));
  await tx
    .update(pedidoCompra)
    .set({ VlTotal: purchaseOrderTotal(lines.map((l) => l.t)), version: sql`${pedidoCompra.version} + 1` })
    .where(eq(pedidoCompra.IdPedidoCompra, id));
}

// The company's calendar day (São Paulo): UTC's is a day ahead from 21:00 in Brazil.
const today = () => isoDateIn();

export interface NewPedidoCompra {
  IdFornecedor: number;
  DtPrevista?: string | null;
  IdPrazo?: number | null;
  IdFormaPagamento?: number | null;
  DsPrazoPagamento?: string | null;
  DsObservacao?: string | null;
  itens?: NewLine[];
  IdCotacaoCompra?: number | null;
}

/**
 * A new purchase order (aberto) numbered after the company's last, with its lines: quantities converted to our unit,
 * each line's total rounded to the cent and the order's total their sum. The MRP suggestions the lines fulfil become
 * ordered (P), so the MRP counts the order's lines instead.
 */
export async function createPedidoCompra({ db, ctx, audit }: UseCase, company: number, input: NewPedidoCompra): Promise<number> {
  const due = input.DtPrevista ?? today();
  const lines = await lineValues(db, company, input.itens ?? [], due, (i) => `itens.${i}.`);
  const NrPedido = await nextNumber(db, company);
  const [row] = await db
    .insert(pedidoCompra)
    .values({
      company,
      NrPedido,
      IdFornecedor: input.IdFornecedor,
      NmFornecedor: await supplierName(db, company, input.IdFornecedor),
      DtPrevista: input.DtPrevista ?? null,
      IdPrazo: input.IdPrazo ?? null,
      IdFormaPagamento: input.IdFormaPagamento ?? null,
      DsPrazoPagamento: input.DsPrazoPagamento ?? (await termDays(db, company, input.IdPrazo)),
      DsObservacao: input.DsObservacao ?? null,
      IdCotacaoCompra: input.IdCotacaoCompra ?? null,
      IdUsuario: ctx.user?.id ?? null,
    })
    .returning({ id: pedidoCompra.IdPedidoCompra });
  if (lines.length) {
    await db.insert(pedidoCompraItens).values(lines.map((l, i) => ({ ...l, IdPedidoCompra: row.id, NrPosicao: i + 1 })));
    await storeTotal(db, row.id);
    await setPurchaseSuggestionStatus(db, company, lines.flatMap((l) => (l.IdCompra ? [l.IdCompra] : [])), 'P');
  }
  await audit({ entity: 'PedidoCompra', id: row.id, action: 'create', company, after: { NrPedido, IdFornecedor: input.IdFornecedor, itens: lines.length } });
  return row.id;
}

/** Changes an open order's header (supplier, expected date, payment terms, notes). */
export async function updatePedidoCompra(
  { db, audit }: UseCase,
  company: number,
  id: number,
  input: Partial<Omit<NewPedidoCompra, 'itens' | 'IdCotacaoCompra'>> & { version?: number },
): Promise<void> {
  const order = await lockPedidoCompra(db, company, id);
  checkVersion(order, input.version);
  requireEditable(order);
  const values: Partial<typeof pedidoCompra.$inferInsert> = {};
  if (input.IdFornecedor !== undefined) {
    values.IdFornecedor = input.IdFornecedor;
    values.NmFornecedor = await supplierName(db, company, input.IdFornecedor);
  }
  if (input.DtPrevista !== undefined) values.DtPrevista = input.DtPrevista;
  if (input.IdPrazo !== undefined) values.IdPrazo = input.IdPrazo;
  if (input.IdFormaPagamento !== undefined) values.IdFormaPagamento = input.IdFormaPagamento;
  if (input.DsPrazoPagamento !== undefined) values.DsPrazoPagamento = input.DsPrazoPagamento;
  else if (input.IdPrazo) values.DsPrazoPagamento = await termDays(db, company, input.IdPrazo);
  if (input.DsObservacao !== undefined) values.DsObservacao = input.DsObservacao;
  await db
    .update(pedidoCompra)
    .set({ ...values, version: sql`${pedidoCompra.version} + 1` })
    .where(eq(pedidoCompra.IdPedidoCompra, id));
  await audit({ entity: 'PedidoCompra', id, action: 'update', company, before: pick(order, Object.keys(values)), after: values });
}

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** Adds a line to an open order (at the end). */
export async function addPedidoCompraItem(op: UseCase, company: number, input: NewLine & { IdPedidoCompra: number }): Promise<number> {
  const order = await lockPedidoCompra(op.db, company, input.IdPedidoCompra);
  requireEditable(order);
  const [value] = await lineValues(op.db, company, [input], order.DtPrevista ?? today(), () => '');
  const [{ last }] = await op.db
    .select({ last: sql<number>`coalesce(max(${pedidoCompraItens.NrPosicao}), 0)::int` })
    .from(pedidoCompraItens)
    .where(eq(pedidoCompraItens.IdPedidoCompra, order.IdPedidoCompra));
  const [row] = await op.db
    .insert(pedidoCompraItens)
    .values({ ...value, IdPedidoCompra: order.IdPedidoCompra, NrPosicao: last + 1 })
    .returning({ id: pedidoCompraItens.IdPedidoCompraItem });
  await storeTotal(op.db, order.IdPedidoCompra);
  await op.audit({ entity: 'PedidoCompraItem', id: row.id, action: 'create', company, after: value });
  return row.id;
}

async function lockLine(tx: Tx, company: number, id: number): Promise<{ line: Line; order: Order }> {
  const [found] = await tx.select({ order: pedidoCompraItens.IdPedidoCompra }).from(pedidoCompraItens).where(and(eq(pedidoCompraItens.IdPedidoCompraItem, id), eq(pedidoCompraItens.company, company)));
  if (!found) throw notFound();
  const order = await lockPedidoCompra(tx, company, found.order);
  const [line] = await tx.select().from(pedidoCompraItens).where(eq(pedidoCompraItens.IdPedidoCompraItem, id));
  return { line, order };
}

/**
 * Changes a line of an open order; the total follows. A line that changes product no longer fulfils the MRP
 * suggestion it came from: the suggestion is open again (S), as when the line is removed. Answers the order's id.
 */
export async function updatePedidoCompraItem(op: UseCase, company: number, id: number, input: Partial<NewLine> & { version?: number }): Promise<number> {
  const { line, order } = await lockLine(op.db, company, id);
  checkVersion(order, input.version);
  requireEditable(order);
  const merged: NewLine = {
    IdProduto: input.IdProduto ?? line.IdProduto,
    IdTipoMedida: input.IdTipoMedida !== undefined ? input.IdTipoMedida : line.IdTipoMedida,
    QtFornecedor: input.QtFornecedor ?? line.QtFornecedor,
    VlUnitario: input.VlUnitario ?? line.VlUnitario,
    DtPrevista: input.DtPrevista ?? line.DtPrevista,
    DsObservacao: input.DsObservacao !== undefined ? input.DsObservacao : line.DsObservacao,
  };
  const [value] = await lineValues(op.db, company, [merged], line.DtPrevista, () => '');
  const { IdPedidoCompra: _o, NrPosicao: _n, IdCompra: _c, company: _co, ...changes } = value;
  const released = merged.IdProduto !== line.IdProduto ? line.IdCompra : null;
  await op.db
    .update(pedidoCompraItens)
    .set({ ...changes, ...(released ? { IdCompra: null } : {}) })
    .where(eq(pedidoCompraItens.IdPedidoCompraItem, id));
  await storeTotal(op.db, order.IdPedidoCompra);
  if (released) await setPurchaseSuggestionStatus(op.db, company, [released], 'S');
  await op.audit({ entity: 'PedidoCompraItem', id, action: 'update', company, before: pick(line, Object.keys(changes)), after: changes });
  return order.IdPedidoCompra;
}

/** Removes a line of an open order; the MRP suggestion it fulfilled is open again (S). */
export async function deletePedidoCompraItem(op: UseCase, company: number, id: number): Promise<void> {
  const { line, order } = await lockLine(op.db, company, id);
  requireEditable(order);
  await op.db.delete(pedidoCompraItens).where(eq(pedidoCompraItens.IdPedidoCompraItem, id));
  await storeTotal(op.db, order.IdPedidoCompra);
  if (line.IdCompra) await setPurchaseSuggestionStatus(op.db, company, [line.IdCompra], 'S');
  await op.audit({ entity: 'PedidoCompraItem', id, action: 'delete', company, before: line });
}

/**
 * PUT /pedidos_compra/{id}/status: a move the domain allows (purchaseOrderMove), else 422 on StPedido. Sending (E)
 * needs the send grant besides writing purchases, and an empty order is not sent. Cancelling gives up the MRP
 * suggestions its lines fulfilled (X): the need they covered is planned again by the next analysis.
 */
export async function changePedidoCompraStatus(
  { db, ctx, audit }: UseCase,
  company: number,
  id: number,
  to: StPedidoCompra,
  version?: number,
  /** 'check': the send grant is checked for the user, as PUT /pedidos_compra/{id}/status asks (the demo seed sends without a user). */
  grants?: 'check',
): Promise<void> {
  const order = await lockPedidoCompra(db, company, id);
  checkVersion(order, version);
  const from = order.StPedido as StPedidoCompra;
  // The grant first: who may not send is told so, not what the order lacks.
  if (to === 'E' && from !== to && grants === 'check' && !may(ctx.user, SEND_GRANT, 'update', company)) throw new AppError('forbidden', 'Access Denied.');
  const lines = await db.select({ id: pedidoCompraItens.IdPedidoCompraItem, compra: pedidoCompraItens.IdCompra }).from(pedidoCompraItens).where(eq(pedidoCompraItens.IdPedidoCompra, id));
  const refused = purchaseOrderMove(from, to, lines.length);
  // The codes go as they are: the message names them in the user's language ({from:StPedidoCompra}).
  if (refused) throw violation('StPedido', refused.message, refused.params);
  if (from === to) return;
  await db
    .update(pedidoCompra)
    .set({ StPedido: to, version: sql`${pedidoCompra.version} + 1`, ...(to === 'E' ? { DtEnvio: sql`now()` } : {}) })
    .where(eq(pedidoCompra.IdPedidoCompra, id));
  if (to === 'C') await setPurchaseSuggestionStatus(db, company, lines.flatMap((l) => (l.compra ? [l.compra] : [])), 'X');
  await audit({ entity: 'PedidoCompra', id, action: 'status', company, before: { StPedido: from }, after: { StPedido: to } });
}

/** The lines of orders (for the PDF and the answers), in order. */
export function linesOf(db: Executor, ids: number[]) {
  return db.select().from(pedidoCompraItens).where(inArray(pedidoCompraItens.IdPedidoCompra, ids)).orderBy(asc(pedidoCompraItens.IdPedidoCompra), asc(pedidoCompraItens.NrPosicao));
}
