/** Dados de teste compartilhados pelos testes do domínio, da API e do web (não fazem parte do índice). */
export * from './pessoas/client.cases.ts';
