import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, FLOW_MS, members, shotsAtWidths, tableSettled, withoutTiles } from '../browser.ts';

interface Line {
  id: number;
  lotCode: string | null;
  expected: string;
  counted: string;
  CdProduto: string;
  CdEan: string | null;
  TpUnidade: string | null;
}

/**
 * What the user reads as a failure: a red notification (its warning icon) or an API answer of 4xx/5xx. Recorded
 * from the first screen on, so a step that failed and was retried by the flow still fails it.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400) errors.push(`${r.status()} ${r.request().method()} ${url.pathname}${url.search}`);
  });
  void page.exposeFunction('__redNotification', (text: string) => errors.push(`notificação de erro: ${text}`));
  void page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const n of document.querySelectorAll('.mantine-Notification-root')) {
        if (seen.has(n) || !n.querySelector('.tabler-icon-alert-triangle')) continue;
        seen.add(n);
        (window as unknown as { __redNotification(text: string): void }).__redNotification((n as HTMLElement).innerText);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return errors;
}

/** Types a code as a USB scanner does and Enter; waits for the scan's answer and answers the banner's text. */
async function scan(page: Page, code: string, expectScan: boolean): Promise<string> {
  const input = page.getByTestId('scan-input');
  await input.focus();
  const answered = expectScan ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/conferencia_leituras') : null;
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  if (answered) expect((await answered).status()).toBeLessThan(300);
  await page.waitForFunction(() => document.querySelector('[data-testid="scan-banner"]')?.getAttribute('data-ok') === 'true');
  return page.getByTestId('scan-banner').innerText();
}

describe.skipIf(!browserAvailable)('o caminho feliz da demonstração', () => {
  const flow = demoFlows();

  flow(
    'o pedido aberto mais novo e livre em /pedidos: roteirizado, separado em lote, conferido e faturado (NF-e autorizada), sem erro em nenhum passo',
    async (w) => {
      await withoutTiles(w);
      const { page, shot } = w;
      const errors = watchErrors(page);
      const token = await apiToken();

      // As a new user finds it: Pedidos, status Aberto.
      await page.goto(`${baseUrl}/pedidos`);
      await tableSettled(page);
      const filters = page.getByRole('form', { name: 'Filtros' });
      await filters.getByRole('combobox', { name: 'Status', exact: true }).click();
      await page.getByRole('option', { name: 'Aberto', exact: true }).click();
      await page.keyboard.press('Escape');
      const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vw_pedidos' && new URL(r.url()).searchParams.getAll('StatusPedido[]').includes('A'));
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      expect((await listed).status()).toBe(200);
      await tableSettled(page);
      // The newest of them a delivery can take: a sales order with its delivery day, not yet on a route or in a lot
      // (the other flows share the demo and take open orders too, so it is not always the first row). Looked up as
      // the list orders them, then found on the screen by its number.
      type Open = { CodPedido: number; TpPedidoDeVenda: string; DtEntrega: string | null; RotaID: number | null; IdLoteSeparacao: number | null };
      const open = await members<Open>(await api('GET', '/vw_pedidos?StatusPedido[]=A&order[DtEmissao]=desc&order[CodPedido]=desc&itemsPerPage=100', token));
      const order = open.find((o) => o.TpPedidoDeVenda === 'P' && o.DtEntrega && o.RotaID === null && o.IdLoteSeparacao === null)?.CodPedido ?? 0;
      expect(order).toBeGreaterThan(0);
      await filters.getByLabel('Pedido', { exact: true }).fill(String(order));
      await filters.getByRole('button', { name: 'Filtrar' }).click();
      await page.locator('table td[data-field="CodPedido"]', { hasText: String(order) }).first().waitFor();
      await shotsAtWidths(page, shot, 'demo-caminho-pedidos');
      const pedido = (await (await api('GET', `/pedido_vendas/${order}`, token)).json()) as { StatusPedido: string; DtEntrega: string };
      expect(pedido.StatusPedido).toBe('A');
      const day = pedido.DtEntrega.slice(0, 10);

      // Routed: a new route of the day on the manual routing board, the order assigned to it. The vehicle is made
      // for the flow (the demo's own ones may be taken by its routes in progress).
      const tag = String(Date.now()).slice(-5);
      const plate = `DMO${tag.slice(-1)}${'ABCDEFGHIJ'[Number(tag.slice(-2, -1))]}${tag.slice(-4, -2)}`;
      const v = await api('POST', '/veiculos', token, { NrPlaca: plate, NmVeiculo: `Caminhão ${tag}`, VlCapacidadeKG: '20000' });
      expect(v.status, await v.clone().text()).toBe(201);
      await page.goto(`${baseUrl}/roteiro/manual?dia=${day}`);
      const livres = page.getByTestId('coluna-livres');
      await livres.getByTestId(`pedido-${order}`).waitFor();
      await page.getByRole('button', { name: 'Novo roteiro' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome do roteiro').fill(`Rota demonstração ${tag}`);
      await dialog.locator('#novo-roteiro-IdVeiculo').click();
      await page.getByRole('option', { name: new RegExp(plate) }).click();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      const card = page.getByTestId(/^roteiro-\d+$/).filter({ hasText: `Rota demonstração ${tag}` });
      await card.waitFor();
      await livres.getByRole('checkbox', { name: `Selecionar o pedido ${order}` }).check();
      await page.locator('#manual-destino').click();
      await page.getByRole('option', { name: `Rota demonstração ${tag}` }).click();
      await page.getByRole('button', { name: 'Atribuir ao roteiro' }).click();
      await card.getByTestId(`pedido-${order}`).waitFor();
      const route = Number((await card.getAttribute('data-testid'))!.replace('roteiro-', ''));
      await shotsAtWidths(page, shot, 'demo-caminho-roteirizado');

      // Picked: a lot by hand with the order, on Conferência.
      await page.goto(`${baseUrl}/conferencia`);
      await tableSettled(page);
      await page.getByRole('button', { name: 'Novo lote' }).click();
      const form = page.getByRole('form', { name: 'Novo lote de separação' });
      await form.getByText('À mão').click();
      await form.getByLabel('Números dos pedidos').fill(String(order));
      await form.getByRole('button', { name: 'Criar lote' }).click();
      await page.waitForURL(/\/conferencia\/lote\/\d+$/);
      await page.getByRole('table').first().getByRole('link', { name: String(order), exact: true }).waitFor();
      await shotsAtWidths(page, shot, 'demo-caminho-lote');

      // Conferred: every line scanned, its quantity typed first (fractional units in the quantity field), its lot
      // after the product when it is kept by lot; the codes are the ones the screen lists.
      await page.getByRole('table').first().getByRole('link', { name: String(order), exact: true }).click();
      await page.waitForURL(`${baseUrl}/conferencia/pedido/${order}`);
      await page.getByRole('heading', { name: `Conferência do pedido ${order}` }).waitFor();
      const { lines } = (await (await api('GET', `/conferencia_pedidos/${order}`, token)).json()) as { lines: Line[] };
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const code = line.CdEan ?? line.CdProduto;
        const fractional = line.TpUnidade === 'F';
        const qty = fractional ? line.expected : String(Number(line.expected));
        if (fractional) await page.getByTestId('scan-quantity').fill(qty.replace('.', ','));
        const typed = fractional ? code : `${qty}*${code}`;
        if (line.lotCode) {
          await scan(page, typed, false);
          await scan(page, line.lotCode, true);
        } else await scan(page, typed, true);
      }
      await page.getByText('Pedido conferido: tudo confere.').waitFor();
      await shotsAtWidths(page, shot, 'demo-caminho-conferido');
      expect(((await (await api('GET', `/pedido_vendas/${order}`, token)).json()) as { StatusPedido: string }).StatusPedido).toBe('L');

      // Invoiced: from the route, its NF-e issued and authorised by the demo's SEFAZ simulator.
      await page.goto(`${baseUrl}/roteiro/${route}`);
      await page.getByRole('button', { name: 'Faturar roteiro' }).click();
      const ask = page.getByRole('dialog', { name: 'Faturar o roteiro?' });
      await ask.getByRole('button', { name: 'Faturar 1' }).click();
      const result = page.getByTestId('invoicing-result');
      await result.waitFor();
      expect(await result.locator('tbody tr').first().innerText()).toMatch(new RegExp(`${order}[\\s\\S]*Nº \\d+ série \\d+\\s+(\\d{4} ){10}\\d{4}`));
      await expect
        .poll(async () => ((await (await api('GET', `/pedido_vendas/${order}`, token)).json()) as { StatusPedido: string }).StatusPedido, { timeout: 60_000, interval: 1000 })
        .toBe('T');
      const notas = await members<{ StNfe: string }>(await api('GET', `/nfe_emitidas?CodPedido=${order}`, token));
      expect(notas.map((n) => n.StNfe)).toContain('autorizada');
      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${order}`);
      await page.getByText('Faturado', { exact: true }).first().waitFor();
      await shotsAtWidths(page, shot, 'demo-caminho-faturado');

      expect(errors).toEqual([]);
    },
    // Five screens and a scan per line of the order: longer than one screen's flow on a shared machine.
    { asDemo: true, timeoutMs: 3 * FLOW_MS },
  );
});
