import { describe, expect } from 'vitest';
import { baseUrl, browserAvailable, demoFlows, fieldError, shotsAtWidths, tableSettled } from '../browser.ts';

describe.skipIf(!browserAvailable)('configurações no Chromium', () => {
  const flow = demoFlows();

  flow(
    'o desconto máximo recusa 150 e -50 no campo, sem enviar nada, e grava um percentual válido',
    async ({ page, shot }) => {
      await page.goto(`${baseUrl}/settings`);
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      await tableSettled(page);

      await page.getByRole('button', { name: 'Nova configuração' }).click();
      const dialog = page.getByRole('dialog');
      // The known setting is chosen by the name the screens call it, never by its key.
      await dialog.getByLabel('Configuração').fill('Desconto');
      await page.getByRole('option', { name: 'Desconto máximo (%)' }).click();
      const value = dialog.getByLabel('Valor');
      let sent = false;
      page.on('request', (r) => {
        if (r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/configs/')) sent = true;
      });
      for (const bad of ['150', '-50', 'abc']) {
        await value.fill(bad);
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expect.poll(() => fieldError(value)).toBe('Informe um percentual de 0 a 100');
      }
      expect(sent).toBe(false);
      await shotsAtWidths(page, shot, 'settings-invalid');

      // The demo's own limit, written as a user types it: stored as the exact percentage.
      await value.fill('10,0');
      const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/configs/'));
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect((await saved).status()).toBe(200);
      await dialog.waitFor({ state: 'hidden' });
      await tableSettled(page);
      const row = page.getByRole('row').filter({ hasText: 'Desconto máximo (%)' });
      // Stored as 10.00, shown in words.
      await expect.poll(() => row.innerText()).toContain('10,00 %');
      await shotsAtWidths(page, shot, 'settings-saved');

      // On a phone the setting's name (a badge) wraps in its narrow column instead of ending in '…' ('Google Tag Mana…').
      await page.setViewportSize({ width: 390, height: 860 });
      const clipped = await page.locator('tbody .mantine-Badge-label').evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1 || l.getBoundingClientRect().width > l.closest('td')!.getBoundingClientRect().width).map((l) => (l as HTMLElement).innerText),
      );
      expect(await page.locator('tbody .mantine-Badge-label').count()).toBeGreaterThan(2);
      expect(clipped).toEqual([]);
    },
    { asDemo: true },
  );
});
