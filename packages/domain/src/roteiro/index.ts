export * from './roteiro.enums.ts';
export * from './otimizacao.schema.ts';
