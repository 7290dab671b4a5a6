import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.ts';
import { FileRefused, LimitExceeded, type FileLimits, type LimitName } from './limits.ts';

/**
 * Untrusted files (an uploaded sheet, an NF-e, a zip) are read in worker threads, never on the event loop: a file
 * built to be slow (a 50 MB cell, a zip bomb, a deep XML) then costs a worker, not every other user's request.
 *
 * A parser is a function exported by an area's module that takes the file's bytes, its limits and a small input,
 * and returns plain data (structured-cloneable). It runs in a worker, checks the limits it can see as it reads
 * (throwing `LimitExceeded`), and may refuse the file for what it holds (`FileRefused`). The pool stops a worker
 * past the time limit and caps its heap; at most `size` files are read at once, and the rest wait their turn.
 */
export interface Parser<I, R> {
  /** The module (a file URL) and the exported function the worker runs. */
  module: string;
  name: string;
  /** Phantom types: what the function takes and returns. */
  readonly types?: (input: I) => R;
}

/** Declares a parser: `defineParser<typeof readSheet>(new URL('./x.sheet.ts', import.meta.url), 'readSheet')`. */
export function defineParser<F extends (bytes: Uint8Array, limits: FileLimits, input: any) => unknown>(module: URL, name: string): Parser<Parameters<F>[2], Awaited<ReturnType<F>>> {
  return { module: module.href, name };
}

export interface PoolOptions {
  /** Workers reading files at once. */
  size: number;
  /** Heap of one worker, in MB: a parse that needs more is stopped (the file is past the memory limit). */
  memoryMb: number;
  /** Files waiting for a worker; more than that answers 503 (the server is busy reading files). */
  maxWaiting: number;
}

/** What a worker is sent about one file: the parser's module and export, the bytes (moved), the limits and the input. */
export interface TaskMessage {
  id: number;
  module: string;
  name: string;
  bytes: Uint8Array;
  limits: FileLimits;
  input: unknown;
}

interface Task extends TaskMessage {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** What a worker answers about one task. */
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; limit?: LimitName; max?: number; file?: string; refused?: string; params?: Record<string, string>; message?: string };

export class UntrustedFilePool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, { task: Task; timer: NodeJS.Timeout }>();
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly options: PoolOptions) {}

  /** Tasks being read and waiting (tests and logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.busy.size, waiting: this.waiting.length };
  }

  /**
   * Runs `parser` on `bytes` in a worker within `limits`. The bytes are moved to the worker (the caller's copy is
   * emptied). Rejects with `LimitExceeded` (time, memory, or what the parser found), `FileRefused`, or an Error.
   */
  run<I, R>(parser: Parser<I, R>, bytes: Uint8Array, limits: FileLimits, input: I): Promise<R> {
    if (this.closed) return Promise.reject(new Error('untrusted file pool closed'));
    if (bytes.byteLength > limits.bytes) return Promise.reject(new LimitExceeded('bytes', limits.bytes));
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(new AppError('unavailable', 'file_parse_busy'));
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, module: parser.module, name: parser.name, bytes, limits, input, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; running and waiting tasks reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new Error('untrusted file pool closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const [, { task, timer }] of this.busy) {
      clearTimeout(timer);
      task.reject(new Error('untrusted file pool closed'));
    }
    this.busy.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length && (this.idle.length || this.busy.size < this.options.size)) {
      const task = this.waiting.shift()!;
      const worker = this.idle.pop() ?? this.spawn();
      worker.ref();
      // The time limit counts from the start of the read, not from the wait for a worker.
      const timer = setTimeout(() => this.kill(worker, new LimitExceeded('timeMs', task.limits.timeMs)), task.limits.timeMs);
      this.busy.set(worker, { task, timer });
      // Bytes that own their whole buffer are moved (not copied) to the worker. A Node Buffer is always copied first:
      // small ones share the process's buffer pool (moving it would detach every other buffer in it, and Node 22+
      // refuses: DataCloneError), and Buffer#slice is a view, not a copy.
      const whole = task.bytes.byteOffset === 0 && task.bytes.byteLength === task.bytes.buffer.byteLength && task.bytes.buffer instanceof ArrayBuffer;
      const own = whole && !Buffer.isBuffer(task.bytes) ? task.bytes : new Uint8Array(task.bytes);
      const message: TaskMessage = { id: task.id, module: task.module, name: task.name, bytes: own, limits: task.limits, input: task.input };
      worker.postMessage(message, [own.buffer as ArrayBuffer]);
      task.bytes = new Uint8Array(0);
    }
  }

  /** Stops a worker in the middle of a task (its time is up): the task rejects, the next one gets a new worker. */
  private kill(worker: Worker, error: Error): void {
    const running = this.busy.get(worker);
    if (!running) return;
    this.busy.delete(worker);
    running.task.reject(error);
    void worker.terminate();
    this.dispatch();
  }

  private finish(worker: Worker, reply: WorkerReply): void {
    const running = this.busy.get(worker);
    if (!running || running.task.id !== reply.id) return;
    clearTimeout(running.timer);
    this.busy.delete(worker);
    worker.unref();
    this.idle.push(worker);
    if (reply.ok) running.task.resolve(reply.result);
    else if (reply.limit) running.task.reject(new LimitExceeded(reply.limit, reply.max!, reply.file));
    else if (reply.refused) running.task.reject(new FileRefused(reply.refused, reply.params));
    else running.task.reject(new Error(reply.message ?? 'parse failed'));
    this.dispatch();
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, this.options.memoryMb / 8)) },
    });
    worker.on('message', (reply: WorkerReply) => this.finish(worker, reply));
    // A worker that dies on its own (out of memory, a crash) fails its task; the next task gets a new worker.
    const gone = (error: Error | null) => {
      const running = this.busy.get(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      if (!running) return;
      clearTimeout(running.timer);
      this.busy.delete(worker);
      const outOfMemory = (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      running.task.reject(outOfMemory ? new LimitExceeded('memory', this.options.memoryMb) : (error ?? new Error('file reader stopped')));
      if (!this.closed) this.dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', () => gone(null));
    return worker;
  }
}

let shared: UntrustedFilePool | null = null;

/** The process's pool (made on first use with these options; its idle workers do not keep the process alive). */
export function untrustedFiles(options: PoolOptions): UntrustedFilePool {
  shared ??= new UntrustedFilePool(options);
  return shared;
}
