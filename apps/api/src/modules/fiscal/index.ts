// The fiscal area's public face: what other areas may use (they import this file only, never a deeper one).
export * from './fiscal.table.ts';
export { GNRE_QUERY_JOB, GNRE_SEND_JOB, queryLote, sendLote } from './gnre.service.ts';
export { gnreOptionsFromEnv } from './gnre.adapter.ts';
