import fs from 'node:fs';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, shotsAtWidths, signIn, tableSettled } from '../browser.ts';

/** The list's total as the screen shows it ('60 registros' → 60; an empty list says so in words). */
async function listTotal(page: Page): Promise<number> {
  await page.waitForFunction(() => /^(\d[\d.]* |Nenhum)/.test(document.querySelector('[data-testid="list-total"]')?.textContent ?? ''));
  const text = await page.getByTestId('list-total').innerText();
  return /^\d/.test(text) ? Number(text.split(' ')[0].replace(/\./g, '')) : 0;
}

/** Clicks "Filtrar" and waits for the GET /api/vw_pedidos whose query has every `expected` parameter. */
async function applyFilters(page: Page, expected: Record<string, string>): Promise<void> {
  const sent = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/vw_pedidos' && Object.entries(expected).every(([key, value]) => url.searchParams.getAll(key).includes(value));
  });
  await page.getByRole('form', { name: 'Filtros' }).getByRole('button', { name: 'Filtrar' }).click();
  expect((await sent).status()).toBe(200);
  await tableSettled(page);
}

/** hydra:totalItems of GET /api/vw_pedidos with this query, as the demo user. */
async function apiTotal(query: string): Promise<number> {
  const res = await api('GET', `/vw_pedidos?${query}`, await apiToken());
  expect(res.status).toBe(200);
  return ((await res.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
}

/** What /pedidos asks for when it opens: the orders, every type but the pre-order (quote). */
const ORDERS = 'TpPedidoDeVenda[]=D&TpPedidoDeVenda[]=P&TpPedidoDeVenda[]=T';

const columnTexts = (page: Page, field: string) => page.locator(`table td[data-field="${field}"]`).allInnerTexts();

describe.skipIf(!browserAvailable)('pedidos no Chromium', () => {
  const flow = demoFlows();

  flow(
    'demo abre Pedidos pelo menu, filtra por status e por período e exporta o CSV',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pedidos', exact: true }).click();
      await page.waitForURL(`${baseUrl}/pedidos`);
      await page.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
      await tableSettled(page);
      expect(await listTotal(page)).toBe(await apiTotal(ORDERS));
      // Brazilian formats: DD/MM/YYYY, R$ and KG, CPF/CNPJ masked.
      expect((await columnTexts(page, 'DtEmissao'))[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect((await columnTexts(page, 'VlFrete'))[0]).toMatch(/^R\$\s[\d.]+,\d{2}$/);
      expect((await columnTexts(page, 'VlPesoBruto'))[0]).toMatch(/^[\d.]+,\d{3} KG$/);
      // A CNPJ may be alphanumeric (the format of July 2026) or a CPF.
      expect((await columnTexts(page, 'NrDocumento'))[0]).toMatch(/^[\dA-Z]{2}\.[\dA-Z]{3}\.[\dA-Z]{3}\/[\dA-Z]{4}-\d{2}$|^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      await shotsAtWidths(page, shot, 'pedidos-lista');

      // Status: invoiced only.
      const filters = page.getByRole('form', { name: 'Filtros' });
      await filters.getByRole('combobox', { name: 'Status', exact: true }).click();
      await page.getByRole('option', { name: 'Faturado', exact: true }).click();
      await page.keyboard.press('Escape');
      await applyFilters(page, { 'StatusPedido[]': 'T' });
      const invoiced = await listTotal(page);
      expect(invoiced).toBe(await apiTotal(`StatusPedido[]=T&${ORDERS}`));
      expect(invoiced).toBeGreaterThan(0);
      expect(new Set(await columnTexts(page, 'StatusPedido'))).toEqual(new Set(['Faturado']));

      // Issued in the last 30 days (with the status still on).
      await page.getByTestId('pedidos-DtEmissao-last30').click();
      await applyFilters(page, { 'StatusPedido[]': 'T' });
      const url = new URL(page.url());
      const after = url.searchParams.get('DtEmissao[after]') ?? '';
      const before = url.searchParams.get('DtEmissao[before]') ?? '';
      expect(after).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await listTotal(page)).toBe(await apiTotal(`StatusPedido[]=T&${ORDERS}&DtEmissao[after]=${after}&DtEmissao[before]=${before}`));
      await shotsAtWidths(page, shot, 'pedidos-filtrados');

      // CSV of the filtered list: the visible columns under their pt-BR headers.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await (await download).path();
      const lines = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
      expect(lines[0]).toMatch(/^Pedido;Cliente;CPF\/CNPJ;Setor;Status;Tipo;Emissão;Entrega;Frete;Peso bruto;Fase;/);
      expect(lines[0]).toContain(';Lote;Status do lote;');
      expect(lines.length - 1).toBe(await listTotal(page));
      for (const line of lines.slice(1)) expect(line.split(';')[4]).toBe('Faturado');

      // A row's PDF opens in the browser's viewer, in a new tab.
      const first = page.getByRole('table').getByRole('row').nth(1);
      await first.getByRole('button', { name: /^Ações do pedido \d+$/ }).click();
      const pdf = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/imprime_pedido_vendas_pdf');
      const popup = page.waitForEvent('popup');
      await page.getByRole('menuitem', { name: 'Imprimir (PDF)' }).click();
      const answer = await pdf;
      expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'application/pdf']);
      await (await popup).waitForURL(/^blob:/);
    },
    { asDemo: true },
  );

  flow('o vendedor vê a lista de pedidos; a resumida abre em /pedidosv1', async ({ page, shot }) => {
    await signIn(page, 'vendedor', 'vendedor1234');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.waitForURL(`${baseUrl}/pedidos`);
    await tableSettled(page);
    expect(await listTotal(page)).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/pedidosv1`);
    await page.getByRole('heading', { name: 'Pedidos (lista resumida)' }).waitFor();
    await tableSettled(page);
    expect(await listTotal(page)).toBeGreaterThan(0);
    expect((await columnTexts(page, 'VlTotal'))[0]).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    await shotsAtWidths(page, shot, 'pedidosv1-vendedor');
  });
});
