import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, tableSettled, isoDay } from '../browser.ts';

interface Open {
  CdPedido: number;
  VlPesoBruto: string;
  CdPessoa: string;
  DsCliente: string;
}

/** The moves that take an order to invoiced through the API, from where it stands. */
const TO_INVOICED: Record<string, string[]> = { A: ['R', 'L', 'T'], R: ['L', 'T'], L: ['T'], X: ['P'] };

/** A route of its own on the road: a new vehicle, two of the demo's open orders, moved up to Em Rota through the API. */
async function routeOnTheRoad(tag: string) {
  const token = await apiToken();
  const open = await members<Open>(await api('GET', '/view_roteiro_manual?roteirizado=false&itemsPerPage=2&order[CdPedido]=desc', token));
  expect(open).toHaveLength(2);
  const v = await api('POST', '/veiculos', token, { NrPlaca: `RTE${tag.slice(-1)}A${tag.slice(-3, -1)}`, NmVeiculo: `Van ${tag}`, VlCapacidadeKG: '5000' });
  expect(v.status, await v.clone().text()).toBe(201);
  const { IdVeiculo } = (await v.json()) as { IdVeiculo: number };
  const r = await api('POST', '/roteiros', token, { NmRoteiro: `Rota E2E ${tag}`, DtRoteiro: isoDay(), IdVeiculo, pedidos: open.map((o) => o.CdPedido) });
  expect(r.status, await r.clone().text()).toBe(201);
  const { IdRoteiro } = (await r.json()) as { IdRoteiro: number };
  // Picking may have taken it some way already (its orders checked in a lot): the moves left, by hand.
  const path = ['Aberto', 'Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento', 'Em Rota'];
  const now = ((await (await api('GET', `/roteiros/${IdRoteiro}`, token)).json()) as { StatusRoteiro: string }).StatusRoteiro;
  for (const StatusRoteiro of path.slice(path.indexOf(now) + 1)) {
    // A route leaves only with its orders invoiced: each one checked (as the conference would) and invoiced first.
    if (StatusRoteiro === 'Em Rota') {
      for (const o of open) {
        const { StatusPedido } = (await (await api('GET', `/pedido_vendas/${o.CdPedido}`, token)).json()) as { StatusPedido: string };
        for (const next of TO_INVOICED[StatusPedido] ?? []) expect((await api('PUT', `/pedido_vendas/${o.CdPedido}/status`, token, { StatusPedido: next })).status).toBe(200);
      }
    }
    const res = await api('PUT', `/roteiros/${IdRoteiro}/status`, token, { StatusRoteiro });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return { token, IdRoteiro, orders: open };
}

describe.skipIf(!browserAvailable)('roteiro e frete', () => {
  const flow = demoFlows();

  flow('entregas: uma parada entregue e outra recusada com o motivo, no celular também; o roteiro fica entregue', async ({ page, shot }) => {
    const s = await routeOnTheRoad(String(Date.now()).slice(-4));
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Entregas', exact: true }).click();
    await page.waitForURL(`${baseUrl}/roteiro/entregas`);
    await page.goto(`${baseUrl}/roteiro/entregas?IdRoteiro=${s.IdRoteiro}`);
    await tableSettled(page);
    await page.getByRole('button', { name: `Marcar o pedido ${s.orders[0].CdPedido} como entregue` }).waitFor();
    await shotsAtWidths(page, shot, 'entregas-em-rota');

    await page.getByRole('button', { name: `Marcar o pedido ${s.orders[0].CdPedido} como entregue` }).click();
    await page.getByText(`Pedido ${s.orders[0].CdPedido} entregue`).waitFor();

    await page.setViewportSize({ width: 390, height: 860 });
    await page.getByRole('button', { name: `Recusar o pedido ${s.orders[1].CdPedido}` }).click();
    const dialog = page.getByRole('dialog', { name: `Recusa do pedido ${s.orders[1].CdPedido}` });
    // No reason: the stop-move schema's message on the field (the API answers the same).
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await dialog.getByText('Informe o motivo da recusa').waitFor();
    await dialog.getByLabel('Motivo da recusa').fill('Cliente fechado');
    // Typed: the message goes.
    await dialog.getByText('Informe o motivo da recusa').waitFor({ state: 'detached' });
    await shot('entregas-recusa-390');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await page.getByText(`Pedido ${s.orders[1].CdPedido} recusado`).waitFor();
    await page.setViewportSize({ width: 1366, height: 860 });
    await tableSettled(page);
    await page.getByRole('cell', { name: 'Cliente fechado' }).waitFor();
    await shotsAtWidths(page, shot, 'entregas-feitas');

    const route = (await (await api('GET', `/roteiros/${s.IdRoteiro}`, s.token)).json()) as { StatusRoteiro: string; NrEntregues: number; NrRecusados: number };
    expect(route).toMatchObject({ StatusRoteiro: 'Entregue', NrEntregues: 1, NrRecusados: 1 });

    // The monitoring shows it delivered.
    await page.goto(`${baseUrl}/roteiro?NmRoteiro=${encodeURIComponent(`Rota E2E`)}`);
    await tableSettled(page);
    await page.getByRole('cell', { name: 'Entregue' }).first().waitFor();
    await shotsAtWidths(page, shot, 'roteiros');
  }, { asDemo: true });

  flow('listas: pedidos e roteiros com pesos em KG, roteirização manual com o código do cliente em 6 dígitos, fretes em dias úteis', async ({ page, shot }) => {
    const token = await apiToken();
    const [first] = await members<Open>(await api('GET', '/view_roteiro_manual?roteirizado=false&itemsPerPage=1&order[CdPedido]=asc', token));
    await page.goto(`${baseUrl}/roteiro/manual-old?roteirizado=false`);
    await tableSettled(page);
    const label = await page.locator('table td[data-field="DsCliente"]').first().innerText();
    expect(label).toMatch(/^\d{6} - /);
    expect(await page.locator('table td[data-field="VlPesoBruto"]').first().innerText()).toMatch(/^\d{1,3}(\.\d{3})*,\d{3} KG$/);
    expect(first.CdPessoa).toMatch(/^\d{6}$/);
    await shotsAtWidths(page, shot, 'roteiro-manual-old');

    await page.goto(`${baseUrl}/roteiro/roteirov1`);
    await tableSettled(page);
    expect(await page.locator('table td[data-field="VlPesoBruto"]').first().innerText()).toMatch(/,\d{3} KG$/);
    await shotsAtWidths(page, shot, 'roteiro-pedidos');

    // The finished quotes only: other flows add quotes of their own, which may push the demo's off the first page.
    await page.goto(`${baseUrl}/frete`);
    await tableSettled(page);
    const filters = page.getByRole('form', { name: 'Filtros' });
    await filters.getByLabel('Situação da cotação').click();
    await page.getByRole('option', { name: 'Finalizada' }).click();
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await tableSettled(page);
    const finished = page.locator('tbody tr').filter({ hasText: 'Finalizada' }).first();
    expect(await finished.locator('td[data-field="DiasPrazo"]').innerText()).toMatch(/^\d+ dias? úte?is?$/);
    expect(await finished.locator('td[data-field="VlTotal"]').innerText()).toMatch(/^R\$\s?\d/);
    // A quote of an order on no route: its apportioned freight is a dash, never R$ 0,00.
    expect(await finished.locator('td[data-field="VlFreteRateado"]').innerText()).not.toMatch(/R\$\s?0,00/);
    await shotsAtWidths(page, shot, 'fretes');
  }, { asDemo: true });
});
