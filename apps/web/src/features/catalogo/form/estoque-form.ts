import { Decimal, formatDate, parseBrazilianNumber, parseDate, type Locale } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';

/** The moves a person posts from the product screen: entry, exit, adjustment (signed, with a reason) and transfer. */
export const MOVE_KINDS = ['E', 'S', 'A', 'T'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** The lot choice that creates a lot with the entry. */
export const NEW_LOT = 'new';
/** The lot choice of stock kept without a lot. */
export const NO_LOT = 'none';

/** What the stock-move form edits: texts as typed (pt-BR numbers and dates). */
export interface MovimentoValues {
  TpMovimento: MoveKind;
  /** An IdLote, NO_LOT or NEW_LOT. */
  IdLote: string;
  CdLote: string;
  DtFabricacao: string;
  DtValidade: string;
  IdSetor: string | null;
  IdSetorDestino: string | null;
  QtMovimento: string;
  DsMotivo: string;
}

export function emptyMovimento(firstLot?: number): MovimentoValues {
  return {
    TpMovimento: 'E',
    IdLote: firstLot ? String(firstLot) : NO_LOT,
    CdLote: '',
    DtFabricacao: '',
    DtValidade: '',
    IdSetor: null,
    IdSetorDestino: null,
    QtMovimento: '',
    DsMotivo: '',
  };
}

/** Keeps what a quantity may hold while typed: digits, and a comma for fractional units; a leading minus for adjustments. */
export function quantityTyped(text: string, places: number, signed: boolean): string {
  const minus = signed && text.trimStart().startsWith('-') ? '-' : '';
  const body = text.replace(places ? /[^\d.,]/g : /\D/g, '');
  return minus + body;
}

/** Fabrication + the product's validity days, as typed in the locale ('' when the fabrication is not a date yet). */
export function defaultExpiry(fabricacao: string, days: number, locale: Locale): string {
  const iso = parseDate(fabricacao, locale);
  if (!iso) return '';
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return formatDate(d.toISOString().slice(0, 10), locale);
}

/** The form's own checks (the API checks again, with the balance): messages in the locale, by field. */
export function validateMovimento(v: MovimentoValues, places: number, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  const msg = (code: string) => translateMessage(code, locale);
  const q = parseBrazilianNumber(v.QtMovimento);
  if (!v.QtMovimento.trim()) errors.QtMovimento = msg('required');
  else if (q === null) errors.QtMovimento = msg('invalid_number');
  else {
    const n = new Decimal(q);
    if (v.TpMovimento === 'A' ? n.isZero() : !n.greaterThan(0)) errors.QtMovimento = msg(v.TpMovimento === 'A' ? 'quantity_not_zero' : 'quantity_positive');
    else if (places === 0 && !n.isInteger()) errors.QtMovimento = msg('whole_quantity');
  }
  if (!v.IdSetor) errors.IdSetor = msg('required');
  if (v.TpMovimento === 'A' && !v.DsMotivo.trim()) errors.DsMotivo = msg('reason_required');
  if (v.TpMovimento === 'T') {
    if (!v.IdSetorDestino) errors.IdSetorDestino = msg('required');
    else if (v.IdSetorDestino === v.IdSetor) errors.IdSetorDestino = msg('same_place');
  }
  if (v.TpMovimento === 'E' && v.IdLote === NEW_LOT) {
    if (!v.CdLote.trim()) errors.CdLote = msg('required');
    const fab = parseDate(v.DtFabricacao, locale);
    if (!fab) errors.DtFabricacao = msg(v.DtFabricacao.trim() ? 'invalid_date' : 'required');
    const exp = v.DtValidade.trim() ? parseDate(v.DtValidade, locale) : null;
    if (v.DtValidade.trim() && !exp) errors.DtValidade = msg('invalid_date');
    else if (fab && exp && exp < fab) errors.DtValidade = msg('expiry_before_fabrication');
  }
  return errors;
}

export interface MovimentoRequest {
  path: '/lote-estoque-produto' | '/estoque_movimentos';
  body: Record<string, unknown>;
}

/**
 * The call that posts the move: an entry into a new lot creates the lot with its first stock (one transaction,
 * POST /lote-estoque-produto); everything else is a stock move (POST /estoque_movimentos).
 */
export function movimentoRequest(v: MovimentoValues, IdProduto: number, locale: Locale): MovimentoRequest {
  const quantity = parseBrazilianNumber(v.QtMovimento) ?? v.QtMovimento;
  const sector = v.IdSetor ? Number(v.IdSetor) : null;
  if (v.TpMovimento === 'E' && v.IdLote === NEW_LOT) {
    return {
      path: '/lote-estoque-produto',
      body: {
        IdProduto,
        CdLote: v.CdLote.trim(),
        DtFabricacao: parseDate(v.DtFabricacao, locale) ?? v.DtFabricacao,
        DtValidade: v.DtValidade.trim() ? (parseDate(v.DtValidade, locale) ?? v.DtValidade) : null,
        QtEstoque: quantity,
        IdSetor: sector,
      },
    };
  }
  return {
    path: '/estoque_movimentos',
    body: {
      TpMovimento: v.TpMovimento,
      IdProduto,
      IdLote: v.IdLote === NO_LOT || v.IdLote === NEW_LOT ? null : Number(v.IdLote),
      IdSetor: sector,
      QtMovimento: quantity,
      IdSetorDestino: v.TpMovimento === 'T' && v.IdSetorDestino ? Number(v.IdSetorDestino) : null,
      DsMotivo: v.DsMotivo.trim() || null,
    },
  };
}

/** API violation paths of the two calls mapped to the form's fields. */
export const movimentoAliases: Record<string, string> = { QtEstoque: 'QtMovimento', TpMovimento: 'TpMovimento' };
