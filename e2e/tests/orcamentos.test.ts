import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { api, apiToken, baseUrl, browserAvailable, dataDir, demoFlows, fieldError, launch, openPage, shotsAtWidths, signIn, tableSettled } from '../browser.ts';

/** Picks an option of a searchable select by typing part of it (the options come from the API as one types). */
async function pick(page: Page, input: Locator, typed: string, option: RegExp | string): Promise<void> {
  // fill focuses the field without a click: an open list of the previous search may cover it.
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The quote's number from the screen's address (/orcamentos/orcamento/itens/123). */
const numberIn = (page: Page) => Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** Adds one line through the item form and waits for the totals to follow. */
async function addLine(page: Page, product: { typed: string; name: RegExp }, quantity: string, discount?: string): Promise<void> {
  const form = page.getByTestId('item-add-form');
  await pick(page, form.locator('#item-IdProduto'), product.typed, product.name);
  // The markup's price arrives with the product.
  await expect.poll(() => form.locator('#item-VlUnitario').inputValue()).toMatch(/^\d[\d.]*,\d{2}$/);
  await form.locator('#item-QtPedida').fill(quantity);
  if (discount !== undefined) await form.locator('#item-PcDesconto').fill(discount);
  await form.getByRole('button', { name: 'Adicionar item' }).click();
}

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text as unknown as string;
}

describe.skipIf(!browserAvailable)('orçamentos no Chromium', () => {
  const flow = demoFlows();

  flow(
    'demo monta um orçamento com 3 itens (um fracionado) ao preço do markup, o desconto acima do permitido é recusado, finaliza, e o pedido aparece em /pedidos',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Orçamentos', exact: true }).click();
      await page.waitForURL(`${baseUrl}/orcamentos`);
      await tableSettled(page);
      await shotsAtWidths(page, shot, 'orcamentos-lista');

      await page.getByRole('link', { name: 'Novo orçamento' }).click();
      await page.waitForURL(`${baseUrl}/orcamentos/orcamento_detalhes`);
      await pick(page, page.locator('#orcamento-IdCliente'), 'padaria', /^Padaria/);
      await pick(page, page.locator('#orcamento-IdOperacao'), 'Venda de mer', 'Venda de mercadoria');
      await pick(page, page.locator('#orcamento-IdPrazo'), '30/60', '30/60/90');
      await page.locator('#orcamento-DsFormaPagamento').click();
      await page.getByRole('option', { name: 'Depósito bancário' }).click();
      await page.locator('#orcamento-VlFrete').fill('35,90');
      await page.locator('#orcamento-DsObservacao').fill('Entregar pela manhã, doca 2.');
      await shotsAtWidths(page, shot, 'orcamento-novo');
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/pedido_vendas/novo');
      await page.getByRole('button', { name: 'Salvar' }).click();
      expect((await created).status()).toBe(201);
      await page.waitForURL(/\/orcamentos\/orcamento\/itens\/\d+$/);
      const id = numberIn(page);
      await page.getByText(`Orçamento ${id} criado. Agora inclua os itens.`).waitFor();

      // Three lines: whole units, a fractional KG line with 3 decimals, and one with an allowed discount.
      await addLine(page, { typed: 'PA-0062', name: /^PA-0062 —/ }, '12');
      await page.getByTestId('quote-items').getByRole('row').filter({ hasText: 'PA-0062' }).waitFor();
      await addLine(page, { typed: 'base detergente', name: /^PI-0001 —/ }, '2,5');
      await page.getByTestId('quote-items').getByRole('row').filter({ hasText: 'PI-0001' }).waitFor();

      // A discount beyond the company's 10 % is refused on its field and nothing is added.
      await addLine(page, { typed: 'RV-0066', name: /^RV-0066 —/ }, '3,250', '15');
      const discount = page.getByTestId('item-add-form').locator('#item-PcDesconto');
      await expect.poll(() => fieldError(discount)).toBe('Desconto acima do permitido: no máximo 10,00%');
      expect(await page.getByTestId('quote-items').getByRole('row').count()).toBe(3); // header + 2 lines
      await shotsAtWidths(page, shot, 'orcamento-desconto-recusado');
      await discount.fill('5');
      await page.getByTestId('item-add-form').getByRole('button', { name: 'Adicionar item' }).click();
      await page.getByTestId('quote-items').getByRole('row').filter({ hasText: 'RV-0066' }).waitFor();

      // The screen shows what the API stored: suggested prices (the markup's), quantities with their decimals, totals.
      const token = await apiToken();
      const items = ((await (await api('GET', `/pedido_venda_items_orcamento?pedido=${id}`, token)).json()) as { 'hydra:member': Record<string, string>[] })['hydra:member'];
      expect(items.map((i) => [i.CdChamada, i.QtPedida, i.VlUnitario === i.VlPrecoSugerido, i.PcDesconto])).toEqual([
        ['PA-0062', '12.000', true, '0.00'],
        ['PI-0001', '2.500', true, '0.00'],
        ['RV-0066', '3.250', true, '5.00'],
      ]);
      const rows = page.getByTestId('quote-items').getByRole('row');
      await expect.poll(() => rows.filter({ hasText: 'PI-0001' }).innerText()).toContain('2,500 KG');
      expect(await rows.filter({ hasText: 'PA-0062' }).innerText()).toContain('12 UN');
      const order = (await (await api('GET', `/pedido_vendas/${id}`, token)).json()) as Record<string, string>;
      await expect.poll(() => page.getByTestId('total-total').innerText()).toBe(`R$ ${Number(order.VlTotal).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
      expect(await page.getByTestId('total-freight').innerText()).toBe('R$ 35,90');
      // The demo user sees price formation: cost, markup, suggested price and margin per line.
      expect(await rows.first().innerText()).toMatch(/Custo\s+Markup\s+Sugerido\s+Margem/);
      await shotsAtWidths(page, shot, 'orcamento-itens');

      // Finalized: it becomes an order and shows in /pedidos with its status.
      await page.getByRole('button', { name: 'Finalizar (virar pedido)' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Finalizar (virar pedido)' }).click();
      await page.getByText(`Orçamento finalizado: agora é o pedido ${id}.`).waitFor();
      await expect.poll(() => page.getByTestId('quote-situation').innerText()).toBe('Finalizado');
      await page.getByTestId('quote-readonly').waitFor();
      // The order starts in the first phase of the company's workflow and moves to another one.
      const phase = page.locator('#pedido-fase');
      await expect.poll(() => phase.inputValue()).toBe('Digitação');
      await shotsAtWidths(page, shot, 'orcamento-finalizado');
      const moved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/pedido_vendas/${id}/fase`));
      await phase.click();
      await page.getByRole('option', { name: 'Separação' }).click();
      expect((await moved).status()).toBe(200);
      await page.goto(`${baseUrl}/pedidos?CodPedido=${id}`);
      await tableSettled(page);
      const listed = page.getByRole('table').getByRole('row').filter({ hasText: String(id) });
      await listed.waitFor();
      expect(await listed.innerText()).toMatch(/Aberto\s+Pedido/);
      expect(await listed.locator('td[data-field="NmFase"]').innerText()).toBe('Separação');
    },
    { asDemo: true },
  );

  flow(
    'finalizar sem itens nem volume dá a mensagem; duplicar abre a cópia com os mesmos itens',
    async ({ page, shot }) => {
      const token = await apiToken();
      const clients = ((await (await api('GET', '/cliente-venda-orcamento?itemsPerPage=1', token)).json()) as { 'hydra:member': { id: number }[] })['hydra:member'];
      const quote = (await (await api('POST', '/pedido_vendas/novo', token, { IdCliente: clients[0].id })).json()) as { CodPedido: number };
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${quote.CodPedido}`);
      await page.getByText('Nenhum item ainda. Escolha um produto acima.').waitFor();
      await page.getByRole('button', { name: 'Finalizar (virar pedido)' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Finalizar (virar pedido)' }).click();
      await page.getByText('Defina o volume total ou os produtos').waitFor();
      await shotsAtWidths(page, shot, 'orcamento-sem-itens');

      await addLine(page, { typed: 'PA-0062', name: /^PA-0062 —/ }, '5');
      await page.getByTestId('quote-items').getByRole('row').filter({ hasText: 'PA-0062' }).waitFor();
      await page.getByRole('button', { name: `Ações do pedido ${quote.CodPedido}` }).click();
      await page.getByRole('menuitem', { name: 'Duplicar' }).click();
      await page.waitForURL((url) => /\/orcamentos\/orcamento\/itens\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${quote.CodPedido}`));
      const copy = numberIn(page);
      await page.getByText(`Cópia criada: orçamento ${copy}, aos preços de hoje.`).waitFor();
      await page.getByTestId('quote-items').getByRole('row').filter({ hasText: 'PA-0062' }).waitFor();
      expect(await page.getByTestId('quote-situation').innerText()).toBe('Aberto');
    },
    { asDemo: true },
  );

  flow(
    'duas pessoas alteram o mesmo orçamento: a segunda a salvar recebe a mensagem de que ele já foi alterado',
    async ({ page }) => {
      const token = await apiToken();
      const clients = ((await (await api('GET', '/cliente-venda-orcamento?itemsPerPage=1', token)).json()) as { 'hydra:member': { id: number }[] })['hydra:member'];
      const quote = (await (await api('POST', '/pedido_vendas/novo', token, { IdCliente: clients[0].id })).json()) as { CodPedido: number };
      const browser = await launch();
      try {
        const other = await openPage(browser);
        await signIn(other.page, 'vendedor', 'vendedor1234');
        for (const p of [page, other.page]) {
          await p.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${quote.CodPedido}`);
          await p.locator('#orcamento-DsObservacao').waitFor();
        }
        await page.locator('#orcamento-DsObservacao').fill('Primeiro a salvar');
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.getByText('Dados salvos com sucesso').waitFor();
        await other.page.locator('#orcamento-DsObservacao').fill('Segundo a salvar');
        const refused = other.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/pedido_vendas/${quote.CodPedido}/atualiza`));
        await other.page.getByRole('button', { name: 'Salvar' }).click();
        expect((await refused).status()).toBe(409);
        await other.page.getByTestId('quote-stale').waitFor();
        expect(await other.page.getByTestId('quote-stale').innerText()).toContain('Outra pessoa alterou este orçamento');
        await shotsAtWidths(other.page, other.shot, 'orcamento-409');
        await other.close();
      } finally {
        await browser.close();
      }
      const saved = (await (await api('GET', `/pedido_vendas/${quote.CodPedido}`, token)).json()) as { DsObservacao: string };
      expect(saved.DsObservacao).toBe('Primeiro a salvar');
    },
    { asDemo: true },
  );

  flow(
    'o PDF traz o número, o cliente, os itens e o total; o e-mail sai com o PDF anexo e fica registrado no pedido',
    async ({ page, shot }) => {
      const token = await apiToken();
      const [quote] = ((await (await api('GET', '/orcamentos?StOrcamento=F&itemsPerPage=1', token)).json()) as { 'hydra:member': { CodPedido: number; Cliente: string }[] })['hydra:member'];
      await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${quote.CodPedido}`);
      await page.getByTestId('quote-items').waitFor();
      const pdf = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/imprime_pedido_vendas_pdf');
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: `Ações do pedido ${quote.CodPedido}` }).click();
      await page.getByRole('menuitem', { name: 'Imprimir (PDF)' }).click();
      const answer = await pdf;
      expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'application/pdf']);
      await (await popup).waitForURL(/^blob:/);
      // The same document the viewer shows, read as text.
      const text = await pdfText(await (await api('GET', `/imprime_pedido_vendas_pdf?id=${quote.CodPedido}`, token)).arrayBuffer());
      const items = ((await (await api('GET', `/pedido_venda_items_orcamento?pedido=${quote.CodPedido}`, token)).json()) as { 'hydra:member': { CdChamada: string }[] })['hydra:member'];
      const order = (await (await api('GET', `/pedido_vendas/${quote.CodPedido}`, token)).json()) as { VlTotal: string };
      expect(text).toContain(String(quote.CodPedido));
      expect(text).toContain(quote.Cliente);
      for (const item of items) expect(text).toContain(item.CdChamada);
      expect(text).toContain(Number(order.VlTotal).toLocaleString('pt-BR', { minimumFractionDigits: 2 }));

      const outbox = path.join(dataDir, 'outbox');
      const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
      await page.getByRole('button', { name: `Ações do pedido ${quote.CodPedido}` }).click();
      await page.getByRole('menuitem', { name: 'Enviar por e-mail' }).click();
      await page.getByRole('dialog').getByLabel('Para (separe vários com vírgula)').fill('compras@cliente-exemplo.com.br');
      await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
      await page.getByText('Envio agendado para compras@cliente-exemplo.com.br').waitFor();
      await expect.poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0), { timeout: 30_000 }).toBe(before + 1);
      const newest = fs.readdirSync(outbox).map((f) => path.join(outbox, f)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
      const mail = fs.readFileSync(newest, 'utf8');
      expect(mail).toContain('To: compras@cliente-exemplo.com.br');
      expect(mail).toMatch(/Content-Type: application\/pdf;[\s\S]*name="?pedido-\d+\.pdf/);

      // The order says when it was sent and to whom; the client's purchase order number is recorded on it.
      await page.goto(`${baseUrl}/orcamentos/orcamento_detalhes/${quote.CodPedido}`);
      await page.locator('#orcamento-envios').getByText(/para compras@cliente-exemplo\.com\.br$/).waitFor();
      await page.locator('#orcamento-NrPedidoCompra').fill('OC-2026-0457');
      await page.locator('#orcamento-purchase').getByRole('button', { name: 'Registrar' }).click();
      await page.getByText('Dados salvos com sucesso').waitFor();
      expect(((await (await api('GET', `/pedido_vendas/${quote.CodPedido}`, token)).json()) as { NrPedidoCompra: string }).NrPedidoCompra).toBe('OC-2026-0457');
      await shotsAtWidths(page, shot, 'pedido-compra-envios');
    },
    { asDemo: true },
  );

  flow(
    'com a venda sem estoque ligada, o pedido finalizado além do estoque mostra no item o que está em falta',
    async ({ page, shot }) => {
      const token = await apiToken();
      const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;
      const { company } = await json<{ company: number }>(api('GET', '/users/me', token));
      const setting = (value: string) => api('PUT', `/configs/${company}`, token, { configKey: 'vendaSemEstoque', configValue: value });
      expect((await setting('true')).status).toBe(200);
      try {
        // A client the demo already sold to, a new product with 2 units in stock, and a quote of 5 of it.
        const [done] = (await json<{ 'hydra:member': { CodPedido: number }[] }>(api('GET', '/orcamentos?StOrcamento=F&itemsPerPage=1', token)))['hydra:member'];
        const { IdCliente } = await json<{ IdCliente: number }>(api('GET', `/pedido_vendas/${done.CodPedido}`, token));
        const units = (await json<{ 'hydra:member': { IdTipoMedida: number; CdSigla: string }[] }>(api('GET', '/tipo_medidas?pagination=false', token)))['hydra:member'];
        const [sector] = (await json<{ 'hydra:member': { IdSetor: number }[] }>(api('GET', '/setors?itemsPerPage=1', token)))['hydra:member'];
        const code = `EF-${Date.now() % 100000}`;
        const product = await json<{ IdProduto: number }>(
          api('POST', '/produtos', token, { CdChamada: code, NmProduto: 'Produto em falta', TpProduto: 'A', IdTipoMedida: units.find((u) => u.CdSigla === 'UN')!.IdTipoMedida, NrDiasValidade: 0, VlPrecoCusto: '10.0000' }),
        );
        expect((await api('POST', '/estoque_movimentos', token, { TpMovimento: 'E', IdProduto: product.IdProduto, IdSetor: sector.IdSetor, QtMovimento: '2' })).status).toBe(201);
        const quote = await json<{ CodPedido: number }>(api('POST', '/pedido_vendas/novo', token, { IdCliente }));
        expect((await api('POST', '/pedido_venda_items', token, { CodPedido: quote.CodPedido, IdProduto: product.IdProduto, QtPedida: '5', VlUnitario: '20.00' })).status).toBe(201);

        await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${quote.CodPedido}`);
        await page.getByTestId('quote-items').getByRole('row').filter({ hasText: code }).waitFor();
        await page.getByRole('button', { name: 'Finalizar (virar pedido)' }).click();
        const finalized = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/pedido_vendas/${quote.CodPedido}/finalizar-orcamento`));
        await page.getByRole('dialog').getByRole('button', { name: 'Finalizar (virar pedido)' }).click();
        expect((await finalized).status()).toBe(200);
        const badge = page.getByTestId('item-pendente-1');
        await badge.waitFor();
        expect(await badge.innerText()).toBe('Em falta: 3 UN');
        await badge.hover();
        await page.getByText('Pendente de estoque: o pedido foi finalizado sem esta quantidade').waitFor();
        await shotsAtWidths(page, shot, 'pedido-item-em-falta');
      } finally {
        expect((await setting('false')).status).toBe(200);
      }
    },
    { asDemo: true },
  );

  flow('o vendedor abre orçamentos e não vê custos; /markup responde 403 e a formação de preço não está no menu', async ({ page, shot }) => {
    await signIn(page, 'vendedor', 'vendedor1234');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Orçamentos', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Formação de preço', exact: true }).count()).toBe(0);
    const token = await apiToken('vendedor', 'vendedor1234');
    expect((await api('GET', '/markup', token)).status).toBe(403);
    const [quote] = ((await (await api('GET', '/orcamentos?StOrcamento=F&itemsPerPage=1', token)).json()) as { 'hydra:member': { CodPedido: number }[] })['hydra:member'];
    await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${quote.CodPedido}`);
    const header = page.getByTestId('quote-items').getByRole('row').first();
    await header.waitFor();
    expect(await header.innerText()).not.toMatch(/Custo|Margem/);
    await shotsAtWidths(page, shot, 'orcamento-vendedor');
  });

  flow('outra empresa não vê os orçamentos nem os pedidos da demonstração', async ({ page }) => {
    const token = await apiToken();
    const [quote] = ((await (await api('GET', '/orcamentos?itemsPerPage=1', token)).json()) as { 'hydra:member': { CodPedido: number }[] })['hydra:member'];
    await signIn(page, 'outra', 'outra1234');
    await page.goto(`${baseUrl}/orcamentos/orcamento/itens/${quote.CodPedido}`);
    await page.getByText('Não foi possível carregar o orçamento').waitFor();
    const other = await apiToken('outra', 'outra1234');
    const theirs = ((await (await api('GET', '/vw_pedidos?itemsPerPage=100', other)).json()) as { 'hydra:member': { CdEmpresa: number }[] })['hydra:member'];
    const mine = ((await (await api('GET', '/vw_pedidos?itemsPerPage=1', token)).json()) as { 'hydra:member': { CdEmpresa: number }[] })['hydra:member'];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((o) => o.CdEmpresa !== mine[0].CdEmpresa)).toBe(true);
  });
});
