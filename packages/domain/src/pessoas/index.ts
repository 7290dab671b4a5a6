export * from './pessoas.enums.ts';
export * from './client.schema.ts';
export * from './client.ts';
export * from './contracts.ts';
export * from './cadastros.contracts.ts';
export * from './ie.ts';
