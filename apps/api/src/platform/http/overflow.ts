import { Decimal, numericMax, toDecimal } from '@backoffice/domain';
import type { Violation } from './errors.ts';

/**
 * A number the database refused as too large (SQLSTATE 22003) that no schema caught, put on a field all the
 * same: the body's numbers at or past the column's limit (PostgreSQL's detail gives the column's precision and
 * scale, or the integer type), else the body's largest number (a total is a product of what was sent), else the
 * body as a whole. Schemas should catch these first (numericSchema); this is the safety net.
 */
export function overflowViolations(body: unknown, error: { message?: string; detail?: string }): Violation[] {
  const max = limitOf(`${error.detail ?? ''} ${error.message ?? ''}`);
  const params = max ? { max: max.toFixed() } : undefined;
  const numbers = numericLeaves(body, '');
  const over = max ? numbers.filter((n) => n.value.abs().greaterThan(max)) : [];
  const largest = numbers.reduce<(typeof numbers)[number] | null>((a, n) => (!a || n.value.abs().greaterThan(a.value.abs()) ? n : a), null);
  const paths = over.length ? over.map((n) => n.path) : [largest?.path ?? ''];
  return paths.map((propertyPath) => ({ propertyPath, message: params ? 'number_too_large' : 'invalid_number', ...(params ? { params } : {}) }));
}

/** The largest value the refused column holds, from PostgreSQL's words. */
function limitOf(text: string): Decimal | null {
  const numeric = /precision (\d+), scale (\d+)/.exec(text);
  if (numeric) return new Decimal(numericMax(Number(numeric[1]), Number(numeric[2])));
  if (/type smallint/.test(text)) return new Decimal(32767);
  if (/type integer/.test(text)) return new Decimal(2147483647);
  if (/type bigint/.test(text)) return new Decimal('9223372036854775807');
  return null;
}

function numericLeaves(value: unknown, path: string, depth = 0): { path: string; value: Decimal }[] {
  if (depth > 8) return [];
  if (typeof value === 'number' || typeof value === 'string') {
    const d = toDecimal(typeof value === 'number' ? value : value.replace(',', '.'));
    return d ? [{ path, value: d }] : [];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => numericLeaves(v, path ? `${path}.${k}` : k, depth + 1));
}
