import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { translateMessage } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, fieldError, members, shotsAtWidths, tableSettled } from '../browser.ts';

/** A 40×40 PNG (an orange box with a light band), made for this flow. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAIAAAADnC86AAAAP0lEQVR4nO3UMREAIAwEwcjBIY7jgB4XSQb25vvtPlZT0QznjrKBwWAwGDwcPoWBwY/D/x0IGAwGg+fD9bXBF7yd8cHGI9pZAAAAAElFTkSuQmCC',
  'base64',
);

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

describe.skipIf(!browserAvailable)('campos adicionais no Chromium', () => {
  const flow = demoFlows();

  flow(
    "demo cria uma coluna Number: o padrão 'abc' mostra a mensagem no campo; a lista de produtos filtra por uma coluna",
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Campos adicionais', exact: true }).click();
      await page.waitForURL(`${baseUrl}/colunas/create`);
      const list = page.getByTestId('list-colunas');
      await list.getByRole('row').filter({ hasText: 'Foto da embalagem' }).waitFor();

      const name = `Largura E2E ${Date.now()}`;
      const form = page.locator('#coluna-form');
      await form.getByLabel(/^Nome da coluna/).fill(name);
      await page.locator('#coluna-TpColuna').click();
      await page.getByRole('option', { name: 'Número' }).click();
      const valorDefault = form.getByLabel(/^Valor padrão/);
      await valorDefault.fill('abc');
      await page.getByRole('button', { name: 'Criar coluna' }).click();
      await expect.poll(() => fieldError(valorDefault)).toBe(translateMessage('column_type_mismatch', 'pt-BR'));
      expect(await fieldError(valorDefault)).toBe('O valor não condiz com o tipo selecionado');
      await shotsAtWidths(page, shot, 'colunas-create-erro');

      // With a number it saves, and the list shows the new column.
      await valorDefault.fill('12,5');
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/colunas');
      await page.getByRole('button', { name: 'Criar coluna' }).click();
      expect((await saved).status()).toBe(201);
      const row = list.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.innerText()).toContain('12.5');
      await tableSettled(page);
      await shotsAtWidths(page, shot, 'colunas-create');

      // The products list filters by the extra column 'Cor' and can show it.
      const token = await apiToken();
      const [cor] = await members<{ Id: number }>(await api('GET', `/colunas_perfil?NmColuna=${encodeURIComponent('Cor')}`, token));
      await page.goto(`${baseUrl}/produtos/list?coluna[${cor.Id}]=azul`);
      const produtos = page.getByTestId('list-produtos');
      await produtos.getByRole('row').nth(1).waitFor();
      await tableSettled(page);
      expect(await page.getByRole('form', { name: 'Filtros' }).getByLabel('Cor', { exact: true }).inputValue()).toBe('azul');
      await page.getByRole('button', { name: 'Colunas' }).click();
      await page.getByRole('checkbox', { name: 'Cor' }).check();
      await page.keyboard.press('Escape');
      const header = produtos.getByRole('columnheader', { name: 'Cor' });
      await header.waitFor();
      const texts = await produtos.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.textContent ?? ''));
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((t) => t.includes('Azul'))).toBe(true);
      await shot('produtos-list-coluna-cor');
    },
    { asDemo: true },
  );

  flow(
    'demo envia a foto da embalagem de um produto e a vê no formulário',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [foto] = await members<{ Id: number }>(await api('GET', `/colunas_perfil?NmColuna=${encodeURIComponent('Foto da embalagem')}`, token));
      // A raw material: the demo has no photo for it.
      const [produto] = await members<{ IdProduto: number; NmProduto: string }>(await api('GET', '/produtos?TpProduto=M&itemsPerPage=1', token));
      await page.goto(`${baseUrl}/produtos/edit/${produto.IdProduto}`);
      const panel = page.getByRole('region', { name: 'Campos adicionais' });
      const field = panel.getByTestId(`coluna-valor-${foto.Id}`);
      await field.waitFor();
      await field.getByText('Nenhum arquivo').waitFor();

      const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/colunas_valores/arquivo');
      await field.locator('input[type="file"]').setInputFiles({ name: 'embalagem-e2e.png', mimeType: 'image/png', buffer: PNG });
      expect((await uploaded).status()).toBe(201);
      await page.getByText('Arquivo enviado').first().waitFor();
      const image = field.getByRole('img', { name: 'Foto da embalagem: embalagem-e2e.png' });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(40);
      await field.getByRole('button', { name: 'Baixar: Foto da embalagem' }).waitFor();

      // A PDF in the image column is refused, with the message under it; the photo stays.
      await field.locator('input[type="file"]').setInputFiles({ name: 'ficha.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await field.getByRole('alert').filter({ hasText: 'O valor não condiz com o tipo selecionado' }).waitFor();
      await image.waitFor();

      // A number field saves itself on leaving it, once it is a number.
      const comprimento = panel.getByLabel('Comprimento (mm)', { exact: true });
      await comprimento.fill('abc');
      await comprimento.press('Tab');
      await expect.poll(() => fieldError(comprimento)).toBe('O valor não condiz com o tipo selecionado');
      await comprimento.fill('250,5');
      const put = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/colunas_valores');
      await comprimento.press('Enter');
      expect((await put).status()).toBe(201);
      await page.getByText('Campo "Comprimento (mm)" salvo').waitFor();
      expect(page.url()).toMatch(/\/produtos\/edit\/\d+$/);
      await expect.poll(() => comprimento.inputValue()).toBe('250,5');

      await panel.scrollIntoViewIfNeeded();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 860 });
        await panel.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await panel.screenshot({ path: path.join(artifacts, `colunas-painel-${width}.png`) });
      }
      await shot('produto-campos-adicionais');
    },
    { asDemo: true },
  );
});
