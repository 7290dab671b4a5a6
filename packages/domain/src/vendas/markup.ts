/**
 * Formação de preço pelo markup divisor, como as empresas brasileiras fazem: os custos variáveis e o lucro são
 * percentuais do PREÇO (impostos sobre a venda, comissão, frete, despesas administrativas e financeiras,
 * lucro), então preço = custo ÷ (1 − Σ% ÷ 100). Um markup com Σ% ≥ 100 não forma preço nenhum e é recusado.
 */
import * as z from 'zod';
import { Decimal, toDecimal, type DecimalInput } from '../common/decimal.ts';
import { optionalText, requiredObject, requiredOr, requiredText } from '../common/schema.ts';

/** Os percentuais de um markup, na ordem em que a tela os mostra. */
export const MARKUP_PERCENTS = ['PcImpostos', 'PcComissao', 'PcFrete', 'PcAdministrativo', 'PcFinanceiro', 'PcLucro'] as const;
export type MarkupPercent = (typeof MARKUP_PERCENTS)[number];
export type MarkupPercents = Record<MarkupPercent, DecimalInput>;

/**
 * Um percentual de 0 a 99,99 com até 2 casas, como texto com ponto ('12.50'); vazio ou null é 0. Ausente fica
 * ausente: numa alteração parcial, o percentual não enviado continua o que era (numa criação, o padrão 0).
 */
export const percentField = z
  .union([z.string(), z.number(), z.null()], { error: requiredOr('invalid_number') })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === 'string' && v.trim() === '')) return '0.00';
    const d = toDecimal(typeof v === 'number' ? String(v) : v.replace(',', '.'));
    if (!d || d.decimalPlaces() > 2 || d.isNegative() || d.greaterThanOrEqualTo(100)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_percent' });
      return z.NEVER;
    }
    return d.toFixed(2);
  });

/** Σ dos percentuais (exato). */
export function markupSum(p: Partial<MarkupPercents>): Decimal {
  return MARKUP_PERCENTS.reduce((sum, key) => sum.plus(toDecimal(p[key]) ?? 0), new Decimal(0));
}

/** O divisor 1 − Σ% ÷ 100; null quando Σ% ≥ 100 (não há preço que pague os custos). */
export function markupDivisor(p: Partial<MarkupPercents>): Decimal | null {
  const divisor = new Decimal(1).minus(markupSum(p).dividedBy(100));
  return divisor.greaterThan(0) ? divisor : null;
}

/** O índice multiplicador (1 ÷ divisor), com 4 casas, como as planilhas de preço o mostram. */
export function markupIndex(p: Partial<MarkupPercents>): string | null {
  const divisor = markupDivisor(p);
  return divisor ? new Decimal(1).dividedBy(divisor).toFixed(4) : null;
}

/** Preço sugerido = custo ÷ divisor, arredondado meio para cima em centavos; null sem custo ou com Σ% ≥ 100. */
export function suggestedPrice(cost: DecimalInput, p: Partial<MarkupPercents>): string | null {
  const c = toDecimal(cost);
  const divisor = markupDivisor(p);
  if (!c || !divisor) return null;
  return c.dividedBy(divisor).toFixed(2);
}

/** Margem sobre o preço: (preço − custo) ÷ preço × 100, em % com 2 casas; null sem preço. */
export function marginPercent(price: DecimalInput, cost: DecimalInput): string | null {
  const p = toDecimal(price);
  const c = toDecimal(cost);
  if (!p || !c || p.isZero()) return null;
  return p.minus(c).dividedBy(p).times(100).toFixed(2);
}

/** Os campos de um markup (a API confere a soma depois de juntar uma alteração parcial ao que já existe). */
export const markupFields = requiredObject({
  NmMarkup: requiredText(80),
  DsMarkup: optionalText(255).nullable(),
  PcImpostos: percentField,
  PcComissao: percentField,
  PcFrete: percentField,
  PcAdministrativo: percentField,
  PcFinanceiro: percentField,
  PcLucro: percentField,
  StAtivo: z.boolean().optional(),
  /**
   * Os impostos sobre a venda vêm do motor de impostos, para o destino de cada orçamento (UF, contribuinte,
   * consumidor final, NCM e origem do produto, operação); PcImpostos fica como referência de quando não há destino.
   */
  StImpostosMotor: z.boolean().optional(),
});

/** A violação de um markup cuja soma não deixa preço: no lucro, o percentual que se ajusta primeiro. */
export function markupSumViolation(p: Partial<MarkupPercents>) {
  return markupDivisor(p) ? null : { propertyPath: 'PcLucro', message: 'markup_sum_too_high', params: { sum: markupSum(p).toFixed(2) } };
}

/** Markup completo (formulário e criação): os campos e a soma abaixo de 100 %. */
export const markupSchema = markupFields.superRefine((m, ctx) => {
  const v = markupSumViolation(m);
  if (v) ctx.addIssue({ code: 'custom', message: v.message, path: [v.propertyPath], params: v.params });
});
export type MarkupInput = z.input<typeof markupSchema>;
export type Markup = z.output<typeof markupSchema>;
