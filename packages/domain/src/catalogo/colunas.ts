/**
 * Colunas personalizadas (campos adicionais): uma empresa declara colunas (NmColuna, TpColuna, ValorDefault)
 * de uma entidade (Produto, Cliente), e cada registro da entidade guarda o seu valor. Regras puras, usadas
 * pela API (que decide) e pelo web (que avisa antes de enviar).
 */
import * as z from 'zod';
import { NmEntidadeOrigem } from './colunas.enums.ts';
import { parseBrazilianNumber } from '../common/decimal.ts';
import { TpColuna } from '../admin/admin.enums.ts';
import { optionalText, requiredObject, requiredText, enumSchema } from '../common/schema.ts';

export { NmEntidadeOrigem } from './colunas.enums.ts';

/** Os tipos de arquivo (MIME) que uma coluna de arquivo aceita. */
export const COLUNA_FILE_TYPES: Readonly<Record<'Pdf' | 'Image', readonly string[]>> = {
  Pdf: ['application/pdf'],
  Image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
};

/** O que o seletor de arquivo do web oferece para cada tipo de coluna de arquivo. */
export const COLUNA_FILE_ACCEPT: Readonly<Record<'Pdf' | 'Image', string>> = {
  Pdf: 'application/pdf,.pdf',
  Image: 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif',
};

/** Se a coluna guarda um arquivo (o valor é o IRI do arquivo: /api/files/{uuid}). */
export function isFileColumn(tp: string): tp is 'Pdf' | 'Image' {
  return tp === 'Pdf' || tp === 'Image';
}

const FILE_IRI = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

/** O id do arquivo de um valor de coluna de arquivo ('/api/files/{uuid}'), ou null. */
export function fileIdOf(valor: string | null | undefined): string | null {
  const m = FILE_IRI.exec((valor ?? '').trim());
  return m ? m[1].toLowerCase() : null;
}

/**
 * O valor como a coluna o guarda, ou null quando ele não condiz com o tipo (a mensagem 'column_type_mismatch'):
 * número com ponto decimal ('1.234,5' vira '1234.5'); arquivo como o IRI do arquivo (/api/files/{uuid}); texto
 * como veio. Vazio é "sem valor" (''). (matchesColumnType, de admin, confere nomes de arquivo, não IRIs.)
 */
export function columnValue(tp: string, valor: string | null | undefined): string | null {
  const v = (valor ?? '').trim();
  if (v === '') return '';
  switch (tp) {
    case 'Text':
      return valor as string;
    case 'Number': {
      // '12.5' as the API writes it, or '1.234,5' as a user in pt-BR types it.
      const n = DECIMAL.test(v) ? v : v.includes(',') ? parseBrazilianNumber(v) : null;
      return n !== null && DECIMAL.test(n) ? n : null;
    }
    case 'Pdf':
    case 'Image':
      return fileIdOf(v) ? v : null;
    default:
      return null;
  }
}

/** Uma coluna (POST /colunas, PUT /colunas/{id}): o padrão é conferido com o tipo pela regra da API. */
export const colunaSchema = requiredObject({
  NmColuna: requiredText(100),
  TpColuna: enumSchema(TpColuna),
  ValorDefault: z.string({ error: 'invalid_value' }).max(2000, { error: 'too_long' }).nullable().optional(),
  ArquivoDiretorio: optionalText(200).nullable(),
  NmEntidadeOrigem: enumSchema(NmEntidadeOrigem).default('Produto'),
});
export type Coluna = z.output<typeof colunaSchema>;

/** O valor de uma coluna num registro (POST /colunas_valores, PUT /colunas_valores/{id}). */
export const colunaValorSchema = requiredObject({
  colunas: z.number({ error: 'required' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }),
  idEntidadeOrigem: z.number({ error: 'required' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }),
  valor: z.string({ error: 'invalid_value' }).max(2000, { error: 'too_long' }).nullable().optional(),
});
export type ColunaValor = z.output<typeof colunaValorSchema>;
