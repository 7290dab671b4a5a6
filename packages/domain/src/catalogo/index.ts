/** O catálogo: produtos e seus códigos, unidades, estoque. */
export * from './gtin.ts';
export * from './units.ts';
export * from './stock.ts';
export * from './messages.ts';
export * from './schemas.ts';
