/**
 * Esquemas das compras: cotação (itens, fornecedores, preços, vencedores) e pedido de compra (cabeçalho, itens,
 * status, e-mail). Validam a entrada da API e os formulários do web; mensagens são chaves do catálogo.
 */
import * as z from 'zod';
import { optionalText, requiredObject, requiredText, enumSchema } from '../common/schema.ts';
import { daysSchema, isoDateSchema, numericSchema } from '../common/values.schema.ts';
import { emailSchema } from '../common/email.schema.ts';
import { recordId } from '../catalogo/schemas.ts';
import { StPedidoCompra } from './compras.enums.ts';
import { validPaymentDays } from './compras.rules.ts';

/** Uma quantidade a comprar: positiva, até 3 casas (numeric(14,3)). */
export const purchaseQuantity = numericSchema(14, 3, { min: '0.001' });
/** Um preço unitário de compra: até 4 casas (numeric(14,4)), nunca negativo. */
export const purchasePrice = numericSchema(14, 4, { min: 0 });

/** Os dias das parcelas ('30/60/90'; '0' à vista); vazio é nenhum. */
export const paymentDaysSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(100, { error: 'too_long' })
  .refine((s) => s === '' || validPaymentDays(s), { error: 'invalid_payment_days' })
  .transform((s) => (s === '' ? null : s));

const notes = optionalText(2000).nullable();

/** Um item da cotação digitado: produto, quantidade na nossa unidade, quando é preciso. */
export const cotacaoItemSchema = requiredObject({
  IdProduto: recordId,
  QtCotada: purchaseQuantity,
  DtNecessidade: isoDateSchema.nullable().optional(),
});

/** Um fornecedor convidado: a pessoa, o prazo de entrega em dias e o de pagamento. */
export const cotacaoFornecedorSchema = requiredObject({
  IdFornecedor: recordId,
  NrPrazoEntrega: daysSchema.optional(),
  DsPrazoPagamento: paymentDaysSchema.nullable().optional(),
  DsObservacao: notes.optional(),
});

/** Uma cotação nova: nome, observação, itens digitados e/ou sugestões de uma análise (pcp `compras`), fornecedores. */
export const cotacaoSchema = requiredObject({
  NmCotacao: requiredText(100),
  DsObservacao: notes.optional(),
  itens: z.array(cotacaoItemSchema, { error: 'invalid_value' }).max(500, { error: 'too_long' }).optional(),
  /** Sugestões de compra de uma análise (ids de `compras`, status S). */
  IdCompras: z.array(recordId, { error: 'invalid_value' }).max(500, { error: 'too_long' }).optional(),
  fornecedores: z.array(cotacaoFornecedorSchema, { error: 'invalid_value' }).max(50, { error: 'too_long' }).optional(),
});
export type CotacaoInput = z.input<typeof cotacaoSchema>;

export const cotacaoItemNovoSchema = cotacaoItemSchema.extend({ IdCotacaoCompra: recordId });
export const cotacaoFornecedorNovoSchema = cotacaoFornecedorSchema.extend({ IdCotacaoCompra: recordId });

/** Os preços de uma cotação: por item e fornecedor (null apaga o preço). */
export const cotacaoPrecosSchema = requiredObject({
  precos: z
    .array(
      requiredObject({
        IdCotacaoCompraItem: recordId,
        IdCotacaoCompraFornecedor: recordId,
        VlUnitario: purchasePrice.nullable(),
        NrPrazoEntrega: daysSchema.nullable().optional(),
      }),
      { error: 'invalid_value' },
    )
    .min(1, { error: 'required' })
    .max(5000, { error: 'too_long' }),
});
export type CotacaoPrecosInput = z.output<typeof cotacaoPrecosSchema>;

/**
 * A escolha dos vencedores: por item (`itens`), um fornecedor para todos os itens (`IdCotacaoCompraFornecedor`), ou
 * o menor preço de cada item (`menorPreco`).
 */
export const cotacaoVencedoresSchema = requiredObject({
  itens: z
    .array(requiredObject({ IdCotacaoCompraItem: recordId, IdCotacaoCompraFornecedor: recordId.nullable() }), { error: 'invalid_value' })
    .max(500, { error: 'too_long' })
    .optional(),
  IdCotacaoCompraFornecedor: recordId.optional(),
  menorPreco: z.boolean({ error: 'invalid_value' }).optional(),
});
export type CotacaoVencedoresInput = z.output<typeof cotacaoVencedoresSchema>;

/** Um item de pedido de compra: produto, unidade do fornecedor (vazio: a nossa), quantidade nela, preço por ela, previsão. */
export const pedidoCompraItemSchema = requiredObject({
  IdProduto: recordId,
  IdTipoMedida: recordId.nullable().optional(),
  QtFornecedor: purchaseQuantity,
  VlUnitario: purchasePrice,
  DtPrevista: isoDateSchema.nullable().optional(),
  DsObservacao: notes.optional(),
});
export type PedidoCompraItemInput = z.output<typeof pedidoCompraItemSchema>;

export const pedidoCompraItemNovoSchema = pedidoCompraItemSchema.extend({ IdPedidoCompra: recordId });
export const pedidoCompraItemUpdateSchema = pedidoCompraItemSchema.partial().extend({ version: z.number().int().optional() });

/** O cabeçalho de um pedido de compra. */
const pedidoCompraHeader = {
  IdFornecedor: recordId,
  DtPrevista: isoDateSchema.nullable().optional(),
  IdPrazo: recordId.nullable().optional(),
  IdFormaPagamento: recordId.nullable().optional(),
  DsPrazoPagamento: paymentDaysSchema.nullable().optional(),
  DsObservacao: notes.optional(),
};

/** Um pedido de compra novo, com os itens (opcionais). */
export const pedidoCompraSchema = requiredObject({
  ...pedidoCompraHeader,
  itens: z.array(pedidoCompraItemSchema, { error: 'invalid_value' }).max(500, { error: 'too_long' }).optional(),
});
export type PedidoCompraInput = z.input<typeof pedidoCompraSchema>;

/** Alteração do cabeçalho de um pedido aberto (com a versão lida). */
export const pedidoCompraUpdateSchema = requiredObject({
  ...pedidoCompraHeader,
  IdFornecedor: recordId.optional(),
  version: z.number({ error: 'invalid_value' }).int().optional(),
});

/** Movimento de status pedido pela tela ou pela API. */
export const pedidoCompraStatusSchema = requiredObject({
  StPedido: enumSchema(StPedidoCompra),
  version: z.number({ error: 'invalid_value' }).int().optional(),
});

/** E-mail do pedido ao fornecedor (ou aos endereços dados). */
export const pedidoCompraEmailSchema = z
  .object({ emails: z.array(emailSchema, { error: 'invalid_value' }).max(20, { error: 'too_long' }).optional() }, { error: 'invalid_value' })
  .optional();
