// The MRP on a large catalogue, in a fresh database: 20,000 products with 4-level bills of materials, 200,000 open
// order lines, 50,000 open quote lines, 10,000 forecast items (plus open production orders and purchases). Prints
// the calculation's, the write's and the whole analysis's time as ratios to the time to read its inputs from the
// database (same run, alternating, medians), the peak memory; and the demo company's planner analysis, before the volume.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '../apps/api/src/platform/db/client.ts';
import { prepareDatabase } from '../apps/api/src/database.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { LocalFileStorage } from '../apps/api/src/platform/files/storage.ts';
import { demoCompanyId } from '../apps/api/src/seed/orders.ts';
import { calculate, calculateAnalysis, loadScope, readMrpInputs, saveCalculation } from '../apps/api/src/modules/pcp/mrp.service.ts';
import { check, freshDatabase, median, type Check } from './lib.ts';

const PRODUCTS = 20_000;
const ORDER_LINES = 200_000;
const QUOTE_LINES = 50_000;
const FORECAST_ITEMS = 10_000;
const RUNS = 3;
const MiB = 2 ** 20;

export function mrpDatabaseUrl(): string {
  return process.env.BENCH_MRP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench_mrp';
}


const exec = (database: Database, query: ReturnType<typeof sql>) => database.db.execute(query);
/** A constant of the generator written into the statement (typed parameters would leave generate_series ambiguous). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * The volume, made by the database itself (INSERT ... SELECT over generate_series): products in four levels (finished
 * goods, sub-assemblies, intermediates, raw materials), each made item with three components, one of them a raw
 * material used at two levels; stock in two sectors; open orders and quotes of five lines; one forecast.
 */
async function generateVolume(database: Database, company: number, start: string): Promise<{ sector: number; forecast: number }> {
  const [{ un, kg }] = await database.rows<{ un: number; kg: number }>(sql`select
      (select id_tipo_medida from tipo_medidas where company_id = ${company} and cd_sigla = 'UN') as un,
      (select id_tipo_medida from tipo_medidas where company_id = ${company} and cd_sigla = 'KG') as kg`);
  const level = PRODUCTS / 5; // 4,000 finished, 4,000 sub-assemblies, 4,000 intermediates, 8,000 raw materials
  await exec(
    database,
    sql`insert into produtos (company_id, cd_chamada, nm_produto, tp_produto, tp_produto_pcp, id_tipo_medida, nr_dias_validade,
        qt_estoque_minimo, qt_estoque_maximo, nr_dias_reposicao)
      select ${company}, 'BM-' || lpad(g::text, 5, '0'), 'Produto de volume ' || g,
        case when g <= ${n(level)} then 'A' when g <= ${n(3 * level)} then 'I' else 'M' end,
        case when g <= ${n(3 * level)} then 'F' else 'C' end,
        case when g <= ${n(3 * level)} then ${un}::int else ${kg}::int end, 0,
        case when g % 7 = 0 then (g % 50) else 0 end, case when g % 11 = 0 then 500 + g % 300 else 0 end, (g % 3) * 7
      from generate_series(1, ${n(PRODUCTS)}) g`,
  );
  const [{ first }] = await database.rows<{ first: number }>(sql`select min(id_produto) as first from produtos where cd_chamada like 'BM-%' and company_id = ${company}`);
  const id = (expr: string) => sql.raw(`${Number(first) - 1} + (${expr})`);
  // Each finished good: two sub-assemblies and a raw material; each sub-assembly: two intermediates and a raw
  // material; each intermediate: three raw materials (with loss). Raw materials are shared by many parents.
  await exec(
    database,
    sql`insert into lista_produto_items (company_id, id_produto, produto_componente, id_posicao, qt_produto_componente, pc_perda)
      select ${company}, ${id('p')}, ${id('c')}, pos, qty, loss from (
        select g as p, ${n(level)} + ((g * 7 + k) % ${n(level)}) + 1 as c, k + 1 as pos, (1 + k)::numeric as qty, 0::numeric as loss
          from generate_series(1, ${n(level)}) g, generate_series(0, 1) k
        union all select g, ${n(3 * level)} + ((g * 13) % ${n(2 * level)}) + 1, 3, 0.25, 1.5 from generate_series(1, ${n(level)}) g
        union all select g, ${n(2 * level)} + ((g * 5 + k) % ${n(level)}) + 1, k + 1, 2, 0 from generate_series(${n(level + 1)}, ${n(2 * level)}) g, generate_series(0, 1) k
        union all select g, ${n(3 * level)} + ((g * 17) % ${n(2 * level)}) + 1, 3, 0.5, 2 from generate_series(${n(level + 1)}, ${n(2 * level)}) g
        union all select g, ${n(3 * level)} + ((g * 31 + k * 977) % ${n(2 * level)}) + 1, k + 1, 0.125 * (k + 1), 1 from generate_series(${n(2 * level + 1)}, ${n(3 * level)}) g, generate_series(0, 2) k
      ) e on conflict do nothing`,
  );
  const [main, quarantine] = await database.rows<{ id: number }>(
    sql`insert into setores (company_id, nm_setor) values (${company}, 'Volume: fábrica'), (${company}, 'Volume: quarentena') returning id_setor as id`,
  );
  await exec(
    database,
    sql`insert into estoque_saldos (company_id, id_produto, id_setor, qt_estoque)
      select ${company}, ${id('g')}, s.id, (g % 97) * case when s.id = ${main.id}::int then 3 else 1 end
      from generate_series(1, ${n(PRODUCTS)}) g, (values (${main.id}::int), (${quarantine.id}::int)) s(id) where g % 4 <> 0`,
  );
  // Open orders (P, A) and quotes (O, A) of five lines each, due over the next 13 weeks (some already late).
  for (const [type, lines] of [['P', ORDER_LINES], ['O', QUOTE_LINES]] as const) {
    const orders = lines / 5;
    await exec(
      database,
      sql`with o as (
          insert into pedido_venda (cd_empresa, tp_pedido_de_venda, status_pedido, dt_emissao, dt_entrega)
          select ${company}, ${type}, 'A', now(), ${start}::date + (g % 100) - 9 from generate_series(1, ${n(orders)}) g
          returning cod_pedido)
        insert into pedido_venda_items (cod_pedido, cd_empresa, id_produto, qt_pedida, id_tipo_medida, vl_fator_conversao, vl_unitario, vl_total, nr_posicao)
        select o.cod_pedido, ${company}, ${id(`((o.cod_pedido * 5 + k) % ${level}) + 1`)}, 1 + (o.cod_pedido + k) % 24,
          ${un}, case when k = 4 then 12 else 1 end, 10, 10, k + 1
        from o, generate_series(0, 4) k`,
    );
  }
  const [forecast] = await database.rows<{ id: number }>(sql`insert into previsao_de_venda (company_id, nm_previsao_de_venda) values (${company}, 'Volume') returning id`);
  await exec(
    database,
    sql`insert into previsao_de_venda_items (company_id, id_previsao_de_venda, produto, quantidade, dt_previsao_de_venda)
      select ${company}, ${forecast.id}, ${id(`(g % ${level}) + 1`)}, 10 + g % 90, ${start}::date + (g % 91)
      from generate_series(1, ${n(FORECAST_ITEMS)}) g`,
  );
  await exec(
    database,
    sql`insert into ordem_producao (company_id, tp_origem, id_produto, qt_solicitada, dt_entrega)
      select ${company}, 'M', ${id(`(g % ${3 * level}) + 1`)}, 5 + g % 20, ${start}::date + (g % 60) from generate_series(1, 2000) g`,
  );
  await exec(
    database,
    sql`insert into compras (company_id, id_produto, qt_compra, st_compra, dt_necessidade)
      select ${company}, ${id(`${3 * level} + (g % ${2 * level}) + 1`)}, 50 + g % 100, case g % 3 when 0 then 'S' when 1 then 'C' else 'P' end, ${start}::date + (g % 60)
      from generate_series(1, 2000) g`,
  );
  await exec(database, sql`vacuum analyze`);
  return { sector: quarantine.id, forecast: forecast.id };
}

export async function mrp(): Promise<Check[]> {
  const url = mrpDatabaseUrl();
  console.log(`\n[mrp] ${url.replace(/\/\/[^@/]*@/, '//')}: a fresh database`);
  await freshDatabase(url);
  const database = await connect({ url });
  const checks: Check[] = [];
  try {
    await prepareDatabase(database);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-mrp-'));
    await seedDemo(database, new LocalFileStorage(path.join(dataDir, 'files')));
    fs.rmSync(dataDir, { recursive: true, force: true });
    const company = (await demoCompanyId(database.db))!;

    // The planner's analysis of the demo company (its open monthly one), as its job runs it, before the volume.
    const [demo] = await database.rows<{ id: number }>(sql`select id_analise as id from analise where company_id = ${company} and st_status = 'A' order by id_analise limit 1`);
    const demoTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await calculateAnalysis(database, demo.id);
      demoTimes.push(performance.now() - t0);
    }
    console.log(`  demo company's analysis (read, calculate, write): ${demoTimes.map((t) => t.toFixed(0)).join(', ')} ms`);
    checks.push(check("demo analysis, median of three runs", median(demoTimes), 1000, ' ms', 'max'));

    const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const t0 = performance.now();
    const { sector, forecast } = await generateVolume(database, company, start);
    console.log(`  volume generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [analysis] = await database.rows<{ id: number }>(
      sql`insert into analise (company_id, nm_analise, dt_inicio, tp_periodo, nr_horizonte_dias, pc_probabilidade_orcamento)
        values (${company}, 'Volume', ${start}, 'S', 91, 50) returning id_analise as id`,
    );
    await exec(database, sql`insert into analise_empresas (company_id, id_analise, id_empresa) values (${company}, ${analysis.id}, ${company})`);
    await exec(database, sql`insert into analise_setores_ignorados (company_id, id_analise, id_setor) values (${company}, ${analysis.id}, ${sector})`);
    await exec(database, sql`insert into analise_previsoes (company_id, id_analise, id_previsao_de_venda) values (${company}, ${analysis.id}, ${forecast})`);

    const scope = await loadScope(database.db, analysis.id);
    let inputs = await readMrpInputs(database.db, scope); // warms the cache and the code paths
    const c = inputs.counts;
    console.log(
      `  inputs: ${c.produtos} products, ${c.estruturas} BOM lines, ${c.saldos} balances, ${c.pedidos} order and ${c.orcamentos} quote rows (by product and date), ${c.previsoes} forecast rows, ${c.ordens} production and ${c.compras} purchase rows; ${inputs.calendar.periods} weeks`,
    );
    calculate(inputs);
    const reads: number[] = [];
    const calcs: number[] = [];
    const writes: number[] = [];
    let written = 0;
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const sampler = setInterval(sample, 5);
    let results = calculate(inputs);
    // Read, calculation and write alternate, so that all three are measured under the same conditions on a shared
    // machine; each write replaces the results of the one before, in a transaction of its own as the job's.
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      inputs = await readMrpInputs(database.db, scope);
      reads.push(performance.now() - t);
      sample();
      t = performance.now();
      results = calculate(inputs);
      calcs.push(performance.now() - t);
      sample();
      t = performance.now();
      written = await database.db.transaction((tx) =>
        saveCalculation(tx, { scope, inputs, results, times: { leitura: Math.round(reads[i]), calculo: Math.round(calcs[i]), gravacao: 0 }, started: new Date() }),
      );
      writes.push(performance.now() - t);
      sample();
    }
    clearInterval(sampler);
    sample();
    const read = median(reads);
    const write = median(writes);
    const whole = median(reads.map((r, i) => r + calcs[i] + writes[i]));
    console.log(`  read inputs: ${reads.map((t) => t.toFixed(0)).join(', ')} ms (median ${read.toFixed(0)} ms)`);
    console.log(`  calculate: ${calcs.map((t) => t.toFixed(0)).join(', ')} ms (median ${median(calcs).toFixed(0)} ms), ${results.length} products, ${results.filter((r) => r.result > 0).length} with a suggestion`);
    console.log(`  write ${written} result rows (COPY) in one transaction: ${writes.map((t) => t.toFixed(0)).join(', ')} ms (median ${write.toFixed(0)} ms)`);
    console.log(`  whole analysis (read + calculate + write, per run): median ${whole.toFixed(0)} ms; the write is ${((100 * write) / whole).toFixed(0)} % of it`);
    console.log(`  peak memory of the process: RSS ${(peakRss / MiB).toFixed(0)} MiB, heap ${(peakHeap / MiB).toFixed(0)} MiB`);
    checks.push(check('MRP time ratio, calculate/read inputs', median(calcs) / read, 2, 'x', 'max'));
    checks.push(check('MRP time ratio, write/read inputs', write / read, 1, 'x', 'max'));
    // Issue 30's limit as written: the whole analysis within the time of reading its inputs. The whole includes that
    // reading, so the ratio is over 1 by construction; printed as it is, not bent to pass.
    checks.push(check('MRP time ratio, whole analysis/read inputs', whole / read, 1, 'x', 'max'));
  } finally {
    await database.close();
  }
  return checks;
}
