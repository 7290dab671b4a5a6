import { Decimal, type DecimalInput } from '@backoffice/domain';

/**
 * The installments of an order from its payment term ('30/60/90' days from the issue date, '0' cash): equal
 * values in exact cents that add up to the total, the cents left over going one by one to the first ones. Never
 * an installment of R$ 0,00: a total of fewer cents than the term has installments takes the first due dates
 * only (R$ 0,01 in 30/60/90 is one installment of 0,01 at 30 days), and an order of R$ 0,00 (a bonus, a sample)
 * has nothing to receive and no installments.
 */
export function installments(total: DecimalInput, parcelas: string, issueDate: string): { NrParcela: number; DtVencimento: string; VlParcela: string }[] {
  const days = (parcelas || '0')
    .split('/')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 0);
  if (days.length === 0) days.push(0);
  const values = splitCents(total, days.length);
  return values.map((value, i) => ({ NrParcela: i + 1, DtVencimento: addDays(issueDate, days[i]), VlParcela: value }));
}

/**
 * `total` in at most `n` parts of whole cents, none of them zero, that add up to it; the cents left over go one
 * by one to the first parts. Fewer cents than `n` give one part of a cent each; zero (or less) gives none.
 */
export function splitCents(total: DecimalInput, n: number): string[] {
  const cents = new Decimal(total ?? 0).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (cents.lessThanOrEqualTo(0)) return [];
  const parts = cents.lessThan(n) ? cents.toNumber() : n;
  const base = cents.dividedToIntegerBy(parts);
  const rest = cents.minus(base.times(parts)).toNumber();
  return Array.from({ length: parts }, (_, i) => base.plus(i < rest ? 1 : 0).dividedBy(100).toFixed(2));
}

/** YYYY-MM-DD plus n calendar days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** An installment's state: P paid (receipts cover it), V late (open after its due date), A open. */
export function installmentState(value: DecimalInput, received: DecimalInput, due: string, today: string): 'A' | 'P' | 'V' {
  if (new Decimal(received ?? 0).gte(new Decimal(value ?? 0))) return 'P';
  return due < today ? 'V' : 'A';
}

/** An installment of the order's plan (not invoiced yet) and what was received of it. */
export interface PlanInstallment {
  id: number;
  date: string;
  value: string;
  received: string;
}

/**
 * What is left of the plan's installments once an invoice's duplicatas take their part: each duplicata is taken
 * from the plan's installment due the same day (the invoice's duplicatas are the plan in proportion), then from
 * the others in order, never below what was received of one. Returns each installment's new value; a duplicata
 * the plan cannot cover (cents of rounding) takes what there is.
 */
export function planAfterInvoice(plan: PlanInstallment[], duplicatas: { dVenc: string; vDup: string }[]): Map<number, string> {
  const left = new Map(plan.map((p) => [p.id, new Decimal(p.value)]));
  for (const dup of duplicatas) {
    let amount = new Decimal(dup.vDup);
    const order = [...plan.filter((p) => p.date === dup.dVenc), ...plan.filter((p) => p.date !== dup.dVenc)];
    for (const p of order) {
      if (amount.lte(0)) break;
      const free = Decimal.max(left.get(p.id)!.minus(p.received), 0);
      const take = Decimal.min(free, amount);
      left.set(p.id, left.get(p.id)!.minus(take));
      amount = amount.minus(take);
    }
  }
  return new Map([...left].map(([id, v]) => [id, v.toFixed(2)]));
}

export interface ParcelaAberta {
  id: number;
  due: string;
  value: DecimalInput;
  received: DecimalInput;
}

/**
 * A returned value taken off an order's installments: from the last due date backwards, each installment down to
 * what was received of it. An installment left at R$ 0,00 with nothing received goes away; one with receipts keeps
 * what was received (paid). What the open installments do not cover was already received: `refund` (at most all that
 * was received; the rest of a value above the order's is nobody's).
 */
export function abateDevolucao(parcelas: readonly ParcelaAberta[], value: DecimalInput): { changes: { id: number; value: string | null }[]; reduced: string; refund: string } {
  let left = new Decimal(value ?? 0);
  const changes: { id: number; value: string | null }[] = [];
  const latestFirst = [...parcelas].sort((a, b) => (a.due === b.due ? b.id - a.id : a.due < b.due ? 1 : -1));
  for (const p of latestFirst) {
    if (!left.greaterThan(0)) break;
    const open = Decimal.max(new Decimal(p.value ?? 0).minus(p.received ?? 0), 0);
    const cut = Decimal.min(open, left);
    if (cut.isZero()) continue;
    left = left.minus(cut);
    const rest = new Decimal(p.value ?? 0).minus(cut);
    changes.push({ id: p.id, value: rest.isZero() && new Decimal(p.received ?? 0).isZero() ? null : rest.toFixed(2) });
  }
  const received = parcelas.reduce((a, p) => a.plus(p.received ?? 0), new Decimal(0));
  return { changes, reduced: new Decimal(value ?? 0).minus(left).toFixed(2), refund: Decimal.min(left, received).toFixed(2) };
}
