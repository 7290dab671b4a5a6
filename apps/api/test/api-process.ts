import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The API as its own Node process (`tsx src/main.ts`, as `npm start` runs it on a server), for the tests of several processes. */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  name: string;
  base: string;
  child: ChildProcess;
  /** Settles when the process exits (by itself, a signal or a kill). */
  exited: Promise<unknown>;
  log: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the API on a free port with `env` over this process's environment, and waits until it answers (at most 5
 * minutes: migrations and the demo seed through tsx took over 2 on a machine loaded far beyond its two cores).
 */
export async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${log.join('')}`);
    if (Date.now() > until) throw new Error(`${name} did not start: ${log.join('')}`);
    // The API listens once migrations and the demo seed are done.
    const ok = await fetch(`${base}/api`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { name, base, child, exited, log };
    await new Promise((r) => setTimeout(r, 250));
  }
}

const running = (p: ApiProcess) => p.child.exitCode === null && p.child.signalCode === null;

/** SIGTERM, as an operator stops it (SIGKILL after 10 s). */
export async function stopApi(p: ApiProcess | undefined): Promise<void> {
  if (!p || !running(p)) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await p.exited;
  clearTimeout(timer);
}

/** `kill -9`: no shutdown, no last write. */
export async function killApi(p: ApiProcess): Promise<void> {
  if (running(p)) p.child.kill('SIGKILL');
  await p.exited;
}

/** A JSON request to the process, as a client sends it. */
export async function callApi(p: ApiProcess, method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(p.base + url, {
    method,
    headers: {
      accept: 'application/ld+json',
      ...(token ? { 'api-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), empty or a copy of `template`,
 * for processes to share: its address, and `drop` (which ends whatever is still connected to it).
 */
export async function serverDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
