import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, fieldError } from '../browser.ts';
import { catalogueFlows, choose, members, shotsAtWidths, tableSettled } from '../catalogo.ts';

describe.skipIf(!browserAvailable)('unidades, famílias e grupos no Chromium', () => {
  const flow = catalogueFlows();

  flow(
    'demo cria uma unidade pelo menu; sigla repetida fica no campo',
    async ({ page, shot }) => {
      const sigla = `U${String(Date.now()).slice(-5)}`;
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Unidades de medida', exact: true }).click();
      await page.waitForURL(`${baseUrl}/tipo_medidas/list`);
      const table = page.getByRole('table');
      await table.getByRole('row').filter({ hasText: 'KG' }).first().waitFor();
      await tableSettled(page);
      expect(await table.getByRole('row').filter({ hasText: 'KG' }).first().innerText()).toContain('Fracionária');
      await shotsAtWidths(page, shot, 'unidades-list');

      await page.getByRole('link', { name: 'Nova unidade' }).click();
      await page.waitForURL(`${baseUrl}/tipo_medidas/create`);
      await page.locator('#cadastro-CdSigla').fill(sigla.toLowerCase());
      expect(await page.locator('#cadastro-CdSigla').inputValue()).toBe(sigla);
      await page.locator('#cadastro-DsTipoMedida').fill('Rolo de teste');
      await choose(page, page.locator('#cadastro-TpUnidade'), 'Fracionária');
      await shotsAtWidths(page, shot, 'unidade-form');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(/\/tipo_medidas\/edit\/\d+$/);
      await page.getByText('Dados salvos com sucesso').waitFor();

      // The same code again: the API's 422 sits on the code field.
      await page.goto(`${baseUrl}/tipo_medidas/create`);
      await page.locator('#cadastro-CdSigla').fill(sigla);
      await page.locator('#cadastro-DsTipoMedida').fill('Outra');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => fieldError(page.locator('#cadastro-CdSigla'))).toBe('Este valor já está cadastrado');
      expect(page.url()).toBe(`${baseUrl}/tipo_medidas/create`);
    },
    { asDemo: true },
  );

  flow(
    'demo cria família e grupo; nome repetido fica no campo',
    async ({ page, shot }) => {
      const stamp = Date.now();
      for (const [menu, path, title] of [
        ['Famílias de produtos', 'familia_produtos', 'Nova família'],
        ['Grupos de produtos', 'grupo_produtos', 'Novo grupo'],
      ] as const) {
        await page.goto(`${baseUrl}/home`);
        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: menu, exact: true }).click();
        await page.waitForURL(`${baseUrl}/${path}/list`);
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        await tableSettled(page);
        await shot(`${path}-list`);
        await page.getByRole('link', { name: title }).click();
        await page.waitForURL(`${baseUrl}/${path}/create`);
        await page.locator('#cadastro-CdChamada').fill(`E${String(stamp).slice(-6)}`);
        await page.locator('form #cadastro-' + (path === 'familia_produtos' ? 'NmFamiliaProduto' : 'NmGrupoProduto')).fill(`${menu} E2E ${stamp}`);
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.waitForURL(new RegExp(`/${path}/edit/\\d+$`));
        await page.getByText('Dados salvos com sucesso').waitFor();
        await shot(`${path}-form`);
        await page.goto(`${baseUrl}/${path}/create`);
        await page.locator('form #cadastro-' + (path === 'familia_produtos' ? 'NmFamiliaProduto' : 'NmGrupoProduto')).fill(`${menu} e2e ${stamp}`.toUpperCase());
        await page.getByRole('button', { name: 'Salvar' }).click();
        await expect.poll(() => fieldError(page.locator('form #cadastro-' + (path === 'familia_produtos' ? 'NmFamiliaProduto' : 'NmGrupoProduto')))).toBe('Este valor já está cadastrado');
      }
    },
    { asDemo: true },
  );

  flow(
    'demo adiciona conversões a um produto: 1 CX = 12 UN e 1 M = 0,85 KG',
    async ({ page, shot }) => {
      const token = await apiToken();
      const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
      const un = units.find((u) => u.CdSigla === 'UN')!;
      const stamp = Date.now();
      const created = await api('POST', '/produtos', token, { CdChamada: `CV${stamp}`.slice(0, 20), NmProduto: `Cabo E2E ${stamp}`, TpProduto: 'A', IdTipoMedida: un.IdTipoMedida, NrDiasValidade: 30 });
      expect(created.status, await created.clone().text()).toBe(201);
      const produto = (await created.json()) as { IdProduto: number };

      await page.goto(`${baseUrl}/produtos/edit/${produto.IdProduto}`);
      const panel = page.locator('#produto-conversions');
      await panel.getByText('Nenhuma conversão deste produto.').waitFor();
      await choose(page, page.locator('#conversao-IdTipoMedida'), /^CX –/);
      await panel.getByLabel('Fator').fill('12');
      await panel.getByRole('button', { name: 'Adicionar' }).click();
      await panel.getByRole('cell', { name: '1 CX = 12 UN' }).waitFor();

      await choose(page, page.locator('#conversao-IdTipoMedida'), /^M –/);
      await choose(page, page.locator('#conversao-IdTipoMedidaDestino'), /^KG –/);
      await panel.getByLabel('Fator').fill('0,85');
      await panel.getByLabel('Fator').press('Enter');
      await panel.getByRole('cell', { name: '1 M = 0,85 KG' }).waitFor();
      // Enter added the conversion without saving the product form around it.
      expect(page.url()).toBe(`${baseUrl}/produtos/edit/${produto.IdProduto}`);

      // A second conversion from CX: the message sits on the unit.
      await choose(page, page.locator('#conversao-IdTipoMedida'), /^CX –/);
      await panel.getByLabel('Fator').fill('10');
      await panel.getByRole('button', { name: 'Adicionar' }).click();
      await expect.poll(() => fieldError(page.locator('#conversao-IdTipoMedida'))).toBe('Este produto já tem uma conversão desta unidade');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('produto-conversoes');
    },
    { asDemo: true },
  );
});
