export { solve, DEFAULT_TUNING, DEFAULT_TIME_LIMIT_MS } from './solve.ts';
export type * from './types.ts';
