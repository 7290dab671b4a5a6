import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { translateMessage } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, fieldError, flowsOn, launch, members, openPage, shotsAtWidths, signIn, tableSettled } from '../browser.ts';

/** A 1 × 1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const SELLER = { username: 'vendedor', password: 'vendedor1234' };

let browser: Browser;
let demoSession: BrowserContextOptions['storageState'];

const flow = flowsOn(
  () => browser,
  () => demoSession,
);

describe.skipIf(!browserAvailable)('catálogo no Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
    const w = await openPage(browser);
    try {
      await signIn(w.page);
      demoSession = await w.context.storageState();
    } finally {
      await w.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  flow(
    'demo vê produtos pelo código principal e o formulário exige os dias de validade',
    async ({ page, shot }) => {
      // A product with two codes, the main one second: the list must show the main one.
      const token = await apiToken();
      const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
      const unit = units.find((u) => u.CdSigla === 'KG') ?? units[0];
      const stamp = Date.now();
      const name = `Produto Açúcar E2E ${stamp}`;
      const main = `E2E${stamp}`.slice(0, 20);
      const created = await api('POST', '/produtos', token, {
        codigos: [
          { CdChamada: `ALT${stamp}`.slice(0, 20), StCodigoPrincipal: 'N' },
          { CdChamada: main, StCodigoPrincipal: 'S' },
        ],
        NmProduto: name,
        TpProduto: 'A',
        IdTipoMedida: unit.IdTipoMedida,
        NrDiasValidade: 90,
        QtEstoqueMinimo: '1.5',
      });
      expect(created.status, await created.clone().text()).toBe(201);

      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Produtos', exact: true }).click();
      await page.waitForURL(`${baseUrl}/produtos/list`);
      const table = page.getByRole('table');
      await table.getByRole('row').nth(1).waitFor();
      await tableSettled(page);
      // Every row shows a code and a family or 'Família não associada'.
      const firstRow = await table.getByRole('row').nth(1).innerText();
      expect(firstRow.trim().length).toBeGreaterThan(0);
      await shotsAtWidths(page, shot, 'produtos-list');

      // The name filter is accent-blind: 'acucar' finds 'Açúcar'.
      await page.getByRole('form', { name: 'Filtros' }).getByLabel('Nome', { exact: true }).fill(`acucar e2e ${stamp}`);
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/produtos/lista' && (new URL(r.url()).searchParams.get('NmProduto') ?? '') !== '');
      await page.getByRole('form', { name: 'Filtros' }).getByRole('button', { name: 'Filtrar' }).click();
      expect((await sent).status()).toBe(200);
      await tableSettled(page);
      const row = table.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(main);
      expect(text).not.toContain(`ALT${stamp}`.slice(0, 20));
      expect(text).toContain('Família não associada');
      expect(text).toContain('Grupo não associado');
      expect(text).toContain('Produto acabado');

      // Open it: the form shows both codes, the KG quantity with 3 decimals.
      await row.getByRole('link', { name }).click();
      await page.waitForURL(/\/produtos\/edit\/\d+$/);
      const days = page.getByLabel(/^Dias de validade/);
      await days.waitFor();
      expect(await days.inputValue()).toBe('90');
      // The main code comes first, marked as main; the other after it.
      expect(await page.locator('#produto-codigo-0').inputValue()).toBe(main);
      expect(await page.locator('#produto-codigo-1').inputValue()).toBe(`ALT${stamp}`.slice(0, 20));
      expect(await page.getByRole('radio', { name: 'Principal' }).first().isChecked()).toBe(true);
      if (unit.CdSigla === 'KG') expect(await page.getByLabel('Estoque mínimo').inputValue()).toBe('1,500');
      await page.getByRole('heading', { name: 'Lotes' }).waitFor();

      // Saving without validity days: the message sits on that field, and nothing is sent.
      await days.fill('');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => fieldError(days)).toBe(translateMessage('required', 'pt-BR'));
      await page.getByRole('alert').filter({ hasText: 'Corrija os campos' }).waitFor();
      await shotsAtWidths(page, shot, 'produto-form');

      // With the days back it saves.
      await days.fill('120');
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/produtos\/\d+$/.test(new URL(r.url()).pathname));
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText('Dados salvos com sucesso').waitFor();

      // A picture: uploaded at once, shown in the form, saved with the product, its thumbnail in the list.
      const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/files');
      await page.locator('#produto-data input[type=file]').setInputFiles({ name: 'frasco.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
      expect((await uploaded).status()).toBe(201);
      await page.getByRole('img', { name: 'Imagem' }).waitFor();
      const savedImage = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/produtos\/\d+$/.test(new URL(r.url()).pathname));
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect(((await (await savedImage).json()) as { ImConteudo: string }).ImConteudo).toMatch(/^\/api\/files\//);
      await page.goto(`${baseUrl}/produtos/list?CdChamada=${main}`);
      const thumb = page.getByRole('table').getByRole('row').filter({ hasText: name }).getByRole('img', { name: 'Imagem' });
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    },
    { asDemo: true },
  );

  flow(
    'demo vê lotes, estoque por setor e estrutura de um produto fabricado',
    async ({ page, shot }) => {
    const token = await apiToken();
    const lots = await members<{ IdProduto: number }>(await api('GET', '/lote-estoque-produto?itemsPerPage=1', token));
    expect(lots.length).toBeGreaterThan(0);
    const estrutura = await members<{ IdProduto: number }>(await api('GET', '/lista_produto_items?itemsPerPage=1', token));
    expect(estrutura.length).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/produtos/edit/${estrutura[0].IdProduto}`);
    const bom = page.getByRole('table', { name: 'Estrutura (lista de materiais)' });
    await bom.getByRole('row').nth(1).waitFor();
    await page.getByText(/Custo calculado pelos componentes: R\$/).waitFor();
    await page.goto(`${baseUrl}/produtos/edit/${lots[0].IdProduto}`);
    const lotTable = page.getByRole('table', { name: 'Lotes' });
    const lotRow = lotTable.getByRole('row').nth(1);
    await lotRow.waitFor();
    expect(await lotRow.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await page.getByRole('table', { name: 'Estoque por setor' }).getByRole('row').nth(1).waitFor();
    await shot('produto-paineis');
    },
    { asDemo: true },
  );

  flow('vendedor vê a lista de produtos, sem criar nem alterar', async ({ page, shot }) => {
    await signIn(page, SELLER.username, SELLER.password);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Produtos', exact: true }).click();
    await page.waitForURL(`${baseUrl}/produtos/list`);
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    await tableSettled(page);
    const texts = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.textContent?.trim() ?? ''));
    expect(texts).not.toContain('Novo produto');
    expect(await page.getByRole('link', { name: 'Novo produto' }).count()).toBe(0);
    await shot('produtos-list-vendedor');

    await table.getByRole('row').nth(1).getByRole('link').first().click();
    await page.waitForURL(/\/produtos\/edit\/\d+$/);
    await page.getByText('Você pode consultar este produto, mas não alterá-lo.').waitFor();
    expect(await page.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
    expect(await page.getByLabel(/^Dias de validade/).isDisabled()).toBe(true);
    // The cost is for who forms prices (markup): the form has no cost field.
    expect(await page.locator('#produto-VlPrecoCusto').count()).toBe(0);

    // A manufactured product: the structure shows its components and quantities, no cost anywhere.
    const token = await apiToken(SELLER.username, SELLER.password);
    const estrutura = await members<{ IdProduto: number }>(await api('GET', '/lista_produto_items?itemsPerPage=1', token));
    await page.goto(`${baseUrl}/produtos/edit/${estrutura[0].IdProduto}`);
    const bom = page.getByRole('table', { name: 'Estrutura (lista de materiais)' });
    await bom.getByRole('row').nth(1).waitFor();
    expect(await bom.getByRole('columnheader').allInnerTexts()).toEqual(['Componente', 'Quantidade', 'Perda (%)', 'Por unidade acabada']);
    expect(await page.getByText(/Custo calculado pelos componentes/).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(/Preço de custo|Custo total/);
    await shotsAtWidths(page, shot, 'produto-estrutura-vendedor');
  });
});
