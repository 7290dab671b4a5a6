/**
 * @backoffice/domain: regras compartilhadas pela API (Fastify) e pelo web (React/Vite), uma pasta por área
 * com os mesmos nomes das áreas da API (modules/<área>) e do web (features/<área>): common (formatos,
 * mensagens, peças dos schemas), geo, admin, pessoas, vendas, roteiro, separacao, catalogo, pcp, compras, fiscal, financeiro.
 * Importado como código TypeScript: nada de Node (fs, Buffer...) nem dos apps aqui.
 */
export * from './common/index.ts';
export * from './geo/index.ts';
export * from './admin/index.ts';
export * from './pessoas/index.ts';
export * from './vendas/index.ts';
export * from './roteiro/index.ts';
export * from './separacao/index.ts';
export * from './catalogo/index.ts';
export * from './pcp/index.ts';
export * from './compras/index.ts';
export * from './fiscal/index.ts';
export * from './financeiro/index.ts';
export * from './loja/index.ts';
export * from './enums.ts';
export * from './stored-labels.ts';
export * from './stored-messages.ts';
