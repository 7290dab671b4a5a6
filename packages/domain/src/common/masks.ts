/**
 * Máscaras de exibição e digitação. Entradas parciais recebem a máscara até onde houver caracteres
 * (útil enquanto o usuário digita); entradas mais longas que o formato voltam só limpas, sem perder dados.
 */
import { onlyAlnum, onlyDigits } from './digits.ts';

/** Aplica grupos de tamanho fixo com separadores: applyGroups('52998224725', [3,3,3,2], ['.', '.', '-']). */
function applyGroups(value: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let pos = 0;
  for (let i = 0; i < sizes.length && pos < value.length; i++) {
    if (i > 0) out += separators[i - 1];
    out += value.slice(pos, pos + sizes[i]);
    pos += sizes[i];
  }
  return out;
}

/** 000.000.000-00 */
export function maskCpf(s: string | null | undefined): string {
  const d = onlyDigits(s);
  if (d.length > 11) return d;
  return applyGroups(d, [3, 3, 3, 2], ['.', '.', '-']);
}

/** 00.000.000/0000-00, também para o CNPJ alfanumérico (12.ABC.345/01DE-35). */
export function maskCnpj(s: string | null | undefined): string {
  const d = onlyAlnum(s);
  if (d.length > 14) return d;
  return applyGroups(d, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/** Escolhe pela quantidade de caracteres: até 11 dígitos é CPF; mais que isso, ou com letras, é CNPJ. */
export function maskDocument(s: string | null | undefined): string {
  const d = onlyAlnum(s);
  if (d.length <= 11 && /^\d*$/.test(d)) return maskCpf(d);
  return maskCnpj(d);
}

/** CEP só com dígitos; um CEP de 7 dígitos (zero à esquerda perdido) ganha o zero; null se não tiver 8 dígitos. */
export function normalizeCep(s: string | null | undefined): string | null {
  let d = onlyDigits(s);
  if (d.length === 7) d = `0${d}`;
  return d.length === 8 ? d : null;
}

/** 00000-000 (um CEP de 7 dígitos ganha o zero à esquerda). */
export function maskCep(s: string | null | undefined): string {
  const cep = normalizeCep(s);
  if (cep) return `${cep.slice(0, 5)}-${cep.slice(5)}`;
  const d = onlyDigits(s);
  if (d.length > 8) return d;
  return applyGroups(d, [5, 3], ['-']);
}

/** Chave de acesso da NF-e/CT-e (44 dígitos) em grupos de quatro separados por espaço. */
export function maskAccessKey(s: string | null | undefined): string {
  return onlyDigits(s).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * (11) 91234-5678 para celular, (11) 1234-5678 para fixo; sem DDD: 91234-5678 / 1234-5678.
 * O código do país (55) na frente é descartado. Outros tamanhos voltam só com os dígitos.
 */
export function maskPhone(s: string | null | undefined): string {
  let d = onlyDigits(s);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  switch (d.length) {
    case 11:
      return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
    case 10:
      return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
    case 9:
      return `${d.slice(0, 5)}-${d.slice(5)}`;
    case 8:
      return `${d.slice(0, 4)}-${d.slice(4)}`;
    default:
      return d;
  }
}

/**
 * Telefone brasileiro com DDD: 10 dígitos (fixo, começa com 2-5) ou 11 dígitos (celular, começa com 9).
 * Aceita o código do país 55 na frente.
 */
export function isValidPhone(s: string | null | undefined): boolean {
  let d = onlyDigits(s);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  if (!/^[1-9][1-9]/.test(d)) return false;
  if (d.length === 11) return d[2] === '9';
  if (d.length === 10) return /[2-5]/.test(d[2]);
  return false;
}

/** A date as it is typed: '1012' -> '10/12', '10122026' -> '10/12/2026' (digits only, at most 8). */
export function maskDate(s: string | null | undefined): string {
  return applyGroups(onlyDigits(s).slice(0, 8), [2, 2, 4], ['/', '/']);
}
