export * from './loja.schema.ts';
export * from './dashboard.ts';
