import { Random } from '../src/random.ts';
import type { VrpProblem } from '../src/types.ts';

/** n stops at random points of a 1000 × 1000 square (rounded Euclidean costs), demands 1–10, capacity 50. */
export function randomProblem(n: number, seed: number): VrpProblem {
  const rng = new Random(seed);
  const pts: [number, number][] = Array.from({ length: n + 1 }, () => [rng.int(1000), rng.int(1000)]);
  const matrix = new Float64Array((n + 1) * (n + 1));
  pts.forEach(([a, b], i) => pts.forEach(([c, d], j) => (matrix[i * (n + 1) + j] = Math.round(Math.hypot(a - c, b - d)))));
  return { matrix, depot: 0, coordinates: pts, capacity: 50, stops: pts.slice(1).map((_, i) => ({ location: i + 1, demand: 1 + rng.int(10) })) };
}
