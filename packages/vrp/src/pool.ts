import { Worker } from 'node:worker_threads';
import type { Progress, Solution, TracePoint, VrpProblem } from './types.ts';
import type { WorkerOptions, WorkerTask } from './worker.ts';

export interface PoolCallbacks {
  onImprovement?: (point: TracePoint) => void;
  onProgress?: (progress: Progress) => void;
  /** Cancels: a running search stops and resolves with its best solution so far; a waiting one rejects. */
  signal?: AbortSignal;
}

interface Pending {
  task: WorkerTask;
  callbacks: PoolCallbacks;
  resolve: (solution: Solution) => void;
  reject: (error: Error) => void;
}

/** At most this many searches at once (each in its worker thread; see `dispatch` for their own threads). */
export const MAX_WORKERS = 2;

/**
 * Runs `solve` in worker threads (at most 2), so that a long optimisation never blocks the event loop.
 * Tasks beyond the free workers wait in order. A search that starts alone runs on two threads (solve's
 * default on a machine with two cores: its second search in a worker of its own), one that starts beside
 * another on one. Workers stay for the next task but do not keep the
 * process alive.
 */
export class SolverPool {
  private readonly size: number;
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: { size?: number } = {}) {
    this.size = Math.max(1, Math.min(MAX_WORKERS, options.size ?? MAX_WORKERS));
  }

  /** Number of tasks running and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.busy.size, waiting: this.queue.length };
  }

  solve(problem: VrpProblem, options: WorkerOptions = {}, callbacks: PoolCallbacks = {}): Promise<Solution> {
    if (this.closed) return Promise.reject(new Error('solver pool closed'));
    return new Promise<Solution>((resolve, reject) => {
      const stop = new SharedArrayBuffer(4);
      const pending: Pending = { task: { id: this.nextId++, problem, options, stop }, callbacks, resolve, reject };
      const { signal } = callbacks;
      if (signal?.aborted) return reject(abortError());
      signal?.addEventListener(
        'abort',
        () => {
          const waiting = this.queue.indexOf(pending);
          if (waiting >= 0) {
            this.queue.splice(waiting, 1);
            reject(abortError());
          } else Atomics.store(new Int32Array(stop), 0, 1);
        },
        { once: true },
      );
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /** Stops every worker; running and waiting tasks reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('solver pool closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const [, p] of this.busy) p.reject(new Error('solver pool closed'));
    this.busy.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length && (this.idle.length || this.busy.size < this.size)) {
      const pending = this.queue.shift()!;
      // A search alone takes solve's second thread; one that starts beside another keeps to one: two
      // searches take three threads at most (the first keeps its helper), not four, on two cores.
      const { task } = pending;
      if (this.busy.size > 0 && task.options.threads === undefined) task.options = { ...task.options, threads: 1 };
      const worker = this.idle.pop() ?? this.spawn();
      worker.ref();
      this.busy.set(worker, pending);
      worker.postMessage(task);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.on('message', (msg: { id: number; type: string; point?: TracePoint; progress?: Progress; solution?: Solution; message?: string }) => {
      const pending = this.busy.get(worker);
      if (!pending || pending.task.id !== msg.id) return;
      if (msg.type === 'improvement') pending.callbacks.onImprovement?.(msg.point!);
      else if (msg.type === 'progress') pending.callbacks.onProgress?.(msg.progress!);
      else {
        this.busy.delete(worker);
        worker.unref();
        this.idle.push(worker);
        if (msg.type === 'done') pending.resolve(msg.solution!);
        else pending.reject(new Error(msg.message));
        this.dispatch();
      }
    });
    const fail = (error: Error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      pending?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.busy.has(worker) || this.idle.includes(worker)) fail(new Error(`solver worker stopped (exit code ${code})`));
    });
    return worker;
  }
}

function abortError(): Error {
  const error = new Error('optimisation cancelled before it started');
  error.name = 'AbortError';
  return error;
}
