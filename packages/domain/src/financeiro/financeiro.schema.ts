/** Contas a pagar: autorização de pagamento e envio dos títulos autorizados ao ERP. */
import * as z from 'zod';
import { requiredObject, requiredOr } from '../common/schema.ts';
import { idSchema, isoDateSchema, moneySchema } from '../common/values.schema.ts';

/** PUT /apagar/{id}/autorizar: o usuário responsável que autoriza o pagamento (o próprio, se ausente). */
export const autorizarTituloSchema = z.object({
  usuarioAutorizacaoPagamento: idSchema.optional(),
});

/** POST /send_item_topay: os títulos autorizados a enviar ao ERP. */
export const sendItemToPaySchema = requiredObject({
  titulos: z.array(idSchema, { error: requiredOr() }).min(1, { error: 'required' }).max(500, { error: 'invalid_value' }),
});

/** POST /integration/menu: a integração e o tipo de item a listar (o menu da tela de itens integrados). */
export const integrationMenuSchema = z.object({
  integration: z.string().trim().max(40).optional(),
});

/**
 * POST /apagar: um título a pagar, de um fornecedor (uma pessoa da empresa), com valor acima de zero e vencimento
 * na emissão ou depois.
 */
export const tituloSchema = requiredObject({
  NrTitulo: z.string({ error: requiredOr() }).trim().min(1, { error: 'required' }).max(30, { error: 'too_long' }),
  NmTitulo: z.string({ error: requiredOr() }).trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  IdFornecedor: z.number({ error: requiredOr() }).int('invalid_value').positive('invalid_value').max(2147483647, 'invalid_value'),
  DtEmissao: isoDateSchema,
  DtVencimento: isoDateSchema,
  VlTitulo: moneySchema.refine((v) => v !== null, { error: 'required' }).refine((v) => v === null || Number(v) > 0, { error: 'titulo_value_zero' }),
  IdFormaPagamento: idSchema.nullable().optional(),
  IdCentroDeCusto: idSchema.nullable().optional(),
  IdNaturezaLancamento: idSchema.nullable().optional(),
  DsAgrupamento: z.string().trim().max(100, { error: 'too_long' }).nullable().optional(),
  company: z.number().int().optional(),
}).superRefine((v, ctx) => {
  // ISO dates compare as text.
  if (v.DtVencimento < v.DtEmissao) ctx.addIssue({ code: 'custom', path: ['DtVencimento'], message: 'titulo_due_before_issue' });
});
export type TituloInput = z.input<typeof tituloSchema>;

/** POST /recebimentos/importar: importa do ERP os recebimentos das parcelas desde o dia dado (padrão: desde a última importação). */
export const importarRecebimentosSchema = z.object({
  desde: isoDateSchema.optional(),
});
