import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { FAKE_CLIENT, startFakeOidc } from './fake-oidc.ts';
import { FAKE_ERP_TOKEN, startFakeErp } from './fake-erp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the running application; '' when the browser tests are skipped. */
    baseUrl: string;
    /** The Chromium executable, or '' when it is not installed. */
    chromium: string;
    /** The running application's DATA_DIR (its outbox of e-mails, its files); '' when skipped. */
    dataDir: string;
    /** The local ERP the application is integrated with (fake-erp.ts); '' when skipped. */
    erpUrl: string;
  }
}

/** Debian's Chromium; CHROMIUM_PATH overrides it (e.g. to check the skip path). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'e2e', 'artifacts');

/** Newest modification time of the files under a folder (or of the file). */
function newest(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(target, entry)));
  }
  return max;
}

/** Builds the web app when apps/web/dist is missing or older than its sources. */
function buildWebIfNeeded(): void {
  const web = path.join(root, 'apps', 'web');
  const built = fs.existsSync(path.join(web, 'dist', 'index.html')) ? fs.statSync(path.join(web, 'dist', 'index.html')).mtimeMs : 0;
  const sources = Math.max(
    newest(path.join(web, 'src')),
    newest(path.join(web, 'index.html')),
    newest(path.join(web, 'vite.config.ts')),
    newest(path.join(root, 'packages', 'domain', 'src')),
  );
  if (built && built >= sources) return;
  console.log('e2e: building the web app (npm run build -w @backoffice/web)...');
  const run = spawnSync('npm', ['run', 'build', '-w', '@backoffice/web'], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) throw new Error(`web build failed:\n${run.stdout}\n${run.stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForApp(base: string, child: ChildProcess, log: () => string, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the application exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${base}/api/people/default-company`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the application did not answer within ${timeoutMs / 1000} s:\n${log()}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      // npx -> tsx -> node: the whole process group.
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export default async function setup(project: TestProject) {
  fs.mkdirSync(artifacts, { recursive: true });
  // Screenshots of this run only.
  for (const f of fs.readdirSync(artifacts)) if (f.endsWith('.png')) fs.rmSync(path.join(artifacts, f));
  if (!fs.existsSync(CHROMIUM)) {
    if (process.env.REQUIRE_BROWSER === '1') throw new Error(`browser tests need ${CHROMIUM} (REQUIRE_BROWSER=1): apt-get install chromium`);
    console.warn(`browser tests skipped: ${CHROMIUM} not found`);
    project.provide('baseUrl', '');
    project.provide('chromium', '');
    project.provide('dataDir', '');
    project.provide('erpUrl', '');
    return;
  }

  buildWebIfNeeded();
  const oidc = await startFakeOidc();
  const erp = await startFakeErp();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
  const logFile = path.join(artifacts, 'server.log');
  const out = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', RUN_WORKER: 'true', NODE_ENV: 'production', LOG_LEVEL: 'warn',
    // The flows sign in many times a minute from one address; the limit itself is tested in the API tests.
    LOGIN_RATE_LIMIT: '1000',
    // Forecast sheets: a small row limit and job threshold, so that the flows can meet both with small files.
    IMPORT_MAX_ROWS: '300', IMPORT_JOB_ROWS: '50',
    // Google sign-in against a local OpenID Connect provider (fake-oidc.ts).
    GOOGLE_CLIENT_ID: FAKE_CLIENT.id, GOOGLE_CLIENT_SECRET: FAKE_CLIENT.secret, GOOGLE_OIDC_ISSUER: oidc.issuer,
    // The external ERP against a local one (fake-erp.ts): the receipts import of the commission flow.
    ERP_URL: erp.url, ERP_TOKEN: FAKE_ERP_TOKEN };
  // The embedded database: one fresh folder, the demo data seeded on first boot.
  delete env.DATABASE_URL;
  delete env.ERP_RECEBIMENTOS_MINUTOS;
  const child = spawn('npx', ['tsx', 'apps/api/src/main.ts'], { cwd: root, env, stdio: ['ignore', out, out], detached: true });
  const log = () => fs.readFileSync(logFile, 'utf8').slice(-4000);
  const base = `http://127.0.0.1:${port}`;
  try {
    // E2E_BOOT_TIMEOUT_MS: the demo is seeded on first boot; a loaded two-core machine took over the 2 minutes once allowed.
    await waitForApp(base, child, log, Number(process.env.E2E_BOOT_TIMEOUT_MS) || undefined);
  } catch (error) {
    await stop(child);
    await oidc.close();
    await erp.close();
    throw error;
  }
  project.provide('baseUrl', base);
  project.provide('chromium', CHROMIUM);
  project.provide('dataDir', dataDir);
  project.provide('erpUrl', erp.url);

  return async () => {
    await stop(child);
    await oidc.close();
    await erp.close();
    fs.closeSync(out);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
