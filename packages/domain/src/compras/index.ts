export * from './compras.enums.ts';
export * from './status.ts';
export * from './compras.rules.ts';
export * from './compras.messages.ts';
export * from './compras.schema.ts';
export * from './contracts.ts';
