import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { generateCnpj, maskCep, maskDocument, translateMessage } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, fieldError, flowsOn, launch, openPage, signIn, visit } from '../browser.ts';

/** The demo's other users (apps/api/src/seed/demo.ts). */
const SELLER = { username: 'vendedor', password: 'vendedor1234' };
const OTHER = { username: 'outra', password: 'outra1234' };
/** CEPs the demo seed keeps in cep_cache (apps/api/src/modules/geo/geo.seed.ts), so the lookup works offline. */
const SE = { cep: '01001000', streetType: 'Praça', street: 'da Sé', district: 'Sé', city: 'São Paulo', uf: 'SP' };
const CAIUBI = { cep: '05010000', streetType: 'Rua', street: 'Caiubi', district: 'Perdizes', city: 'São Paulo', uf: 'SP' };

let browser: Browser;
/**
 * demo's session, signed in once through the login form: the flows of demo start signed in, since the API
 * allows 10 sign-ins a minute per user and address (LOGIN_RATE_LIMIT) and app.test.ts signs demo in 6 times.
 */
let demoSession: BrowserContextOptions['storageState'];
let demoToken: Promise<string> | undefined;
/** One API token of demo for the whole file (the same limit). */
const demoApiToken = () => (demoToken ??= apiToken());

const flow = flowsOn(
  () => browser,
  () => demoSession,
);

/**
 * A field's label as Playwright reads it: the text of the <label>, with Mantine's ' *' of a required field
 * (aria-hidden, so screen readers do not read it, but Playwright's label matching does).
 */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?: \\*)?$`);
}

async function waitForValue(input: Locator, expected: string): Promise<void> {
  await input.page().waitForFunction(([el, value]) => (el as HTMLInputElement).value === value, [await input.elementHandle(), expected] as const);
}

/** Waits for the list's answer to settle on a total and returns it ('12 registros' → 12). */
async function listTotal(page: Page): Promise<number> {
  const total = page.getByTestId('list-total');
  // An empty list says so in words ('Nenhum registro'); otherwise the count comes first.
  await page.waitForFunction(() => /^(\d[\d.,]* |Nenhum|No records|Ningún)/.test(document.querySelector('[data-testid="list-total"]')?.textContent ?? ''));
  const text = await total.innerText();
  // '1.234 registros' (pt-BR), '1,234 records' (en-US): the count is written with the language's thousands.
  return /^\d/.test(text) ? Number(text.split(' ')[0].replace(/[.,]/g, '')) : 0;
}

/**
 * Applies the list's filters and waits for the GET /api/vw_clientes that carries them (`expected`: the
 * query parameters the filters must send; a load already in flight without them is not the one).
 */
async function applyFilters(page: Page, expected: Record<string, string>): Promise<void> {
  const sent = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/vw_clientes' && Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);
  });
  await page.getByRole('form', { name: 'Filtros' }).getByRole('button', { name: 'Filtrar' }).click();
  const res = await sent;
  expect(res.status()).toBe(200);
  // The table re-renders after the answer: wait for it to stop being busy.
  await page.waitForFunction(() => document.querySelector('table')?.getAttribute('aria-busy') === 'false');
}

interface ClientRow {
  id: number;
  name: string;
  document: string | null;
}

async function collection<T>(res: Response): Promise<T[]> {
  const body = (await res.json()) as { 'hydra:member'?: T[]; member?: T[] };
  return body['hydra:member'] ?? body.member ?? [];
}

describe.skipIf(!browserAvailable)('clientes no Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
    const w = await openPage(browser);
    try {
      await signIn(w.page);
      demoSession = await w.context.storageState();
    } finally {
      await w.close();
    }
    expect(w.problems, 'console errors, failed requests or server errors while signing in').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  flow('demo cadastra um cliente com CNPJ válido e endereço pelo CEP', async ({ page, shot }) => {
    const cnpj = generateCnpj();
    const name = `Mercado E2E ${Date.now()} Ltda`;
    await visit(page, '/home');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Novo cliente' }).click();
    await page.waitForURL(`${baseUrl}/clients/create`);
    await page.getByRole('heading', { name: 'Novo cliente' }).first().waitFor();

    await page.getByLabel(label('Razão social / Nome')).fill(name);
    const doc = page.getByLabel(label('CNPJ / CPF'));
    await doc.fill(cnpj);
    // The field masks what is typed and finds nothing wrong with a valid CNPJ.
    expect(await doc.inputValue()).toBe(maskDocument(cnpj));
    expect(await fieldError(doc)).toBe('');

    const address = page.getByRole('group', { name: 'Endereço 1' });
    const cep = address.getByLabel(label('CEP'));
    const lookup = page.waitForResponse((r) => r.url().endsWith(`/api/cep_address/${SE.cep}`));
    await cep.fill(SE.cep);
    expect((await lookup).status()).toBe(200);
    await address.getByText('Endereço preenchido pelo CEP').waitFor();
    expect(await cep.inputValue()).toBe(maskCep(SE.cep));
    await waitForValue(address.getByLabel(label('Logradouro')), SE.street);
    expect(await address.getByLabel(label('Tipo')).inputValue()).toBe(SE.streetType);
    expect(await address.getByLabel(label('Bairro')).inputValue()).toBe(SE.district);
    expect(await address.getByLabel(label('Cidade')).inputValue()).toBe(`${SE.city} - ${SE.uf}`);
    expect(await address.getByLabel(label('UF')).inputValue()).toBe(SE.uf);
    // The CEP never gives the number: the cursor goes there.
    const number = address.getByLabel(label('Número'));
    await page.waitForFunction((el) => document.activeElement === el, await number.elementHandle());
    await number.fill('100');
    await shot('client-create-filled');

    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/people/clients' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const res = await saved;
    expect(res.status(), await res.text()).toBe(201);
    const body = (await res.json()) as { id: number; document: string; addresses: Array<{ cep: string; street: string; city: string; uf: string }> };
    expect(body.document).toBe(cnpj);
    expect(body.addresses).toEqual([expect.objectContaining({ cep: SE.cep, street: SE.street, city: SE.city, uf: SE.uf })]);
    await page.getByText('Dados salvos com sucesso').first().waitFor();
    await page.waitForURL(`${baseUrl}/clients/edit/${body.id}`);
    await page.getByRole('heading', { name }).first().waitFor();
    // The edit screen shows what was saved.
    expect(await page.getByLabel(label('CNPJ / CPF')).inputValue()).toBe(maskDocument(cnpj));
    expect(await page.getByRole('group', { name: 'Endereço 1' }).getByLabel(label('Número')).inputValue()).toBe('100');
    await shot('client-saved');

    // The new client is in the list.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clientes', exact: true }).click();
    await page.waitForURL(`${baseUrl}/clients/list`);
    await listTotal(page);
    await page.getByRole('form', { name: 'Filtros' }).getByLabel(label('Razão social / Nome')).fill(name);
    await applyFilters(page, { name });
    const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain(maskDocument(cnpj));
    expect(await listTotal(page)).toBe(1);
    await shot('client-in-list');

    // The start page's latest changes name it, in Portuguese, with who made it.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
    await page.waitForURL(`${baseUrl}/home`);
    const change = page.getByRole('row').filter({ hasText: `${name} (#${body.id})` });
    await change.waitFor();
    expect(await change.innerText()).toMatch(/Pessoa\s+Mercado E2E .*Inclusão\s+demo/s);
    await shot('home-latest-changes');
  }, { asDemo: true });

  flow('CPF inválido, e-mail inválido e CEP de 7 dígitos no formulário do cliente', async ({ page, shot }) => {
    await visit(page, '/clients/create');
    await page.getByRole('heading', { name: 'Novo cliente' }).first().waitFor();
    let posted = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/people/clients' && r.method() === 'POST') posted += 1;
    });

    // A complete CPF with wrong check digits: the error at once, on the document field.
    const doc = page.getByLabel(label('CNPJ / CPF'));
    await doc.fill('12345678900');
    expect(await doc.inputValue()).toBe('123.456.789-00');
    await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await doc.elementHandle());
    expect(await fieldError(doc)).toBe(translateMessage('invalid_cpf', 'pt-BR'));

    // An e-mail without a domain: the error when leaving the field, on the e-mail field.
    const email = page.getByLabel(label('E-mail 1'));
    await email.fill('fulano@');
    await email.blur();
    await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await email.elementHandle());
    expect(await fieldError(email)).toBe(translateMessage('invalid_email', 'pt-BR'));
    expect(await fieldError(doc)).toBe(translateMessage('invalid_cpf', 'pt-BR'));

    // A CEP typed without its leading zero: leaving the field adds it and looks the address up.
    const address = page.getByRole('group', { name: 'Endereço 1' });
    const cep = address.getByLabel(label('CEP'));
    await cep.fill(CAIUBI.cep.slice(1));
    expect(await cep.inputValue()).toBe('50100-00');
    const lookup = page.waitForResponse((r) => r.url().endsWith(`/api/cep_address/${CAIUBI.cep}`));
    await cep.blur();
    expect((await lookup).status()).toBe(200);
    await waitForValue(cep, maskCep(CAIUBI.cep));
    expect(await cep.inputValue()).toBe('05010-000');
    await address.getByText('Endereço preenchido pelo CEP').waitFor();
    await waitForValue(address.getByLabel(label('Logradouro')), CAIUBI.street);
    expect(await address.getByLabel(label('Bairro')).inputValue()).toBe(CAIUBI.district);
    expect(await address.getByLabel(label('Cidade')).inputValue()).toBe(`${CAIUBI.city} - ${CAIUBI.uf}`);
    expect(await address.getByLabel(label('UF')).inputValue()).toBe(CAIUBI.uf);
    expect(await fieldError(cep)).toBe('');

    // Saving with the errors: the form says so, keeps the messages and sends nothing.
    await page.getByLabel(label('Razão social / Nome')).fill('Cliente com erros');
    await address.getByLabel(label('Número')).fill('10');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Corrija os campos destacados antes de salvar.' }).waitFor();
    expect(await fieldError(doc)).toBe(translateMessage('invalid_cpf', 'pt-BR'));
    expect(await fieldError(email)).toBe(translateMessage('invalid_email', 'pt-BR'));
    expect(posted).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/clients/create');
    await shot('client-form-errors');
  }, { asDemo: true });

  flow('/clients/list filtra pelos dígitos do documento e lembra as colunas', async ({ page, shot }) => {
    // A client of the demo company with a numeric document (the filter keeps digits only).
    const res = await api('GET', '/vw_clientes?itemsPerPage=50', await demoApiToken());
    expect(res.status).toBe(200);
    const client = (await collection<ClientRow>(res)).find((c) => /^\d{11}(\d{3})?$/.test(c.document ?? ''));
    expect(client, 'a demo client with a numeric CPF/CNPJ').toBeTruthy();
    const digits = client!.document!;

    await visit(page, '/clients/list');
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    const all = await listTotal(page);
    expect(all).toBeGreaterThan(1);

    const filter = page.getByRole('form', { name: 'Filtros' }).getByLabel(label('CNPJ / CPF'));
    await filter.pressSequentially(maskDocument(digits));
    expect(await filter.inputValue()).toBe(digits);
    // Only the digits are sent.
    await applyFilters(page, { document: digits });
    const row = table.getByRole('row').filter({ hasText: client!.name });
    await row.waitFor();
    expect(await listTotal(page)).toBe(1);
    expect(await row.innerText()).toContain(maskDocument(digits));
    await shot('clients-filter-document');

    // Hide a column; the list remembers it (and the filter) after a reload.
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('checkbox', { name: 'Nome fantasia' }).uncheck();
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: 'Nome fantasia' }).waitFor({ state: 'detached' });
    await page.reload();
    await table.getByRole('row').filter({ hasText: client!.name }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Nome fantasia' }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: /Razão social \/ Nome/ }).count()).toBe(1);
    expect(await page.getByRole('form', { name: 'Filtros' }).getByLabel(label('CNPJ / CPF')).inputValue()).toBe(digits);
    await shot('clients-columns-after-reload');

    // Restoring the columns brings it back.
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('button', { name: 'Restaurar padrão' }).click();
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: 'Nome fantasia' }).waitFor();
  }, { asDemo: true });

  flow('vendedor vê só Clientes no menu e a API nega a administração', async ({ page, shot }) => {
    await signIn(page, SELLER.username, SELLER.password);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Clientes', exact: true }).waitFor();
    const texts = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.textContent?.trim() ?? ''));
    expect(texts).toContain('Clientes');
    for (const admin of ['Empresas', 'Configurações', 'Menu']) expect(texts, `menu link ${admin}`).not.toContain(admin);
    await shot('menu-vendedor');

    // The salesperson works with clients.
    await nav.getByRole('link', { name: 'Clientes', exact: true }).click();
    await page.waitForURL(`${baseUrl}/clients/list`);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await listTotal(page)).toBeGreaterThan(0);
    await shot('clients-vendedor');

    // The server refuses the administration to the same user, whatever the menu shows.
    const token = await apiToken(SELLER.username, SELLER.password);
    const regras = await api('GET', '/regras', token);
    expect(regras.status, await regras.clone().text()).toBe(403);
    expect((await api('GET', '/vw_clientes?itemsPerPage=1', token)).status).toBe(200);
  });

  flow('outra empresa não vê os clientes da primeira', async ({ page, shot }) => {
    // A client of the first company, created by demo.
    const demoToken = await demoApiToken();
    const name = `Cliente Sigiloso ${Date.now()}`;
    const cnpj = generateCnpj();
    const created = await api('POST', '/people/clients', demoToken, { name, document: cnpj });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await api('GET', `/people/clients/${id}`, demoToken)).status).toBe(200);

    await signIn(page, OTHER.username, OTHER.password);
    await visit(page, '/clients/list');
    const table = page.getByRole('table');
    // Her own clients are there...
    await table.getByRole('row').nth(1).waitFor();
    expect(await listTotal(page)).toBeGreaterThan(0);
    expect(await table.getByRole('row').filter({ hasText: name }).count()).toBe(0);

    // ...the first company's are not, by name or by document.
    const filters = page.getByRole('form', { name: 'Filtros' });
    await filters.getByLabel(label('Razão social / Nome')).fill(name);
    await applyFilters(page, { name });
    await page.getByTestId('list-empty').waitFor();
    expect(await listTotal(page)).toBe(0);
    await filters.getByLabel(label('Razão social / Nome')).fill('');
    await filters.getByLabel(label('CNPJ / CPF')).fill(maskDocument(cnpj));
    await applyFilters(page, { document: cnpj });
    await page.getByTestId('list-empty').waitFor();
    expect(await listTotal(page)).toBe(0);
    await shot('clients-outra-empresa');

    // The API does not even admit the client exists.
    const token = await apiToken(OTHER.username, OTHER.password);
    expect((await api('GET', `/people/clients/${id}`, token)).status).toBe(404);
    // Nor does the edit screen show it.
    await visit(page, `/clients/edit/${id}`);
    await page.getByText('Não foi possível carregar o cliente').waitFor();
    expect(await page.getByText(name).count()).toBe(0);
    await shot('client-edit-outra-empresa');
  });
});
