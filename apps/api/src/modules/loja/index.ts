// The shop area's public face (other areas import this file only). The module declaration is loja.module.ts.
export * from './loja.table.ts';
