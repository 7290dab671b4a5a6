export * from './pcp.enums.ts';
export * from './pcp.messages.ts';
export * from './pcp.schema.ts';
export * from './contracts.ts';
