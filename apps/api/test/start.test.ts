import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm start` as a user runs it, on its own data folder and a free port; stopped by a signal to npm's process. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-start-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function start(port: number): Promise<{ child: ChildProcess; exited: Promise<number | null>; output: () => string }> {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', BUILD_WEB: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api`).then((r) => r.status === 200, () => false);
    if (up) return { child, exited, output: () => output };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start did not answer: ${output}`);
}

const lockFile = () => path.join(dataDir, 'pgdata.lock');

describe('npm start', () => {
  it('stops on SIGTERM or SIGINT to its process and releases the database, so it starts again on the same data', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(fs.existsSync(lockFile())).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    expect(fs.existsSync(lockFile())).toBe(false);
    expect(await fetch(`http://127.0.0.1:${port}/api`).then(() => 'answered', () => 'closed')).toBe('closed');

    const second = await start(port);
    expect(second.output()).not.toContain('em uso');
    second.child.kill('SIGINT');
    expect(await second.exited, second.output()).toBe(0);
    expect(fs.existsSync(lockFile())).toBe(false);
  }, 240_000);
});
