export * from './admin.enums.ts';
export * from './auth.schema.ts';
export * from './company.schema.ts';
export * from './config.schema.ts';
export * from './settings.ts';
export * from './column.schema.ts';
export * from './layout.schema.ts';
export * from './contracts.ts';
