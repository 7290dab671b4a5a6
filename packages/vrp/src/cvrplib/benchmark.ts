import fs from 'node:fs';
import path from 'node:path';
import { solve } from '../solve.ts';
import type { SolveOptions } from '../types.ts';
import { checkSolution } from './check.ts';
import { euclideanMatrix, parseVrp } from './parse.ts';

/** An entry of a benchmark folder's `bks.json`. */
export interface BksEntry {
  bks: number;
  /** A, B, P, X... (from the name when absent). */
  set?: string;
  customers?: number;
  k?: number;
  optimal?: boolean;
}

export interface RunResult {
  name: string;
  set: string;
  customers: number;
  seed: number;
  bks: number;
  /** Cost the solver states, and the checker's recomputation (the one reported). */
  solverCost: number;
  cost: number;
  feasible: boolean;
  errors: string[];
  /** Routes as CVRPLIB customer ids (node id - 1). */
  routes: number[][];
  matrixMs: number;
  totalMs: number;
  /** New best costs, times counted from before the matrix was built. */
  trace: { ms: number; cost: number }[];
  iterations: number;
}

/** Sets whose best known solutions use exactly k vehicles: the fleet is limited to k there. */
export const LIMITED_SETS = new Set(['A', 'B', 'P']);

export function readBks(dir: string): Record<string, BksEntry> {
  return JSON.parse(fs.readFileSync(path.join(dir, 'bks.json'), 'utf8')) as Record<string, BksEntry>;
}

/** The instance's set: bks.json's, or the name's prefix (`A-n32-k5` is in A). */
export function setOf(name: string, entry: Pick<BksEntry, 'set'>): string {
  return entry.set ?? name.split('-')[0];
}

/** k, the route limit of a limited set: from bks.json or the `-kNN` of the name. */
export function routeLimit(name: string, entry: Pick<BksEntry, 'set' | 'k'>): number | undefined {
  if (!LIMITED_SETS.has(setOf(name, entry))) return undefined;
  return entry.k ?? Number(/-k(\d+)/.exec(name)?.[1]);
}

/**
 * Solves one instance with one seed within `timeMs` (counted from before the distance matrix is built;
 * parsing is not counted) and checks the answer with the independent checker.
 */
export function runInstance(text: string, name: string, entry: BksEntry, seed: number, timeMs: number, extra: SolveOptions = {}): RunResult {
  const inst = parseVrp(text);
  const k = routeLimit(name, entry);
  const started = performance.now();
  const matrix = euclideanMatrix(inst.coords);
  const matrixMs = performance.now() - started;
  const stops = inst.demands.map((demand, location) => ({ location, demand })).filter((s) => s.location !== inst.depot);
  const solution = solve(
    {
      matrix,
      depot: inst.depot,
      stops,
      coordinates: inst.coords,
      ...(k ? { vehicles: Array.from({ length: k }, () => ({ capacity: inst.capacity })) } : { capacity: inst.capacity }),
    },
    { seed, timeLimitMs: Math.max(0, timeMs - matrixMs), ...extra },
  );
  const totalMs = performance.now() - started;
  const routes = solution.routes.map((r) => r.stops.map((s) => stops[s].location));
  const check = checkSolution(text, routes, k);
  const errors = [...check.errors];
  if (solution.unassigned.length) errors.push(`${solution.unassigned.length} customers unassigned`);
  if (Math.abs(check.cost - solution.cost) > 1e-6) errors.push(`solver says ${solution.cost}, checker ${check.cost}`);
  return {
    name,
    set: setOf(name, entry),
    customers: inst.dimension - 1,
    seed,
    bks: entry.bks,
    solverCost: solution.cost,
    cost: check.cost,
    feasible: errors.length === 0,
    errors,
    routes,
    matrixMs,
    totalMs,
    trace: solution.trace.map((p) => ({ ms: p.ms + matrixMs, cost: p.cost })),
    iterations: solution.iterations,
  };
}

export const gap = (cost: number, bks: number) => (100 * (cost - bks)) / bks;

/** Gap of the best solution found by `ms` (null: none feasible yet). */
export function gapAt(run: RunResult, ms: number): number | null {
  let best: number | null = null;
  for (const p of run.trace) if (p.ms <= ms) best = p.cost;
  return best === null ? null : gap(best, run.bks);
}

/** A generated instance in the CVRPLIB format (uniform points, demands 1–100, about 10 stops a route). */
export function generateInstance(customers: number, seed: number): string {
  let s = seed >>> 0 || 1;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const lines = ['NAME : G-n' + (customers + 1), 'TYPE : CVRP', `DIMENSION : ${customers + 1}`, 'EDGE_WEIGHT_TYPE : EUC_2D'];
  const demands = Array.from({ length: customers }, () => 1 + Math.floor(next() * 100));
  lines.push(`CAPACITY : ${Math.round((demands.reduce((a, b) => a + b, 0) / customers) * 10)}`, 'NODE_COORD_SECTION', '1 500 500');
  for (let i = 0; i < customers; i++) lines.push(`${i + 2} ${Math.floor(next() * 1000)} ${Math.floor(next() * 1000)}`);
  lines.push('DEMAND_SECTION', '1 0', ...demands.map((d, i) => `${i + 2} ${d}`), 'DEPOT_SECTION', '1', '-1', 'EOF');
  return lines.join('\n') + '\n';
}
