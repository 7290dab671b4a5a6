import type { MessageTexts } from './messages.ts';

/**
 * Limits of what a request may carry: an uploaded file read within its import's limits (rows, cell size, bytes
 * a zip inflates to, nesting, reading time) and a JSON body (nesting, values). Each message names the limit.
 */
export const LIMIT_MESSAGES = {
  file_limit_bytes: {
    'pt-BR': 'O arquivo {file} passa do limite de {max:decimal} MB',
    'en-US': 'The file {file} is over the limit of {max:decimal} MB',
    es: 'El archivo {file} supera el límite de {max:decimal} MB',
  },
  file_limit_inflated: {
    'pt-BR': 'O arquivo {file} passa do limite de {max:decimal} MB descompactado',
    'en-US': 'The file {file} is over the limit of {max:decimal} MB uncompressed',
    es: 'El archivo {file} supera el límite de {max:decimal} MB descomprimido',
  },
  file_limit_entries: {
    'pt-BR': 'O arquivo {file} passa do limite de {max:decimal} arquivos compactados',
    'en-US': 'The file {file} is over the limit of {max:decimal} compressed files',
    es: 'El archivo {file} supera el límite de {max:decimal} archivos comprimidos',
  },
  file_limit_rows: {
    'pt-BR': 'O arquivo {file} passa do limite de {max:decimal} linhas',
    'en-US': 'The file {file} is over the limit of {max:decimal} rows',
    es: 'El archivo {file} supera el límite de {max:decimal} filas',
  },
  file_limit_cell: {
    'pt-BR': 'Uma célula do arquivo {file} passa do limite de {max:decimal} caracteres',
    'en-US': 'A cell of the file {file} is over the limit of {max:decimal} characters',
    es: 'Una celda del archivo {file} supera el límite de {max:decimal} caracteres',
  },
  file_limit_depth: {
    'pt-BR': 'O arquivo {file} passa do limite de {max:decimal} níveis de elementos aninhados',
    'en-US': 'The file {file} is over the limit of {max:decimal} levels of nested elements',
    es: 'El archivo {file} supera el límite de {max:decimal} niveles de elementos anidados',
  },
  file_limit_time: {
    'pt-BR': 'O arquivo {file} passa do limite de {max:decimal} segundos de leitura',
    'en-US': 'The file {file} is over the limit of {max:decimal} seconds of reading',
    es: 'El archivo {file} supera el límite de {max:decimal} segundos de lectura',
  },
  file_limit_memory: {
    'pt-BR': 'O arquivo {file} passa do limite de {max:decimal} MB de memória para a leitura',
    'en-US': 'The file {file} is over the limit of {max:decimal} MB of memory for reading',
    es: 'El archivo {file} supera el límite de {max:decimal} MB de memoria para la lectura',
  },
  file_limit_files: {
    'pt-BR': 'O envio passa do limite de {max:decimal} arquivos',
    'en-US': 'The upload is over the limit of {max:decimal} files',
    es: 'El envío supera el límite de {max:decimal} archivos',
  },
  file_parse_busy: {
    'pt-BR': 'Há muitos arquivos sendo lidos agora: tente de novo em instantes',
    'en-US': 'Too many files are being read right now: try again in a moment',
    es: 'Hay demasiados archivos en lectura ahora: intente de nuevo en unos instantes',
  },
  json_too_deep: {
    'pt-BR': 'O corpo JSON passa do limite de {max:decimal} níveis aninhados',
    'en-US': 'The JSON body is over the limit of {max:decimal} nested levels',
    es: 'El cuerpo JSON supera el límite de {max:decimal} niveles anidados',
  },
  json_too_many_values: {
    'pt-BR': 'O corpo JSON passa do limite de {max:decimal} valores',
    'en-US': 'The JSON body is over the limit of {max:decimal} values',
    es: 'El cuerpo JSON supera el límite de {max:decimal} valores',
  },
} as const satisfies Record<string, MessageTexts>;
