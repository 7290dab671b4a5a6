import { parentPort } from 'node:worker_threads';
import type { FileLimits, LimitName } from './limits.ts';
import type { TaskMessage, WorkerReply } from './pool.ts';

type Task = TaskMessage;

type ParserFn = (bytes: Uint8Array, limits: FileLimits, input: unknown) => unknown;

const port = parentPort!;
const modules = new Map<string, Promise<Record<string, unknown>>>();

function load(module: string): Promise<Record<string, unknown>> {
  let loaded = modules.get(module);
  if (!loaded) modules.set(module, (loaded = import(module) as Promise<Record<string, unknown>>));
  return loaded;
}

/** The error as the pool rebuilds it: a limit, a refusal, or a message (never a stack). Matched by name: each side has its own classes. */
function replyOf(task: Task, error: unknown): WorkerReply {
  const { id } = task;
  const e = error as { name?: string; limit?: LimitName; max?: number; file?: string; code?: string; params?: Record<string, string>; message?: string };
  if (e?.name === 'LimitExceeded') return { id, ok: false, limit: e.limit, max: e.max, file: e.file };
  if (e?.name === 'FileRefused') return { id, ok: false, refused: e.code, params: e.params };
  // A stack overflow in a parser is a file nested too deep for it.
  if (error instanceof RangeError && /call stack/i.test(error.message)) return { id, ok: false, limit: 'depth', max: task.limits.depth ?? 0 };
  return { id, ok: false, message: e?.message ?? String(error) };
}

port.on('message', async (task: Task) => {
  try {
    const mod = await load(task.module);
    const fn = mod[task.name] as ParserFn | undefined;
    if (typeof fn !== 'function') throw new Error(`parser ${task.name} not found in ${task.module}`);
    const result = await fn(task.bytes, task.limits, task.input);
    port.postMessage({ id: task.id, ok: true, result } satisfies WorkerReply);
  } catch (error) {
    port.postMessage(replyOf(task, error));
  }
});
