import { Decimal, onlyDigits, sumDecimals } from '@backoffice/domain';
import type { Violation } from '../../platform/http/errors.ts';
import type { NfeCobranca, NfeLote } from './fiscal.table.ts';

/**
 * Receiving a supplier's NF-e, the pure part: which of our products each item is (confirmed by the user, learnt from
 * the supplier's code, or by GTIN), how many of our unit it brings (the supplier's quantity × the factor), its lots,
 * the payable titles of the invoice and the differences against the purchase order line. Violations name the item by
 * its position in the invoice (`itens.0` is nItem 1).
 */

export type MatchOrigin = 'informado' | 'codigo' | 'gtin';

export interface InvoiceItem {
  NrItem: number;
  CdProduto: string | null;
  CdUnidade: string | null;
  QtComercial: string | null;
  VlProduto: string | null;
  CdEan: string | null;
  CdEanTributavel: string | null;
  DsRastro: NfeLote[];
}

export interface Candidates {
  /** What the user confirmed for the item (the body). */
  confirmed?: { IdProduto: number; QtFator?: string | null };
  /** What the company learnt for the supplier's code. */
  remembered?: { IdProduto: number; QtFator: string };
  /** The product whose code or barcode is the item's GTIN. */
  byGtin?: number;
}

export interface Match {
  IdProduto: number | null;
  origem: MatchOrigin | null;
  /** A factor the user confirmed or the code remembers (null: the catalogue's units decide). */
  QtFator: string | null;
}

/** The item's product: the user's word first, then the supplier's code the company learnt, then the GTIN. */
export function matchItem(c: Candidates): Match {
  if (c.confirmed) {
    const factor = c.confirmed.QtFator ?? (c.remembered?.IdProduto === c.confirmed.IdProduto ? c.remembered.QtFator : null);
    return { IdProduto: c.confirmed.IdProduto, origem: 'informado', QtFator: factor };
  }
  if (c.remembered) return { IdProduto: c.remembered.IdProduto, origem: 'codigo', QtFator: c.remembered.QtFator };
  if (c.byGtin) return { IdProduto: c.byGtin, origem: 'gtin', QtFator: null };
  return { IdProduto: null, origem: null, QtFator: null };
}

/** The GTINs an item can be found by (commercial, then taxable unit). */
export const gtinsOf = (item: Pick<InvoiceItem, 'CdEan' | 'CdEanTributavel'>): string[] => [...new Set([item.CdEan, item.CdEanTributavel].filter((g): g is string => !!g))];

export interface ProductUnit {
  CdSigla: string;
  /** 'F' fractional (3 decimals), 'I' whole. */
  TpUnidade: string;
  conversoes: { CdSigla: string; QtFator: string }[];
}

const sameUnit = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * How many of our product's unit one unit of the supplier's holds: the confirmed (or learnt) factor; 1 when the
 * supplier's unit is ours; the catalogue's conversion from that unit; null when nothing says.
 */
export function factorFor(supplierUnit: string | null, product: ProductUnit, given: string | null): string | null {
  if (given !== null && given !== undefined) return new Decimal(given).toString();
  if (sameUnit(supplierUnit, product.CdSigla)) return '1';
  const conversion = product.conversoes.find((c) => sameUnit(c.CdSigla, supplierUnit));
  return conversion ? new Decimal(conversion.QtFator).toString() : null;
}

export interface ReceiptLot {
  CdLote: string;
  DtFabricacao: string;
  DtValidade: string;
  /** In our unit. */
  QtEstoque: string;
}

export interface ReceiptLine {
  /** The whole item in our unit (3 decimals). */
  QtEstoque: string;
  lotes: ReceiptLot[];
  /** What no lot of the invoice holds, in our unit ('0.000' when the lots cover the item). */
  QtSemLote: string;
  /** The item's value per unit of ours. */
  VlCustoUnitario: string;
}

/**
 * The stock an item brings, in our unit: qCom × factor, its `rastro` lots converted the same way (a whole unit must
 * stay whole), and the cost per unit of ours. Violations on `itens.<position>`.
 */
export function receiptLine(position: number, item: InvoiceItem, product: ProductUnit, factor: string): { line: ReceiptLine } | { violations: Violation[] } {
  const at = (field: string, message: string, params?: Record<string, string>): Violation => ({ propertyPath: `itens.${position}.${field}`, message, ...(params ? { params } : {}) });
  const f = new Decimal(factor);
  if (!f.greaterThan(0)) return { violations: [at('QtFator', 'receipt_factor_positive')] };
  const whole = product.TpUnidade !== 'F';
  const quantity = new Decimal(item.QtComercial ?? 0).times(f);
  const violations: Violation[] = [];
  const exact = (q: Decimal, field: string) => {
    if (whole ? !q.isInteger() : q.decimalPlaces() > 3) violations.push(at(field, 'receipt_quantity_not_exact', { quantity: q.toString(), unit: product.CdSigla }));
  };
  exact(quantity, 'QtFator');
  const lotes: ReceiptLot[] = item.DsRastro.map((r, i) => {
    const q = new Decimal(r.qLote || 0).times(f);
    exact(q, `lotes.${i}.qLote`);
    if (r.dVal && r.dFab && r.dVal < r.dFab) violations.push(at(`lotes.${i}.dVal`, 'receipt_lot_dates', { lot: r.nLote }));
    return { CdLote: r.nLote, DtFabricacao: r.dFab, DtValidade: r.dVal, QtEstoque: q.toFixed(3) };
  });
  const inLots = sumDecimals(lotes.map((l) => l.QtEstoque));
  if (inLots.greaterThan(quantity)) violations.push(at('lotes', 'receipt_lots_exceed', { lots: inLots.toFixed(3), quantity: quantity.toFixed(3) }));
  if (violations.length) return { violations };
  const cost = quantity.isZero() ? new Decimal(0) : new Decimal(item.VlProduto ?? 0).dividedBy(quantity);
  return { line: { QtEstoque: quantity.toFixed(3), lotes, QtSemLote: quantity.minus(inLots).toFixed(3), VlCustoUnitario: cost.toDecimalPlaces(4).toFixed(4) } };
}

export interface InvoiceForTitles {
  NrNf: string;
  /** The invoice's series (null read as 1, the series of most issuers). */
  NrSerie?: string | null;
  CNPJEmitente: string;
  NmEmpresa: string;
  DataEmissaoNota: string;
  VlNf: string;
  DsCobranca: NfeCobranca | null;
}

export interface PlannedTitle {
  NrTitulo: string;
  NmTitulo: string;
  DtEmissao: string;
  DtVencimento: string;
  VlTitulo: string;
  /** The instalment's number in the invoice (nDup), or null for the one title of pag/detPag. */
  nDup: string | null;
}

/**
 * The payable titles of a received invoice: one per instalment (cobr/dup) with its number, due date and value; without
 * instalments, one title of what pag/detPag says (vPag summed; 90 'sem pagamento' and zero make none) due on the
 * issue date. Numbers name the invoice as its access key does, so two invoices never share one: the issuer's
 * establishment (the CNPJ without its check digits: each branch numbers its own invoices), the series, the invoice's
 * number and the instalment's (its position when the dup has no nDup, which the layout allows).
 */
export function plannedTitles(x: InvoiceForTitles): PlannedTitle[] {
  const issued = x.DataEmissaoNota.slice(0, 10);
  const prefix = `${onlyDigits(x.CNPJEmitente).slice(0, 12)}-${Number(x.NrSerie ?? 1) || 0}-${x.NrNf}`;
  const name = `NF-e ${x.NrNf} ${x.NmEmpresa}`.slice(0, 200);
  const dups = x.DsCobranca?.dup ?? [];
  if (dups.length) {
    return dups.map((d, i) => {
      const nDup = d.nDup.trim() || String(i + 1).padStart(3, '0');
      return { NrTitulo: `${prefix}-${nDup}`.slice(0, 30), NmTitulo: name, DtEmissao: issued, DtVencimento: d.dVenc || issued, VlTitulo: new Decimal(d.vDup).toFixed(2), nDup };
    });
  }
  const paid = sumDecimals((x.DsCobranca?.pag ?? []).filter((p) => p.tPag !== '90').map((p) => p.vPag));
  if (!paid.greaterThan(0)) return [];
  return [{ NrTitulo: prefix.slice(0, 30), NmTitulo: name, DtEmissao: issued, DtVencimento: issued, VlTitulo: paid.toFixed(2), nDup: null }];
}

export interface OpenOrderLine {
  IdPedidoCompraItem: number;
  NrPedido: number;
  IdProduto: number;
  /** Open quantity and price, both in our unit. */
  QtAberta: string;
  VlUnitario: string;
}

export interface Difference {
  campo: 'quantidade' | 'preco';
  nota: string;
  pedido: string;
}

/** A unit price with the places it needs: the cents, and up to the 4 places purchase prices are kept in. */
const priceText = (v: string): string => {
  const d = new Decimal(v).toDecimalPlaces(4);
  return d.toFixed(Math.max(2, d.decimalPlaces()));
};

/**
 * What differs between an item as received and its purchase order line: the quantity (against what is still open)
 * and the price, judged by what the invoice charges for the item (vProd) against the same quantity at the order's
 * price, both to the cent, a cent apart at most (the invoice rounds its own product): purchase prices have 4 places,
 * so a price of fractions of a cent (R$ 0,0130 for R$ 0,0125) is a difference that unit prices rounded to the cent
 * would hide. The prices are said per unit of ours.
 */
export function differences(line: Pick<ReceiptLine, 'QtEstoque' | 'VlCustoUnitario'> & { VlProduto: string | null }, order: OpenOrderLine): Difference[] {
  const found: Difference[] = [];
  if (!new Decimal(line.QtEstoque).equals(order.QtAberta)) found.push({ campo: 'quantidade', nota: new Decimal(line.QtEstoque).toFixed(3), pedido: new Decimal(order.QtAberta).toFixed(3) });
  const charged = new Decimal(line.VlProduto ?? 0);
  const atOrderPrice = new Decimal(line.QtEstoque).times(order.VlUnitario).toDecimalPlaces(2);
  if (charged.minus(atOrderPrice).abs().greaterThan('0.01')) found.push({ campo: 'preco', nota: priceText(line.VlCustoUnitario), pedido: priceText(order.VlUnitario) });
  return found;
}

/**
 * The purchase order line an item is received against: the one named, else the oldest open line of the product not
 * taken by an earlier item of the invoice.
 */
export function orderLineFor(product: number, lines: OpenOrderLine[], taken: Set<number>, named?: number | null): OpenOrderLine | null {
  if (named) return lines.find((l) => l.IdPedidoCompraItem === named) ?? null;
  return lines.find((l) => l.IdProduto === product && !taken.has(l.IdPedidoCompraItem)) ?? null;
}
