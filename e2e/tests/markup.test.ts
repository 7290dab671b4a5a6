import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, fieldError, shotsAtWidths, signIn } from '../browser.ts';

describe.skipIf(!browserAvailable)('formação de preço no Chromium', () => {
  const flow = demoFlows();

  flow(
    'demo cria um markup: a soma de 100% é recusada no lucro, o preço é simulado e a família passa a ter preço',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Formação de preço', exact: true }).click();
      await page.waitForURL(`${baseUrl}/parametros`);
      const table = page.getByRole('table');
      await table.getByRole('row').filter({ hasText: 'Varejo — linha doméstica' }).waitFor();
      await shotsAtWidths(page, shot, 'markups-list');

      await page.getByRole('link', { name: 'Novo markup' }).click();
      await page.waitForURL(`${baseUrl}/parametros/custos/novo`);
      const stamp = Date.now();
      await page.locator('#markup-NmMarkup').fill(`Atacado E2E ${stamp}`);
      for (const [label, value] of [
        ['Impostos sobre a venda', '18'],
        ['Comissão', '5'],
        ['Frete', '3'],
        ['Despesas administrativas', '8'],
        ['Custo financeiro', '2'],
        ['Lucro', '64'],
      ]) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      // The live simulation: no price when the sum reaches 100 %.
      await expect.poll(() => page.getByTestId('markup-total').innerText()).toBe('100,0%');
      expect(await page.getByTestId('markup-price').innerText()).toBe('—');
      await page.getByRole('button', { name: 'Salvar' }).click();
      const lucro = page.getByLabel('Lucro', { exact: true });
      await expect.poll(() => fieldError(lucro)).toBe('A soma dos percentuais (100,00%) precisa ficar abaixo de 100%');
      await shotsAtWidths(page, shot, 'markup-erro');

      // Profit 10 %: Σ 46 %, R$ 100,00 of cost sells for R$ 185,19.
      await lucro.fill('10');
      await expect.poll(() => page.getByTestId('markup-price').innerText()).toBe('R$ 185,19');
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/markup');
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await created).status()).toBe(201);
      await page.waitForURL(/\/parametros\/custos\/\d+$/);

      // A family of its own with a product of known cost: assigned here, priced here.
      const token = await apiToken();
      const family = (await (await api('POST', '/familia_produtos', token, { NmFamiliaProduto: `Família E2E ${stamp}` })).json()) as { IdFamiliaProduto: number };
      const units = ((await (await api('GET', '/tipo_medidas?pagination=false', token)).json()) as { 'hydra:member': { IdTipoMedida: number; CdSigla: string }[] })['hydra:member'];
      const un = units.find((u) => u.CdSigla === 'UN')!;
      const product = await api('POST', '/produtos', token, { CdChamada: `MK${stamp}`.slice(0, 20), NmProduto: `Detergente atacado E2E ${stamp}`, TpProduto: 'A', IdTipoMedida: un.IdTipoMedida, NrDiasValidade: 365, VlPrecoCusto: '54.00', IdFamiliaProduto: family.IdFamiliaProduto });
      expect(product.status).toBe(201);
      await page.reload();
      await page.getByRole('heading', { name: 'Famílias e produtos' }).waitFor();
      await page.locator('#markup-assignments').getByPlaceholder('Escolha').click();
      await page.getByRole('option', { name: `Família E2E ${stamp}` }).click();
      await page.getByRole('button', { name: 'Atribuir' }).click();
      await page.getByText('Markup atribuído.').waitFor();
      const prices = page.getByRole('table', { name: 'Preços sugeridos' });
      const row = prices.getByRole('row').filter({ hasText: `Detergente atacado E2E ${stamp}` });
      await row.waitFor();
      // 54,00 ÷ 0,54 = 100,00 with a 46 % margin.
      expect(await row.innerText()).toMatch(/Da família\s+R\$ 54,00\s+R\$ 100,00\s+46,0%/);
      await shotsAtWidths(page, shot, 'markup-form');

      // Units of measure: assign one free unit.
      await page.locator('#main').getByRole('link', { name: 'Unidades de medida' }).click();
      await page.waitForURL(/\/parametros\/tipo_medida\/\d+$/);
      await page.locator('#markup-units').getByPlaceholder('Escolha').click();
      const option = page.getByRole('option').first();
      const unitName = await option.innerText();
      await option.click();
      await page.getByRole('button', { name: 'Atribuir' }).click();
      await page.getByRole('table', { name: 'Unidades de medida' }).getByRole('row').filter({ hasText: unitName }).waitFor();
      await shotsAtWidths(page, shot, 'markup-unidades');
      // Leave the unit free for the next run.
      await page.getByRole('button', { name: `Retirar: ${unitName}` }).click();
      await page.getByText('Nenhuma unidade usa este markup.').waitFor();
    },
    { asDemo: true },
  );

  flow('o vendedor não vê a formação de preço', async ({ page, shot }) => {
    await signIn(page, 'vendedor', 'vendedor1234');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Produtos', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Formação de preço' }).count()).toBe(0);
    await page.goto(`${baseUrl}/parametros`);
    await page.getByText('Acesso negado').first().waitFor();
    await shot('markup-vendedor');
  });
});
