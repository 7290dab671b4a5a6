import { LIST_STATE_PREFIX } from '../session/logout';
import { DEFAULT_PAGE_SIZE } from '@backoffice/domain';
import { PAGE_SIZES, type AnyListDefinition, type FilterValues, type SortState } from './types';

/** What a list remembers per route and resource (spec §2): filters, sort, page size and visible columns. */
export interface RememberedListState {
  filters: FilterValues;
  sort: SortState | null;
  pageSize: number;
  visible: Record<string, boolean>;
  /** Column fields in the order the user put them (empty: the declaration's order). */
  order: string[];
}

export function listStateKey(pathname: string, resource: string): string {
  return `${LIST_STATE_PREFIX}${pathname}:${resource}`;
}

export function initialListState(definition: AnyListDefinition): RememberedListState {
  const visible: Record<string, boolean> = {};
  for (const column of definition.columns) visible[column.field] = !column.hidden;
  return {
    filters: { ...definition.defaultFilters },
    sort: definition.defaultSort ?? null,
    pageSize: definition.pageSize ?? DEFAULT_PAGE_SIZE,
    visible,
    order: [],
  };
}

/** The remembered state merged over the declaration's defaults; unknown fields are dropped. */
export function loadListState(key: string, definition: AnyListDefinition): RememberedListState {
  let stored: Partial<RememberedListState> | null = null;
  try {
    const raw = window.localStorage.getItem(key);
    stored = raw ? (JSON.parse(raw) as Partial<RememberedListState>) : null;
  } catch {
    stored = null;
  }
  return sanitizeListState(definition, stored);
}

/** A stored state (local storage, a saved layout) merged over the declaration's defaults; unknown fields are dropped. */
export function sanitizeListState(definition: AnyListDefinition, stored: Partial<RememberedListState> | null): RememberedListState {
  const initial = initialListState(definition);
  if (!stored || typeof stored !== 'object') return initial;
  const filterFields = new Set((definition.filters ?? []).map((f) => f.field));
  const columnFields = new Set(definition.columns.map((c) => c.field as string));
  const filters: FilterValues = {};
  for (const [field, value] of Object.entries(stored.filters ?? initial.filters)) {
    if (filterFields.has(field)) filters[field] = value;
  }
  const visible = { ...initial.visible };
  for (const [field, shown] of Object.entries(stored.visible ?? {})) {
    if (columnFields.has(field) && typeof shown === 'boolean') visible[field] = shown;
  }
  const sort =
    stored.sort && columnFields.has(stored.sort.field) && (stored.sort.direction === 'asc' || stored.sort.direction === 'desc')
      ? stored.sort
      : stored.sort === null
        ? null
        : initial.sort;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(stored.pageSize ?? 0) ? (stored.pageSize as number) : initial.pageSize;
  const order = Array.isArray(stored.order) ? stored.order.filter((f): f is string => typeof f === 'string' && columnFields.has(f)) : [];
  return { filters, sort, pageSize, visible, order };
}

/** The columns in the user's order: the ordered ones first, the rest (new columns) after, as declared. */
export function orderColumns<C extends { field: string }>(columns: ReadonlyArray<C>, order: readonly string[]): C[] {
  if (!order.length) return [...columns];
  const rank = new Map(order.map((field, i) => [field, i]));
  return columns
    .map((column, i) => ({ column, i }))
    .sort((a, b) => (rank.get(a.column.field) ?? order.length + a.i) - (rank.get(b.column.field) ?? order.length + b.i))
    .map((x) => x.column);
}

export function saveListState(key: string, state: RememberedListState): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the list still works, it just forgets.
  }
}
