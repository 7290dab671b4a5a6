// Entry of an untrusted-file worker thread. A worker does not inherit the TypeScript loader (tsx) registered in
// the process that starts it, so it registers it and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
