/**
 * CPF e CNPJ (inclusive o CNPJ alfanumérico da Receita Federal, obrigatório desde julho de 2026:
 * 12 caracteres [0-9A-Z] + 2 dígitos verificadores numéricos, módulo 11 com valor do caractere = ASCII - 48).
 *
 * Os dígitos verificadores vêm da `@brazilian-utils/brazilian-utils`, que valida o CNPJ alfanumérico com
 * `{ version: 2 }` (numérico e alfanumérico). Aqui só normalizamos a entrada e exigimos o formato exato antes
 * de delegar.
 */
import { generateCnpj as randomCnpj, generateCpf as randomCpf, isValidCnpj as checkCnpj, isValidCpf as checkCpf } from '@brazilian-utils/brazilian-utils';
import { CNPJ_RE, CPF_RE, documentKind, normalizeDocument } from './document-kind.ts';

export { documentKind, normalizeDocument, type DocumentKind } from './document-kind.ts';

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
