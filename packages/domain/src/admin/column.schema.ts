import * as z from 'zod';
import { parseBrazilianNumber, toDecimal } from '../common/decimal.ts';
import { TpColuna } from './admin.enums.ts';
import { optionalText, requiredObject, requiredText, enumSchema } from '../common/schema.ts';

/**
 * O valor padrão de uma coluna personalizada condiz com o tipo? Vazio sempre condiz. Number aceita
 * '1234.5' e '1.234,5'; Pdf espera um arquivo .pdf; Image um arquivo de imagem (png, jpg, jpeg, gif, webp, svg).
 */
export function matchesColumnType(value: string | null | undefined, type: TpColuna): boolean {
  const v = (value ?? '').trim();
  if (v === '') return true;
  switch (type) {
    case 'Number':
      return toDecimal(v) !== null || parseBrazilianNumber(v) !== null;
    case 'Pdf':
      return /\.pdf$/i.test(v);
    case 'Image':
      return /\.(png|jpe?g|gif|webp|svg)$/i.test(v);
    default:
      return true;
  }
}

/** Coluna personalizada; ValorDefault que não condiz com TpColuna -> 'column_type_mismatch'. */
export const columnSchema = requiredObject({
  NmColuna: requiredText(100),
  TpColuna: enumSchema(TpColuna),
  ValorDefault: optionalText(1000),
  NmEntidadeOrigem: optionalText(100),
}).refine((c) => matchesColumnType(c.ValorDefault, c.TpColuna), {
  error: 'column_type_mismatch',
  path: ['ValorDefault'],
});
export type ColumnInput = z.input<typeof columnSchema>;
