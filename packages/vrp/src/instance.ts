import type { Quantity, SolveOptions, UnassignedReason, VrpProblem } from './types.ts';

/**
 * The problem as the search sees it: customers renumbered 1..n (0 is the depot), a dense Float64Array
 * matrix, demands and route capacities per dimension in typed arrays, and each customer's granular
 * neighbours. Dimension 0 is the first quantity, 1 the optional second one, 2 the number of stops (when a
 * stop limit exists). Unused dimensions have zero demands and infinite capacities.
 */
export interface Instance {
  n: number;
  /** n + 1: the matrix's row length. */
  size: number;
  dist: Float64Array;
  dem0: Float64Array;
  dem1: Float64Array;
  dem2: Float64Array;
  /** Whether dimensions 1 or 2 are in use. */
  multi: boolean;
  /** Time at each customer (its `service`), counted in a route's duration. */
  svc: Float64Array;
  /** Whether some route has a duration limit: its cost plus its customers' `svc` at most `durMax`. */
  hasDuration: boolean;
  durMax: Float64Array;
  /** Penalty weight of one unit of duration excess, relative to dimension 0. */
  scaleD: number;
  /** Route slots: the vehicles of a limited fleet, or an upper bound for an unlimited one. */
  routes: number;
  cap0: Float64Array;
  cap1: Float64Array;
  cap2: Float64Array;
  /** Penalty weight of one unit of excess in dimensions 1 and 2, relative to dimension 0. */
  scale1: number;
  scale2: number;
  /** Route slot each customer is locked to, or -1. */
  locked: Int32Array;
  hasLocks: boolean;
  /** Route slots differ (heterogeneous fleet or locks): a route's slot matters. */
  slotted: boolean;
  limited: boolean;
  neighStart: Int32Array;
  neigh: Int32Array;
  /** Polar angle of each location around the depot in [0, 65536), when coordinates are given. */
  angle: Int32Array | null;
  x: Float64Array | null;
  y: Float64Array | null;
  initialPenalty: number;
  /** Stop index (in the problem) of each customer. */
  stopOf: Int32Array;
}

export interface Prepared {
  instance: Instance;
  unassigned: { stop: number; reason: UnassignedReason }[];
}

const dims = (q: Quantity): [number, number] => (typeof q === 'number' ? [q, 0] : [q[0], q[1] ?? 0]);

export function prepare(problem: VrpProblem, options: SolveOptions, granular: number): Prepared {
  const { matrix, depot, stops } = problem;
  const rows = typeof (matrix as ArrayLike<unknown>)[0] === 'object';
  const size = rows ? matrix.length : Math.round(Math.sqrt(matrix.length));
  if (size * size !== (rows ? size * size : matrix.length)) throw new Error('matrix: not square');
  const cost = rows
    ? (i: number, j: number) => (matrix as ArrayLike<ArrayLike<number>>)[i][j]
    : (i: number, j: number) => (matrix as ArrayLike<number>)[i * size + j];
  if (!(depot >= 0 && depot < size)) throw new Error('depot: not a location of the matrix');

  const vehicles = problem.vehicles;
  const limited = vehicles !== undefined;
  if (!limited && problem.capacity === undefined) throw new Error('capacity: required without vehicles');
  const fleet = limited
    ? vehicles.map((v) => ({ cap: dims(v.capacity), maxStops: v.maxStops, maxDuration: v.maxDuration }))
    : [{ cap: dims(problem.capacity!), maxStops: undefined, maxDuration: undefined }];
  const durationLimit = (v: { maxDuration?: number }) => Math.min(v.maxDuration ?? Infinity, options.maxDuration ?? Infinity);
  const hasDuration = fleet.some((v) => durationLimit(v) < Infinity);
  const stopLimit = (v: { maxStops?: number }) => Math.min(v.maxStops ?? Infinity, options.maxStops ?? Infinity);
  const usesSecond = stops.some((s) => typeof s.demand !== 'number') || fleet.some((v) => v.cap[1] > 0);
  const usesStops = fleet.some((v) => stopLimit(v) < Infinity);
  const capOf = (v: (typeof fleet)[number]): [number, number, number] => [v.cap[0], usesSecond ? v.cap[1] : Infinity, stopLimit(v)];

  // Stops no vehicle can take are left out before the search.
  const unassigned: Prepared['unassigned'] = [];
  const kept: number[] = [];
  stops.forEach((s, index) => {
    if (!(s.location >= 0 && s.location < size)) throw new Error(`stops[${index}].location: not a location of the matrix`);
    const [d0, d1] = dims(s.demand);
    if (!(d0 >= 0 && d1 >= 0)) throw new Error(`stops[${index}].demand: must be non-negative`);
    const service = s.service ?? 0;
    if (!(service >= 0) || !Number.isFinite(service)) throw new Error(`stops[${index}].service: must be a finite non-negative number`);
    const fits = (v: (typeof fleet)[number]) => {
      const c = capOf(v);
      return d0 <= c[0] && d1 <= c[1] && c[2] >= 1;
    };
    // The trip to the stop and back alone, with its service.
    const reachable = (v: (typeof fleet)[number]) => !hasDuration || cost(depot, s.location) + service + cost(s.location, depot) <= durationLimit(v);
    if (s.lockedTo !== undefined && limited) {
      if (!(s.lockedTo >= 0 && s.lockedTo < fleet.length)) unassigned.push({ stop: index, reason: 'unknown-vehicle' });
      else if (!fits(fleet[s.lockedTo])) unassigned.push({ stop: index, reason: 'demand-exceeds-capacity' });
      else if (!reachable(fleet[s.lockedTo])) unassigned.push({ stop: index, reason: 'beyond-duration' });
      else kept.push(index);
    } else if (!fleet.some(fits)) unassigned.push({ stop: index, reason: 'demand-exceeds-capacity' });
    else if (!fleet.some((v) => fits(v) && reachable(v))) unassigned.push({ stop: index, reason: 'beyond-duration' });
    else kept.push(index);
  });

  const n = kept.length;
  const N1 = n + 1;
  const loc = [depot, ...kept.map((i) => stops[i].location)];
  const dist = new Float64Array(N1 * N1);
  let maxDist = 0;
  for (let i = 0; i < N1; i++) {
    for (let j = 0; j < N1; j++) {
      const c = i === j ? 0 : cost(loc[i], loc[j]);
      if (!(c >= 0) || !Number.isFinite(c)) throw new Error(`matrix[${loc[i]}][${loc[j]}]: must be a finite non-negative number`);
      dist[i * N1 + j] = c;
      if (c > maxDist) maxDist = c;
    }
  }
  const dem0 = new Float64Array(N1);
  const dem1 = new Float64Array(N1);
  const dem2 = new Float64Array(N1);
  const svc = new Float64Array(N1);
  const locked = new Int32Array(N1).fill(-1);
  let total0 = 0;
  let total1 = 0;
  let maxDemand = 0;
  kept.forEach((s, k) => {
    const [d0, d1] = dims(stops[s].demand);
    dem0[k + 1] = d0;
    dem1[k + 1] = d1;
    dem2[k + 1] = usesStops ? 1 : 0;
    svc[k + 1] = stops[s].service ?? 0;
    total0 += d0;
    total1 += d1;
    if (d0 > maxDemand) maxDemand = d0;
    if (limited && stops[s].lockedTo !== undefined) locked[k + 1] = stops[s].lockedTo!;
  });

  let routes: number;
  if (limited) routes = fleet.length;
  else {
    const [c0, c1, c2] = capOf(fleet[0]);
    // A day holds at most its limit of services and of the cheapest leg out of each customer.
    const dayLimit = durationLimit(fleet[0]);
    let day = 0;
    if (dayLimit < Infinity)
      for (let i = 1; i <= n; i++) {
        let out = Infinity;
        for (let j = 0; j <= n; j++) if (j !== i && dist[i * N1 + j] < out) out = dist[i * N1 + j];
        day += svc[i] + out;
      }
    const bound = Math.max(c0 > 0 ? total0 / c0 : 0, c1 > 0 && c1 < Infinity ? total1 / c1 : 0, c2 < Infinity ? n / c2 : 0, dayLimit < Infinity ? day / dayLimit : 0);
    routes = Math.max(1, Math.min(n, Math.ceil(1.3 * bound) + 3));
  }
  const cap0 = new Float64Array(routes);
  const cap1 = new Float64Array(routes);
  const cap2 = new Float64Array(routes);
  const durMax = new Float64Array(routes);
  for (let r = 0; r < routes; r++) {
    const c = capOf(fleet[limited ? r : 0]);
    cap0[r] = c[0];
    cap1[r] = c[1];
    cap2[r] = c[2];
    durMax[r] = durationLimit(fleet[limited ? r : 0]);
  }
  const ref = (a: Float64Array) => a.reduce((m, v) => (v < Infinity && v > m ? v : m), 0);
  const ref0 = ref(cap0) || 1;
  const hasLocks = locked.some((l) => l >= 0);
  const slotted = hasLocks || cap0.some((c) => c !== cap0[0]) || cap1.some((c) => c !== cap1[0]) || cap2.some((c) => c !== cap2[0]) || durMax.some((d) => d !== durMax[0]);

  // Granular neighbourhoods (HGS): each customer's `granular` closest customers, made symmetric.
  const g = Math.min(granular, n - 1);
  const sets: Set<number>[] = Array.from({ length: N1 }, () => new Set<number>());
  const bestJ = new Int32Array(Math.max(g, 1));
  const bestD = new Float64Array(Math.max(g, 1));
  for (let i = 1; i <= n && g > 0; i++) {
    let count = 0;
    for (let j = 1; j <= n; j++) {
      if (j === i) continue;
      const d = Math.min(dist[i * N1 + j], dist[j * N1 + i]);
      if (count === g && d >= bestD[g - 1]) continue;
      let p = count < g ? count++ : g - 1;
      while (p > 0 && bestD[p - 1] > d) {
        bestD[p] = bestD[p - 1];
        bestJ[p] = bestJ[p - 1];
        p--;
      }
      bestD[p] = d;
      bestJ[p] = j;
    }
    for (let k = 0; k < count; k++) {
      sets[i].add(bestJ[k]);
      sets[bestJ[k]].add(i);
    }
  }
  const neighStart = new Int32Array(N1 + 1);
  for (let i = 0; i < N1; i++) neighStart[i + 1] = neighStart[i] + sets[i].size;
  const neigh = new Int32Array(neighStart[N1]);
  for (let i = 0; i < N1; i++) neigh.set([...sets[i]].sort((a, b) => a - b), neighStart[i]);

  let angle: Int32Array | null = null;
  let x: Float64Array | null = null;
  let y: Float64Array | null = null;
  if (problem.coordinates) {
    const coords = problem.coordinates;
    x = new Float64Array(N1);
    y = new Float64Array(N1);
    angle = new Int32Array(N1);
    for (let i = 0; i < N1; i++) {
      x[i] = coords[loc[i]][0];
      y[i] = coords[loc[i]][1];
      const a = (32768 * Math.atan2(y[i] - y[0], x[i] - x[0])) / Math.PI;
      angle[i] = ((Math.trunc(a) % 65536) + 65536) % 65536;
    }
  }

  const instance: Instance = {
    n,
    size: N1,
    dist,
    dem0,
    dem1,
    dem2,
    multi: usesSecond || usesStops,
    svc,
    hasDuration,
    durMax,
    // A route's whole day over its limit weighs like a route's whole load over its capacity.
    scaleD: hasDuration ? ref0 / (ref(durMax) || 1) : 0,
    routes,
    cap0,
    cap1,
    cap2,
    scale1: usesSecond ? ref0 / (ref(cap1) || 1) : 0,
    scale2: usesStops ? ref0 / (ref(cap2) || 1) : 0,
    locked,
    hasLocks,
    slotted,
    limited,
    neighStart,
    neigh,
    angle,
    x,
    y,
    initialPenalty: Math.max(0.1, Math.min(1000, maxDemand > 0 ? maxDist / maxDemand : 1)),
    stopOf: Int32Array.from([-1, ...kept]),
  };
  return { instance, unassigned };
}
