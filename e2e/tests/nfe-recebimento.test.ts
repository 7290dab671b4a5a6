import path from 'node:path';
import { describe, expect } from 'vitest';
import { baseUrl, browserAvailable, demoFlows, shotsAtWidths, tableSettled } from '../browser.ts';

/** A supplier's NF-e to the demo company (two items, two lots in `rastro`, two instalments) and a third party's sample. */
const supplierInvoice = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/nfe-fornecedor-rastro.xml');
const thirdParty = path.resolve(import.meta.dirname, '../../../shared/fiscal/samples/internal-sp-contrib-35180834128745000152550010000476781421693968.xml');

describe.skipIf(!browserAvailable)('recebimento de mercadorias pela NF-e do fornecedor no Chromium', () => {
  const flow = demoFlows();

  flow(
    'importa a nota do fornecedor, escolhe os produtos, vê lotes e parcelas e dá entrada; a nota de terceiros não se recebe',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/nfe`);
      await tableSettled(page);
      await page.locator('input[type="file"]').setInputFiles([supplierInvoice, thirdParty]);
      const imported = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/xmls/importar');
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      expect((await imported).status()).toBe(200);
      const results = page.getByTestId('nfe-resultados');
      await results.waitFor();
      // The flows share one application: another flow may have imported the sample first, and then the import
      // says so instead of storing it twice; either way it is a third party's invoice below.
      expect(await results.innerText()).toMatch(/Nota de terceiros: nem o emitente nem o destinatário são esta empresa|NF-e já importada em \d{2}\/\d{2}\/\d{4}/);

      // The third party's invoice: the badge, and no receive action.
      await page.goto(`${baseUrl}/nfe?NrNf=47678`);
      await tableSettled(page);
      const other = page.getByRole('row').filter({ hasText: '47678' });
      await other.getByTestId('nfe-terceiros').waitFor();
      expect(await other.getByTestId('nfe-receber').count()).toBe(0);

      // The company's own sale (the demo's NF 9004, imported for its GNRE): no receive action; its address says why.
      await page.goto(`${baseUrl}/nfe?NrNf=9004`);
      await tableSettled(page);
      await page.getByRole('row').filter({ hasText: 'Comercial Campinas' }).first().waitFor();
      expect(await page.getByTestId('nfe-receber').count()).toBe(0);
      const ownId = await page.evaluate(async () => {
        const res = await fetch('/api/xmls?NrNf=9004', { headers: { 'api-token': JSON.parse(localStorage.getItem('session')!).token } });
        return ((await res.json())['hydra:member'] as { IdXml: number }[])[0].IdXml;
      });
      await page.goto(`${baseUrl}/nfe/receber/${ownId}`);
      await page.getByTestId('recebimento-propria').waitFor();
      expect(await page.getByRole('button', { name: 'Dar entrada' }).count()).toBe(0);
      await shotsAtWidths(page, shot, 'nfe-receber-propria');

      await page.goto(`${baseUrl}/nfe?NrNf=48120`);
      await tableSettled(page);
      const row = page.getByRole('row').filter({ hasText: '48120' });
      await shotsAtWidths(page, shot, 'nfe-recebidas-receber');
      await row.getByTestId('nfe-receber').click();
      await page.waitForURL(/\/nfe\/receber\/\d+$/);
      await page.getByText('Receber a NF-e 48120').waitFor();
      expect(await page.getByTestId('recebimento-fornecedor').innerText()).toContain('Será cadastrado');
      const lots = await page.getByTestId('recebimento-lotes-1').innerText();
      expect(lots).toContain('Lote AV2609A: 30,000 UN, fabricação 01/09/2026, validade 31/03/2030');
      expect(lots).toContain('Lote AV2610B');
      const titles = await page.getByTestId('recebimento-titulos').innerText();
      expect(titles).toContain('341287450001-1-48120-001: R$ 456,96 vence em 20/12/2026');
      expect(titles).toContain('341287450001-1-48120-002: R$ 456,96 vence em 19/01/2027');
      expect(await page.getByTestId('recebimento-item-1').innerText()).toContain('Escolha o produto deste item (código 1018 do fornecedor)');

      // Confirming with an item unmatched: the refusal is said on that item.
      await page.getByTestId('recebimento-confirmar').click();
      await page.getByTestId('recebimento-enviar').click();
      await page.getByText('Resolva os itens marcados antes de receber.').waitFor();

      // The products picked by name; the boxes of 12 converted by the factor.
      const pick = async (n: number, name: string) => {
        const picker = page.getByTestId(`recebimento-produto-${n}`);
        await picker.click();
        await picker.fill(name);
        await page.getByRole('option', { name: new RegExp(name) }).first().click();
      };
      await pick(1, 'Flanela');
      await page.getByTestId('recebimento-fator-1').fill('1');
      await pick(2, 'Vassoura de nylon');
      await page.getByTestId('recebimento-fator-2').fill('12');
      await shotsAtWidths(page, shot, 'nfe-recebimento');

      await page.getByTestId('recebimento-confirmar').click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.innerText()).toContain('Numa operação só, serão criados: 2 lotes, 3 entradas no estoque e 2 títulos a pagar.');
      await shotsAtWidths(page, shot, 'nfe-recebimento-confirmar');
      const received = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/xmls\/\d+\/receber$/.test(new URL(r.url()).pathname));
      await dialog.getByTestId('recebimento-enviar').click();
      expect((await received).status()).toBe(201);
      await page.waitForURL(`${baseUrl}/nfe`);
      await page.goto(`${baseUrl}/nfe?NrNf=48120`);
      await tableSettled(page);
      await page.getByRole('row').filter({ hasText: '48120' }).getByTestId('nfe-recebida').waitFor();
    },
    { asDemo: true },
  );
});
