// The financeiro area's public face: what other areas may use (they import this file only, never a deeper one).
export * from './financeiro.table.ts';
export * from './integracao.table.ts';
export { createTitulo, withdrawTitulo, withdrawTitulosOfXml } from './financeiro.service.ts';
export * from './financeiro.references.ts';
export { erpOptionsFromEnv, logWebapiCall } from './erp.adapter.ts';
