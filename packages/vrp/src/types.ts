/** A quantity in one or two dimensions: KG, or [KG, m³] (any units, the same for demands and capacities). */
export type Quantity = number | readonly [number, number];

export interface Stop {
  /** Index of the stop's location in the cost matrix. */
  location: number;
  /** What the stop takes from the vehicle. */
  demand: Quantity;
  /** Index in `vehicles` of the vehicle this stop is committed to: it stays on that route (its place in it may change). */
  lockedTo?: number;
  /** Time spent at the stop, in the matrix's units (see `maxDuration`); default 0. */
  service?: number;
}

export interface Vehicle {
  capacity: Quantity;
  /** At most this many stops on this vehicle's route. */
  maxStops?: number;
  /** The route's cost plus its stops' `service` at most this much (a driver's day, in the matrix's units). */
  maxDuration?: number;
}

/** A routing problem: one depot, stops with demands, a cost matrix, and a fleet. */
export interface VrpProblem {
  /**
   * Travel cost between locations, possibly asymmetric: `matrix[i * size + j]` (flat, row-major) or
   * `matrix[i][j]`, where `size` is the number of locations. Costs are non-negative.
   */
  matrix: ArrayLike<number> | ArrayLike<ArrayLike<number>>;
  /** Location of the depot, where every route starts and ends. */
  depot: number;
  stops: readonly Stop[];
  /** A limited fleet, possibly heterogeneous; absent: as many vehicles of `capacity` as needed. */
  vehicles?: readonly Vehicle[];
  /** Capacity of each vehicle of an unlimited fleet (used when `vehicles` is absent). */
  capacity?: Quantity;
  /**
   * Planar coordinates per location (x, y; or longitude, latitude), optional. When given, the solver
   * only tries exchanges between routes whose angular sectors around the depot overlap (faster).
   */
  coordinates?: ArrayLike<readonly [number, number]>;
}

export interface TracePoint {
  /** Milliseconds since the solver started (a clock reading: not part of the reproducible answer). */
  ms: number;
  /** Iteration of the genetic search when it was found (0 while the initial population is built). */
  iteration: number;
  /** Cost of the new best feasible solution. */
  cost: number;
}

export interface Progress {
  elapsedMs: number;
  iterations: number;
  /** Cost of the best feasible solution so far (null while none). */
  bestCost: number | null;
}

export interface SolveOptions {
  /** At most this many stops per route, on every vehicle (a vehicle's own `maxStops` may be lower). */
  maxStops?: number;
  /**
   * On every route, its cost plus its stops' `service` at most this much (a vehicle's own `maxDuration` may be
   * lower): a driver's day when the matrix is in time, or in distance at an average speed. Excess is penalised in
   * the search like excess load (HGS-CVRP's duration constraint).
   */
  maxDuration?: number;
  /** Stop after this many milliseconds (wall clock). */
  timeLimitMs?: number;
  /** Stop after this many iterations of the genetic search: with a seed, the answer is reproducible. */
  maxIterations?: number;
  /** Seed of the pseudo-random numbers (default 1). */
  seed?: number;
  /** Called with each new best feasible solution's cost. */
  onImprovement?: (point: TracePoint) => void;
  /** Called about every `progressEveryMs` (default 500) with the state of the search. */
  onProgress?: (progress: Progress) => void;
  progressEveryMs?: number;
  /** Stops the search early (the best solution so far is returned). */
  signal?: { readonly aborted: boolean };
  /** Same, as a function (used by the worker: a flag in shared memory). */
  shouldStop?: () => boolean;
  /**
   * Searches at once: 2 (the default where the machine has two cores or more) runs a second search, with
   * another seed, in a worker thread, the two exchanging their best solutions (island model); 1 keeps to
   * the calling thread. By default one with `maxIterations` and no time limit (reproducible); always one
   * below 20 stops or 1 s, and where a worker cannot start.
   */
  threads?: number;
  /** Advanced tuning (defaults from HGS-CVRP). */
  tuning?: Partial<Tuning>;
}

export interface Tuning {
  /** Granular neighbourhood: each customer's closest neighbours tried by the local search. */
  granular: number;
  /** Population size kept after survivor selection, and the generation size before it. */
  mu: number;
  lambda: number;
  /** Random solutions built at the start and at each restart. */
  initial: number;
  nbElite: number;
  nbClose: number;
  /** Share of local-search results that should be feasible; the capacity penalty adapts to it. */
  targetFeasible: number;
  /** Every this many iterations the penalty is multiplied by `penaltyIncrease` or `penaltyDecrease`. */
  penaltyEvery: number;
  penaltyIncrease: number;
  penaltyDecrease: number;
  /** Iterations without improvement before the population is rebuilt. */
  restartAfter: number;
  /** On two threads, each search takes the other's best (when better than its own) at most this often. */
  migrateEveryMs: number;
  /**
   * And only after this many of its own iterations since the last time (0: the clock alone). On a loaded machine
   * `migrateEveryMs` holds fewer iterations; 500 did better on iteration-limited runs but, on a 10 s run under
   * load, left the two searches nearly apart (performance.md, 2026-12-01): off by default.
   */
  migrateEveryIterations: number;
}

export type UnassignedReason =
  /** The stop's demand exceeds the capacity of every vehicle (or of the vehicle it is locked to). */
  | 'demand-exceeds-capacity'
  /** The fleet cannot carry every stop (capacity, number of stops or duration): this one was left out. */
  | 'fleet-too-small'
  /** Going from the depot to the stop and back, with its service, takes longer than every route may last. */
  | 'beyond-duration'
  /** The stop is locked to a vehicle that is not in the fleet. */
  | 'unknown-vehicle';

export interface Route {
  /** Index in `vehicles` (limited fleet), or the route's number (unlimited fleet). */
  vehicle: number;
  /** Indices in `problem.stops`, in visiting order (depot before the first and after the last). */
  stops: number[];
  /** Load per dimension: [first] or [first, second]. */
  load: number[];
  cost: number;
}

export interface Solution {
  routes: Route[];
  /** Sum of the routes' costs. */
  cost: number;
  /** True when every assigned route respects its vehicle's capacity, stop limit and duration. */
  feasible: boolean;
  unassigned: { stop: number; reason: UnassignedReason }[];
  trace: TracePoint[];
  /** Iterations of the genetic search, both threads' when two ran. */
  iterations: number;
  /** Searches that ran: 2 when the second thread (see `SolveOptions.threads`) started in time, else 1. */
  threads: number;
  elapsedMs: number;
}
