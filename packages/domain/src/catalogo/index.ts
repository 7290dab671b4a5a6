export * from './catalogo.enums.ts';
export * from './gtin.ts';
export * from './units.ts';
export * from './stock.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './colunas.ts';
