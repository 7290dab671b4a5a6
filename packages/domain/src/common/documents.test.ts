import { describe, it, expect } from 'vitest';
import {
  documentKind,
  generateCnpj,
  generateCpf,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normalizeDocument,
} from './documents.ts';

/** Algoritmo da Receita (manual do DV do CNPJ): módulo 11, valor do caractere = código ASCII - 48. */
function cnpjCheckDigit(base: string): number {
  const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + (base.charCodeAt(i) - 48) * w, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function withCheckDigits(base12: string): string {
  const dv1 = cnpjCheckDigit(base12);
  return `${base12}${dv1}${cnpjCheckDigit(`${base12}${dv1}`)}`;
}

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 111 444 777 35 '])('aceita o CPF válido %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['dígito verificador errado', '529.982.247-24'],
    ['dígitos repetidos', '111.111.111-11'],
    ['zeros', '00000000000'],
    ['10 dígitos', '5299822472'],
    ['12 dígitos', '529982247250'],
    ['letras no meio', '529.98A.247-25'],
    ['vazio', ''],
    ['CNPJ', '11.222.333/0001-81'],
  ])('rejeita CPF com %s', (_caso, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it('o exemplo publicado pela Receita (12.ABC.345/01DE-35) confere com o algoritmo ASCII-48', () => {
    expect(withCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
  });

  it.each([
    ['numérico com máscara', '11.222.333/0001-81'],
    ['numérico sem máscara', '11222333000181'],
    ['alfanumérico da Receita', '12ABC34501DE35'],
    ['alfanumérico com máscara', '12.ABC.345/01DE-35'],
    ['alfanumérico em minúsculas', '12.abc.345/01de-35'],
    ['alfanumérico com espaços em volta', ' 12ABC34501DE35 '],
    ['alfanumérico só com letras na raiz', 'ZZZZZZZZ000191'],
    ['alfanumérico misturado', 'A1B2C3D4E5F668'],
  ])('aceita CNPJ %s', (_caso, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['dígito verificador errado (numérico)', '11.222.333/0001-80'],
    ['dígito verificador errado (alfanumérico)', '12ABC34501DE36'],
    ['letra no dígito verificador', '12ABC34501DE3A'],
    ['dígitos repetidos', '00000000000000'],
    ['13 caracteres', '1122233300018'],
    ['15 caracteres', '112223330001811'],
    ['vazio', ''],
    ['CPF', '52998224725'],
  ])('rejeita CNPJ com %s', (_caso, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('concorda com o algoritmo da Receita em raízes alfanuméricas variadas', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 500; n++) {
      let base = '';
      for (let i = 0; i < 12; i++) base += chars[next() % chars.length];
      const valid = withCheckDigits(base);
      expect(isValidCnpj(valid), valid).toBe(true);
      const wrongDv = `${valid.slice(0, 13)}${(Number(valid[13]) + 1) % 10}`;
      expect(isValidCnpj(wrongDv), wrongDv).toBe(false);
    }
  });
});

describe('isValidDocument e documentKind', () => {
  it.each([
    ['529.982.247-25', 'CPF', true],
    ['529.982.247-24', 'CPF', false],
    ['11.222.333/0001-81', 'CNPJ', true],
    ['12.ABC.345/01DE-35', 'CNPJ', true],
    ['12.ABC.345/01DE-99', 'CNPJ', false],
    ['1234', null, false],
    ['ABCDEFGHIJK', null, false],
    ['', null, false],
  ] as const)('%j é %s e válido = %s', (doc, kind, valid) => {
    expect(documentKind(doc)).toBe(kind);
    expect(isValidDocument(doc)).toBe(valid);
  });
});

describe('normalizeDocument', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['  11.222.333/0001-81\n', '11222333000181'],
  ])('tira a máscara e põe em maiúsculas: %j', (input, expected) => {
    expect(normalizeDocument(input)).toBe(expected);
  });
});

describe('geradores', () => {
  it('generateCpf gera CPFs válidos de 11 dígitos', () => {
    for (let i = 0; i < 50; i++) {
      const cpf = generateCpf();
      expect(cpf).toMatch(/^\d{11}$/);
      expect(isValidCpf(cpf)).toBe(true);
    }
  });

  it('generateCnpj gera CNPJs numéricos válidos por padrão', () => {
    for (let i = 0; i < 50; i++) {
      const cnpj = generateCnpj();
      expect(cnpj).toMatch(/^\d{14}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('generateCnpj({ alphanumeric: true }) gera CNPJs alfanuméricos válidos', () => {
    for (let i = 0; i < 50; i++) {
      const cnpj = generateCnpj({ alphanumeric: true });
      expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });
});
