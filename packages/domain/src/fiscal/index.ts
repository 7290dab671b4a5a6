export * from './fiscal.enums.ts';
export * from './fiscal.constants.ts';
