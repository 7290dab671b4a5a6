import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed/demo.ts';
import { callApi as call, serverDatabase, startApi, stopApi, type ApiProcess } from './api-process.ts';

// Two API processes (`npm start` twice) on one PostgreSQL: what docs/operations.md promises.
// The embedded database admits one process, so this runs only with TEST_DATABASE_URL.
const serverUrl = process.env.TEST_DATABASE_URL;

if (!serverUrl) {
  it.skip('two API processes share one PostgreSQL (skipped: needs TEST_DATABASE_URL; the embedded database admits one process)', () => {});
} else {
  describe('two API processes on one PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof serverDatabase>> | undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-scale-'));
    let a: ApiProcess | undefined;
    let b: ApiProcess | undefined;
    let db: pg.Client;

    beforeAll(async () => {
      database = await serverDatabase(serverUrl, 'bo_scale');
      // Same database and the same DATA_DIR (the e-mail outbox), a worker in each process.
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO: 'true', RUN_WORKER: 'true', SMTP_URL: '' };
      // The demo seed runs once on an empty database: start the first process, then the second.
      a = await startApi('api-a', env);
      b = await startApi('api-b', env);
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
    }, 620_000);

    afterAll(async () => {
      await db?.end();
      await Promise.all([stopApi(a), stopApi(b)]);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('seeds the demo once and signs in through either process', async () => {
      const { rows } = await db.query('select count(*)::int as n from users where username = $1', [DEMO.user.username]);
      expect(rows[0].n).toBe(1);
      for (const p of [a!, b!]) {
        const res = await call(p, 'POST', '/api/token', undefined, { username: DEMO.user.username, password: DEMO.user.password });
        expect(res.status, p.name).toBe(200);
      }
    });

    it('a write through one process is read through the other (no state in the process)', async () => {
      const login = await call(a!, 'POST', '/api/token', undefined, { username: DEMO.user.username, password: DEMO.user.password });
      const { token, company } = login.body as { token: string; company: number };
      const value = `gravado via api-a ${Date.now()}`;
      const put = await call(a!, 'PUT', `/api/configs/${company}`, token, { configKey: 'scaleTest', configValue: value });
      expect(put.status).toBe(200);
      // The session token issued by A is good on B too: sessions live in the database.
      const read = await call(b!, 'GET', `/api/configs/${company}`, token);
      expect(read.status).toBe(200);
      expect(read.body.configs.scaleTest).toBe(value);
      // And the other way round.
      const put2 = await call(b!, 'PUT', `/api/configs/${company}`, token, { configKey: 'scaleTest', configValue: `${value} e via api-b` });
      expect(put2.status).toBe(200);
      expect((await call(a!, 'GET', `/api/configs/${company}`, token)).body.configs.scaleTest).toBe(`${value} e via api-b`);
    });

    it('each queued job runs exactly once across the two workers', async () => {
      const n = 20;
      await db.query(
        `insert into jobs (queue, data)
         select 'email', jsonb_build_object('to', 'cliente' || g || '@exemplo.com.br', 'subject', 'Pedido ' || g, 'text', 'Teste de escala ' || g)
         from generate_series(1, $1::int) g`,
        [n],
      );
      const until = Date.now() + 60_000;
      let states: { state: string; n: number }[] = [];
      while (Date.now() < until) {
        states = (await db.query(`select state, count(*)::int as n from jobs where queue = 'email' group by state`)).rows;
        if (states.length === 1 && states[0].state === 'completed' && states[0].n === n) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(states).toEqual([{ state: 'completed', n }]);
      const { rows } = await db.query(`select id, attempts, locked_by from jobs where queue = 'email' order by id`);
      expect(rows).toHaveLength(n);
      for (const row of rows) {
        expect(row.attempts, `job ${row.id}`).toBe(1);
        expect(row.locked_by, `job ${row.id}`).toBeTruthy();
      }
      const workers = new Set(rows.map((r) => r.locked_by as string));
      expect(workers.size).toBeGreaterThanOrEqual(1);
      expect(workers.size).toBeLessThanOrEqual(2);
      // One e-mail per job: no job ran twice.
      const eml = fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
      expect(eml).toHaveLength(n);
      console.log(`scale: ${n} jobs by ${workers.size} worker(s): ${[...workers].map((w) => `${w}=${rows.filter((r) => r.locked_by === w).length}`).join(', ')}`);
    }, 90_000);
  });
}
