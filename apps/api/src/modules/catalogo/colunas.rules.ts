import { COLUNA_FILE_TYPES, columnValue, isFileColumn } from '@backoffice/domain';
import type { Violation } from '../../platform/http/errors.ts';

/**
 * Pure rules of the custom columns: plain values in, the value to store or the violations out.
 */

/**
 * A value as a column of type `tp` stores it: a number with a decimal point, a file as its IRI, a text as typed;
 * empty is no value (null). A value that does not fit the type is 'O valor não condiz com o tipo selecionado'.
 */
export function columnValueRule(tp: string, valor: string | null | undefined, path = 'valor'): { valor: string | null } | { violations: Violation[] } {
  const stored = columnValue(tp, valor);
  if (stored === null) return { violations: [{ propertyPath: path, message: 'column_type_mismatch' }] };
  return { valor: stored === '' ? null : stored };
}

/** The default of a column fits its type, as a value does (the violation sits on ValorDefault). */
export function columnDefaultRule(tp: string, valorDefault: string | null | undefined): { ValorDefault: string | null } | { violations: Violation[] } {
  const rule = columnValueRule(tp, valorDefault, 'ValorDefault');
  return 'violations' in rule ? rule : { ValorDefault: rule.valor };
}

/** A file for a column: the column holds files, and of the file's type (a PDF column takes PDF, an image column images). */
export function columnFileRule(tp: string, mimeType: string, path = 'file'): Violation[] {
  if (!isFileColumn(tp)) return [{ propertyPath: path, message: 'not_a_file_column' }];
  return COLUNA_FILE_TYPES[tp].includes(mimeType) ? [] : [{ propertyPath: path, message: 'column_type_mismatch' }];
}

/** A column that already holds values keeps its type and entity (the values were checked against them). */
export function columnChangeRule(
  current: { TpColuna: string; NmEntidadeOrigem: string },
  next: { TpColuna?: string; NmEntidadeOrigem?: string },
  hasValues: boolean,
): Violation[] {
  if (!hasValues) return [];
  const out: Violation[] = [];
  if (next.TpColuna !== undefined && next.TpColuna !== current.TpColuna) out.push({ propertyPath: 'TpColuna', message: 'coluna_has_values' });
  if (next.NmEntidadeOrigem !== undefined && next.NmEntidadeOrigem !== current.NmEntidadeOrigem) out.push({ propertyPath: 'NmEntidadeOrigem', message: 'coluna_has_values' });
  return out;
}
