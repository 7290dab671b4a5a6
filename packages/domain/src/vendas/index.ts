export * from './vendas.enums.ts';
