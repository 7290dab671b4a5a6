import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { solve, type Progress, type TracePoint } from '../src/index.ts';
import { SolverPool } from '../src/pool.ts';
import { randomProblem as problem } from './random-problem.ts';

describe('SolverPool', () => {
  const pool = new SolverPool();
  afterAll(() => pool.close());

  it('solves in a worker thread the same as in this thread, reporting improvements', async () => {
    const p = problem(40, 1);
    const points: TracePoint[] = [];
    const inWorker = await pool.solve(p, { maxIterations: 100, seed: 3 }, { onImprovement: (point) => points.push(point) });
    const here = solve(p, { maxIterations: 100, seed: 3 });
    expect(inWorker.routes).toEqual(here.routes);
    expect(inWorker.cost).toBe(here.cost);
    expect(points.map((t) => t.cost)).toEqual(here.trace.map((t) => t.cost));
  });

  it('runs at most two searches at once, reports progress, and stops one on cancel with its best so far', async () => {
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const progress: Progress[] = [];
    const started = Date.now();
    const tasks = controllers.map((c, i) =>
      pool.solve(problem(150, i), { timeLimitMs: 120_000, seed: 1, progressEveryMs: 50 }, { signal: c.signal, onProgress: (p) => progress.push(p) }),
    );
    expect(pool.load).toEqual({ running: 2, waiting: 1 });
    controllers[2].abort();
    await expect(tasks[2]).rejects.toMatchObject({ name: 'AbortError' });
    while (progress.filter((p) => p.bestCost !== null).length < 2) await new Promise((r) => setTimeout(r, 20));
    controllers[0].abort();
    controllers[1].abort();
    const [a, b] = await Promise.all([tasks[0], tasks[1]]);
    expect(Date.now() - started).toBeLessThan(60_000);
    for (const s of [a, b]) {
      expect(s.feasible).toBe(true);
      expect(s.routes.flatMap((r) => r.stops)).toHaveLength(150);
    }
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a search that starts alone a second thread where the machine has two cores, one that starts beside another keeps to one', async () => {
    // `threads` counts the helper only once it has started: on the CI machine, with the API suite, the browser flows and
    // PostgreSQL on the same two cores, its worker once took more than 3 s to load its modules (about 0.2 s when quiet).
    const [alone, beside] = await Promise.all([pool.solve(problem(100, 4), { timeLimitMs: 8000, seed: 1 }), pool.solve(problem(100, 5), { timeLimitMs: 8000, seed: 1 })]);
    expect(alone.threads).toBe(availableParallelism() >= 2 ? 2 : 1);
    expect(beside.threads).toBe(1);
    for (const s of [alone, beside]) expect(s.feasible).toBe(true);
  });
});
