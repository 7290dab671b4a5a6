// The fiscal area's public face: what other areas may use (they import this file only, never a deeper one).
export * from './fiscal.table.ts';
export { gnreOptionsFromEnv } from './gnre.adapter.ts';
export { pedidosCobertosPorNotasAutorizadas } from './nfe-cobertura.ts';
export { pedidosComCancelamentoPendente } from './nfe-pendente.ts';
export { enfileirarTransmissao } from './nfe-transmissao.service.ts';
