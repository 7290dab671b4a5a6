import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JobQueue, ORPHAN_RETRIES } from '../src/platform/jobs/queue.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Leases of running jobs, with short leases and two queues on one database standing for two worker processes. A
 * worker that claimed a job and does nothing more with it is a killed process: its lease is never renewed. The real
 * kill (`kill -9` of the API process, then a restart) is crash.test.ts, on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * A lease the test's next step, right after the claim, is always inside of: under the CI's load (the browser flows
 * beside) 200 ms once passed between a claim and the next statement, and the lease had lapsed before it was checked.
 */
const HELD_MS = 1500;
const row = async (id: number) =>
  (await t.database.rows<{ state: string; attempts: number; locked_by: string | null; last_error: string | null }>(sql`select state, attempts, locked_by, last_error from jobs where id = ${id}`))[0];

describe('job leases', () => {
  it('renews the lease of a job whose handler runs a long step without a word, so no other worker takes it', async () => {
    // HELD_MS, not less: renewed every third of its lease, a 300 ms lease lapsed once in CI when two renewals in a row
    // came late under the browser flows' load, and the other queue took the job.
    const busy = new JobQueue(t.database, { leaseMs: HELD_MS });
    const other = new JobQueue(t.database, { leaseMs: HELD_MS });
    let runs = 0;
    const handler = async () => {
      runs++;
      await sleep(3 * HELD_MS); // three leases long, and no progress reported
      return { ok: true };
    };
    busy.work('silencioso', handler);
    other.work('silencioso', handler);
    const id = await busy.send('silencioso', {});
    const running = busy.runOnce();
    await sleep(100);
    const taken: number[] = [];
    for (let i = 0; i < 12; i++, await sleep(HELD_MS / 4)) taken.push((await other.claim()).length);
    await running;
    expect(taken.every((n) => n === 0)).toBe(true);
    expect(runs).toBe(1);
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 1, locked_by: busy.workerId });
  });

  it('takes again a job whose worker stopped renewing it, once its lease lapsed, and runs it to the end', async () => {
    const killed = new JobQueue(t.database, { leaseMs: HELD_MS });
    const next = new JobQueue(t.database, { leaseMs: HELD_MS });
    killed.work('orfa', async () => ({ ok: 'first' }));
    next.work('orfa', async () => ({ ok: 'second' }));
    const id = await killed.send('orfa', {});
    expect((await killed.claim()).map((j) => j.id)).toEqual([id]);
    expect(await next.claim()).toEqual([]); // its lease still holds
    await sleep(HELD_MS + 100);
    expect(await next.runOnce()).toBe(1);
    const job = (await next.get(id))!;
    expect([job.state, job.attempts, job.result]).toEqual(['completed', 2, { ok: 'second' }]);
  });

  it('cancels at once a job whose worker vanished (its lease lapsed); before that, the cancellation waits for its worker', async () => {
    const killed = new JobQueue(t.database, { leaseMs: HELD_MS });
    killed.work('abandonada', async () => undefined);
    const id = await killed.send('abandonada', {});
    await killed.claim();
    // Its worker may still be alive: asked to stop, it stays active for its worker to abort.
    expect(await killed.cancel(id)).toBe('active');
    await sleep(HELD_MS + 100);
    expect(await killed.cancel(id)).toBe('cancelled');
    expect(await row(id)).toMatchObject({ state: 'cancelled', locked_by: null });
  });

  it(`fails a job whose worker vanished ${ORPHAN_RETRIES} times beyond its attempts, instead of taking it again forever`, async () => {
    const queue = new JobQueue(t.database, { leaseMs: 100 });
    let ran = 0;
    queue.work('derruba', async () => void ran++);
    const id = await queue.send('derruba', {}, { maxAttempts: 1 });
    // Claimed and lost with its process, 1 + ORPHAN_RETRIES times: the attempt and the orphan retries.
    for (let i = 0; i < 1 + ORPHAN_RETRIES; i++) {
      expect((await queue.claim()).map((j) => j.id)).toEqual([id]);
      await sleep(150);
    }
    expect(await queue.claim()).toEqual([]);
    expect(ran).toBe(0);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1 + ORPHAN_RETRIES, last_error: 'Interrompida: o processo que a executava parou a cada tentativa' });
  });
});
