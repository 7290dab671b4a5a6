/**
 * The rules of the order conference, pure: what a scan counts against, when it is refused and why, when an
 * order is fully checked, and the picking lot's status that follows its orders. The service runs them under
 * the order's lock and stores what they decide (docs/separacao.md).
 */
import { Decimal } from '../common/decimal.ts';
import { formatQuantity } from '../common/format.ts';
import type { StatusPedido } from '../vendas/vendas.enums.ts';
import type { StatusLote } from '../roteiro/roteiro.enums.ts';
import type { StatusSeparacaoPedido } from './separacao.enums.ts';

/** One line to check: an order item in one stock lot (null for a product kept without lots), in the product's unit. */
export interface ConferenceLine {
  /** lote_separacao_items id. */
  id: number;
  item: number;
  product: number;
  lot: number | null;
  lotCode: string | null;
  /** The stock lot's expiry (YYYY-MM-DD). */
  expiry: string | null;
  expected: string;
  counted: string;
}

/** A line as the conference screen shows it: the product's codes, name, unit and shelf. */
export interface ConferenceScreenLine extends ConferenceLine {
  CdProduto: string;
  CdEan: string | null;
  NmProduto: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  DsLocalizacao: string | null;
}

/** The conference screen's state of an order (GET /conferencia_pedidos/{id}, and the answer of a scan). */
export interface ConferenceState {
  CodPedido: number;
  Cliente: string | null;
  StatusPedido: string;
  DtEntrega: string | null;
  IdLoteSeparacao: number | null;
  StatusLoteSeparacao: string | null;
  StatusSeparacaoPedido: string | null;
  /** The lot's other live orders whose conference is not finished: with none, closing this one releases the lot. */
  lotOrdersLeft: number;
  lines: ConferenceScreenLine[];
  progress: { expected: string; counted: string; complete: boolean; divergences: { line: ConferenceScreenLine; difference: string }[] };
  boxes: { IdCaixaSeparacao: number; NrCaixa: number; VlPeso: string }[];
  scans: { DtLeitura: string; CdProduto: string; NmProduto: string; CdLote: string | null; QtLida: string; NmUsuario: string | null }[];
}

/** One order of the conference report (GET /relatorio_conferencia): expected against counted, who and when. */
export interface ConferenceReportOrder {
  CodPedido: number;
  Cliente: string | null;
  StatusPedido: string;
  StatusSeparacaoPedido: string | null;
  QtPedida: string;
  QtSeparada: string;
  lines: { CdProduto: string; NmProduto: string; CdLote: string | null; DtValidadeLote: string | null; CdSigla: string | null; TpUnidade: string | null; QtPedida: string; QtSeparada: string; Diferenca: string }[];
  divergences: number;
  scans: { DtLeitura: string; NmUsuario: string | null; CdProduto: string; CdLote: string | null; QtLida: string }[];
  /** Who scanned, and the first and last scan. */
  conferentes: string[];
  inicio: string | null;
  fim: string | null;
}

export interface ConferenceReport {
  IdLoteSeparacao: number;
  DsLote: string | null;
  StatusLoteSeparacao: string;
  DtEntrega: string | null;
  DtCriacao: string;
  pedidos: ConferenceReportOrder[];
}

/** The stock lot a scan named (looked up by its code among the product's lots). */
export interface ScannedLot {
  id: number;
  code: string;
  expiry: string;
}

export type ScanRefusal =
  | { code: 'wrong_product'; field: 'codigo' }
  | { code: 'lot_required'; field: 'lote' }
  | { code: 'unknown_lot'; field: 'lote'; params: { lot: string; expected: string } }
  | { code: 'expired_lot'; field: 'lote'; params: { lot: string; expiry: string } }
  | { code: 'wrong_lot'; field: 'lote'; params: { lot: string; expected: string }; swap: { item: number; from: number[]; to: number } }
  | { code: 'over_quantity'; field: 'quantidade'; params: { expected: string; counted: string } };

export type ScanCheck = { ok: true; line: ConferenceLine } | ({ ok: false } & ScanRefusal);

/**
 * Where a scan of `quantity` units of `product` (and `lot`, for a product kept by lot) counts, or why it is
 * refused: a product not in the order; no lot for a product kept by lot; an expired lot (even the reserved one);
 * a lot other than the reserved ones (the swap is offered from the item's lots to it); more than ordered.
 * `lotKnown` false means the scanned lot code is none of the product's lots: `lot` is then null.
 */
export function checkScan(lines: readonly ConferenceLine[], scan: { product: number; lot: ScannedLot | null; lotText: string | null; quantity: string }, today: string): ScanCheck {
  const mine = lines.filter((l) => l.product === scan.product);
  if (!mine.length) return { ok: false, code: 'wrong_product', field: 'codigo' };
  const q = new Decimal(scan.quantity);
  const room = (l: ConferenceLine) => new Decimal(l.expected).minus(l.counted).greaterThanOrEqualTo(q);
  const byLot = mine.some((l) => l.lot !== null);
  let candidates = mine;
  if (byLot) {
    if (!scan.lot) {
      if (!scan.lotText) return { ok: false, code: 'lot_required', field: 'lote' };
      // A code that is none of the product's lots: the expected lots are named in the message.
      return { ok: false, code: 'unknown_lot', field: 'lote', params: { lot: scan.lotText, expected: lotCodes(mine) } };
    }
    if (scan.lot.expiry < today) return { ok: false, code: 'expired_lot', field: 'lote', params: { lot: scan.lot.code, expiry: scan.lot.expiry } };
    candidates = mine.filter((l) => l.lot === scan.lot!.id);
    if (!candidates.length) {
      // The swap moves the reservation of the first item of this product that still has units to check.
      const open = mine.find((l) => new Decimal(l.expected).greaterThan(l.counted)) ?? mine[0];
      const from = mine.filter((l) => l.item === open.item && new Decimal(l.expected).greaterThan(l.counted)).map((l) => l.lot!);
      return { ok: false, code: 'wrong_lot', field: 'lote', params: { lot: scan.lot.code, expected: lotCodes(mine) }, swap: { item: open.item, from, to: scan.lot.id } };
    }
  }
  const line = candidates.find(room);
  if (!line) {
    const expected = candidates.reduce((s, l) => s.plus(l.expected), new Decimal(0));
    const counted = candidates.reduce((s, l) => s.plus(l.counted), new Decimal(0));
    return { ok: false, code: 'over_quantity', field: 'quantidade', params: { expected: expected.toFixed(3), counted: counted.toFixed(3) } };
  }
  return { ok: true, line };
}

function lotCodes(lines: readonly ConferenceLine[]): string {
  return [...new Set(lines.map((l) => l.lotCode).filter((c): c is string => !!c))].join(', ');
}

/** A line whose counted quantity differs from the expected one. */
export interface Divergence<L extends ConferenceLine = ConferenceLine> {
  line: L;
  /** Counted minus expected: negative when units are missing. */
  difference: string;
}

/** The conference of an order: complete when every line counted exactly what it expects; the lines that differ. */
export function conferenceProgress<L extends ConferenceLine>(lines: readonly L[]): { expected: string; counted: string; complete: boolean; divergences: Divergence<L>[] } {
  const expected = lines.reduce((s, l) => s.plus(l.expected), new Decimal(0));
  const counted = lines.reduce((s, l) => s.plus(l.counted), new Decimal(0));
  const divergences = lines.filter((l) => !new Decimal(l.counted).equals(l.expected)).map((line) => ({ line, difference: new Decimal(line.counted).minus(line.expected).toFixed(3) }));
  return { expected: expected.toFixed(3), counted: counted.toFixed(3), complete: lines.length > 0 && divergences.length === 0, divergences };
}

/** The expected and counted quantities of one unit of measure (UN, KG...) across an order's or a lot's lines. */
export interface UnitTotal {
  /** The unit's symbol (CdSigla); null for a product without one. */
  unit: string | null;
  /** The unit's kind (TpUnidade): 'F' fractional shows 3 decimals, the others none. */
  unitType: string | null;
  expected: string;
  counted: string;
}

/**
 * Totals per unit of measure, in the order units first appear: 5 UN + 3 UN + 1 KG is "8 UN · 1 KG", never "9"
 * (quantities of different units do not add up).
 */
export function totalsByUnit(lines: readonly { CdSigla: string | null; TpUnidade: string | null; expected: string; counted: string }[]): UnitTotal[] {
  const byUnit = new Map<string, { unit: string | null; unitType: string | null; expected: Decimal; counted: Decimal }>();
  for (const l of lines) {
    const key = `${l.CdSigla ?? ''}|${l.TpUnidade ?? ''}`;
    const total = byUnit.get(key) ?? { unit: l.CdSigla, unitType: l.TpUnidade, expected: new Decimal(0), counted: new Decimal(0) };
    byUnit.set(key, { ...total, expected: total.expected.plus(l.expected), counted: total.counted.plus(l.counted) });
  }
  return [...byUnit.values()].map((t) => ({ unit: t.unit, unitType: t.unitType, expected: t.expected.toFixed(3), counted: t.counted.toFixed(3) }));
}

/**
 * One side of the totals as people read it: "8 UN · 1,000 KG" (3 decimals only for fractional units), "0 UN" when
 * there is nothing. `missing` gives expected minus counted per unit, leaving out the units with nothing missing.
 */
export function formatUnitTotals(totals: readonly UnitTotal[], side: 'expected' | 'counted' | 'missing', locale?: string): string {
  const parts = totals.flatMap((t) => {
    const value = side === 'missing' ? new Decimal(t.expected).minus(t.counted) : new Decimal(t[side]);
    if (side === 'missing' && !value.greaterThan(0)) return [];
    return [[formatQuantity(value.toFixed(3), t.unitType, locale), t.unit].filter(Boolean).join(' ')];
  });
  return parts.join(' · ');
}

/** Order statuses whose conference is over: checked (L), closed with items missing (X), invoiced (T, P), returned (D). */
export const CONFERENCIA_ENCERRADA: readonly StatusPedido[] = ['L', 'X', 'T', 'P', 'D'];

/**
 * The picking lot's status from its orders' statuses: Liberado when every order has finished its conference
 * (checked L, closed partial X, or invoiced after it, T/P) or left (cancelled C); Em Separação once one is in
 * conference or finished; otherwise it stays as it is (Aberto, or Em Separação set by hand when picking began).
 */
export function lotStatusOf(current: StatusLote, orders: readonly StatusPedido[]): StatusLote {
  const finished = (s: StatusPedido) => CONFERENCIA_ENCERRADA.includes(s);
  const live = orders.filter((s) => s !== 'C');
  if (live.length && live.every(finished)) return 'Liberado';
  if (live.some((s) => s === 'R' || finished(s))) return 'Em Separação';
  return current === 'Liberado' ? 'Em Separação' : current;
}

/** The order's separation status that its conference state says. */
export function separationStatusOf(order: StatusPedido, current: StatusSeparacaoPedido | null): StatusSeparacaoPedido {
  if (order === 'R') return 'Em Conferência';
  if (order === 'L' || order === 'T') return 'Conferido';
  if (order === 'X' || order === 'P') return 'Divergente';
  return current ?? 'Aberto';
}
