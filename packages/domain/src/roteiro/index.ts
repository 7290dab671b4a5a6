export * from './roteiro.enums.ts';
