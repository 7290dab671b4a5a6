/**
 * Códigos de barras GTIN (EAN-8, UPC-A/GTIN-12, EAN-13, GTIN-14): só dígitos, com o dígito verificador
 * da GS1 (módulo 10, pesos 3 e 1 a partir da direita).
 */
import { onlyDigits } from '../common/digits.ts';

const GTIN_LENGTHS = [8, 12, 13, 14];

/** Dígito verificador GS1 do corpo (o código sem o último dígito): '789100000001' -> 7? veja os testes. */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error('gtinCheckDigit: only digits');
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // The digit next to the check digit weighs 3, the one before it 1, and so on.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Um GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador certo. */
export function isValidGtin(code: string | null | undefined): boolean {
  const digits = (code ?? '').trim();
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.includes(digits.length)) return false;
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** EAN-13 a partir dos 12 primeiros dígitos (acrescenta o verificador). */
export function ean13(body12: string): string {
  const body = onlyDigits(body12);
  if (body.length !== 12) throw new Error('ean13: 12 digits expected');
  return `${body}${gtinCheckDigit(body)}`;
}

/**
 * A GTIN na forma de 14 dígitos (zeros à esquerda). O mesmo item tem o mesmo GTIN-14 em qualquer tamanho em que foi
 * escrito: o EAN-13 '7891000100103' e o GTIN-14 '07891000100103' são o mesmo produto.
 */
export const gtin14 = (code: string): string => onlyDigits(code).padStart(14, '0');

/** Dois códigos de barras nomeiam o mesmo item (iguais na forma de 14 dígitos)? Vazio não é igual a nada. */
export function sameGtin(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && onlyDigits(a) !== '' && gtin14(a) === gtin14(b);
}

/** As formas em que o cadastro pode guardar o mesmo GTIN (8, 12, 13 ou 14 dígitos), para buscar por igualdade. */
export function gtinForms(code: string): string[] {
  const core = gtin14(code).replace(/^0+(?=\d)/, '');
  return GTIN_LENGTHS.filter((n) => n >= core.length).map((n) => core.padStart(n, '0'));
}

/** A GS1 GTIN-14 of a trade item whose first digit is 0 is the EAN-13 of the unit (what the catalogue stores). */
export function gtinAsEan13(gtin: string): string {
  return gtin.length === 14 && gtin.startsWith('0') ? gtin.slice(1) : gtin;
}
