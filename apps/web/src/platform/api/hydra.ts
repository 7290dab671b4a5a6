/** A Hydra collection as API Platform answers it (with or without the `hydra:` prefix). */
export interface HydraCollection<T> {
  '@id'?: string;
  'hydra:member'?: T[];
  'hydra:totalItems'?: number;
  member?: T[];
  totalItems?: number;
  /** The total is the database's estimate (large lists), not an exact count. */
  estimatedTotal?: boolean;
}

export function membersOf<T>(collection: HydraCollection<T> | null | undefined): T[] {
  return collection?.['hydra:member'] ?? collection?.member ?? [];
}

export function totalOf(collection: HydraCollection<unknown> | null | undefined): number {
  const total = collection?.['hydra:totalItems'] ?? collection?.totalItems;
  return typeof total === 'number' ? total : membersOf(collection).length;
}

/** Whether the total is an estimate ("cerca de 1.000.000"): the API answers it for large lists. */
export function isEstimatedTotal(collection: HydraCollection<unknown> | null | undefined): boolean {
  return collection?.estimatedTotal === true;
}

/** The id of an IRI such as `/api/people/12` (12), or the value itself when it is already an id. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.split('/').filter(Boolean).pop();
  if (value && typeof value === 'object') {
    const record = value as { id?: unknown; '@id'?: unknown };
    if (record.id !== undefined) return idOf(record.id);
    if (record['@id'] !== undefined) return idOf(record['@id']);
  }
  return undefined;
}
