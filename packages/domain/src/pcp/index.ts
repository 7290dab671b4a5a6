export * from './pcp.enums.ts';
