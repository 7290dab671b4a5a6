// Entry of a solver worker thread: a pool worker (worker.ts) or the second search of a two-thread solve
// (island.ts). A worker does not inherit the TypeScript loader (tsx) registered in the process that starts
// it, so it registers it and then loads the TypeScript module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.island ? './island.ts' : './worker.ts');
