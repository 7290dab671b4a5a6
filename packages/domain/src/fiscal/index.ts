export * from './fiscal.enums.ts';
export * from './fiscal.constants.ts';
export * from './fiscal.schema.ts';
export * from './access-key.ts';
export * from './contracts.ts';
export * from './nfe-config.schema.ts';
export * from './nfe-emitidas.contract.ts';
export * from './nfe-roteiro.answers.ts';
