/**
 * What a barcode scanner types into the conference field, read as a product, a lot or both.
 *
 * - EAN-13 (and the other GTIN lengths: 8, 12, 14) with the GS1 check digit (`isValidGtin` of the catalogue).
 * - GS1-128 element strings: Application Identifiers (AI) with fixed or variable length data. A variable
 *   length field (10 lot, 21 serial, 30 count...) ends at the FNC1 separator, which scanners send as the ASCII
 *   group separator (GS, 0x1D); a keyboard-wedge scanner that cannot type GS is configured to send '|' or '~'
 *   instead, characters outside the GS1 character set 82, so they never occur inside a value. The
 *   human-readable form with parentheses, "(01)07891234000019(17)271231(10)L123", is read too, and the
 *   symbology identifier a scanner may prefix (`]C1`, `]d2`, `]Q3`, `]e0`) is dropped.
 *
 * Pure functions: the reference date for two-digit years is passed in.
 */
import { gtinAsEan13, isValidGtin } from '../catalogo/gtin.ts';

/** The group separator (FNC1 in the data) and the stand-ins a keyboard-wedge scanner can type. */
// eslint-disable-next-line no-control-regex -- FNC1 arrives as the ASCII group separator (0x1D) itself.
const SEPARATORS = /[\u001d|~]/;
const SYMBOLOGY_PREFIX = /^\][A-Za-z][0-9]/;

interface AiSpec {
  /** Digits of the AI itself. */
  ai: string;
  /** Fixed data length, or the maximum of a variable one. */
  length: number;
  variable: boolean;
  numeric: boolean;
}

/**
 * The AIs read here (GS1 General Specifications, §3.2): identification, batch, dates, serial, count and the
 * net weight in kilograms (310n, n decimals). Others end the reading with an error (they are not guessed).
 */
const AIS: AiSpec[] = [
  { ai: '00', length: 18, variable: false, numeric: true },
  { ai: '01', length: 14, variable: false, numeric: true },
  { ai: '02', length: 14, variable: false, numeric: true },
  { ai: '10', length: 20, variable: true, numeric: false },
  { ai: '11', length: 6, variable: false, numeric: true },
  { ai: '13', length: 6, variable: false, numeric: true },
  { ai: '15', length: 6, variable: false, numeric: true },
  { ai: '17', length: 6, variable: false, numeric: true },
  { ai: '21', length: 20, variable: true, numeric: false },
  { ai: '30', length: 8, variable: true, numeric: true },
  { ai: '37', length: 8, variable: true, numeric: true },
  ...[0, 1, 2, 3, 4, 5].map((n) => ({ ai: `310${n}`, length: 6, variable: false, numeric: true })),
];

export type Gs1Fields = Partial<Record<string, string>>;

export type Gs1Result = { ok: true; fields: Gs1Fields } | { ok: false; error: 'label_unknown_ai' | 'label_bad_length' | 'label_bad_value'; at: number };

function specAt(data: string, at: number): AiSpec | undefined {
  return AIS.find((s) => data.startsWith(s.ai, at));
}

/** Reads a GS1 element string (with FNC1/GS separators, or in the parenthesised human-readable form). */
export function parseGs1(raw: string): Gs1Result {
  let data = raw.trim().replace(SYMBOLOGY_PREFIX, '');
  if (data.startsWith('(')) {
    // "(01)...(10)..." — each value runs to the next "(" AI ")".
    const fields: Gs1Fields = {};
    const re = /\((\d{2,4})\)([^(]*)/g;
    let match: RegExpExecArray | null;
    let read = 0;
    while ((match = re.exec(data))) {
      const spec = AIS.find((s) => s.ai === match![1]);
      if (!spec) return { ok: false, error: 'label_unknown_ai', at: match.index };
      const value = match[2].replace(SEPARATORS, '');
      if (!validValue(spec, value)) return { ok: false, error: spec.variable ? 'label_bad_value' : 'label_bad_length', at: match.index };
      fields[spec.ai] = value;
      read += match[0].length;
    }
    return read === data.length && read > 0 ? { ok: true, fields } : { ok: false, error: 'label_bad_value', at: read };
  }
  // A leading separator (some scanners send FNC1 first) carries nothing.
  // eslint-disable-next-line no-control-regex -- the group separator (0x1D), as above.
  data = data.replace(/^[\u001d|~]+/, '');
  const fields: Gs1Fields = {};
  let at = 0;
  while (at < data.length) {
    const spec = specAt(data, at);
    if (!spec) return { ok: false, error: 'label_unknown_ai', at };
    const start = at + spec.ai.length;
    let end: number;
    if (spec.variable) {
      const sep = data.slice(start).search(SEPARATORS);
      end = sep < 0 ? data.length : start + sep;
    } else {
      end = start + spec.length;
      if (end > data.length) return { ok: false, error: 'label_bad_length', at };
    }
    const value = data.slice(start, end);
    if (!validValue(spec, value)) return { ok: false, error: spec.variable ? 'label_bad_value' : 'label_bad_length', at };
    fields[spec.ai] = value;
    at = end;
    // A separator after a fixed-length field is allowed (not required).
    while (at < data.length && SEPARATORS.test(data[at])) at++;
  }
  return { ok: true, fields };
}

function validValue(spec: AiSpec, value: string): boolean {
  if (!value.length || value.length > spec.length || (!spec.variable && value.length !== spec.length)) return false;
  if (spec.numeric) return /^\d+$/.test(value);
  // GS1 character set 82: printable ASCII but # $ @ [ \ ] ^ ` { | } ~ and space.
  return /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/.test(value);
}

/**
 * A GS1 date YYMMDD as ISO (YYYY-MM-DD). The century follows the GS1 rule (§7.12): within 49 years ahead or
 * 50 behind the reference year. Day 00 means the last day of the month. Null when it is not a date.
 */
export function gs1Date(yymmdd: string, today: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  let dd = Number(yymmdd.slice(4, 6));
  const current = Number(today.slice(0, 4));
  const century = Math.floor(current / 100) * 100;
  const diff = yy - (current % 100);
  const year = century + yy + (diff >= 51 ? -100 : diff <= -50 ? 100 : 0);
  if (mm < 1 || mm > 12) return null;
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  if (dd === 0) dd = last;
  if (dd > last) return null;
  return `${year}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/** What one scan says. */
export type Scan =
  /** A product's barcode (GTIN-8/12/13/14), check digit verified. */
  | { kind: 'gtin'; gtin: string }
  /** A GS1-128 label: the product's GTIN (AI 01/02), and when present its lot (10), expiry (17) and net weight in KG (310n). */
  | { kind: 'gs1'; gtin: string | null; lot: string | null; expiry: string | null; netWeight: string | null }
  /** Anything else: a lot code, or a product's own code typed by hand. */
  | { kind: 'text'; text: string }
  | { kind: 'invalid'; error: 'invalid_gtin' | Extract<Gs1Result, { ok: false }>['error'] };

/**
 * Reads what the scanner typed. Only digits of a GTIN length are a GTIN (a wrong check digit is refused, never
 * taken for a lot); a string that starts with a symbology identifier, a parenthesised AI, or AI 01/02 followed
 * by more than the GTIN is GS1; the rest is text.
 */
export function parseScan(raw: string, today: string): Scan {
  const text = raw.replace(/[\r\n]+$/, '').trim();
  const symbology = SYMBOLOGY_PREFIX.test(text);
  const body = text.replace(SYMBOLOGY_PREFIX, '');
  if (!symbology && /^\d+$/.test(body) && [8, 12, 13, 14].includes(body.length)) {
    return isValidGtin(body) ? { kind: 'gtin', gtin: gtinAsEan13(body) } : { kind: 'invalid', error: 'invalid_gtin' };
  }
  const looksGs1 = symbology || body.startsWith('(') || SEPARATORS.test(body) || /^0[12]\d{14}/.test(body);
  if (!looksGs1) return { kind: 'text', text: body };
  const parsed = parseGs1(body);
  if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
  const f = parsed.fields;
  const gtin = f['01'] ?? f['02'] ?? null;
  if (gtin && !isValidGtin(gtin)) return { kind: 'invalid', error: 'invalid_gtin' };
  const weightAi = Object.keys(f).find((k) => /^310\d$/.test(k));
  let netWeight: string | null = null;
  if (weightAi) {
    const places = Number(weightAi[3]);
    const digits = f[weightAi]!;
    const whole = digits.slice(0, digits.length - places).replace(/^0+(?=\d)/, '') || '0';
    netWeight = places ? `${whole}.${digits.slice(digits.length - places)}` : whole;
  }
  return {
    kind: 'gs1',
    gtin: gtin ? gtinAsEan13(gtin) : null,
    lot: f['10'] ?? null,
    expiry: f['17'] ? gs1Date(f['17'], today) : null,
    netWeight,
  };
}

/**
 * A quantity typed before the code, as point-of-sale screens take it: "12*7891234567895" counts 12, "2,5*..."
 * counts 2.5 (fractional units). Answers the quantity (dot decimal) and the rest of the input.
 */
export function splitQuantity(raw: string): { quantity: string | null; code: string } {
  const m = /^\s*(\d{1,7}(?:[.,]\d{1,3})?)\s*\*\s*(.+)$/.exec(raw);
  if (!m) return { quantity: null, code: raw };
  return { quantity: m[1].replace(',', '.'), code: m[2] };
}
