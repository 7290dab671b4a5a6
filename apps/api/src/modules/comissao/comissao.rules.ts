import { Decimal, type DecimalInput } from '@backoffice/domain';

export interface TaxaComissao {
  IdRepresentante: number;
  IdFamiliaProduto: number | null;
  PcDescontoAte: string | null;
  PcComissao: string;
}

/**
 * The rate of an item: the representative's rows for the item's family (else the ones without family), and
 * among them the smallest discount bracket that covers the item's discount (a row without limit last).
 */
export function rateFor(rates: readonly TaxaComissao[], rep: number, family: number | null, discount: DecimalInput): string | null {
  const d = new Decimal(discount ?? 0);
  const covering = (fam: number | null) =>
    rates
      .filter((r) => r.IdRepresentante === rep && r.IdFamiliaProduto === fam && (r.PcDescontoAte === null || d.lte(r.PcDescontoAte)))
      .sort((a, b) => (a.PcDescontoAte === null ? 1 : b.PcDescontoAte === null ? -1 : new Decimal(a.PcDescontoAte).comparedTo(b.PcDescontoAte)));
  const row = (family !== null ? covering(family)[0] : undefined) ?? covering(null)[0];
  return row?.PcComissao ?? null;
}

/** `base × pct %` in cents, half-up. */
export function commissionOf(base: DecimalInput, pct: DecimalInput): string {
  return new Decimal(base ?? 0).times(pct ?? 0).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * What an item's commission should have released by now: its accrued amount in the proportion received of the
 * order's total (all of it once the order is paid), in cents. Releases are the difference from what was
 * released before, so rounding never drifts and the last receipt releases exactly the rest.
 */
export function releasedTarget(accrued: DecimalInput, received: DecimalInput, total: DecimalInput): Decimal {
  const a = new Decimal(accrued ?? 0);
  const t = new Decimal(total ?? 0);
  const r = new Decimal(received ?? 0);
  if (t.lte(0) || r.gte(t)) return a;
  return a.times(r).dividedBy(t).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * The part of an item's commission balance (accrued or released) a return of `qt` takes back, out of the `qtLeft`
 * the item still had not returned: in proportion, in cents, half-up; the return of all that is left takes the whole
 * balance, so the returns add up to it.
 */
export function returnedShare(balance: DecimalInput, qt: DecimalInput, qtLeft: DecimalInput): Decimal {
  const b = new Decimal(balance ?? 0);
  const left = new Decimal(qtLeft ?? 0);
  if (left.lte(0) || new Decimal(qt ?? 0).gte(left)) return b;
  return b.times(qt ?? 0).dividedBy(left).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
