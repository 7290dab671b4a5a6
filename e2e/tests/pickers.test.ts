import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { maskDocument } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled } from '../browser.ts';

/**
 * Pickers and lists that find what people type: a product by a code without digits in the quote's item picker
 * (its options open under the field, at 1280 and at 390 px), a client by an alphanumeric CNPJ typed with its mask,
 * /pedidos opening with orders only, and a row of a bulk-action list selected by a tap on its check cell.
 */

const CODE = 'AUD-FIN';
// The Receita's own example of the alphanumeric CNPJ (the format of July 2026).
const CNPJ = '12ABC34501DE35';
const CLIENT = 'Auditores Alfanuméricos Ltda';

/** The demo company's product AUD-FIN (created once: the browser flows share one database). */
async function ensureProduct(token: string): Promise<void> {
  if ((await members(await api('GET', `/produtos?CdChamada=${CODE}`, token))).length) return;
  const [unit] = await members<{ IdTipoMedida: number }>(await api('GET', '/tipo_medidas?CdSigla=UN', token));
  const res = await api('POST', '/produtos', token, { CdChamada: CODE, NmProduto: 'Serviço de auditoria final', TpProduto: 'A', IdTipoMedida: unit.IdTipoMedida, NrDiasValidade: 30 });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function ensureClient(token: string): Promise<void> {
  if ((await members(await api('GET', `/vw_clientes?document=${CNPJ}`, token))).length) return;
  const res = await api('POST', '/people/clients', token, { name: CLIENT, document: CNPJ, contributorType: 9 });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The open options of a searchable select sit under its field, starting where it starts and no wider than the page. */
async function expectOptionsUnder(page: Page, input: Locator): Promise<void> {
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  // The dropdown slides in: measure once it stopped moving.
  await page.waitForTimeout(300);
  const field = (await input.boundingBox())!;
  const list = (await listbox.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(list.x - field.x), `options start at ${list.x}, the field at ${field.x}`).toBeLessThanOrEqual(12);
  expect(list.y).toBeGreaterThanOrEqual(field.y + field.height - 2);
  expect(list.y).toBeLessThanOrEqual(field.y + field.height + 40);
  expect(list.x + list.width).toBeLessThanOrEqual(width);
}

describe.skipIf(!browserAvailable)('seletores e listas no Chromium', () => {
  const flow = demoFlows();

  flow(
    'o seletor de produto do item acha AUD-FIN (código sem dígitos), com as opções sob o campo em 1280 e 390 px',
    async ({ page, shot }) => {
      const token = await apiToken();
      await ensureProduct(token);
      const [client] = await members<{ id: number }>(await api('GET', '/cliente-venda-orcamento?itemsPerPage=1', token));
      const quote = (await (await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id })).json()) as { CodPedido: number };
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${quote.CodPedido}`);
      const input = page.getByTestId('item-add-form').locator('#item-IdProduto');
      for (const [width, typed] of [[1280, CODE], [390, 'aud fin']] as const) {
        await page.setViewportSize({ width, height: 860 });
        await input.scrollIntoViewIfNeeded();
        const searched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/view_produto_estoque' && new URL(r.url()).searchParams.get('input') === typed);
        await input.fill(typed);
        expect((await searched).status()).toBe(200);
        const option = page.getByRole('option', { name: /^AUD-FIN — Serviço de auditoria final/ });
        await option.waitFor();
        await expectOptionsUnder(page, input);
        await shot(`pickers-produto-aud-fin-${width}`);
        if (width === 390) {
          await option.click();
          await expect.poll(() => input.inputValue()).toMatch(/^AUD-FIN — Serviço de auditoria final/);
        } else {
          await page.keyboard.press('Escape');
          await input.fill('');
        }
      }
      await page.setViewportSize({ width: 1366, height: 860 });
    },
    { asDemo: true },
  );

  flow(
    'o cliente de CNPJ alfanumérico é achado pelo documento com máscara, no seletor do orçamento e no filtro da lista',
    async ({ page, shot }) => {
      await ensureClient(await apiToken());
      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes`);
      const picker = page.locator('#orcamento-IdCliente');
      await picker.fill(maskDocument(CNPJ).toLowerCase());
      await page.getByRole('option', { name: new RegExp(`^${CLIENT}`) }).waitFor();
      await expectOptionsUnder(page, picker);
      await shotsAtWidths(page, shot, 'pickers-cliente-cnpj');

      await page.goto(`${baseUrl}/clients/list`);
      await tableSettled(page);
      const filter = page.getByRole('form', { name: 'Filtros' }).getByLabel('CNPJ / CPF');
      await filter.pressSequentially(maskDocument(CNPJ).toLowerCase());
      // The mask goes as one types; the letters stay, in upper case.
      expect(await filter.inputValue()).toBe(CNPJ);
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vw_clientes' && new URL(r.url()).searchParams.get('document') === CNPJ);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      expect((await sent).status()).toBe(200);
      await tableSettled(page);
      const rows = page.getByRole('table').getByRole('row');
      await rows.filter({ hasText: CLIENT }).waitFor();
      expect(await rows.filter({ hasText: CLIENT }).innerText()).toContain(maskDocument(CNPJ));
      await shotsAtWidths(page, shot, 'pickers-clientes-filtro-cnpj');
    },
    { asDemo: true },
  );

  flow(
    '/pedidos abre com os pedidos; os pré-pedidos (orçamentos) só pelo filtro de tipo',
    async ({ page, shot }) => {
      const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vw_pedidos');
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pedidos', exact: true }).click();
      await page.waitForURL(`${baseUrl}/pedidos`);
      const types = new URL((await first).url()).searchParams.getAll('TpPedidoDeVenda[]');
      expect(types.sort()).toEqual(['D', 'P', 'T']);
      await tableSettled(page);
      const typeCells = page.getByRole('table').locator('td[data-field="TpPedidoDeVenda"]');
      await typeCells.first().waitFor();
      expect(await typeCells.allInnerTexts()).not.toContain('Pré-pedido');
      await shotsAtWidths(page, shot, 'pickers-pedidos-padrao');

      // The quotes, asked for by the type filter.
      const filter = page.getByRole('form', { name: 'Filtros' });
      const type = filter.getByRole('combobox', { name: 'Tipo', exact: true });
      // The three order types are its chips: Backspace takes them out, one by one.
      await type.click();
      for (let i = 0; i < 3; i++) await type.press('Backspace');
      await page.getByRole('option', { name: 'Pré-pedido' }).click();
      await page.keyboard.press('Escape');
      const quotes = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vw_pedidos' && new URL(r.url()).searchParams.getAll('TpPedidoDeVenda[]').join() === 'O');
      await filter.getByRole('button', { name: 'Filtrar' }).click();
      expect((await quotes).status()).toBe(200);
      await tableSettled(page);
      await expect.poll(async () => [...new Set(await typeCells.allInnerTexts())]).toEqual(['Pré-pedido']);
      await shot('pickers-pedidos-pre-pedidos');
    },
    { asDemo: true },
  );

  flow(
    'numa lista com ações em lote, um toque na célula da caixa marca a linha no celular (390 px)',
    async ({ page, shot }) => {
      await page.setViewportSize({ width: 390, height: 860 });
      await page.goto(`${baseUrl}/produtos/list`);
      await tableSettled(page);
      const row = page.getByRole('table').getByRole('row').nth(1);
      const cell = row.locator('td').first();
      await cell.scrollIntoViewIfNeeded();
      const box = (await cell.boundingBox())!;
      // The cell's corner, off the box itself.
      await page.mouse.click(box.x + 3, box.y + 3);
      await page.getByTestId('list-selected').waitFor();
      expect(await page.getByTestId('list-selected').innerText()).toBe('1 selecionado');
      expect(new URL(page.url()).pathname).toBe('/produtos/list');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('pickers-selecao-390');
    },
    { asDemo: true },
  );
});
