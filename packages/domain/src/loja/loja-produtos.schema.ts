/**
 * A tabela de preços da loja, mantida no back-office (/loja_produtos): o preço público, a descrição da loja e se o
 * produto está publicado. Publicar exige preço maior que zero.
 */
import * as z from 'zod';
import { toDecimal } from '../common/decimal.ts';
import { optionalText, requiredObject } from '../common/schema.ts';
import { decimalField, recordId } from '../catalogo/schemas.ts';

/** Verdadeiro quando um produto publicado ficaria sem preço (nenhum, zero ou inválido). */
export function publishNeedsPrice(published: boolean | null | undefined, price: string | number | null | undefined): boolean {
  if (!published) return false;
  const d = price === null || price === undefined ? null : toDecimal(String(price));
  return !d || !d.greaterThan(0);
}

export const lojaProdutoFields = {
  /** Preço público em reais, 2 casas. */
  VlPreco: decimalField(2, { min: 0 }),
  DsLoja: optionalText(2000).nullable(),
  StPublicado: z.boolean({ error: 'invalid_value' }),
};

/** O formulário de um produto na tabela da loja (preço, descrição, publicado). */
export const lojaProdutoSchema = requiredObject(lojaProdutoFields).refine((v) => !publishNeedsPrice(v.StPublicado, v.VlPreco), {
  path: ['VlPreco'],
  message: 'loja_price_required',
});
export type LojaProdutoPayload = z.input<typeof lojaProdutoSchema>;

/** Publicar ou tirar da loja vários produtos de uma vez (todos ou nenhum). */
export const lojaPublicacaoSchema = requiredObject({
  produtos: z.array(recordId, { error: 'required' }).min(1, { error: 'required' }).max(1000, { error: 'too_long' }),
  StPublicado: z.boolean({ error: 'invalid_value' }),
});
export type LojaPublicacaoInput = z.output<typeof lojaPublicacaoSchema>;
