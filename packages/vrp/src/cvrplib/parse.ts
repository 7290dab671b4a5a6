/** A CVRPLIB / TSPLIB instance (EUC_2D, one depot), as read from its `.vrp` file. */
export interface CvrpInstance {
  name: string;
  /** Number of nodes, depot included (DIMENSION). */
  dimension: number;
  capacity: number;
  /** Coordinates and demands by node, node ids 1..dimension stored at index id - 1. */
  coords: [number, number][];
  demands: number[];
  /** Index (node id - 1) of the depot. */
  depot: number;
}

/** Reads a `.vrp` file: LF or CRLF line ends, fields separated by spaces or tabs. */
export function parseVrp(text: string): CvrpInstance {
  const header: Record<string, string> = {};
  const coords = new Map<number, [number, number]>();
  const demands = new Map<number, number>();
  const depots: number[] = [];
  let section = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line === 'EOF') continue;
    const field = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (field) {
      header[field[1]] = field[2].trim();
      section = '';
      continue;
    }
    const tok = line.split(/\s+/);
    if (/_SECTION$/.test(tok[0])) {
      section = tok[0];
      continue;
    }
    if (section === 'NODE_COORD_SECTION') coords.set(Number(tok[0]), [Number(tok[1]), Number(tok[2])]);
    else if (section === 'DEMAND_SECTION') demands.set(Number(tok[0]), Number(tok[1]));
    else if (section === 'DEPOT_SECTION') {
      if (Number(tok[0]) === -1) section = '';
      else depots.push(Number(tok[0]));
    }
  }
  const dimension = Number(header.DIMENSION);
  const capacity = Number(header.CAPACITY);
  if (!(dimension > 1) || !(capacity > 0)) throw new Error('not a CVRP instance: DIMENSION or CAPACITY missing');
  if (header.EDGE_WEIGHT_TYPE && header.EDGE_WEIGHT_TYPE !== 'EUC_2D') throw new Error(`EDGE_WEIGHT_TYPE ${header.EDGE_WEIGHT_TYPE} not supported`);
  const ids = Array.from({ length: dimension }, (_, i) => i + 1);
  if (ids.some((id) => !coords.has(id) || !demands.has(id))) throw new Error('coordinates or demands missing');
  return {
    name: header.NAME ?? '',
    dimension,
    capacity,
    coords: ids.map((id) => coords.get(id)!),
    demands: ids.map((id) => demands.get(id)!),
    depot: (depots[0] ?? 1) - 1,
  };
}

/** TSPLIB EUC_2D: Euclidean distance rounded to the nearest integer, edge by edge; flat row-major. */
export function euclideanMatrix(coords: readonly (readonly [number, number])[]): Float64Array {
  const n = coords.length;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const [xi, yi] = coords[i];
    for (let j = i + 1; j < n; j++) {
      const d = Math.round(Math.hypot(xi - coords[j][0], yi - coords[j][1]));
      m[i * n + j] = d;
      m[j * n + i] = d;
    }
  }
  return m;
}

/** A solution in the CVRPLIB `.sol` format: customer ids are node ids minus one (the depot is 0). */
export function formatSol(routes: readonly (readonly number[])[], cost: number): string {
  const lines = routes.filter((r) => r.length).map((r, i) => `Route #${i + 1}: ${r.join(' ')}`);
  return `${lines.join('\n')}\nCost ${cost}\n`;
}
