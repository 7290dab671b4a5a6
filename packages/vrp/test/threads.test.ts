import { describe, expect, it } from 'vitest';
import { Exchange } from '../src/exchange.ts';
import { Genetic } from '../src/genetic.ts';
import { Individual } from '../src/individual.ts';
import { prepare } from '../src/instance.ts';
import { Random } from '../src/random.ts';
import { randomProblem as problem } from './random-problem.ts';
import { DEFAULT_TUNING, solve } from '../src/solve.ts';
import type { VrpProblem } from '../src/types.ts';

const search = (p: VrpProblem, seed: number, iterations: number, exchange?: Exchange) => {
  const { instance } = prepare(p, {}, DEFAULT_TUNING.granular);
  // The clock stands still here: migrations at every iteration.
  const tuning = { ...DEFAULT_TUNING, migrateEveryMs: 0, migrateEveryIterations: 0 };
  return new Genetic(instance, tuning, new Random(seed), { stop: (i) => i >= iterations, elapsedMs: () => 0, progressEveryMs: Infinity, exchange }).run();
};

describe('solve on two threads', () => {
  it('runs a second search in a worker: both count, the answer is complete and within the time', () => {
    const p = problem(150, 1);
    // Long enough for the worker to load its modules (about 0.2 s) on a machine shared with other work.
    const two = solve(p, { timeLimitMs: 4000, seed: 1, threads: 2 });
    expect(two.threads).toBe(2);
    expect(two.feasible).toBe(true);
    expect(two.routes.flatMap((r) => r.stops).sort((a, b) => a - b)).toEqual(p.stops.map((_, i) => i));
    expect(two.elapsedMs).toBeLessThan(6000);
    expect(two.cost).toBeCloseTo(two.routes.reduce((s, r) => s + r.cost, 0));
    expect(solve(p, { timeLimitMs: 1000, seed: 1, threads: 1 }).threads).toBe(1);
  });

  it('keeps to one thread by default with an iteration limit alone (reproducible), and on small problems', () => {
    expect(solve(problem(60, 2), { maxIterations: 50, seed: 1 }).threads).toBe(1);
    expect(solve(problem(10, 2), { timeLimitMs: 1000, seed: 1, threads: 2 }).threads).toBe(1);
  });

  it("takes the other search's better solution into its population, as a new best, and passes its own on", () => {
    const p = problem(80, 3);
    const { instance } = prepare(p, {}, DEFAULT_TUNING.granular);
    const good = search(p, 1, 400).best!;
    const theirs = new Exchange(instance, 1);
    const mine = new Exchange(instance, 0, theirs.buffer);
    theirs.publish(good);
    // Two iterations from random solutions do not reach what 400 did: the best can only come from the other side.
    const result = search(p, 2, 2, mine);
    expect(result.best!.distance).toBe(good.distance);
    expect(result.trace.at(-1)!.cost).toBe(good.distance);
    // It is not taken again, and a worse one is not taken at all.
    expect(mine.receive(new Individual(instance, mine.free), Infinity)).toBe(false);
    const back = new Individual(instance, theirs.free);
    expect(theirs.receive(back, Infinity)).toBe(true);
    back.evaluate(instance, 1);
    expect(back.distance).toBe(good.distance);
    theirs.publish(good);
    expect(mine.receive(new Individual(instance, mine.free), good.distance)).toBe(false);
  });
});
