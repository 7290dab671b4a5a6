// The public shop on a slow phone connection: each public page opened in Chromium (playwright-core, the system's
// /usr/bin/chromium) with a phone's screen, its network throttled through the DevTools protocol to 400 Kbit/s down
// and up with 400 ms of round trip, and its CPU slowed 4×, from an empty cache. Prints, per page, the bytes
// transferred, the requests, first contentful paint and largest contentful paint (medians of BENCH_SHOP_RUNS), and
// LCP against Google's "good" limit of 2.5 s; and the same figures for the back office's own entry page (the web app
// the shop was a chunk of), measured in the same run, as the ratio of the shop's bytes and LCP to it.
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
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { LocalFileStorage } from '../apps/api/src/platform/files/storage.ts';
import { check, freshDatabase, here, median, startApi, type Check } from './lib.ts';

const RUNS = Number(process.env.BENCH_SHOP_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A slow phone connection: 400 Kbit/s each way, 400 ms round trip (DevTools adds it to every request), CPU 4× slower. */
export const SLOW_PHONE = { latencyMs: 400, kbps: 400, cpuSlowdown: 4 };
const LCP_LIMIT_MS = 2500;
const FCP_LIMIT_MS = 1800;
const KB = 1000;

function shopDatabaseUrl(): string {
  return process.env.BENCH_SHOP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_bench_shop';
}


/** The web build is what the pages load: built again when older than its sources (as `npm start` does). */
function ensureWebBuild(): void {
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
}

/** One cold load of `url` on the slow phone: bytes over the wire (headers included), requests, FCP and LCP. */
export async function loadOnSlowPhone(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytesPerSecond = (SLOW_PHONE.kbps * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    const types = new Map<string, string>();
    let bytes = 0;
    let scriptBytes = 0;
    let requests = 0;
    let inFlight = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', () => {
      requests++;
      inFlight++;
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') scriptBytes += e.encodedDataLength;
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
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? NaN });
          }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
          setTimeout(() => resolve({ fcp, lcp: NaN }), 3000);
        }),
    );
    return { bytes, scriptBytes, requests, ...paints };
  } finally {
    await context.close();
  }
}

/** The medians of RUNS cold loads. */
async function measure(browser: Browser, url: string): Promise<PageLoad> {
  const loads: PageLoad[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await loadOnSlowPhone(browser, url));
  const of = (k: keyof PageLoad) => median(loads.map((l) => l[k]));
  return { bytes: of('bytes'), scriptBytes: of('scriptBytes'), requests: of('requests'), fcp: of('fcp'), lcp: of('lcp') };
}

const line = (name: string, m: PageLoad) =>
  `  ${name.padEnd(34)} ${(m.bytes / KB).toFixed(1).padStart(7)} KB (scripts ${(m.scriptBytes / KB).toFixed(1).padStart(6)} KB) ${String(m.requests).padStart(3)} requests  FCP ${m.fcp.toFixed(0).padStart(5)} ms  LCP ${m.lcp.toFixed(0).padStart(5)} ms`;

export async function shop(): Promise<Check[]> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`the shop benchmark needs Chromium at ${CHROMIUM}`);
  console.log(`\n== public shop on a slow phone (${SLOW_PHONE.kbps} Kbit/s, ${SLOW_PHONE.latencyMs} ms RTT, CPU ${SLOW_PHONE.cpuSlowdown}×, 390×844, cold cache, median of ${RUNS}) ==`);
  ensureWebBuild();
  const url = shopDatabaseUrl();
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
  // The demo's main shop is the company of the host name 'localhost'.
  const base = api.base.replace('127.0.0.1', 'localhost');
  const pages = ['/shop', '/shop/categorias', `/shop/grupo-produto/${group}`, `/catalogo/produtos/${encodeURIComponent(code)}`];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const checks: Check[] = [];
  try {
    const spa = await measure(browser, `${base}/`);
    console.log(line('back office web app (entry page)', spa));
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
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}
