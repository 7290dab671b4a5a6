export * from './financeiro.enums.ts';
export * from './financeiro.schema.ts';
export * from './contracts.ts';
export * from './cadastros.contracts.ts';
export * from './titulo.rules.ts';
