import { Column, is } from 'drizzle-orm';
import type { Resource } from '../resources/define.ts';
import { readableFields } from '../resources/define.ts';
import type { Paging } from '../resources/filters.ts';

/** All API paths live under this prefix; IRIs carry it, as API Platform's do. */
export const API_PREFIX = '/api';

export function iriOf(resource: Resource, id: unknown): string {
  return `${API_PREFIX}${resource.iriPath ?? resource.path}/${id}`;
}

export function contextOf(type: string): string {
  return `${API_PREFIX}/contexts/${type}`;
}

/** A member: `@id`, `@type`, then the readable fields (numeric values stay exact strings). */
export function member(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const id = resource.iri ? `${API_PREFIX}${resource.iri(row)}` : iriOf(resource, row[resource.id]);
  const out: Record<string, unknown> = { '@id': id, '@type': resource.type };
  for (const name of readableFields(resource)) {
    if (!(name in row)) continue;
    const value = row[name];
    // Timestamps leave as ISO 8601 whatever the driver's text form ('2026-01-02 10:00:00+00').
    out[name] = resource.fieldTypes[name] === 'datetime' && value !== null ? isoDateTime(value) : value;
  }
  return out;
}

/** PostgreSQL's text of an instant in UTC: '2026-01-02 10:00:00+00', with up to 6 decimals. */
const PG_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

export function isoDateTime(value: unknown): unknown {
  // The usual case (a UTC session) is rewritten as text, as Date#toISOString would write it (milliseconds,
  // truncated): it is a list's hottest line, and parsing a Date per cell showed in profiles.
  const utc = typeof value === 'string' ? PG_UTC.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const date = value instanceof Date ? value : new Date(String(value).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function item(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  return { '@context': contextOf(resource.type), ...member(resource, row) };
}

/** The request's URL with another page number, for each page asked (its query parsed once per answer). */
function pageLinks(url: string): (page: number) => string {
  const [path, qs = ''] = url.split('?');
  const params = new URLSearchParams(qs);
  // set() keeps the parameter where it first was (or appends it once), as a fresh parse and set would.
  return (page) => {
    params.set('page', String(page));
    return `${path}?${params.toString()}`;
  };
}

/** The collection's page links (`hydra:view`) of a paginated answer. */
function viewOf(total: number, paging: Paging, requestUrl: string): Record<string, unknown> {
  const last = Math.max(1, Math.ceil(total / paging.itemsPerPage));
  const withPage = pageLinks(requestUrl);
  const view: Record<string, unknown> = {
    '@id': withPage(paging.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': withPage(1),
    'hydra:last': withPage(last),
  };
  if (paging.page > 1) view['hydra:previous'] = withPage(Math.min(paging.page - 1, last));
  if (paging.page < last) view['hydra:next'] = withPage(paging.page + 1);
  return view;
}

export function collection(
  resource: Resource,
  rows: Record<string, unknown>[],
  total: number,
  paging: Paging,
  requestUrl: string,
  /** `total` is the planner's estimate, not an exact count (large lists; `exactCount=true` asks for it). */
  estimated = false,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    '@context': contextOf(resource.type),
    '@id': `${API_PREFIX}${resource.path}`,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    ...(estimated ? { estimatedTotal: true } : {}),
    'hydra:member': rows.map((r) => member(resource, r)),
  };
  if (paging.paginated) body['hydra:view'] = viewOf(total, paging, requestUrl);
  body['hydra:search'] = searchTemplate(resource);
  return body;
}

/** A value as JSON.stringify writes it inside an object (undefined: the property is left out). */
function jsonValue(value: unknown): string | undefined {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

/** What writing a resource's member needs, worked out once: each readable field's JSON key and whether it is an instant. */
interface MemberPlan {
  type: string;
  fields: { name: string; key: string; datetime: boolean }[];
}

const plans = new WeakMap<Resource, MemberPlan>();

function planOf(resource: Resource): MemberPlan {
  let plan = plans.get(resource);
  if (!plan) {
    const fields = readableFields(resource).map((name) => ({ name, key: `,${JSON.stringify(name)}:`, datetime: resource.fieldTypes[name] === 'datetime' }));
    plans.set(resource, (plan = { type: `,"@type":${JSON.stringify(resource.type)}`, fields }));
  }
  return plan;
}

/** `JSON.stringify(member(resource, row))`, written directly (no object per member): a list's hottest part after the sockets. */
function memberJson(resource: Resource, plan: MemberPlan, row: Record<string, unknown>): string {
  const id = resource.iri ? `${API_PREFIX}${resource.iri(row)}` : iriOf(resource, row[resource.id]);
  let out = `{"@id":${JSON.stringify(id)}${plan.type}`;
  for (const { name, key, datetime } of plan.fields) {
    if (!(name in row)) continue;
    const value = row[name];
    const json = jsonValue(datetime && value !== null ? isoDateTime(value) : value);
    if (json !== undefined) out += key + json;
  }
  return `${out}}`;
}

/** How drizzle reads a selected value from the driver (a column's mapping). */
export interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * How a field's value, as the driver gives it, is written when it has the type its column promises: a whole number as
 * is, text escaped, a decimal, date or uuid in quotes (their text never needs escaping), an instant rewritten to ISO
 * 8601. The columns named here leave such values as they are (drizzle's mapping changes only other types), so the
 * mapping can be skipped; any other value or column takes the general way (`decode`, `jsonValue`).
 */
const FAST: Record<string, 'number' | 'text' | 'quoted' | 'boolean' | 'instant'> = {
  PgInteger: 'number',
  PgSerial: 'number',
  PgSmallInt: 'number',
  PgSmallSerial: 'number',
  PgText: 'text',
  PgVarchar: 'text',
  PgChar: 'text',
  PgEnumColumn: 'text',
  PgNumeric: 'quoted',
  PgDateString: 'quoted',
  PgUUID: 'quoted',
  PgBoolean: 'boolean',
  PgTimestampString: 'instant',
};

/**
 * The member's JSON text straight from a list statement's row of values (`names[i]` is the field of `values[i]`,
 * `decoders[i]` how drizzle would read it: the column itself, or a view's expression): the same text as memberJson of
 * the object drizzle would make of the row, without making it (forty-odd properties per row, then read back by name:
 * leaving them out took a tenth off the list's CPU; docs/performance.md). Null for a resource with an IRI function of
 * its own, which reads the row object.
 *
 * The writer is compiled once per resource into one expression, field after field, as fast-json-stringify does: a
 * loop over the fields with a test of each value's type was the list's largest part after pg's own decoding. Only
 * the field names (declared in code, written as string literals) go into its text.
 */
export function memberWriter(resource: Resource, names: string[], decoders: (Decoder | null)[]): ((values: unknown[]) => string) | null {
  if (resource.iri) return null;
  const plan = planOf(resource);
  const at = new Map(names.map((name, i) => [name, i]));
  const decode = (i: number, value: unknown) => {
    if (value === null || value === undefined) return null;
    const decoder = decoders[i];
    return decoder ? decoder.mapFromDriverValue(value) : value;
  };
  const keys: string[] = [];
  const datetimes: boolean[] = [];
  /** The general way: the key and the value as memberJson writes them ('' when it leaves the field out). */
  const general = (i: number, value: unknown) => {
    const decoded = decode(i, value);
    const json = jsonValue(datetimes[i] && decoded !== null ? isoDateTime(decoded) : decoded);
    return json === undefined ? '' : keys[i] + json;
  };
  const lit = (text: string) => JSON.stringify(text);
  const parts: string[] = [];
  for (const { name, key, datetime } of plan.fields) {
    const i = at.get(name);
    if (i === undefined) continue;
    keys[i] = key;
    datetimes[i] = datetime;
    const decoder = decoders[i];
    const columnType = decoder && is(decoder, Column) ? decoder.columnType : '';
    let fast: (typeof FAST)[string] | undefined = FAST[columnType];
    // An instant only where the declared type says so, and only there (the general way decides by the declaration).
    if ((fast === 'instant') !== datetime) fast = fast === 'instant' ? 'text' : undefined;
    const x = `(x = v[${i}])`;
    const test =
      fast === 'number'
        ? `typeof ${x} === 'number' && x - x === 0 ? ${lit(key)} + x`
        : fast === 'text'
          ? `typeof ${x} === 'string' ? ${lit(key)} + J(x)`
          : fast === 'quoted'
            ? `typeof ${x} === 'string' ? ${lit(`${key}"`)} + x + '"'`
            : fast === 'instant'
              ? `typeof ${x} === 'string' ? ${lit(`${key}"`)} + iso(x) + '"'`
              : fast === 'boolean'
                ? `typeof ${x} === 'boolean' ? ${lit(key)} + (x ? 'true' : 'false')`
                : null;
    parts.push(test ? `(${test} : x === null ? ${lit(`${key}null`)} : g(${i}, x))` : `g(${i}, v[${i}])`);
  }
  const idAt = at.get(resource.id);
  const iriPrefix = `${API_PREFIX}${resource.iriPath ?? resource.path}/`;
  // A row always carries its id; were it missing, iriOf would write `undefined` as well.
  const id = idAt === undefined ? lit(JSON.stringify(`${iriPrefix}undefined`)) : `J(${lit(iriPrefix)} + d(${idAt}, v[${idAt}]))`;
  const body = `let x; return '{"@id":' + ${id} + ${lit(plan.type)} + ${parts.join(' + ') || "''"} + '}';`;
  const write = new Function('g', 'd', 'J', 'iso', `return (v) => { ${body} };`) as (...deps: unknown[]) => (values: unknown[]) => string;
  return write(general, decode, JSON.stringify, isoDateTime);
}

/**
 * A collection as the JSON text it is sent as: the same text as `JSON.stringify(collection(...))` (serialize.test.ts
 * compares them), written directly, as the list route's profile asked (docs/performance.md).
 */
export function collectionJson(
  resource: Resource,
  rows: Record<string, unknown>[],
  total: number,
  paging: Paging,
  requestUrl: string,
  estimated = false,
): string {
  const plan = planOf(resource);
  return collectionOfMembers(
    resource,
    rows.map((row) => memberJson(resource, plan, row)),
    total,
    paging,
    requestUrl,
    estimated,
  );
}

/**
 * A collection around members already written as JSON text (by memberJson, or by memberWriter from a list
 * statement's rows), with the search template (the same for every answer of a resource, a few dozen
 * mappings) written once per resource instead of once per answer.
 */
export function collectionOfMembers(
  resource: Resource,
  members: string[],
  total: number,
  paging: Paging,
  requestUrl: string,
  estimated = false,
): string {
  let search = searchTexts.get(resource);
  if (search === undefined) searchTexts.set(resource, (search = JSON.stringify(searchTemplate(resource))));
  return (
    `{"@context":${JSON.stringify(contextOf(resource.type))},"@id":${JSON.stringify(`${API_PREFIX}${resource.path}`)},"@type":"hydra:Collection"` +
    `,"hydra:totalItems":${jsonValue(total)}${estimated ? ',"estimatedTotal":true' : ''},"hydra:member":[${members.join(',')}]` +
    `${paging.paginated ? `,"hydra:view":${JSON.stringify(viewOf(total, paging, requestUrl))}` : ''},"hydra:search":${search}}`
  );
}

const searchTexts = new WeakMap<Resource, string>();
const templates = new WeakMap<Resource, Record<string, unknown>>();

/** The filters a collection accepts, as API Platform describes them (the same for every answer). */
export function searchTemplate(resource: Resource): Record<string, unknown> {
  let template = templates.get(resource);
  if (!template) templates.set(resource, (template = buildSearchTemplate(resource)));
  return template;
}

function buildSearchTemplate(resource: Resource): Record<string, unknown> {
  const mapping: { '@type': string; variable: string; property: string; required: boolean }[] = [];
  for (const [name, decl] of Object.entries(resource.fields)) {
    const ks = decl.filter ? (Array.isArray(decl.filter) ? decl.filter : [decl.filter]) : [];
    for (const k of ks) {
      const variables =
        k === 'date'
          ? ['before', 'strictly_before', 'after', 'strictly_after'].map((op) => `${name}[${op}]`)
          : k === 'range'
            ? ['between', 'gt', 'gte', 'lt', 'lte'].map((op) => `${name}[${op}]`)
            : k === 'exact' || k === 'digits'
              ? [name, `${name}[]`]
              : k === 'object'
                ? [`${name}[key]`]
                : [name];
      for (const variable of variables) mapping.push({ '@type': 'IriTemplateMapping', variable, property: name, required: false });
    }
    if (decl.order) mapping.push({ '@type': 'IriTemplateMapping', variable: `order[${name}]`, property: name, required: false });
  }
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `${API_PREFIX}${resource.path}{?${mapping.map((m) => m.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': mapping,
  };
}
