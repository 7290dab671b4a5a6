import { availableParallelism } from 'node:os';
import { startIsland, type Island } from './exchange.ts';
import { Genetic } from './genetic.ts';
import { Individual } from './individual.ts';
import { prepare, type Instance } from './instance.ts';
import { Random } from './random.ts';
import type { Route, Solution, SolveOptions, Tuning, VrpProblem } from './types.ts';

// HGS-CVRP's design with a smaller population and PyVRP's faster penalty adaptation: this product's runs
// last seconds to a minute (thousands of iterations, not HGS's tens of thousands); see README.md.
export const DEFAULT_TUNING: Tuning = {
  granular: 12,
  mu: 10,
  lambda: 15,
  initial: 30,
  nbElite: 4,
  nbClose: 5,
  targetFeasible: 0.43,
  penaltyEvery: 50,
  penaltyIncrease: 1.34,
  penaltyDecrease: 0.32,
  restartAfter: 20000,
  migrateEveryMs: 2000,
  migrateEveryIterations: 0,
};
/** Below these, a search stays on one thread: the second one would spend its time starting. */
const MIN_STOPS_TWO_THREADS = 20;
const MIN_MS_TWO_THREADS = 1000;
/** Time limit when neither a time nor an iteration limit is given. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;

/**
 * Solves a capacitated vehicle routing problem (see README.md): routes of least total cost that serve
 * every stop the fleet can take. Synchronous: run it in a worker (`SolverPool`) to keep a server free.
 */
export function solve(problem: VrpProblem, options: SolveOptions = {}): Solution {
  const started = performance.now();
  const elapsedMs = () => performance.now() - started;
  const tuning: Tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const { instance: inst, unassigned } = prepare(problem, options, tuning.granular);
  const timeLimit = options.timeLimitMs ?? (options.maxIterations === undefined ? DEFAULT_TIME_LIMIT_MS : undefined);
  const { maxIterations, signal, shouldStop } = options;
  let result: ReturnType<Genetic['run']> = { best: null, leastExcess: null, trace: [], iterations: 0 };
  const seed = options.seed ?? 1;
  // By default a second search on another thread when the machine has a core for it and the clock decides:
  // an iteration limit alone promises reproducible answers, which two searches exchanging solutions at
  // clock times cannot give (asked for explicitly, two threads run anyway). Never when the problem is not
  // worth the worker's start (it loads its modules in about 0.2 s).
  const reproducible = maxIterations !== undefined && timeLimit === undefined;
  const threads = options.threads ?? (reproducible ? 1 : Math.min(2, availableParallelism()));
  const twoThreads = threads >= 2 && inst.n >= MIN_STOPS_TWO_THREADS && (timeLimit === undefined || timeLimit >= MIN_MS_TWO_THREADS);
  let island: Island | null = null;
  if (inst.n > 0) {
    // Another seed than any the caller is likely to try next (seed + 1 would repeat the next run's search).
    if (twoThreads) island = startIsland(inst, tuning, (seed ^ 0x5bd1e995) >>> 0, timeLimit, maxIterations);
    const exchange = island?.exchange;
    const genetic = new Genetic(inst, tuning, new Random(seed), {
      exchange,
      otherIterations: exchange && (() => exchange.helperIterations),
      stop: (iteration) =>
        (maxIterations !== undefined && iteration >= maxIterations) ||
        (timeLimit !== undefined && elapsedMs() >= timeLimit) ||
        signal?.aborted === true ||
        (shouldStop?.() ?? false),
      elapsedMs,
      onImprovement: options.onImprovement,
      onProgress: options.onProgress,
      progressEveryMs: options.progressEveryMs ?? 500,
    });
    try {
      result = genetic.run();
    } finally {
      island?.stop();
    }
    if (exchange) {
      // The helper's last best, when better than ours.
      result.iterations += exchange.helperIterations;
      const other = new Individual(inst, exchange.free);
      if (exchange.receive(other, result.best ? result.best.penalizedCost : Infinity)) {
        other.evaluate(inst, inst.initialPenalty);
        if (other.feasible) {
          result.best = other;
          const point = { ms: elapsedMs(), iteration: result.iterations, cost: other.distance };
          result.trace.push(point);
          options.onImprovement?.(point);
        }
      }
    }
  }
  let routes: number[][] = [];
  if (result.best) routes = routesOf(inst, result.best);
  else if (result.leastExcess) {
    const partial = leaveOut(inst, routesOf(inst, result.leastExcess));
    routes = partial.routes;
    for (const c of partial.left) unassigned.push({ stop: inst.stopOf[c], reason: 'fleet-too-small' });
  }
  unassigned.sort((a, b) => a.stop - b.stop);
  const ran = island?.exchange.helperStarted ? 2 : 1;
  return { ...describe(inst, routes), unassigned, trace: result.trace, iterations: result.iterations, threads: ran, elapsedMs: elapsedMs() };
}

function routesOf(inst: Instance, indiv: Individual): number[][] {
  return Array.from({ length: inst.routes }, (_, r) => Array.from(indiv.tour.subarray(indiv.start[r], indiv.start[r + 1])));
}

/** Size of a customer relative to a route slot, summed over dimensions (to pick what to leave out). */
function size(inst: Instance, c: number, r: number): number {
  let s = inst.cap0[r] > 0 ? inst.dem0[c] / inst.cap0[r] : 0;
  if (inst.multi) s += (inst.cap1[r] < Infinity ? inst.dem1[c] / inst.cap1[r] : 0) + (inst.cap2[r] < Infinity ? inst.dem2[c] / inst.cap2[r] : 0);
  return s;
}

function excessOf(inst: Instance, route: number[], r: number, extra = 0, withDuration = true): number {
  let l0 = 0;
  let l1 = 0;
  let l2 = 0;
  for (const c of route) {
    l0 += inst.dem0[c];
    l1 += inst.dem1[c];
    l2 += inst.dem2[c];
  }
  if (extra) {
    l0 += inst.dem0[extra];
    l1 += inst.dem1[extra];
    l2 += inst.dem2[extra];
  }
  const late = inst.hasDuration && withDuration ? Math.max(0, durationOf(inst, extra ? [...route, extra] : route) - inst.durMax[r]) * inst.scaleD : 0;
  return Math.max(0, l0 - inst.cap0[r]) + Math.max(0, l1 - inst.cap1[r]) + Math.max(0, l2 - inst.cap2[r]) + late;
}

/** A route's cost plus its customers' service. */
function durationOf(inst: Instance, route: number[]): number {
  const { dist, size: N } = inst;
  let total = 0;
  let prev = 0;
  for (const c of route) {
    total += dist[prev * N + c] + inst.svc[c];
    prev = c;
  }
  return total + dist[prev * N];
}

/**
 * The best partial assignment when the fleet cannot carry everything: from the least-excess solution,
 * each overloaded route leaves out the smallest customer whose removal clears it (else its largest),
 * until it fits; the customers left out then go, largest first, to the cheapest place where they fit.
 */
function leaveOut(inst: Instance, routes: number[][]): { routes: number[][]; left: number[] } {
  const left: number[] = [];
  routes.forEach((route, r) => {
    while (excessOf(inst, route, r) > 1e-9) {
      let pick = -1;
      for (let i = 0; i < route.length; i++) {
        const rest = route.filter((_, k) => k !== i);
        if (excessOf(inst, rest, r) <= 1e-9 && (pick < 0 || size(inst, route[i], r) < size(inst, route[pick], r))) pick = i;
      }
      if (pick < 0) for (let i = 0; i < route.length; i++) if (pick < 0 || size(inst, route[i], r) > size(inst, route[pick], r)) pick = i;
      left.push(route[pick]);
      route.splice(pick, 1);
    }
  });
  const { dist, size: N } = inst;
  left.sort((a, b) => size(inst, b, 0) - size(inst, a, 0) || a - b);
  const still: number[] = [];
  for (const c of left) {
    let best: { r: number; at: number; cost: number } | null = null;
    routes.forEach((route, r) => {
      if ((inst.locked[c] >= 0 && inst.locked[c] !== r) || excessOf(inst, route, r, c, false) > 1e-9) return;
      const day = inst.hasDuration ? durationOf(inst, route) + inst.svc[c] : 0;
      for (let p = 0; p <= route.length; p++) {
        const a = p === 0 ? 0 : route[p - 1];
        const b = p === route.length ? 0 : route[p];
        const cost = dist[a * N + c] + dist[c * N + b] - dist[a * N + b];
        if (inst.hasDuration && day + cost > inst.durMax[r] + 1e-9) continue;
        if (best === null || cost < best.cost) best = { r, at: p, cost };
      }
    });
    if (best === null) still.push(c);
    else {
      const { r, at } = best as { r: number; at: number };
      routes[r].splice(at, 0, c);
    }
  }
  return { routes, left: still.sort((a, b) => a - b) };
}

/** The answer in the problem's terms: stop indices, vehicles, loads, costs. */
function describe(inst: Instance, routes: number[][]): Pick<Solution, 'routes' | 'cost' | 'feasible'> {
  const { dist, size: N } = inst;
  const second = inst.cap1.some((c) => c < Infinity);
  const out: Route[] = [];
  let feasible = true;
  routes.forEach((route, r) => {
    if (route.length === 0) return;
    let cost = 0;
    let prev = 0;
    let l0 = 0;
    let l1 = 0;
    for (const c of route) {
      cost += dist[prev * N + c];
      l0 += inst.dem0[c];
      l1 += inst.dem1[c];
      prev = c;
    }
    cost += dist[prev * N];
    if (excessOf(inst, route, r) > 1e-9) feasible = false;
    out.push({ vehicle: inst.slotted ? r : out.length, stops: route.map((c) => inst.stopOf[c]), load: second ? [l0, l1] : [l0], cost });
  });
  return { routes: out, cost: out.reduce((s, r) => s + r.cost, 0), feasible };
}
