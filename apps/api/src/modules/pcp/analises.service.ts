import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Decimal, fefoAllocate, isFractionalUnit, toDecimal, type analiseSchema, type FinalizarOrdemInput, type OrdemManualInput } from '@backoffice/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { may } from '../../platform/auth/authorize.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { notFound, validationError, violation, type Violation } from '../../platform/http/errors.ts';
import { bomUses, estoqueSaldos, createLot, lockStock, loteEstoqueProduto, produtos, tipoMedidas } from '../catalogo/index.ts';
import { people, setores } from '../pessoas/index.ts';
import { analise, analiseDados, analiseEmpresas, analisePrevisoes, analiseSetoresIgnorados, compras, indiceDeCalculos, ordemProducao, previsaoDeVenda } from './pcp.table.ts';
import { addDays, periodCalendar } from './periods.rules.ts';
import { scaled, unscaled } from './mrp.rules.ts';
import { ordersFromText, recordFromText, type StoredOrder } from './mrp.record.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { jobs } from '../../platform/jobs/jobs.table.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { referenceTo } from '../../platform/resources/references.ts';
import { MRP_JOB } from './mrp.job.ts';

/**
 * MRP analyses and what comes out of them: creating one with its companies, sectors and forecasts, moving its
 * status, turning its suggestions into production orders and purchase suggestions and cancelling them, manual
 * orders, and finishing an order (components out, a lot of the product in, through stock moves).
 */

const MRP = 'mrp';

/** The company of an analysis (for the operations' grant check), or undefined. */
export async function companyOfAnalise(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: analise.company }).from(analise).where(eq(analise.IdAnalise, id));
  return row?.company;
}

export async function companyOfOrdem(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: ordemProducao.company }).from(ordemProducao).where(eq(ordemProducao.IdOrdemProducao, id));
  return row?.company;
}

/** A company the user may plan for (the pcp grant there), or a violation on `empresas`. */
export function assertPlannedCompany(ctx: RequestContext, company: number, path = 'IdEmpresa'): void {
  if (!may(ctx.user, MRP, 'create', company)) throw violation(path, 'record_not_in_company');
}

/** The analysis is open (A), optionally with no open order or purchase; answers its company. */
export async function assertAnalysisOpen(db: Executor, id: number, options: { withoutOrders?: boolean } = {}): Promise<number> {
  const [row] = await db.select({ company: analise.company, StStatus: analise.StStatus }).from(analise).where(eq(analise.IdAnalise, id));
  if (!row) throw violation('IdAnalise', 'record_not_in_company');
  if (row.StStatus !== 'A') throw violation('StStatus', 'analysis_not_open', { status: row.StStatus });
  if (options.withoutOrders && (await openWork(db, id))) throw violation('IdAnalise', 'analysis_has_open_orders');
  return row.company;
}

/** Open production orders or purchases made from this analysis. */
async function openWork(db: Executor, id: number): Promise<number> {
  const result = (await db.execute(sql`select
      (select count(*) from ordem_producao where id_analise = ${id} and tp_origem = 'A' and st_ordem in ('A', 'E'))
    + (select count(*) from compras where id_analise = ${id} and st_compra in ('S', 'C', 'P')) as n`)) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0].n);
}

/** Today in the application's time zone (the companies served are Brazilian). */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** Creates an analysis with its companies (default: the session's), ignored sectors and forecasts, each checked. */
export async function createAnalysis(tx: Tx, ctx: RequestContext, company: number, body: z.output<typeof analiseSchema>) {
  const companies = body.empresas?.length ? [...new Set(body.empresas)] : [company];
  const violations: Violation[] = [];
  companies.forEach((c, i) => {
    if (!may(ctx.user, MRP, 'create', c)) violations.push({ propertyPath: `empresas.${i}`, message: 'record_not_in_company' });
  });
  const sectorRows = body.setoresIgnorados.length ? await tx.select({ id: setores.IdSetor, company: setores.company }).from(setores).where(inArray(setores.IdSetor, body.setoresIgnorados)) : [];
  body.setoresIgnorados.forEach((id, i) => {
    const s = sectorRows.find((r) => r.id === id);
    if (!s || !companies.includes(s.company)) violations.push({ propertyPath: `setoresIgnorados.${i}`, message: 'record_not_in_company' });
  });
  const forecastRows = body.previsoes.length ? await tx.select({ id: previsaoDeVenda.Id, company: previsaoDeVenda.company }).from(previsaoDeVenda).where(inArray(previsaoDeVenda.Id, body.previsoes)) : [];
  body.previsoes.forEach((id, i) => {
    const f = forecastRows.find((r) => r.id === id);
    if (!f || !companies.includes(f.company)) violations.push({ propertyPath: `previsoes.${i}`, message: 'record_not_in_company' });
  });
  if (violations.length) throw validationError(violations);
  const [row] = await tx
    .insert(analise)
    .values({
      company,
      NmAnalise: body.NmAnalise,
      DtInicio: body.DtInicio ?? today(),
      TpPeriodo: body.TpPeriodo,
      NrHorizonteDias: body.NrHorizonteDias,
      PcProbabilidadeOrcamento: body.PcProbabilidadeOrcamento,
      IdUsuario: ctx.user?.id ?? null,
    })
    .returning();
  const id = row.IdAnalise;
  await tx.insert(analiseEmpresas).values(companies.map((IdEmpresa) => ({ company, IdAnalise: id, IdEmpresa })));
  if (body.setoresIgnorados.length) await tx.insert(analiseSetoresIgnorados).values([...new Set(body.setoresIgnorados)].map((IdSetor) => ({ company, IdAnalise: id, IdSetor })));
  if (body.previsoes.length) await tx.insert(analisePrevisoes).values([...new Set(body.previsoes)].map((IdPrevisaoDeVenda) => ({ company, IdAnalise: id, IdPrevisaoDeVenda })));
  return row;
}
/** The analysis with its companies, ignored sectors and forecasts (names included) and its last run. */
export async function analysisDetail(db: Executor, id: number) {
  const [row] = await db.select().from(analise).where(eq(analise.IdAnalise, id));
  if (!row) throw notFound();
  const [empresas, setoresIgnorados, previsoes, [ultimo]] = await Promise.all([
    db.select({ id: analiseEmpresas.IdEmpresa, name: people.name }).from(analiseEmpresas).innerJoin(people, eq(people.id, analiseEmpresas.IdEmpresa)).where(eq(analiseEmpresas.IdAnalise, id)),
    db.select({ id: setores.IdSetor, name: setores.NmSetor }).from(analiseSetoresIgnorados).innerJoin(setores, eq(setores.IdSetor, analiseSetoresIgnorados.IdSetor)).where(eq(analiseSetoresIgnorados.IdAnalise, id)),
    db.select({ id: previsaoDeVenda.Id, name: previsaoDeVenda.NmPrevisaoDeVenda }).from(analisePrevisoes).innerJoin(previsaoDeVenda, eq(previsaoDeVenda.Id, analisePrevisoes.IdPrevisaoDeVenda)).where(eq(analisePrevisoes.IdAnalise, id)),
    db.select().from(indiceDeCalculos).where(eq(indiceDeCalculos.IdAnalise, id)).orderBy(sql`${indiceDeCalculos.DtInicio} desc`).limit(1),
  ]);
  const calendar = periodCalendar(row.DtInicio, row.TpPeriodo, row.NrHorizonteDias);
  return { ...row, empresas, setoresIgnorados, previsoes, ultimoCalculo: ultimo ?? null, periodos: calendar.periods, DtFim: addDays(calendar.end, -1) };
}

/** Status moves an analysis makes on request (creating and cancelling orders move A ↔ T themselves). */
const ANALYSIS_MOVES: Record<string, string[]> = { A: ['I', 'C'], I: ['A'], T: ['I'], C: [] };

export async function moveAnalysis(tx: Tx, id: number, to: string) {
  const [row] = await tx.select().from(analise).where(eq(analise.IdAnalise, id)).for('update');
  if (!row) throw notFound();
  if (!ANALYSIS_MOVES[row.StStatus]?.includes(to)) {
    throw violation('StStatus', 'analysis_move_refused', { de: row.StStatus, para: to });
  }
  if ((to === 'C' || to === 'I') && (await openWork(tx, id))) throw violation('StStatus', 'analysis_has_open_orders');
  const [after] = await tx.update(analise).set({ StStatus: to }).where(eq(analise.IdAnalise, id)).returning();
  return { before: row, after };
}

/** The rows of an analysis for some products, with their time-phased record in decimals and period dates. */
export async function recordsOf(db: Executor, id: number, products: number[] | undefined) {
  const [row] = await db.select().from(analise).where(eq(analise.IdAnalise, id));
  if (!row) throw notFound();
  const calendar = periodCalendar(row.DtInicio, row.TpPeriodo, row.NrHorizonteDias);
  const data = await db
    .select()
    .from(analiseDados)
    .where(and(eq(analiseDados.IdAnalise, id), products?.length ? inArray(analiseDados.IdProduto, products) : undefined))
    .orderBy(asc(analiseDados.NrNivel), asc(analiseDados.IdProduto))
    .limit(200);
  const periods = Array.from({ length: calendar.periods }, (_, t) => calendar.startOf(t));
  return data.map((d) => {
    const { lines, orders } = recordFromText(d.registro, calendar.periods);
    const registro = Object.fromEntries(Object.entries(lines).map(([key, cells]) => [key, cells.map((c) => unscaled(c))]));
    const ordens = orders.map((o) => ({ ...orderDates(calendar, o), quantidade: unscaled(o[2]) }));
    return { ...d, registro: { periodos: periods, ...registro, ordens } };
  });
}

/** A planned order's need date (its period's first day) and release date (a late release: the first period's). */
function orderDates(calendar: ReturnType<typeof periodCalendar>, [receipt, release]: StoredOrder) {
  return { DtNecessidade: calendar.startOf(receipt), DtLiberacao: calendar.startOf(Math.max(0, release)) };
}

/** The planner's quantity of a result row (null: back to the suggestion). */
export async function setRealizado(tx: Tx, id: number, value: string | null) {
  const [row] = await tx.select({ IdAnalise: analiseDados.IdAnalise }).from(analiseDados).where(eq(analiseDados.IdAnaliseDado, id));
  if (!row) throw notFound();
  await assertAnalysisOpen(tx, row.IdAnalise);
  const [updated] = await tx.update(analiseDados).set({ NrRealizado: value }).where(eq(analiseDados.IdAnaliseDado, id)).returning({
    IdAnaliseDado: analiseDados.IdAnaliseDado,
    IdAnalise: analiseDados.IdAnalise,
    IdProduto: analiseDados.IdProduto,
    NrResultado: analiseDados.NrResultado,
    NrRealizado: analiseDados.NrRealizado,
  });
  return updated;
}

export async function companyOfDado(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ company: analiseDados.company }).from(analiseDados).where(eq(analiseDados.IdAnaliseDado, id));
  return row?.company;
}

/**
 * Production orders for the made items of an analysis and purchase suggestions for the bought ones: one per planned
 * order of the suggestion (its lot-sizing rule made them), each with its own need and release dates; the planner's
 * quantity (NrRealizado), when set, is one order at the first planned order's dates. A product that already has an
 * order (or a purchase) of this analysis that is not cancelled is left as it is. The analysis becomes finished (T).
 */
export async function createOrders(tx: Tx, ctx: RequestContext, id: number, only?: number[], simulate = false) {
  const [row] = await tx.select().from(analise).where(eq(analise.IdAnalise, id)).for('update');
  if (!row) throw notFound();
  if (row.StStatus !== 'A' && row.StStatus !== 'T') throw violation('StStatus', 'analysis_not_open', { status: row.StStatus });
  if (!row.DtCalculo) throw violation('IdAnalise', 'analysis_not_calculated');
  const calendar = periodCalendar(row.DtInicio, row.TpPeriodo, row.NrHorizonteDias);
  const candidates = await tx
    .select({
      company: analiseDados.company,
      IdProduto: analiseDados.IdProduto,
      NrRealizado: analiseDados.NrRealizado,
      NrResultado: analiseDados.NrResultado,
      DtNecessidade: analiseDados.DtNecessidade,
      DtLiberacao: analiseDados.DtLiberacao,
      registro: analiseDados.registro,
      pcp: produtos.TpProdutoPcp,
    })
    .from(analiseDados)
    .innerJoin(produtos, eq(produtos.IdProduto, analiseDados.IdProduto))
    .where(
      and(
        eq(analiseDados.IdAnalise, id),
        sql`coalesce(${analiseDados.NrRealizado}, ${analiseDados.NrResultado}) > 0`,
        only?.length ? inArray(analiseDados.IdProduto, only) : undefined,
        sql`not exists (select 1 from ordem_producao o where o.id_analise = ${id} and o.tp_origem = 'A' and o.id_produto = ${analiseDados.IdProduto} and o.st_ordem <> 'C')`,
        sql`not exists (select 1 from compras c where c.id_analise = ${id} and c.id_produto = ${analiseDados.IdProduto} and c.st_compra <> 'X')`,
      ),
    );
  const user = ctx.user?.id ?? null;
  const made: (typeof ordemProducao.$inferInsert)[] = [];
  const bought: (typeof compras.$inferInsert)[] = [];
  for (const c of candidates) {
    const stored = ordersFromText(c.registro);
    const first = stored.length ? orderDates(calendar, stored[0]) : { DtNecessidade: c.DtNecessidade ?? row.DtInicio, DtLiberacao: c.DtLiberacao ?? c.DtNecessidade ?? row.DtInicio };
    const planned =
      c.NrRealizado !== null || !stored.length
        ? [{ ...first, quantity: c.NrRealizado ?? c.NrResultado }]
        : stored.map((o) => ({ ...orderDates(calendar, o), quantity: unscaled(o[2]) }));
    for (const p of planned) {
      if (c.pcp === 'F' || c.pcp === 'P') {
        made.push({ company: c.company, IdAnalise: id, TpOrigem: 'A', IdProduto: c.IdProduto, QtSolicitada: p.quantity, DtInicio: p.DtLiberacao, DtEntrega: p.DtNecessidade, IdUsuario: user });
      } else {
        bought.push({ company: c.company, IdAnalise: id, IdProduto: c.IdProduto, QtCompra: p.quantity, DtLiberacao: p.DtLiberacao, DtNecessidade: p.DtNecessidade, IdUsuario: user });
      }
    }
  }
  if (simulate) return { IdAnalise: id, ordens: made.length, compras: bought.length, StStatus: row.StStatus };
  if (made.length) await tx.insert(ordemProducao).values(made);
  if (bought.length) await tx.insert(compras).values(bought);
  if (candidates.length && row.StStatus !== 'T') await tx.update(analise).set({ StStatus: 'T' }).where(eq(analise.IdAnalise, id));
  return { IdAnalise: id, ordens: made.length, compras: bought.length, StStatus: candidates.length ? 'T' : row.StStatus };
}

/**
 * Cancels the production orders of an analysis not yet started (A) and its purchase suggestions not yet quoted
 * or ordered (S); orders in production stay. With nothing left open, the analysis is open (A) again.
 */
export async function cancelOrders(tx: Tx, id: number, only?: number[], simulate = false) {
  const [row] = await tx.select().from(analise).where(eq(analise.IdAnalise, id)).for('update');
  if (!row) throw notFound();
  const products = only?.length ? inArray(ordemProducao.IdProduto, only) : undefined;
  if (simulate) {
    const [o] = await tx.select({ n: count() }).from(ordemProducao).where(and(eq(ordemProducao.IdAnalise, id), eq(ordemProducao.TpOrigem, 'A'), eq(ordemProducao.StOrdem, 'A'), products));
    const [c] = await tx.select({ n: count() }).from(compras).where(and(eq(compras.IdAnalise, id), eq(compras.StCompra, 'S'), only?.length ? inArray(compras.IdProduto, only) : undefined));
    return { IdAnalise: id, ordensCanceladas: o.n, comprasCanceladas: c.n, emAberto: null, StStatus: row.StStatus };
  }
  const orders = await tx
    .update(ordemProducao)
    .set({ StOrdem: 'C' })
    .where(and(eq(ordemProducao.IdAnalise, id), eq(ordemProducao.TpOrigem, 'A'), eq(ordemProducao.StOrdem, 'A'), products))
    .returning({ id: ordemProducao.IdOrdemProducao });
  const purchases = await tx
    .update(compras)
    .set({ StCompra: 'X' })
    .where(and(eq(compras.IdAnalise, id), eq(compras.StCompra, 'S'), only?.length ? inArray(compras.IdProduto, only) : undefined))
    .returning({ id: compras.IdCompra });
  const remaining = await openWork(tx, id);
  let status = row.StStatus;
  if (!remaining && row.StStatus === 'T') {
    status = 'A';
    await tx.update(analise).set({ StStatus: 'A' }).where(eq(analise.IdAnalise, id));
  }
  return { IdAnalise: id, ordensCanceladas: orders.length, comprasCanceladas: purchases.length, emAberto: remaining, StStatus: status };
}

/**
 * A production order entered by hand: a scheduled receipt every analysis of its company counts (product and analysis:
 * the operation's declared references). A product whose unit takes no fractions is ordered in whole units (finishing
 * refuses to make a fraction of it).
 */
export async function createManualOrder(tx: Tx, ctx: RequestContext, company: number, body: OrdemManualInput & { QtSolicitada: string }) {
  const [product] = await tx.select({ unit: tipoMedidas.TpUnidade }).from(produtos).leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida)).where(eq(produtos.IdProduto, body.IdProduto));
  if (!isFractionalUnit(product?.unit) && !new Decimal(body.QtSolicitada).isInteger()) throw violation('QtSolicitada', 'whole_quantity');
  const [row] = await tx
    .insert(ordemProducao)
    .values({
      company,
      IdAnalise: body.IdAnalise ?? null,
      TpOrigem: 'M',
      IdProduto: body.IdProduto,
      QtSolicitada: body.QtSolicitada,
      DtEntrega: body.DtEntrega,
      DtInicio: body.DtInicio ?? null,
      IdUsuario: ctx.user?.id ?? null,
    })
    .returning();
  return row;
}

async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(ordemProducao).where(eq(ordemProducao.IdOrdemProducao, id)).for('update');
  if (!row) throw notFound();
  return row;
}

function refuseUnless(row: typeof ordemProducao.$inferSelect, allowed: string[]) {
  if (!allowed.includes(row.StOrdem)) throw violation('StOrdem', 'order_not_open', { order: row.IdOrdemProducao, status: row.StOrdem });
}

/** Starts production (A -> E): a started order is no longer cancelled with the analysis's orders. */
export async function startOrder(tx: Tx, id: number) {
  const row = await lockOrder(tx, id);
  refuseUnless(row, ['A']);
  const [after] = await tx.update(ordemProducao).set({ StOrdem: 'E', DtInicio: row.DtInicio ?? today() }).where(eq(ordemProducao.IdOrdemProducao, id)).returning();
  return { before: row, after };
}

/** Cancels one order not yet finished. */
export async function cancelOrder(tx: Tx, id: number) {
  const row = await lockOrder(tx, id);
  refuseUnless(row, ['A', 'E']);
  const [after] = await tx.update(ordemProducao).set({ StOrdem: 'C' }).where(eq(ordemProducao.IdOrdemProducao, id)).returning();
  return { before: row, after };
}

/** A quantity rounded up to the thousandth, or to a whole unit for units that take no fractions. */
function roundedNeed(d: Decimal, whole: boolean): Decimal {
  return whole ? d.ceil() : d.toDecimalPlaces(3, Decimal.ROUND_UP);
}

/** 422 on QtMovimento: the component, how much the order needs and how much the consuming sector has, in its unit. */
async function refuseShortComponent(
  tx: Tx,
  c: { code: string; symbol: string | null; whole: boolean; need: Decimal; available: Decimal; sector: number },
): Promise<never> {
  const [sector] = await tx.select({ name: setores.NmSetor }).from(setores).where(eq(setores.IdSetor, c.sector));
  const places = c.whole ? 0 : 3;
  throw violation('QtMovimento', 'component_short', {
    product: c.code,
    needed: c.need.toFixed(places),
    available: c.available.toFixed(places),
    unit: c.symbol ?? '',
    sector: sector?.name ?? '',
  });
}

/**
 * Finishes a production order, in the caller's transaction: each component of the product's bill of materials
 * (quantity × quantity per unit × (1 + loss %), rounded up) leaves the consumption sector, lots that expire first
 * first and never an expired one (as a sale's reservation); then a lot of the product enters its sector; all through
 * one stock lock, which never lets a balance go below zero (a missing component answers 422 and nothing is written).
 */
export async function finishOrder(tx: Tx, ctx: RequestContext, id: number, body: FinalizarOrdemInput & { QtProduzida?: string }) {
  const row = await lockOrder(tx, id);
  refuseUnless(row, ['A', 'E']);
  const company = row.company;
  const sectors = await tx.select({ id: setores.IdSetor }).from(setores).where(and(eq(setores.company, company), inArray(setores.IdSetor, [body.IdSetor, body.IdSetorConsumo ?? body.IdSetor])));
  const violations: Violation[] = [];
  if (!sectors.some((s) => s.id === body.IdSetor)) violations.push({ propertyPath: 'IdSetor', message: 'record_not_in_company' });
  if (body.IdSetorConsumo && !sectors.some((s) => s.id === body.IdSetorConsumo)) violations.push({ propertyPath: 'IdSetorConsumo', message: 'record_not_in_company' });
  if (violations.length) throw validationError(violations);
  const left = new Decimal(row.QtSolicitada).minus(row.QtAtendida);
  const quantity = toDecimal(body.QtProduzida ?? null) ?? (left.greaterThan(0) ? left : new Decimal(0));
  if (!quantity.greaterThan(0)) throw violation('QtProduzida', 'quantity_positive');
  const [product] = await tx
    .select({ days: produtos.NrDiasValidade, unit: tipoMedidas.TpUnidade, code: produtos.CdChamada })
    .from(produtos)
    .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(eq(produtos.IdProduto, row.IdProduto));
  if (!isFractionalUnit(product.unit) && !quantity.isInteger()) throw violation('QtProduzida', 'whole_quantity');
  const origin = { entity: 'OrdemProducao', id };
  const user = ctx.user?.id ?? null;
  const consumeFrom = body.IdSetorConsumo ?? body.IdSetor;
  // The structure in the components' own units (a line measured in another unit through the component's conversion).
  const uses = await bomUses(tx, { parents: [row.IdProduto] });
  const parts = uses.length
    ? await tx
        .select({ id: produtos.IdProduto, unit: tipoMedidas.TpUnidade, code: produtos.CdChamada, symbol: tipoMedidas.CdSigla })
        .from(produtos)
        .leftJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
        .where(inArray(produtos.IdProduto, uses.map((u) => u.child)))
    : [];
  const partOf = new Map(parts.map((p) => [p.id, p]));
  const lines = uses.map((u) => ({ child: u.child, qty: u.qty, loss: u.loss, ...partOf.get(u.child)! }));
  // The stock of the components and of the product, before their balances are read.
  const stock = await lockStock(tx, [...lines.map((l) => l.child), row.IdProduto]);
  const consumed: { IdProduto: number; quantidade: string }[] = [];
  const made = today();
  for (const line of lines) {
    const need = roundedNeed(quantity.times(line.qty).times(new Decimal(line.loss).div(100).plus(1)), !isFractionalUnit(line.unit));
    // Balances of the component in the sector, consumed by FEFO (stock without a lot last).
    const balances = await tx
      .select({ lot: estoqueSaldos.IdLote, available: sql<string>`${estoqueSaldos.QtEstoque} - ${estoqueSaldos.QtReservada}`, expiry: loteEstoqueProduto.DtValidade })
      .from(estoqueSaldos)
      .leftJoin(loteEstoqueProduto, eq(loteEstoqueProduto.IdLote, estoqueSaldos.IdLote))
      .where(and(eq(estoqueSaldos.IdProduto, line.child), eq(estoqueSaldos.IdSetor, consumeFrom)))
      .orderBy(asc(estoqueSaldos.IdEstoqueSaldo));
    // Never from an expired lot (good through its expiry day), as a sale's reservation: fefoAllocate with today.
    const { takes, short, available } = fefoAllocate(balances, need, made);
    // Not enough: say what the order needs and what the consuming sector has, before anything moves (the stock
    // move's own refusal would name only the last balance it tried, emptied by the takes before it).
    if (short.greaterThan(0)) await refuseShortComponent(tx, { code: line.code, symbol: line.symbol, whole: !isFractionalUnit(line.unit), need, available, sector: consumeFrom });
    for (const { balance: b, quantity } of takes) {
      await stock.move({ company, type: 'S', product: line.child, lot: b.lot, sector: consumeFrom, quantity: quantity.toFixed(3), user, origin });
    }
    consumed.push({ IdProduto: line.child, quantidade: need.toFixed(3) });
  }
  let lot: number | null = null;
  if (product.days > 0) {
    const code = body.CdLote?.trim() || `OP${id}`;
    const [exists] = await tx.select({ id: loteEstoqueProduto.IdLote }).from(loteEstoqueProduto).where(and(eq(loteEstoqueProduto.IdProduto, row.IdProduto), eq(loteEstoqueProduto.CdLote, code)));
    if (exists) throw violation('CdLote', 'lot_exists', { lot: code });
    lot = await createLot(tx, { company, IdProduto: row.IdProduto, CdLote: code, DtFabricacao: made, DtValidade: addDays(made, product.days) });
  }
  await stock.move({ company, type: 'P', product: row.IdProduto, lot, sector: body.IdSetor, quantity: quantity.toFixed(3), user, origin });
  const [after] = await tx
    .update(ordemProducao)
    .set({ StOrdem: 'F', QtAtendida: new Decimal(row.QtAtendida).plus(quantity).toFixed(3), DtFinalizacao: sql`now()` as unknown as string, IdLote: lot, IdSetor: body.IdSetor })
    .where(eq(ordemProducao.IdOrdemProducao, id))
    .returning();
  return { before: row, after, consumed };
}

/** The charts of the PCP dashboards for an analysis: finished products (P) or raw materials (M). */
export async function dashboard(db: Executor, id: number, tipo: 'P' | 'M') {
  const [row] = await db.select().from(analise).where(eq(analise.IdAnalise, id));
  if (!row) throw notFound();
  const days = row.NrHorizonteDias;
  const kinds = tipo === 'P' ? ['P'] : ['M', 'S'];
  const rows = (
    (await db.execute(sql`select d.id_produto as "IdProduto", p.cd_chamada as "CdChamada", p.nm_produto as "NmProduto", u.tp_unidade as "TpUnidade",
        d.nr_saldo_em_estoque as "NrSaldoEmEstoque", d.nr_qtde_min as "NrQtdeMin", d.nr_qtde_max as "NrQtdeMax",
        d.nr_demanda_total as "NrDemandaTotal", d.nr_total_atender as "NrTotalAtender", coalesce(d.nr_realizado, d.nr_resultado) as "NrPlanejado",
        case when d.nr_demanda_total > 0 then round(d.nr_saldo_em_estoque / (d.nr_demanda_total / ${days}), 1) end as "NrDiasCobertura",
        greatest(d.nr_demanda_total + d.nr_qtde_min - d.nr_estoque_futuro, 0) as "NrFalta"
      from analise_dados d join produtos p on p.id_produto = d.id_produto left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
      where d.id_analise = ${id} and d.tp_analise_dado in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`)) as unknown as {
      rows: Record<string, string | number | null>[];
    }
  ).rows;
  const byShortage = [...rows].sort((a, b) => scaled(String(b.NrFalta), 3) - scaled(String(a.NrFalta), 3));
  const covered = rows.filter((r) => r.NrDiasCobertura !== null).sort((a, b) => Number(a.NrDiasCobertura) - Number(b.NrDiasCobertura));
  const withLimits = rows.filter((r) => scaled(String(r.NrQtdeMin), 3) > 0 || scaled(String(r.NrQtdeMax), 3) > 0);
  const orders = (
    (await db.execute(sql`select o.st_ordem as "StOrdem", count(*)::int as "NrOrdens", coalesce(sum(o.qt_solicitada), 0) as "QtSolicitada"
      from ordem_producao o join analise_dados d on d.id_analise = o.id_analise and d.id_produto = o.id_produto
      where o.id_analise = ${id} and d.tp_analise_dado in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
      group by o.st_ordem`)) as unknown as { rows: { StOrdem: string; NrOrdens: number; QtSolicitada: string }[] }
  ).rows;
  const purchases = (
    (await db.execute(sql`select c.st_compra as "StCompra", count(*)::int as "NrCompras" from compras c
      join analise_dados d on d.id_analise = c.id_analise and d.id_produto = c.id_produto
      where c.id_analise = ${id} and d.tp_analise_dado in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)}) group by c.st_compra`)) as unknown as {
      rows: { StCompra: string; NrCompras: number }[];
    }
  ).rows;
  return {
    IdAnalise: id,
    NmAnalise: row.NmAnalise,
    tipo,
    NrHorizonteDias: days,
    produtos: rows.length,
    cobertura: covered.slice(0, 12),
    estoqueLimites: withLimits.sort((a, b) => scaled(String(b.NrQtdeMax), 3) - scaled(String(a.NrQtdeMax), 3)).slice(0, 12),
    faltas: byShortage.filter((r) => scaled(String(r.NrFalta), 3) > 0).slice(0, 10),
    ordens: orders,
    compras: purchases,
  };
}

/** A body field naming an analysis of the operation's company. */
export const analiseRef = referenceTo('Analise', () => ({ id: analise.IdAnalise, company: analise.company }));

/**
 * Starts an open analysis's calculation as a background job, or answers the one already waiting or running; the job
 * row, the analysis's IdJob and the audit line are written in the caller's transaction.
 */
export async function requestCalculation(op: UseCase, queue: JobQueue, input: { company: number; user: number; id: number }) {
  const { db } = op;
  const [row] = await db.select().from(analise).where(eq(analise.IdAnalise, input.id)).for('update');
  if (row.StStatus !== 'A') throw violation('StStatus', 'analysis_not_open', { status: row.StStatus });
  if (row.IdJob) {
    const [running] = await db.select({ id: jobs.id, state: jobs.state }).from(jobs).where(eq(jobs.id, row.IdJob));
    if (running && (running.state === 'created' || running.state === 'active')) return { IdAnalise: row.IdAnalise, job: running.id, state: running.state };
  }
  const job = await queue.send(
    MRP_JOB,
    { IdAnalise: row.IdAnalise, notify: { message: { key: 'notify_mrp', params: { name: row.NmAnalise } }, link: `/mrp/analise/${row.IdAnalise}` } },
    // A calculation that fails (a loop in a bill of materials) fails the same way again: no retries.
    { company: input.company, createdBy: input.user, permission: MRP, maxAttempts: 1 },
    db,
  );
  await db.update(analise).set({ IdJob: job }).where(eq(analise.IdAnalise, row.IdAnalise));
  await op.audit({ entity: 'Analise', id: row.IdAnalise, action: 'calcular', after: { job } });
  return { IdAnalise: row.IdAnalise, job, state: 'created' };
}
