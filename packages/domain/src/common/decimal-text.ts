/**
 * Um número decimal escrito com ponto, com expoente opcional ('1234.56', '-.5', '1e-7'): o que toDecimal aceita
 * e o que o Intl.NumberFormat lê exato. Num módulo sem decimal.js, para quem só formata (format.ts).
 */
export const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** O decimal de um filtro de lista no endereço ('1234.56', '-10'): sem sinal +, sem expoente, o que a API lê. */
export const PLAIN_DECIMAL_RE = /^-?\d+(\.\d+)?$/;
