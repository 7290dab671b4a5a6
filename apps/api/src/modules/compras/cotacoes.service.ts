import { and, asc, eq, inArray } from 'drizzle-orm';
import { purchaseQuantityRefusal, type CotacaoPrecosInput, type CotacaoVencedoresInput } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { people } from '../pessoas/index.ts';
import { produtos, tipoMedidas } from '../catalogo/index.ts';
import { lockPurchaseSuggestions, setPurchaseSuggestionStatus } from '../pcp/index.ts';
import { cotacaoCompra, cotacaoCompraFornecedores, cotacaoCompraItens, cotacaoCompraPrecos, pedidoCompraItens } from './compras.table.ts';
import { addDays, lowestOffers, ordersOfWinners } from './cotacao.rules.ts';
import { createPedidoCompra } from './pedidos.service.ts';

// Purchase quotations: items (typed, or an MRP analysis' suggestions), suppliers with their prices and lead times,
// the winner of each item, and the purchase orders the winners make.

type Quotation = typeof cotacaoCompra.$inferSelect;

export interface NewItem {
  IdProduto: number;
  QtCotada: string;
  DtNecessidade?: string | null;
}

export interface NewSupplier {
  IdFornecedor: number;
  NrPrazoEntrega?: number;
  DsPrazoPagamento?: string | null;
  DsObservacao?: string | null;
}

export async function companyOfCotacao(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ company: cotacaoCompra.company }).from(cotacaoCompra).where(eq(cotacaoCompra.IdCotacaoCompra, id));
  return row?.company ?? null;
}

export async function companyOfCotacaoItem(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ company: cotacaoCompraItens.company }).from(cotacaoCompraItens).where(eq(cotacaoCompraItens.IdCotacaoCompraItem, id));
  return row?.company ?? null;
}

export async function companyOfCotacaoFornecedor(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ company: cotacaoCompraFornecedores.company })
    .from(cotacaoCompraFornecedores)
    .where(eq(cotacaoCompraFornecedores.IdCotacaoCompraFornecedor, id));
  return row?.company ?? null;
}

async function lockCotacao(tx: Tx, company: number, id: number): Promise<Quotation> {
  const [row] = await tx
    .select()
    .from(cotacaoCompra)
    .where(and(eq(cotacaoCompra.IdCotacaoCompra, id), eq(cotacaoCompra.company, company)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

function requireOpen(q: Quotation): void {
  if (q.StCotacao !== 'A') throw violation('StCotacao', 'quotation_not_open', { status: q.StCotacao });
}

/** Suppliers not yet in the quotation; one already there is a violation on its path. */
async function insertSuppliers(tx: Tx, company: number, id: number, list: NewSupplier[], path: (i: number) => string): Promise<number[]> {
  const present = await tx.select({ f: cotacaoCompraFornecedores.IdFornecedor }).from(cotacaoCompraFornecedores).where(eq(cotacaoCompraFornecedores.IdCotacaoCompra, id));
  const seen = new Set(present.map((p) => p.f));
  const violations: Violation[] = [];
  list.forEach((s, i) => {
    if (seen.has(s.IdFornecedor)) violations.push({ propertyPath: path(i), message: 'quotation_supplier_repeated' });
    seen.add(s.IdFornecedor);
  });
  if (violations.length) throw validationError(violations);
  if (!list.length) return [];
  const rows = await tx
    .insert(cotacaoCompraFornecedores)
    .values(
      list.map((s) => ({
        company,
        IdCotacaoCompra: id,
        IdFornecedor: s.IdFornecedor,
        NrPrazoEntrega: s.NrPrazoEntrega ?? 0,
        DsPrazoPagamento: s.DsPrazoPagamento ?? null,
        DsObservacao: s.DsObservacao ?? null,
      })),
    )
    .returning({ id: cotacaoCompraFornecedores.IdCotacaoCompraFornecedor });
  return rows.map((r) => r.id);
}

/** Typed items' quantities in the product's unit: whole in a whole unit, 3 decimals at most (as its order will take them). */
async function quantityViolations(tx: Executor, items: NewItem[], path: (i: number) => string): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const [i, item] of items.entries()) {
    const [u] = await tx
      .select({ CdSigla: tipoMedidas.CdSigla, TpUnidade: tipoMedidas.TpUnidade })
      .from(produtos)
      .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
      .where(eq(produtos.IdProduto, item.IdProduto));
    const unit = { CdSigla: u?.CdSigla ?? '', whole: u?.TpUnidade === 'I' };
    const refused = purchaseQuantityRefusal(String(item.QtCotada), '1', { supplier: unit, ours: unit });
    if (refused) violations.push({ propertyPath: path(i), message: refused.message, params: refused.params });
  }
  return violations;
}

/**
 * A new quotation (aberta) with items typed and/or the MRP suggestions named (each must still be suggested, S:
 * else 422 on `IdCompras.N`), which become "being quoted" (C), and its suppliers.
 */
export async function createCotacao(
  { db, ctx, audit }: UseCase,
  company: number,
  input: { NmCotacao: string; DsObservacao?: string | null; itens?: NewItem[]; IdCompras?: number[]; fornecedores?: NewSupplier[] },
): Promise<number> {
  const wanted = [...new Set(input.IdCompras ?? [])];
  const suggestions = await lockPurchaseSuggestions(db, company, wanted);
  const byId = new Map(suggestions.map((s) => [s.IdCompra, s]));
  const violations: Violation[] = [];
  (input.IdCompras ?? []).forEach((id, i) => {
    const s = byId.get(id);
    if (!s) violations.push({ propertyPath: `IdCompras.${i}`, message: 'not_found' });
    else if (s.StCompra !== 'S') violations.push({ propertyPath: `IdCompras.${i}`, message: 'suggestion_not_open' });
  });
  violations.push(...(await quantityViolations(db, input.itens ?? [], (i) => `itens.${i}.QtCotada`)));
  if (violations.length) throw validationError(violations);

  const [row] = await db
    .insert(cotacaoCompra)
    .values({
      company,
      NmCotacao: input.NmCotacao,
      DsObservacao: input.DsObservacao ?? null,
      IdAnalise: suggestions.find((s) => s.IdAnalise !== null)?.IdAnalise ?? null,
      IdUsuario: ctx.user?.id ?? null,
    })
    .returning({ id: cotacaoCompra.IdCotacaoCompra });
  const items = [
    ...suggestions.map((s) => ({ company, IdCotacaoCompra: row.id, IdProduto: s.IdProduto, QtCotada: s.QtCompra, DtNecessidade: s.DtNecessidade, IdCompra: s.IdCompra })),
    ...(input.itens ?? []).map((i) => ({ company, IdCotacaoCompra: row.id, IdProduto: i.IdProduto, QtCotada: i.QtCotada, DtNecessidade: i.DtNecessidade ?? null })),
  ];
  if (items.length) await db.insert(cotacaoCompraItens).values(items);
  await setPurchaseSuggestionStatus(db, company, wanted, 'C');
  await insertSuppliers(db, company, row.id, input.fornecedores ?? [], (i) => `fornecedores.${i}.IdFornecedor`);
  await audit({ entity: 'CotacaoCompra', id: row.id, action: 'create', company, after: { NmCotacao: input.NmCotacao, itens: items.length, sugestoes: wanted } });
  return row.id;
}

export async function addCotacaoItem(op: UseCase, company: number, input: NewItem & { IdCotacaoCompra: number }): Promise<void> {
  requireOpen(await lockCotacao(op.db, company, input.IdCotacaoCompra));
  const refused = await quantityViolations(op.db, [input], () => 'QtCotada');
  if (refused.length) throw validationError(refused);
  const [row] = await op.db
    .insert(cotacaoCompraItens)
    .values({ company, IdCotacaoCompra: input.IdCotacaoCompra, IdProduto: input.IdProduto, QtCotada: input.QtCotada, DtNecessidade: input.DtNecessidade ?? null })
    .returning({ id: cotacaoCompraItens.IdCotacaoCompraItem });
  await op.audit({ entity: 'CotacaoCompraItem', id: row.id, action: 'create', company, after: input as unknown as Record<string, unknown> });
}

/** Removes an item of an open quotation; the MRP suggestion it quoted is suggested again (S). Answers the quotation. */
export async function deleteCotacaoItem(op: UseCase, company: number, id: number): Promise<number> {
  const [item] = await op.db.select().from(cotacaoCompraItens).where(and(eq(cotacaoCompraItens.IdCotacaoCompraItem, id), eq(cotacaoCompraItens.company, company)));
  if (!item) throw notFound();
  requireOpen(await lockCotacao(op.db, company, item.IdCotacaoCompra));
  await op.db.delete(cotacaoCompraItens).where(eq(cotacaoCompraItens.IdCotacaoCompraItem, id));
  if (item.IdCompra) await setPurchaseSuggestionStatus(op.db, company, [item.IdCompra], 'S');
  await op.audit({ entity: 'CotacaoCompraItem', id, action: 'delete', company, before: item });
  return item.IdCotacaoCompra;
}

export async function addCotacaoFornecedor(op: UseCase, company: number, input: NewSupplier & { IdCotacaoCompra: number }): Promise<void> {
  requireOpen(await lockCotacao(op.db, company, input.IdCotacaoCompra));
  const [id] = await insertSuppliers(op.db, company, input.IdCotacaoCompra, [input], () => 'IdFornecedor');
  await op.audit({ entity: 'CotacaoCompraFornecedor', id, action: 'create', company, after: input as unknown as Record<string, unknown> });
}

/** Removes a supplier (and its prices) from an open quotation. Answers the quotation. */
export async function deleteCotacaoFornecedor(op: UseCase, company: number, id: number): Promise<number> {
  const [row] = await op.db
    .select()
    .from(cotacaoCompraFornecedores)
    .where(and(eq(cotacaoCompraFornecedores.IdCotacaoCompraFornecedor, id), eq(cotacaoCompraFornecedores.company, company)));
  if (!row) throw notFound();
  requireOpen(await lockCotacao(op.db, company, row.IdCotacaoCompra));
  await op.db.delete(cotacaoCompraFornecedores).where(eq(cotacaoCompraFornecedores.IdCotacaoCompraFornecedor, id));
  await op.audit({ entity: 'CotacaoCompraFornecedor', id, action: 'delete', company, before: row });
  return row.IdCotacaoCompra;
}

/** The quotation's item and supplier ids, to check that what a body names belongs to it. */
async function membersOf(tx: Executor, id: number) {
  const items = await tx.select({ id: cotacaoCompraItens.IdCotacaoCompraItem }).from(cotacaoCompraItens).where(eq(cotacaoCompraItens.IdCotacaoCompra, id));
  const suppliers = await tx
    .select({ id: cotacaoCompraFornecedores.IdCotacaoCompraFornecedor, days: cotacaoCompraFornecedores.NrPrazoEntrega })
    .from(cotacaoCompraFornecedores)
    .where(eq(cotacaoCompraFornecedores.IdCotacaoCompra, id));
  return { items: new Set(items.map((i) => i.id)), suppliers: new Map(suppliers.map((s) => [s.id, s.days])) };
}

/** The suppliers' prices (and lead times) of items of an open quotation; a null price removes it. */
export async function setCotacaoPrecos(op: UseCase, company: number, id: number, input: CotacaoPrecosInput): Promise<void> {
  requireOpen(await lockCotacao(op.db, company, id));
  const { items, suppliers } = await membersOf(op.db, id);
  const violations: Violation[] = [];
  input.precos.forEach((p, i) => {
    if (!items.has(p.IdCotacaoCompraItem)) violations.push({ propertyPath: `precos.${i}.IdCotacaoCompraItem`, message: 'not_found' });
    if (!suppliers.has(p.IdCotacaoCompraFornecedor)) violations.push({ propertyPath: `precos.${i}.IdCotacaoCompraFornecedor`, message: 'not_found' });
  });
  if (violations.length) throw validationError(violations);
  for (const p of input.precos) {
    const key = and(eq(cotacaoCompraPrecos.IdCotacaoCompraItem, p.IdCotacaoCompraItem), eq(cotacaoCompraPrecos.IdCotacaoCompraFornecedor, p.IdCotacaoCompraFornecedor));
    if (p.VlUnitario === null) {
      await op.db.delete(cotacaoCompraPrecos).where(key);
      continue;
    }
    await op.db
      .insert(cotacaoCompraPrecos)
      .values({ company, IdCotacaoCompraItem: p.IdCotacaoCompraItem, IdCotacaoCompraFornecedor: p.IdCotacaoCompraFornecedor, VlUnitario: String(p.VlUnitario), NrPrazoEntrega: p.NrPrazoEntrega ?? null })
      .onConflictDoUpdate({
        target: [cotacaoCompraPrecos.IdCotacaoCompraItem, cotacaoCompraPrecos.IdCotacaoCompraFornecedor],
        set: { VlUnitario: String(p.VlUnitario), NrPrazoEntrega: p.NrPrazoEntrega ?? null },
      });
  }
  await op.audit({ entity: 'CotacaoCompra', id, action: 'prices', company, after: { precos: input.precos.length } });
}

/** The offers of a quotation: each price with the lead time that applies (the price's, else the supplier's). */
async function offersOf(tx: Executor, id: number) {
  const rows = await tx
    .select({
      item: cotacaoCompraPrecos.IdCotacaoCompraItem,
      supplier: cotacaoCompraPrecos.IdCotacaoCompraFornecedor,
      price: cotacaoCompraPrecos.VlUnitario,
      own: cotacaoCompraPrecos.NrPrazoEntrega,
      days: cotacaoCompraFornecedores.NrPrazoEntrega,
    })
    .from(cotacaoCompraPrecos)
    .innerJoin(cotacaoCompraFornecedores, eq(cotacaoCompraFornecedores.IdCotacaoCompraFornecedor, cotacaoCompraPrecos.IdCotacaoCompraFornecedor))
    .where(eq(cotacaoCompraFornecedores.IdCotacaoCompra, id));
  return rows.map((r) => ({ item: r.item, supplier: r.supplier, price: r.price, days: r.own ?? r.days }));
}

/**
 * Chooses the winners of an open quotation: per item, one supplier for every item it priced, or the lowest price of
 * each item. A winner must have priced the item (422 `quotation_no_price` on the item's path).
 */
export async function setCotacaoVencedores(op: UseCase, company: number, id: number, input: CotacaoVencedoresInput): Promise<void> {
  requireOpen(await lockCotacao(op.db, company, id));
  const { items, suppliers } = await membersOf(op.db, id);
  const offers = await offersOf(op.db, id);
  const priced = new Set(offers.map((o) => `${o.item}:${o.supplier}`));
  const choices = new Map<number, number | null>();
  const violations: Violation[] = [];
  if (input.menorPreco) for (const [item, o] of lowestOffers(offers)) choices.set(item, o.supplier);
  if (input.IdCotacaoCompraFornecedor !== undefined) {
    if (!suppliers.has(input.IdCotacaoCompraFornecedor)) violations.push({ propertyPath: 'IdCotacaoCompraFornecedor', message: 'not_found' });
    for (const o of offers) if (o.supplier === input.IdCotacaoCompraFornecedor) choices.set(o.item, o.supplier);
  }
  (input.itens ?? []).forEach((c, i) => {
    if (!items.has(c.IdCotacaoCompraItem)) return violations.push({ propertyPath: `itens.${i}.IdCotacaoCompraItem`, message: 'not_found' });
    if (c.IdCotacaoCompraFornecedor !== null) {
      if (!suppliers.has(c.IdCotacaoCompraFornecedor)) return violations.push({ propertyPath: `itens.${i}.IdCotacaoCompraFornecedor`, message: 'not_found' });
      if (!priced.has(`${c.IdCotacaoCompraItem}:${c.IdCotacaoCompraFornecedor}`)) return violations.push({ propertyPath: `itens.${i}.IdCotacaoCompraFornecedor`, message: 'quotation_no_price' });
    }
    choices.set(c.IdCotacaoCompraItem, c.IdCotacaoCompraFornecedor);
  });
  if (violations.length) throw validationError(violations);
  for (const [item, supplier] of choices) {
    await op.db.update(cotacaoCompraItens).set({ IdCotacaoCompraFornecedor: supplier }).where(eq(cotacaoCompraItens.IdCotacaoCompraItem, item));
  }
  await op.audit({ entity: 'CotacaoCompra', id, action: 'winners', company, after: Object.fromEntries(choices) });
}

/**
 * "Gerar pedidos": one purchase order per winning supplier, with the items it won at its price, in our unit, expected
 * the supplier's lead time from today (or the price's own), with the supplier's payment terms. Every item needs a
 * winner (422 `quotation_no_winner` on `itens.N`). The MRP suggestions quoted become ordered (P) and the quotation
 * is done (F). Answers the orders' ids.
 */
export async function gerarPedidos(op: UseCase, company: number, id: number, today: string): Promise<number[]> {
  const quotation = await lockCotacao(op.db, company, id);
  requireOpen(quotation);
  const items = await op.db.select().from(cotacaoCompraItens).where(eq(cotacaoCompraItens.IdCotacaoCompra, id)).orderBy(asc(cotacaoCompraItens.IdCotacaoCompraItem));
  if (!items.length) throw violation('itens', 'quotation_no_winner');
  const { orders, missing } = ordersOfWinners(items.map((i) => ({ ...i, item: i.IdCotacaoCompraItem, winner: i.IdCotacaoCompraFornecedor })));
  if (missing.length) throw validationError(missing.map((m) => ({ propertyPath: `itens.${items.indexOf(m as never)}`, message: 'quotation_no_winner' })));
  const offers = new Map((await offersOf(op.db, id)).map((o) => [`${o.item}:${o.supplier}`, o]));
  const suppliers = await op.db.select().from(cotacaoCompraFornecedores).where(eq(cotacaoCompraFornecedores.IdCotacaoCompra, id));
  const made: number[] = [];
  for (const [supplierRow, won] of orders) {
    const supplier = suppliers.find((s) => s.IdCotacaoCompraFornecedor === supplierRow)!;
    const lines = won.map((w, n) => {
      const offer = offers.get(`${w.item}:${supplierRow}`);
      if (!offer) throw violation(`itens.${items.indexOf(w as never)}`, 'quotation_no_price', { n: String(n) });
      return { IdProduto: w.IdProduto, QtFornecedor: w.QtCotada, VlUnitario: offer.price, DtPrevista: addDays(today, offer.days), IdCompra: w.IdCompra };
    });
    const order = await createPedidoCompra(op, company, {
      IdFornecedor: supplier.IdFornecedor,
      DtPrevista: addDays(today, supplier.NrPrazoEntrega),
      DsPrazoPagamento: supplier.DsPrazoPagamento,
      DsObservacao: supplier.DsObservacao,
      IdCotacaoCompra: id,
      itens: lines,
    });
    // Each quotation item knows the order line it became (same order as the lines were written).
    const written = await op.db.select({ id: pedidoCompraItens.IdPedidoCompraItem }).from(pedidoCompraItens).where(eq(pedidoCompraItens.IdPedidoCompra, order)).orderBy(asc(pedidoCompraItens.NrPosicao));
    for (const [n, w] of won.entries()) await op.db.update(cotacaoCompraItens).set({ IdPedidoCompraItem: written[n].id }).where(eq(cotacaoCompraItens.IdCotacaoCompraItem, w.item));
    made.push(order);
  }
  await op.db.update(cotacaoCompra).set({ StCotacao: 'F' }).where(eq(cotacaoCompra.IdCotacaoCompra, id));
  await op.audit({ entity: 'CotacaoCompra', id, action: 'orders', company, after: { pedidos: made } });
  return made;
}

/** Cancels an open quotation: the MRP suggestions it quoted are suggested again (S). */
export async function cancelarCotacao(op: UseCase, company: number, id: number): Promise<void> {
  requireOpen(await lockCotacao(op.db, company, id));
  const items = await op.db.select({ c: cotacaoCompraItens.IdCompra }).from(cotacaoCompraItens).where(eq(cotacaoCompraItens.IdCotacaoCompra, id));
  await op.db.update(cotacaoCompra).set({ StCotacao: 'C' }).where(eq(cotacaoCompra.IdCotacaoCompra, id));
  await setPurchaseSuggestionStatus(op.db, company, items.flatMap((i) => (i.c ? [i.c] : [])), 'S');
  await op.audit({ entity: 'CotacaoCompra', id, action: 'cancel', company, before: { StCotacao: 'A' }, after: { StCotacao: 'C' } });
}

/** The quotation whole, for its screen: header, suppliers, items with the product and winner, and every price. */
export async function readCotacao(db: Executor, company: number, id: number) {
  const [q] = await db.select().from(cotacaoCompra).where(and(eq(cotacaoCompra.IdCotacaoCompra, id), eq(cotacaoCompra.company, company)));
  if (!q) throw notFound();
  const fornecedores = await db
    .select({
      IdCotacaoCompraFornecedor: cotacaoCompraFornecedores.IdCotacaoCompraFornecedor,
      IdFornecedor: cotacaoCompraFornecedores.IdFornecedor,
      NmFornecedor: people.name,
      NrPrazoEntrega: cotacaoCompraFornecedores.NrPrazoEntrega,
      DsPrazoPagamento: cotacaoCompraFornecedores.DsPrazoPagamento,
      DsObservacao: cotacaoCompraFornecedores.DsObservacao,
    })
    .from(cotacaoCompraFornecedores)
    .innerJoin(people, eq(people.id, cotacaoCompraFornecedores.IdFornecedor))
    .where(eq(cotacaoCompraFornecedores.IdCotacaoCompra, id))
    .orderBy(asc(cotacaoCompraFornecedores.IdCotacaoCompraFornecedor));
  const itens = await db
    .select({
      IdCotacaoCompraItem: cotacaoCompraItens.IdCotacaoCompraItem,
      IdProduto: cotacaoCompraItens.IdProduto,
      CdProduto: produtos.CdChamada,
      NmProduto: produtos.NmProduto,
      CdSigla: tipoMedidas.CdSigla,
      TpUnidade: tipoMedidas.TpUnidade,
      QtCotada: cotacaoCompraItens.QtCotada,
      DtNecessidade: cotacaoCompraItens.DtNecessidade,
      IdCompra: cotacaoCompraItens.IdCompra,
      IdCotacaoCompraFornecedor: cotacaoCompraItens.IdCotacaoCompraFornecedor,
      IdPedidoCompraItem: cotacaoCompraItens.IdPedidoCompraItem,
    })
    .from(cotacaoCompraItens)
    .innerJoin(produtos, eq(produtos.IdProduto, cotacaoCompraItens.IdProduto))
    .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(eq(cotacaoCompraItens.IdCotacaoCompra, id))
    .orderBy(asc(cotacaoCompraItens.IdCotacaoCompraItem));
  const precos = itens.length
    ? await db
        .select({
          IdCotacaoCompraItem: cotacaoCompraPrecos.IdCotacaoCompraItem,
          IdCotacaoCompraFornecedor: cotacaoCompraPrecos.IdCotacaoCompraFornecedor,
          VlUnitario: cotacaoCompraPrecos.VlUnitario,
          NrPrazoEntrega: cotacaoCompraPrecos.NrPrazoEntrega,
        })
        .from(cotacaoCompraPrecos)
        .where(inArray(cotacaoCompraPrecos.IdCotacaoCompraItem, itens.map((i) => i.IdCotacaoCompraItem)))
    : [];
  return {
    IdCotacaoCompra: q.IdCotacaoCompra,
    NmCotacao: q.NmCotacao,
    StCotacao: q.StCotacao,
    IdAnalise: q.IdAnalise,
    DtCriacao: q.DtCriacao,
    DsObservacao: q.DsObservacao,
    fornecedores,
    itens,
    precos,
  };
}
