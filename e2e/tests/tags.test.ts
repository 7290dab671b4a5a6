import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled } from '../browser.ts';

describe.skipIf(!browserAvailable)('etiquetas (tags) no Chromium', () => {
  const flow = demoFlows();

  flow(
    'cria uma etiqueta, etiqueta um produto e filtra a lista de produtos por ela',
    async ({ page, shot }) => {
      const stamp = Date.now();
      const name = `Tag E2E ${stamp}`;
      const token = await apiToken();
      const [produto] = await members<{ IdProduto: number; NmProduto: string }>(await api('GET', '/produtos/lista?itemsPerPage=1&order[NmProduto]=desc', token));

      // The menu's catalogue entry opens the list of tags, chips in their colours.
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Etiquetas (tags)', exact: true }).click();
      await page.waitForURL(`${baseUrl}/tags`);
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      await tableSettled(page);
      expect(await page.getByRole('table').innerText()).toContain('Cliente VIP');
      await shotsAtWidths(page, shot, 'tags-list');

      // A new tag: name, colour and kinds; the chip previews it.
      await page.getByRole('link', { name: 'Nova etiqueta' }).click();
      await page.waitForURL(`${baseUrl}/tags/create`);
      await page.locator('#tag-NmTag').fill(name);
      const color = page.locator('#tag-CdCor');
      await color.fill('#C2255C');
      await color.press('Escape');
      expect(await page.locator('#tag-kind-produto').isChecked()).toBe(true);
      await page.locator('#tag-kind-cliente').check();
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tags');
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await created).status()).toBe(201);
      await page.waitForURL(/\/tags\/id\/\d+$/);
      await page.getByText('Dados salvos com sucesso').waitFor();
      await shotsAtWidths(page, shot, 'tag-form');

      // Tag a product in its form.
      await page.goto(`${baseUrl}/produtos/edit/${produto.IdProduto}`);
      const picker = page.locator('#produto-tags-picker');
      await picker.waitFor();
      await picker.click();
      await picker.fill(name);
      await page.getByRole('option', { name }).click();
      await page.keyboard.press('Escape');
      const tagged = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/produtos/${produto.IdProduto}/tags`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await tagged).status()).toBe(200);
      await page.getByText('Dados salvos com sucesso').waitFor();
      await shotsAtWidths(page, shot, 'produto-form-tags');

      // The products list filters by the tag and shows it as a chip.
      await page.goto(`${baseUrl}/produtos/list`);
      await tableSettled(page);
      const filters = page.getByRole('form', { name: 'Filtros' });
      const tagFilter = filters.getByLabel('Etiquetas', { exact: true });
      await tagFilter.click();
      await tagFilter.fill(name);
      await page.getByRole('option', { name }).click();
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/produtos/lista' && new URL(r.url()).searchParams.has('tags'));
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      expect((await sent).status()).toBe(200);
      await tableSettled(page);
      const rows = page.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBe(2);
      const row = await rows.nth(1).innerText();
      expect(row).toContain(produto.NmProduto);
      expect(row).toContain(name);
      await shotsAtWidths(page, shot, 'produtos-list-tag');
    },
    { asDemo: true },
  );

  flow(
    'a lista de clientes mostra as etiquetas e filtra por elas',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/clients/list`);
      await tableSettled(page);
      const filters = page.getByRole('form', { name: 'Filtros' });
      const tagFilter = filters.getByLabel('Etiquetas', { exact: true });
      await tagFilter.click();
      await tagFilter.fill('Cliente VIP');
      await page.getByRole('option', { name: 'Cliente VIP' }).click();
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vw_clientes' && new URL(r.url()).searchParams.has('tags'));
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      expect((await sent).status()).toBe(200);
      await tableSettled(page);
      const rows = page.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      for (const text of await rows.allInnerTexts()) if (!/Nome/.test(text)) expect(text).toContain('Cliente VIP');
      await shotsAtWidths(page, shot, 'clients-list-tag');
    },
    { asDemo: true },
  );
});
