import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { isoDateIn } from '@backoffice/domain';

export const baseUrl = inject('baseUrl');
export const chromiumPath = inject('chromium');
/** The application's DATA_DIR: e-mails land in its outbox folder. */
export const dataDir = inject('dataDir');
/** The local ERP the application talks to (e2e/fake-erp.ts). */
export const erpUrl = inject('erpUrl');
/** False when /usr/bin/chromium is absent (global-setup printed why); the suites skip. */
export const browserAvailable = chromiumPath !== '';

/** The company's calendar day (São Paulo) `days` from today: from 21:00 there UTC's date is already tomorrow. */
export const isoDay = (days = 0) => isoDateIn(new Date(Date.now() + days * 86_400_000));

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

export const DEMO = { username: 'demo', password: 'demo1234', company: 'Distribuidora Exemplo Ltda', alias: 'Distribuidora Exemplo' };

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * A page that records every problem the user would not see but a developer must: console errors,
 * uncaught exceptions, failed requests and answers >= 500. Expected 4xx answers (a wrong password)
 * are checked by the flows themselves, so Chromium's "Failed to load resource: ... status of 4xx"
 * console line is not one of them; requests the browser aborts itself (navigation, a reload) are not either.
 */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Problems the flow expects (a server it made unreachable): not recorded. */
  expected: RegExp[];
  /** The page's last API writes and their answers ('PUT /api/roteiros/7 → 422'), for a failure's message. */
  trail: string[];
  /** Screenshot of the current screen into e2e/artifacts/<name>.png. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `storageState`: a signed-in session saved with `context.storageState()`, so a flow that is not about signing
 * in does not go through POST /api/token again (the API allows a few sign-ins a minute per user).
 */
export async function openPage(browser: Browser, options: { locale?: string; storageState?: BrowserContextOptions['storageState'] } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: options.locale ?? 'pt-BR', storageState: options.storageState });
  const page = await context.newPage();
  const problems: string[] = [];
  const expected: RegExp[] = [];
  const trail: string[] = [];
  const record = (problem: string) => {
    if (!expected.some((e) => e.test(problem))) problems.push(problem);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    record(`console error: ${text}`);
  });
  page.on('pageerror', (error) => record(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure === 'net::ERR_ABORTED') return;
    record(`request failed: ${request.method()} ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.request().method() !== 'GET') {
      trail.push(`${response.request().method()} ${pathname} → ${response.status()}`);
      if (trail.length > 20) trail.shift();
    }
    if (response.status() >= 500) problems.push(`server error: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return {
    context,
    page,
    problems,
    expected,
    trail,
    async shot(name) {
      await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * The map's tile server made unreachable, as it is on a machine without internet (CI): a flow that shows a map proves
 * the stops and routes are drawn all the same. The failed tile requests are expected, not problems.
 */
export async function withoutTiles(w: WatchedPage): Promise<void> {
  await w.page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  w.expected.push(/tile\.openstreetmap\.org|ERR_INTERNET_DISCONNECTED/);
}

/** Opens a path of the application; fails at once when the server does not answer the web app. */
export async function visit(page: Page, pathname: string): Promise<void> {
  const res = await page.goto(`${baseUrl}${pathname}`);
  const status = res?.status() ?? 0;
  if (status >= 400) throw new Error(`GET ${pathname} answered ${status}: ${(await res?.text())?.slice(0, 300)}`);
}

/** Signs in through the login form and waits for /home. */
export async function signIn(page: Page, username = DEMO.username, password = DEMO.password): Promise<void> {
  await visit(page, '/');
  await page.getByLabel('Usuário', { exact: true }).fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${baseUrl}/home`);
}

/** A token for API calls made by the test itself (setting up data the screens will show). */
export async function apiToken(username = DEMO.username, password = DEMO.password): Promise<string> {
  const res = await fetch(`${baseUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/ld+json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function api(method: string, pathname: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${pathname}`, {
    method,
    headers: { accept: 'application/ld+json', 'api-token': token, ...(body === undefined ? {} : { 'content-type': 'application/ld+json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The error message shown under a field (Mantine links it through aria-describedby), '' when none. */
export async function fieldError(input: Locator): Promise<string> {
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/** The budget of a flow and of Playwright's own waits on a busy two-core machine. */
export const WAIT_MS = 60_000;
export const FLOW_MS = 180_000;

/**
 * Declares flows that each run on a fresh page (`asDemo`: signed in with `session()`, so a flow that is not
 * about signing in does not spend the API's sign-in limit) and fail on any console error, page error, failed
 * request or 5xx answer, with a screenshot of the failure.
 */
export function flowsOn(browser: () => Browser, session: () => BrowserContextOptions['storageState']) {
  return function flow(name: string, body: (w: WatchedPage) => Promise<void>, { asDemo = false, timeoutMs = FLOW_MS } = {}) {
    it(
      name,
      async () => {
        const w = await openPage(browser(), { storageState: asDemo ? session() : undefined });
        w.page.setDefaultTimeout(WAIT_MS);
        w.page.setDefaultNavigationTimeout(WAIT_MS);
        try {
          await body(w);
        } catch (error) {
          await w.shot(`failure-${name.replace(/\W+/g, '-').slice(0, 60)}`).catch(() => undefined);
          // CI keeps only the run's output, not the screenshot: what the screen said and what the API answered.
          const alerts = await w.page.getByRole('alert').allInnerTexts().catch(() => []);
          if (error instanceof Error) error.message += `\n  alerts on screen: ${JSON.stringify(alerts)}\n  last writes: ${w.trail.join(' · ') || 'none'}`;
          throw error;
        } finally {
          await w.close();
        }
        expect(w.problems, 'console errors, failed requests or server errors').toEqual([]);
      },
      timeoutMs,
    );
  };
}

/** Waits until the list's table has its rows (aria-busy false). */
export async function tableSettled(page: Page): Promise<void> {
  // A list's table said it loaded, and no table of the screen is still loading (a form with panels has several;
  // tables that are not lists never say).
  await page.waitForFunction(() => {
    const busy = [...document.querySelectorAll('table')].map((t) => t.getAttribute('aria-busy'));
    return busy.includes('false') && !busy.includes('true');
  });
}

/** The members of a Hydra collection answer. */
export async function members<T>(res: Response): Promise<T[]> {
  const body = (await res.json()) as { 'hydra:member'?: T[]; member?: T[] };
  return body['hydra:member'] ?? body.member ?? [];
}

/** Screenshots of the current screen at desktop and phone widths (`<name>-1280`, `<name>-390`). */
export async function shotsAtWidths(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await shot(`${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 860 });
  // The layout of the wide screen settles before the flow goes on: a click right after the resize could land where a
  // button was at 390 px (seen once in CI, on a loaded machine: "Gerar pedidos" clicked, nothing sent).
  await page.waitForTimeout(300);
}

/**
 * Inside a `describe`: launches Chromium, signs the demo user in once (its session is reused by the flows) and
 * closes the browser at the end; returns the suite's `flow` (and `flow.browser()`).
 */
export function demoFlows(): ReturnType<typeof flowsOn> & { browser(): Browser } {
  let browser: Browser;
  let session: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    browser = await launch();
    const w = await openPage(browser);
    try {
      await signIn(w.page);
      session = await w.context.storageState();
    } finally {
      await w.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  // The browser too, for flows that open a second context (another user) beside the demo's.
  return Object.assign(
    flowsOn(
      () => browser,
      () => session,
    ),
    { browser: () => browser },
  );
}
