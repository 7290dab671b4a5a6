import { describe, expect } from 'vitest';
import { TpPedidoDeVenda, StatusPedido } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled } from '../browser.ts';

/** Waits up to 30 s for the screen to show what it should (the machine is shared). */

/** Words, not codes: the screens where a reviewer met letters, keys and numbers in place of names, in pt-BR. */
describe.skipIf(!browserAvailable)('rótulos no Chromium', () => {
  const flow = demoFlows();

  flow(
    '/roteiro/roteirov1 mostra o tipo e os status dos pedidos por nome',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/roteiro/roteirov1`);
      await tableSettled(page);
      const types = await page.locator('table td[data-field="TpPedidoDeVenda"]').allInnerTexts();
      expect(types.length).toBeGreaterThan(0);
      const words = TpPedidoDeVenda.options('pt-BR').map((o) => o.label);
      for (const type of types.filter((text) => text.trim() !== '')) expect(words).toContain(type.trim());
      expect(types).not.toContain('P');
      const statuses = (await page.locator('table td[data-field="statusPedido"]').allInnerTexts()).filter((text) => text.trim() !== '');
      for (const status of statuses) expect(StatusPedido.options('pt-BR').map((o) => o.label)).toContain(status.trim());
      await shotsAtWidths(page, shot, 'rotulos-roteirov1');
    },
    { asDemo: true },
  );

  flow(
    '/settings mostra cada configuração pelo nome, na lista e no editor',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/settings`);
      await tableSettled(page);
      const table = page.getByRole('table');
      await table.getByText('Filtrar transportadores por característica').first().waitFor();
      const text = await table.innerText();
      for (const key of ['transportadorCaracteristicaFiltro', 'origin', 'desconto_maximo']) expect(text).not.toMatch(new RegExp(`\\b${key}\\b`));
      await shotsAtWidths(page, shot, 'rotulos-settings');
      await page.getByRole('button', { name: 'Editar Filtrar transportadores por característica' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByLabel('Configuração').inputValue()).toBe('Filtrar transportadores por característica');
      await shotsAtWidths(page, shot, 'rotulos-settings-editor');
    },
    { asDemo: true },
  );

  flow(
    'o painel de impostos do orçamento nomeia o indicador de IE do destinatário',
    async ({ page, shot }) => {
      const token = await apiToken();
      const clients = await members<{ id: number; contributorType: string | null }>(await api('GET', '/vw_clientes?uf=SP&itemsPerPage=100', token));
      const client = clients.find((c) => c.contributorType === '1')!;
      const quote = await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id });
      expect(quote.status, await quote.clone().text()).toBe(201);
      const order = ((await quote.json()) as { CodPedido: number }).CodPedido;
      const [product] = await members<{ IdProduto: number }>(await api('GET', '/produtos?itemsPerPage=1&TpProduto=A', token));
      const item = await api('POST', '/pedido_venda_items', token, { CodPedido: order, IdProduto: product.IdProduto, QtPedida: '1', VlUnitario: '100.00' });
      expect(item.status, await item.clone().text()).toBe(201);
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${order}`);
      const context = page.getByTestId('taxes-context');
      await expect.poll(() => context.innerText()).toContain('Contribuinte ICMS');
      expect(await context.innerText()).not.toMatch(/contribuinte \d/i);
      await context.scrollIntoViewIfNeeded();
      await shotsAtWidths(page, shot, 'rotulos-impostos');
    },
    { asDemo: true },
  );
});
