import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launch, openPage, signIn, visit, type WatchedPage } from '../browser.ts';

/** The busy CI machine: Playwright's own waits get a generous budget. */
const WAIT_MS = 60_000;
const FLOW_MS = 180_000;

let browser: Browser;
let w: WatchedPage;

/** The list's search, decoded ('?name=Mercado&order[name]=asc&page=2&itemsPerPage=10'). */
function search(page: Page): string {
  return decodeURIComponent(new URL(page.url()).search);
}

/**
 * Runs `action` and waits for the list's GET /api/vw_clientes carrying `expected` (query parameters), then for
 * the table to show it: the address changes before the list asks, so the address alone says nothing of the rows.
 */
async function listLoad(page: Page, expected: Record<string, string>, action: () => Promise<unknown>): Promise<void> {
  const answer = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/vw_clientes' && Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);
  });
  await action();
  expect((await answer).status()).toBe(200);
  await settled(page);
}

/** Waits for the table to show a settled answer (not busy, not the previous page dimmed). */
async function settled(page: Page): Promise<void> {
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
  await page.waitForFunction(() => document.querySelector('table')?.getAttribute('aria-busy') === 'false');
}

/**
 * Waits for the pager to show `pageNumber` as the current page after Back. When it does not, the failure says where
 * the browser is (its address, a dialog open over the screen, what the page reported) and leaves a screenshot in
 * e2e/artifacts: a wait that runs out says nothing of why by itself.
 */
async function backOnPage(w: WatchedPage, pageNumber: number): Promise<void> {
  const { page } = w;
  try {
    await page.locator(`button[aria-label="Página ${pageNumber}"][data-active="true"]`).waitFor();
  } catch (error) {
    await w.shot(`list-url-back-${pageNumber}-failed`).catch(() => {});
    const dialog = await page.getByRole('dialog').allInnerTexts().catch(() => []);
    const pager = await page.locator('button[aria-label^="Página"]').evaluateAll((buttons) => buttons.map((b) => `${b.getAttribute('aria-label')}${b.getAttribute('data-active') === 'true' ? ' (atual)' : ''}`)).catch(() => []);
    throw new Error(`after Back, page ${pageNumber} is not the current page: at ${page.url()}; dialogs ${JSON.stringify(dialog)}; pager ${JSON.stringify(pager)}; problems ${JSON.stringify(w.problems)}; ${(error as Error).message}`);
  }
}

/** The text of the first data row's name link. */
async function firstName(page: Page): Promise<string> {
  return page.getByRole('table').locator('td[data-field="name"] a').first().innerText();
}

describe.skipIf(!browserAvailable)('lista com o estado na URL', () => {
  beforeAll(async () => {
    browser = await launch();
    w = await openPage(browser);
    w.page.setDefaultTimeout(WAIT_MS);
    w.page.setDefaultNavigationTimeout(WAIT_MS);
    await signIn(w.page);
  }, FLOW_MS);
  afterAll(async () => {
    await w?.close();
    await browser?.close();
  });

  it(
    'filtra os clientes, vai à página 2, abre um cliente, e Voltar mostra o mesmo filtro e a mesma página',
    async () => {
      const { page } = w;
      await listLoad(page, { page: '1' }, () => visit(page, '/clients/list'));
      const nameFilter = page.getByRole('form', { name: 'Filtros' }).getByRole('textbox', { name: 'Razão social / Nome' });
      await nameFilter.fill('Mercado');
      await listLoad(page, { name: 'Mercado', page: '1' }, () => nameFilter.press('Enter'));
      const total = Number((await page.getByTestId('list-total').innerText()).split(' ')[0].replace(/\./g, ''));
      expect(total, 'demo clients named "Mercado…" fill more than one page').toBeGreaterThan(10);

      await listLoad(page, { name: 'Mercado', page: '2' }, () => page.getByRole('button', { name: 'Página 2', exact: true }).click());
      expect(search(page)).toBe('?name=Mercado&order[name]=asc&page=2&itemsPerPage=10');
      const onPage2 = await firstName(page);

      await page.getByRole('table').locator('td[data-field="name"] a').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/clients/edit/'));
      // Back shows the page again from the cache of the last 30 s (no new request): wait for the pager.
      await page.goBack();
      await backOnPage(w, 2);
      await settled(page);
      expect(search(page)).toBe('?name=Mercado&order[name]=asc&page=2&itemsPerPage=10');
      expect(await nameFilter.inputValue()).toBe('Mercado');
      expect(await firstName(page)).toBe(onPage2);

      // Back once more: page 1 of the same filter.
      await page.goBack();
      await backOnPage(w, 1);
      await settled(page);
      expect(search(page)).toBe('?name=Mercado&order[name]=asc&page=1&itemsPerPage=10');
      expect(await nameFilter.inputValue()).toBe('Mercado');

      // The address of page 2, opened in another tab, shows the same rows.
      const other = await w.context.newPage();
      try {
        await listLoad(other, { name: 'Mercado', page: '2' }, () => visit(other, '/clients/list?name=Mercado&order[name]=asc&page=2&itemsPerPage=10'));
        expect(await firstName(other)).toBe(onPage2);
        expect(await other.getByRole('form', { name: 'Filtros' }).getByRole('textbox', { name: 'Razão social / Nome' }).inputValue()).toBe('Mercado');
      } finally {
        await other.close();
      }
      expect(w.problems, 'console errors, failed requests or server errors').toEqual([]);
    },
    FLOW_MS,
  );

  it(
    'a lista em 1280 px e em 390 px (capturas em e2e/artifacts)',
    async () => {
      const { page } = w;
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await visit(page, '/clients/list?order[name]=asc&page=1&itemsPerPage=10');
        await settled(page);
        // Nothing of the page sticks out sideways: only the table scrolls inside its own box.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
        await w.shot(`list-clients-${width}`);
        // A page in the middle has the most pager buttons; they stay on one line.
        await visit(page, '/clients/list?order[name]=asc&page=10&itemsPerPage=10');
        await settled(page);
        const rows = await page.locator('.mantine-Pagination-root button:visible').evaluateAll((buttons) => new Set(buttons.map((b) => b.getBoundingClientRect().top)).size);
        expect(rows, `pager lines at ${width}px`).toBe(1);
      }
      expect(w.problems, 'console errors, failed requests or server errors').toEqual([]);
    },
    FLOW_MS,
  );
});
