/** Constantes de negócio das especificações (seção 9). */

/** totalItems inicial das listas de markup, vendas e embalagens. */
export const DEFAULT_PAGE_SIZE = 10;

/** Chave do armazenamento local da sessão no web. */
export const SESSION_STORAGE_KEY = 'session';
