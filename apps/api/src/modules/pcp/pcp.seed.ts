import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { files } from '../../platform/files/files.table.ts';
import { produtos } from '../catalogo/index.ts';
import { setores } from '../pessoas/index.ts';
import { analise, analiseEmpresas, analisePrevisoes, analiseSetoresIgnorados, mrpAnexos, previsaoDeVenda, previsaoDeVendaItems } from './pcp.table.ts';
import { calculate, loadScope, readMrpInputs, saveCalculation } from './mrp.service.ts';
import { MRP } from './pcp.resource.ts';
import { createOrders, today } from './analises.service.ts';
import { addDays } from './periods.rules.ts';

/**
 * Demo planning data: two forecasts of finished goods, two analyses (a weekly one calculated, with its production
 * orders and purchase suggestions created; a monthly one still open, ignoring the shipping sector), and
 * attachments; a forecast and an analysis of the second company too.
 */

/** Monday of the week of `iso`. */
function monday(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((day + 6) % 7));
}

async function forecast(tx: Tx, company: number, name: string, items: { produto: number; Quantidade: string; DtPrevisaoDeVenda: string }[]) {
  const [row] = await tx.insert(previsaoDeVenda).values({ company, NmPrevisaoDeVenda: name }).returning();
  if (items.length) await tx.insert(previsaoDeVendaItems).values(items.map((i) => ({ company, IdPrevisaoDeVenda: row.Id, ...i })));
  return row.Id;
}

async function attach(tx: Tx, demo: DemoSeed, company: number, IdAnalise: number, name: string, text: string, produto: number | null) {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf8');
  const key = `${company}/${randomUUID()}.csv`;
  await demo.storage.put(key, Readable.from([bytes]));
  const [file] = await tx.insert(files).values({ company, name, mimeType: 'text/csv', size: bytes.length, storageKey: key, public: false, permission: MRP }).returning({ id: files.id });
  await tx.insert(mrpAnexos).values({ company, analise: IdAnalise, NmArquivo: name, produto, DsArquivo: `/api/files/${file.id}` });
}

/** Calculates an analysis inside the seed's transaction, as its job would. */
async function calculateNow(tx: Tx, id: number) {
  const started = new Date();
  const scope = await loadScope(tx, id);
  const inputs = await readMrpInputs(tx, scope);
  const results = calculate(inputs);
  await saveCalculation(tx, { scope, inputs, results, times: { leitura: 0, calculo: 0, gravacao: 0 }, started });
}

export async function seedPcp(tx: Tx, demo: DemoSeed): Promise<void> {
  const company = demo.companies.main;
  const start = monday(today());
  // The finished goods of 1 L and 5 L: a forecast for the next weeks, and another for the next quarter.
  const finished = await tx
    .select({ id: produtos.IdProduto, name: produtos.NmProduto })
    .from(produtos)
    .where(and(eq(produtos.company, company), eq(produtos.TpProduto, 'A'), like(produtos.NmProduto, '% 1 L')))
    .orderBy(asc(produtos.IdProduto));
  const weekly = finished.slice(0, 24).flatMap((p, i) =>
    [0, 1, 2, 3, 5, 7].map((week) => ({ produto: p.id, Quantidade: String(12 * (1 + ((i + week) % 5))) + '.000', DtPrevisaoDeVenda: addDays(start, 7 * week + (i % 5)) })),
  );
  const quarterly = finished.slice(0, 32).flatMap((p, i) => [1, 2, 3].map((month) => ({ produto: p.id, Quantidade: `${120 + 24 * (i % 6)}.000`, DtPrevisaoDeVenda: addDays(start, 30 * month) })));
  const dezembro = await forecast(tx, company, 'Previsão das próximas semanas', weekly);
  const trimestre = await forecast(tx, company, 'Previsão do trimestre', quarterly);

  const sectors = await tx.select().from(setores).where(and(eq(setores.company, company), inArray(setores.NmSetor, ['Expedição'])));
  const [semanal] = await tx
    .insert(analise)
    .values({ company, NmAnalise: 'MRP semanal — próximas 12 semanas', DtInicio: start, TpPeriodo: 'S', NrHorizonteDias: 84, PcProbabilidadeOrcamento: '50' })
    .returning();
  await tx.insert(analiseEmpresas).values({ company, IdAnalise: semanal.IdAnalise, IdEmpresa: company });
  await tx.insert(analisePrevisoes).values({ company, IdAnalise: semanal.IdAnalise, IdPrevisaoDeVenda: dezembro });
  await calculateNow(tx, semanal.IdAnalise);
  await createOrders(tx, { user: null, company, locale: 'pt-BR', appDomain: 'localhost' }, semanal.IdAnalise);

  const [mensal] = await tx
    .insert(analise)
    .values({ company, NmAnalise: 'MRP mensal — trimestre (sem a expedição)', DtInicio: start, TpPeriodo: 'M', NrHorizonteDias: 92, PcProbabilidadeOrcamento: '30' })
    .returning();
  await tx.insert(analiseEmpresas).values({ company, IdAnalise: mensal.IdAnalise, IdEmpresa: company });
  await tx.insert(analisePrevisoes).values({ company, IdAnalise: mensal.IdAnalise, IdPrevisaoDeVenda: trimestre });
  if (sectors.length) await tx.insert(analiseSetoresIgnorados).values(sectors.map((s) => ({ company, IdAnalise: mensal.IdAnalise, IdSetor: s.IdSetor })));

  await attach(tx, demo, company, semanal.IdAnalise, 'plano-de-producao-semanal.csv', 'Semana;Linha;Produto;Quantidade\r\n1;Envase 1;Detergente 1 L;1.200\r\n', null);
  await attach(tx, demo, company, mensal.IdAnalise, 'capacidade-das-linhas.csv', 'Linha;Capacidade por turno\r\nEnvase 1;4.000\r\nEnvase 2;2.500\r\n', finished[0]?.id ?? null);

  // The second company: a forecast and an open analysis of its own (its users see these, never the ones above).
  const other = demo.companies.other;
  const [otherProduct] = await tx.select({ id: produtos.IdProduto }).from(produtos).where(eq(produtos.company, other)).limit(1);
  const otherForecast = await forecast(tx, other, 'Previsão da outra empresa', otherProduct ? [{ produto: otherProduct.id, Quantidade: '10.000', DtPrevisaoDeVenda: addDays(start, 7) }] : []);
  const [otherAnalysis] = await tx.insert(analise).values({ company: other, NmAnalise: 'MRP da outra empresa', DtInicio: start }).returning();
  await tx.insert(analiseEmpresas).values({ company: other, IdAnalise: otherAnalysis.IdAnalise, IdEmpresa: other });
  await tx.insert(analisePrevisoes).values({ company: other, IdAnalise: otherAnalysis.IdAnalise, IdPrevisaoDeVenda: otherForecast });
}
