// Independent checker of CVRPLIB solutions: it reads the instance text itself and recomputes every
// figure with its own arithmetic, sharing no code with the solver (nor with the parser the solver's
// input is built from).

export interface CheckResult {
  ok: boolean;
  /** Cost recomputed with nint-rounded Euclidean edges. */
  cost: number;
  routes: number;
  errors: string[];
}

/**
 * Checks routes given as CVRPLIB customer ids (node id - 1): every customer exactly once, no route over
 * the capacity, at most `maxRoutes` routes when given.
 */
export function checkSolution(vrpText: string, routes: readonly (readonly number[])[], maxRoutes?: number): CheckResult {
  const errors: string[] = [];
  const xy = new Map<number, [number, number]>();
  const q = new Map<number, number>();
  let capacity = NaN;
  let depot = 1;
  let dimension = NaN;
  let mode = '';
  for (const line of vrpText.replace(/\r/g, '').split('\n').map((l) => l.trim())) {
    if (line.length === 0) continue;
    const kv = line.match(/^(\w+)\s*:\s*(\S+)/);
    if (kv && !/^\d/.test(line)) {
      if (kv[1] === 'CAPACITY') capacity = parseFloat(kv[2]);
      if (kv[1] === 'DIMENSION') dimension = parseInt(kv[2], 10);
      mode = '';
      continue;
    }
    if (line.endsWith('SECTION')) {
      mode = line;
      continue;
    }
    const f = line.split(/[ \t]+/).map(Number);
    if (mode === 'NODE_COORD_SECTION') xy.set(f[0], [f[1], f[2]]);
    else if (mode === 'DEMAND_SECTION') q.set(f[0], f[1]);
    else if (mode === 'DEPOT_SECTION' && f[0] > 0) depot = f[0];
  }
  const edge = (a: number, b: number) => {
    const p = xy.get(a)!;
    const r = xy.get(b)!;
    const dx = p[0] - r[0];
    const dy = p[1] - r[1];
    return Math.floor(Math.sqrt(dx * dx + dy * dy) + 0.5);
  };
  const visited = new Set<number>();
  let cost = 0;
  let used = 0;
  for (const route of routes) {
    if (route.length === 0) continue;
    used++;
    let load = 0;
    let at = depot;
    for (const id of route) {
      const node = id + 1;
      if (!Number.isInteger(id) || node === depot || !xy.has(node)) {
        errors.push(`unknown customer ${id}`);
        continue;
      }
      if (visited.has(node)) errors.push(`customer ${id} visited twice`);
      visited.add(node);
      load += q.get(node) ?? 0;
      cost += edge(at, node);
      at = node;
    }
    cost += edge(at, depot);
    if (load > capacity) errors.push(`route ${used} carries ${load} > capacity ${capacity}`);
  }
  if (visited.size !== dimension - 1) errors.push(`${visited.size} of ${dimension - 1} customers visited`);
  if (maxRoutes !== undefined && used > maxRoutes) errors.push(`${used} routes > ${maxRoutes} allowed`);
  return { ok: errors.length === 0, cost, routes: used, errors };
}
