import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { Decimal, formatMoney, formatWeight } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, fieldError, members, shotsAtWidths, tableSettled } from '../browser.ts';

interface Open {
  CdPedido: number;
  VlPesoBruto: string;
  DtEntrega: string;
  NmCidade: string;
  DsCliente: string;
}

/** A plate of its own per run (Mercosul: LLLNLNN). */
const plate = (prefix: string) => {
  const n = String(Date.now());
  return `${prefix}${n.slice(-1)}${'ABCDEFGHIJ'[Number(n.slice(-2, -1))]}${n.slice(-4, -2)}`;
};

/** Drags `handle` onto `target` with the mouse, as a person would (dnd-kit starts after a few pixels). */
/**
 * Moves an order by its card's menu ("Mover o pedido …" → the target column), the board's way besides dragging. The
 * drag itself misses its target in this Chromium under the app's zoom (0.85 on #root): the card lands on a
 * neighbouring column (docs/roteiro-telas.md, "Problema conhecido"), so the flows move by the menu, which calls the same move.
 */
async function move(page: Page, card: Locator, order: number, target: RegExp) {
  await expect.poll(() => card.getByRole('button', { name: `Mover o pedido ${order}` }).isEnabled()).toBe(true);
  await card.getByRole('button', { name: `Mover o pedido ${order}` }).click();
  await page.getByRole('menuitem', { name: target }).click();
}

describe.skipIf(!browserAvailable)('roteirização manual, cadastros e cotação de frete', () => {
  const flow = demoFlows();

  flow('roteirização manual: atribuir selecionados, capacidade recusada com a mensagem, arrastar entre roteiros e o CSV com o filtro', async ({ page, shot }) => {
    const token = await apiToken();
    // A day of the demo's week with at least four orders still to route.
    // Only orders no picking lot holds yet: a route follows its orders' picking, and one already picked would move
    // the route past the board's editable statuses.
    const noLot = new Set(
      (await members<{ codPedido: number; IdLoteSeparacao: number | null }>(await api('GET', '/view_pedidos_roteiros?pagination=false', token)))
        .filter((p) => p.IdLoteSeparacao === null)
        .map((p) => Number(p.codPedido)),
    );
    const open = (await members<Open>(await api('GET', '/view_roteiro_manual?roteirizado=false&pagination=false&order[CdPedido]=asc', token))).filter((o) => noLot.has(Number(o.CdPedido)));
    const byDay = new Map<string, Open[]>();
    for (const o of open) byDay.set(o.DtEntrega, [...(byDay.get(o.DtEntrega) ?? []), o]);
    const [day, orders] = [...byDay].sort((a, b) => b[1].length - a[1].length)[0];
    expect(orders.length).toBeGreaterThanOrEqual(4);
    const [o1, o2, o3] = orders;
    const w = (o: Open) => new Decimal(o.VlPesoBruto);
    // A van that carries exactly o1 + o2, and a truck for the rest.
    const cap = w(o1).plus(w(o2)).toFixed(3);
    const van = plate('VAN');
    for (const body of [
      { NrPlaca: van, NmVeiculo: `Van manual ${van}`, VlCapacidadeKG: cap },
      { NrPlaca: plate('TRK'), NmVeiculo: 'Truck manual', VlCapacidadeKG: '20000' },
    ]) {
      const res = await api('POST', '/veiculos', token, body);
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const trucks = await members<{ IdVeiculo: number; NrPlaca: string }>(await api('GET', '/vw_veiculos?NmVeiculo=Truck%20manual&order[IdVeiculo]=desc&itemsPerPage=1', token));
    const tag = String(Date.now()).slice(-5);
    const r2 = await api('POST', '/roteiros', token, { NmRoteiro: `Truck ${tag}`, DtRoteiro: day, IdVeiculo: trucks[0].IdVeiculo });
    expect(r2.status).toBe(201);
    const truckRoute = ((await r2.json()) as { IdRoteiro: number }).IdRoteiro;

    await page.goto(`${baseUrl}/home`);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Roteirização manual', exact: true }).click();
    await page.waitForURL(`${baseUrl}/roteiro/manual`);
    await page.goto(`${baseUrl}/roteiro/manual?dia=${day}`);
    const livres = page.getByTestId('coluna-livres');
    await livres.getByTestId(`pedido-${o1.CdPedido}`).waitFor();
    // The client label with its code in 6 digits.
    expect(await livres.getByTestId(`pedido-${o1.CdPedido}`).getByTestId('cliente').innerText()).toMatch(/^\d{6} - /);

    // A new route from the screen, on the van.
    await page.getByRole('button', { name: 'Novo roteiro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome do roteiro').fill(`Van ${tag}`);
    await dialog.locator('#novo-roteiro-IdVeiculo').click();
    await page.getByRole('option', { name: new RegExp(van) }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const vanCard = page.getByTestId(/^roteiro-\d+$/).filter({ hasText: `Van ${tag}` });
    await vanCard.waitFor();
    const vanBar = vanCard.getByTestId('capacity-text');
    expect(await vanBar.innerText()).toBe(`0,000 KG de ${formatWeight(cap)}`);

    // Select o1 and o2 and assign them to the van: the bar moves to the full load.
    await livres.getByRole('checkbox', { name: `Selecionar o pedido ${o1.CdPedido}` }).check();
    await livres.getByRole('checkbox', { name: `Selecionar o pedido ${o2.CdPedido}` }).check();
    await page.getByTestId('selecao').getByText(`2 pedidos selecionados · ${formatWeight(cap)}`).waitFor();
    await page.locator('#manual-destino').click();
    await page.getByRole('option', { name: `Van ${tag}` }).click();
    await page.getByRole('button', { name: 'Atribuir ao roteiro' }).click();
    await vanCard.getByTestId(`pedido-${o2.CdPedido}`).waitFor();
    await expect.poll(() => vanBar.innerText()).toBe(`${formatWeight(cap)} de ${formatWeight(cap)}`);

    // o3 moved onto the full van: refused with how much it passes, and nothing moves.
    await move(page, livres, o3.CdPedido, new RegExp(`^Van ${tag}`));
    const alert = page.getByRole('alert').filter({ hasText: 'passa da capacidade do veículo' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(`em ${formatWeight(w(o3))}`);
    await livres.getByTestId(`pedido-${o3.CdPedido}`).waitFor();
    expect(await vanCard.getByTestId(`pedido-${o3.CdPedido}`).count()).toBe(0);
    expect(await vanBar.innerText()).toBe(`${formatWeight(cap)} de ${formatWeight(cap)}`);
    await shotsAtWidths(page, shot, 'roteiro-manual-recusa');

    // o3 onto the truck, then o2 moved from the van to the truck: both bars follow.
    const truckCard = page.getByTestId(`roteiro-${truckRoute}`);
    await move(page, livres, o3.CdPedido, new RegExp(`^Truck ${tag}`));
    await truckCard.getByTestId(`pedido-${o3.CdPedido}`).waitFor();
    await move(page, vanCard, o2.CdPedido, new RegExp(`^Truck ${tag}`));
    await truckCard.getByTestId(`pedido-${o2.CdPedido}`).waitFor();
    await expect.poll(() => vanBar.innerText()).toBe(`${formatWeight(w(o1))} de ${formatWeight(cap)}`);
    await expect.poll(() => truckCard.getByTestId('capacity-text').innerText()).toBe(`${formatWeight(w(o2).plus(w(o3)))} de 20.000,000 KG`);
    const stops = await members<{ CodPedido: number }>(await api('GET', `/roteiro_pedidos?IdRoteiro=${truckRoute}&order[NrOrdem]=asc`, token));
    expect(stops.map((s) => s.CodPedido)).toEqual([o3.CdPedido, o2.CdPedido]);
    await shotsAtWidths(page, shot, 'roteiro-manual');

    // On a phone, by the card's menu: o3 back to the orders to route.
    await page.setViewportSize({ width: 390, height: 860 });
    await truckCard.getByRole('button', { name: `Mover o pedido ${o3.CdPedido}` }).click();
    await page.getByRole('menuitem', { name: 'Pedidos a roteirizar (tirar do roteiro)' }).click();
    await livres.getByTestId(`pedido-${o3.CdPedido}`).waitFor();
    await page.setViewportSize({ width: 1366, height: 860 });

    // The CSV follows the filters: the day's orders to route in one city, the client's code in 6 digits.
    const city = orders.find((o) => ![o1, o2].includes(o))!.NmCidade;
    await page.getByLabel('Cidade', { exact: true }).fill(city);
    await expect
      .poll(async () => {
        const texts = await livres.getByTestId(/^pedido-/).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes(city));
      })
      .toBe(true);
    const shown = await livres.getByTestId(/^pedido-/).count();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(shown + 1);
    const header = lines[0].split(';');
    const clientCol = header.indexOf('Cliente');
    expect(clientCol).toBeGreaterThanOrEqual(0);
    for (const line of lines.slice(1)) {
      expect(line.split(';')[clientCol]).toMatch(/^\d{6} - /);
      expect(line).toContain(city);
    }
  }, { asDemo: true });

  flow('cadastros: veículo com placa errada e depois certa, motorista com CNH conferida, linha de tabela de frete por faixa de CEP', async ({ page, shot }) => {
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Veículos', exact: true }).click();
    await page.waitForURL(`${baseUrl}/cadastro/veiculos`);
    await tableSettled(page);
    await page.getByRole('button', { name: 'Novo veículo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo veículo' });
    await dialog.getByLabel('Placa').fill('AB12345');
    await dialog.getByLabel('Descrição').fill('Furgão E2E');
    await dialog.getByLabel('Capacidade (KG)').fill('0');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => fieldError(dialog.getByLabel('Placa'))).toBe('Placa inválida: use o formato ABC1234 ou Mercosul ABC1D23');
    expect(await fieldError(dialog.getByLabel('Capacidade (KG)'))).toBe('A capacidade deve ser maior que zero');
    await shot('veiculo-placa-invalida');
    const good = plate('FUR');
    await dialog.getByLabel('Placa').fill(good.toLowerCase());
    await dialog.getByLabel('Capacidade (KG)').fill('1.250,5');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/cadastro/veiculos?NrPlaca=${good}`);
    await tableSettled(page);
    const row = page.locator('tbody tr').filter({ hasText: good });
    expect(await row.locator('td[data-field="VlCapacidadeKG"]').innerText()).toBe('1.250,500 KG');
    expect(await row.locator('td[data-field="Transportador"]').innerText()).toBe('Frota própria');
    await shotsAtWidths(page, shot, 'veiculos');

    await page.goto(`${baseUrl}/cadastro/motoristas`);
    await tableSettled(page);
    await page.getByRole('button', { name: 'Novo motorista' }).click();
    const driver = page.getByRole('dialog', { name: 'Novo motorista' });
    await driver.getByLabel('Nome').fill(`Motorista E2E ${good}`);
    await driver.getByLabel('CNH').fill('12345678901');
    await driver.getByLabel('Telefone').fill('19991234567');
    expect(await driver.getByLabel('Telefone').inputValue()).toBe('(19) 99123-4567');
    await driver.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => fieldError(driver.getByLabel('CNH'))).toBe('CNH inválida (11 dígitos com os verificadores)');
    await driver.getByLabel('CNH').fill('00000000119');
    await driver.getByRole('button', { name: 'Salvar' }).click();
    await driver.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/home`);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tabelas de frete', exact: true }).click();
    await page.waitForURL(`${baseUrl}/cadastro/rota`);
    await tableSettled(page);
    await page.getByRole('button', { name: 'Nova linha de tabela' }).click();
    const line = page.getByRole('dialog', { name: 'Nova linha de tabela' });
    await line.locator('#frete-rota-IdTransportador').click();
    await page.getByRole('option').first().click();
    const name = `Interior E2E ${good}`;
    await line.getByLabel('Nome da rota').fill(name);
    await line.getByText('Faixa de CEP').click();
    await line.getByLabel('CEP inicial').fill('13000000');
    expect(await line.getByLabel('CEP inicial').inputValue()).toBe('13000-000');
    await line.getByLabel('CEP final').fill('12999999');
    await line.getByLabel('Peso até (KG)').fill('2.000');
    await line.getByLabel('Valor por KG').fill('0,85');
    await line.getByLabel('Frete mínimo').fill('90');
    // A term left empty is missing, not a wrong number.
    await line.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => fieldError(line.getByLabel('Prazo (dias úteis)'))).toBe('Este campo é obrigatório');
    await line.getByLabel('Prazo (dias úteis)').fill('3');
    await line.getByRole('button', { name: 'Salvar' }).click();
    // The API refuses the range on its field; fixed, it saves.
    await expect.poll(() => fieldError(line.getByLabel('CEP final'))).toBe('O CEP final deve ser maior ou igual ao inicial');
    await line.getByLabel('CEP final').fill('13999999');
    await shot('frete-rota-form');
    // On a phone the four kinds of destination take two rows rather than cutting 'Faixa de CEP'.
    await page.setViewportSize({ width: 390, height: 860 });
    const clipped = await line.locator('.mantine-SegmentedControl-label').evaluateAll((labels) => {
      const box = labels[0].closest('.mantine-SegmentedControl-root')!.getBoundingClientRect();
      return labels.filter((l) => l.getBoundingClientRect().right > box.right + 1 || l.scrollWidth > l.clientWidth + 1).map((l) => (l as HTMLElement).innerText);
    });
    expect(clipped).toEqual([]);
    await shot('frete-rota-form-390');
    await page.setViewportSize({ width: 1366, height: 860 });
    await line.getByRole('button', { name: 'Salvar' }).click();
    await line.waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/cadastro/rota?NmRota=${encodeURIComponent(name)}`);
    await tableSettled(page);
    const saved = page.locator('tbody tr').filter({ hasText: name });
    expect(await saved.locator('td[data-field="DiasPrazo"]').innerText()).toBe('3 dias úteis');
    expect(await saved.locator('td[data-field="CdCepFinal"]').innerText()).toBe('13999-999');
    expect(await saved.locator('td[data-field="VlMinimo"]').innerText()).toMatch(/^R\$\s?90,00$/);
    await shotsAtWidths(page, shot, 'frete-rotas');
  }, { asDemo: true });

  flow('frete: cotar um pedido com as transportadoras, ver chegar e escolher a vencedora', async ({ page, shot }) => {
    const token = await apiToken();
    const [order] = await members<Open>(await api('GET', '/view_roteiro_manual?roteirizado=false&itemsPerPage=1&order[CdPedido]=asc', token));
    await page.goto(`${baseUrl}/frete`);
    await tableSettled(page);
    await page.locator('#cotacao-pedido').fill(String(order.CdPedido));
    await page.getByRole('button', { name: 'Cotar frete' }).click();
    const panel = page.getByTestId('cotacao');
    await panel.getByText('Cotações prontas').waitFor();
    const rows = panel.locator('tbody tr');
    await rows.first().waitFor();
    const finished = rows.filter({ hasText: 'Finalizada' }).first();
    const texts = await finished.locator('td').allInnerTexts();
    expect(texts[2]).toMatch(/^R\$\s?\d/);
    expect(texts[3]).toMatch(/^(1 dia útil|\d+ dias úteis)$/);
    expect(texts[4]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Carriers without a table for the destination answer with the error.
    expect(await rows.filter({ hasText: 'Sem tabela de frete para o destino e o peso' }).count()).toBeGreaterThan(0);
    await shotsAtWidths(page, shot, 'frete-cotacao');

    const carrier = texts[0];
    await finished.getByRole('button', { name: `Escolher ${carrier}` }).click();
    const notice = panel.getByTestId('cotacao-escolhida');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(`O pedido ${order.CdPedido} agora tem a transportadora ${carrier} e o frete ${texts[2]}.`);
    await finished.getByText('Escolhida').waitFor();
    const after = (await (await api('GET', `/view_pedidos_roteiros/${order.CdPedido}`, token)).json()) as { Transportador: string; VlFrete: string };
    expect(after.Transportador).toBe(carrier);
    expect(formatMoney(after.VlFrete)).toBe(texts[2]);
    await shot('frete-escolhida-1280');
  }, { asDemo: true });
});
