import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { translateMessage } from '@backoffice/domain';
import { api, apiToken, baseUrl, browserAvailable, DEMO, launch, openPage, signIn, visit, type WatchedPage } from '../browser.ts';

/** Paths of the screens the web app has built so far (apps/web/src/app/screens.ts). */
// Screens the web app has built (apps/web/src/app/screens.ts) that the demo menu links to.
const BUILT_MENU_PATHS = ['/home', '/your-favorites', '/listagem_layouts', '/clients/list', '/clients/create', '/produtos/list', '/produtos/cadastro', '/tipo_medidas/list', '/familia_produtos/list', '/grupo_produtos/list', '/colunas/create', '/tags', '/formulas/list', '/loja_produtos', '/pedidos', '/orcamentos', '/conferencia', '/pedidos/lotes-trocados', '/nfe', '/nfe/config', '/nfe/config/emissao', '/gnre', '/gnre/config', '/items-to-pay', '/integrated-items/erp/apagar', '/integrated-items/erp/recebimentos', '/parametros', '/comissao', '/comissao/taxas', '/impostos', '/company', '/settings', '/company/users', '/config/menu', '/regras', '/logs', '/config/modulos', '/config/rotas', '/config/acoes', '/setors', '/categories', '/financeiro/centros-de-custo', '/financeiro/empresas-erp', '/financeiro/usuarios-alterdata', '/financeiro/usuarios-webapi', '/compras/cotacoes', '/compras/pedidos', '/mrp', '/previsao/venda', '/mrp/anexo', '/dashboard/pcp/produto-acabado', '/dashboard/pcp/materia-prima', '/roteiro', '/roteiro/entregas', '/roteiro/roteirov1', '/roteiro/manual-old', '/frete', '/dashboard/roteirizador', '/roteiro/manual', '/cadastro/rota', '/cadastro/veiculos', '/cadastro/motoristas'];

let browser: Browser;

/** Runs a flow on a fresh page; fails on any console error, page error, failed request or 5xx answer. */
function flow(name: string, body: (w: WatchedPage) => Promise<void>) {
  it(name, async () => {
    const w = await openPage(browser);
    try {
      await body(w);
    } catch (error) {
      await w.shot(`failure-${name.replace(/\W+/g, '-').slice(0, 60)}`).catch(() => undefined);
      throw error;
    } finally {
      await w.close();
    }
    expect(w.problems, 'console errors, failed requests or server errors').toEqual([]);
  });
}

describe.skipIf(!browserAvailable)('the web app in Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  flow('abre com o tema da empresa de demonstração', async ({ page, shot }) => {
    await visit(page, '/');
    const logo = page.getByRole('img', { name: DEMO.alias });
    await logo.waitFor({ state: 'visible' });
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/files\/[\w-]+/);
    await page.waitForFunction((title) => document.title === title, DEMO.alias);
    expect(await page.title()).toBe(DEMO.alias);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('CRM');
    // Written by the server: none of the web app's code on this page.
    expect(await page.locator('script[src^="/assets/"]').count()).toBe(0);
    await shot('login');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await shot(`login-${width}`);
    }
  });

  flow('senha errada mostra a mensagem da API', async ({ page, shot }) => {
    await visit(page, '/');
    await page.getByLabel('Usuário', { exact: true }).fill(DEMO.username);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    // The form posts to the server, which answers the page again with the message in it.
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const res = await answer;
    expect(res.status()).toBe(401);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe(translateMessage('invalid_credentials', 'pt-BR'));
    expect(new URL(page.url()).pathname).toBe('/');
    await shot('login-wrong-password');
  });

  flow('entra como demo/demo1234 e chega em /home', async ({ page, shot }) => {
    // The API calls the page makes, to check that the early answers came in one request (early-batch.ts).
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && r.resourceType() === 'fetch') calls.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    await signIn(page);
    await page.getByRole('heading', { name: 'Olá, Usuário Demonstração' }).waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    const session = await page.evaluate(() => window.localStorage.getItem('session'));
    expect(session).toBeTruthy();
    // The dashboard's charts are drawn once their boxes are measured: the monthly lines, the phases' bars, the donut.
    await page.locator('svg[aria-label^="Vendas por mês"] polyline').first().waitFor();
    await page.locator('svg[aria-label^="Pedidos em aberto por fase"] rect').first().waitFor();
    await page.locator('svg[aria-label^="Pedidos por status"] path').first().waitFor();
    // The company's CNPJ whole under its name, not cut to fit a quarter of the width.
    const cnpj = page.getByText('CNPJ 11.222.333/0001-81', { exact: true });
    expect(await cnpj.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await shot('home');
    // The early script (src/early.ts) asked for the first screen's data while the app's code downloaded, with the
    // session the sign-in page handed over, then with the stored one after a reload; the app took every answer
    // (an URL the app no longer asks for in that form would stay untaken, asked for twice). All of them in one
    // request: none of them was asked for on its own.
    const early = () =>
      page.evaluate(() => {
        const requests = (globalThis as unknown as { __earlyRequests?: Map<string, { taken: boolean }> }).__earlyRequests;
        return { asked: requests?.size ?? 0, untaken: [...(requests ?? [])].filter(([, e]) => !e.taken).map(([url]) => url) };
      });
    const separately = async () => {
      const urls = await page.evaluate(() => [...((globalThis as unknown as { __earlyRequests?: Map<string, unknown> }).__earlyRequests?.keys() ?? [])]);
      return calls.filter((c) => c.startsWith('GET /api/menu?') || urls.some((url) => c === `GET ${url}`));
    };
    await expect.poll(early).toEqual({ asked: 14, untaken: [] });
    expect(calls.filter((c) => c === 'POST /api/batch')).toHaveLength(1);
    expect(await separately()).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Usuário Demonstração' }).waitFor();
    await page.locator('svg[aria-label^="Pedidos por status"] path').first().waitFor();
    await expect.poll(early).toEqual({ asked: 14, untaken: [] });
    expect(calls.filter((c) => c === 'POST /api/batch')).toHaveLength(2);
    expect(await separately()).toEqual([]);
  });

  flow('o vendedor vê no início o que o perfil dele lê, sem cartões vazios nem histórico que não pode abrir', async ({ page, shot }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(new URL(r.url()).pathname);
    });
    await signIn(page, 'vendedor', 'vendedor1234');
    await page.getByRole('heading', { name: 'Olá, Carlos Vendedor' }).waitFor();
    await page.getByText('Resumo da empresa.', { exact: true }).waitFor();
    // The sales parts of the dashboard are his (pedido_vendas read) ...
    await page.locator('svg[aria-label^="Vendas por mês"] polyline').first().waitFor();
    await page.getByText('CNPJ 11.222.333/0001-81', { exact: true }).waitFor();
    await shot('home-vendedor-390');
    // ... users, settings and the change history are not: no card with a dash, no 'could not load'.
    const main = page.getByRole('main');
    expect(await main.getByText('Usuários', { exact: true }).count()).toBe(0);
    expect(await main.getByText('Configurações', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Últimas alterações' }).count()).toBe(0);
    expect(await page.getByText('Não foi possível carregar o histórico de alterações.').count()).toBe(0);
    await page.getByText('Estoque', { exact: true }).first().waitFor();
    // The page asks nothing of its own that his profile refuses (the early batch, sent before the grants are known,
    // may still carry those URLs: refused inside it, never taken).
    expect(refused.filter((p) => /^\/api\/(users|configs|logs)$/.test(p))).toEqual([]);
  });

  flow('num celular, as últimas alterações chegam quando a tela desce até elas', async ({ page, shot }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await signIn(page);
    await page.getByRole('heading', { name: 'Olá, Usuário Demonstração' }).waitFor();
    await page.locator('svg[aria-label^="Vendas por mês"] polyline').first().waitFor();
    // The log's labels (every area's records and fields) are not part of the first load on a phone.
    const logCode = (paths: string[]) => paths.filter((p) => /\/(HomeLogTable|LogChange)-[\w-]+\.js$/.test(p));
    expect(logCode(scripts)).toEqual([]);
    await page.getByRole('heading', { name: 'Últimas alterações' }).scrollIntoViewIfNeeded();
    await page.getByRole('columnheader', { name: 'Alteração' }).waitFor();
    expect(logCode(scripts).length).toBeGreaterThan(0);
    await shot('home-390-ultimas-alteracoes');
  });

  flow('o menu mostra só as telas construídas', async ({ page, shot }) => {
    // Entries for screens this application has not built yet: the menu must leave them out.
    const token = await apiToken();
    const created: string[] = [];
    for (const entry of [
      { menu: 'Painel de entregas', rota: '/dashboard/entregas', ordem: 50, modulo: 'Logística', icone: 'truck' },
      { menu: 'Pedidos (sistema antigo)', rota: '/Webeasy/pedidos', ordem: 51, modulo: 'Vendas' },
    ]) {
      const res = await api('POST', '/menu', token, entry);
      expect(res.status, await res.clone().text()).toBe(201);
      created.push(((await res.json()) as { '@id': string })['@id']);
    }
    try {
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByRole('link', { name: 'Empresas' }).first().waitFor();
      const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => ({ text: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })));
      // Favourites, when the user has some, repeat menu entries: the same rule holds for them.
      for (const link of links) expect(BUILT_MENU_PATHS, `menu link ${link.text} -> ${link.href}`).toContain(link.href);
      const texts = links.map((l) => l.text);
      expect(texts).toEqual(expect.arrayContaining(['Início', 'Empresas', 'Configurações']));
      expect(texts).not.toContain('Painel de entregas');
      expect(texts).not.toContain('Pedidos (sistema antigo)');
      // Each entry's star sits inside its entry, at its right end (not on a line of its own below it).
      const entry = await nav.getByRole('link', { name: 'Empresas' }).last().boundingBox();
      const star = await nav.getByRole('button', { name: /"Empresas" (aos|dos) favoritos/ }).last().boundingBox();
      expect(entry && star).toBeTruthy();
      expect(star!.y).toBeGreaterThanOrEqual(entry!.y);
      expect(star!.y + star!.height).toBeLessThanOrEqual(entry!.y + entry!.height);
      expect(star!.x).toBeGreaterThan(entry!.x + entry!.width / 2);
      await shot('menu');
    } finally {
      for (const id of created) await api('DELETE', id.replace(/^\/api/, ''), token);
    }
  });

  flow('/company lista a empresa; filtro, ordem e colunas sobrevivem ao recarregar', async ({ page, shot }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Empresas' }).first().click();
    await page.waitForURL(`${baseUrl}/company`);
    const table = page.getByRole('table');
    await table.getByRole('row').filter({ hasText: DEMO.company }).waitFor();
    await shot('company');

    // A filter that matches nothing, then one that matches the company.
    const filters = page.getByRole('form', { name: 'Filtros' });
    await filters.getByLabel('Razão social').fill('nenhuma-empresa-assim');
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Pesquisa sem resultados').first().waitFor();
    await filters.getByLabel('Razão social').fill('Exemplo');
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await table.getByRole('row').filter({ hasText: DEMO.company }).waitFor();

    // Sort by name: the header says how the list is ordered.
    const nameHeader = table.getByRole('columnheader', { name: /Razão social/ });
    await nameHeader.getByRole('button').click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('th')].some((th) => /Razão social/.test(th.textContent ?? '') && th.getAttribute('aria-sort') !== 'none'),
    );
    const sortedAs = await nameHeader.getAttribute('aria-sort');
    expect(['ascending', 'descending']).toContain(sortedAs);

    // Hide a column.
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('checkbox', { name: 'Nome fantasia' }).uncheck();
    await page.keyboard.press('Escape');
    await table.getByRole('columnheader', { name: 'Nome fantasia' }).waitFor({ state: 'detached' });

    // Select the row: the toolbar counts it.
    await table.getByRole('row').filter({ hasText: DEMO.company }).getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await page.getByTestId('list-selected').waitFor();
    expect(await page.getByTestId('list-selected').innerText()).toMatch(/^1 selecionad/);
    await shot('company-filtered');

    await page.reload();
    await table.getByRole('row').filter({ hasText: DEMO.company }).waitFor();
    expect(await page.getByRole('form', { name: 'Filtros' }).getByLabel('Razão social').inputValue()).toBe('Exemplo');
    expect(await table.getByRole('columnheader', { name: /Razão social/ }).getAttribute('aria-sort')).toBe(sortedAs);
    expect(await table.getByRole('columnheader', { name: 'Nome fantasia' }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: /CNPJ/ }).count()).toBe(1);
    // The selection is the page's own state (the specification remembers filters and columns only).
    await shot('company-after-reload');

    // The company's screen lists its users by name, with username and e-mail.
    await table.getByRole('link', { name: DEMO.company }).click();
    await page.waitForURL(/\/company\/id\/\d+$/);
    const seller = page.getByRole('row').filter({ hasText: 'Carlos Vendedor' });
    await seller.waitFor();
    expect(await seller.innerText()).toMatch(/Carlos Vendedor\s+vendedor\s+vendedor@exemplo\.com\.br/);
    await shot('company-detail-users');
  });

  flow('trocar o idioma para inglês muda os textos', async ({ page, shot }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Escolher idioma' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByLabel('Username', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Entrar', exact: true }).count()).toBe(0);
    await shot('login-english');
    // Signed in, the shell speaks English too.
    await page.getByLabel('Username', { exact: true }).fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await shot('home-english');
  });

  flow('abrir /roteiro sem sessão leva ao login, e entrar volta a /roteiro', async ({ page, shot }) => {
    await visit(page, '/roteiro');
    await page.waitForURL(`${baseUrl}/?from=%2Froteiro`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await shot('guard-roteiro');
    await page.getByLabel('Usuário', { exact: true }).fill(DEMO.username);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${baseUrl}/roteiro`);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  });
});
