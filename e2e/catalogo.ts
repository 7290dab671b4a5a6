import type { Locator, Page } from 'playwright-core';

/**
 * What the catalogue's browser flows share beyond e2e/browser.ts: one browser and one demo session per file
 * (`catalogueFlows`, so the flows do not spend the sign-in limit), the shared waits, and the pickers of its screens.
 */
export { demoFlows as catalogueFlows, members, shotsAtWidths, tableSettled } from './browser.ts';

/** Picks an option of a Mantine Select by its visible text. */
export async function choose(page: Page, input: Locator | string, option: string | RegExp): Promise<void> {
  await (typeof input === 'string' ? page.locator(input) : input).click();
  await page.getByRole('option', { name: option }).first().click();
}
