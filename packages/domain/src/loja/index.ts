export * from './loja.schema.ts';
