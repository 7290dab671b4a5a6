/**
 * An id as the API writes it in a session or a record: a number, an IRI ('/api/people/7'), or an object with `id` or
 * `@id`. No imports: `storage.ts` reads the session's company with it, in the early script too (src/early.ts).
 */
export function numericId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const last = value.split('/').filter(Boolean).pop();
    const n = Number(last);
    return Number.isFinite(n) ? n : null;
  }
  if (value && typeof value === 'object') {
    const record = value as { id?: unknown; '@id'?: unknown };
    return numericId(record.id ?? record['@id']);
  }
  return null;
}
