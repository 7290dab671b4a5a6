/**
 * @backoffice/domain: regras compartilhadas pela API (Fastify) e pelo web (React/Vite).
 * Importado como código TypeScript: nada de Node (fs, Buffer...) nem dos apps aqui.
 */
export * from './digits.ts';
export * from './documents.ts';
export * from './masks.ts';
export * from './decimal.ts';
export * from './locale.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './enums.ts';
export * from './ufs.ts';
export * from './constants.ts';
export * from './schemas/index.ts';
export * from './catalogo/index.ts';
