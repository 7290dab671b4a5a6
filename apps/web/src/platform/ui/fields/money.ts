import { decimalString, formatNumber, parseBrazilianNumber, toDecimal } from '@backoffice/domain';

/**
 * Money typed in the Brazilian format: '1.234,56' (also '1234,56', '1234.56', 'R$ 1.234,56').
 * Returns the exact decimal string with 2 places for the API ('1234.56'), null when empty, or 'invalid'.
 */
export function parseMoneyInput(text: string | null | undefined): string | null | 'invalid' {
  const cleaned = (text ?? '').replace(/R\$/gi, '').replace(/\s+/g, '');
  if (cleaned === '') return null;
  const parsed = parseBrazilianNumber(cleaned);
  const decimal = toDecimal(parsed);
  if (!parsed || !decimal || decimal.isNegative()) return 'invalid';
  return decimalString(decimal, 2);
}

/** An API decimal ('1234.5') as the input shows it: '1.234,50'; '' when empty. */
export function formatMoneyInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const decimal = toDecimal(typeof value === 'number' ? value : String(value));
  return decimal ? formatNumber(decimal, 'pt-BR', 2) : String(value);
}
