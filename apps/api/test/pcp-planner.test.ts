import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerJobHandlers } from '../src/jobs.ts';
import { calculate as calculateInputs, loadScope, readMrpInputs } from '../src/modules/pcp/mrp.service.ts';
import { addDays } from '../src/modules/pcp/periods.rules.ts';
import { recordFromText } from '../src/modules/pcp/mrp.record.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { pcpCalls, saoPauloToday } from './pcp-calls.ts';

/**
 * The MRP planning as a planner does, through the API: the maximum stock caps each week's projected stock (not
 * the horizon's sum), "Criar ordens" makes one order or purchase per planned order with its own dates, a
 * lot-sizing rule per product, lots that expire before they are used, the planner's quantity cleared back to the
 * suggestion, and the demo's weekly analysis planning every finished product out of shortage.
 */
let t: TestApp;
let token: string;
let other: string;

const today = saoPauloToday();
const week2 = addDays(today, 7);
const ids: Record<string, number> = {};
const calls = pcpCalls(
  () => t,
  () => token,
);
const { post, members, rows: all } = calls;
async function calculate(id: number) {
  expect(await calls.calculate(id)).toMatchObject({ state: 'completed', progress: 100 });
}
async function record(analysis: number, code: string) {
  const [r] = (await post('/analise_dados_produtos/produtos', { IdAnalise: analysis, produtos: [ids[code]] }))['hydra:member'];
  return r as { IdAnaliseDado: number; NrResultado: string; NrRealizado: string | null; registro: Record<string, string[]> & { ordens: { DtNecessidade: string; DtLiberacao: string; quantidade: string }[] } };
}
const trim = (cells: string[]) => cells.map((c) => c.replace(/\.000$/, ''));

beforeAll(async () => {
  t = await createTestApp();
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  token = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  const units = await members('/tipo_medidas?pagination=false');
  const un = units.find((u: { CdSigla: string }) => u.CdSigla === 'UN').IdTipoMedida;
  const product = async (code: string, extra: Record<string, unknown>) =>
    (ids[code] = (await post('/produtos', { CdChamada: code, NmProduto: `Produto ${code}`, IdTipoMedida: un, NrDiasValidade: 0, ...extra })).IdProduto);
  // W: made, maximum stock 60, no lead time; each W takes 2 of K (bought, a week's lead time).
  await product('PLN-W', { TpProduto: 'A', TpProdutoPcp: 'F', QtEstoqueMaximo: '60' });
  await product('PLN-K', { TpProduto: 'M', TpProdutoPcp: 'C', NrDiasReposicao: 7 });
  await post('/lista_produto_items', { IdProduto: ids['PLN-W'], ProdutoComponente: ids['PLN-K'], QtProdutoComponente: '2' });
  // E: 50 on hand in a lot that expires on the second week's second day (unavailable from the third week).
  await product('PLN-E', { TpProduto: 'A', TpProdutoPcp: 'F', NrDiasValidade: 30 });
  ids.sector = (await post('/setors', { NmSetor: 'PLN Fábrica' })).IdSetor;
  await post('/lote-estoque-produto', { IdProduto: ids['PLN-E'], CdLote: 'PLN-L1', DtFabricacao: addDays(today, -20), DtValidade: addDays(today, 8), QtEstoque: '50', IdSetor: ids.sector });
  const forecast = (await post('/previsao_de_vendas', { NmPrevisaoDeVenda: 'Plano da semana' })).Id;
  for (const [code, qty, day] of [
    ['PLN-W', '30', today],
    ['PLN-W', '80', week2],
    ['PLN-E', '10', today],
    ['PLN-E', '10', week2],
    ['PLN-E', '30', addDays(today, 14)],
  ] as const) {
    await post('/previsao_de_venda_items', { IdPrevisaoDeVenda: forecast, produto: ids[code], Quantidade: qty, DtPrevisaoDeVenda: day });
  }
  ids.analysis = (await post('/analises', { NmAnalise: 'Planejador', DtInicio: today, TpPeriodo: 'S', NrHorizonteDias: 28, previsoes: [forecast] })).IdAnalise;
});
afterAll(() => t.close());

describe('an MRP that plans like a planner', () => {
  it('lets the maximum cap each week’s stock: 30 now and 80 next week are both planned', async () => {
    await calculate(ids.analysis);
    const w = await record(ids.analysis, 'PLN-W');
    expect(w.NrResultado).toBe('110.000');
    expect(trim(w.registro.plannedReceipts)).toEqual(['30', '80', '0', '0']);
    expect(trim(w.registro.projected)).toEqual(['0', '0', '0', '0']);
    expect(w.registro.ordens).toEqual([
      { DtNecessidade: today, DtLiberacao: today, quantidade: '30.000' },
      { DtNecessidade: week2, DtLiberacao: week2, quantidade: '80.000' },
    ]);
    // K: 60 and 160, each released a week before it is needed (the first one late, so now).
    expect(trim((await record(ids.analysis, 'PLN-K')).registro.plannedReceipts)).toEqual(['60', '160', '0', '0']);
  });

  it('takes a lot out of the stock once it expires, after the demand used what it could', async () => {
    // 50 in the lot: 10 and 10 used, the 30 left expire in the third week, whose 30 are then planned.
    const e = await record(ids.analysis, 'PLN-E');
    expect(trim(e.registro.expired)).toEqual(['0', '0', '30', '0']);
    expect(trim(e.registro.projected)).toEqual(['40', '30', '0', '0']);
    expect(trim(e.registro.plannedReceipts)).toEqual(['0', '0', '30', '0']);
  });

  it('clears the planner’s quantity back to the suggestion', async () => {
    const id = (await record(ids.analysis, 'PLN-W')).IdAnaliseDado;
    const put = (NrRealizado: unknown) => t.call('PUT', `/api/analise_dados_produtos/${id}`, { token, body: { NrRealizado } });
    expect((await put('12')).json().NrRealizado).toBe('12.000');
    expect((await put('')).json().NrRealizado).toBeNull();
    expect((await put('0')).json().NrRealizado).toBe('0.000');
    expect((await put(null)).json().NrRealizado).toBeNull();
    expect((await record(ids.analysis, 'PLN-W')).NrRealizado).toBeNull();
  });

  it('creates one production order and one purchase per planned order, each with its own dates', async () => {
    const created = await post('/analise/criar-ordens', { IdAnalise: ids.analysis, produtos: [ids['PLN-W'], ids['PLN-K']] });
    expect(created).toMatchObject({ ordens: 2, compras: 2, StStatus: 'T' });
    const orders = await all(sql`select qt_solicitada::text as q, dt_inicio::text as inicio, dt_entrega::text as entrega from ordem_producao
      where id_analise = ${ids.analysis} and id_produto = ${ids['PLN-W']} order by dt_entrega`);
    expect(orders).toEqual([
      { q: '30.000', inicio: today, entrega: today },
      { q: '80.000', inicio: week2, entrega: week2 },
    ]);
    const purchases = await all(sql`select qt_compra::text as q, dt_liberacao::text as liberacao, dt_necessidade::text as necessidade from compras
      where id_analise = ${ids.analysis} and id_produto = ${ids['PLN-K']} order by dt_necessidade`);
    expect(purchases).toEqual([
      { q: '60.000', liberacao: today, necessidade: today },
      { q: '160.000', liberacao: today, necessidade: week2 },
    ]);
  });

  it('keeps a lot-sizing rule per product, refuses a bad one in the planner’s language, and hides it from another company', async () => {
    const bad = await t.call('PUT', `/api/produto_planejamento/${ids['PLN-W']}`, { token, body: { TpLote: 'P', NrPeriodos: 1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([expect.objectContaining({ propertyPath: 'NrPeriodos', message: 'Informe de 2 a 52 períodos de cobertura (1 período é lote a lote)' })]);
    const fixed = await t.call('PUT', `/api/produto_planejamento/${ids['PLN-W']}`, { token, body: { TpLote: 'F' } });
    expect(fixed.json().violations).toEqual([expect.objectContaining({ propertyPath: 'QtLote', message: 'Informe a quantidade fixa de cada lote' })]);
    expect((await t.call('GET', `/api/produto_planejamento/${ids['PLN-W']}`, { token })).json()).toMatchObject({ TpLote: 'L', NrPeriodos: 1 });
    expect((await t.call('PUT', `/api/produto_planejamento/${ids['PLN-W']}`, { token: other, body: { TpLote: 'L' } })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/produto_planejamento/${ids['PLN-W']}`, { token: other })).statusCode).toBe(404);
    const saved = await t.call('PUT', `/api/produto_planejamento/${ids['PLN-W']}`, { token, body: { TpLote: 'P', NrPeriodos: 2, QtLote: '5' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ TpLote: 'P', NrPeriodos: 2, QtLote: '0.000' });
  });

  it('sizes the orders by the rule on the next calculation, the maximum still capping the stock', async () => {
    await post('/analise/cancelar-ordens', { IdAnalise: ids.analysis });
    await calculate(ids.analysis);
    // Two weeks of supply: 30 + 80 = 110 asked in week 1, the maximum lets 60 + 30 = 90; week 2 needs 20 more.
    const w = await record(ids.analysis, 'PLN-W');
    expect(trim(w.registro.plannedReceipts)).toEqual(['90', '20', '0', '0']);
    expect(trim(w.registro.projected)).toEqual(['60', '0', '0', '0']);
    const [run] = await members(`/indice_de_calculos?IdAnalise=${ids.analysis}`);
    expect(run.DsLog).toContain('Ordens limitadas pelo estoque máximo (o estoque projetado não passa dele): 1 — PLN-W');
    expect(await post('/analise/criar-ordens', { IdAnalise: ids.analysis, produtos: [ids['PLN-W']] })).toMatchObject({ ordens: 2 });
  });
});

describe("the demo's weekly analysis", () => {
  it('leaves no finished product below zero in any week', async () => {
    const [weekly] = await all<{ id: number }>(sql`select id_analise as id from analise where nm_analise = 'MRP semanal — próximas 12 semanas'`);
    const scope = await loadScope(t.database.db, weekly.id);
    const inputs = await readMrpInputs(t.database.db, scope);
    const rows = calculateInputs(inputs).filter((r) => r.kind === 'P');
    expect(rows.length).toBeGreaterThan(100);
    // Products whose planned orders add up to more than their maximum: a cap on the horizon's sum left them short.
    expect(rows.filter((r) => r.max > 0 && r.result > r.max).length).toBeGreaterThan(10);
    // The maximum never keeps an order from covering a shortage, so no week may end below zero.
    const short = rows.filter((r) => r.record.projected.some((p) => p < 0));
    expect(short.map((r) => inputs.products.get(r.item)?.code)).toEqual([]);
    // The results the seed wrote say the same.
    const stored = (await all<{ registro: string }>(sql`select registro from analise_dados where id_analise = ${weekly.id} and tp_analise_dado = 'P'`)).map((s) =>
      recordFromText(s.registro, inputs.calendar.periods),
    );
    expect(stored.length).toBeGreaterThan(100);
    expect(stored.filter((s) => s.lines.projected.length !== inputs.calendar.periods || s.lines.projected.some((p) => p < 0))).toEqual([]);
  });
});
