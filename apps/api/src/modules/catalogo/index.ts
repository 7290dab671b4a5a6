// The catalogue area's public face (other areas import this file only). The module declaration is catalogo.module.ts.
export * from './catalogo.table.ts';
export { createLot, lockStock, STOCK_ENTERED, type KnownPlaces, type StockEntered, type StockLock, type StockMove } from './estoque.service.ts';
export * from './catalogo.references.ts';
export { bomUses, type BomUse } from './estrutura.service.ts';
export * from './codigos-fornecedor.table.ts';
export { lotForReceipt, productsByGtin, productsForReceipt, rememberSupplierCode, supplierCodes, type ProductForReceipt, type SupplierCode } from './recebimento.commands.ts';
