import { workerData } from 'node:worker_threads';
import { Exchange, type IslandData } from './exchange.ts';
import { Genetic } from './genetic.ts';
import { Random } from './random.ts';

// The second search of a two-thread `solve` (see exchange.ts): the same genetic search with another seed,
// its best written to shared memory on each improvement, the calling thread's best read from it.
const data = workerData as IslandData;
const exchange = new Exchange(data.instance, 1, data.buffer);
exchange.helperStarted = true;
const started = performance.now();
const elapsedMs = () => performance.now() - started;
const { timeLimitMs, maxIterations } = data;
new Genetic(data.instance, data.tuning, new Random(data.seed), {
  stop: (iteration) => {
    exchange.helperIterations = iteration;
    return exchange.stopped || (maxIterations !== undefined && iteration >= maxIterations) || (timeLimitMs !== undefined && elapsedMs() >= timeLimitMs);
  },
  elapsedMs,
  progressEveryMs: Infinity,
  exchange,
}).run();
