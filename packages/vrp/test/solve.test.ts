import { describe, expect, it } from 'vitest';
import { solve, type VrpProblem } from '../src/index.ts';

/** Euclidean matrix (not rounded) of points; the first one is the depot. */
function planar(points: [number, number][]): number[][] {
  return points.map(([x1, y1]) => points.map(([x2, y2]) => Math.hypot(x1 - x2, y1 - y2)));
}

const quick = { maxIterations: 200, seed: 1 };
const stopsOf = (s: ReturnType<typeof solve>) => s.routes.map((r) => r.stops);

describe('solve: small hand-checked cases', () => {
  it('serves customers on a line in one trip when they fit', () => {
    const s = solve({ matrix: planar([[0, 0], [1, 0], [2, 0], [3, 0]]), depot: 0, stops: [1, 2, 3].map((location) => ({ location, demand: 1 })), capacity: 10 }, quick);
    expect(s.routes).toHaveLength(1);
    expect(s.cost).toBeCloseTo(6);
    expect(s.feasible).toBe(true);
    expect(s.unassigned).toEqual([]);
  });

  it('opens a second route when the capacity is reached', () => {
    const s = solve({ matrix: planar([[0, 0], [-1, 0], [1, 0]]), depot: 0, stops: [{ location: 1, demand: 6 }, { location: 2, demand: 6 }], capacity: 10 }, quick);
    expect(s.routes).toHaveLength(2);
    expect(s.cost).toBeCloseTo(4);
    expect(s.routes.map((r) => r.load)).toEqual([[6], [6]]);
  });

  it('puts the load on the vehicle that can carry it (heterogeneous fleet)', () => {
    const s = solve(
      { matrix: planar([[0, 0], [5, 0], [5, 1]]), depot: 0, stops: [{ location: 1, demand: 8 }, { location: 2, demand: 8 }], vehicles: [{ capacity: 10 }, { capacity: 20 }] },
      quick,
    );
    expect(s.routes).toHaveLength(1);
    expect(s.routes[0]).toMatchObject({ vehicle: 1, load: [16], cost: expect.closeTo(5 + 1 + Math.hypot(5, 1)) });
    expect([...s.routes[0].stops].sort()).toEqual([0, 1]);
  });

  it('respects the stop limit of the options and of each vehicle', () => {
    const problem: VrpProblem = { matrix: planar([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]), depot: 0, stops: [1, 2, 3, 4].map((location) => ({ location, demand: 1 })), capacity: 100 };
    const s = solve(problem, { ...quick, maxStops: 2 });
    expect(s.routes).toHaveLength(2);
    expect(s.routes.every((r) => r.stops.length <= 2)).toBe(true);
    const v = solve({ ...problem, capacity: undefined, vehicles: [{ capacity: 100, maxStops: 1 }, { capacity: 100 }] }, quick);
    expect(v.routes.find((r) => r.vehicle === 0)?.stops.length ?? 0).toBeLessThanOrEqual(1);
    expect(v.routes.flatMap((r) => r.stops).sort()).toEqual([0, 1, 2, 3]);
  });

  it("keeps every route within the driver's day: its cost plus its stops' service, of the options and of each vehicle", () => {
    const line = planar([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]);
    const stops = [1, 2, 3, 4].map((location) => ({ location, demand: 1, service: 1 }));
    // Without a limit, one trip (cost 8, duration 12); at 10, two trips of 6 and 10.
    expect(solve({ matrix: line, depot: 0, stops, capacity: 100 }, quick).routes).toHaveLength(1);
    const s = solve({ matrix: line, depot: 0, stops, capacity: 100 }, { ...quick, maxDuration: 10 });
    expect(s.feasible).toBe(true);
    expect(s.cost).toBeCloseTo(12);
    expect(stopsOf(s).map((r) => [...r].sort()).sort()).toEqual([[0, 1], [2, 3]]);
    const fleet = solve({ matrix: line, depot: 0, stops, vehicles: [{ capacity: 100, maxDuration: 6 }, { capacity: 100, maxDuration: 10 }] }, quick);
    expect(fleet.routes.map((r) => ({ vehicle: r.vehicle, stops: [...r.stops].sort() }))).toEqual([{ vehicle: 0, stops: [0, 1] }, { vehicle: 1, stops: [2, 3] }]);
  });

  it('leaves out, with the reason, a stop whose trip alone is longer than the day', () => {
    const s = solve({ matrix: planar([[0, 0], [1, 0], [4, 0]]), depot: 0, stops: [1, 2].map((location) => ({ location, demand: 1, service: 1 })), capacity: 100 }, { ...quick, maxDuration: 8 });
    expect(s.unassigned).toEqual([{ stop: 1, reason: 'beyond-duration' }]);
    expect(stopsOf(s)).toEqual([[0]]);
  });

  it('keeps a locked stop on its vehicle even when another route passes closer', () => {
    const matrix = planar([[0, 0], [10, 0], [10, 1], [-10, 0]]);
    const stops = [{ location: 1, demand: 1 }, { location: 2, demand: 1, lockedTo: 1 }, { location: 3, demand: 1 }];
    const s = solve({ matrix, depot: 0, stops, vehicles: [{ capacity: 2 }, { capacity: 2 }] }, quick);
    const byVehicle = new Map(s.routes.map((r) => [r.vehicle, r.stops]));
    expect(byVehicle.get(1)).toContain(1);
    expect(s.feasible).toBe(true);
    expect(s.routes.flatMap((r) => r.stops).sort()).toEqual([0, 1, 2]);
    // Unlocked, stops 0 and 1 (side by side) share a vehicle.
    const free = solve({ matrix, depot: 0, stops: stops.map(({ location, demand }) => ({ location, demand })), vehicles: [{ capacity: 2 }, { capacity: 2 }] }, quick);
    expect(free.routes.some((r) => [...r.stops].sort().join() === '0,1')).toBe(true);
  });

  it('respects a second dimension (m³)', () => {
    const s = solve(
      { matrix: planar([[0, 0], [1, 0], [1, 1], [0, 1], [-1, 0]]), depot: 0, stops: [1, 2, 3, 4].map((location) => ({ location, demand: [1, 1] as const })), capacity: [100, 2] },
      quick,
    );
    expect(s.routes).toHaveLength(2);
    expect(s.routes.every((r) => r.load[1] <= 2 && r.load.length === 2)).toBe(true);
  });

  it('follows the cheap direction of an asymmetric matrix', () => {
    // One-way ring 0 → 1 → 2 → 3 → 0 costs 1 per leg; everything else costs 10.
    const matrix = Array.from({ length: 4 }, (_, i) => Array.from({ length: 4 }, (_, j) => (i === j ? 0 : j === (i + 1) % 4 ? 1 : 10)));
    const s = solve({ matrix, depot: 0, stops: [3, 1, 2].map((location) => ({ location, demand: 1 })), capacity: 10 }, quick);
    expect(s.cost).toBe(4);
    expect(stopsOf(s)).toEqual([[1, 2, 0]]);
  });

  it('leaves out, with the reason, what no vehicle can take', () => {
    const s = solve(
      {
        matrix: planar([[0, 0], [1, 0], [2, 0], [3, 0]]),
        depot: 0,
        stops: [{ location: 1, demand: 50 }, { location: 2, demand: 5 }, { location: 3, demand: 5, lockedTo: 7 }],
        vehicles: [{ capacity: 20 }],
      },
      quick,
    );
    expect(s.unassigned).toEqual([{ stop: 0, reason: 'demand-exceeds-capacity' }, { stop: 2, reason: 'unknown-vehicle' }]);
    expect(stopsOf(s)).toEqual([[1]]);
  });

  it('returns the best partial assignment when the fleet is too small', () => {
    // Two vehicles of 10 and three stops of 8: one stop stays, and the two served are feasible.
    const s = solve(
      { matrix: planar([[0, 0], [1, 0], [0, 1], [-5, -5]]), depot: 0, stops: [1, 2, 3].map((location) => ({ location, demand: 8 })), vehicles: [{ capacity: 10 }, { capacity: 10 }] },
      quick,
    );
    expect(s.feasible).toBe(true);
    expect(s.unassigned).toHaveLength(1);
    expect(s.unassigned[0].reason).toBe('fleet-too-small');
    expect(s.routes).toHaveLength(2);
    expect(s.routes.every((r) => r.load[0] <= 10)).toBe(true);
  });

  it('answers an empty problem', () => {
    const s = solve({ matrix: [[0]], depot: 0, stops: [], capacity: 1 }, quick);
    expect(s).toMatchObject({ routes: [], cost: 0, feasible: true, unassigned: [] });
  });

  it('is reproducible bit for bit with a seed and an iteration limit', () => {
    const points: [number, number][] = [[500, 500]];
    let s = 12345;
    const next = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32) * 1000;
    for (let i = 0; i < 60; i++) points.push([next(), next()]);
    const problem: VrpProblem = {
      matrix: planar(points),
      depot: 0,
      stops: points.slice(1).map((_, i) => ({ location: i + 1, demand: 1 + (i % 7) })),
      capacity: 30,
      coordinates: points,
    };
    const a = solve(problem, { maxIterations: 100, seed: 7 });
    const b = solve(problem, { maxIterations: 100, seed: 7 });
    expect(b.routes).toEqual(a.routes);
    expect(b.cost).toBe(a.cost);
    expect(b.iterations).toBe(100);
    expect(b.trace.map(({ iteration, cost }) => [iteration, cost])).toEqual(a.trace.map(({ iteration, cost }) => [iteration, cost]));
  });
});
