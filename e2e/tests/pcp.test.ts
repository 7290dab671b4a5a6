import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled } from '../browser.ts';

/**
 * Production planning as a planner meets it: an analysis worked by hand (a component shared at two levels, a
 * minimum stock, an ignored sector, an open quote at 50 %), NrRealizado typed '1.234,5', orders created and
 * cancelled; a forecast typed and imported; a textbook MRP record entered through the screens; the dashboards; the
 * maximum stock capping each week's stock, the Realizado column kept in view and cleared back to the suggestion, a
 * lot-sizing rule, and one order per planned order.
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const br = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monday = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));

async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

/** Products, bills of materials, sectors and stock of a flow, made through the API (another area's screens). */
async function fixtures(token: string, prefix: string) {
  const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
  const unit = (code: string) => units.find((u) => u.CdSigla === code)!.IdTipoMedida;
  const ids: Record<string, number> = {};
  const product = async (key: string, body: Record<string, unknown>) =>
    (ids[key] = (await ok(await api('POST', '/produtos', token, { CdChamada: `${prefix}-${key}`, NmProduto: `${prefix} ${key}`, IdTipoMedida: unit('UN'), NrDiasValidade: 0, ...body }))).IdProduto);
  await product('A', { TpProduto: 'A', TpProdutoPcp: 'F', QtEstoqueMinimo: '5', NmProduto: `${prefix} Detergente` });
  await product('B', { TpProduto: 'I', TpProdutoPcp: 'F', NmProduto: `${prefix} Base` });
  await product('C', { TpProduto: 'M', TpProdutoPcp: 'C', IdTipoMedida: unit('KG'), QtEstoqueMinimo: '10', NmProduto: `${prefix} Tensoativo` });
  await product('T', { TpProduto: 'A', TpProdutoPcp: 'F', NrDiasReposicao: 14, NmProduto: `${prefix} Livro` });
  for (const [parent, child, qty, loss] of [['A', 'B', '2', '0'], ['A', 'C', '1', '0'], ['B', 'C', '3', '10']]) {
    await ok(await api('POST', '/lista_produto_items', token, { IdProduto: ids[parent], ProdutoComponente: ids[child], QtProdutoComponente: qty, PcPerda: loss }));
  }
  ids.fabrica = (await ok(await api('POST', '/setors', token, { NmSetor: `${prefix} Fábrica` }))).IdSetor;
  ids.quarentena = (await ok(await api('POST', '/setors', token, { NmSetor: `${prefix} Quarentena` }))).IdSetor;
  for (const [key, sector, q] of [['A', ids.fabrica, '3'], ['A', ids.quarentena, '100'], ['B', ids.fabrica, '2'], ['C', ids.fabrica, '15.5'], ['T', ids.fabrica, '40']] as const) {
    await ok(await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: ids[key], IdSetor: sector, QtMovimento: q }));
  }
  return ids;
}

/** An open quote of 8 and an order of 10 of the finished product, through the quote calls. */
async function quoteAndOrder(token: string, product: number) {
  const [client] = await members<{ id: number }>(await api('GET', '/vw_clientes?itemsPerPage=1', token));
  for (const [qty, finish] of [['8', false], ['10', true]] as const) {
    const quote = await ok(await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id }));
    await ok(await api('POST', '/pedido_venda_items', token, { CodPedido: quote.CodPedido, IdProduto: product, QtPedida: qty, VlUnitario: '10.00' }));
    if (finish) await ok(await api('PUT', `/pedido_vendas/${quote.CodPedido}/finalizar-orcamento`, token, {}));
  }
}

const cell = (page: Page, code: string, field: string) => page.locator('table tr', { hasText: code }).locator(`td[data-field="${field}"]`).first().innerText();

/** Filters a list by product code; `list`: which one, where a tab shows more than one (the data-testid's name). */
async function filterByCode(page: Page, code: string, list?: string) {
  const filters = (list ? page.getByTestId(`list-${list}`) : page).getByRole('form', { name: 'Filtros' });
  await filters.getByLabel('Código', { exact: true }).fill(code);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await page.locator('table tr', { hasText: code }).first().waitFor();
  await tableSettled(page);
}

async function createAnalysis(page: Page, name: string, options: { ignore?: string; forecast?: string; start?: string; horizon?: string }) {
  await page.goto(`${baseUrl}/mrp`);
  await page.getByRole('button', { name: 'Nova análise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova análise de MRP' });
  await dialog.locator('#analise-NmAnalise').fill(name);
  if (options.start) await dialog.locator('#analise-DtInicio').fill(options.start);
  if (options.horizon) await dialog.locator('#analise-NrHorizonteDias').fill(options.horizon);
  for (const [input, option] of [['#analise-setoresIgnorados', options.ignore], ['#analise-previsoes', options.forecast]] as const) {
    if (!option) continue;
    await dialog.locator(input).click();
    await page.getByRole('option', { name: option }).click();
    await page.keyboard.press('Escape');
  }
  await dialog.getByRole('button', { name: 'Criar análise' }).click();
  await page.waitForURL(/\/mrp\/analise\/\d+$/);
  return Number(page.url().split('/').pop());
}

/** Clicks Calcular and waits for the job's bar to finish and the last run to be shown. */
async function calculate(page: Page) {
  await page.getByRole('button', { name: 'Calcular' }).click();
  await page.getByTestId('job-progress').waitFor();
  await page.getByTestId('job-progress').waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('analise-last-run').innerText()).toMatch(/^Último cálculo/);
}

describe.skipIf(!browserAvailable)('planejamento (MRP) no Chromium', () => {
  const flow = demoFlows();

  flow(
    'uma planilha acima do limite de linhas é recusada no diálogo, e uma grande é gravada em segundo plano com o progresso na tela',
    async ({ page, shot }) => {
      const token = await apiToken();
      const prefix = `PCPG${Date.now() % 100000}`;
      const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
      await ok(await api('POST', '/produtos', token, { CdChamada: `${prefix}-G`, NmProduto: `${prefix} Granel`, IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 0, TpProduto: 'A', TpProdutoPcp: 'F' }));
      const start = monday(today);
      // The server of these flows takes up to 300 rows a sheet and writes more than 50 items by a job (global-setup.ts).
      const sheet = (rows: number) => ({
        name: `previsao-${rows}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(['Produto;Quantidade;Data', ...Array.from({ length: rows }, (_, i) => `${prefix}-G;${i + 1};${br(addDays(start, i))}`)].join('\r\n')),
      });
      await page.goto(`${baseUrl}/previsao/venda`);
      await page.getByRole('button', { name: 'Nova previsão' }).click();
      await page.locator('#previsao-NmPrevisaoDeVenda').fill(`${prefix} anual`);
      await page.getByRole('button', { name: 'Criar', exact: true }).click();
      await page.waitForURL(/\/previsao\/venda\/\d+$/);

      await page.getByRole('button', { name: 'Importar planilha' }).click();
      const importer = page.getByRole('dialog', { name: 'Importar itens de uma planilha' });
      await importer.locator('input[type="file"]').setInputFiles(sheet(301));
      await importer.getByRole('button', { name: 'Importar' }).click();
      await importer.getByTestId('import-general').getByText('O arquivo previsao-301.csv passa do limite de 300 linhas').waitFor();
      await shot('previsao-importacao-limite');

      await importer.locator('input[type="file"]').setInputFiles(sheet(240));
      await importer.getByRole('button', { name: 'Importar' }).click();
      await importer.waitFor({ state: 'detached' });
      await page.getByTestId('job-progress').getByText('Importando a planilha').waitFor();
      await shot('previsao-importacao-progresso');
      await page.getByText('240 itens importados').waitFor();
      await page.getByTestId('job-progress').waitFor({ state: 'detached' });
      await tableSettled(page);
      await page.locator('table tr', { hasText: `${prefix}-G` }).first().waitFor();
      const forecast = Number(page.url().split('/').pop());
      expect((await ok(await api('GET', `/previsao_de_venda_items?IdPrevisaoDeVenda=${forecast}&itemsPerPage=1`, token)))['hydra:totalItems']).toBe(240);
      await shotsAtWidths(page, shot, 'previsao-importada-em-segundo-plano');
    },
    { asDemo: true },
  );

  flow(
    'o planejador cria e calcula uma análise, vê os números feitos à mão, digita o realizado e cria e cancela as ordens',
    async ({ page, shot }) => {
      const token = await apiToken();
      const prefix = `PCPE${Date.now() % 100000}`;
      const ids = await fixtures(token, prefix);
      await quoteAndOrder(token, ids.A);
      const id = await createAnalysis(page, `${prefix} feita à mão`, { ignore: `${prefix} Quarentena` });
      await page.getByTestId('analise-status').getByText('Aberta').waitFor();
      await calculate(page);

      // Detergente: 10 + 8 × 50 % + minimum 5 − 3 (the quarantine's 100 left out) = 16.
      await filterByCode(page, prefix);
      const row = { NrPedidosVenda: '10', NrPropostas: '4', NrSaldoEmEstoque: '3', NrQtdeMin: '5', NrDemandaTotal: '14', NrTotalAtender: '16', NrResultado: '16', QtProducaoImediata: '16' };
      for (const [field, value] of Object.entries(row)) expect(await cell(page, `${prefix}-A`, field), field).toBe(value);
      await shotsAtWidths(page, shot, 'mrp-analise-produtos');

      // The MRP record of the finished product.
      await page.getByRole('button', { name: `Registro MRP ${prefix}-A` }).click();
      const drawer = page.getByRole('dialog', { name: /^Registro MRP de / });
      await drawer.locator('tr[data-row="plannedReceipts"] td').first().waitFor();
      expect(await drawer.locator('tr[data-row="gross"] td').first().innerText()).toBe('14');
      expect(await drawer.locator('tr[data-row="plannedReceipts"] td').first().innerText()).toBe('16');
      await shot('mrp-registro');
      await page.keyboard.press('Escape');

      // The sub-product and the shared component, netted once after both parents.
      await page.getByRole('tab', { name: 'Subprodutos' }).click();
      await page.locator('table tr', { hasText: `${prefix}-B` }).first().waitFor();
      expect(await cell(page, `${prefix}-B`, 'NrResultado')).toBe('30');
      await page.getByRole('tab', { name: 'Matérias-primas' }).click();
      await page.locator('table tr', { hasText: `${prefix}-C` }).first().waitFor();
      expect(await cell(page, `${prefix}-C`, 'NrDemandaProdPai')).toBe('115,000');
      expect(await cell(page, `${prefix}-C`, 'NrResultado')).toBe('109,500');

      // NrRealizado typed as in Brazil.
      await page.getByRole('tab', { name: 'Produtos acabados' }).click();
      const input = page.getByRole('textbox', { name: `Realizado ${prefix}-A` });
      await input.fill('1.234,5');
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/analise_dados_produtos/'));
      await input.press('Enter');
      expect((await saved).status()).toBe(200);
      const [stored] = await members<{ NrRealizado: string }>(await api('GET', `/analise_dados_produtos?IdAnalise=${id}&CdChamada=${prefix}-A`, token));
      expect(stored.NrRealizado).toBe('1234.500');
      await expect.poll(() => input.inputValue()).toBe('1.234,5');

      // Orders created from the analysis, then cancelled.
      // It asks first, with the counts of the API's dry run.
      await page.getByRole('button', { name: 'Criar ordens', exact: true }).click();
      const ask = page.getByRole('dialog', { name: 'Criar ordens' });
      await ask.getByText(/^Desta análise serão criadas: \d+ ordens? de produção e \d+ sugest(ão|ões) de compra\. Criar agora\?$/).waitFor();
      await ask.getByRole('button', { name: 'Criar ordens' }).click();
      await page.getByText(/^Criadas: \d+ ordens? de produção e \d+ sugest(ão|ões) de compra$/).waitFor();
      await page.getByTestId('analise-status').getByText('Finalizada').waitFor();
      const [order] = await members<{ QtSolicitada: string }>(await api('GET', `/ordem_producao_pcp?IdAnalise=${id}&CdProduto=${prefix}-A`, token));
      expect(order.QtSolicitada).toBe('1234.500');
      await page.getByRole('tab', { name: 'Ordens de produção' }).click();
      // The analysis covers the whole company (the demo's open orders make orders too): this product's, by its code.
      await filterByCode(page, `${prefix}-A`, 'mrp-ordens');
      await shotsAtWidths(page, shot, 'mrp-ordens');
      await page.getByRole('button', { name: 'Cancelar ordens' }).click();
      await page.getByRole('dialog', { name: 'Cancelar ordens' }).getByRole('button', { name: 'Cancelar ordens' }).click();
      await page.getByTestId('analise-status').getByText('Aberta').waitFor();
      expect(await members(await api('GET', `/ordem_producao_pcp?IdAnalise=${id}&StOrdem=A`, token))).toEqual([]);
    },
    { asDemo: true },
  );

  flow(
    'uma previsão digitada e importada, um registro MRP de livro-texto entrado pelas telas, e os painéis',
    async ({ page, shot }) => {
      const token = await apiToken();
      const prefix = `PCPL${Date.now() % 100000}`;
      const ids = await fixtures(token, prefix);
      const start = monday(today);

      // A forecast: one item typed '1.234,5' (kg), then the textbook's gross requirements imported from a sheet.
      await page.goto(`${baseUrl}/previsao/venda`);
      await page.getByRole('button', { name: 'Nova previsão' }).click();
      await page.locator('#previsao-NmPrevisaoDeVenda').fill(`${prefix} livro`);
      await page.getByRole('button', { name: 'Criar', exact: true }).click();
      await page.waitForURL(/\/previsao\/venda\/\d+$/);
      await page.locator('#item-produto').fill(`${prefix}-C`);
      await page.getByRole('option', { name: new RegExp(`^${prefix}-C`) }).click();
      await page.locator('#item-Quantidade').fill('1.234,5');
      await page.locator('#item-DtPrevisaoDeVenda').fill(br(addDays(start, 120)));
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      await page.locator('table tr', { hasText: `${prefix}-C` }).locator('td[data-field="Quantidade"]').getByText('1.234,500').waitFor();

      const gross = ['30', '40', '20', '0', '60', '25', '0', '35'];
      const sheet = (rows: string[]) => ({ name: 'previsao.csv', mimeType: 'text/csv', buffer: Buffer.from(['Produto;Quantidade;Data', ...rows].join('\r\n')) });
      await page.getByRole('button', { name: 'Importar planilha' }).click();
      const importer = page.getByRole('dialog', { name: 'Importar itens de uma planilha' });
      await importer.locator('input[type="file"]').setInputFiles(sheet([`${prefix}-T;30;${br(start)}`, `NAO-EXISTE;5;${br(start)}`, `${prefix}-T;abc;31/02/2026`]));
      await importer.getByRole('button', { name: 'Importar' }).click();
      const errors = importer.getByRole('table', { name: 'Linhas com erro' });
      await errors.waitFor();
      expect(await errors.locator('tbody tr').allInnerTexts()).toEqual([
        expect.stringMatching(/^3\s+Produto\s+Nenhum produto desta empresa com o código NAO-EXISTE$/),
        expect.stringMatching(/^4\s+Quantidade\s+Número inválido$/),
        expect.stringMatching(/^4\s+Data\s+Data inválida$/),
      ]);
      await shot('previsao-importacao-erros');
      await importer.locator('input[type="file"]').setInputFiles(sheet(gross.map((g, week) => `${prefix}-T;${g};${br(addDays(start, 7 * week + 2))}`).filter((_, week) => gross[week] !== '0')));
      await importer.getByRole('button', { name: 'Importar' }).click();
      await page.getByText('6 itens importados').waitFor();
      await tableSettled(page);
      await shotsAtWidths(page, shot, 'previsao-itens');

      // The analysis: weekly from this Monday, 8 weeks, the forecast; the scheduled receipt of 50 in week 2 by hand.
      const id = await createAnalysis(page, `${prefix} livro-texto`, { forecast: `${prefix} livro`, start: br(start), horizon: '56' });
      await page.getByRole('tab', { name: 'Ordens de produção' }).click();
      await page.getByRole('button', { name: 'Nova ordem de produção' }).click();
      const orderDialog = page.getByRole('dialog', { name: 'Nova ordem de produção' });
      await orderDialog.locator('#ordem-IdProduto').fill(`${prefix}-T`);
      await page.getByRole('option', { name: new RegExp(`^${prefix}-T`) }).click();
      await orderDialog.locator('#ordem-QtSolicitada').fill('50');
      await orderDialog.locator('#ordem-DtEntrega').fill(br(addDays(start, 8)));
      await orderDialog.getByRole('button', { name: 'Criar ordem' }).click();
      await orderDialog.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: 'Produtos acabados' }).click();
      await calculate(page);
      await filterByCode(page, `${prefix}-T`);
      await page.getByRole('button', { name: `Registro MRP ${prefix}-T` }).click();
      const drawer = page.getByRole('dialog', { name: /^Registro MRP de / });
      await drawer.locator('tr[data-row="plannedReleases"] td').first().waitFor();
      const line = (key: string) => drawer.locator(`tr[data-row="${key}"] td`).allInnerTexts();
      // The book's answer: on hand 40, lead time 2 weeks, lot for lot.
      expect(await line('gross')).toEqual(gross);
      expect(await line('receipts')).toEqual(['0', '50', '0', '0', '0', '0', '0', '0']);
      expect(await line('projected')).toEqual(['10', '20', '0', '0', '0', '0', '0', '0']);
      expect(await line('net')).toEqual(['0', '0', '0', '0', '60', '25', '0', '35']);
      expect(await line('plannedReleases')).toEqual(['0', '0', '60', '25', '0', '35', '0', '0']);
      await shotsAtWidths(page, shot, 'mrp-registro-livro');
      await page.keyboard.press('Escape');

      // The dashboards of the demo's calculated analysis.
      const [weekly] = await members<{ IdAnalise: number }>(await api('GET', '/analises?NmAnalise=MRP semanal', token));
      for (const [path, name] of [['produto-acabado', 'painel-produtos'], ['materia-prima', 'painel-materias']]) {
        await page.goto(`${baseUrl}/dashboard/pcp/${path}?analise=${weekly.IdAnalise}`);
        await page.locator('.recharts-surface').first().waitFor();
        expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
        await page.waitForTimeout(500);
        await shotsAtWidths(page, shot, name);
      }
      // Opened from the menu (no ?analise), the panel shows the latest calculated analysis, not one never calculated
      // (first in a newest-calculation-first order); a never-calculated one, asked by address, says so and links to it.
      const all = await members<{ IdAnalise: number; DtCalculo: string | null }>(await api('GET', '/analises?pagination=false&order[DtCalculo]=desc', token));
      const latest = all.find((a) => a.DtCalculo)!;
      await page.goto(`${baseUrl}/dashboard/pcp/produto-acabado`);
      await page.getByText(/produtos na análise/).waitFor();
      const painel = await api('GET', `/analises/${latest.IdAnalise}/painel?tipo=P`, token);
      const { NmAnalise } = (await painel.json()) as { NmAnalise: string };
      expect(await page.locator('#painel-analise').inputValue()).toBe(NmAnalise);
      const never = await ok(await api('POST', '/analises', token, { NmAnalise: `${prefix} nunca calculada`, DtInicio: today, TpPeriodo: 'S', NrHorizonteDias: 28 }));
      await page.goto(`${baseUrl}/dashboard/pcp/produto-acabado?analise=${never.IdAnalise}`);
      await page.getByText('Esta análise ainda não foi calculada.').waitFor();
      expect(await page.getByRole('link', { name: 'Abrir a análise para calculá-la' }).getAttribute('href')).toBe(`/mrp/analise/${never.IdAnalise}`);
      await shotsAtWidths(page, shot, 'painel-nao-calculada');
      void id;
      void ids;
    },
    { asDemo: true },
  );

  flow(
    'o máximo limita o estoque de cada semana, a coluna Realizado fica à vista e apagada volta à sugestão, a regra de lote e uma ordem por liberação',
    async ({ page, shot }) => {
      const token = await apiToken();
      const prefix = `PCPM${Date.now() % 100000}`;
      const code = `${prefix}-W`;
      const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
      const w = await ok(
        await api('POST', '/produtos', token, { CdChamada: code, NmProduto: `${prefix} Detergente`, IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 0, TpProduto: 'A', TpProdutoPcp: 'F', QtEstoqueMaximo: '60' }),
      );
      const start = monday(today);
      const forecast = (await ok(await api('POST', '/previsao_de_vendas', token, { NmPrevisaoDeVenda: `${prefix} semanas` }))).Id;
      for (const [qty, day] of [['30', start], ['80', addDays(start, 7)]]) {
        await ok(await api('POST', '/previsao_de_venda_items', token, { IdPrevisaoDeVenda: forecast, produto: w.IdProduto, Quantidade: qty, DtPrevisaoDeVenda: day }));
      }
      const id = (await ok(await api('POST', '/analises', token, { NmAnalise: `${prefix} máximo`, DtInicio: start, TpPeriodo: 'S', NrHorizonteDias: 28, previsoes: [forecast] }))).IdAnalise;
      await page.goto(`${baseUrl}/mrp/analise/${id}`);
      await calculate(page);
      await filterByCode(page, code);
      // 30 this week and 80 the next, a maximum of 60: both planned (the stock never passes 60), 110 in all.
      expect(await cell(page, code, 'NrResultado')).toBe('110');

      // The planner's column: named, kept at the right edge while the wide table scrolls, the suggestion greyed in it.
      const list = page.getByTestId('list-mrp-produtos');
      await list.getByRole('columnheader', { name: 'Realizado', exact: true }).waitFor();
      const input = page.getByRole('textbox', { name: `Realizado ${code}` });
      expect(await input.getAttribute('placeholder')).toBe('110');
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 860 });
        await page.waitForTimeout(300);
        const box = (await input.boundingBox())!;
        expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
        expect(box.x, `at ${width} px`).toBeGreaterThan(0);
      }
      await page.setViewportSize({ width: 1366, height: 860 });
      await shotsAtWidths(page, shot, 'mrp-coluna-realizado');

      const typed = async (text: string) => {
        await input.fill(text);
        const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/analise_dados_produtos/'));
        await input.press('Enter');
        expect((await saved).status()).toBe(200);
        await tableSettled(page);
        return (await members<{ NrRealizado: string | null }>(await api('GET', `/analise_dados_produtos?IdAnalise=${id}&CdChamada=${code}`, token)))[0].NrRealizado;
      };
      expect(await typed('12')).toBe('12.000');
      await expect.poll(() => input.inputValue()).toBe('12');
      expect(await typed('')).toBeNull();
      await expect.poll(() => input.inputValue()).toBe('');

      // The record: each week's order on its own, with its dates; the lot rule set beside it.
      await page.getByRole('button', { name: `Registro MRP ${code}` }).click();
      const drawer = page.getByRole('dialog', { name: /^Registro MRP de / });
      const line = (key: string) => drawer.locator(`tr[data-row="${key}"] td`).allInnerTexts();
      await drawer.locator('tr[data-row="plannedReceipts"] td').first().waitFor();
      expect(await line('plannedReceipts')).toEqual(['30', '80', '0', '0']);
      expect(await line('projected')).toEqual(['0', '0', '0', '0']);
      expect(await drawer.getByTestId('ordens-planejadas').locator('tbody tr').allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`^${br(start)}\\s+${br(start)}\\s+30$`)),
        expect.stringMatching(new RegExp(`^${br(addDays(start, 7))}\\s+${br(addDays(start, 7))}\\s+80$`)),
      ]);
      const rule = drawer.getByTestId('lote-regra');
      await rule.locator('#lote-TpLote').click();
      await page.getByRole('option', { name: 'Períodos de cobertura' }).click();
      await rule.locator('#lote-NrPeriodos').fill('1');
      await rule.getByRole('button', { name: 'Gravar regra' }).click();
      await rule.getByText('Informe de 2 a 52 períodos de cobertura (1 período é lote a lote)').waitFor();
      await rule.locator('#lote-NrPeriodos').fill('2');
      await rule.getByRole('button', { name: 'Gravar regra' }).click();
      await page.getByText('Regra de lote gravada: vale a partir do próximo cálculo').waitFor();
      expect(await rule.getByText('Informe de 2 a 52 períodos de cobertura (1 período é lote a lote)').count()).toBe(0);
      expect(await rule.locator('#lote-NrPeriodos').getAttribute('aria-invalid')).not.toBe('true');
      await shot('mrp-regra-de-lote');
      await page.keyboard.press('Escape');

      // Recalculated: two weeks of supply asked 110 now, the maximum let 90 (60 left), the next week 20 more.
      await calculate(page);
      await filterByCode(page, code);
      await page.getByRole('button', { name: `Registro MRP ${code}` }).click();
      await drawer.locator('tr[data-row="plannedReceipts"] td').first().waitFor();
      await expect.poll(() => line('plannedReceipts')).toEqual(['90', '20', '0', '0']);
      expect(await line('projected')).toEqual(['60', '0', '0', '0']);
      await shotsAtWidths(page, shot, 'mrp-registro-maximo');
      await page.keyboard.press('Escape');

      // One production order per planned order, each due in its own week.
      await page.getByRole('button', { name: 'Criar ordens', exact: true }).click();
      await page.getByRole('dialog', { name: 'Criar ordens' }).getByRole('button', { name: 'Criar ordens' }).click();
      await page.getByTestId('analise-status').getByText('Finalizada').waitFor();
      const orders = await members<{ QtSolicitada: string; DtEntrega: string }>(await api('GET', `/ordem_producao_pcp?IdAnalise=${id}&CdProduto=${code}`, token));
      expect(orders.map((o) => `${o.QtSolicitada} ${o.DtEntrega}`).sort()).toEqual([`20.000 ${addDays(start, 7)}`, `90.000 ${start}`]);
    },
    { asDemo: true },
  );
});
