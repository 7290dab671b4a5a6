export * from './common.ts';
export * from './auth.ts';
export * from './address.ts';
export * from './document.ts';
export * from './company.ts';
export * from './config.ts';
export * from './column.ts';
export * from './phone.ts';
