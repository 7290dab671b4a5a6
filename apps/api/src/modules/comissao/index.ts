// The commission area's public face (other areas import this file only). The module declaration is comissao.module.ts.
export * from './comissao.table.ts';
export { reverseReturned } from './comissao.service.ts';
