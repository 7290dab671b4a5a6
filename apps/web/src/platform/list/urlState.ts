import { dateIssue, normalizeDocument, onlyDigits, PLAIN_DECIMAL_RE } from '@backoffice/domain';
import { encodeQuery, type QueryValue } from '../api/query-string';
import { filterParams, isLookup, type ListQueryState } from './query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type AnyListDefinition, type FilterDef, type FilterValue, type FilterValues, type SortState } from './types';

/**
 * The list's filters, sort, page and page size in the address bar, in the API's own grammar
 * (`?name=ana&uf[]=SP&order[name]=asc&page=2&itemsPerPage=20`), so Back and a shared link reopen the same list.
 * A lookup filter also keeps the label it shows (`cliente=42&cliente[label]=ACME`). Other parameters of the
 * page are left as they are.
 */

function paramOf(filter: FilterDef<any>): string {
  return filter.param ?? filter.field;
}

/** Whether a query parameter belongs to the list (so it is replaced when the list state changes). */
function isListKey(definition: AnyListDefinition, key: string): boolean {
  if (key === 'page' || key === 'itemsPerPage' || key.startsWith('order[')) return true;
  return (definition.filters ?? []).some((filter) => key === paramOf(filter) || key.startsWith(`${paramOf(filter)}[`));
}

/** Whether the address carries any list state; without it the list opens with what it remembers. */
export function hasListParams(definition: AnyListDefinition, params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => isListKey(definition, key));
}

/**
 * An address is typed, pasted and edited by hand: a value its filter cannot hold ('ontem' for a date, 'X' for a
 * status) is left out, as if absent, rather than shown as "Invalid Date" and sent for the API to refuse.
 */
const dayOrNull = (value: string | null) => (value !== null && value.length === 10 && !dateIssue(value) ? value : null);

/** '1234.56' (the API's decimal) as the money input reads it: '1.234,56'; null for what is not a decimal. */
function moneyText(decimal: string | null): string | null {
  if (!decimal || !PLAIN_DECIMAL_RE.test(decimal)) return null;
  const [int, frac] = decimal.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac === undefined ? grouped : `${grouped},${frac}`;
}

function readFilter(filter: FilterDef<any>, params: URLSearchParams): FilterValue {
  const param = paramOf(filter);
  const value = params.get(param);
  switch (filter.kind) {
    case 'text':
      return value;
    case 'digits':
      return value === null ? null : onlyDigits(value) || null;
    case 'document':
      return value === null ? null : normalizeDocument(value) || null;
    case 'boolean':
      return value === 'true' || value === 'false' ? value : null;
    case 'enum': {
      const known = new Set(filter.enum.options().map((o: { value: string }) => o.value));
      const list = params.getAll(`${param}[]`).filter((v) => known.has(v));
      return list.length ? list : null;
    }
    case 'money': {
      const from = moneyText(params.get(`${param}[gte]`));
      const to = moneyText(params.get(`${param}[lte]`));
      return from || to ? { from, to } : null;
    }
    case 'dateRange': {
      const from = dayOrNull(params.get(`${param}[after]`));
      const to = dayOrNull(params.get(`${param}[before]`));
      return from || to ? { from, to } : null;
    }
    case 'lookup':
      return value ? { value, label: params.get(`${param}[label]`) ?? value } : null;
  }
}

function readSort(definition: AnyListDefinition, params: URLSearchParams): SortState | null {
  for (const [key, direction] of params) {
    const match = /^order\[(.+)\]$/.exec(key);
    if (!match || (direction !== 'asc' && direction !== 'desc')) continue;
    const column = definition.columns.find((c) => (c.sortField ?? c.field) === match[1]);
    if (column) return { field: column.field, direction };
  }
  return definition.defaultSort ?? null;
}

/** The list state the address describes; what it lacks is the declaration's default. */
export function readListUrl(definition: AnyListDefinition, params: URLSearchParams): ListQueryState {
  const filters: FilterValues = {};
  for (const filter of definition.filters ?? []) {
    const value = readFilter(filter, params);
    if (value !== null && value !== '') filters[filter.field] = value;
  }
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('itemsPerPage'));
  return {
    filters,
    sort: readSort(definition, params),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : (definition.pageSize ?? DEFAULT_PAGE_SIZE),
  };
}

/** The search string (with its '?') of `current` with the list's parameters replaced by `state`. */
export function listSearch(definition: AnyListDefinition, current: URLSearchParams, state: ListQueryState): string {
  const others = [...current].filter(([key]) => !isListKey(definition, key));
  const list: Record<string, QueryValue> = {};
  for (const filter of definition.filters ?? []) {
    const value = state.filters[filter.field];
    Object.assign(list, filterParams(filter, value));
    if (filter.kind === 'lookup' && isLookup(value) && value.label !== value.value) list[`${paramOf(filter)}[label]`] = value.label;
  }
  if (state.sort) {
    const column = definition.columns.find((c) => c.field === state.sort?.field);
    list.order = { [column?.sortField ?? state.sort.field]: state.sort.direction };
  }
  const search = [...others.map(([key, value]) => encodeQuery({ [key]: value })), encodeQuery({ ...list, page: state.page, itemsPerPage: state.pageSize })]
    .filter(Boolean)
    .join('&');
  return `?${search}`;
}

/**
 * Whether the address holds a list parameter its list state leaves out (a value its filter cannot hold, an
 * unknown status, a bad page): the address is then rewritten in place, so that it says what the list shows
 * and a link copied from it does not carry 'ontem' along.
 */
export function urlHasDroppedParams(definition: AnyListDefinition, current: URLSearchParams, state: ListQueryState): boolean {
  const kept = new URLSearchParams(listSearch(definition, current, state));
  return [...current].some(([key, value]) => isListKey(definition, key) && !kept.getAll(key).includes(value));
}
