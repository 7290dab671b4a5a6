export * from './vendas.enums.ts';
export * from './markup.ts';
export * from './status.ts';
export * from './messages.ts';
export * from './orcamento.ts';
export * from './orcamento.schema.ts';
export * from './operacao.ts';
export * from './impostos.schema.ts';
