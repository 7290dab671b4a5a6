/**
 * Esquemas do planejamento: análise de MRP, quantidade realizada, previsões de venda e seus itens, ordens de
 * produção. Validam a entrada da API e tipam os formulários do web; mensagens são chaves do catálogo.
 */
import * as z from 'zod';
import { parseBrazilianNumber, toDecimal } from '../common/decimal.ts';
import { requiredObject, requiredOr, requiredText, enumSchema } from '../common/schema.ts';
import { isoDateSchema } from '../common/values.schema.ts';
import { recordId } from '../catalogo/schemas.ts';
import { TpLote, TpPeriodo } from './pcp.enums.ts';

/**
 * Uma quantidade digitada como no Brasil ('1.234,5': pontos de milhar, vírgula decimal) ou um número da API,
 * até 3 casas, nunca negativa; devolve o texto com ponto ('1234.500'). `empty`: o que vale um campo vazio
 * (a quantidade de uma previsão é obrigatória; o NrRealizado vazio é tratado no seu esquema).
 */
export function brQuantity(options: { empty?: 'zero' | 'required' } = {}) {
  return z.union([z.string(), z.number()], { error: requiredOr('invalid_number') }).transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v.trim();
    if (text === '') {
      if (options.empty === 'zero') return '0.000';
      ctx.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const d = toDecimal(typeof v === 'number' ? text : parseBrazilianNumber(text));
    if (!d || d.isNegative() || d.decimalPlaces() > 3 || d.greaterThanOrEqualTo(1e11)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_number' });
      return z.NEVER;
    }
    return d.toFixed(3);
  });
}

/**
 * NrRealizado editado na grade: '1.234,5' -> '1234.500', '0' -> 0 (nada a fazer); vazio ou null volta à sugestão
 * (o planejador apaga o que digitou).
 */
export const realizadoSchema = requiredObject({
  NrRealizado: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), brQuantity().nullable()),
});
export type RealizadoInput = z.input<typeof realizadoSchema>;

const ids = z.array(recordId, { error: 'invalid_value' }).max(500, { error: 'invalid_value' });

/** Uma análise nova: empresas, setores ignorados, previsões usadas, início, período, horizonte e probabilidade dos orçamentos. */
export const analiseSchema = requiredObject({
  NmAnalise: requiredText(100),
  DtInicio: isoDateSchema.optional(),
  TpPeriodo: enumSchema(TpPeriodo).default('S'),
  NrHorizonteDias: z
    .number({ error: requiredOr('invalid_number') })
    .int({ error: 'invalid_number' })
    .min(1, { error: 'invalid_number' })
    .max(730, { error: 'invalid_number' })
    .default(90),
  PcProbabilidadeOrcamento: z
    .union([z.string(), z.number()], { error: 'invalid_number' })
    .transform((v, ctx) => {
      const d = toDecimal(typeof v === 'number' ? String(v) : (parseBrazilianNumber(v) ?? ''));
      if (!d || d.isNegative() || d.greaterThan(100) || d.decimalPlaces() > 2) {
        ctx.addIssue({ code: 'custom', message: 'invalid_probability' });
        return z.NEVER;
      }
      return d.toFixed(2);
    })
    .default('50.00'),
  empresas: ids.optional(),
  setoresIgnorados: ids.default([]),
  previsoes: ids.default([]),
});
export type AnaliseInput = z.input<typeof analiseSchema>;

/**
 * Criar ou cancelar as ordens de uma análise: de todos os produtos, ou só dos escolhidos. `simular` só conta o que
 * seria criado ou cancelado, sem gravar nada: a tela pergunta antes com esses números.
 */
export const ordensAnaliseSchema = requiredObject({ IdAnalise: recordId, produtos: ids.optional(), simular: z.boolean().optional() });
export type OrdensAnaliseInput = z.input<typeof ordensAnaliseSchema>;

/** Uma ordem de produção lançada à mão (um recebimento programado que o MRP considera). */
export const ordemManualSchema = requiredObject({
  IdProduto: recordId,
  IdAnalise: recordId.nullish(),
  QtSolicitada: brQuantity({ empty: 'required' }).refine((q) => Number(q) > 0, { error: 'quantity_positive' }),
  DtEntrega: isoDateSchema,
  DtInicio: isoDateSchema.nullish(),
});
export type OrdemManualInput = z.input<typeof ordemManualSchema>;

/** Finalizar uma ordem: quanto foi produzido (padrão: o saldo), o lote e os setores de entrada e de consumo. */
export const finalizarOrdemSchema = requiredObject({
  QtProduzida: brQuantity({ empty: 'required' })
    .refine((q) => Number(q) > 0, { error: 'quantity_positive' })
    .optional(),
  CdLote: z.string({ error: 'invalid_value' }).trim().max(30, { error: 'too_long' }).optional(),
  IdSetor: recordId,
  IdSetorConsumo: recordId.optional(),
});
export type FinalizarOrdemInput = z.input<typeof finalizarOrdemSchema>;

/** Previsão de vendas (cabeçalho). */
export const previsaoSchema = requiredObject({ NmPrevisaoDeVenda: requiredText(100) });

/** Um item de previsão: produto, quantidade digitada como no Brasil, data. */
export const previsaoItemSchema = requiredObject({
  IdPrevisaoDeVenda: recordId,
  produto: recordId,
  Quantidade: brQuantity({ empty: 'required' }),
  DtPrevisaoDeVenda: isoDateSchema,
});
export type PrevisaoItemInput = z.input<typeof previsaoItemSchema>;

/**
 * A regra de lote de um produto no MRP: L lote a lote; F quantidade fixa (QtLote, obrigatória); M mínimo (QtLote)
 * e múltiplo (QtMultiplo, 0: qualquer); P períodos de cobertura (NrPeriodos, de 1 a 52).
 */
export const planejamentoProdutoSchema = requiredObject({
  TpLote: enumSchema(TpLote),
  QtLote: brQuantity({ empty: 'zero' }).default('0.000'),
  QtMultiplo: brQuantity({ empty: 'zero' }).default('0.000'),
  NrPeriodos: z.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1, { error: 'invalid_number' }).max(52, { error: 'invalid_number' }).default(1),
}).superRefine((v, ctx) => {
  if (v.TpLote === 'F' && !(Number(v.QtLote) > 0)) ctx.addIssue({ code: 'custom', path: ['QtLote'], message: 'lot_quantity_required' });
  if (v.TpLote === 'M' && !(Number(v.QtLote) > 0) && !(Number(v.QtMultiplo) > 0)) ctx.addIssue({ code: 'custom', path: ['QtLote'], message: 'lot_minimum_or_multiple' });
  if (v.TpLote === 'P' && v.NrPeriodos < 2) ctx.addIssue({ code: 'custom', path: ['NrPeriodos'], message: 'lot_periods_required' });
});
export type PlanejamentoProdutoInput = z.input<typeof planejamentoProdutoSchema>;
