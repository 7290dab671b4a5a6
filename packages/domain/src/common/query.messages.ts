import type { MessageTexts } from './messages.ts';

/**
 * Values of a list's query string the API cannot read (docs/api.md, "Filtros"): a 422 whose violation names the
 * parameter as written (`DtEmissao[after]`), so each message says only what the filter expects.
 */
export const QUERY_MESSAGES = {
  filter_invalid: { 'pt-BR': 'Valor inválido para o filtro', 'en-US': 'Invalid value for the filter', es: 'Valor no válido para el filtro' },
  filter_invalid_integer: {
    'pt-BR': 'Valor inválido para o filtro: informe um número inteiro',
    'en-US': 'Invalid value for the filter: enter a whole number',
    es: 'Valor no válido para el filtro: ingrese un número entero',
  },
  filter_invalid_number: {
    'pt-BR': 'Valor inválido para o filtro: informe um número, com ponto antes das casas decimais (ex.: 10.5)',
    'en-US': 'Invalid value for the filter: enter a number, with a point before the decimals (e.g. 10.5)',
    es: 'Valor no válido para el filtro: ingrese un número, con punto antes de los decimales (p. ej.: 10.5)',
  },
  filter_invalid_date: {
    'pt-BR': 'Valor inválido para o filtro: informe uma data (AAAA-MM-DD)',
    'en-US': 'Invalid value for the filter: enter a date (YYYY-MM-DD)',
    es: 'Valor no válido para el filtro: ingrese una fecha (AAAA-MM-DD)',
  },
  filter_invalid_uuid: {
    'pt-BR': 'Valor inválido para o filtro: informe um identificador UUID (ex.: 123e4567-e89b-12d3-a456-426614174000)',
    'en-US': 'Invalid value for the filter: enter a UUID identifier (e.g. 123e4567-e89b-12d3-a456-426614174000)',
    es: 'Valor no válido para el filtro: ingrese un identificador UUID (p. ej.: 123e4567-e89b-12d3-a456-426614174000)',
  },
  filter_invalid_boolean: {
    'pt-BR': 'Valor inválido para o filtro: use true (sim) ou false (não)',
    'en-US': 'Invalid value for the filter: use true or false',
    es: 'Valor no válido para el filtro: use true (sí) o false (no)',
  },
  filter_invalid_column_key: {
    'pt-BR': 'Filtro inválido: informe o número da coluna, coluna[<número>]=texto',
    'en-US': 'Invalid filter: enter the column number, coluna[<number>]=text',
    es: 'Filtro no válido: ingrese el número de la columna, coluna[<número>]=texto',
  },
  csv_unknown_columns: {
    'pt-BR': 'Coluna desconhecida na exportação: {unknown}. As colunas são: {columns}',
    'en-US': 'Unknown column in the export: {unknown}. The columns are: {columns}',
    es: 'Columna desconocida en la exportación: {unknown}. Las columnas son: {columns}',
  },
} as const satisfies Record<string, MessageTexts>;
