/**
 * Chave de acesso da NF-e (44 dígitos): cUF(2) AAMM(4) CNPJ(14) mod(2) série(3) nNF(9) tpEmis(1) cNF(8) cDV(1).
 * O dígito verificador é o módulo 11 dos 43 primeiros, pesos 2 a 9 da direita para a esquerda; resto 0 ou 1 dá 0.
 */
import { findUf } from '../geo/ufs.ts';

export interface AccessKeyParts {
  cUF: string;
  AAMM: string;
  CNPJ: string;
  mod: string;
  serie: string;
  nNF: string;
  tpEmis: string;
  cNF: string;
  cDV: string;
}

/** O dígito verificador dos 43 primeiros dígitos (módulo 11). */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** As partes de uma chave de 44 dígitos (null para outra coisa). CNPJ alfanumérico é aceito na sua posição. */
export function accessKeyParts(key: string): AccessKeyParts | null {
  if (!/^\d{6}[0-9A-Z]{12}\d{26}$/.test(key)) return null;
  return {
    cUF: key.slice(0, 2),
    AAMM: key.slice(2, 6),
    CNPJ: key.slice(6, 20),
    mod: key.slice(20, 22),
    serie: key.slice(22, 25),
    nNF: key.slice(25, 34),
    tpEmis: key.slice(34, 35),
    cNF: key.slice(35, 43),
    cDV: key.slice(43, 44),
  };
}

/** Os campos da nota que a chave repete (de ide e emit). */
export interface AccessKeyFields {
  cUF?: string | null;
  dhEmi?: string | null;
  CNPJ?: string | null;
  mod?: string | null;
  serie?: string | null;
  nNF?: string | null;
  tpEmis?: string | null;
  cNF?: string | null;
  cDV?: string | null;
}

export interface AccessKeyCheck {
  /** A chave tem 44 posições no formato. */
  wellFormed: boolean;
  checkDigitValid: boolean;
  expectedCheckDigit: number | null;
  /** As partes que diferem dos campos da nota, na ordem da chave. */
  partsNotMatching: (keyof AccessKeyParts)[];
}

const pad = (value: string | null | undefined, size: number) => (value ?? '').trim().padStart(size, '0');

/** Confere o dígito verificador e cada parte da chave contra os campos da nota (um campo ausente não é comparado). */
export function checkAccessKey(key: string, fields: AccessKeyFields): AccessKeyCheck {
  const parts = accessKeyParts(key);
  if (!parts) return { wellFormed: false, checkDigitValid: false, expectedCheckDigit: null, partsNotMatching: [] };
  const expected = /^\d{43}$/.test(key.slice(0, 43)) ? accessKeyCheckDigit(key.slice(0, 43)) : null;
  const aamm = fields.dhEmi && /^\d{4}-\d{2}/.test(fields.dhEmi) ? fields.dhEmi.slice(2, 4) + fields.dhEmi.slice(5, 7) : null;
  const compare: [keyof AccessKeyParts, string | null][] = [
    ['cUF', fields.cUF ? pad(fields.cUF, 2) : null],
    ['AAMM', aamm],
    ['CNPJ', fields.CNPJ ? pad(fields.CNPJ, 14) : null],
    ['mod', fields.mod ? pad(fields.mod, 2) : null],
    ['serie', fields.serie ? pad(fields.serie, 3) : null],
    ['nNF', fields.nNF ? pad(fields.nNF, 9) : null],
    ['tpEmis', fields.tpEmis ? pad(fields.tpEmis, 1) : null],
    ['cNF', fields.cNF ? pad(fields.cNF, 8) : null],
    ['cDV', fields.cDV ? pad(fields.cDV, 1) : null],
  ];
  return {
    wellFormed: true,
    checkDigitValid: expected !== null && String(expected) === parts.cDV,
    expectedCheckDigit: expected,
    partsNotMatching: compare.filter(([name, value]) => value !== null && value !== parts[name]).map(([name]) => name),
  };
}

/** O código IBGE de 2 dígitos da UF da chave, e a sigla (undefined para um código desconhecido). */
export function ufOfAccessKey(key: string): string | undefined {
  return findUf(Number(key.slice(0, 2)))?.uf;
}
