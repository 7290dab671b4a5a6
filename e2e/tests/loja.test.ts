import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { generateCnpj } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, demoFlows, openPage, shotsAtWidths, signIn, tableSettled } from '../browser.ts';

/** The two demo shops: the host name picks the company (App-Domain), as a visitor's browser sends it. */
const shopAt = (host: 'localhost' | 'outra.localhost') => baseUrl.replace('127.0.0.1', host);
const SELLER = { username: 'vendedor', password: 'vendedor1234' };
const SE = { cep: '01001000', street: 'da Sé' };
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?: \\*)?$`);
}

async function open(page: Page, url: string): Promise<void> {
  const res = await page.goto(url);
  expect(res?.status() ?? 0).toBeLessThan(400);
}

const headerColor = (page: Page) => page.locator('header').first().evaluate((el) => getComputedStyle(el).borderBottomColor);
const headers = (page: Page) => page.getByRole('columnheader').allInnerTexts();

describe.skipIf(!browserAvailable)('loja pública e layouts de listagem no Chromium', () => {
  const flow = demoFlows();

  flow('a visitor signed out sees each domain’s own shop, prices, theme and product page, written by the server with no back-office code', async ({ page, shot }) => {
    // Everything the browser runs on the public pages: only the shop's own small script.
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await open(page, `${shopAt('localhost')}/shop`);
    expect(await page.getByTestId('shop-brand').innerText()).toContain('Distribuidora Exemplo');
    const mainPrices = await page.getByTestId('shop-price').allInnerTexts();
    expect(mainPrices.length).toBeGreaterThan(4);
    for (const price of mainPrices) expect(price).toMatch(/^R\$\s?\d{1,3}(\.\d{3})*,\d{2}/);
    const mainColor = await headerColor(page);
    await shotsAtWidths(page, shot, 'shop-principal');

    // Accent-blind search from the header (a plain form: the server answers the results page).
    await page.getByRole('searchbox', { name: 'Pesquisar produtos' }).fill('limao');
    await page.getByRole('searchbox', { name: 'Pesquisar produtos' }).press('Enter');
    await page.getByRole('heading', { name: 'Resultados para "limao"' }).waitFor();
    expect((await page.getByTestId('shop-product').allInnerTexts()).every((t) => /limão/i.test(t))).toBe(true);

    // The other domain: another company, its own products and colours.
    await open(page, `${shopAt('outra.localhost')}/shop`);
    expect(await page.getByTestId('shop-brand').innerText()).toContain('Outra Empresa');
    expect(await page.getByTestId('shop-product').count()).toBe(2);
    const otherText = (await page.getByTestId('shop-product').allInnerTexts()).join(' ');
    expect(otherText).toContain('Caixa organizadora');
    expect(otherText).toContain('R$ 19,90');
    expect(otherText).not.toMatch(/limão/i);
    expect(await headerColor(page)).not.toBe(mainColor);
    await shotsAtWidths(page, shot, 'shop-outra');

    // Categories, then a group's page.
    await page.getByRole('link', { name: 'Categorias' }).click();
    await page.getByRole('heading', { name: 'Categorias' }).waitFor();
    await shotsAtWidths(page, shot, 'shop-categorias');
    await page.getByRole('link', { name: 'Diversos' }).click();
    await page.waitForURL(/\/shop\/grupo-produto\/\d+$/);
    expect(await page.getByTestId('shop-product').count()).toBe(2);

    // A product page, opened directly: its own title, description, picture and canonical address in the answer.
    const res = await page.goto(`${shopAt('outra.localhost')}/catalogo/produtos/OUT-1`);
    const html = await res!.text();
    expect(html).toContain('<title>Caixa organizadora | Outra Empresa</title>');
    expect(html).toContain('<meta property="og:title" content="Caixa organizadora | Outra Empresa">');
    expect(html).toMatch(/<meta name="description" content="[^"]*R\$\s?19,90/);
    expect(html).toContain(`<link rel="canonical" href="${shopAt('outra.localhost')}/catalogo/produtos/OUT-1">`);
    expect(html).toContain(`<meta property="og:url" content="${shopAt('outra.localhost')}/catalogo/produtos/OUT-1">`);
    await page.getByRole('heading', { name: 'Caixa organizadora' }).waitFor();
    expect(await page.title()).toBe('Caixa organizadora | Outra Empresa');
    await shotsAtWidths(page, shot, 'shop-produto');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !/^\/shop-entry\/assets\/shop-[\w-]+\.js$/.test(s))).toEqual([]);
  });

  flow('a cart sent from the shop arrives as an open quote in the back office, and the salespeople are told in their language', async ({ page, shot }) => {
    await open(page, `${shopAt('localhost')}/shop`);
    const first = page.getByTestId('shop-product').first();
    const name = (await first.getByRole('link').first().innerText()).trim();
    await first.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await first.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await page.getByRole('button', { name: /^Carrinho: 2 itens/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Carrinho' });
    await drawer.getByTestId('cart-line').waitFor();
    expect(await drawer.getByRole('spinbutton', { name: `Quantidade de ${name}` }).inputValue()).toBe('2');
    const unit = (await first.getByTestId('shop-price').innerText()).match(/R\$\s?([\d.]+,\d{2})/)![1];
    const cents = Number(unit.replace(/\./g, '').replace(',', ''));
    const total = (2 * cents).toString().padStart(3, '0');
    expect(await drawer.getByTestId('cart-total').innerText()).toContain(`${total.slice(0, -2)},${total.slice(-2)}`);

    // Sent empty: the server's violations beside their fields, in Portuguese, and nothing sent.
    await drawer.getByRole('button', { name: 'Enviar pedido' }).click();
    await drawer.getByRole('alert').filter({ hasText: 'Corrija os campos destacados' }).waitFor();
    expect(await drawer.getByLabel(label('Nome completo ou razão social')).getAttribute('aria-invalid')).toBe('true');
    expect(await drawer.locator('#f-cliente-name-err').innerText()).toBe('Este campo é obrigatório');

    const client = `Visitante ${Date.now()}`;
    await drawer.getByLabel(label('Nome completo ou razão social')).fill(client);
    await drawer.getByLabel(label('CPF ou CNPJ')).pressSequentially(generateCnpj());
    expect(await drawer.getByLabel(label('CPF ou CNPJ')).inputValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await drawer.getByLabel(label('E-mail')).fill('visitante@exemplo.com.br');
    await drawer.getByLabel(label('Telefone')).pressSequentially('19991234567');
    expect(await drawer.getByLabel(label('Telefone')).inputValue()).toBe('(19) 99123-4567');
    const lookup = page.waitForResponse((r) => r.url().endsWith(`/api/cep_address/${SE.cep}`));
    await drawer.getByLabel(label('CEP')).pressSequentially(SE.cep);
    await lookup;
    await page.waitForFunction((street) => [...document.querySelectorAll('input')].some((i) => i.value === street), SE.street);
    await drawer.getByLabel(label('Número')).fill('100');
    // The dialog as the visitor sees it (a full-page shot would stretch the page behind it).
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.screenshot({ path: path.join(artifacts, `shop-carrinho-${width}.png`) });
    }
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/shop/pedidos' && r.status() !== 422);
    await drawer.getByRole('button', { name: 'Enviar pedido' }).click();
    const answer = await sent;
    expect(answer.status(), await answer.text()).toBe(201);
    const { CodPedido } = (await answer.json()) as { CodPedido: number };
    await drawer.getByTestId('shop-order-sent').getByText(`Pedido ${CodPedido} recebido!`).waitFor();
    expect(await page.locator('[data-cart-open]').getAttribute('aria-label')).toBe('Carrinho: 0 itens');

    // In the back office, the demo's company has it as an open quote for that client.
    const token = await apiToken();
    const quote = (await (await api('GET', `/pedido_vendas/${CodPedido}`, token)).json()) as Record<string, unknown>;
    expect(quote).toMatchObject({ TpPedidoDeVenda: 'O', StatusPedido: 'A', Cliente: client });

    // The salespeople are told, each in the language they read: the notice keeps its words' key, not only Portuguese.
    await signIn(page);
    await page.goto(`${baseUrl}/notifications-user`);
    await page.getByText(`Novo pedido pela loja: orçamento ${CodPedido}`, { exact: true }).waitFor();
    await page.getByText(`${client} enviou um pedido pela loja virtual.`, { exact: true }).waitFor();
    await shotsAtWidths(page, shot, 'notificacoes-loja');
    await page.getByRole('button', { name: 'Escolher idioma' }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText(`New order from the shop: quote ${CodPedido}`, { exact: true }).waitFor();
    await page.getByText(`${client} sent an order through the online shop.`, { exact: true }).waitFor();
    await shotsAtWidths(page, shot, 'notificacoes-loja-en');
  });

  flow(
    'the shop’s price table: a product priced and published in its dialog shows in the shop; unpublished in bulk it leaves; one without a price is refused',
    async ({ page, shot }) => {
      const token = await apiToken();
      const rows = ((await (await api('GET', '/loja_produtos/lista?StPublicado=false&itemsPerPage=100&order[IdProduto]=asc', token)).json()) as { 'hydra:member': Array<Record<string, unknown>> })['hydra:member'];
      const [product, other] = rows.filter((r) => r.VlPreco === null) as Array<{ CdChamada: string; NmProduto: string }>;
      await open(page, `${baseUrl}/loja_produtos`);
      await tableSettled(page);
      expect(await page.getByRole('button', { name: /^Publicar na loja/ }).isDisabled()).toBe(true);
      await shotsAtWidths(page, shot, 'loja-produtos');

      // One product: published at a zero price is refused on the field; priced, it is saved.
      await open(page, `${baseUrl}/loja_produtos?CdChamada=${encodeURIComponent(product.CdChamada)}`);
      await tableSettled(page);
      // Not priced yet: a dash (as the list shows every amount that is not above zero), not R$ 0,00.
      expect(await page.locator('table tr', { hasText: product.NmProduto }).locator('td[data-field="VlPreco"]').first().innerText()).toBe('-');
      await page.getByRole('button', { name: `Editar ${product.NmProduto} na loja` }).click();
      const dialog = page.getByRole('dialog', { name: `Na loja: ${product.NmProduto}` });
      await dialog.getByLabel('Publicado na loja').check();
      await dialog.getByLabel('Descrição na loja').fill('Rende o dobro: concentrado.');
      await dialog.getByLabel('Preço na loja').fill('0');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Informe um preço maior que zero para publicar na loja').waitFor();
      await dialog.getByLabel('Preço na loja').fill('1234,5');
      await shotsAtWidths(page, shot, 'loja-produto-dialogo');
      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/loja_produtos' && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect((await saved).status()).toBe(201);
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: /R\$ 1\.234,50/ }).waitFor();

      // The shop shows it at once, at that price and with that description.
      const shopPage = await openPage(flow.browser());
      try {
        const productUrl = `${shopAt('localhost')}/catalogo/produtos/${encodeURIComponent(product.CdChamada)}`;
        await open(shopPage.page, productUrl);
        expect(await shopPage.page.getByTestId('shop-price').innerText()).toMatch(/^R\$ 1\.234,50/);
        await shopPage.page.getByText('Rende o dobro: concentrado.').waitFor();

        // Taken out of the shop from the list's selection: the product page is gone.
        await page.getByRole('checkbox', { name: 'Selecionar linha' }).first().check();
        await page.getByRole('button', { name: 'Tirar da loja (1)' }).click();
        await page.getByText('1 produto tirado da loja').waitFor();
        expect((await shopPage.page.goto(productUrl))?.status()).toBe(404);
      } finally {
        await shopPage.close();
      }

      // Publishing one without a price: nothing changes, the alert names it.
      await open(page, `${baseUrl}/loja_produtos?CdChamada=${encodeURIComponent(other.CdChamada)}`);
      await tableSettled(page);
      await page.getByRole('checkbox', { name: 'Selecionar linha' }).first().check();
      await page.getByRole('button', { name: 'Publicar na loja (1)' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Nada foi alterado' });
      await alert.getByText(`${other.CdChamada} – ${other.NmProduto} · Preço na loja: Informe um preço maior que zero para publicar na loja`).waitFor();
      await shotsAtWidths(page, shot, 'loja-produtos-recusado');
    },
    { asDemo: true },
  );

  flow(
    'a list layout saved and shared with the company applies for another user',
    async ({ page, shot }) => {
      await open(page, `${baseUrl}/clients/list`);
      await tableSettled(page);
      const before = await headers(page);
      await page.getByRole('button', { name: 'Colunas' }).click();
      const chooser = page.getByRole('dialog');
      const boxes = chooser.getByRole('checkbox');
      await boxes.nth(1).uncheck();
      await chooser.getByRole('button', { name: /^Mover .* para cima$/ }).nth(2).click();
      await page.keyboard.press('Escape');
      const mine = await headers(page);
      expect(mine).not.toEqual(before);

      const layoutName = `Equipe ${Date.now()}`;
      await page.getByRole('button', { name: 'Layouts', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Salvar layout atual' }).click();
      const modal = page.getByRole('dialog', { name: 'Salvar layout atual' });
      await modal.getByLabel(label('Nome')).fill(layoutName);
      await modal.getByLabel('Compartilhar com a empresa').check();
      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/listagem_layouts' && r.request().method() === 'POST');
      await modal.getByRole('button', { name: 'Salvar' }).click();
      expect((await saved).status()).toBe(201);

      // The layouts screen lists it as shared.
      await open(page, `${baseUrl}/listagem_layouts`);
      await tableSettled(page);
      const row = page.getByRole('row', { name: new RegExp(layoutName) });
      await row.waitFor();
      // The list it belongs to by the menu's name of the screen, not its path.
      await expect.poll(() => row.innerText()).toContain('Clientes');
      expect(await row.innerText()).not.toContain('/clients/list');
      await shotsAtWidths(page, shot, 'listagem-layouts');

      // Another user of the company applies it from the same list.
      const seller = await openPage(flow.browser());
      try {
        await signIn(seller.page, SELLER.username, SELLER.password);
        await open(seller.page, `${baseUrl}/clients/list`);
        await tableSettled(seller.page);
        expect(await headers(seller.page)).toEqual(before);
        await seller.page.getByRole('button', { name: 'Layouts', exact: true }).click();
        await seller.page.getByRole('menuitem', { name: layoutName }).click();
        await expect.poll(() => headers(seller.page)).toEqual(mine);
        expect(seller.problems).toEqual([]);
      } finally {
        await seller.close();
      }
    },
    { asDemo: true },
  );

  flow(
    'the home dashboard shows its charts, and each status agrees with the orders list it links to',
    async ({ page, shot }) => {
      await open(page, `${baseUrl}/home`);
      for (const id of ['chart-sales', 'chart-status', 'chart-phase', 'chart-conversion', 'chart-top', 'chart-stock']) await page.getByTestId(id).waitFor();
      await shotsAtWidths(page, shot, 'home-painel');
      const links = page.getByTestId('chart-status').locator('[data-count]');
      const count = await links.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < Math.min(count, 3); i++) {
        await open(page, `${baseUrl}/home`);
        const link = page.getByTestId('chart-status').locator('[data-count]').nth(i);
        const expected = Number(await link.getAttribute('data-count'));
        await link.click();
        await page.waitForURL(/\/pedidos\?StatusPedido/);
        await tableSettled(page);
        await expect.poll(async () => Number((await page.getByTestId('list-total').innerText()).replace(/\D/g, '') || 0)).toBe(expected);
      }
    },
    { asDemo: true },
  );

  flow('Google sign-in against the local provider signs in a known user and refuses an unknown one', async ({ page, shot }) => {
    await open(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Entrar com o Google' }).click();
    await page.getByLabel('E-mail').fill('demo@exemplo.com.br');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByRole('heading', { name: 'Olá, Usuário Demonstração' }).waitFor();

    const other = await openPage(flow.browser());
    try {
      await open(other.page, `${baseUrl}/`);
      await other.page.getByRole('button', { name: 'Entrar com o Google' }).click();
      await other.page.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
      const refused = other.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/oauth/google/return');
      await other.page.getByRole('button', { name: 'Continuar' }).click();
      expect((await refused).status()).toBe(401);
      await other.page.getByRole('alert').waitFor();
      expect(other.page.url()).toContain('/oauth/google/return');
      await other.shot('google-recusado');
      expect(await other.page.evaluate(() => window.localStorage.getItem('session'))).toBeNull();
    } finally {
      await other.close();
    }
    await shot('google-entrou');
  });
});
