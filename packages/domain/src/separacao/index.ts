export * from './separacao.enums.ts';
export * from './barcode.ts';
export * from './conferencia.ts';
export * from './separacao.schema.ts';
export * from './messages.ts';
export * from './contracts.ts';
