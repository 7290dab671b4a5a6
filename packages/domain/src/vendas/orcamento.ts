/**
 * Regras puras de orçamentos e pedidos: total da linha, totais do cabeçalho, o desconto que o usuário pode dar,
 * a quantidade na unidade do produto e o que falta para finalizar um orçamento. A API as compõe nos serviços
 * (apps/api/src/modules/vendas/orcamentos.service.ts); a tela usa as mesmas para mostrar os totais.
 */
import { Decimal, toDecimal, type DecimalInput } from '../common/decimal.ts';
import { isValidDocument } from '../common/documents.ts';
import { isFractionalUnit } from '../catalogo/units.ts';
import { fitsNumeric, MONEY_COLUMN, QUANTITY_COLUMN } from '../common/limits.ts';

/** Desconto máximo (%) quando a empresa não configurou `desconto_maximo`. */
export const DEFAULT_MAX_DISCOUNT = '10';
/** A chave de configuração (configs) do desconto máximo da empresa, em %. */
export const MAX_DISCOUNT_CONFIG = 'desconto_maximo' as const;

export interface OrderViolation {
  propertyPath: string;
  message: string;
  params?: Record<string, string | number>;
}

const dec = (v: DecimalInput) => toDecimal(v) ?? new Decimal(0);

/** Quantidade × preço, meio para cima em centavos (o valor bruto da linha). */
export function lineGross(qty: DecimalInput, price: DecimalInput): string {
  return dec(qty).times(dec(price)).toFixed(2);
}

/** Total da linha: quantidade × preço × (1 − desconto% ÷ 100), meio para cima em centavos. */
export function lineTotal(qty: DecimalInput, price: DecimalInput, discountPercent: DecimalInput): string {
  return dec(qty).times(dec(price)).times(new Decimal(1).minus(dec(discountPercent).dividedBy(100))).toFixed(2);
}

/** Peso da linha: quantidade × fator de conversão × peso unitário do produto, com 3 casas. */
export function lineWeight(qty: DecimalInput, factor: DecimalInput, unitWeight: DecimalInput): string {
  return dec(qty).times(toDecimal(factor) ?? 1).times(dec(unitWeight)).toFixed(3);
}

export interface TotalsLine {
  QtPedida: DecimalInput;
  VlUnitario: DecimalInput;
  PcDesconto: DecimalInput;
  VlPesoLiquido: DecimalInput;
  VlPesoBruto: DecimalInput;
  /** 'A' ativo, 'C' cancelado (fora dos totais). */
  StItem: string;
}

export interface OrderTotals {
  VlProdutos: string;
  VlDesconto: string;
  VlFrete: string;
  VlImpostos: string;
  VlTotal: string;
  VlPesoLiquido: string;
  VlPesoBruto: string;
}

/**
 * Totais do cabeçalho a partir das linhas ativas: produtos (Σ quantidade × preço), descontos (Σ bruto − total da
 * linha), frete, impostos e total = produtos − descontos + frete + impostos; pesos somados.
 */
export function orderTotals(lines: readonly TotalsLine[], freight: DecimalInput, taxes: DecimalInput): OrderTotals {
  let products = new Decimal(0);
  let discount = new Decimal(0);
  let net = new Decimal(0);
  let gross = new Decimal(0);
  for (const l of lines) {
    if (l.StItem !== 'A') continue;
    const g = new Decimal(lineGross(l.QtPedida, l.VlUnitario));
    products = products.plus(g);
    discount = discount.plus(g.minus(lineTotal(l.QtPedida, l.VlUnitario, l.PcDesconto)));
    net = net.plus(dec(l.VlPesoLiquido));
    gross = gross.plus(dec(l.VlPesoBruto));
  }
  const f = dec(freight);
  const t = dec(taxes);
  return {
    VlProdutos: products.toFixed(2),
    VlDesconto: discount.toFixed(2),
    VlFrete: f.toFixed(2),
    VlImpostos: t.toFixed(2),
    VlTotal: products.minus(discount).plus(f).plus(t).toFixed(2),
    VlPesoLiquido: net.toFixed(3),
    VlPesoBruto: gross.toFixed(3),
  };
}

/** O menor preço unitário líquido que o usuário pode dar: sugerido × (1 − máximo% ÷ 100), em centavos. */
export function lowestPrice(suggested: DecimalInput, maxDiscount: DecimalInput): string | null {
  const s = toDecimal(suggested);
  if (!s) return null;
  return s.times(new Decimal(1).minus(dec(maxDiscount).dividedBy(100))).toFixed(2);
}

/**
 * O desconto que o usuário pode dar: o percentual da linha até o máximo (no campo PcDesconto), e o preço
 * líquido (preço × (1 − desconto%)) não abaixo de sugerido × (1 − máximo%) (no campo VlUnitario). Sem preço
 * sugerido (produto sem custo ou sem markup) só o percentual é conferido.
 */
export function priceViolations(line: { VlUnitario: DecimalInput; PcDesconto: DecimalInput; suggested: DecimalInput; maxDiscount: DecimalInput }): OrderViolation[] {
  const max = dec(line.maxDiscount);
  const discount = dec(line.PcDesconto);
  if (discount.greaterThan(max)) return [{ propertyPath: 'PcDesconto', message: 'discount_above_limit', params: { max: max.toFixed(2) } }];
  const lowest = lowestPrice(line.suggested, max);
  if (lowest === null) return [];
  const net = dec(line.VlUnitario).times(new Decimal(1).minus(discount.dividedBy(100)));
  if (net.toDecimalPlaces(2).lessThan(lowest)) return [{ propertyPath: 'VlUnitario', message: 'price_below_limit', params: { min: lowest } }];
  return [];
}

/** Quantidade na unidade do produto: positiva; inteira numa unidade que não é fracionária (TpUnidade 'F'). */
export function quantityViolations(qty: DecimalInput, tpUnidade: string | null | undefined, path = 'QtPedida'): OrderViolation[] {
  const q = toDecimal(qty);
  if (!q || !q.greaterThan(0)) return [{ propertyPath: path, message: 'quantity_positive' }];
  if (q.decimalPlaces() > 3) return [{ propertyPath: path, message: 'invalid_number' }];
  if (!isFractionalUnit(tpUnidade) && !q.isInteger()) return [{ propertyPath: path, message: 'whole_quantity' }];
  return [];
}

/**
 * Uma linha cujos valores não cabem nas colunas do pedido (dinheiro numeric(14,2); quantidade na unidade do
 * produto e pesos numeric(14,3)): a violação vai no campo que o usuário mudou (a quantidade, por padrão), não num
 * erro do banco sem campo. A quantidade sozinha cabe (o schema confere); o produto com o preço ou o fator, não.
 */
export function lineSizeViolations(
  line: { QtPedida: DecimalInput; VlUnitario: DecimalInput; VlFatorConversao: DecimalInput; VlPesoLiquido: DecimalInput; VlPesoBruto: DecimalInput },
  path = 'QtPedida',
): OrderViolation[] {
  const money = [lineGross(line.QtPedida, line.VlUnitario)];
  const quantities = [dec(line.QtPedida).times(toDecimal(line.VlFatorConversao) ?? 1), line.VlPesoLiquido, line.VlPesoBruto];
  const fits = money.every((v) => fitsNumeric(v, MONEY_COLUMN.precision, MONEY_COLUMN.scale)) && quantities.every((v) => fitsNumeric(v, QUANTITY_COLUMN.precision, QUANTITY_COLUMN.scale));
  return fits ? [] : [{ propertyPath: path, message: 'order_value_too_large' }];
}

/** Os totais do pedido que não cabem nas colunas do cabeçalho: a mesma violação, no campo da mudança. */
export function totalsSizeViolations(totals: OrderTotals, path = 'QtPedida'): OrderViolation[] {
  const money = [totals.VlProdutos, totals.VlDesconto, totals.VlFrete, totals.VlImpostos, totals.VlTotal];
  const weights = [totals.VlPesoLiquido, totals.VlPesoBruto];
  const fits = money.every((v) => fitsNumeric(v, MONEY_COLUMN.precision, MONEY_COLUMN.scale)) && weights.every((v) => fitsNumeric(v, QUANTITY_COLUMN.precision, QUANTITY_COLUMN.scale));
  return fits ? [] : [{ propertyPath: path, message: 'order_value_too_large' }];
}

/** Uma pessoa do pedido como a finalização a confere (null quando o id informado não existe na empresa). */
export interface OrderParty {
  document: string | null;
  /** Cidade e UF do endereço principal; null quando a pessoa não tem endereço. */
  address: { city: string | null; uf: string | null; street: string | null } | null;
}

/**
 * O que falta para um orçamento virar pedido: cliente; itens ativos ou o volume total (orçamento vendido por
 * peso); pagador e destino (quando informados) existentes e com documento válido; destino com endereço completo.
 */
export function finalizeViolations(o: {
  IdCliente: number | null;
  activeItems: number;
  QtVolumeTotal: DecimalInput;
  payer?: OrderParty | null | undefined;
  destination?: OrderParty | null | undefined;
  /** Ids informados: um id com a pessoa `null` não foi encontrado. */
  IdPagador?: number | null;
  IdDestino?: number | null;
}): OrderViolation[] {
  const out: OrderViolation[] = [];
  if (!o.IdCliente) out.push({ propertyPath: 'IdCliente', message: 'required' });
  if (o.activeItems === 0 && !dec(o.QtVolumeTotal).greaterThan(0)) out.push({ propertyPath: 'QtVolumeTotal', message: 'volume_or_products_required' });
  if (o.IdPagador) {
    if (!o.payer) out.push({ propertyPath: 'IdPagador', message: 'payer_not_found' });
    else if (!isValidDocument(o.payer.document)) out.push({ propertyPath: 'IdPagador', message: 'payer_document_invalid' });
  }
  if (o.IdDestino) {
    const d = o.destination;
    if (!d) out.push({ propertyPath: 'IdDestino', message: 'destination_not_found' });
    else if (!isValidDocument(d.document)) out.push({ propertyPath: 'IdDestino', message: 'destination_document_invalid' });
    else if (!d.address?.city || !d.address.uf || !d.address.street) out.push({ propertyPath: 'IdDestino', message: 'destination_address_incomplete' });
  }
  return out;
}

/**
 * O pedido é a consumidor final (indFinal da NF-e)? Padrão pelo tipo de contribuinte de quem recebe: quem não tem
 * IE (2 isento, 9 não contribuinte, ou sem cadastro) consome; o contribuinte (1) revende. O usuário muda no
 * cabeçalho: um contribuinte que compra para uso e consumo é consumidor final.
 */
export function consumidorFinalPadrao(tpContribuinte: string | null | undefined): boolean {
  return tpContribuinte !== '1';
}

/**
 * Um não contribuinte (9) é sempre consumidor final: a SEFAZ recusa a nota que diz o contrário (rejeição 696);
 * marcar assim mudaria o DIFAL e a ST que o motor calcula.
 */
export function consumidorFinalViolations(tpContribuinte: string | null | undefined, consumidorFinal: boolean | null | undefined): OrderViolation[] {
  return consumidorFinal === false && tpContribuinte === '9' ? [{ propertyPath: 'StConsumidorFinal', message: 'non_contributor_is_final' }] : [];
}
