export * from './roteiro.enums.ts';
export * from './otimizacao.schema.ts';
export * from './roteiro.transitions.ts';
export * from './roteiro.schema.ts';
export * from './roteiro.messages.ts';
export * from './mapa.ts';
export * from './frete.ts';
export * from './capacidade.ts';
