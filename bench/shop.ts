// The public shop on a slow phone connection: each public page opened in Chromium (playwright-core, the system's
// /usr/bin/chromium) with a phone's screen, its network throttled through the DevTools protocol to 400 Kbit/s down
// and up with 400 ms of round trip, and its CPU slowed 4×, from an empty cache. Prints, per page, the bytes
// transferred, the requests, first contentful paint and largest contentful paint (medians of BENCH_SHOP_RUNS), and
// LCP against Google's "good" limit of 2.5 s; and the same figures for the back office's first screen (`/home`, the
// web app the shop was a chunk of, signed in), measured in the same run, as the ratio of the shop's bytes and LCP to it.
// BENCH_SHOP_COMPARE=http://host:port also measures the same pages of another running installation (an older
// version) in the same run. Needs PostgreSQL (a fresh database, BENCH_SHOP_DATABASE_URL) and Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { connect } from '../apps/api/src/platform/db/client.ts';
import { prepareDatabase } from '../apps/api/src/database.ts';
import { DEMO, seedDemo } from '../apps/api/src/seed/demo.ts';
import { LocalFileStorage } from '../apps/api/src/platform/files/storage.ts';
import { check, freshDatabase, here, median, startApi, type Check } from './lib.ts';

const RUNS = Number(process.env.BENCH_SHOP_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A network and CPU profile: throughput each way in Kbit/s, round trip added to every request, CPU slowdown. */
export interface PhoneProfile {
  latencyMs: number;
  downKbps: number;
  upKbps: number;
  cpuSlowdown: number;
}

/** A slow phone connection: 400 Kbit/s each way, 400 ms round trip (DevTools adds it to every request), CPU 4× slower. */
export const SLOW_PHONE: PhoneProfile = { latencyMs: 400, downKbps: 400, upKbps: 400, cpuSlowdown: 4 };
const LCP_LIMIT_MS = 2500;
const FCP_LIMIT_MS = 1800;
const KB = 1000;

function shopDatabaseUrl(): string {
  return process.env.BENCH_SHOP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench_shop';
}


/** The web build is what the pages load: built again when older than its sources (as `npm start` does). */
export function ensureWebBuild(): void {
  const root = path.resolve(here, '..');
  const newest = (dir: string): number => {
    if (!fs.existsSync(dir)) return 0;
    let latest = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }
    return latest;
  };
  const built = path.join(root, 'apps/web/dist/shop-entry/.vite/manifest.json');
  const sources = Math.max(newest(path.join(root, 'apps/web')), newest(path.join(root, 'packages/domain/src')));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  console.log('building the web app (npm run build)...');
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('web build failed');
}

export interface PageLoad {
  bytes: number;
  scriptBytes: number;
  requests: number;
  fcp: number;
  lcp: number;
  /** Bytes of the requests done by the largest contentful paint (what the first screen needed). */
  bytesToLcp: number;
  /** Bytes per response of one load, keyed by its type and path ("Script /assets/x.js"). */
  scripts?: Map<string, number>;
  /** The element of the largest paint (of one load). */
  lcpElement?: string;
}

export interface LoadOptions {
  profile?: PhoneProfile;
  /** Local storage set before the page's own scripts run (a signed-in session). */
  localStorage?: Record<string, string>;
}

/** One cold load of `url` on a phone: bytes over the wire (headers included), requests, FCP and LCP. */
export async function loadOnSlowPhone(browser: Browser, url: string, options: LoadOptions = {}): Promise<PageLoad> {
  const profile = options.profile ?? SLOW_PHONE;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  try {
    await context.addInitScript(() => {
      const record = { fcp: NaN, lcp: NaN, lcpAt: NaN, lcpElement: '' };
      // The page's globals (this function runs in the browser; the bench has no DOM types).
      (globalThis as unknown as { __paints: typeof record }).__paints = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
      }).observe({ type: 'paint' as never, buffered: true });
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        const last = entries[entries.length - 1] as { startTime: number } & { element?: { tagName: string; className: string; textContent: string | null } | null };
        record.lcp = last.startTime;
        record.lcpAt = performance.now();
        // What the largest paint was (printed with BENCH_PHONE_SCRIPTS): a tag, its classes, the start of its text.
        const el = last.element;
        record.lcpElement = el ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '';
      }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
    });
    if (options.localStorage) {
      await context.addInitScript((entries) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
      }, options.localStorage);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downKbps * 1000) / 8,
      uploadThroughput: (profile.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const scripts = new Map<string, number>();
    let bytes = 0;
    let scriptBytes = 0;
    // When each response ended, in ms from the first request (the document's: the page's time origin, near enough).
    let start: number | null = null;
    const finished: Array<{ at: number; bytes: number }> = [];
    let requests = 0;
    let inFlight = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      start ??= e.timestamp;
      urls.set(e.requestId, new URL(e.request.url).pathname);
      requests++;
      inFlight++;
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      finished.push({ at: (e.timestamp - (start ?? e.timestamp)) * 1000, bytes: e.encodedDataLength });
      const type = types.get(e.requestId) ?? '?';
      if (type === 'Script') scriptBytes += e.encodedDataLength;
      const file = `${type} ${urls.get(e.requestId) ?? '?'}`;
      scripts.set(file, (scripts.get(file) ?? 0) + e.encodedDataLength);
      inFlight--;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', () => {
      inFlight--;
      lastActivity = Date.now();
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Settled: nothing on the wire for a second (a web app's data calls come after its load event).
    while (inFlight > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
    // Paints are recorded as they happen (the observer is installed before the page's scripts): once the network is
    // quiet, wait for the first contentful paint and for the largest to stay the same for 1.5 s (a slow CPU may
    // still be drawing what the network brought), 30 s at most.
    const deadline = Date.now() + 30_000;
    let paints = { fcp: NaN, lcp: NaN };
    let lcpElement = '';
    for (;;) {
      const seen = await page.evaluate(() => {
        const w = globalThis as unknown as { __paints?: { fcp: number; lcp: number; lcpAt: number; lcpElement: string } };
        return { ...(w.__paints ?? { fcp: NaN, lcp: NaN, lcpAt: NaN, lcpElement: '' }), now: performance.now() };
      });
      paints = { fcp: seen.fcp, lcp: seen.lcp };
      lcpElement = seen.lcpElement;
      if ((!Number.isNaN(seen.fcp) && !Number.isNaN(seen.lcp) && seen.now - seen.lcpAt > 1500) || Date.now() > deadline) break;
      await page.waitForTimeout(250);
    }
    const bytesToLcp = finished.filter((f) => f.at <= paints.lcp).reduce((sum, f) => sum + f.bytes, 0);
    return { bytes, scriptBytes, requests, ...paints, bytesToLcp, scripts, lcpElement };
  } finally {
    await context.close();
  }
}

/** The medians of `runs` cold loads (the scripts of the last one). */
export async function measure(browser: Browser, url: string, options: LoadOptions = {}, runs = RUNS): Promise<PageLoad> {
  const loads: PageLoad[] = [];
  for (let i = 0; i < runs; i++) loads.push(await loadOnSlowPhone(browser, url, options));
  const of = (k: 'bytes' | 'scriptBytes' | 'requests' | 'fcp' | 'lcp' | 'bytesToLcp') => median(loads.map((l) => l[k]));
  return { bytes: of('bytes'), scriptBytes: of('scriptBytes'), requests: of('requests'), fcp: of('fcp'), lcp: of('lcp'), bytesToLcp: of('bytesToLcp'), scripts: loads[loads.length - 1].scripts, lcpElement: loads[loads.length - 1].lcpElement };
}

export const line = (name: string, m: PageLoad) =>
  `  ${name.padEnd(34)} ${(m.bytes / KB).toFixed(1).padStart(7)} KB (scripts ${(m.scriptBytes / KB).toFixed(1).padStart(6)} KB) ${String(m.requests).padStart(3)} requests  FCP ${m.fcp.toFixed(0).padStart(5)} ms  LCP ${m.lcp.toFixed(0).padStart(5)} ms`;

export interface DemoServer {
  /** http://localhost:port: the demo's main shop is the company of the host name 'localhost'. */
  base: string;
  /** A published product's family and code, for the shop's pages. */
  group: number;
  code: string;
  stop(): Promise<void>;
}

/** A fresh database with the demo data and the API over it, serving the current web build. */
export async function demoServer(url: string): Promise<DemoServer> {
  ensureWebBuild();
  await freshDatabase(url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-shop-'));
  const database = await connect({ url });
  let group: number;
  let code: string;
  try {
    await prepareDatabase(database);
    await seedDemo(database, new LocalFileStorage(path.join(dataDir, 'files')));
    const [row] = await database.rows<{ group: number; code: string }>(
      sql`select p.id_grupo_produto as group, p.cd_chamada as code from loja_produtos l join produtos p using (id_produto)
        join company_domains d on d.company_id = l.company_id and d.domain = 'localhost' where l.st_publicado order by p.nm_produto limit 1`,
    );
    ({ group, code } = row);
  } finally {
    await database.close();
  }
  const api = await startApi(url, { BENCH_DATA_DIR: dataDir });
  return {
    base: api.base.replace('127.0.0.1', 'localhost'),
    group,
    code,
    async stop() {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the web app keeps in local storage after a sign-in (platform/session/login.ts), from POST /api/token. */
export async function signedInStorage(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/ld+json' },
    body: JSON.stringify({ username: DEMO.user.username, password: DEMO.user.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as Record<string, unknown> & { company: number | null; default_company: number | null };
  const company = (id: number | null) => (id === null ? null : { id });
  const session = { ...answer, company: company(answer.company ?? answer.default_company), default_company: company(answer.default_company), active: answer.active !== false };
  return { session: JSON.stringify(session) };
}

export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`this benchmark needs Chromium at ${CHROMIUM}`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
}

export async function shop(): Promise<Check[]> {
  console.log(`\n== public shop on a slow phone (${SLOW_PHONE.downKbps} Kbit/s, ${SLOW_PHONE.latencyMs} ms RTT, CPU ${SLOW_PHONE.cpuSlowdown}×, 390×844, cold cache, median of ${RUNS}) ==`);
  const server = await demoServer(shopDatabaseUrl());
  const { base, group, code } = server;
  const pages = ['/shop', '/shop/categorias', `/shop/grupo-produto/${group}`, `/catalogo/produtos/${encodeURIComponent(code)}`];
  const browser = await launchChromium();
  const checks: Check[] = [];
  try {
    // The web app's first screen, signed in (`/` is the sign-in page the server writes).
    const spa = await measure(browser, `${base}/home`, { localStorage: await signedInStorage(base) });
    console.log(line('back office web app (/home)', spa));
    const compare = process.env.BENCH_SHOP_COMPARE;
    for (const pathname of pages) {
      const m = await measure(browser, `${base}${pathname}`);
      console.log(line(pathname, m));
      if (compare) {
        const before = await measure(browser, `${compare.replace(/\/$/, '')}${pathname}`);
        console.log(line(`  ${new URL(compare).host} (compared)`, before));
        console.log(`    against the compared: bytes ${(m.bytes / before.bytes).toFixed(2)}×, LCP ${(m.lcp / before.lcp).toFixed(2)}×`);
      }
      checks.push(check(`${pathname} LCP`, m.lcp, LCP_LIMIT_MS, 'ms', 'max'));
      checks.push(check(`${pathname} FCP`, m.fcp, FCP_LIMIT_MS, 'ms', 'max'));
      checks.push(check(`${pathname} bytes / web app's`, m.bytes / spa.bytes, 0.5, 'x', 'max'));
      checks.push(check(`${pathname} LCP / web app's`, m.lcp / spa.lcp, 1, 'x', 'max'));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return checks;
}
