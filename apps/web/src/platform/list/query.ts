import { normalizeDocument, onlyDigits, parseMoneyFilter } from '@backoffice/domain';
import type { QueryParams, QueryValue } from '../api/query-string';
import type { AnyListDefinition, FilterDef, FilterValue, FilterValues, LookupValue, Range, SortState } from './types';

/** Value at a field or dotted path of a row. */
export function getField(row: unknown, path: string): unknown {
  if (row === null || typeof row !== 'object') return undefined;
  const record = row as Record<string, unknown>;
  if (path in record) return record[path];
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function isRange(value: FilterValue | undefined): value is Range {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !('value' in value);
}

export function isLookup(value: FilterValue | undefined): value is LookupValue {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'value' in value;
}

function text(value: FilterValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The query parameters of one filter (empty object when the filter is not set). */
export function filterParams(filter: FilterDef<any>, value: FilterValue | undefined): Record<string, QueryValue> {
  const param = filter.param ?? filter.field;
  switch (filter.kind) {
    case 'text': {
      const v = text(value);
      return v ? { [param]: v } : {};
    }
    case 'digits': {
      const v = onlyDigits(text(value));
      return v ? { [param]: v } : {};
    }
    case 'document': {
      // Letters stay: the alphanumeric CNPJ (12.ABC.345/01DE-35) is stored as 12ABC34501DE35.
      const v = normalizeDocument(text(value));
      return v ? { [param]: v } : {};
    }
    case 'boolean': {
      const v = text(value);
      return v === 'true' || v === 'false' ? { [param]: v } : {};
    }
    case 'enum': {
      const list = Array.isArray(value) ? value.filter((v) => v !== '') : [];
      return list.length ? { [param]: list } : {};
    }
    case 'money': {
      if (!isRange(value)) return {};
      const range: Record<string, string> = {};
      const gte = parseMoneyFilter(value.from ?? '');
      const lte = parseMoneyFilter(value.to ?? '');
      if (gte) range.gte = gte;
      if (lte) range.lte = lte;
      return Object.keys(range).length ? { [param]: range } : {};
    }
    case 'dateRange': {
      if (!isRange(value)) return {};
      const range: Record<string, string> = {};
      if (value.from) range.after = value.from.slice(0, 10);
      if (value.to) range.before = value.to.slice(0, 10);
      return Object.keys(range).length ? { [param]: range } : {};
    }
    case 'lookup': {
      if (isLookup(value) && value.value !== '') return { [param]: value.value };
      const v = text(value);
      return v ? { [param]: v } : {};
    }
  }
}

export interface ListQueryState {
  filters: FilterValues;
  sort: SortState | null;
  page: number;
  pageSize: number;
}

function sortParam(definition: AnyListDefinition, sort: SortState | null): Record<string, QueryValue> {
  if (!sort) return {};
  const column = definition.columns.find((c) => c.field === sort.field);
  const field = column?.sortField ?? sort.field;
  return { order: { [field]: sort.direction } };
}

/** Filters and sort as API Platform reads them (shared by the list call and its CSV export). */
export function filterQuery(definition: AnyListDefinition, state: Pick<ListQueryState, 'filters' | 'sort'>): QueryParams {
  const query: Record<string, QueryValue> = { ...definition.query };
  for (const filter of definition.filters ?? []) {
    Object.assign(query, filterParams(filter, state.filters[filter.field]));
  }
  return { ...query, ...sortParam(definition, state.sort) };
}

/** The list call: page, page size, filters and sort. */
export function buildListQuery(definition: AnyListDefinition, state: ListQueryState): QueryParams {
  return { page: state.page, itemsPerPage: state.pageSize, ...filterQuery(definition, state) };
}

/** Whether any filter holds a value. */
export function hasActiveFilters(definition: AnyListDefinition, filters: FilterValues): boolean {
  return (definition.filters ?? []).some((filter) => Object.keys(filterParams(filter, filters[filter.field])).length > 0);
}
