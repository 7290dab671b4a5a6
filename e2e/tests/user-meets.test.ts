import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generateCnpj } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, DEMO, flowsOn, launch, signIn, visit, type WatchedPage } from '../browser.ts';

/** The demo's other users (apps/api/src/seed/accounts.ts). */
const SELLER = { username: 'vendedor', password: 'vendedor1234' };
const OTHER = { username: 'outra', password: 'outra1234', alias: 'Outra Empresa' };
/** Screenshots of the visible screen (not the whole page: a notice is fixed to the window). */
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

let browser: Browser;
let demoToken: Promise<string> | undefined;
/** One API token of demo for the whole file (the API allows a few sign-ins a minute per user). */
const demoApiToken = () => (demoToken ??= apiToken());

/** Runs a flow on a fresh page (no session); fails on any console error, page error, failed request or 5xx answer. */
const flow = flowsOn(() => browser, () => undefined);

/** Both sizes of a screen: 1280 px and a 390 px phone. */
async function shootBoth(w: WatchedPage, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await w.page.setViewportSize(size);
    await ready(w.page);
    await w.shot(`${name}-${size.width}`);
  }
  await w.page.setViewportSize(DESKTOP);
}

describe.skipIf(!browserAvailable)('what a user meets', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  flow("the salesperson opening an administration screen gets one 'Acesso negado' page, and no menu entry to it", async (w) => {
    const { page } = w;
    await signIn(page, SELLER.username, SELLER.password);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByText('Clientes').first().waitFor();
    expect(await nav.innerText()).not.toMatch(/Empresas|Configurações|Menu\b/);
    for (const path of ['/company/users', '/regras', '/settings', '/company']) {
      await visit(page, path);
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      // No screen behind it whose buttons would fail.
      expect(await page.locator('main').getByRole('button', { name: /Novo|Salvar|Excluir/ }).count()).toBe(0);
    }
    await shootBoth(w, 'access-denied', (p) => p.getByRole('heading', { name: 'Acesso negado' }).waitFor());
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await page.waitForURL(`${baseUrl}/home`);
  });

  flow("a user of the other company sees its own company's name and title, never the first company's", async (w) => {
    const { page } = w;
    await signIn(page, OTHER.username, OTHER.password);
    const logo = page.getByRole('link', { name: new RegExp(`^${OTHER.alias} – `) });
    await logo.waitFor();
    await page.waitForFunction((title) => document.title === title, OTHER.alias);
    const header = await page.locator('header').innerText();
    expect(header).not.toContain(DEMO.alias);
    // The first company's logo (an image of its theme) is not in the header.
    expect(await page.locator('header img').count()).toBe(0);
    await w.shot('brand-other-company-1280');
  });

  flow('leaving a client form with unsaved changes asks first; saving shows a notice that leaves the save button free', async (w) => {
    const { page } = w;
    const token = await demoApiToken();
    const created = await api('POST', '/people/clients', token, { name: `Cliente Aviso ${Date.now()}`, document: generateCnpj() });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await signIn(page);
    await visit(page, `/clients/edit/${id}`);
    const save = page.getByRole('button', { name: 'Salvar' });
    await save.waitFor();
    const alias = page.getByLabel(/^Nome fantasia/);
    await alias.fill('Fantasia alterada');
    await page.getByRole('link', { name: 'Voltar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continuar editando' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/clients/edit/${id}`);
    expect(await alias.inputValue()).toBe('Fantasia alterada');

    // Saved: the notice appears, and never over the save button (1280 px and a 390 px phone).
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await save.click();
      const notice = page.getByText('Dados salvos com sucesso').last();
      await notice.waitFor();
      await page.waitForTimeout(400); // the notice's entrance transition
      const [a, b] = [await notice.boundingBox(), await save.boundingBox()];
      expect(a && b).toBeTruthy();
      const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
      expect(overlaps, `notice ${JSON.stringify(a)} over the save button ${JSON.stringify(b)} at ${size.width} px`).toBe(false);
      await page.screenshot({ path: path.join(ARTIFACTS, `client-form-toast-${size.width}.png`) });
    }
    await page.setViewportSize(DESKTOP);

    // Nothing unsaved: leaving does not ask.
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL(`${baseUrl}/clients/list`);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The browser's Back from a form with unsaved changes asks too: "Continuar editando" keeps the address and the
    // typing, "Sair sem salvar" goes back.
    await page.getByRole('table').locator('td[data-field="name"] a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/clients/edit/'));
    const opened = page.url();
    await save.waitFor();
    await alias.fill('Fantasia pelo Voltar');
    await page.goBack({ waitUntil: 'commit' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continuar editando' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(opened);
    expect(await alias.inputValue()).toBe('Fantasia pelo Voltar');
    await page.goBack({ waitUntil: 'commit' });
    await dialog.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL(`${baseUrl}/clients/list`);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  flow('deactivating a user asks for confirmation; Cancel keeps the user active', async (w) => {
    const { page } = w;
    const token = await demoApiToken();
    const username = `temp${Date.now().toString(36)}`;
    const res = await api('POST', '/users', token, {
      username,
      password: 'segredo12',
      confirmPassword: 'segredo12',
      email: `${username}@exemplo.com.br`,
      realname: 'Usuário Temporário',
    });
    expect(res.status, await res.clone().text()).toBe(201);

    await signIn(page);
    await visit(page, '/company/users');
    await page.getByRole('heading', { name: 'Usuários da empresa' }).waitFor();
    const deactivate = page.getByRole('button', { name: `Desativar ${username}` });
    await deactivate.waitFor();
    await deactivate.click();
    const dialog = page.getByRole('dialog', { name: 'Desativar usuário?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('não poderá mais entrar no sistema');
    await w.shot('deactivate-confirmation-1280');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await deactivate.isVisible()).toBe(true);

    await deactivate.click();
    await dialog.getByRole('button', { name: 'Desativar' }).click();
    await page.getByText('Usuário desativado').first().waitFor();
    await page.getByRole('button', { name: `Reativar ${username}` }).waitFor();
  });
});
