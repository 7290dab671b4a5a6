export * from './vendas.enums.ts';
export * from './markup.ts';
