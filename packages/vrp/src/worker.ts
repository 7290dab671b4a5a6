import { parentPort } from 'node:worker_threads';
import { solve } from './solve.ts';
import type { SolveOptions, VrpProblem } from './types.ts';

/** A task from `SolverPool`: `stop` is a shared flag the pool sets to cancel (read between local searches). */
export interface WorkerTask {
  id: number;
  problem: VrpProblem;
  options: WorkerOptions;
  stop: SharedArrayBuffer;
}

/** The options a worker accepts: the plain ones (callbacks and signals stay in the calling thread). */
export type WorkerOptions = Omit<SolveOptions, 'onImprovement' | 'onProgress' | 'signal' | 'shouldStop'>;

const port = parentPort!;
port.on('message', (task: WorkerTask) => {
  const flag = new Int32Array(task.stop);
  try {
    const solution = solve(task.problem, {
      ...task.options,
      shouldStop: () => Atomics.load(flag, 0) !== 0,
      onImprovement: (point) => port.postMessage({ id: task.id, type: 'improvement', point }),
      onProgress: (progress) => port.postMessage({ id: task.id, type: 'progress', progress }),
    });
    port.postMessage({ id: task.id, type: 'done', solution });
  } catch (error) {
    port.postMessage({ id: task.id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
