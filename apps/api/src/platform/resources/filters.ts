import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dateIssue, PLAIN_DECIMAL_RE } from '@backoffice/domain';
import { violation, type Violation } from '../http/errors.ts';
import { escapeLike, matchesText } from '../db/search.ts';
import type { FieldType, FilterKind, Resource } from './define.ts';
import type { RequestContext } from '../auth/context.ts';

/**
 * API Platform's query grammar, turned into SQL for one resource.
 * Unknown parameters are ignored; a known filter with an unreadable value answers 422, its violation on the
 * parameter as written (`DtEmissao[after]`) with what the filter expects.
 */
export type Query = Record<string, unknown>;

// A day, optionally with a time of day (00:00 to 23:59:59.999999) and an offset; the day itself is checked by dateIssue.
const DATE = /^\d{4}-\d{2}-\d{2}([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;

function kinds(resource: Resource, field: string): FilterKind[] {
  const f = resource.fields[field]?.filter;
  return f ? (Array.isArray(f) ? f : [f]) : [];
}

/** The largest value an integer column holds: past it PostgreSQL answers "out of range" (22003), naming no filter. */
function integerLimit(column: PgColumn | undefined): number {
  const kind = column?.columnType ?? '';
  if (kind === 'PgSmallInt' || kind === 'PgSmallSerial') return 32767;
  if (kind.startsWith('PgBig')) return Number.MAX_SAFE_INTEGER;
  return 2147483647;
}

/** What a filter of each type expects, said to the user when a value is not one (a catalogue key). */
const EXPECTED: Partial<Record<FieldType, string>> = {
  integer: 'filter_invalid_integer',
  decimal: 'filter_invalid_number',
  boolean: 'filter_invalid_boolean',
  date: 'filter_invalid_date',
  datetime: 'filter_invalid_date',
  uuid: 'filter_invalid_uuid',
};

/** A 422 on the query parameter as the client wrote it (`DtEmissao[after]`, `Id[]`): a field's value, not a malformed request. */
const invalid = (param: string, type: FieldType, message = EXPECTED[type] ?? 'filter_invalid', params?: Violation['params']) =>
  violation(param, message, params);

/** One value of a filter, read as its type; `param` is the query parameter that carried it, for the violation. */
function scalar(param: string, type: FieldType, raw: unknown, column?: PgColumn): string | number | boolean {
  if (typeof raw !== 'string') throw invalid(param, type);
  switch (type) {
    case 'integer': {
      if (!/^-?\d{1,16}$/.test(raw)) throw invalid(param, type);
      const max = integerLimit(column);
      if (Number(raw) > max) throw invalid(param, type, 'number_too_large', { max });
      if (Number(raw) < -max) throw invalid(param, type, 'number_too_small', { min: -max });
      return Number(raw);
    }
    case 'decimal':
      if (!PLAIN_DECIMAL_RE.test(raw)) throw invalid(param, type);
      return raw;
    case 'boolean':
      if (['true', '1'].includes(raw)) return true;
      if (['false', '0'].includes(raw)) return false;
      throw invalid(param, type);
    case 'date':
    case 'datetime': {
      // A calendar day in the shared range (2026-02-30 and 0001-01-01 are not): else the database would refuse it without the filter's name.
      if (!DATE.test(raw)) throw invalid(param, type);
      const issue = dateIssue(raw);
      if (issue) throw invalid(param, type, issue === 'date_out_of_range' ? issue : undefined);
      return raw;
    }
    case 'uuid':
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) throw invalid(param, type);
      return raw;
    default:
      return raw;
  }
}

/** The parameter a list of values came in: `f[]` (also for `f=a&f=b`, which qs reads the same), or `f` for one value. */
const listParam = (field: string, raw: unknown) => (typeof raw === 'string' ? field : `${field}[]`);

/** `?f=a`, `?f[]=a&f[]=b` and `?f=a&f=b` all mean a list of values. */
function values(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (raw !== null && typeof raw === 'object') {
    // qs turns f[0]=a into { 0: 'a' } past its array limit; accept numeric keys as a list.
    const entries = Object.entries(raw as object);
    return entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : null;
  }
  return [raw];
}

function filterOne(resource: Resource, field: string, raw: unknown): SQL[] {
  const column = resource.columns[field] as PgColumn;
  const type = resource.fieldTypes[field];
  const out: SQL[] = [];
  const ks = kinds(resource, field);
  const asObject = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  const list = values(raw);

  if (ks.includes('date') && asObject && !list) {
    const ops: Record<string, (c: PgColumn, v: unknown) => SQL> = {
      after: (c, v) => gte(c, v),
      before: (c, v) => (type === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(String(v)) ? lt(c, sql`(${v}::date + 1)`) : lte(c, v)),
      strictly_after: (c, v) => gt(c, v),
      strictly_before: (c, v) => lt(c, v),
    };
    for (const [op, v] of Object.entries(asObject)) if (ops[op]) out.push(ops[op](column, scalar(`${field}[${op}]`, 'date', v)));
    return out;
  }
  if (ks.includes('range') && asObject && !list) {
    const rangeType = type === 'integer' ? 'integer' : type === 'date' || type === 'datetime' ? 'date' : 'decimal';
    for (const [op, v] of Object.entries(asObject)) {
      const param = `${field}[${op}]`;
      if (op === 'between') {
        const [a, b] = String(v).split('..');
        out.push(gte(column, scalar(param, rangeType, a, column)), lte(column, scalar(param, rangeType, b, column)));
      } else if (op === 'gte') out.push(gte(column, scalar(param, rangeType, v, column)));
      else if (op === 'lte') out.push(lte(column, scalar(param, rangeType, v, column)));
      else if (op === 'gt') out.push(gt(column, scalar(param, rangeType, v, column)));
      else if (op === 'lt') out.push(lt(column, scalar(param, rangeType, v, column)));
    }
    return out;
  }
  if (ks.includes('object') && asObject && !list) {
    for (const [key, v] of Object.entries(asObject)) {
      if (typeof v === 'string') out.push(sql`${column} ->> ${key} = ${v}`);
    }
    return out;
  }
  if (!list) return out;
  const strings = list.filter((v): v is string => typeof v === 'string');
  if (strings.length === 0) return out;

  if (ks.includes('partial') || ks.includes('start')) {
    const search = resource.fields[field]?.search;
    const conds = strings
      .filter((s) => s.trim() !== '')
      .map((s) => {
        const how = ks.includes('partial') ? 'contains' : 'starts';
        if (search) return matchesText(resource.columns[search], s, how);
        return ilike(column, how === 'contains' ? `%${escapeLike(s.trim())}%` : `${escapeLike(s.trim())}%`);
      });
    if (conds.length) out.push(conds.length === 1 ? conds[0] : or(...conds)!);
    return out;
  }
  if (ks.includes('digits')) {
    const cleaned = strings.map((s) => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase()).filter(Boolean);
    if (cleaned.length) out.push(cleaned.length === 1 ? eq(column, cleaned[0]) : inArray(column, cleaned));
    return out;
  }
  if (ks.includes('exact') || ks.includes('boolean')) {
    const vs = strings.map((s) => scalar(listParam(field, raw), ks.includes('boolean') ? 'boolean' : type, s, column));
    out.push(vs.length === 1 ? eq(column, vs[0]) : inArray(column, vs as any[]));
  }
  return out;
}

/**
 * The `name[key]=value` pairs of a query string, in order. Read from the address itself: qs turns
 * `f[5]=a` into the list `['a']` (a small numeric key is an array index to it) and the key is lost.
 */
export function keyedParams(url: string, name: string): Array<[string, string]> {
  const at = url.indexOf('?');
  const out: Array<[string, string]> = [];
  if (at < 0) return out;
  for (const [param, value] of new URLSearchParams(url.slice(at + 1))) {
    const m = /^([^[\]]+)\[([^[\]]+)\]$/.exec(param);
    if (m && m[1] === name) out.push([m[2], value]);
  }
  return out;
}

/** The conditions of a list's query; `url` (the request's address) gives the pairs of keyed custom filters. */
export function whereFromQuery(resource: Resource, query: Query, ctx: RequestContext, url = ''): SQL[] {
  const conds: SQL[] = [];
  for (const [name, custom] of Object.entries(resource.customFilters ?? {})) {
    if (custom.keyed) for (const [key, v] of keyedParams(url, name)) conds.push(custom.apply(String(scalar(`${name}[${key}]`, custom.type, v)), ctx, key));
  }
  for (const [name, raw] of Object.entries(query)) {
    const custom = resource.customFilters?.[name];
    if (custom?.keyed) continue;
    if (custom) {
      for (const v of values(raw) ?? []) conds.push(custom.apply(String(scalar(listParam(name, raw), custom.type, v)), ctx));
      continue;
    }
    // `f[]` arrives as `f` from qs; unknown and non-filterable fields are ignored.
    if (!resource.fields[name] || kinds(resource, name).length === 0) continue;
    conds.push(...filterOne(resource, name, raw));
  }
  return conds;
}

/**
 * One key of a list's order: a column and its direction. PostgreSQL's defaults apply to nulls (last
 * ascending, first descending), as in the SQL `orderFromQuery` writes; the CSV export continues its
 * batches from the last row's keys (csv.ts) and relies on the same rule.
 */
export interface SortKey {
  column: PgColumn;
  desc: boolean;
}

/** The order of a list as keys, ending with the id (unique), so the order is total. */
export function sortKeysFromQuery(resource: Resource, query: Query): SortKey[] {
  const out: SortKey[] = [];
  const order = query.order;
  const requested: Record<string, unknown> =
    order && typeof order === 'object' && !Array.isArray(order) ? (order as Record<string, unknown>) : {};
  const chosen = Object.keys(requested).length ? requested : resource.defaultOrder ?? {};
  for (const [field, dir] of Object.entries(chosen)) {
    if (!resource.fields[field]?.order && !(field === resource.id)) continue;
    const column = resource.columns[field];
    const d = String(dir).toLowerCase();
    if (d !== 'asc' && d !== 'desc') continue;
    out.push({ column, desc: d === 'desc' });
  }
  // A stable tie-breaker keeps pages from overlapping; it runs the way of the first sort key, so that
  // "newest first" is also "highest id first" and one index (date desc, id desc) serves the whole order.
  const firstDir = Object.values(chosen).map((d) => String(d).toLowerCase())[0];
  const idDir = String(requested[resource.id] ?? resource.defaultOrder?.[resource.id] ?? (firstDir === 'desc' ? 'desc' : 'asc')).toLowerCase();
  if (!Object.keys(chosen).includes(resource.id)) out.push({ column: resource.columns[resource.id], desc: idDir === 'desc' });
  return out;
}

export const orderBy = (keys: SortKey[]): SQL[] => keys.map((k) => (k.desc ? desc(k.column) : asc(k.column)));

export function orderFromQuery(resource: Resource, query: Query): SQL[] {
  return orderBy(sortKeysFromQuery(resource, query));
}

export interface Paging {
  page: number;
  itemsPerPage: number;
  paginated: boolean;
}

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 200;
/** `pagination=false` is bounded too: a list never answers more than this. */
export const MAX_UNPAGINATED = 10_000;
/**
 * Above this many matching rows (by the planner's estimate) a list of a table answers the estimate
 * instead of an exact count(*), which reads every matching row: 300 ms for the million orders of a
 * company. `exactCount=true` asks for the exact count.
 */
export const ESTIMATE_ABOVE = 10_000;
/**
 * How long a list's estimate is answered again for the same conditions without asking the planner (routes.ts
 * `estimates`): about a page's reading time, much less than the statistics it comes from last (they move with
 * ANALYZE, which autovacuum runs after a tenth of the table changed).
 */
export const ESTIMATE_TTL_MS = 10_000;

export function pagingFromQuery(resource: Resource, query: Query): Paging {
  const paginated = !(query.pagination === 'false' || query.pagination === '0');
  const max = resource.maxItemsPerPage ?? MAX_ITEMS_PER_PAGE;
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt(String(query.page ?? '1'), 10) || 1));
  const wanted = Number.parseInt(String(query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE), 10);
  const itemsPerPage = Number.isFinite(wanted) && wanted > 0 ? Math.min(wanted, max) : DEFAULT_ITEMS_PER_PAGE;
  return paginated ? { page, itemsPerPage, paginated } : { page: 1, itemsPerPage: MAX_UNPAGINATED, paginated };
}

export { and };
