import type { Instance } from './instance.ts';

export const EPSILON = 1e-5;

/**
 * A solution of the search: the giant tour (`chromT`, the order crossover works on: every customer not
 * locked to a vehicle) and its routes (`tour` cut by `start`, one segment per route slot).
 */
export class Individual {
  readonly chromT: Int32Array;
  readonly tour: Int32Array;
  readonly start: Int32Array;
  /** Customer after and before each customer in its route (0: the depot). */
  readonly succ: Int32Array;
  readonly pred: Int32Array;
  distance = 0;
  /** Capacity excess summed over routes, dimensions 1 and 2 and the duration weighted by their scale. */
  excess = 0;
  penalizedCost = 0;
  feasible = false;
  nbRoutes = 0;
  biasedFitness = 0;
  /** Other individuals of the same subpopulation by increasing broken-pairs distance. */
  proximity: { d: number; other: Individual }[] = [];

  constructor(inst: Instance, free: number) {
    this.chromT = new Int32Array(free);
    this.tour = new Int32Array(inst.n);
    this.start = new Int32Array(inst.routes + 1);
    this.succ = new Int32Array(inst.size);
    this.pred = new Int32Array(inst.size);
  }

  copyFrom(o: Individual): void {
    this.chromT.set(o.chromT);
    this.tour.set(o.tour);
    this.start.set(o.start);
    this.succ.set(o.succ);
    this.pred.set(o.pred);
    this.distance = o.distance;
    this.excess = o.excess;
    this.penalizedCost = o.penalizedCost;
    this.feasible = o.feasible;
    this.nbRoutes = o.nbRoutes;
  }

  /** Distance, excess and neighbours from the routes. */
  evaluate(inst: Instance, penalty: number): void {
    const { dist, size: N, dem0, dem1, dem2, svc } = inst;
    let distance = 0;
    let excess = 0;
    let routes = 0;
    for (let r = 0; r < inst.routes; r++) {
      const a = this.start[r];
      const b = this.start[r + 1];
      if (a === b) continue;
      routes++;
      let prev = 0;
      const before = distance;
      let service = 0;
      let l0 = 0;
      let l1 = 0;
      let l2 = 0;
      for (let p = a; p < b; p++) {
        const c = this.tour[p];
        distance += dist[prev * N + c];
        l0 += dem0[c];
        l1 += dem1[c];
        l2 += dem2[c];
        service += svc[c];
        this.pred[c] = prev;
        if (prev) this.succ[prev] = c;
        prev = c;
      }
      this.succ[prev] = 0;
      distance += dist[prev * N];
      if (l0 > inst.cap0[r]) excess += l0 - inst.cap0[r];
      if (l1 > inst.cap1[r]) excess += (l1 - inst.cap1[r]) * inst.scale1;
      if (l2 > inst.cap2[r]) excess += (l2 - inst.cap2[r]) * inst.scale2;
      const late = distance - before + service - inst.durMax[r];
      if (late > 0) excess += late * inst.scaleD;
    }
    this.distance = distance;
    this.excess = excess;
    this.nbRoutes = routes;
    this.feasible = excess < EPSILON;
    this.penalizedCost = distance + penalty * excess;
  }
}

/** Share of customers whose neighbours differ between two solutions (HGS's broken-pairs distance). */
export function brokenPairsDistance(a: Individual, b: Individual, n: number): number {
  let differences = 0;
  for (let j = 1; j <= n; j++) {
    if (a.succ[j] !== b.succ[j] && a.succ[j] !== b.pred[j]) differences++;
    if (a.pred[j] === 0 && b.pred[j] !== 0 && b.succ[j] !== 0) differences++;
  }
  return differences / n;
}
