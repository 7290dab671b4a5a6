import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_MAX_DISCOUNT, Decimal, lineTotal, lineSizeViolations, lineWeight, lowestPrice, MAX_DISCOUNT_CONFIG, priceViolations, quantityViolations, suggestedPrice, type PedidoVendaItemInput } from '@backoffice/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { validationError, violation } from '../../platform/http/errors.ts';
import { settingValue } from '../admin/index.ts';
import { estoqueSaldos, produtoConversoes, produtos, tipoMedidas } from '../catalogo/index.ts';
import { markups, viewProdutoPrecos } from './markup.table.ts';
import { pedidoVendaItems } from './vendas.table.ts';
import { saleTaxPercent } from './order-events.ts';
import { activeItems } from './pedido-core.service.ts';

// The price of an order line: the product's price formation in the unit chosen (markup, engine taxes, conversion
// factor), the discount limit, and the stored values of a line after the quantity and price rules.

/**
 * The most discount (%) a user of the company may give: the company's `desconto_maximo` setting, 10 when it has
 * none; a stored value that is not a percentage from 0 to 100 is an error on the setting (settingValue).
 */
export async function maxDiscount(db: Executor, company: number): Promise<string> {
  return new Decimal((await settingValue(db, company, MAX_DISCOUNT_CONFIG)) ?? DEFAULT_MAX_DISCOUNT).toFixed(2);
}

interface Pricing {
  unit: number;
  tpUnidade: string;
  factor: string;
  suggested: string | null;
  cost: string;
  weightNet: string;
  weightGross: string;
  /** The sales-tax percentage the suggested price carries and where it came from; null without a markup. */
  taxes: { PcImpostosSugerido: string; TpOrigemImpostos: 'M' | 'D' } | null;
}

/**
 * The product's price formation today, in the unit asked for (the product's own, or one of its conversions). In a
 * quote (`order`), a markup that takes its taxes from the engine forms the price with the engine's percentage
 * for the quote's sale (destination, recipient, final consumer, operation, the product's NCM and origin).
 */
export async function pricingOf(db: Tx, company: number, product: number, unit: number | undefined, order?: number): Promise<Pricing> {
  const [p] = await db
    .select({
      unit: produtos.IdTipoMedida,
      cost: produtos.VlPrecoCusto,
      net: produtos.VlPesoLiquido,
      gross: produtos.VlPesoBruto,
      suggested: viewProdutoPrecos.VlPrecoSugerido,
      markup: viewProdutoPrecos.IdMarkup,
    })
    .from(produtos)
    .leftJoin(viewProdutoPrecos, eq(viewProdutoPrecos.IdProduto, produtos.IdProduto))
    .where(and(eq(produtos.IdProduto, product), eq(produtos.company, company)));
  if (!p) throw violation('IdProduto', 'record_not_in_company');
  const chosen = unit ?? p.unit;
  let factor = new Decimal(1);
  if (chosen !== p.unit) {
    const [c] = await db
      .select({ f: produtoConversoes.QtFator, to: produtoConversoes.IdTipoMedidaDestino })
      .from(produtoConversoes)
      .where(and(eq(produtoConversoes.IdProduto, product), eq(produtoConversoes.IdTipoMedida, chosen)));
    if (!c || (c.to !== null && c.to !== p.unit)) throw violation('IdTipoMedida', 'record_not_in_company');
    factor = new Decimal(c.f);
  }
  const [u] = await db.select({ tp: tipoMedidas.TpUnidade }).from(tipoMedidas).where(eq(tipoMedidas.IdTipoMedida, chosen));
  const formed = await markupPrice(db, company, { product, cost: p.cost, suggested: p.suggested, markup: p.markup }, order);
  return {
    unit: chosen,
    tpUnidade: u.tp,
    factor: factor.toFixed(6),
    suggested: formed.suggested === null ? null : factor.times(formed.suggested).toFixed(2),
    cost: factor.times(p.cost).toFixed(4),
    weightNet: p.net,
    weightGross: p.gross,
    taxes: formed.taxes,
  };
}

/**
 * The suggested price in the product's own unit and the sales-tax percentage in it: the markup's typed one (the
 * price view_produto_precos shows), or the engine's for the order's sale when the markup takes it from there and
 * the order has a destination.
 */
async function markupPrice(db: Tx, company: number, p: { product: number; cost: string; suggested: string | null; markup: number | null }, order?: number) {
  if (!p.markup) return { suggested: p.suggested, taxes: null };
  const [m] = await db.select().from(markups).where(eq(markups.IdMarkup, p.markup));
  const engine = m.StImpostosMotor && order !== undefined ? await saleTaxPercent(db, company, order, p.product) : null;
  if (engine === null) return { suggested: p.suggested, taxes: { PcImpostosSugerido: m.PcImpostos, TpOrigemImpostos: 'D' as const } };
  return { suggested: suggestedPrice(p.cost, { ...m, PcImpostos: engine }), taxes: { PcImpostosSugerido: engine, TpOrigemImpostos: 'M' as const } };
}

/**
 * After the quote's sale changed (recipient, destination, final consumer, operation): the items priced with the
 * engine's taxes get the new suggested price; those still at the suggested price follow it, a price typed by hand
 * stays.
 */
export async function repriceForSale(db: Tx, company: number, id: number): Promise<void> {
  for (const item of await activeItems(db, id)) {
    const pricing = await pricingOf(db, company, item.IdProduto, item.IdTipoMedida, id);
    if (pricing.taxes?.TpOrigemImpostos !== 'M' && item.TpOrigemImpostos !== 'M') continue;
    const followed = item.VlPrecoSugerido !== null && item.VlUnitario === item.VlPrecoSugerido && pricing.suggested !== null;
    const VlUnitario = followed ? pricing.suggested! : item.VlUnitario;
    await db
      .update(pedidoVendaItems)
      .set({ VlPrecoSugerido: pricing.suggested, ...pricing.taxes, VlUnitario, VlTotal: lineTotal(item.QtPedida, VlUnitario, item.PcDesconto) })
      .where(eq(pedidoVendaItems.IdPedidoVendaItem, item.IdPedidoVendaItem));
  }
}

type ItemValues = Omit<typeof pedidoVendaItems.$inferInsert, 'CodPedido' | 'CdEmpresa' | 'NrPosicao'>;

/** An item's stored values from its input and the price formation, after the quantity and discount rules. */
export function itemValues(input: Omit<PedidoVendaItemInput, 'CodPedido'>, pricing: Pricing, max: string): ItemValues {
  const VlUnitario = input.VlUnitario ?? pricing.suggested ?? '0.00';
  const PcDesconto = input.PcDesconto ?? '0.00';
  const violations = [
    ...quantityViolations(input.QtPedida, pricing.tpUnidade),
    ...priceViolations({ VlUnitario, PcDesconto, suggested: pricing.suggested, maxDiscount: max }),
  ];
  if (violations.length) throw validationError(violations);
  const size = lineSizeViolations({ QtPedida: input.QtPedida, VlUnitario, VlFatorConversao: pricing.factor, VlPesoLiquido: lineWeight(input.QtPedida, pricing.factor, pricing.weightNet), VlPesoBruto: lineWeight(input.QtPedida, pricing.factor, pricing.weightGross) });
  if (size.length) throw validationError(size);
  return {
    IdProduto: input.IdProduto,
    QtPedida: new Decimal(input.QtPedida).toFixed(3),
    IdTipoMedida: pricing.unit,
    VlFatorConversao: pricing.factor,
    IdFormula: input.IdFormula ?? null,
    DsVariaveis: input.DsVariaveis ?? null,
    VlUnitario,
    VlPrecoSugerido: pricing.suggested,
    VlPrecoCusto: pricing.cost,
    PcImpostosSugerido: pricing.taxes?.PcImpostosSugerido ?? null,
    TpOrigemImpostos: pricing.taxes?.TpOrigemImpostos ?? null,
    PcDesconto,
    VlTotal: lineTotal(input.QtPedida, VlUnitario, PcDesconto),
    VlPesoLiquido: lineWeight(input.QtPedida, pricing.factor, pricing.weightNet),
    VlPesoBruto: lineWeight(input.QtPedida, pricing.factor, pricing.weightGross),
  };
}

/**
 * GET /pedido_venda_items_sugestao: what a new line of the product would be priced at in the unit asked (or
 * the product's): the markup's suggested price, the lowest net price the user may give and the discount limit,
 * the units it sells in (its own and its conversions, with their factors) and the stock available to sell.
 */
export async function pricingSuggestion(db: Tx, company: number, product: number, unit: number | undefined, order?: number) {
  const pricing = await pricingOf(db, company, product, unit, order);
  const max = await maxDiscount(db, company);
  const [own] = await db
    .select({ IdTipoMedida: tipoMedidas.IdTipoMedida, CdSigla: tipoMedidas.CdSigla, TpUnidade: tipoMedidas.TpUnidade })
    .from(produtos)
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtos.IdTipoMedida))
    .where(eq(produtos.IdProduto, product));
  const conversions = await db
    .select({ IdTipoMedida: tipoMedidas.IdTipoMedida, CdSigla: tipoMedidas.CdSigla, TpUnidade: tipoMedidas.TpUnidade, VlFatorConversao: produtoConversoes.QtFator })
    .from(produtoConversoes)
    .innerJoin(tipoMedidas, eq(tipoMedidas.IdTipoMedida, produtoConversoes.IdTipoMedida))
    .where(and(eq(produtoConversoes.IdProduto, product), sql`(${produtoConversoes.IdTipoMedidaDestino} is null or ${produtoConversoes.IdTipoMedidaDestino} = ${own.IdTipoMedida})`))
    .orderBy(asc(tipoMedidas.CdSigla));
  const [stock] = await db
    .select({ available: sql<string>`coalesce(sum(${estoqueSaldos.QtEstoque} - ${estoqueSaldos.QtReservada}), 0)::numeric(14,3)` })
    .from(estoqueSaldos)
    .where(and(eq(estoqueSaldos.IdProduto, product), eq(estoqueSaldos.company, company)));
  return {
    IdProduto: product,
    IdTipoMedida: pricing.unit,
    TpUnidade: pricing.tpUnidade,
    VlFatorConversao: pricing.factor,
    VlPrecoSugerido: pricing.suggested,
    PcImpostosSugerido: pricing.taxes?.PcImpostosSugerido ?? null,
    TpOrigemImpostos: pricing.taxes?.TpOrigemImpostos ?? null,
    VlPrecoMinimo: lowestPrice(pricing.suggested, max),
    PcDescontoMaximo: max,
    QtDisponivel: stock.available,
    unidades: [{ ...own, VlFatorConversao: '1.000000' }, ...conversions],
  };
}
