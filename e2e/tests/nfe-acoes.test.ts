import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { api, apiToken, baseUrl, browserAvailable, dataDir, demoFlows, fieldError, members, tableSettled } from '../browser.ts';

interface Previa {
  itens: { IdItem: number; cProd: string }[];
}

interface Emitida {
  IdNfe: number;
  NrNota: number;
  NrChave: string;
  StNfe: string;
  NrProtocolo: string | null;
  FinNfe: string;
  CodPedido: number;
  DsEmailCliente: string | null;
}

const grouped = (chave: string) => chave.match(/.{1,4}/g)!.join(' ');

/** Open demo orders that still have `min` items or more to invoice (asked through the preview, which stores nothing). */
async function invoiceableOrders(token: string, min: number): Promise<number[]> {
  const orders = await members<{ CodPedido: number }>(await api('GET', '/vw_pedidos?StatusPedido=A&itemsPerPage=40&order[CodPedido]=desc', token));
  const found: number[] = [];
  for (const { CodPedido } of orders) {
    const res = await api('POST', `/pedido_vendas/${CodPedido}/faturar/previa`, token, {});
    if (res.status !== 200) continue;
    if (((await res.json()) as Previa).itens.length >= min) found.push(CodPedido);
  }
  return found;
}

async function emitidas(token: string, query: string): Promise<Emitida[]> {
  return members<Emitida>(await api('GET', `/nfe_emitidas?${query}`, token));
}

async function orderStatus(token: string, id: number): Promise<string> {
  const [order] = await members<{ StatusPedido: string }>(await api('GET', `/vw_pedidos?CodPedido=${id}`, token));
  return order?.StatusPedido ?? '';
}

/** Invoices the whole order through the "Faturar" dialog (preview, then confirm) and returns the issued invoice. */
async function faturar(page: Page, id: number, shot: (name: string) => Promise<void>, prefix: string): Promise<Emitida> {
  await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${id}`);
  await page.getByTestId('pedido-faturar').click();
  const dialog = page.getByRole('dialog', { name: `Faturar o pedido ${id}` });
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  // A table from 576 px, a card per item below.
  await dialog.getByText(/^Prévia da NF-e nº \d+ série \d+$/).waitFor();
  await shot(`${prefix}-faturar-previa`);
  await dialog.getByRole('button', { name: 'Emitir NF-e' }).click();
  const confirm = page.getByRole('dialog', { name: /^Emitir a NF-e nº \d+ série \d+\?$/ });
  const issued = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/pedido_vendas/${id}/faturar` && r.request().method() === 'POST');
  await confirm.getByRole('button', { name: 'Emitir NF-e' }).click();
  const res = await issued;
  expect(res.status()).toBe(201);
  const nfe = (await res.json()) as Emitida;
  await page.getByTestId('faturar-resultado').waitFor();
  await page.getByTestId('faturar-resultado').getByRole('button', { name: 'Fechar' }).click();
  return nfe;
}

/**
 * The row of an invoice on the issued tab once its state matches `state`: the job transmits it to the local SEFAZ in
 * the background, so the list is read again (as the user would press F5) until it says so.
 */
async function rowWhen(page: Page, chave: string, state: RegExp): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: grouped(chave) });
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/nfe?aba=emitidas`);
        await tableSettled(page);
        return (await row.count()) ? row.first().innerText() : '';
      },
      { timeout: 90_000, interval: 2000 },
    )
    .toMatch(state);
  return row.first();
}

async function openAction(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByTestId('nfe-emitida-acoes').click();
  await page.getByTestId(`nfe-acao-${action}`).click();
}

describe.skipIf(!browserAvailable)('ações da NF-e emitida no Chromium', () => {
  const flow = demoFlows();

  flow(
    'em 1280 px: fatura o pedido inteiro, a nota fica Autorizada com protocolo, registra carta de correção e envia por e-mail',
    async ({ page, shot }) => {
      await page.setViewportSize({ width: 1280, height: 860 });
      const token = await apiToken();
      const [id] = await invoiceableOrders(token, 1);
      expect(id, 'an open demo order to invoice').toBeDefined();
      const nfe = await faturar(page, id!, shot, 'acoes-1280');

      // Authorised by the local SEFAZ (the job), with its protocol in the row; the order is invoiced.
      const row = await rowWhen(page, nfe.NrChave, /Autorizada/);
      const [stored] = await emitidas(token, `IdNfe=${nfe.IdNfe}`);
      expect(stored!.StNfe).toBe('autorizada');
      expect(stored!.NrProtocolo).toMatch(/^\d{15}$/);
      expect(await row.innerText()).toContain(stored!.NrProtocolo!);
      await shot('acoes-1280-autorizada');
      expect(await orderStatus(token, id!)).toBe('T');
      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${id}`);
      await page.getByText('Faturado', { exact: true }).first().waitFor();
      await shot('acoes-1280-pedido-faturado');

      // Correction letter: the text, the confirmation, then "Registrado" in the events.
      const row2 = await rowWhen(page, nfe.NrChave, /Autorizada/);
      await openAction(page, row2, 'cce');
      const cce = page.getByRole('dialog', { name: `Carta de correção da NF-e ${nfe.NrNota}` });
      const texto = 'Endereço de entrega: Rua das Flores, 100, fundos';
      await cce.getByLabel('Correção').fill(texto);
      expect(await cce.getByTestId('nfe-cce-texto-contador').innerText()).toBe(`${texto.length} de 15 a 1.000 caracteres`);
      await cce.getByRole('button', { name: 'Registrar carta de correção' }).click();
      const confirmCce = page.getByRole('dialog', { name: 'Registrar a carta de correção?' });
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/nfe_emitidas/${nfe.IdNfe}/cce`);
      await confirmCce.getByRole('button', { name: 'Registrar carta de correção' }).click();
      expect((await sent).status()).toBeLessThan(300);
      await expect
        .poll(async () => (await members<{ TpEvento: string; StEvento: string }>(await api('GET', `/nfe_emitidas/${nfe.IdNfe}/eventos`, token))).map((e) => `${e.TpEvento}:${e.StEvento}`), { timeout: 60_000 })
        .toContain('110110:registrado');
      await openAction(page, row2, 'eventos');
      const eventos = page.getByRole('dialog', { name: `Eventos da NF-e ${nfe.NrNota}` });
      const evento = eventos.getByRole('row').filter({ hasText: 'Carta de correção' });
      await evento.waitFor();
      expect(await evento.innerText()).toContain('Registrado');
      expect(await evento.innerText()).toContain(texto);
      await shot('acoes-1280-eventos');
      await page.keyboard.press('Escape');

      // E-mail: asks to whom (the client's e-mail first), confirms, and the job records the sending.
      await openAction(page, row2, 'email');
      const email = page.getByRole('dialog', { name: `Enviar a NF-e ${nfe.NrNota} por e-mail` });
      const para = email.getByLabel('Para');
      expect(await para.inputValue()).toBe(stored!.DsEmailCliente ?? '');
      await para.fill('compras.sem-arroba');
      await email.getByRole('button', { name: 'Enviar' }).click();
      await expect.poll(() => fieldError(para), { timeout: 10_000 }).toBe('E-mail inválido: compras.sem-arroba');
      const to = `fiscal-${nfe.NrNota}@cliente.example.com`;
      await para.fill(to);
      expect(await fieldError(para)).toBe('');
      await shot('acoes-1280-email');
      await email.getByRole('button', { name: 'Enviar' }).click();
      const confirmEmail = page.getByRole('dialog', { name: `Enviar a NF-e ${nfe.NrNota} por e-mail` }).filter({ hasText: 'serão enviados em segundo plano' });
      expect(await confirmEmail.innerText()).toContain(to);
      await confirmEmail.getByRole('button', { name: 'Enviar' }).click();
      await page.getByText(`Envio da NF-e agendado para ${to}`).waitFor();
      await expect
        .poll(async () => (await members<{ DsDestinatarios: string }>(await api('GET', `/nfe_emitida_envios?IdNfe=${nfe.IdNfe}`, token))).map((e) => e.DsDestinatarios).join(' '), { timeout: 60_000 })
        .toContain(to);
      const outbox = path.join(dataDir, 'outbox');
      const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
      const mail = mails.find((m) => m.includes(to));
      expect(mail, 'the e-mail in the outbox').toBeDefined();
      expect(mail).toContain(`${nfe.NrChave}-nfe.xml`);
    },
    { asDemo: true },
  );

  flow(
    'em 390 px: devolve parte de uma nota autorizada e a devolução é autorizada',
    async ({ page, shot }) => {
      await page.setViewportSize({ width: 390, height: 860 });
      const token = await apiToken();
      const [id] = await invoiceableOrders(token, 1);
      expect(id, 'an open demo order to invoice').toBeDefined();
      const nfe = await faturar(page, id!, shot, 'acoes-390');
      const row = await rowWhen(page, nfe.NrChave, /Autorizada/);
      await shot('acoes-390-autorizada');

      await openAction(page, row, 'devolucao');
      const dialog = page.getByRole('dialog', { name: `NF-e de devolução da NF-e ${nfe.NrNota}` });
      await dialog.getByTestId('nfe-devolucao-inteira').uncheck();
      const itens = dialog.getByTestId('nfe-devolucao-itens');
      await itens.waitFor();
      const first = itens.getByRole('textbox').first();
      await first.fill('1');
      await shot('acoes-390-devolucao');
      await dialog.getByRole('button', { name: 'Emitir devolução' }).click();
      const confirm = page.getByRole('dialog', { name: 'Emitir a NF-e de devolução?' });
      expect(await confirm.innerText()).toContain(grouped(nfe.NrChave));
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/nfe_emitidas/${nfe.IdNfe}/devolucao`);
      await confirm.getByRole('button', { name: 'Emitir devolução' }).click();
      const answer = await sent;
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      const devolucao = (await answer.json()) as Emitida;
      expect(devolucao.NrChave).not.toBe(nfe.NrChave);

      const returned = await rowWhen(page, devolucao.NrChave, /Autorizada/);
      const [stored] = await emitidas(token, `IdNfe=${devolucao.IdNfe}`);
      expect(stored!.FinNfe).toBe('4');
      expect(stored!.StNfe).toBe('autorizada');
      expect(await returned.innerText()).toContain(String(id));
      expect(await returned.getByTestId('nfe-emitida-devolucao').innerText()).toBe('NF-e de devolução');
      await shot('acoes-390-devolucao-autorizada');
    },
    { asDemo: true },
  );

  flow(
    'em 390 px: cancela uma nota autorizada reabrindo o pedido, que volta a Conferido',
    async ({ page, shot }) => {
      await page.setViewportSize({ width: 390, height: 860 });
      const token = await apiToken();
      const [id] = await invoiceableOrders(token, 1);
      expect(id, 'an open demo order to invoice').toBeDefined();
      const nfe = await faturar(page, id!, shot, 'acoes-390-c');
      const row = await rowWhen(page, nfe.NrChave, /Autorizada/);

      await openAction(page, row, 'cancelar');
      const dialog = page.getByRole('dialog', { name: `Cancelar a NF-e ${nfe.NrNota}` });
      const just = dialog.getByLabel('Justificativa');
      await just.fill('Erro no pedido');
      expect(await dialog.getByTestId('nfe-cancelar-xjust-contador').innerText()).toBe('14 de 15 a 255 caracteres');
      await dialog.getByRole('button', { name: 'Cancelar a NF-e' }).click();
      await expect.poll(() => fieldError(just), { timeout: 10_000 }).not.toBe('');
      await shot('acoes-390-cancelar-curta');
      await just.fill('Erro no pedido do cliente, será emitida outra nota');
      await dialog.getByTestId('nfe-cancelar-reabrir').check();
      await shot('acoes-390-cancelar');
      await dialog.getByRole('button', { name: 'Cancelar a NF-e' }).click();
      const confirm = page.getByRole('dialog', { name: `Cancelar a NF-e ${nfe.NrNota}?` });
      expect(await confirm.innerText()).toContain(`o pedido ${id} volta a ficar aberto`);
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/nfe_emitidas/${nfe.IdNfe}/cancelar`);
      await confirm.getByRole('button', { name: 'Cancelar a NF-e' }).click();
      const answer = await sent;
      expect(answer.status(), await answer.text()).toBeLessThan(300);

      await rowWhen(page, nfe.NrChave, /Cancelada/);
      await shot('acoes-390-cancelada');
      await expect.poll(() => orderStatus(token, id!), { timeout: 60_000 }).toBe('L');
      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${id}`);
      await page.getByText('Conferido', { exact: true }).first().waitFor();
      await shot('acoes-390-pedido-conferido');
    },
    { asDemo: true },
  );
});
