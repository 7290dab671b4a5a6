export * from './ufs.ts';
export * from './address.schema.ts';
