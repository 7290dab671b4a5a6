import { and, eq, inArray, sql } from 'drizzle-orm';
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
  /**
   * Applies several moves as `move` one after the other would, with their rows; returns their ids in order.
   * Reservations, releases and exits (R, B, S: what an order does to its items' stock) go in a fixed handful of
   * statements whatever their number; other moves one by one. `places`: the sectors and lots of the moves as the
   * caller read them in this transaction (the balances it moves from), which the checks then need not read again.
   */
  moveAll(moves: readonly StockMove[], places?: KnownPlaces): Promise<number[]>;
}

/** What the checks of a move need of its sector and lot: the sector's company, the lot's product (by id). */
export interface KnownPlaces {
  sectors: ReadonlyMap<number, number>;
  lots: ReadonlyMap<number, number>;
}

/** The locked products' rows as the lock read them: company, code and unit. */
type LockedProducts = ReadonlyMap<number, { company: number; code: string; unit: string | null }>;

/**
 * Locks the stock of `products` (every balance of each, those that exist and those a move will create) until the
 * transaction ends, in ascending product id: the one order every stock move of the application takes its locks
 * in. The lock is the product's row (FOR NO KEY UPDATE: it does not block the foreign-key checks of rows that
 * merely name the product, such as quote items), so a balance a move is about to create is covered too.
 *
 * Call it once per use case with every product the use case may move (the items of the order, the components and
 * the product of a production order...), after the rows that decide what to move (the order, the lot) and before
 * reading the balances: what is read then stays true until the transaction ends. Everyone moving the same products
 * waits for it until the commit, so a use case takes it as late as it can: its writes that need no stock first.
 */
export async function lockStock(tx: Tx, products: Iterable<number>): Promise<StockLock> {
  const ids = [...new Set(products)].sort((a, b) => a - b);
  // The lock reads what every move's check needs of its products (company, code, unit): a locked product's row stays
  // as read until the transaction ends, so the checks need not read it again while the lock is held.
  const rows = ids.length
    ? await tx
        .select({ id: produtos.IdProduto, company: produtos.company, code: produtos.CdChamada, unit: tipoMedidas.TpUnidade })
        .from(produtos)
        .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
        .where(inArray(produtos.IdProduto, ids))
        .orderBy(produtos.IdProduto)
        .for('no key update', { of: produtos })
    : [];
  const found: LockedProducts = new Map(rows.map((r) => [r.id, r]));
  const locked: ReadonlySet<number> = new Set(ids);
  const held = (move: StockMove) => {
    if (!locked.has(move.product)) throw new Error(`stock of product ${move.product} moved without locking it first (lockStock)`);
  };
  const lock: StockLock = {
    products: locked,
    move: async (move) => {
      held(move);
      const id = await moveStock(tx, move, found);
      // Goods came in: those who wait for the product (sales' backorders) take them now, under this same lock.
      if (entersStock(move)) await publish(STOCK_ENTERED, tx, lock, { company: move.company, product: move.product, user: move.user ?? null });
      return id;
    },
    moveAll: async (moves, places) => {
      moves.forEach(held);
      if (!moves.every((m) => BULK_TYPES.has(m.type))) {
        const done: number[] = [];
        for (const move of moves) done.push(await lock.move(move));
        return done;
      }
      return moveStockInBulk(tx, moves, found, places);
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

/**
 * A move's violations, from what the database holds of its product (undefined: not the company's), sectors and lots:
 * the rules of every move, one at a time (moveStock) or many (moveStockInBulk).
 */
function moveViolations(
  move: StockMove,
  q: Decimal,
  product: { unit: string | null } | undefined,
  known: { sector: (id: number) => boolean; lot: (id: number, product: number) => boolean },
): Violation[] {
  const violations: Violation[] = [];
  if (move.type === 'A' ? q.isZero() : !q.greaterThan(0)) violations.push({ propertyPath: 'QtMovimento', message: move.type === 'A' ? 'quantity_not_zero' : 'quantity_positive' });
  if (move.type === 'A' && !move.reason?.trim()) violations.push({ propertyPath: 'DsMotivo', message: 'reason_required' });
  if (move.type === 'T' && (!move.toSector || move.toSector === move.sector)) violations.push({ propertyPath: 'IdSetorDestino', message: move.toSector ? 'same_place' : 'required' });
  if (move.type === 'L' && (move.toLot ?? null) === (move.lot ?? null)) violations.push({ propertyPath: 'IdLoteDestino', message: move.toLot ? 'same_place' : 'required' });
  if (!product) violations.push({ propertyPath: 'IdProduto', message: 'record_not_in_company' });
  else if (!isFractionalUnit(product.unit) && !q.isInteger()) violations.push({ propertyPath: 'QtMovimento', message: 'whole_quantity' });
  for (const [path, sector] of [['IdSetor', move.sector], ['IdSetorDestino', move.toSector]] as const) {
    if (sector && !known.sector(sector)) violations.push({ propertyPath: path, message: 'record_not_in_company' });
  }
  for (const [path, lot] of [['IdLote', move.lot], ['IdLoteDestino', move.toLot]] as const) {
    if (lot && !known.lot(lot, move.product)) violations.push({ propertyPath: path, message: 'record_not_in_company' });
  }
  return violations;
}

/**
 * The checks of moves (moveViolations) from the locked products' rows (lockStock read them) and one query for the
 * sectors and lots the caller did not read already (`known`), whatever their number: the first move that fails
 * answers with its own violations, as it would alone.
 */
async function checkMoves(tx: Tx, moves: readonly StockMove[], locked: LockedProducts, known?: KnownPlaces): Promise<{ quantities: Decimal[]; products: Map<number, { code: string; whole: boolean }> }> {
  const quantities = moves.map((move) => {
    const q = toDecimal(move.quantity);
    if (!q) throw violation('QtMovimento', 'invalid_number');
    return q;
  });
  const ids = (values: (number | null | undefined)[]) => [...new Set(values.filter((v): v is number => !!v))];
  const sectorOwner = new Map(known?.sectors);
  const lotOwner = new Map(known?.lots);
  const sectors = ids(moves.flatMap((m) => [m.sector, m.toSector])).filter((id) => !sectorOwner.has(id));
  const lots = ids(moves.flatMap((m) => [m.lot, m.toLot])).filter((id) => !lotOwner.has(id));
  if (sectors.length || lots.length) {
    const list = (values: number[]) => sql.join(values.map((v) => sql`${v}::int`), sql`, `);
    const parts = [
      ...(sectors.length ? [sql`select 's' as kind, id_setor as id, company_id as owner from ${setores} where id_setor in (${list(sectors)})`] : []),
      ...(lots.length ? [sql`select 'l' as kind, id_lote as id, id_produto as owner from ${loteEstoqueProduto} where id_lote in (${list(lots)})`] : []),
    ];
    for (const r of rowsOf<{ kind: string; id: number; owner: number }>(await tx.execute(sql.join(parts, sql` union all `)))) {
      (r.kind === 's' ? sectorOwner : lotOwner).set(Number(r.id), Number(r.owner));
    }
  }
  const products = new Map<number, { code: string; whole: boolean }>();
  moves.forEach((move, i) => {
    const row = locked.get(move.product);
    const product = row && row.company === move.company ? row : undefined;
    const violations = moveViolations(move, quantities[i], product, {
      sector: (id) => sectorOwner.get(id) === move.company,
      lot: (id, owner) => lotOwner.get(id) === owner,
    });
    if (violations.length) throw validationError(violations);
    products.set(move.product, { code: product!.code, whole: !isFractionalUnit(product!.unit) });
  });
  return { quantities, products };
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
async function moveStock(tx: Tx, move: StockMove, locked: LockedProducts): Promise<number> {
  const { quantities, products } = await checkMoves(tx, [move], locked);
  const q = quantities[0];
  const { code, whole } = products.get(move.product)!;
  // Within the product (locked), balances are changed in one order (lot, then sector).
  const deltas = deltasOf(move, move.type === 'A' ? q : q.abs()).sort((a, b) => (a.lot ?? 0) - (b.lot ?? 0) || a.sector - b.sector);
  for (const d of deltas) await applyDelta(tx, move, d, code, whole);
  // The product's total on hand moves with its balances, in this transaction and under the stock lock the move holds.
  const onHand = deltas.reduce((sum, d) => (d.field === 'QtEstoque' ? sum.plus(d.amount) : sum), new Decimal(0));
  if (!onHand.isZero()) {
    await tx.update(produtos).set({ QtEstoque: sql`${produtos.QtEstoque} + ${onHand.toFixed(3)}` }).where(eq(produtos.IdProduto, move.product));
  }
  const [row] = await tx.insert(estoqueMovimentos).values(moveRow(move, q)).returning({ id: estoqueMovimentos.IdMovimento });
  return row.id;
}

/**
 * The moves that only change balances that exist (a reservation, its release, an exit of what was reserved): none
 * brings stock in, so none creates a balance or wakes who waits for goods, and they can go together.
 */
const BULK_TYPES: ReadonlySet<TpMovimentoEstoque> = new Set(['R', 'B', 'S']);

/** A balance's key in the bulk path: product, sector and lot. */
const balanceKey = (product: number, sector: number, lot: number | null) => `${product}:${sector}:${lot ?? ''}`;

/**
 * Reservations, releases and exits (BULK_TYPES) in one statement (and the check of places the caller did not read):
 * their changes added up per balance and applied by one UPDATE ... FROM (VALUES ...) whose guard is applyDelta's on
 * the balance's final values (a change that lowers what is free leaves on hand no less than what is reserved, one that
 * lowers the reserve leaves it no less than zero), so no balance goes negative; a balance the guard holds back answers
 * as the first of its moves would have alone. The products' totals on hand and the move rows go in the same
 * statement. The caller holds the products' lock (lockStock).
 */
async function moveStockInBulk(tx: Tx, moves: readonly StockMove[], locked: LockedProducts, places?: KnownPlaces): Promise<number[]> {
  if (!moves.length) return [];
  const { quantities, products } = await checkMoves(tx, moves, locked, places);
  const changes = new Map<string, { product: number; sector: number; lot: number | null; onHand: Decimal; reserved: Decimal; first: { move: StockMove; delta: Delta } }>();
  const onHandOf = new Map<number, Decimal>();
  moves.forEach((move, i) => {
    for (const delta of deltasOf(move, quantities[i])) {
      const key = balanceKey(move.product, delta.sector, delta.lot);
      const change = changes.get(key) ?? { product: move.product, sector: delta.sector, lot: delta.lot, onHand: new Decimal(0), reserved: new Decimal(0), first: { move, delta } };
      if (delta.field === 'QtEstoque') {
        change.onHand = change.onHand.plus(delta.amount);
        onHandOf.set(move.product, (onHandOf.get(move.product) ?? new Decimal(0)).plus(delta.amount));
      } else change.reserved = change.reserved.plus(delta.amount);
      changes.set(key, change);
    }
  });
  const rows = [...changes.values()].sort((a, b) => a.product - b.product || (a.lot ?? 0) - (b.lot ?? 0) || a.sector - b.sector);
  const values = sql.join(
    rows.map((r) => sql`(${r.product}::int, ${r.sector}::int, ${r.lot}::int, ${r.onHand.toFixed(3)}::numeric, ${r.reserved.toFixed(3)}::numeric)`),
    sql`, `,
  );
  const totals = [...onHandOf].filter(([, amount]) => !amount.isZero());
  const byProduct = sql.join(totals.map(([product, amount]) => sql`(${product}::int, ${amount.toFixed(3)}::numeric)`), sql`, `);
  const moveRows = sql.join(
    moves.map((move, i) => {
      const r = moveRow(move, quantities[i]);
      return sql`(${i}::int, ${r.company}::int, ${r.TpMovimento}::varchar, ${r.IdProduto}::int, ${r.IdLote}::int, ${r.IdSetor}::int, ${r.IdSetorDestino}::int, ${r.IdLoteDestino}::int, ${r.QtMovimento}::numeric, ${r.DsMotivo}::text, ${r.IdUsuario}::int, ${r.NmEntidadeOrigem}::varchar, ${r.IdEntidadeOrigem}::int)`;
    }),
    sql`, `,
  );
  // One statement: the balances, then (only when every balance passed its guard) the products' totals and the move
  // rows; a balance held back leaves the other two unwritten, as the separate statements did before it was refused.
  const result = rowsOf<{ kind: string; product: number | null; sector: number | null; lot: number | null; id: number | null }>(
    await tx.execute(sql`with s as (
        update ${estoqueSaldos} s set qt_estoque = s.qt_estoque + v.on_hand, qt_reservada = s.qt_reservada + v.reserved
        from (values ${values}) as v(product, sector, lot, on_hand, reserved)
        where s.id_produto = v.product and s.id_setor = v.sector and s.id_lote is not distinct from v.lot
          and (v.reserved >= 0 or s.qt_reservada + v.reserved >= 0)
          and (v.on_hand - v.reserved >= 0 or (s.qt_estoque + v.on_hand) - (s.qt_reservada + v.reserved) >= 0)
        returning s.id_produto as product, s.id_setor as sector, s.id_lote as lot),
      passed as (select count(*) = ${rows.length} as ok from s),
      ${totals.length ? sql`p as (update ${produtos} p set qt_estoque = p.qt_estoque + v.amount from (values ${byProduct}) as v(product, amount) where p.id_produto = v.product and (select ok from passed)),` : sql``}
      m as (insert into ${estoqueMovimentos} (company_id, tp_movimento, id_produto, id_lote, id_setor, id_setor_destino, id_lote_destino, qt_movimento, ds_motivo, id_usuario, nm_entidade_origem, id_entidade_origem)
        select company, type, product, lot, sector, to_sector, to_lot, quantity, reason, usr, entity, origin
        from (values ${moveRows}) as v(n, company, type, product, lot, sector, to_sector, to_lot, quantity, reason, usr, entity, origin)
        where (select ok from passed) order by n
        returning id_movimento as id)
      select 's' as kind, product, sector, lot, null::int as id from s
      union all select 'm', null, null, null, id from m`),
  );
  const updated = result.filter((r) => r.kind === 's');
  if (updated.length < rows.length) {
    const done = new Set(updated.map((u) => balanceKey(Number(u.product), Number(u.sector), u.lot === null ? null : Number(u.lot))));
    const held = rows.find((r) => !done.has(balanceKey(r.product, r.sector, r.lot)))!;
    const product = products.get(held.product)!;
    await refuse(tx, held.first.move, held.first.delta, product.code, product.whole);
  }
  // Serial ids follow the order the rows went in (the moves' order).
  return result
    .filter((r) => r.kind === 'm')
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

/** The row of a move, as moveStock and moveStockInBulk write it. */
const moveRow = (move: StockMove, q: Decimal): typeof estoqueMovimentos.$inferInsert => ({
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
});

/**
 * The company's products' stock on hand (produtos.qt_estoque) recomputed from their balances: for balances written
 * in bulk, as the demo seed writes them, instead of move by move.
 */
export async function recountProductStock(tx: Tx, company: number): Promise<void> {
  await tx.execute(sql`update ${produtos} p set qt_estoque = coalesce((select sum(s.qt_estoque) from ${estoqueSaldos} s where s.id_produto = p.id_produto), 0)
    where p.company_id = ${company}`);
}

/** A new lot of a product, as another area makes one (production's finished goods): the command they call. */
export async function createLot(tx: Tx, values: Omit<typeof loteEstoqueProduto.$inferInsert, 'IdLote'>): Promise<number> {
  const [created] = await tx.insert(loteEstoqueProduto).values(values).returning({ id: loteEstoqueProduto.IdLote });
  return created.id;
}
