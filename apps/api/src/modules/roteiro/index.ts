// Public face of the routing area.
export { OTIMIZACAO_JOB, runOtimizacao, type OtimizacaoJob } from './otimizacao.service.ts';
export { haversineKm, problemaDe, resultadoDe, tempoRotaMin, TEMPO_PARADA_MIN } from './otimizacao.rules.ts';
export { ROTEIRIZADOR_JOB, runRoteirizador, type RoteirizadorJob } from './roteirizador.service.ts';
export { COTACAO_JOB, runCotacao, type CotacaoJob } from './frete.service.ts';
export { acompanharSeparacao } from './roteiro.service.ts';
export * from './roteiro.table.ts';
export { geocodificar, geocoderOptionsFromEnv, matrizRodoviaria, routerOptionsFromEnv, type GeocoderOptions, type RouterOptions } from './geocoder.ts';
