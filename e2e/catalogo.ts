import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { flowsOn, launch, openPage, signIn } from './browser.ts';

/**
 * What the catalogue's browser flows share: one browser and one demo session per file (so the flows do not spend
 * the sign-in limit), and the waits and pickers of its screens.
 */
export function catalogueFlows() {
  let browser: Browser;
  let demoSession: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    browser = await launch();
    const w = await openPage(browser);
    try {
      await signIn(w.page);
      demoSession = await w.context.storageState();
    } finally {
      await w.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  return flowsOn(
    () => browser,
    () => demoSession,
  );
}

export async function members<T>(res: Response): Promise<T[]> {
  const body = (await res.json()) as { 'hydra:member'?: T[]; member?: T[] };
  return body['hydra:member'] ?? body.member ?? [];
}

/** The list's table finished loading. */
export async function tableSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('table')?.getAttribute('aria-busy') === 'false');
}

/** Screenshots of the current screen at desktop and phone widths, from the top (a scrolled full-page shot draws the sticky header in the middle). */
export async function shotsAtWidths(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await shot(`${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}

/** Picks an option of a Mantine Select by its visible text. */
export async function choose(page: Page, input: Locator | string, option: string | RegExp): Promise<void> {
  await (typeof input === 'string' ? page.locator(input) : input).click();
  await page.getByRole('option', { name: option }).first().click();
}
