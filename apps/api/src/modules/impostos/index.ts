// The tax area's public face (other areas import this file only). The module declaration is impostos.module.ts.
export * from './impostos.table.ts';
export { orderTaxes, storeOrderTaxes, taxPercent } from './impostos.service.ts';
export type { ImpostosItem } from './impostos.rules.ts';
