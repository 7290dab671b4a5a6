import { and, eq, sql } from 'drizzle-orm';
import { Decimal, isFractionalUnit, toDecimal, type TpMovimentoEstoque } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { defineEvent, publish } from '../../platform/modules/wiring.ts';
import { violation, type Violation, validationError } from '../../platform/http/errors.ts';
import { setores } from '../pessoas/index.ts';
import { estoqueMovimentos, estoqueSaldos, loteEstoqueProduto, produtos, tipoMedidas } from './catalogo.table.ts';

/**
 * Stock: every change of a balance goes through a StockLock (lockStock), in the transaction of its cause, and
 * leaves a move row. A balance never goes negative, under any concurrency: a decrease is one conditional
 * UPDATE (`... where qt_estoque - qt_reservada >= q`), which PostgreSQL runs under the row's lock and
 * re-checks against the latest committed value, so of fifty exits racing for the last ten units ten pass.
 *
 * Two transactions that move the stock of the same products never deadlock: each locks the stock it will move
 * first, all at once and in one order (product id), before it reads a balance or moves anything. Finalizing a
 * quote used to lock its items' balances in the quote's line order, and two quotes holding two products the other
 * way round waited for each other until PostgreSQL killed one (deadlock_timeout, then a 500).
 */

/**
 * The stock of some products, locked until the end of the transaction: the only way to move stock. A move of
 * a product the lock does not hold is a programming error (it would take a lock out of order).
 */
export interface StockLock {
  readonly products: ReadonlySet<number>;
  /** Applies a stock move of one of the locked products and writes its row; returns the move's id. */
  move(move: StockMove): Promise<number>;
}

/**
 * Locks the stock of `products` (every balance of each, those that exist and those a move will create) until the
 * transaction ends, in ascending product id: the one order every stock move of the application takes its locks
 * in. The lock is the product's row (FOR NO KEY UPDATE: it does not block the foreign-key checks of rows that
 * merely name the product, such as quote items), so a balance a move is about to create is covered too.
 *
 * Call it once per use case, at its start, with every product the use case may move (the items of the order, the
 * components and the product of a production order...), after the rows that decide what to move (the order, the
 * lot) and before reading the balances: what is read then stays true until the transaction ends.
 */
export async function lockStock(tx: Tx, products: Iterable<number>): Promise<StockLock> {
  const ids = [...new Set(products)].sort((a, b) => a - b);
  if (ids.length) {
    await tx.execute(sql`select 1 from ${produtos} where ${produtos.IdProduto} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by ${produtos.IdProduto} for no key update`);
  }
  const locked: ReadonlySet<number> = new Set(ids);
  const lock: StockLock = {
    products: locked,
    move: async (move) => {
      if (!locked.has(move.product)) throw new Error(`stock of product ${move.product} moved without locking it first (lockStock)`);
      const id = await moveStock(tx, move);
      // Goods came in: those who wait for the product (sales' backorders) take them now, under this same lock.
      if (entersStock(move)) await publish(STOCK_ENTERED, tx, lock, { company: move.company, product: move.product, user: move.user ?? null });
      return id;
    },
  };
  return lock;
}

/** A product's stock came in (an entry, a production, a positive adjustment), in the transaction and under the lock of the move. */
export interface StockEntered {
  company: number;
  product: number;
  user: number | null;
}

/**
 * What stock entries publish: the areas that wait for goods (sales' backorders) follow it and reserve them with the
 * lock the move holds (the product is locked already, so nothing is locked out of order).
 */
export const STOCK_ENTERED = defineEvent<(tx: Tx, stock: StockLock, event: StockEntered) => Promise<void>>('stock-entered');

/** Whether a move brings new stock of its product (transfers and lot swaps only move what was there). */
const entersStock = (move: StockMove) => move.type === 'E' || move.type === 'P' || (move.type === 'A' && !new Decimal(move.quantity).isNegative());

export interface StockMove {
  company: number;
  type: TpMovimentoEstoque;
  product: number;
  /** The lot, for products kept by lot; null for stock without a lot. */
  lot?: number | null;
  sector: number;
  /** Positive; an adjustment ('A') is signed: positive adds, negative removes. */
  quantity: string;
  /** Transfer ('T'): the destination sector. */
  toSector?: number | null;
  /** Lot swap ('L'): the destination lot. */
  toLot?: number | null;
  /** Required for adjustments. */
  reason?: string | null;
  user?: number | null;
  origin?: { entity: string; id: number } | null;
}

type Field = 'QtEstoque' | 'QtReservada';
interface Delta {
  lot: number | null;
  sector: number;
  field: Field;
  amount: Decimal;
}

/** The balance changes a move makes. */
export function deltasOf(move: StockMove, q: Decimal): Delta[] {
  const lot = move.lot ?? null;
  const at = (field: Field, amount: Decimal, over: Partial<Delta> = {}): Delta => ({ lot, sector: move.sector, field, amount, ...over });
  switch (move.type) {
    case 'E':
    case 'P':
      return [at('QtEstoque', q)];
    case 'S':
      return [at('QtEstoque', q.negated())];
    case 'A':
      return [at('QtEstoque', q)];
    case 'T':
      return [at('QtEstoque', q.negated()), at('QtEstoque', q, { sector: move.toSector! })];
    case 'L':
      return [at('QtEstoque', q.negated()), at('QtEstoque', q, { lot: move.toLot ?? null })];
    case 'R':
      return [at('QtReservada', q)];
    case 'B':
      return [at('QtReservada', q.negated())];
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const sameBalance = (move: StockMove, d: Delta) =>
  and(eq(estoqueSaldos.IdProduto, move.product), eq(estoqueSaldos.IdSetor, d.sector), sql`${estoqueSaldos.IdLote} is not distinct from ${d.lot}`);

async function checkMove(tx: Tx, move: StockMove, q: Decimal): Promise<{ code: string; whole: boolean }> {
  const violations: Violation[] = [];
  if (move.type === 'A' ? q.isZero() : !q.greaterThan(0)) violations.push({ propertyPath: 'QtMovimento', message: move.type === 'A' ? 'quantity_not_zero' : 'quantity_positive' });
  if (move.type === 'A' && !move.reason?.trim()) violations.push({ propertyPath: 'DsMotivo', message: 'reason_required' });
  if (move.type === 'T' && (!move.toSector || move.toSector === move.sector)) violations.push({ propertyPath: 'IdSetorDestino', message: move.toSector ? 'same_place' : 'required' });
  if (move.type === 'L' && (move.toLot ?? null) === (move.lot ?? null)) violations.push({ propertyPath: 'IdLoteDestino', message: move.toLot ? 'same_place' : 'required' });
  const [product] = await tx
    .select({ code: produtos.CdChamada, unit: tipoMedidas.TpUnidade })
    .from(produtos)
    .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(and(eq(produtos.IdProduto, move.product), eq(produtos.company, move.company)));
  if (!product) violations.push({ propertyPath: 'IdProduto', message: 'record_not_in_company' });
  else if (!isFractionalUnit(product.unit) && !q.isInteger()) violations.push({ propertyPath: 'QtMovimento', message: 'whole_quantity' });
  for (const [path, sector] of [['IdSetor', move.sector], ['IdSetorDestino', move.toSector]] as const) {
    if (!sector) continue;
    const [s] = await tx.select({ id: setores.IdSetor }).from(setores).where(and(eq(setores.IdSetor, sector), eq(setores.company, move.company)));
    if (!s) violations.push({ propertyPath: path, message: 'record_not_in_company' });
  }
  for (const [path, lot] of [['IdLote', move.lot], ['IdLoteDestino', move.toLot]] as const) {
    if (!lot) continue;
    const [l] = await tx
      .select({ id: loteEstoqueProduto.IdLote })
      .from(loteEstoqueProduto)
      .where(and(eq(loteEstoqueProduto.IdLote, lot), eq(loteEstoqueProduto.IdProduto, move.product)));
    if (!l) violations.push({ propertyPath: path, message: 'record_not_in_company' });
  }
  if (violations.length) throw validationError(violations);
  return { code: product!.code, whole: !isFractionalUnit(product!.unit) };
}

async function refuse(tx: Tx, move: StockMove, d: Delta, code: string, whole: boolean): Promise<never> {
  const [balance] = await tx
    .select({ onHand: estoqueSaldos.QtEstoque, reserved: estoqueSaldos.QtReservada })
    .from(estoqueSaldos)
    .where(sameBalance(move, d));
  const [sector] = await tx.select({ name: setores.NmSetor }).from(setores).where(eq(setores.IdSetor, d.sector));
  const places = whole ? 0 : 3;
  const onHand = new Decimal(balance?.onHand ?? 0);
  const reserved = new Decimal(balance?.reserved ?? 0);
  const requested = d.amount.abs().toFixed(places);
  if (d.field === 'QtReservada') {
    throw violation('QtMovimento', 'insufficient_reserved', { product: code, sector: sector?.name ?? '', reserved: reserved.toFixed(places), requested });
  }
  throw violation('QtMovimento', 'insufficient_stock', { product: code, sector: sector?.name ?? '', available: onHand.minus(reserved).toFixed(places), requested });
}

/** Applies one balance change under the row's lock; a decrease that would go below zero (or below the reserve) is refused. */
async function applyDelta(tx: Tx, move: StockMove, d: Delta, code: string, whole: boolean): Promise<void> {
  const q = d.amount.abs().toFixed(3);
  if (d.field === 'QtEstoque' && d.amount.greaterThan(0)) {
    await tx.execute(sql`insert into ${estoqueSaldos} (company_id, id_produto, id_lote, id_setor, qt_estoque)
      values (${move.company}, ${move.product}, ${d.lot}, ${d.sector}, ${q})
      on conflict on constraint estoque_saldos_uq do update set qt_estoque = ${estoqueSaldos}.qt_estoque + excluded.qt_estoque`);
    return;
  }
  const change =
    d.field === 'QtEstoque'
      ? { set: sql`qt_estoque = qt_estoque - ${q}`, guard: sql`qt_estoque - qt_reservada >= ${q}` }
      : d.amount.greaterThan(0)
        ? { set: sql`qt_reservada = qt_reservada + ${q}`, guard: sql`qt_estoque - qt_reservada >= ${q}` }
        : { set: sql`qt_reservada = qt_reservada - ${q}`, guard: sql`qt_reservada >= ${q}` };
  const updated = rowsOf<{ id: number }>(
    await tx.execute(sql`update ${estoqueSaldos} set ${change.set} where ${sameBalance(move, d)} and ${change.guard} returning id_estoque_saldo as id`),
  );
  if (!updated.length) await refuse(tx, move, d, code, whole);
}

/** Applies a stock move and writes its row: the only way a balance changes (through StockLock.move). Returns the move's id. */
async function moveStock(tx: Tx, move: StockMove): Promise<number> {
  const q = toDecimal(move.quantity);
  if (!q) throw violation('QtMovimento', 'invalid_number');
  const { code, whole } = await checkMove(tx, move, q);
  // Within the product (locked), balances are changed in one order (lot, then sector).
  const deltas = deltasOf(move, move.type === 'A' ? q : q.abs()).sort((a, b) => (a.lot ?? 0) - (b.lot ?? 0) || a.sector - b.sector);
  for (const d of deltas) await applyDelta(tx, move, d, code, whole);
  const [row] = await tx
    .insert(estoqueMovimentos)
    .values({
      company: move.company,
      TpMovimento: move.type,
      IdProduto: move.product,
      IdLote: move.lot ?? null,
      IdSetor: move.sector,
      IdSetorDestino: move.type === 'T' ? move.toSector : null,
      IdLoteDestino: move.type === 'L' ? move.toLot : null,
      QtMovimento: q.toFixed(3),
      DsMotivo: move.reason?.trim() || null,
      IdUsuario: move.user ?? null,
      NmEntidadeOrigem: move.origin?.entity ?? null,
      IdEntidadeOrigem: move.origin?.id ?? null,
    })
    .returning({ id: estoqueMovimentos.IdMovimento });
  return row.id;
}

/** A new lot of a product, as another area makes one (production's finished goods): the command they call. */
export async function createLot(tx: Tx, values: Omit<typeof loteEstoqueProduto.$inferInsert, 'IdLote'>): Promise<number> {
  const [created] = await tx.insert(loteEstoqueProduto).values(values).returning({ id: loteEstoqueProduto.IdLote });
  return created.id;
}
