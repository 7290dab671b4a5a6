export * from './loja.schema.ts';
export * from './dashboard.ts';
export * from './shop.texts.ts';
export * from './loja-produtos.schema.ts';
export * from './contracts.ts';
