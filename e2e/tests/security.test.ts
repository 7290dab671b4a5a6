import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, browserAvailable, launch, openPage, signIn, visit } from '../browser.ts';

let browser: Browser;

/** Every Content-Security-Policy violation the page reports (the DOM event and Chromium's console line). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}${e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : ""}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

describe.skipIf(!browserAvailable)('security of the app in Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in as demo and shows a list without any Content-Security-Policy violation', async () => {
    const w = await openPage(browser);
    try {
      const violations = await watchCsp(w.page);
      await signIn(w.page);
      await visit(w.page, '/clients/list');
      await w.page.getByRole('table').first().waitFor({ state: 'visible' });
      expect(await violations()).toEqual([]);
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('shows the API documentation (Swagger UI) without any violation', async () => {
    const w = await openPage(browser);
    try {
      const violations = await watchCsp(w.page);
      await visit(w.page, '/api/docs');
      await w.page.locator('.opblock').first().waitFor({ state: 'visible' });
      expect(await violations()).toEqual([]);
    } finally {
      await w.close();
    }
  });
});

describe.skipIf(!baseUrl)('headers and compression of the app', () => {
  it('answers the entry page with the security headers, never cached', async () => {
    for (const pathname of ['/', '/clients/list']) {
      const res = await fetch(`${baseUrl}${pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(res.headers.get('content-security-policy')).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const apiRes = await fetch(`${baseUrl}/api`);
    expect(apiRes.headers.get('x-content-type-options')).toBe('nosniff');
    expect(apiRes.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves the first load compressed (brotli, else gzip) and the hashed assets long-cached', async () => {
    // The web app's entry page (any of its paths; `/` is the sign-in page the server writes).
    const html = await (await fetch(`${baseUrl}/home`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    let brotli = 0;
    let plain = 0;
    for (const asset of assets) {
      for (const encoding of ['br', 'gzip']) {
        const res = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': encoding } });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        // A script or a style sheet is not a page: nosniff only, none of the page's headers.
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect([res.headers.get('content-security-policy'), res.headers.get('x-frame-options'), res.headers.get('referrer-policy')]).toEqual([null, null, null]);
        const size = Number(res.headers.get('content-length'));
        if (size < 1024) continue;
        expect(res.headers.get('content-encoding'), asset).toBe(encoding);
        if (encoding === 'br') brotli += size;
      }
      plain += (await (await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    }
    console.log(`first load (index.html's scripts and styles): ${Math.round(plain / 1024)} KB plain, ${Math.round(brotli / 1024)} KB brotli`);
    expect(brotli).toBeLessThan(plain / 2);
  });
});
