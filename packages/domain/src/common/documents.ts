/**
 * CPF e CNPJ (inclusive o CNPJ alfanumérico da Receita Federal, obrigatório desde julho de 2026:
 * 12 caracteres [0-9A-Z] + 2 dígitos verificadores numéricos, módulo 11 com valor do caractere = ASCII - 48).
 *
 * Os dígitos verificadores vêm da `@brazilian-utils/brazilian-utils`, que valida o CNPJ alfanumérico com
 * `{ version: 2 }` (numérico e alfanumérico). Aqui só normalizamos a entrada e exigimos o formato exato antes
 * de delegar.
 */
import { generateCnpj as randomCnpj, generateCpf as randomCpf, isValidCnpj as checkCnpj, isValidCpf as checkCpf } from '@brazilian-utils/brazilian-utils';
import { onlyAlnum } from './digits.ts';

export type DocumentKind = 'CPF' | 'CNPJ';

const CPF_RE = /^\d{11}$/;
const CNPJ_RE = /^[0-9A-Z]{12}\d{2}$/;

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

export function isValidCpf(s: string | null | undefined): boolean {
  const doc = normalizeDocument(s);
  return CPF_RE.test(doc) && checkCpf(doc);
}

export function isValidCnpj(s: string | null | undefined): boolean {
  const doc = normalizeDocument(s);
  return CNPJ_RE.test(doc) && checkCnpj(doc, { version: 2 });
}

/** CPF ou CNPJ válido (numérico ou alfanumérico). */
export function isValidDocument(s: string | null | undefined): boolean {
  const kind = documentKind(s);
  if (kind === 'CPF') return isValidCpf(s);
  if (kind === 'CNPJ') return isValidCnpj(s);
  return false;
}

/** CPF válido aleatório, só dígitos (dados de demonstração e testes). */
export function generateCpf(): string {
  return randomCpf();
}

export interface GenerateCnpjOptions {
  /** true gera o novo CNPJ alfanumérico; o padrão (false) gera um CNPJ só de dígitos, como os já emitidos. */
  alphanumeric?: boolean;
}

/** CNPJ válido aleatório, sem máscara (dados de demonstração e testes). */
export function generateCnpj(options: GenerateCnpjOptions = {}): string {
  // Branch 0001: the head office (matriz), as the demo's companies and clients are.
  return randomCnpj({ version: options.alphanumeric ? 2 : 1, branch: 1 });
}
