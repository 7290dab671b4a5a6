import type { Instance } from './instance.ts';
import type { Individual } from './individual.ts';

const EPS = 1e-5;
const BIG = 1e30;

/**
 * Split (Vidal 2016, O(n) per fleet layer): cuts the giant tour into routes at least cost, capacity
 * excess penalised. Unlimited and homogeneous fleets first try the unconstrained split; a limited or
 * heterogeneous fleet uses one layer per vehicle (layer k has vehicle k's capacity, vehicles by
 * decreasing free capacity). Customers locked to a vehicle are then inserted in its route. A duration limit is not
 * part of the cut (its penalty is not linear in the load, which the O(n) dominance needs): the individual's
 * evaluation counts it, and the local search that follows repairs the day.
 */
export class Split {
  private readonly d0x: Float64Array;
  private readonly dx0: Float64Array;
  private readonly sumDist: Float64Array;
  private readonly sum0: Float64Array;
  private readonly sum1: Float64Array;
  private readonly sum2: Float64Array;
  private readonly pot: Float64Array;
  private readonly pred: Int32Array;
  private readonly deque: Int32Array;
  /** Capacity of each layer (vehicle in split order), per dimension. */
  private readonly lc0: Float64Array;
  private readonly lc1: Float64Array;
  private readonly lc2: Float64Array;
  /** Route slot of each layer. */
  private readonly slotOf: Int32Array;
  private penalty = 1;
  private nf = 0;
  private readonly lockedBySlot: number[][];

  constructor(private readonly inst: Instance) {
    const n = inst.n;
    const R = inst.routes;
    this.d0x = new Float64Array(n + 2);
    this.dx0 = new Float64Array(n + 2);
    this.sumDist = new Float64Array(n + 2);
    this.sum0 = new Float64Array(n + 2);
    this.sum1 = new Float64Array(n + 2);
    this.sum2 = new Float64Array(n + 2);
    this.pot = new Float64Array((R + 1) * (n + 1));
    this.pred = new Int32Array((R + 1) * (n + 1));
    this.deque = new Int32Array(n + 1);
    this.lc0 = new Float64Array(R);
    this.lc1 = new Float64Array(R);
    this.lc2 = new Float64Array(R);
    this.slotOf = new Int32Array(R);
    this.lockedBySlot = Array.from({ length: R }, () => []);
    const rest = Array.from({ length: R }, (_, r) => [inst.cap0[r], inst.cap1[r], inst.cap2[r]]);
    for (let c = 1; c <= n; c++) {
      const r = inst.locked[c];
      if (r < 0) continue;
      this.lockedBySlot[r].push(c);
      rest[r][0] -= inst.dem0[c];
      rest[r][1] -= inst.dem1[c];
      rest[r][2] -= inst.dem2[c];
    }
    const order = [...rest.keys()].sort((a, b) => rest[b][0] - rest[a][0] || a - b);
    order.forEach((r, k) => {
      this.slotOf[k] = r;
      this.lc0[k] = rest[r][0];
      this.lc1[k] = rest[r][1];
      this.lc2[k] = rest[r][2];
    });
  }

  private propagate(i: number, j: number, k: number): number {
    const N = this.inst.n + 1;
    let p = this.pot[k * N + i] + this.sumDist[j] - this.sumDist[i + 1] + this.d0x[i + 1] + this.dx0[j];
    const e0 = this.sum0[j] - this.sum0[i] - this.lc0[k];
    if (e0 > 0) p += this.penalty * e0;
    if (this.inst.multi) {
      const e1 = this.sum1[j] - this.sum1[i] - this.lc1[k];
      if (e1 > 0) p += this.penalty * this.inst.scale1 * e1;
      const e2 = this.sum2[j] - this.sum2[i] - this.lc2[k];
      if (e2 > 0) p += this.penalty * this.inst.scale2 * e2;
    }
    return p;
  }

  /** Whether i dominates j (i < j) as a predecessor of every later node. */
  private dominates(i: number, j: number, k: number): boolean {
    const N = this.inst.n + 1;
    let load = this.sum0[j] - this.sum0[i];
    if (this.inst.multi) load += this.inst.scale1 * (this.sum1[j] - this.sum1[i]) + this.inst.scale2 * (this.sum2[j] - this.sum2[i]);
    return this.pot[k * N + j] + this.d0x[j + 1] > this.pot[k * N + i] + this.d0x[i + 1] + this.sumDist[j + 1] - this.sumDist[i + 1] + this.penalty * load;
  }

  /** Whether j dominates i (i < j) as a predecessor of every later node. */
  private dominatesRight(i: number, j: number, k: number): boolean {
    const N = this.inst.n + 1;
    return this.pot[k * N + j] + this.d0x[j + 1] < this.pot[k * N + i] + this.d0x[i + 1] + this.sumDist[j + 1] - this.sumDist[i + 1] + EPS;
  }

  /** Fills `indiv.tour`/`start` from `indiv.chromT` and evaluates it; `maxVehicles` bounds the layers tried. */
  run(indiv: Individual, penalty: number, maxVehicles: number): void {
    const inst = this.inst;
    const { dist, size: N } = inst;
    const t = indiv.chromT;
    const nf = t.length;
    this.nf = nf;
    this.penalty = penalty;
    for (let i = 1; i <= nf; i++) {
      const c = t[i - 1];
      this.d0x[i] = dist[c];
      this.dx0[i] = dist[c * N];
      this.sum0[i] = this.sum0[i - 1] + inst.dem0[c];
      this.sum1[i] = this.sum1[i - 1] + inst.dem1[c];
      this.sum2[i] = this.sum2[i - 1] + inst.dem2[c];
      this.sumDist[i] = i === 1 ? 0 : this.sumDist[i - 1] + dist[t[i - 2] * N + c];
    }
    this.sumDist[nf + 1] = this.sumDist[nf];
    const cuts: number[] = [];
    if (nf > 0) {
      if (inst.slotted) this.layered(inst.routes, cuts);
      else {
        let lower = Math.ceil(this.sum0[nf] / (inst.cap0[0] || 1));
        if (inst.multi) lower = Math.max(lower, Math.ceil(this.sum1[nf] / inst.cap1[0]), Math.ceil(this.sum2[nf] / inst.cap2[0]));
        const max = Math.min(inst.routes, Math.max(maxVehicles, lower));
        if (!this.simple(max, cuts)) this.layered(max, cuts);
      }
    }
    this.write(indiv, cuts);
    indiv.evaluate(inst, penalty);
  }

  /** Unconstrained number of routes; false when more than `max` routes are needed. */
  private simple(max: number, cuts: number[]): boolean {
    const nf = this.nf;
    const { pot, pred, deque } = this;
    pot[0] = 0;
    for (let i = 1; i <= nf; i++) pot[i] = BIG;
    let front = 0;
    let back = 0;
    deque[0] = 0;
    for (let i = 1; i <= nf; i++) {
      pot[i] = this.propagate(deque[front], i, 0);
      pred[i] = deque[front];
      if (i < nf) {
        if (!this.dominates(deque[back], i, 0)) {
          while (back >= front && this.dominatesRight(deque[back], i, 0)) back--;
          deque[++back] = i;
        }
        while (back > front && this.propagate(deque[front], i + 1, 0) > this.propagate(deque[front + 1], i + 1, 0) - EPS) front++;
      }
    }
    cuts.length = 0;
    let end = nf;
    while (end > 0) {
      cuts.push(end);
      end = pred[end];
      if (cuts.length > max) return false;
    }
    cuts.push(0);
    cuts.reverse();
    return true;
  }

  /** At most `max` routes, route k on layer k. */
  private layered(max: number, cuts: number[]): void {
    const nf = this.nf;
    const N = this.inst.n + 1;
    const { pot, pred, deque } = this;
    for (let k = 0; k <= max; k++) for (let i = 0; i <= nf; i++) pot[k * N + i] = BIG;
    pot[0] = 0;
    for (let k = 0; k < max; k++) {
      let front = 0;
      let back = 0;
      deque[0] = k;
      for (let i = k + 1; i <= nf && back >= front; i++) {
        pot[(k + 1) * N + i] = this.propagate(deque[front], i, k);
        pred[(k + 1) * N + i] = deque[front];
        if (i < nf) {
          if (!this.dominates(deque[back], i, k)) {
            while (back >= front && this.dominatesRight(deque[back], i, k)) back--;
            deque[++back] = i;
          }
          while (back > front && this.propagate(deque[front], i + 1, k) > this.propagate(deque[front + 1], i + 1, k) - EPS) front++;
        }
      }
    }
    let best = max;
    for (let k = 1; k < max; k++) if (pot[k * N + nf] < pot[best * N + nf]) best = k;
    cuts.length = 0;
    let end = nf;
    for (let k = best; k > 0; k--) {
      cuts.push(end);
      end = pred[k * N + end];
    }
    cuts.push(0);
    cuts.reverse();
  }

  /** Routes from the cut points: segment k to layer k's slot, then the locked customers of each slot. */
  private write(indiv: Individual, cuts: number[]): void {
    const inst = this.inst;
    const t = indiv.chromT;
    const segments = cuts.length - 1;
    if (!inst.slotted) {
      let p = 0;
      for (let r = 0; r < inst.routes; r++) {
        indiv.start[r] = p;
        if (r < segments) for (let q = cuts[r]; q < cuts[r + 1]; q++) indiv.tour[p++] = t[q];
      }
      indiv.start[inst.routes] = p;
      return;
    }
    const bySlot: number[][] = Array.from({ length: inst.routes }, () => []);
    for (let k = 0; k < segments; k++) bySlot[this.slotOf[k]] = Array.from(t.subarray(cuts[k], cuts[k + 1]));
    const { dist, size: N } = inst;
    for (let r = 0; r < inst.routes; r++) {
      const route = bySlot[r];
      for (const c of this.lockedBySlot[r]) {
        let bestAt = 0;
        let bestCost = Infinity;
        for (let p = 0; p <= route.length; p++) {
          const a = p === 0 ? 0 : route[p - 1];
          const b = p === route.length ? 0 : route[p];
          const delta = dist[a * N + c] + dist[c * N + b] - dist[a * N + b];
          if (delta < bestCost) {
            bestCost = delta;
            bestAt = p;
          }
        }
        route.splice(bestAt, 0, c);
      }
    }
    let p = 0;
    for (let r = 0; r < inst.routes; r++) {
      indiv.start[r] = p;
      for (const c of bySlot[r]) indiv.tour[p++] = c;
    }
    indiv.start[inst.routes] = p;
  }
}
