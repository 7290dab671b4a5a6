import { columnValue, isFileColumn, type TpColuna } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { currentLocale } from '@/platform/i18n/i18n';
import type { Coluna } from './colunas.api';

/** The column form's values (text inputs: '' is empty). */
export interface ColunaFormValues {
  NmColuna: string;
  TpColuna: TpColuna;
  ValorDefault: string;
  ArquivoDiretorio: string;
  NmEntidadeOrigem: string;
}

export const emptyColuna = (): ColunaFormValues => ({ NmColuna: '', TpColuna: 'Text', ValorDefault: '', ArquivoDiretorio: '', NmEntidadeOrigem: 'Produto' });

export function fromColuna(c: Coluna): ColunaFormValues {
  return {
    NmColuna: c.NmColuna,
    TpColuna: c.TpColuna,
    ValorDefault: c.ValorDefault ?? '',
    ArquivoDiretorio: c.ArquivoDiretorio ?? '',
    NmEntidadeOrigem: c.NmEntidadeOrigem,
  };
}

/** The body of POST /colunas and PUT /colunas/{id}: a file column has no default, a text or number one no folder. */
export function toColunaPayload(v: ColunaFormValues) {
  const file = isFileColumn(v.TpColuna);
  return {
    NmColuna: v.NmColuna.trim(),
    TpColuna: v.TpColuna,
    ValorDefault: file || v.ValorDefault.trim() === '' ? null : v.ValorDefault,
    ArquivoDiretorio: file && v.ArquivoDiretorio.trim() !== '' ? v.ArquivoDiretorio.trim() : null,
    NmEntidadeOrigem: v.NmEntidadeOrigem,
  };
}

const message = (key: Parameters<typeof translateMessage>[0]) => translateMessage(key, currentLocale());

/** The form's own checks, the API's rules: a name, and a default that fits the type. */
export function validateColuna(v: ColunaFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.NmColuna.trim() === '') errors.NmColuna = message('required');
  if (!isFileColumn(v.TpColuna) && columnValue(v.TpColuna, v.ValorDefault) === null) errors.ValorDefault = message('column_type_mismatch');
  return errors;
}

/** A value typed for a Text or Number column: the message when it does not fit, else null. */
export function valueError(tp: TpColuna, valor: string): string | null {
  return columnValue(tp, valor) === null ? message('column_type_mismatch') : null;
}
