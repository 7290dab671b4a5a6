import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, withoutTiles, isoDay as iso } from '../browser.ts';

/** A valid EAN-13 from its first 12 digits (the GS1 check digit). */
function ean13(body: string): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The moves that take an order to invoiced through the API (checked first, as the conference would). */
const TO_INVOICED: Record<string, string[]> = { A: ['R', 'L', 'T'], R: ['L', 'T'], L: ['T'], X: ['P'] };

/** A route of its own with two of the demo's open orders (status A, off any route), moved by hand up to `until`. */
async function routeOf(tag: string, until: string, invoiced = false) {
  const token = await apiToken();
  const open = (await members<{ CdPedido: number }>(await api('GET', '/view_roteiro_manual?roteirizado=false&itemsPerPage=300&order[CdPedido]=asc', token))).map((o) => o.CdPedido);
  const orders: number[] = [];
  for (const cod of open) {
    if (orders.length === 2) break;
    const o = (await (await api('GET', `/pedido_vendas/${cod}`, token)).json()) as { StatusPedido: string };
    if (o.StatusPedido === 'A') orders.push(cod);
  }
  expect(orders).toHaveLength(2);
  const v = await api('POST', '/veiculos', token, { NrPlaca: `FAT${tag.slice(-1)}B${tag.slice(-3, -1)}`, NmVeiculo: `Van ${tag}`, VlCapacidadeKG: '9000' });
  expect(v.status, await v.clone().text()).toBe(201);
  const r = await api('POST', '/roteiros', token, { NmRoteiro: `Rota faturamento ${tag}`, DtRoteiro: iso(1), IdVeiculo: ((await v.json()) as { IdVeiculo: number }).IdVeiculo, pedidos: orders });
  expect(r.status, await r.clone().text()).toBe(201);
  const { IdRoteiro } = (await r.json()) as { IdRoteiro: number };
  if (invoiced)
    for (const cod of orders) for (const StatusPedido of TO_INVOICED.A) expect((await api('PUT', `/pedido_vendas/${cod}/status`, token, { StatusPedido })).status).toBe(200);
  const path = ['Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento', 'Em Rota'];
  for (const StatusRoteiro of path.slice(0, path.indexOf(until) + 1)) {
    const res = await api('PUT', `/roteiros/${IdRoteiro}/status`, token, { StatusRoteiro });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return { token, IdRoteiro, orders };
}

const routeStatus = async (page: Page) => (await page.getByTestId('route-status').textContent())?.trim();

describe.skipIf(!browserAvailable)('faturamento do roteiro e confirmações', () => {
  const flow = demoFlows();

  flow('faturar o roteiro pergunta quantos pedidos, mostra o andamento e o resultado por pedido; sem faturar ele não sai em rota', async (w) => {
    await withoutTiles(w);
    const { page, shot } = w;
    const s = await routeOf(String(Date.now()).slice(-4), 'Em Carregamento');
    await page.goto(`${baseUrl}/roteiro/${s.IdRoteiro}`);
    // Why it cannot leave: the orders not invoiced, named.
    const holds = page.getByTestId('route-holds');
    await holds.getByText(`Faltam: ${[...s.orders].sort((a, b) => a - b).join(', ')}`).waitFor();
    await page.getByRole('button', { name: 'Faturar roteiro' }).waitFor();
    await shotsAtWidths(page, shot, 'roteiro-faturar');

    // Each stop waits for its order's invoice as the route does: 'Em Rota' is offered disabled, saying why.
    await page.getByRole('button', { name: `Mudar a entrega do pedido ${s.orders[0]}` }).click();
    const stopOnRoad = page.getByRole('menuitem', { name: /Em Rota/ });
    await stopOnRoad.waitFor();
    expect(await stopOnRoad.isDisabled()).toBe(true);
    expect(await stopOnRoad.innerText()).toContain('O pedido ainda não foi faturado');
    await shot('roteiro-parada-sem-nota');
    await page.keyboard.press('Escape');
    await stopOnRoad.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 390, height: 860 });
    await page.getByRole('button', { name: 'Faturar roteiro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Faturar o roteiro?' });
    await dialog.getByText('Serão emitidas as NF-e de 2 pedidos ainda não faturados').waitFor();
    // The dialog's opening transition over.
    await page.waitForTimeout(400);
    await shot('roteiro-faturar-pergunta-390');
    await page.setViewportSize({ width: 1280, height: 860 });
    await shot('roteiro-faturar-pergunta-1280');
    await dialog.getByRole('button', { name: 'Faturar 2' }).click();

    const result = page.getByTestId('invoicing-result');
    await result.waitFor();
    const rows = await result.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    for (const [i, order] of s.orders.entries()) expect(rows[i]).toContain(String(order));
    // Each order either has its invoice (number and key in groups of four) or the reason it has none.
    for (const row of rows) expect(row).toMatch(/Nº \d+ série \d+\s+(\d{4} ){10}\d{4}|Não faturado\s+\S+/);
    const job = (await (await api('GET', `/roteiros/${s.IdRoteiro}/notas`, s.token)).json()) as { pedidos: { notas: unknown[] }[] };
    expect(rows.filter((r) => r.includes('Nº')).length).toBe(job.pedidos.filter((p) => p.notas.length > 0).length);
    await shotsAtWidths(page, shot, 'roteiro-faturado');

    // Until SEFAZ has answered for both, leaving is refused naming the orders still waiting (the simulator may be
    // faster than this click: then the route simply leaves).
    await page.getByRole('button', { name: 'Passar para Em Rota' }).click();
    const refused = page.getByText(new RegExp(`O roteiro não sai em rota com pedidos não faturados: (${s.orders.join('|')})`));
    await refused.or(page.getByText('Status do roteiro: Em Rota')).first().waitFor();

    // The demo's orders carry what an NF-e needs: both were invoiced. The route's DANFEs: one PDF in a new tab.
    const invoiced = job.pedidos.map((p, i) => ({ order: s.orders[i], notas: p.notas as { IdNfe: number; NrNota: number }[] })).filter((p) => p.notas.length > 0);
    expect(invoiced.length).toBe(2);
    let tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'DANFEs do roteiro' }).click();
    await (await tab).close();
    const pdf = await api('GET', `/roteiros/${s.IdRoteiro}/danfes`, s.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);

    // And from the order: its actions offer the DANFE of its invoice.
    const { order, notas } = invoiced[0];
    await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${order}`);
    await page.getByRole('button', { name: `Ações do pedido ${order}` }).click();
    const item = page.getByRole('menuitem', { name: `DANFE nº ${notas[0].NrNota}` });
    await item.waitFor();
    await shotsAtWidths(page, shot, 'pedido-danfe');
    // The screenshots at other widths may or may not have closed the menu: close it for sure, then open it again,
    // so that the click below never toggles it shut under the item.
    await page.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Ações do pedido ${order}` }).click();
    await item.waitFor();
    tab = page.context().waitForEvent('page');
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/nfe_emitidas/${notas[0].IdNfe}/danfe`);
    await item.click();
    expect((await asked).status()).toBe(200);
    await (await tab).close();

    // Each invoice went to SEFAZ (the demo certificate's local simulator); authorised, the route leaves.
    for (let i = 0; i < 60; i++) {
      const now = (await (await api('GET', `/roteiros/${s.IdRoteiro}/pendencias`, s.token)).json()) as { pedidosSemFatura: number[]; StatusRoteiro: string };
      if (!now.pedidosSemFatura.length) break;
      await page.waitForTimeout(1000);
    }
    await page.goto(`${baseUrl}/roteiro/${s.IdRoteiro}`);
    if ((await routeStatus(page)) !== 'Em Rota') {
      await page.getByRole('button', { name: 'Passar para Em Rota' }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="route-status"]')?.textContent === 'Em Rota');
    }
    await shotsAtWidths(page, shot, 'roteiro-faturado-em-rota');
  }, { asDemo: true });

  flow('entregar o roteiro com paradas em rota pergunta quantas serão marcadas entregues, e marca', async (w) => {
    await withoutTiles(w);
    const { page, shot } = w;
    const s = await routeOf(String(Date.now()).slice(-4), 'Em Rota', true);
    await page.goto(`${baseUrl}/roteiro/${s.IdRoteiro}`);
    await page.getByRole('button', { name: 'Passar para Entregue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar o roteiro como entregue?' });
    await dialog.getByText('2 paradas ainda estão Em Rota: todas serão marcadas como entregues agora.').waitFor();
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.waitForTimeout(400);
    await shot('roteiro-entregar-pergunta-1280');
    await page.setViewportSize({ width: 390, height: 860 });
    await shot('roteiro-entregar-pergunta-390');
    // Cancelled, nothing changes.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await routeStatus(page)).toBe('Em Rota');
    await page.getByRole('button', { name: 'Passar para Entregue' }).first().click();
    await dialog.getByRole('button', { name: 'Passar para Entregue' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="route-status"]')?.textContent === 'Entregue');
    const stops = await members<{ StatusPedidoRoteiro: string }>(await api('GET', `/roteiro_pedidos?IdRoteiro=${s.IdRoteiro}`, s.token));
    expect(stops.map((p) => p.StatusPedidoRoteiro)).toEqual(['Entregue', 'Entregue']);
    await shotsAtWidths(page, shot, 'roteiro-entregue');
  }, { asDemo: true });

  flow('encerrar a conferência com itens faltando pergunta: o pedido fica parcial (X) e o lote é liberado', async ({ page, shot }) => {
    const tag = String(Date.now()).slice(-6);
    const token = await apiToken();
    const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
    const [sector] = await members<{ IdSetor: number }>(await api('GET', '/setors?NmSetor=Expedição', token));
    const [client] = await members<{ id: number }>(await api('GET', '/vw_clientes?itemsPerPage=1', token));
    const ean = ean13(`7896${tag}09`);
    const p = await api('POST', '/produtos', token, { CdChamada: `EN${tag}`, CdEan: ean, NmProduto: `Encerrar ${tag}`, TpProduto: 'A', IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 365, VlPesoBruto: '1.000', DsLocalizacao: 'B1' });
    expect(p.status, await p.clone().text()).toBe(201);
    const product = ((await p.json()) as { IdProduto: number }).IdProduto;
    expect((await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: product, IdSetor: sector.IdSetor, QtMovimento: '10' })).status).toBe(201);
    const quote = await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id, DtEntrega: iso(1) });
    const order = ((await quote.json()) as { CodPedido: number }).CodPedido;
    expect((await api('POST', '/pedido_venda_items', token, { CodPedido: order, IdProduto: product, QtPedida: '3', VlUnitario: '10.00' })).status).toBe(201);
    expect((await api('PUT', `/pedido_vendas/${order}/finalizar-orcamento`, token, {})).status).toBe(200);
    const lot = await api('POST', '/lote-separacao', token, { TpAgrupamento: 'M', pedidos: [order] });
    expect(lot.status, await lot.clone().text()).toBe(201);
    const lote = ((await lot.json()) as { IdLoteSeparacao: number }).IdLoteSeparacao;

    await page.goto(`${baseUrl}/conferencia/pedido/${order}`);
    await page.getByRole('heading', { name: `Conferência do pedido ${order}` }).waitFor();
    const input = page.getByTestId('scan-input');
    await input.focus();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/conferencia_leituras');
    await page.keyboard.type(ean);
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);

    await page.getByRole('button', { name: 'Encerrar conferência' }).click();
    const dialog = page.getByRole('dialog', { name: 'Encerrar a conferência com itens faltando?' });
    await dialog.getByText(`Faltam 2 UN de 3 UN. O pedido ${order} será encerrado como parcial,`).waitFor();
    await dialog.getByText(`É o último pedido do lote ${lote} em conferência: o lote será liberado.`).waitFor();
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.waitForTimeout(400);
    await shot('conferencia-encerrar-pergunta-1280');
    await page.setViewportSize({ width: 390, height: 860 });
    await shot('conferencia-encerrar-pergunta-390');
    await dialog.getByRole('button', { name: 'Encerrar como parcial' }).click();
    await dialog.waitFor({ state: 'detached' });
    const state = (await (await api('GET', `/conferencia_pedidos/${order}`, token)).json()) as { StatusPedido: string; StatusLoteSeparacao: string };
    expect(state).toMatchObject({ StatusPedido: 'X', StatusLoteSeparacao: 'Liberado' });
    await shotsAtWidths(page, shot, 'conferencia-encerrada-parcial');
  }, { asDemo: true });
});
