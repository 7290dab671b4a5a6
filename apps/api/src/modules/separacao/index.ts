// The separacao area's public face (other areas import this file only). The module declaration is separacao.module.ts.
export * from './separacao.table.ts';
export { seedRouteLot, type RoutePicking } from './separacao.seed.ts';
