import { describe, expect } from 'vitest';
import { baseUrl, browserAvailable, demoFlows, fieldError, shotsAtWidths, tableSettled } from '../browser.ts';

describe.skipIf(!browserAvailable)('fórmulas no Chromium', () => {
  const flow = demoFlows();

  flow(
    'uma fórmula com variável desconhecida mostra o erro no campo; a válida é testada ao vivo e salva',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Fórmulas', exact: true }).click();
      await page.waitForURL(`${baseUrl}/formulas/list`);
      await tableSettled(page);
      expect(await page.getByRole('table').innerText()).toContain('Peso da chapa');
      await shotsAtWidths(page, shot, 'formulas-list');

      await page.getByRole('link', { name: 'Nova fórmula' }).click();
      await page.waitForURL(`${baseUrl}/formulas/create`);
      await page.locator('#formula-NmFormula').fill(`Chapa E2E ${Date.now()}`);
      const expression = page.locator('#formula-DsExpressao');
      // The error says what and where as it is typed; saving sends nothing.
      await expression.fill('comprimento * largura * x');
      await expect.poll(() => fieldError(expression)).toBe('Variável desconhecida "x" na posição 25');
      let posted = false;
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/formulas') posted = true;
      });
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('alert').filter({ hasText: 'Corrija os campos' }).waitFor();
      expect(posted).toBe(false);
      await expression.fill('(comprimento * largura');
      await expect.poll(() => fieldError(expression)).toBe('Parêntese não fechado: falta ")" na posição 23');
      await shotsAtWidths(page, shot, 'formula-form-error');
      // round's places must be a whole number written in the formula, 0 to 10: the error says where.
      await expression.fill('round(comprimento, -1)');
      await expect.poll(() => fieldError(expression)).toBe('As casas decimais de round (posição 20) devem ser um número inteiro de 0 a 10');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('alert').filter({ hasText: 'Corrija os campos' }).waitFor();
      expect(posted).toBe(false);
      await shotsAtWidths(page, shot, 'formula-form-round');

      // The valid one: the test area asks for the variables it uses and gives the exact weight.
      await expression.fill('comprimento * largura * espessura * densidade');
      await expect.poll(() => fieldError(expression)).toBe('');
      await page.locator('#formula-TpResultado').click();
      await page.getByRole('option', { name: 'Peso (KG)' }).click();
      await page.locator('#formula-test-comprimento').fill('2');
      await page.locator('#formula-test-largura').fill('1,25');
      await page.locator('#formula-test-espessura').fill('0,003');
      await page.locator('#formula-test-densidade').fill('7850');
      await expect.poll(() => page.getByTestId('formula-result').innerText()).toContain('58,875 KG');
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/formulas');
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await created).status()).toBe(201);
      await page.waitForURL(/\/formulas\/edit\/\d+$/);
      await page.getByText('Dados salvos com sucesso').waitFor();
      // The edit screen (a new form) tests the saved formula too.
      await page.getByRole('heading', { name: 'Editar fórmula' }).waitFor();
      await page.locator('#formula-test-comprimento').fill('2');
      await page.locator('#formula-test-largura').fill('1,25');
      await page.locator('#formula-test-espessura').fill('0,003');
      await page.locator('#formula-test-densidade').fill('7850');
      await expect.poll(() => page.getByTestId('formula-result').innerText()).toContain('58,875 KG');
      await shotsAtWidths(page, shot, 'formula-form-test');
    },
    { asDemo: true },
  );
});
