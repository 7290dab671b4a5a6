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
