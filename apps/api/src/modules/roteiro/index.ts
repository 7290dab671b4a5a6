// Public face of the routing area.
export { haversineKm, problemaDe, resultadoDe, tempoRotaMin, TEMPO_PARADA_MIN } from './otimizacao.rules.ts';
export { acompanharSeparacao, companyOfRoteiro } from './roteiro.service.ts';
export * from './roteiro.table.ts';
export { geocodificar, geocoderOptionsFromEnv, matrizRodoviaria, routerOptionsFromEnv, type GeocoderOptions, type RouterOptions } from './geocoder.ts';
export { keepDemoRouteStatuses } from './roteiro.seed.ts';
