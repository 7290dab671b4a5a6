/**
 * CPF e CNPJ (inclusive o CNPJ alfanumérico da Receita Federal, obrigatório desde julho de 2026:
 * 12 caracteres [0-9A-Z] + 2 dígitos verificadores numéricos, módulo 11 com valor do caractere = ASCII - 48).
 *
 * Os dígitos verificadores vêm da biblioteca `cpf-cnpj-validator`, que valida o formato alfanumérico
 * por padrão (a `@brazilian-utils/brazilian-utils` 2.4 só o aceita com `{ version: 2 }`).
 * Aqui só normalizamos a entrada e exigimos o formato exato antes de delegar.
 */
import { cnpj, cpf } from 'cpf-cnpj-validator';
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
  return CPF_RE.test(doc) && cpf.isValid(doc, true);
}

export function isValidCnpj(s: string | null | undefined): boolean {
  const doc = normalizeDocument(s);
  return CNPJ_RE.test(doc) && cnpj.isValid(doc, true);
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
  return cpf.generate();
}

export interface GenerateCnpjOptions {
  /** true gera o novo CNPJ alfanumérico; o padrão (false) gera um CNPJ só de dígitos, como os já emitidos. */
  alphanumeric?: boolean;
}

/** CNPJ válido aleatório, sem máscara (dados de demonstração e testes). */
export function generateCnpj(options: GenerateCnpjOptions = {}): string {
  if (options.alphanumeric) return cnpj.generate();
  let base = '';
  for (let i = 0; i < 8; i++) base += Math.floor(Math.random() * 10);
  base += '0001'; // matriz
  base += cnpj.verifierDigit(base);
  base += cnpj.verifierDigit(base);
  return base;
}
