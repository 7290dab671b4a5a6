export * from './catalogo.enums.ts';
export * from './gtin.ts';
export * from './units.ts';
export * from './stock.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './formula.ts';
export * from './tags-formulas.schema.ts';
