import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { baseUrl, browserAvailable, demoFlows, fieldError, shotsAtWidths, tableSettled } from '../browser.ts';

/** The six sample invoices of ../shared/fiscal/samples, as a user uploads them. */
const samples = path.resolve(import.meta.dirname, '../../../shared/fiscal/samples');
const invoices = fs.readdirSync(samples).filter((f) => f.endsWith('.xml'));

describe.skipIf(!browserAvailable)('notas fiscais e GNRE no Chromium', () => {
  const flow = demoFlows();

  flow(
    'importa as seis notas, gera as guias, baixa o lote e confere a configuração por UF',
    async ({ page, shot }) => {
      // The menu's tax entry opens the invoices; the six samples go up in one upload.
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Notas fiscais (XML)', exact: true }).click();
      await page.waitForURL(`${baseUrl}/nfe`);
      await tableSettled(page);
      await page.locator('input[type="file"]').setInputFiles(invoices.map((f) => path.join(samples, f)));
      const imported = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/xmls/importar');
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      expect((await imported).status()).toBe(200);
      const results = page.getByTestId('nfe-resultados');
      await results.waitFor();
      // The flows share one application: the receiving flow uploads one of these samples (a third party's) too, and
      // when it ran first that one answers "Já importada" here, stored once either way.
      const answered = async () => (await results.getByText('Importada', { exact: true }).count()) + (await results.getByText('Já importada', { exact: true }).count());
      await expect.poll(answered).toBe(6);
      expect(await results.getByText('Importada', { exact: true }).count()).toBeGreaterThanOrEqual(5);
      expect(await results.innerText()).toContain('Dígito verificador da chave de acesso inválido (esperado 0)');
      await tableSettled(page);
      // The company's own authorised invoices (dated today) are listed too, before these older ones: a longer page.
      await page.goto(`${baseUrl}/nfe?itemsPerPage=50`);
      await tableSettled(page);
      const list = page.getByRole('table').last();
      await expect.poll(async () => (await list.innerText()).includes('FULANO DOS SANTOS')).toBe(true);
      const text = await list.innerText();
      expect(text).toContain('R$ 347,28');
      expect(text).toContain('3518 0834 1287 4500 0152 5500 1000 0474 2819 2000 7498');
      expect(await page.getByTestId('nfe-avisos').count()).toBeGreaterThan(0);
      await shotsAtWidths(page, shot, 'nfe-list');

      // The samples are other companies' invoices (neither issuer nor recipient is the demo company): flagged, and no
      // guide comes from them. The guides come from the company's own invoices: the DIFAL of invoice 9002 to MG.
      expect(await page.getByTestId('nfe-terceiros').count()).toBeGreaterThan(0);
      await page.goto(`${baseUrl}/gnre`);
      await tableSettled(page);
      // The generation itself, not the dry run that counts the guides for the question before it.
      const generated = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/gnres/gerar' && !r.request().postData()?.includes('simular'));
      await page.getByRole('button', { name: 'Gerar guias' }).click();
      await page.getByRole('dialog', { name: 'Gerar guias' }).getByRole('button', { name: 'Gerar guias' }).click();
      expect((await generated).status()).toBe(200);
      await page.getByText(/guias? geradas? \(lotes: /).waitFor();
      await tableSettled(page);
      const guides = page.getByRole('table');
      await expect.poll(async () => (await guides.innerText()).includes('9002')).toBe(true);
      expect(await guides.innerText()).not.toContain('47428');
      const row = guides.getByRole('row').filter({ hasText: '9002' });
      expect(await row.innerText()).toContain('R$ 44,55');
      expect(await row.innerText()).toContain('Gerada (não enviada)');
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: /Baixar XML do lote/ }).click();
      const file = await (await download).path();
      const xml = fs.readFileSync(file!, 'utf8');
      expect(xml).toContain('<TLote_GNRE xmlns="http://www.gnre.pe.gov.br" versao="2.00">');
      expect(xml).toContain('<documentoOrigem tipo="10">9002</documentoOrigem>');
      await shotsAtWidths(page, shot, 'gnre-list');

      // The UF configuration refuses a line without its code: 'Campo obrigatório' under the field.
      await page.goto(`${baseUrl}/nfe/config`);
      await tableSettled(page);
      await shotsAtWidths(page, shot, 'nfe-config');
      await page.getByRole('button', { name: 'Nova configuração' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      const code = page.locator('#config-uf-IdConfigUf');
      await expect.poll(() => fieldError(code)).toBe('Campo obrigatório');
      await shotsAtWidths(page, shot, 'nfe-config-required');
    },
    { asDemo: true },
  );

  flow(
    'mostra as receitas, as contas a pagar e os itens integrados',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/gnre/config`);
      await tableSettled(page);
      expect(await page.getByRole('table').first().innerText()).toContain('100102');
      await shotsAtWidths(page, shot, 'gnre-config');

      await page.goto(`${baseUrl}/items-to-pay`);
      await tableSettled(page);
      const titles = await page.getByRole('table').innerText();
      expect(titles).toContain('Aluguel do galpão');
      expect(titles).toContain('R$ 12.500,00');
      await shotsAtWidths(page, shot, 'items-to-pay');

      await page.goto(`${baseUrl}/integrated-items/erp/apagar`);
      await tableSettled(page);
      expect(await page.getByRole('table').innerText()).toContain('enviado ao ERP');
      await shotsAtWidths(page, shot, 'integrated-items');
    },
    { asDemo: true },
  );
});
