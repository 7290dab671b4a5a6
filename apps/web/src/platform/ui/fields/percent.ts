import { parseBrazilianNumber } from '@backoffice/domain';

/** A typed percentage as the API reads it: '18,5' -> '18.5'; '' -> null; unreadable text as typed (refused). */
export const percentPayload = (text: string) => (text.trim() === '' ? null : (parseBrazilianNumber(text) ?? text));

/** The API's decimal as typed in pt-BR, without trailing zeros: '18.5000' -> '18,5'; null -> ''. */
export function percentText(value: string | null | undefined) {
  if (value === null || value === undefined) return '';
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return trimmed.replace('.', ',');
}

/** A rate for a table cell: '2.0000' -> '2 %'; null -> '—'. */
export const percentCell = (value: string | null | undefined) => (value === null || value === undefined ? '—' : `${percentText(value)} %`);
