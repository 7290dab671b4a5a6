// The sales area's public face (other areas import this file only). The module declaration is vendas.module.ts.
export * from './vendas.table.ts';
