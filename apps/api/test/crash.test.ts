import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO } from '../src/seed/demo.ts';
import { callApi as call, killApi, serverDatabase, startApi as startProcess, type ApiProcess } from './api-process.ts';

/**
 * A job whose process is killed (`kill -9`: no shutdown, no last write) while it runs, and the server started again:
 * the real API process (src/main.ts) on a PostgreSQL database copied from the tests' seeded template. The lease is
 * 3 s here (JOB_LEASE_SECONDS) to keep the test short; it is 30 s by default, which the same code handles the same way.
 * The embedded database belongs to one process and is not what a fleet runs: this runs with TEST_DATABASE_URL only.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const LEASE_SECONDS = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers something, at most `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

if (!serverUrl) {
  it.skip('a job killed with its process is taken again or cancelled (skipped: needs TEST_DATABASE_URL; the embedded database admits one process)', () => {});
} else {
  describe('a job whose process is killed mid-run', () => {
    let database: Awaited<ReturnType<typeof serverDatabase>> | undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-crash-'));
    const started: ApiProcess[] = [];
    let db: pg.Client;
    let holder: pg.Client | null = null;

    /** The API on the test's database, with or without a worker; the 3 s lease. */
    async function startApi(runWorker: boolean): Promise<ApiProcess> {
      const api = await startProcess(runWorker ? 'worker' : 'api', {
        DATABASE_URL: database!.url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        RUN_WORKER: String(runWorker),
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      });
      started.push(api);
      return api;
    }

    async function login(api: ApiProcess): Promise<string> {
      const res = await call(api, 'POST', '/api/token', undefined, { username: DEMO.user.username, password: DEMO.user.password });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.token;
    }

    const jobRow = async (id: number) =>
      (await db.query<{ state: string; progress: number; attempts: number; locked_by: string | null; lapsed: boolean }>(
        'select state, progress, attempts, locked_by, lease_until < now() as lapsed from jobs where id = $1',
        [id],
      )).rows[0];

    beforeAll(async () => {
      // A copy of the demo company, as the API tests' template has it.
      database = await serverDatabase(serverUrl, 'bo_crash', inject('apiTemplate').seeded);
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
    }, 60_000);

    afterAll(async () => {
      await Promise.all(started.map(killApi));
      await holder?.end().catch(() => undefined);
      await db?.end();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    // As a fleet runs (docs/operations.md): API processes without a worker, and processes that run the jobs.
    let api: ApiProcess;
    let token: string;
    let worker: ApiProcess;

    it('an MRP calculation killed while it writes is taken again by the restarted worker and finishes; GET /mrp/calculo answers it meanwhile', async () => {
      // The demo's open analysis of the main company, calculated once so that it has results to replace.
      const [analysis] = (
        await db.query<{ id: number }>(
          `select a.id_analise as id from analise a join people p on p.id = a.company_id and p.company_id = p.id and p.document = $1
            where a.st_status = 'A' order by a.id_analise limit 1`,
          [DEMO.company.document],
        )
      ).rows;
      expect(analysis, 'an open analysis in the demo').toBeTruthy();
      [api, worker] = await Promise.all([startApi(false), startApi(true)]);
      token = await login(api);
      const before = await call(api, 'GET', `/api/mrp/calculo/${analysis.id}`, token);
      expect(before.status, JSON.stringify(before.body)).toBe(202);
      await until('the first calculation completes', async () => (await jobRow(before.body.job)).state === 'completed');
      // Another session holds one of the analysis's results: the next calculation reads, calculates and then waits
      // there, in its write step, where the kill finds it.
      holder = new pg.Client({ connectionString: database!.url });
      holder.on('error', () => undefined);
      await holder.connect();
      await holder.query('begin');
      const locked = await holder.query('select 1 from analise_dados where id_analise = $1 limit 1 for update', [analysis.id]);
      expect(locked.rowCount).toBe(1);
      const asked = await call(api, 'GET', `/api/mrp/calculo/${analysis.id}`, token);
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const job = asked.body.job as number;
      await until('the calculation waits in its write step', async () => {
        const row = await jobRow(job);
        const waiting = await db.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'delete from "analise_dados"%'`);
        return row.state === 'active' && waiting.rows.length > 0;
      });
      const dead = (await jobRow(job)).locked_by;

      await killApi(worker);
      const killedAt = Date.now();
      // Its connection's transaction ends with it (rolled back) once the results it waited for are free.
      await holder.query('rollback');
      await holder.end();
      holder = null;
      // Nobody is left to finish it, or to say it died: the row still says it runs, on the killed process, and the
      // analysis's calculation is still that job (not a second one beside it).
      expect(await jobRow(job)).toMatchObject({ state: 'active', attempts: 1, locked_by: dead });
      const meanwhile = await call(api, 'GET', `/api/mrp/calculo/${analysis.id}`, token);
      expect(meanwhile.status, JSON.stringify(meanwhile.body)).toBe(202);
      expect(meanwhile.body).toMatchObject({ job, state: 'active' });

      worker = await startApi(true);
      const done = await until('the job is taken again and completed', async () => {
        const res = await call(api, 'GET', `/api/jobs/${job}`, token);
        return res.body.state === 'completed' ? res.body : undefined;
      });
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      expect(done).toMatchObject({ state: 'completed', attempts: 2, progress: 100 });
      expect(done.result.IdAnalise).toBe(analysis.id);
      expect((await db.query('select count(*)::int as n from indice_de_calculos where id_job = $1', [job])).rows[0].n).toBe(1);
      // Done: the next request calculates anew.
      const next = await call(api, 'GET', `/api/mrp/calculo/${analysis.id}`, token);
      expect(next.status).toBe(202);
      expect(next.body.job).not.toBe(job);
      await until('the new calculation completes', async () => (await jobRow(next.body.job)).state === 'completed');
    }, 240_000);

    it('a route optimization killed mid-run is cancelled at once once its lease lapsed, with no worker left to abort it', async () => {
      const deposito = { lat: -23.55, lng: -46.63 };
      const paradas = Array.from({ length: 40 }, (_, i) => ({ id: `P${i}`, lat: -23.55 + 0.01 * Math.cos(i), lng: -46.63 + 0.01 * Math.sin(i) * (1 + (i % 3)), pesoKg: 100 }));
      const asked = await call(api, 'POST', '/api/roteiros/otimizacoes', token, { deposito, paradas, capacidadeKg: 1000, opcoes: { tempoLimiteS: 120 } });
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const job = asked.body.job as number;
      await until('the optimization runs', async () => {
        const row = await jobRow(job);
        return row.state === 'active' && row.progress > 0;
      });

      await killApi(worker);
      await until('the killed worker lease lapses', async () => (await jobRow(job)).lapsed, (LEASE_SECONDS + 5) * 1000);
      const cancelled = await call(api, 'PUT', `/api/jobs/${job}/cancelar`, token, {});
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toMatchObject({ state: 'cancelled', cancelRequested: true });
      expect(cancelled.body.completedAt).toBeTruthy();
      expect(await jobRow(job)).toMatchObject({ state: 'cancelled', locked_by: null });
    }, 240_000);
  });
}
