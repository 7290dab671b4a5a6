export * from './produtos.enums.ts';
