import * as z from 'zod';
import { idSchema, numericSchema } from '../common/values.schema.ts';

/**
 * O corpo de POST /xmls/{id}/receber: os itens que o usuário confirmou (o produto nosso de cada item da nota, pelo
 * número do item; o fator de conversão, quantas unidades nossas cabem numa do fornecedor; a linha do pedido de
 * compra), o setor da entrada e a aprovação das diferenças contra o pedido. Itens que já casam (pelo código do
 * fornecedor aprendido ou pelo GTIN) podem ficar de fora.
 */
export const receberItemSchema = z.object({
  NrItem: z.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').max(990, 'invalid_value'),
  IdProduto: idSchema,
  QtFator: numericSchema(14, 6, { min: '0.000001' }).nullish(),
  IdPedidoCompraItem: idSchema.nullish(),
});

export const receberNfeSchema = z
  .object({
    itens: z.array(receberItemSchema).max(990, 'too_many').optional(),
    IdSetor: idSchema.nullish(),
    aprovarDiferencas: z.boolean({ error: 'invalid_value' }).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

export type ReceberNfeInput = z.input<typeof receberNfeSchema>;
