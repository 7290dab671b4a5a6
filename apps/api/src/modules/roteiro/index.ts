// Public face of the routing area.
export { OTIMIZACAO_JOB, runOtimizacao, type OtimizacaoJob } from './otimizacao.service.ts';
export { haversineKm, problemaDe, resultadoDe } from './otimizacao.rules.ts';
