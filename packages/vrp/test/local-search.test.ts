import { describe, expect, it } from 'vitest';
import { Genetic } from '../src/genetic.ts';
import { prepare } from '../src/instance.ts';
import { LocalSearch } from '../src/local-search.ts';
import { Random } from '../src/random.ts';
import { DEFAULT_TUNING } from '../src/solve.ts';
import type { VrpProblem } from '../src/types.ts';

/** Penalised cost of the local search's current routes, recomputed from its linked lists. */
function total(ls: any): number {
  let sum = 0;
  for (let r = 0; r < ls.R; r++) {
    let prev = 0;
    let node = ls.nxt[ls.n + 1 + r];
    const l = [0, 0, 0];
    let d = 0;
    let service = 0;
    while (node <= ls.n) {
      d += ls.dist[prev * ls.N + node];
      service += ls.svc[node];
      l[0] += ls.dem0[node];
      l[1] += ls.dem1[node];
      l[2] += ls.dem2[node];
      prev = node;
      node = ls.nxt[node];
    }
    d += ls.dist[prev * ls.N];
    sum += d + ls.pen(r, l[0], l[1], l[2]) + (ls.hasDur ? ls.dpen(r, d, service) : 0);
  }
  return sum;
}

function randomProblem(seed: number, options: { asymmetric?: boolean; vehicles?: boolean; locks?: boolean; second?: boolean; service?: boolean }): VrpProblem {
  const rng = new Random(seed);
  const n = 40;
  const pts = Array.from({ length: n + 1 }, () => [rng.int(1000), rng.int(1000)] as [number, number]);
  const matrix = pts.map(([a, b], i) => pts.map(([c, d], j) => Math.round(Math.hypot(a - c, b - d)) + (options.asymmetric && i < j ? rng.int(200) : 0)));
  const vehicles = options.vehicles ? Array.from({ length: 8 }, (_, v) => ({ capacity: (options.second ? [60 + 20 * (v % 3), 9] : 60 + 20 * (v % 3)) as never, maxStops: v === 0 ? 3 : undefined })) : undefined;
  return {
    matrix,
    depot: 0,
    coordinates: pts,
    stops: pts.slice(1).map((_, i) => ({
      location: i + 1,
      demand: (options.second ? [1 + rng.int(20), 1 + rng.int(2)] : 1 + rng.int(20)) as never,
      lockedTo: options.locks && i % 9 === 0 ? i % 8 : undefined,
      service: options.service ? 20 + rng.int(40) : undefined,
    })),
    vehicles,
    capacity: vehicles ? undefined : 70,
  };
}

describe('local search', () => {
  const cases = {
    'symmetric, unlimited fleet': {},
    asymmetric: { asymmetric: true },
    'heterogeneous fleet with a stop limit': { vehicles: true },
    'locked stops, two dimensions, asymmetric': { vehicles: true, locks: true, second: true, asymmetric: true },
    "a driver's day, asymmetric": { asymmetric: true, service: true, maxDuration: 2200 },
    "a driver's day, heterogeneous fleet with locks": { vehicles: true, locks: true, service: true, maxDuration: 2600 },
  };
  for (const [name, options] of Object.entries(cases) as [string, Parameters<typeof randomProblem>[1] & { maxDuration?: number }][]) {
    it(`predicts the cost change of every move it applies (${name})`, () => {
      const { instance } = prepare(randomProblem(3, options), { maxStops: undefined, maxDuration: options.maxDuration }, 20);
      if (options.maxDuration) expect(instance.hasDuration).toBe(true);
      const proto = LocalSearch.prototype as any;
      const original = { applied: proto.applied, swapStar: proto.swapStar, load: proto.load };
      let moves = 0;
      let mismatches = 0;
      let current = 0;
      // Moves made while some route was past its duration limit (the limit at work in the search).
      let late = 0;
      const check = (ls: any) => {
        const now = total(ls);
        if (ls.rdpen.some((p: number) => p > 0)) late++;
        if (Math.abs(now - current - ls.lastDelta) > 1e-6) mismatches++;
        current = now;
        moves++;
      };
      proto.load = function (this: any, indiv: unknown) {
        original.load.call(this, indiv);
        current = total(this);
      };
      proto.applied = function (this: any) {
        const r = original.applied.call(this);
        check(this);
        return r;
      };
      proto.swapStar = function (this: any, a: number, b: number) {
        const r = original.swapStar.call(this, a, b);
        if (r) check(this);
        return r;
      };
      try {
        let iterations = 0;
        new Genetic(instance, DEFAULT_TUNING, new Random(1), { stop: (i) => (iterations = i) >= 30, elapsedMs: () => 0, progressEveryMs: 1e9 }).run();
        expect(iterations).toBe(30);
      } finally {
        Object.assign(proto, original);
      }
      expect(moves).toBeGreaterThan(1000);
      expect(mismatches).toBe(0);
      if (options.maxDuration) expect(late).toBeGreaterThan(100);
    });
  }
});
