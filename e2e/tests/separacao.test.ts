import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, members, shotsAtWidths, signIn, tableSettled, isoDay as iso } from '../browser.ts';

/** A valid EAN-13 from its first 12 digits (the GS1 check digit); `tag` has 6 digits. */
function ean13(body: string): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

interface Setup {
  token: string;
  order: number;
  ean: { un: string; kg: string; stray: string };
  lots: { expired: string; soon: string; later: string; spare: string };
}

/**
 * Products of their own (so the flow does not depend on the demo's stock): one kept by lot with an expired lot
 * (the first to expire), one that expires soon with 3 units, a later one and a spare one; one sold by KG without
 * lots; one that is in no order. An order of 4 units and 1,5 KG, finalized (its stock reserved).
 */
async function setup(tag: string): Promise<Setup> {
  const token = await apiToken();
  const units = await members<{ IdTipoMedida: number; CdSigla: string }>(await api('GET', '/tipo_medidas?pagination=false', token));
  const [sector] = await members<{ IdSetor: number }>(await api('GET', '/setors?NmSetor=Expedição', token));
  const [client] = await members<{ id: number }>(await api('GET', '/vw_clientes?itemsPerPage=1', token));
  const ean = { un: ean13(`7897${tag}01`), kg: ean13(`7897${tag}02`), stray: ean13(`7897${tag}03`) };
  const product = async (code: string, unit: string, barcode: string) => {
    const res = await api('POST', '/produtos', token, { CdChamada: code, CdEan: barcode, NmProduto: `Conferência ${code}`, TpProduto: 'A', IdTipoMedida: units.find((u) => u.CdSigla === unit)!.IdTipoMedida, NrDiasValidade: 365, VlPesoBruto: '1.000', DsLocalizacao: 'A1' });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { IdProduto: number }).IdProduto;
  };
  const un = await product(`CF${tag}-UN`, 'UN', ean.un);
  const kg = await product(`CF${tag}-KG`, 'KG', ean.kg);
  await product(`CF${tag}-X`, 'UN', ean.stray);
  const lots = { expired: `V${tag}`, soon: `C${tag}`, later: `T${tag}`, spare: `O${tag}` };
  for (const [code, made, expiry, qty] of [
    [lots.expired, iso(-400), iso(-2), '50'],
    [lots.soon, iso(-30), iso(20), '3'],
    [lots.later, iso(-20), iso(200), '40'],
    [lots.spare, iso(-10), iso(300), '10'],
  ]) {
    const res = await api('POST', '/lote-estoque-produto', token, { IdProduto: un, CdLote: code, DtFabricacao: made, DtValidade: expiry, QtEstoque: qty, IdSetor: sector.IdSetor });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  expect((await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: kg, IdSetor: sector.IdSetor, QtMovimento: '10' })).status).toBe(201);
  const quote = await api('POST', '/pedido_vendas/novo', token, { IdCliente: client.id, DtEntrega: iso(1) });
  const order = ((await quote.json()) as { CodPedido: number }).CodPedido;
  for (const [IdProduto, QtPedida] of [[un, '4'], [kg, '1.5']] as const) expect((await api('POST', '/pedido_venda_items', token, { CodPedido: order, IdProduto, QtPedida, VlUnitario: '10.00' })).status).toBe(201);
  const done = await api('PUT', `/pedido_vendas/${order}/finalizar-orcamento`, token, {});
  expect(done.status, await done.clone().text()).toBe(200);
  return { token, order, ean, lots };
}

/** Types a code as a USB scanner does (no delay between keys) and Enter, then waits for the banner's answer. */
async function scan(page: Page, code: string, expect: 'ok' | 'error' | 'lot'): Promise<string> {
  const input = page.getByTestId('scan-input');
  await input.focus();
  const answered = expect === 'lot' ? null : page.waitForResponse((r) => new URL(r.url()).pathname === '/api/conferencia_leituras');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  if (answered) await answered;
  const banner = page.getByTestId('scan-banner');
  await page.waitForFunction(
    ([want]) => {
      const el = document.querySelector('[data-testid="scan-banner"]');
      return el?.getAttribute('data-ok') === want;
    },
    [expect === 'error' ? 'false' : 'true'],
  );
  return banner.innerText();
}

const counted = (page: Page) => page.getByTestId('line-counted').allInnerTexts();

describe.skipIf(!browserAvailable)('separação e conferência no Chromium', () => {
  const flow = demoFlows();

  flow(
    'lote à mão com FEFO, conferência pelo leitor até conferido: produto errado e lote vencido recusados, outro lote trocado e visto nos lotes trocados',
    async ({ page, shot }) => {
      const s = await setup(String(Date.now()).slice(-6));
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Conferência', exact: true }).click();
      await page.waitForURL(`${baseUrl}/conferencia`);
      await tableSettled(page);
      await shotsAtWidths(page, shot, 'conferencia-lotes');

      // A lot by hand with the order.
      await page.getByRole('button', { name: 'Novo lote' }).click();
      const form = page.getByRole('form', { name: 'Novo lote de separação' });
      await form.getByText('À mão').click();
      await form.getByLabel('Números dos pedidos').fill(String(s.order));
      await form.getByRole('button', { name: 'Criar lote' }).click();
      await page.waitForURL(/\/conferencia\/lote\/\d+$/);
      const lote = Number(page.url().split('/').pop());
      // Both lists of the lot loaded: its order and its products (two lots of one product, one line of the other).
      await page.waitForFunction(() => document.querySelectorAll('table td[data-field="CdLote"]').length >= 3 && document.querySelectorAll('table td[data-field="Cliente"]').length >= 1);
      // FEFO: the lot expiring first that has not expired (3 units), then the next; never the expired one.
      const lotCodes = await page.locator('table td[data-field="CdLote"]').allInnerTexts();
      expect(lotCodes).toContain(s.lots.soon);
      expect(lotCodes).toContain(s.lots.later);
      expect(lotCodes).not.toContain(s.lots.expired);
      // Its progress per unit: 4 UN and 1,5 KG never add up to "5,500".
      await expect.poll(() => page.getByTestId('lot-progress').innerText()).toBe('Conferido: 0,000 KG · 0 UN de 1,500 KG · 4 UN');
      await shotsAtWidths(page, shot, 'conferencia-lote');

      await page.getByRole('table').first().getByRole('link', { name: String(s.order), exact: true }).click();
      await page.waitForURL(`${baseUrl}/conferencia/pedido/${s.order}`);
      await page.getByRole('heading', { name: `Conferência do pedido ${s.order}` }).waitFor();

      // A product that is not in the order: refused, nothing counted.
      expect(await scan(page, s.ean.stray, 'error')).toContain('não está neste pedido');
      expect(await counted(page)).toEqual(['0,000 KG', '0 UN', '0 UN']);
      // The expired lot: refused.
      expect(await scan(page, s.ean.un, 'lot')).toContain('Agora bipe o lote');
      expect(await scan(page, s.lots.expired, 'error')).toContain('vencido em');
      // Another good lot of the product: the swap is offered; Enter confirms it and the scan counts.
      await scan(page, s.ean.un, 'lot');
      await scan(page, s.lots.spare, 'error');
      const dialog = page.getByRole('dialog', { name: 'Trocar de lote?' });
      await dialog.waitFor();
      await shotsAtWidths(page, shot, 'conferencia-troca');
      const swapped = page.waitForResponse((r) => r.url().includes('/alterar-lote'));
      await page.keyboard.press('Enter');
      expect((await swapped).status()).toBe(200);
      await page.waitForFunction((lot) => document.querySelector('[data-testid="scan-banner"]')?.textContent?.includes(`lote ${lot}`), s.lots.spare);

      // The rest: 3 units typed before the code, then the lot; 1,5 KG typed in the quantity field.
      await scan(page, `3*${s.ean.un}`, 'lot');
      expect(await scan(page, s.lots.soon, 'ok')).toContain('OK: 3 UN');
      await page.getByTestId('scan-quantity').fill('1,5');
      const last = await scan(page, s.ean.kg, 'ok');
      expect(last).toContain('1,500 KG');
      await page.getByText('Pedido conferido: tudo confere.').waitFor();
      await page.getByText(/^(1,500 KG · 4 UN de 1,500 KG · 4 UN|4 UN · 1,500 KG de 4 UN · 1,500 KG) conferidos$/).waitFor();
      await page.getByText('Conferido', { exact: true }).first().waitFor();
      await shotsAtWidths(page, shot, 'conferencia-pedido');

      // The swap is in the log, today.
      await page.goto(`${baseUrl}/pedidos/lotes-trocados`);
      await tableSettled(page);
      await page.getByTestId('lotes-trocados-DataMovimentacao-last30').click();
      await page.getByRole('form', { name: 'Filtros' }).getByRole('button', { name: 'Filtrar' }).click();
      await tableSettled(page);
      const row = page.getByRole('row').filter({ hasText: s.lots.spare });
      await row.waitFor();
      expect(await row.innerText()).toMatch(new RegExp(`${s.order}[\\s\\S]*${s.lots.later}[\\s\\S]*${s.lots.spare}[\\s\\S]*\\d{2}/\\d{2}/\\d{4} - \\d{2}:\\d{2}`));
      await shotsAtWidths(page, shot, 'lotes-trocados');

      // The orders list shows the lot (a link to it) as released and the order's separation as checked.
      await page.goto(`${baseUrl}/pedidos?CodPedido=${s.order}`);
      await tableSettled(page);
      const orderRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(lote), exact: true }) });
      expect(await orderRow.innerText()).toMatch(/Liberado[\s\S]*Conferido/);
      await orderRow.getByRole('link', { name: String(lote), exact: true }).click();
      await page.waitForURL(`${baseUrl}/conferencia/lote/${lote}`);
      await page.getByText('Liberado', { exact: true }).first().waitFor();

      // The report: expected against counted, who checked.
      await page.goto(`${baseUrl}/conferencia/relatorio/${lote}`);
      await page.getByTestId(`report-order-${s.order}`).getByText(/^Conferido por .+, de \d{2}\/\d{2}\/\d{4}/).waitFor();
      await shotsAtWidths(page, shot, 'conferencia-relatorio');
    },
    { asDemo: true },
  );

  flow(
    'lote por rota: as paradas de uma rota aberta entram no lote',
    async ({ page, shot }) => {
      const s = await setup(String(Date.now() + 7).slice(-6));
      // A Mercosul plate (LLLNLNN) of its own.
      const n = String(Date.now()).slice(-3);
      const plate = `SEP${n[0]}${'ABCDEFGHIJ'[Number(n[1])]}${n.slice(1)}`;
      const truck = await api('POST', '/veiculos', s.token, { NrPlaca: plate, NmVeiculo: `Furgão ${plate}`, VlCapacidadeKG: '900' });
      expect(truck.status, await truck.clone().text()).toBe(201);
      const name = `Separação ${plate}`;
      const route = await api('POST', '/roteiros', s.token, { NmRoteiro: name, DtRoteiro: iso(1), IdVeiculo: ((await truck.json()) as { IdVeiculo: number }).IdVeiculo, pedidos: [s.order] });
      expect(route.status, await route.clone().text()).toBe(201);

      await page.goto(`${baseUrl}/conferencia`);
      await tableSettled(page);
      await page.getByRole('button', { name: 'Novo lote' }).click();
      const form = page.getByRole('form', { name: 'Novo lote de separação' });
      await form.getByText('Por rota').click();
      // Without a route the form says so on the field.
      await form.getByRole('button', { name: 'Criar lote' }).click();
      await form.getByText('Este campo é obrigatório').waitFor();
      await form.getByRole('combobox', { name: 'Rota' }).fill(plate);
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await form.getByText('Este campo é obrigatório').waitFor({ state: 'detached' });
      await shotsAtWidths(page, shot, 'conferencia-lote-rota');
      await form.getByRole('button', { name: 'Criar lote' }).click();
      await page.waitForURL(/\/conferencia\/lote\/\d+$/);
      await page.getByRole('table').first().getByRole('link', { name: String(s.order), exact: true }).waitFor();
      await page.getByText(`Rota ${name}`).first().waitFor();
    },
    { asDemo: true },
  );

  flow(
    'itens órfãos de um pedido cancelado são contados e removidos; a outra empresa não vê os lotes',
    async ({ page, shot }) => {
      const s = await setup(String(Date.now()).slice(-6));
      expect((await api('POST', '/lote-separacao', s.token, { TpAgrupamento: 'M', pedidos: [s.order] })).status).toBe(201);
      expect((await api('PUT', `/pedido_vendas/${s.order}/status`, s.token, { StatusPedido: 'C' })).status).toBe(200);
      const count = ((await (await api('GET', '/lote_separacao_items/orfaos', s.token)).json()) as { count: number }).count;
      expect(count).toBeGreaterThanOrEqual(3);
      await page.goto(`${baseUrl}/conferencia`);
      const alert = page.getByTestId('orphans');
      await alert.getByText(`${count} itens órfãos`).waitFor();
      await shotsAtWidths(page, shot, 'conferencia-orfaos');
      await alert.getByRole('button', { name: 'Remover órfãos' }).click();
      await page.getByText(`${count} itens órfãos removidos.`).waitFor();
      await alert.waitFor({ state: 'detached' });
      expect(((await (await api('GET', '/lote_separacao_items/orfaos', s.token)).json()) as { count: number }).count).toBe(0);

      // Another company's user: no lot of this one.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signIn(page, 'outra', 'outra1234');
      await page.goto(`${baseUrl}/conferencia`);
      await tableSettled(page);
      await page.getByTestId('list-total').getByText(/^Nenhum/).waitFor();
      await page.goto(`${baseUrl}/conferencia/pedido/${s.order}`);
      await page.getByRole('alert').first().waitFor();
    },
    { asDemo: true },
  );
});
