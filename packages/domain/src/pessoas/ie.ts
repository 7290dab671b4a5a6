import validaIe from 'inscricaoestadual';
import { onlyDigits } from '../common/digits.ts';

/**
 * Inscrição estadual: the check digits of each UF (the Sintegra rules, in the inscricaoestadual library). The IE is
 * kept as digits only; 'ISENTO' is not an IE (the client is then not a contributor).
 */
export function ieValida(ie: string, uf: string): boolean {
  const digits = onlyDigits(ie);
  if (!digits || !FORMATO[uf.toUpperCase()]) return false;
  // The library checks Mato Grosso's 11-digit IE against the 9-digit length and refuses every one: Sintegra's rule here.
  if (uf.toUpperCase() === 'MT' && digits.length === 11) return mod11(digits.slice(0, 10), [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(digits[10]);
  return validaIe(digits, uf.toLowerCase()) === true;
}

/** The usual modulo-11 check digit: 11 minus the remainder of the weighted sum, 0 when that is 10 or 11. */
function mod11(body: string, weights: number[]): number {
  const rest = [...body].reduce((sum, d, i) => sum + Number(d) * weights[i], 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** How an IE of each UF is written: its length and the digits it starts with (when the UF fixes them). */
const FORMATO: Record<string, { length: number; prefix?: string[] }> = {
  AC: { length: 13, prefix: ['01'] },
  AL: { length: 9, prefix: ['24'] },
  AP: { length: 9, prefix: ['03'] },
  AM: { length: 9 },
  BA: { length: 9 },
  CE: { length: 9 },
  DF: { length: 13, prefix: ['07'] },
  ES: { length: 9 },
  GO: { length: 9, prefix: ['10', '11', '15'] },
  MA: { length: 9, prefix: ['12'] },
  MT: { length: 11 },
  MS: { length: 9, prefix: ['28'] },
  MG: { length: 13 },
  PA: { length: 9, prefix: ['15'] },
  PB: { length: 9 },
  PR: { length: 10 },
  PE: { length: 9 },
  PI: { length: 9 },
  RJ: { length: 8 },
  RN: { length: 9, prefix: ['20'] },
  RS: { length: 10 },
  RO: { length: 14 },
  RR: { length: 9, prefix: ['24'] },
  SC: { length: 9 },
  SP: { length: 12 },
  SE: { length: 9 },
  TO: { length: 11, prefix: ['2901', '2902', '2903', '2999'] },
};

/**
 * A valid IE of the UF (for demo and test data), drawn from `random` (Math.random by default): random digits in
 * the UF's format, the last two tried until the UF's rule accepts them.
 */
export function generateIe(uf: string, random: () => number = Math.random): string {
  const format = FORMATO[uf.toUpperCase()];
  if (!format) throw new Error(`no IE format for UF ${uf}`);
  for (let attempt = 0; attempt < 1000; attempt++) {
    const prefixes = format.prefix ?? [''];
    const prefix = prefixes[Math.floor(random() * prefixes.length)];
    const body = prefix + Array.from({ length: format.length - prefix.length - 2 }, () => Math.floor(random() * 10)).join('');
    for (let tail = 0; tail < 100; tail++) {
      const ie = body + String(tail).padStart(2, '0');
      if (ieValida(ie, uf)) return ie;
    }
  }
  throw new Error(`no valid IE found for UF ${uf}`);
}
