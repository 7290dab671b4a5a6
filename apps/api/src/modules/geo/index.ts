// The geo area's public face (other areas import this file only). The module declaration is geo.module.ts.
export * from './geo.table.ts';
export { ibgeOf } from './municipios.ts';
export type { CepAddress } from './cep.ts';
export { readSedes } from './sedes.ts';
export { recordCoordinates } from './coordenadas.ts';
export { cacheCeps } from './geo.seed.ts';
