/**
 * Which document a CPF or CNPJ is, by its shape alone. Apart from the validators (documents.ts) so that a screen that
 * only names the kind (the home's 'CNPJ 11.222.333/0001-81') does not carry the check digits' library in its first load.
 */
import { onlyAlnum } from './digits.ts';

export type DocumentKind = 'CPF' | 'CNPJ';

export const CPF_RE = /^\d{11}$/;
export const CNPJ_RE = /^[0-9A-Z]{12}\d{2}$/;

/** Remove a máscara e coloca em maiúsculas: '12.abc.345/01de-35' -> '12ABC34501DE35'. */
export function normalizeDocument(s: string | null | undefined): string {
  return onlyAlnum(s);
}

/** 11 dígitos é pessoa física (CPF); 14 caracteres é pessoa jurídica (CNPJ); o resto é null. Não confere os dígitos verificadores. */
export function documentKind(s: string | null | undefined): DocumentKind | null {
  const doc = normalizeDocument(s);
  if (CPF_RE.test(doc)) return 'CPF';
  if (CNPJ_RE.test(doc)) return 'CNPJ';
  return null;
}
