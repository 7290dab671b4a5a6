import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled } from '../browser.ts';

/**
 * Purchasing as a buyer meets it: an MRP analysis suggests a purchase; "Cotar compras" (asked first, with how many)
 * makes a quotation of it; a supplier is invited and prices it; the lowest price wins; "Gerar pedidos" makes the
 * purchase order, which is marked as sent to the supplier.
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

describe.skipIf(!browserAvailable)('compras no Chromium', () => {
  const flow = demoFlows();

  flow(
    'a compra sugerida pelo MRP vira cotação, o menor preço vence, o pedido é gerado e enviado',
    async ({ page, shot }) => {
      const token = await apiToken();
      const prefix = `CMP${Date.now() % 100000}`;
      const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
      const product = (await ok(await api('POST', '/produtos', token, { CdChamada: `${prefix}-K`, NmProduto: `${prefix} Essência`, IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 0, TpProduto: 'M', TpProdutoPcp: 'C' }))).IdProduto;
      const forecast = (await ok(await api('POST', '/previsao_de_vendas', token, { NmPrevisaoDeVenda: `${prefix} previsão` }))).Id;
      await ok(await api('POST', '/previsao_de_venda_items', token, { IdPrevisaoDeVenda: forecast, produto: product, Quantidade: '48', DtPrevisaoDeVenda: today }));
      const analysis = (await ok(await api('POST', '/analises', token, { NmAnalise: `${prefix} compras`, DtInicio: today, TpPeriodo: 'S', NrHorizonteDias: 28, previsoes: [forecast] }))).IdAnalise;
      const job = (await ok(await api('GET', `/mrp/calculo/${analysis}`, token))).job;
      await expect.poll(async () => (await ok(await api('GET', `/jobs/${job}`, token))).state, { timeout: 60_000 }).toBe('completed');
      await ok(await api('POST', '/analise/criar-ordens', token, { IdAnalise: analysis, produtos: [product] }));

      // The analysis' suggested purchases: "Cotar compras" says how many before it acts.
      await page.goto(`${baseUrl}/mrp/analise/${analysis}`);
      await page.getByRole('tab', { name: 'Compras' }).click();
      await tableSettled(page);
      await page.locator('table tr', { hasText: `${prefix}-K` }).first().waitFor();
      await page.getByRole('button', { name: 'Cotar compras' }).click();
      const ask = page.getByRole('dialog', { name: 'Cotar as compras sugeridas' });
      await ask.getByText('Criar uma cotação com 1 compra sugerida desta análise?').waitFor();
      await ask.getByRole('button', { name: 'Cotar compras' }).click();
      await page.waitForURL(/\/compras\/cotacoes\/\d+$/);
      await page.getByTestId('cotacao-mapa').getByText(`${prefix}-K – ${prefix} Essência`).waitFor();

      // A supplier invited with its lead time; its price typed as in Brazil.
      const supplier = page.locator('#cotacao-IdFornecedor');
      await supplier.click();
      await supplier.fill('Química Paulista');
      await page.getByRole('option', { name: /Química Paulista/ }).first().click();
      await page.locator('#cotacao-NrPrazoEntrega').fill('5');
      await page.getByRole('button', { name: 'Adicionar fornecedor' }).click();
      const price = page.getByLabel(`Preço de Química Paulista Indústria e Comércio Ltda para ${prefix} Essência`);
      await price.fill('3,2150');
      await page.getByRole('button', { name: 'Salvar preços' }).click();
      await page.getByText('Preços salvos').waitFor();
      await page.getByRole('button', { name: 'Menor preço por item' }).click();
      await page.getByText('Vencedores escolhidos').waitFor();
      await expect.poll(() => page.getByRole('radio', { name: new RegExp(`Vencedor de ${prefix} Essência`) }).isChecked()).toBe(true);
      // 48 × R$ 3,2150 = R$ 154,32 under the price.
      await page.getByTestId('cotacao-mapa').getByText('R$ 154,32').waitFor();
      await shotsAtWidths(page, shot, 'compras-cotacao');

      const generated = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/gerar-pedidos'));
      await page.getByRole('button', { name: 'Gerar pedidos' }).click();
      const answer = await generated;
      expect(answer.status(), await answer.text()).toBe(201);
      await page.waitForURL(/\/compras\/pedidos\/\d+$/);
      await page.getByTestId('pedido-compra-status').getByText('Aberto').waitFor();
      await tableSettled(page);
      await page.locator('table tr', { hasText: `${prefix}-K` }).first().waitFor();
      await page.getByText('R$ 154,32').first().waitFor();
      // Each unit column says whose unit it is, and the add button's label fits its column at 1366 px.
      const headers = await page.locator('table th').allInnerTexts();
      expect(headers.filter((h) => h.includes('Unidade do fornecedor'))).toHaveLength(1);
      expect(headers.filter((h) => h.includes('Unidade (nossa)'))).toHaveLength(1);
      const add = page.getByRole('button', { name: 'Adicionar item', exact: true });
      expect(await add.evaluate((b) => [...b.querySelectorAll('span')].every((s) => s.scrollWidth <= s.clientWidth + 1))).toBe(true);
      await page.getByRole('button', { name: 'Marcar como enviado' }).click();
      await page.getByTestId('pedido-compra-status').getByText('Enviado').waitFor();
      await shotsAtWidths(page, shot, 'compras-pedido-enviado');

      const id = Number(page.url().split('/').pop());
      const order = await ok(await api('GET', `/pedidos_compra/${id}`, token));
      expect(order).toMatchObject({ StPedido: 'E', VlTotal: '154.32' });
      const [line] = await members<{ QtPedida: string; IdCompra: number | null }>(await api('GET', `/pedido_compra_items?IdPedidoCompra=${id}`, token));
      expect(line.QtPedida).toBe('48.000');
      expect(line.IdCompra).not.toBeNull();

      await page.goto(`${baseUrl}/compras/pedidos`);
      await tableSettled(page);
      await shotsAtWidths(page, shot, 'compras-pedidos-lista');
    },
    { asDemo: true },
  );
});
