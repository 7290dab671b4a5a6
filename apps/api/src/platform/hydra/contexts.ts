import { readableFields, type Resource } from '../resources/define.ts';
import { API_PREFIX } from './serialize.ts';

/**
 * JSON-LD vocabulary shared by the Hydra documentation (docs.jsonld), the contexts
 * (/api/contexts/{Type}) and the entrypoint, computed from the application's declared resources (`app.resources`).
 */
export const HYDRA_NS = 'http://www.w3.org/ns/hydra/core#';
export const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const RDFS_NS = 'http://www.w3.org/2000/01/rdf-schema#';
export const XMLS_NS = 'http://www.w3.org/2001/XMLSchema#';
export const OWL_NS = 'http://www.w3.org/2002/07/owl#';
export const SCHEMA_NS = 'https://schema.org/';

export const DOCS_JSONLD_PATH = `${API_PREFIX}/docs.jsonld`;

/** `@vocab` of every context: the absolute address of the Hydra documentation, plus `#`. */
export function vocabOf(origin: string): string {
  return `${origin}${DOCS_JSONLD_PATH}#`;
}

/** Resource types in declaration order, each with the resources (paths) that answer it. */
export function resourcesByType(declared: Resource[]): Map<string, Resource[]> {
  const out = new Map<string, Resource[]>();
  for (const r of declared) {
    const list = out.get(r.type);
    if (list) list.push(r);
    else out.set(r.type, [r]);
  }
  return out;
}

/** Readable field names of a type: the union over the resources sharing it, in column order. */
export function typeFields(resources: Resource[]): string[] {
  const seen = new Set<string>();
  for (const r of resources) for (const f of readableFields(r)) seen.add(f);
  return [...seen];
}

const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** '/people/my-companies' -> 'peopleMyCompanies'. */
function camelPath(path: string): string {
  return lcfirst(
    path
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join(''),
  );
}

/**
 * Entrypoint property names, one per collection (resources with a `list` operation), as API Platform
 * names them: the lowerCamelCase short name (`lcfirst(type)`: 'People' -> 'people', 'Config' -> 'config').
 * Several collections may answer one type ('/people', '/people/my-companies'): the type's own collection
 * (no `iriPath`, or `iriPath` equal to its path; the first declared one if several) keeps the short name,
 * every other one is named after its path in lowerCamelCase ('/people/my-companies' -> 'peopleMyCompanies').
 * A name still taken gets a numeric suffix (`2`, `3`...) in declaration order. The names depend only on
 * the declarations, so they are stable from one start to the next.
 */
export function entrypointKeys(declared: Resource[]): Map<Resource, string> {
  const collections = declared.filter((r) => r.operations.includes('list'));
  const keys = new Map<Resource, string>();
  const used = new Set<string>();
  const take = (r: Resource, wanted: string) => {
    let key = wanted;
    for (let n = 2; used.has(key); n++) key = `${wanted}${n}`;
    used.add(key);
    keys.set(r, key);
  };
  const own = (r: Resource) => !r.iriPath || r.iriPath === r.path;
  for (const r of collections) if (own(r) && !used.has(lcfirst(r.type))) take(r, lcfirst(r.type));
  for (const r of collections) if (!keys.has(r)) take(r, camelPath(r.path));
  // Back to declaration order.
  return new Map(collections.map((r) => [r, keys.get(r)!]));
}

/**
 * Terms of types answered by custom routes (not declared resources). Modules may add theirs with
 * `registerContext` so that `/api/contexts/{Type}` answers for them too.
 */
const extraContexts = new Map<string, string[]>([
  ['DefaultCompany', ['data']],
  ['Tema', ['company', 'favicon', 'cores', 'backgroundHome', 'logoLogin', 'logoMenu']],
  ['AppConfig', ['gtmId']],
  ['CompanyConfigs', ['company', 'configs']],
]);

export function registerContext(type: string, terms: string[]): void {
  extraContexts.set(type, [...new Set([...(extraContexts.get(type) ?? []), ...terms])]);
}

/** Every type `/api/contexts/{Type}` answers. */
export function contextTypes(declared: Resource[]): string[] {
  return ['Entrypoint', ...resourcesByType(declared).keys(), 'Error', 'ConstraintViolation', 'ConstraintViolationList', ...extraContexts.keys()].filter(
    (t, i, all) => all.indexOf(t) === i,
  );
}

/** The JSON-LD context of a type, as API Platform serves it; null for an unknown type. */
export function contextDocument(type: string, origin: string, declared: Resource[]): Record<string, unknown> | null {
  const base: Record<string, unknown> = { '@vocab': vocabOf(origin), hydra: HYDRA_NS };
  if (type === 'Entrypoint') {
    for (const key of entrypointKeys(declared).values()) base[key] = { '@id': `Entrypoint/${key}`, '@type': '@id' };
    return { '@context': base };
  }
  const resources = resourcesByType(declared).get(type);
  if (resources) {
    for (const f of typeFields(resources)) base[f] = `${type}/${f}`;
    return { '@context': base };
  }
  if (type === 'Error') {
    return { '@context': { ...base, title: 'hydra:title', description: 'hydra:description' } };
  }
  if (type === 'ConstraintViolation' || type === 'ConstraintViolationList') {
    return {
      '@context': {
        ...base,
        violations: 'ConstraintViolationList/violations',
        propertyPath: 'ConstraintViolation/propertyPath',
        message: 'ConstraintViolation/message',
      },
    };
  }
  const extra = extraContexts.get(type);
  if (extra) {
    for (const f of extra) base[f] = `${type}/${f}`;
    return { '@context': base };
  }
  return null;
}
