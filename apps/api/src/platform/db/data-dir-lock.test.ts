import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from './client.ts';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pgdata');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('admits one process at a time, and is free again once closed', async () => {
    const dataDir = tempDataDir();
    const first = await connect({ dataDir });
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    // A second opening (another `npm start` on the same DATA_DIR) is refused before it touches a file.
    await expect(connect({ dataDir })).rejects.toThrow(/em uso pelo processo \d+/);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await first.db.execute('create table kept (n int)');
    await first.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await connect({ dataDir });
    expect(((await again.db.execute('select count(*)::int as n from kept')) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    await again.close();
  });

  it('takes over the lock of a process that died', async () => {
    const dataDir = tempDataDir();
    // The pid of a process that has already exited.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(`${dataDir}.lock`, dead);
    const database = await connect({ dataDir });
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
  });
});
