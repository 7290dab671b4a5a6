import { Worker } from 'node:worker_threads';
import type { Instance } from './instance.ts';
import { EPSILON, type Individual } from './individual.ts';
import type { Tuning } from './types.ts';

// Header of the shared buffer, in Int32 words.
const STOP = 0;
const ITERATIONS = 1;
const STARTED = 2;
const VERSION = 3; // + slot
const HEADER_BYTES = 32;

/**
 * Two searches' meeting place in shared memory (the island model of `solve` on two threads): each
 * search writes its best solution to its own slot (giant tour and routes) and reads the other's, a
 * version counter around each write (odd while writing) so that a reader never keeps a torn copy; a
 * flag tells the helper to stop and a counter holds its iterations. Plain typed arrays and Atomics:
 * no message passing, because the calling thread is busy searching and never returns to its event loop.
 */
export class Exchange {
  readonly buffer: SharedArrayBuffer;
  private readonly header: Int32Array;
  private readonly cost: Float64Array[] = [];
  private readonly data: Int32Array[] = [];
  /** Customers in the giant tour (those not locked to a vehicle). */
  readonly free: number;
  private seen = 0;

  /** `mine` is the slot this side writes (0: the calling thread, 1: the helper). */
  constructor(
    private readonly inst: Instance,
    private readonly mine: 0 | 1,
    buffer?: SharedArrayBuffer,
  ) {
    let free = 0;
    for (let c = 1; c <= inst.n; c++) if (inst.locked[c] < 0) free++;
    this.free = free;
    const words = inst.n + inst.routes + 1 + free;
    const slotBytes = 8 + Math.ceil((4 * words) / 8) * 8;
    this.buffer = buffer ?? new SharedArrayBuffer(HEADER_BYTES + 2 * slotBytes);
    this.header = new Int32Array(this.buffer, 0, HEADER_BYTES / 4);
    for (let s = 0; s < 2; s++) {
      const at = HEADER_BYTES + s * slotBytes;
      this.cost.push(new Float64Array(this.buffer, at, 1));
      this.data.push(new Int32Array(this.buffer, at + 8, words));
    }
  }

  publish(indiv: Individual): void {
    const v = VERSION + this.mine;
    const data = this.data[this.mine];
    const { n, routes } = this.inst;
    Atomics.add(this.header, v, 1);
    this.cost[this.mine][0] = indiv.penalizedCost;
    data.set(indiv.tour, 0);
    data.set(indiv.start, n);
    data.set(indiv.chromT, n + routes + 1);
    Atomics.add(this.header, v, 1);
  }

  /**
   * Copies the other side's best into `into` (routes and giant tour, to evaluate) when it is new since
   * the last call and costs less than `below`; false otherwise (also while it is being written).
   */
  receive(into: Individual, below: number): boolean {
    const other = 1 - this.mine;
    const v = VERSION + other;
    const version = Atomics.load(this.header, v);
    if (version === this.seen || version % 2 === 1) return false;
    if (!(this.cost[other][0] < below - EPSILON)) {
      this.seen = version;
      return false;
    }
    const data = this.data[other];
    const { n, routes } = this.inst;
    into.tour.set(data.subarray(0, n));
    into.start.set(data.subarray(n, n + routes + 1));
    into.chromT.set(data.subarray(n + routes + 1, n + routes + 1 + this.free));
    if (Atomics.load(this.header, v) !== version) return false;
    this.seen = version;
    return true;
  }

  stop(): void {
    Atomics.store(this.header, STOP, 1);
  }

  get stopped(): boolean {
    return Atomics.load(this.header, STOP) !== 0;
  }

  set helperIterations(count: number) {
    Atomics.store(this.header, ITERATIONS, count);
  }

  get helperIterations(): number {
    return Atomics.load(this.header, ITERATIONS);
  }

  /** Whether the helper has started searching (its modules loaded). */
  get helperStarted(): boolean {
    return Atomics.load(this.header, STARTED) !== 0;
  }

  set helperStarted(started: boolean) {
    Atomics.store(this.header, STARTED, started ? 1 : 0);
  }
}

/** What the helper thread gets (`island.ts`): the prepared instance itself, so it does not prepare it again. */
export interface IslandData {
  island: true;
  instance: Instance;
  tuning: Tuning;
  seed: number;
  buffer: SharedArrayBuffer;
  timeLimitMs: number | undefined;
  maxIterations: number | undefined;
}

export interface Island {
  exchange: Exchange;
  /** Stops the helper (its last best stays readable in the exchange). */
  stop(): void;
}

/**
 * Starts the second search in a worker thread; null where no worker can be started (the search then
 * runs on the calling thread alone). A helper that fails later only stops contributing: its errors are
 * swallowed, the calling thread's search does not depend on it.
 */
export function startIsland(inst: Instance, tuning: Tuning, seed: number, timeLimitMs: number | undefined, maxIterations: number | undefined): Island | null {
  const exchange = new Exchange(inst, 0);
  const data: IslandData = { island: true, instance: inst, tuning, seed, buffer: exchange.buffer, timeLimitMs, maxIterations };
  let worker: Worker;
  try {
    worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: data });
  } catch {
    return null;
  }
  worker.on('error', () => {});
  worker.unref();
  return {
    exchange,
    stop: () => {
      exchange.stop();
      worker.terminate().catch(() => {});
    },
  };
}
