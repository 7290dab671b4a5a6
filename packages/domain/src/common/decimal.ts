/**
 * Números decimais exatos (dinheiro, pesos, quantidades). Valores chegam da API como strings
 * ('1234.5600') e nunca passam por float binário.
 */
import { Decimal as BaseDecimal } from 'decimal.js';
import { DECIMAL_RE } from './decimal-text.ts';

/**
 * decimal.js configurado para dinheiro: 40 dígitos significativos, arredondamento "meio para cima"
 * (0,005 -> 0,01), sem notação exponencial em toString(). É um clone: não altera a configuração global
 * de quem importar 'decimal.js' diretamente.
 */
export const Decimal = /* @__PURE__ */ BaseDecimal.clone({
  precision: 40,
  rounding: BaseDecimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = BaseDecimal;

/** O que as funções numéricas aceitam: string decimal com ponto ('1234.56'), number, Decimal, ou vazio. */
export type DecimalInput = string | number | BaseDecimal | null | undefined;


/**
 * Converte para Decimal. null/undefined/'' e valores não numéricos ('abc', 'NaN', 'Infinity', '0x10')
 * viram null. Strings usam ponto decimal; para '1.234,56' use parseBrazilianNumber antes.
 */
export function toDecimal(v: DecimalInput): Decimal | null {
  if (v === null || v === undefined) return null;
  if (BaseDecimal.isDecimal(v)) return v.isFinite() ? new Decimal(v) : null;
  if (typeof v === 'number') return Number.isFinite(v) ? new Decimal(v) : null;
  const s = v.trim();
  if (!DECIMAL_RE.test(s)) return null;
  return new Decimal(s);
}

/** String decimal exata com `places` casas ('1234.5' , 2 -> '1234.50'); null se o valor for vazio ou inválido. */
export function decimalString(v: DecimalInput, places = 2): string | null {
  const d = toDecimal(v);
  return d ? d.toFixed(places) : null;
}

/** Soma exata, ignorando vazios e inválidos (totais de colunas numéricas das listas). */
export function sumDecimals(values: Iterable<DecimalInput>): Decimal {
  let total = new Decimal(0);
  for (const v of values) {
    const d = toDecimal(v);
    if (d) total = total.plus(d);
  }
  return total;
}

/**
 * Lê um número digitado no formato brasileiro e devolve a string com ponto decimal:
 * '1.234,56' -> '1234.56', '12,5' -> '12.5', '-3' -> '-3', '' -> null, 'abc' -> null.
 * Sem vírgula, pontos em grupos de três são milhar ('1.234' -> '1234'); um ponto isolado é decimal ('12.5' -> '12.5').
 */
export function parseBrazilianNumber(s: string | null | undefined): string | null {
  let t = (s ?? '').replace(/\s+/g, '');
  if (t === '') return null;
  if (t.includes(',')) {
    t = t.replace(/\./g, '').replace(',', '.');
  } else if (/^[+-]?\d{1,3}(\.\d{3})+$/.test(t)) {
    t = t.replace(/\./g, '');
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  // '+3' -> '3', ',5' -> '0.5', '12,' -> '12'
  return t.replace(/^\+/, '').replace(/^(-?)\./, '$10.').replace(/\.$/, '');
}

/**
 * Filtro monetário: remove tudo que não é dígito nem vírgula e troca a vírgula decimal por ponto:
 * 'R$ 1.234,56' -> '1234.56'. Sem dígitos, null.
 */
export function parseMoneyFilter(s: string | null | undefined): string | null {
  const kept = (s ?? '').replace(/[^\d,]/g, '');
  const lastComma = kept.lastIndexOf(',');
  const intPart = (lastComma >= 0 ? kept.slice(0, lastComma) : kept).replace(/,/g, '');
  const fracPart = lastComma >= 0 ? kept.slice(lastComma + 1) : '';
  if (intPart === '' && fracPart === '') return null;
  return fracPart === '' ? intPart : `${intPart || '0'}.${fracPart}`;
}
