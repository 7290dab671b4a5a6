import { and, eq, gt, is, lt, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { formatDate, isFractionalUnit } from '@backoffice/domain';
import type { Database, Executor, Tx } from '../../platform/db/client.ts';
import { notFound, violation } from '../../platform/http/errors.ts';
import { analise, analiseDados, analiseEmpresas, analisePrevisoes, analiseSetoresIgnorados, indiceDeCalculos } from './pcp.table.ts';
import { MrpCycleError, runMrp, scaled, unscaled, type Dated, type MrpEdge, type MrpInput, type LotRule, type MrpItem, type MrpRow, type PurchaseStatus } from './mrp.rules.ts';
import { addDays, periodCalendar, type PeriodCalendar } from './periods.rules.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { COPY_NULL, copyField, copyInto } from '../../platform/db/copy.ts';
import { copyPieces, type CopyWriter } from '../../platform/db/copy-writer.ts';
import { writeRecord } from './mrp.record.ts';
import { bomUses, estoqueSaldos, loteEstoqueProduto } from '../catalogo/index.ts';
import { backordersByProduct } from '../vendas/index.ts';

/**
 * The MRP of an analysis: its inputs read in bulk (one query per kind of input, whatever the catalogue's size),
 * the pure calculation (mrp.rules.ts), and its results written in bulk in one transaction.
 */

export type Analise = typeof analise.$inferSelect;

/** What a calculation reads besides the analysis itself. */
export interface MrpScope {
  analysis: Analise;
  companies: number[];
  ignoredSectors: number[];
  forecasts: number[];
}

/** A product as the results need it beyond the calculation. */
interface ProductInfo {
  company: number;
  code: string;
}

export interface MrpInputs {
  input: MrpInput;
  calendar: PeriodCalendar;
  products: Map<number, ProductInfo>;
  counts: Record<string, number>;
}

/** `{1,2,3}::int[]` as one parameter: the ids are numbers, and an empty list is an empty array. */
const intArray = (ids: number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * How independent reads run: side by side on a pool (each on its own connection); one after the other inside a
 * transaction, whose one connection takes one query at a time.
 */
function reader(db: Executor): <T>(read: () => Promise<T>) => Promise<T> {
  if (!is(db, PgTransaction)) return (read) => read();
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(read: () => Promise<T>) => {
    const next = queue.then(read);
    queue = next.catch(() => undefined);
    return next;
  };
}

/** The analysis with its companies, ignored sectors and forecasts; 404 unless it is one of `companies`. */
export async function loadScope(db: Executor, id: number): Promise<MrpScope> {
  const [analysis] = await db.select().from(analise).where(eq(analise.IdAnalise, id));
  if (!analysis) throw notFound();
  const read = reader(db);
  const [companies, sectors, forecasts] = await Promise.all([
    read(() => db.select({ id: analiseEmpresas.IdEmpresa }).from(analiseEmpresas).where(eq(analiseEmpresas.IdAnalise, id))),
    read(() => db.select({ id: analiseSetoresIgnorados.IdSetor }).from(analiseSetoresIgnorados).where(eq(analiseSetoresIgnorados.IdAnalise, id))),
    read(() => db.select({ id: analisePrevisoes.IdPrevisaoDeVenda }).from(analisePrevisoes).where(eq(analisePrevisoes.IdAnalise, id))),
  ]);
  return {
    analysis,
    companies: companies.length ? companies.map((c) => c.id) : [analysis.company],
    ignoredSectors: sectors.map((s) => s.id),
    forecasts: forecasts.map((f) => f.id),
  };
}

/** A product's lot-sizing rule as the calculation takes it (lot-for-lot without planning data). */
function lotRule(p: { lot: string | null; lotQty: string | null; multiple: string | null; periods: number | null }): LotRule {
  if (p.lot === 'F') return { kind: 'F', qty: scaled(p.lotQty, 3) };
  if (p.lot === 'M') return { kind: 'M', min: scaled(p.lotQty, 3), multiple: scaled(p.multiple, 3) };
  if (p.lot === 'P') return { kind: 'P', periods: p.periods ?? 1 };
  return { kind: 'L' };
}

/** Every input of the calculation, in nine queries. Dates come as text (the drivers would make Date objects). */
export async function readMrpInputs(db: Executor, scope: MrpScope): Promise<MrpInputs> {
  const { analysis } = scope;
  const calendar = periodCalendar(analysis.DtInicio, analysis.TpPeriodo, analysis.NrHorizonteDias);
  const companies = intArray(scope.companies);
  const end = calendar.end;
  const read = reader(db);
  const [products, edges, stock, sales, forecasts, production, purchases, realizados, lots] = await Promise.all([
    read(() =>
      rows<{ id: number; company: number; code: string; pcp: string; unit: string | null; min: string; max: string; lead: number; lot: string | null; lotQty: string | null; multiple: string | null; periods: number | null }>(
      db,
      sql`select p.id_produto as id, p.company_id as company, p.cd_chamada as code, p.tp_produto_pcp as pcp, u.tp_unidade as unit,
        p.qt_estoque_minimo as min, p.qt_estoque_maximo as max, p.nr_dias_reposicao as lead,
        l.tp_lote as lot, l.qt_lote as "lotQty", l.qt_multiplo as multiple, l.nr_periodos as periods
      from produtos p left join tipo_medidas u on u.id_tipo_medida = p.id_tipo_medida
        left join produto_planejamento l on l.id_produto = p.id_produto
      where p.company_id = any(${companies})`,
    )),
    // The structures in the components' own units (a line measured in another unit through the component's conversion).
    read(() => bomUses(db, { companies: scope.companies })),
    read(() =>
      rows<{ id: number; qty: string }>(
      db,
      sql`select id_produto as id, sum(qt_estoque) as qty from estoque_saldos
      where company_id = any(${companies}) and not (id_setor = any(${intArray(scope.ignoredSectors)})) group by id_produto`,
    )),
    // Open orders (A, R, L, X) and open quotes, active lines, in the product's unit, by delivery date (issue date without one).
    read(() =>
      rows<{ id: number; day: string; quote: boolean; qty: string }>(
      db,
      sql`select i.id_produto as id, d.day, v.tp_pedido_de_venda = 'O' as quote, round(sum(i.qt_pedida * i.vl_fator_conversao - i.qt_pendente_estoque), 3) as qty
      from pedido_venda v
      join pedido_venda_items i on i.cod_pedido = v.cod_pedido
      cross join lateral (select coalesce(v.dt_entrega, (v.dt_emissao at time zone 'America/Sao_Paulo')::date) as due) w
      cross join lateral (select w.due::text as day) d
      where v.cd_empresa = any(${companies}) and i.st_item = 'A' and w.due < ${end}::date
        and ((v.tp_pedido_de_venda = 'P' and v.status_pedido in ('A', 'R', 'L', 'X')) or (v.tp_pedido_de_venda = 'O' and v.status_pedido = 'A'))
      group by i.id_produto, d.day, v.tp_pedido_de_venda = 'O'`,
    )),
    read(() =>
      rows<{ id: number; day: string; qty: string }>(
      db,
      sql`select produto as id, dt_previsao_de_venda::text as day, sum(quantidade) as qty from previsao_de_venda_items
      where id_previsao_de_venda = any(${intArray(scope.forecasts)}) and company_id = any(${companies})
        and dt_previsao_de_venda >= ${analysis.DtInicio}::date and dt_previsao_de_venda < ${end}::date
      group by produto, dt_previsao_de_venda`,
    )),
    // Open production orders; those this analysis made from its own suggestions are its plan, not a receipt.
    read(() =>
      rows<{ id: number; day: string; qty: string }>(
      db,
      sql`select id_produto as id, dt_entrega::text as day, sum(qt_solicitada - qt_atendida) as qty from ordem_producao
      where company_id = any(${companies}) and st_ordem in ('A', 'E') and qt_solicitada > qt_atendida and dt_entrega < ${end}::date
        and not (tp_origem = 'A' and id_analise is not distinct from ${analysis.IdAnalise})
      group by id_produto, dt_entrega`,
    )),
    // Open purchases: other analyses' suggestions still suggested or being quoted, and the open balance of purchase
    // orders' lines (the purchasing area's) on their expected date. A suggestion that became an order line (P with its
    // line) is counted once, as the line; an ordered suggestion without a line (made before purchase orders) as itself.
    read(() =>
      rows<{ id: number; day: string; status: PurchaseStatus; qty: string }>(
      db,
      sql`select id_produto as id, dt_necessidade::text as day, st_compra as status, sum(qt_compra) as qty from compras c
      where company_id = any(${companies}) and dt_necessidade < ${end}::date and id_analise is distinct from ${analysis.IdAnalise}
        and (st_compra in ('S', 'C') or (st_compra = 'P' and not exists (select 1 from pedido_compra_itens l where l.id_compra = c.id_compra)))
      group by id_produto, dt_necessidade, st_compra
      union all
      select l.id_produto as id, l.dt_prevista::text as day, 'P' as status, sum(l.qt_pedida - l.qt_recebida) as qty
      from pedido_compra_itens l join pedido_compra o on o.id_pedido_compra = l.id_pedido_compra
      where o.company_id = any(${companies}) and o.st_pedido in ('A', 'E', 'P') and l.qt_pedida > l.qt_recebida and l.dt_prevista < ${end}::date
      group by l.id_produto, l.dt_prevista`,
    )),
    read(() => rows<{ id: number; qty: string }>(db, sql`select id_produto as id, nr_realizado as qty from analise_dados where id_analise = ${analysis.IdAnalise} and nr_realizado is not null`)),
    // Stock in lots that expire within the horizon (the catalogue's lots), by product and expiry date.
    read(() =>
      db
        .select({ id: estoqueSaldos.IdProduto, day: loteEstoqueProduto.DtValidade, qty: sql<string>`sum(${estoqueSaldos.QtEstoque})` })
        .from(estoqueSaldos)
        .innerJoin(loteEstoqueProduto, eq(loteEstoqueProduto.IdLote, estoqueSaldos.IdLote))
        .where(and(sql`${estoqueSaldos.company} = any(${companies})`, sql`not (${estoqueSaldos.IdSetor} = any(${intArray(scope.ignoredSectors)}))`, gt(estoqueSaldos.QtEstoque, '0'), lt(loteEstoqueProduto.DtValidade, end)))
        .groupBy(estoqueSaldos.IdProduto, loteEstoqueProduto.DtValidade),
    ),
  ]);

  const stockOf = new Map(stock.map((s) => [s.id, scaled(s.qty, 3)]));
  const realizadoOf = new Map(realizados.map((r) => [r.id, scaled(r.qty, 3)]));
  const info = new Map<number, ProductInfo>();
  const items: MrpItem[] = products.map((p) => {
    info.set(p.id, { company: p.company, code: p.code });
    return {
      id: p.id,
      made: p.pcp === 'F' || p.pcp === 'P',
      resale: p.pcp === 'V',
      whole: !isFractionalUnit(p.unit),
      stock: stockOf.get(p.id) ?? 0,
      min: scaled(p.min, 3),
      max: scaled(p.max, 3),
      leadPeriods: calendar.leadPeriods(p.lead),
      realizado: realizadoOf.get(p.id) ?? null,
      lot: lotRule(p),
    };
  });
  const dated = (list: { id: number; day: string; qty: string }[]): Dated[] => list.map((r) => ({ item: r.id, period: calendar.periodOf(r.day), qty: scaled(r.qty, 3) }));
  // Backorders (what finalized orders wait for, from the sales area) are demand now, whatever their delivery date:
  // the client is waiting already. The orders above count only their reserved part.
  const backorders = await read(() => backordersByProduct(db, scope.companies));
  const orders = [...dated(sales.filter((s) => !s.quote)), ...backorders.map((b): Dated => ({ item: b.product, period: -1, qty: scaled(b.quantity, 3) }))];
  const quotes = dated(sales.filter((s) => s.quote));
  const input: MrpInput = {
    periods: calendar.periods,
    items,
    edges: edges.map((e): MrpEdge => ({ parent: e.parent, child: e.child, qty: scaled(e.qty, 4), loss: scaled(e.loss, 2) })),
    orders,
    quotes,
    quoteProbability: scaled(analysis.PcProbabilidadeOrcamento, 2),
    forecasts: dated(forecasts),
    production: dated(production),
    purchases: purchases.map((r) => ({ item: r.id, period: calendar.periodOf(r.day), qty: scaled(r.qty, 3), status: r.status })),
    // A lot is not available from the first period that starts after its expiry date (expired already: from the first).
    expiring: lots.map((l) => ({ item: l.id, period: l.day < calendar.start ? 0 : calendar.periodOf(l.day) + 1, qty: scaled(l.qty, 3) })),
  };
  const counts = {
    produtos: items.length,
    estruturas: edges.length,
    saldos: stock.length,
    pedidos: orders.length,
    orcamentos: quotes.length,
    previsoes: forecasts.length,
    ordens: production.length,
    compras: purchases.length,
    lotes: lots.length,
  };
  return { input, calendar, products: info, counts };
}

/** Runs the calculation; a loop in the bills of materials is the planner's to fix, named by product codes. */
export function calculate(inputs: MrpInputs, onLevel?: (done: number, total: number) => void): MrpRow[] {
  try {
    return runMrp(inputs.input, onLevel);
  } catch (error) {
    if (error instanceof MrpCycleError) {
      throw violation('IdAnalise', 'bom_loop_in_analysis', { products: error.items.map((id) => inputs.products.get(id)?.code ?? String(id)).join(', ') });
    }
    throw error;
  }
}

/** A result row is kept when it has anything to say: stock, demand, receipts, a minimum or a suggestion. */
const worthKeeping = (r: MrpRow) => r.stock !== 0 || r.totalDemand !== 0 || r.available !== 0 || r.min !== 0 || r.result !== 0 || r.planned !== 0;

/** The columns of a result row, in the order writeResult writes their values. */
const COLUMNS = [
  'company_id', 'id_analise', 'id_produto', 'tp_analise_dado', 'nr_nivel', 'nr_saldo_em_estoque', 'nr_ops', 'nr_pedidos_compra',
  'nr_analises_de_compra', 'nr_cotacoes', 'nr_estoque_futuro', 'nr_pedidos_venda', 'nr_propostas', 'nr_previsao_vendas',
  'nr_demanda_vendas', 'nr_demanda_prod_pai', 'nr_demanda_total', 'nr_qtde_min', 'nr_qtde_max', 'nr_total_atender', 'nr_resultado',
  'nr_realizado', 'qt_producao_imediata', 'qt_producao_futura', 'lista_produto', 'st_atrasado', 'dt_necessidade', 'dt_liberacao', 'registro',
];

/**
 * Writes a result row: its values are numbers, decimals, dates, a flag and the record's JSON of numbers, none of
 * which can hold a character COPY escapes; the one value with text of the catalogue's (the component list, its
 * codes) comes escaped already. `starts`: each period's first day.
 */
function writeResult(w: CopyWriter, r: MrpRow, company: number, analysis: number, realizado: string | undefined, components: string | undefined, starts: readonly string[]): void {
  w.integer(company).tab().integer(analysis).tab().integer(r.item).tab().text(r.kind).tab().integer(r.level).tab();
  const quantities = [r.stock, r.production, r.purchasesOrdered, r.purchasesSuggested, r.purchasesQuoted, r.available, r.orders, r.quotes, r.forecast, r.salesDemand, r.parentDemand, r.totalDemand, r.min, r.max, r.totalNet, r.result];
  for (const n of quantities) w.thousandths(n).tab();
  w.text(realizado ?? COPY_NULL).tab().thousandths(r.immediate).tab().thousandths(r.future).tab().text(components ?? COPY_NULL).tab().text(r.late ? 't' : 'f').tab();
  w.text(r.firstReceipt === null ? COPY_NULL : starts[r.firstReceipt]).tab().text(r.firstRelease === null ? COPY_NULL : starts[Math.max(0, r.firstRelease)]).tab();
  // The suggestion's planned orders ride with the record.
  writeRecord(w, r.record, r.suggestedOrders);
  w.end();
}

/**
 * The direct components of each parent as lista_produto keeps them, JSON of [{ IdProduto, CdChamada,
 * QtProdutoComponente, PcPerda }] ready for COPY: typed by hand, each component's code quoted once, however many
 * parents use it.
 */
function componentLists(inputs: MrpInputs): Map<number, string> {
  const codes = new Map<number, string>();
  const lists = new Map<number, string>();
  for (const e of inputs.input.edges) {
    let code = codes.get(e.child);
    if (code === undefined) codes.set(e.child, (code = copyField(JSON.stringify(inputs.products.get(e.child)?.code ?? ''))));
    const item = `{"IdProduto":${e.child},"CdChamada":${code},"QtProdutoComponente":"${unscaled(e.qty, 4)}","PcPerda":"${unscaled(e.loss, 2)}"}`;
    const list = lists.get(e.parent);
    lists.set(e.parent, list === undefined ? item : `${list},${item}`);
  }
  for (const [parent, list] of lists) lists.set(parent, `[${list}]`);
  return lists;
}

/**
 * Replaces an analysis's results (in the caller's transaction): the old rows go, the new ones come in with COPY
 * (platform/db/copy.ts), the decimals as exact text, the component list as JSON and the record as mrp.record.ts
 * writes it. `onBatch` is told after each piece of COPY_CHUNK rows is written. Returns the number of rows.
 */
export async function writeMrpResults(
  tx: Tx,
  scope: MrpScope,
  inputs: MrpInputs,
  results: MrpRow[],
  onBatch?: (done: number, total: number) => Promise<void> | void,
): Promise<number> {
  const id = scope.analysis.IdAnalise;
  const components = componentLists(inputs);
  // The planner's quantities survive a recalculation (they were this run's input).
  const realizados = new Map<number, string>();
  for (const i of inputs.input.items) if (i.realizado !== null && i.realizado !== undefined) realizados.set(i.id, unscaled(i.realizado));
  const starts = Array.from({ length: inputs.calendar.periods }, (_, t) => inputs.calendar.startOf(t));
  const kept = results.filter(worthKeeping);
  await tx.delete(analiseDados).where(eq(analiseDados.IdAnalise, id));
  const pieces = copyPieces(kept, (w, r) => writeResult(w, r, inputs.products.get(r.item)!.company, id, realizados.get(r.item), components.get(r.item), starts));
  return copyInto(tx, 'analise_dados', COLUMNS, pieces, (done) => onBatch?.(done, kept.length));
}

export interface CalculationSteps {
  progress(percent: number, detail?: unknown): Promise<void>;
  throwIfCancelled(): void;
}

const noSteps: CalculationSteps = { progress: async () => undefined, throwIfCancelled: () => undefined };

/**
 * The whole calculation of an analysis, as its job runs it: read, calculate, write the results, the analysis's
 * calculation date and the run's index entry (parameters, counts, times, log) in one transaction. A cancelled
 * job stops between steps and writes nothing.
 */
export async function calculateAnalysis(database: Database, id: number, steps: CalculationSteps = noSteps, meta: { job?: number | null; user?: number | null } = {}) {
  const started = new Date();
  const t0 = performance.now();
  const scope = await loadScope(database.db, id);
  if (scope.analysis.StStatus !== 'A') throw violation('StStatus', 'analysis_not_open', { status: scope.analysis.StStatus });
  await steps.progress(5, { etapa: 'leitura' });
  const inputs = await readMrpInputs(database.db, scope);
  const t1 = performance.now();
  steps.throwIfCancelled();
  await steps.progress(30, { etapa: 'calculo', ...inputs.counts });
  const results = calculate(inputs);
  const t2 = performance.now();
  steps.throwIfCancelled();
  await steps.progress(60, { etapa: 'gravacao', produtos: results.length });
  const times = { leitura: Math.round(t1 - t0), calculo: Math.round(t2 - t1), gravacao: 0 };
  const written = await inTransaction(database.db, async (tx) => {
    const [locked] = await tx.select({ StStatus: analise.StStatus }).from(analise).where(eq(analise.IdAnalise, id)).for('update');
    if (locked?.StStatus !== 'A') throw violation('StStatus', 'analysis_not_open', { status: locked?.StStatus ?? '' });
    // No progress write in here: on the embedded database it would wait for this transaction's connection.
    return saveCalculation(tx, { scope, inputs, results, times, started, ...meta }, () => steps.throwIfCancelled());
  });
  await steps.progress(100, { etapa: 'fim', produtos: written });
  return { IdAnalise: id, produtos: written, ms: times };
}

/**
 * Writes a calculation in the caller's transaction: the results, the analysis's calculation date and the run's
 * index entry (parameters, counts, times and log). `times.gravacao` is filled in here.
 */
export async function saveCalculation(
  tx: Tx,
  run: { scope: MrpScope; inputs: MrpInputs; results: MrpRow[]; times: Record<'leitura' | 'calculo' | 'gravacao', number>; started: Date; job?: number | null; user?: number | null },
  onBatch?: (done: number, total: number) => Promise<void> | void,
): Promise<number> {
  const { scope, inputs, results, times } = run;
  const before = performance.now();
  const written = await writeMrpResults(tx, scope, inputs, results, onBatch);
  times.gravacao = Math.round(performance.now() - before);
  await tx.update(analise).set({ DtCalculo: sql`now()` as unknown as string }).where(eq(analise.IdAnalise, scope.analysis.IdAnalise));
  await tx.insert(indiceDeCalculos).values({
    company: scope.analysis.company,
    IdAnalise: scope.analysis.IdAnalise,
    DtInicio: run.started.toISOString(),
    DsParametros: {
      empresas: scope.companies,
      setoresIgnorados: scope.ignoredSectors,
      previsoes: scope.forecasts,
      DtInicio: scope.analysis.DtInicio,
      TpPeriodo: scope.analysis.TpPeriodo,
      NrHorizonteDias: scope.analysis.NrHorizonteDias,
      periodos: inputs.calendar.periods,
      PcProbabilidadeOrcamento: scope.analysis.PcProbabilidadeOrcamento,
    },
    NrProdutos: written,
    NrMsLeitura: times.leitura,
    NrMsCalculo: times.calculo,
    NrMsGravacao: times.gravacao,
    DsLog: calculationLog(scope, inputs, results, written, times),
    IdJob: run.job ?? null,
    IdUsuario: run.user ?? null,
  });
  return written;
}

/** The run's log, in the planner's words (pt-BR, as the rest of the stored history). */
function calculationLog(scope: MrpScope, inputs: MrpInputs, results: MrpRow[], written: number, ms: Record<string, number>): string {
  const c = inputs.counts;
  const { calendar } = inputs;
  const period = { D: 'dias', S: 'semanas', M: 'meses' }[scope.analysis.TpPeriodo] ?? scope.analysis.TpPeriodo;
  const late = results.filter((r) => r.late);
  const capped = results.filter((r) => r.capped);
  const lines = [
    `Horizonte: ${calendar.periods} ${period} de ${formatDate(calendar.start)} a ${formatDate(addDays(calendar.end, -1))}.`,
    `Empresas: ${scope.companies.length}; setores ignorados: ${scope.ignoredSectors.length}; previsões: ${scope.forecasts.length}; orçamentos a ${scope.analysis.PcProbabilidadeOrcamento.replace('.', ',')} %.`,
    `Lidos: ${c.produtos} produtos, ${c.estruturas} linhas de estrutura, ${c.saldos} saldos, ${c.pedidos} linhas de pedidos e ${c.orcamentos} de orçamentos (por produto e data), ${c.previsoes} de previsões, ${c.ordens} de ordens de produção e ${c.compras} de compras em aberto, ${c.lotes} de lotes que vencem no horizonte.`,
    `Níveis de estrutura: ${Math.max(0, ...results.map((r) => r.level)) + 1}; produtos com resultado gravado: ${written}.`,
    `A produzir: ${results.filter((r) => r.result > 0 && isMade(inputs, r.item)).length}; a comprar: ${results.filter((r) => r.result > 0 && !isMade(inputs, r.item)).length}.`,
  ];
  if (late.length) lines.push(`Ordens que já deveriam ter sido liberadas (prazo de reposição maior que o tempo até a necessidade): ${late.length} — ${late.slice(0, 10).map((r) => inputs.products.get(r.item)?.code).join(', ')}${late.length > 10 ? '…' : ''}.`);
  if (capped.length) lines.push(`Ordens limitadas pelo estoque máximo (o estoque projetado não passa dele): ${capped.length} — ${capped.slice(0, 10).map((r) => inputs.products.get(r.item)?.code).join(', ')}${capped.length > 10 ? '…' : ''}.`);
  lines.push(`Tempos: leitura ${ms.leitura} ms, cálculo ${ms.calculo} ms, gravação ${ms.gravacao} ms.`);
  return lines.join('\n');
}

const madeCache = new WeakMap<MrpInputs, Set<number>>();
function isMade(inputs: MrpInputs, id: number): boolean {
  let made = madeCache.get(inputs);
  if (!made) madeCache.set(inputs, (made = new Set(inputs.input.items.filter((i) => i.made).map((i) => i.id))));
  return made.has(id);
}
