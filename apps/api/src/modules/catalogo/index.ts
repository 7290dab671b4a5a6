// The catalogue area's public face (other areas import this file only). The module declaration is catalogo.module.ts.
export * from './catalogo.table.ts';
export { createLot, lockStock, STOCK_ENTERED, type StockEntered, type StockLock, type StockMove } from './estoque.service.ts';
export * from './catalogo.references.ts';
