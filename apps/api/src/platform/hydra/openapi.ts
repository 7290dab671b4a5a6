import fs from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { FieldType, FilterKind, Resource } from '../resources/define.ts';
import { readableFields } from '../resources/define.ts';
import { answerType, type Access, type Operation } from '../operations/define.ts';
import { DEFAULT_ITEMS_PER_PAGE, ESTIMATE_ABOVE, MAX_ITEMS_PER_PAGE } from '../resources/filters.ts';
import { API_PREFIX } from './serialize.ts';
import { resourcesByType, typeFields } from './contexts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document says of a custom (non-declared) route. */
    docs?: { summary?: string; description?: string; tags?: string[] };
  }
}

type Json = Record<string, any>;

export const API_TITLE = 'Backoffice API';
export const API_DESCRIPTION = 'Back-office CRM/ERP para empresas brasileiras: recursos Hydra (JSON-LD) gerados das declarações.';
/** Tag of the documentation routes themselves (entrypoint, docs, contexts). */
export const DOCS_TAG = 'Documentation';
export const API_VERSION: string = (() => {
  try {
    return JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

// ---------------------------------------------------------------------------------------------
// Routes Fastify knows under /api
// ---------------------------------------------------------------------------------------------

export interface RouteInfo {
  method: string;
  /** Fastify's full URL, e.g. '/api/people/:id'. */
  url: string;
  public: boolean;
  docs?: { summary?: string; description?: string; tags?: string[] };
  /** Who may call it, for custom operations declared with defineOperation. */
  access?: Access;
  /** The declaration of a custom operation (defineOperation): its schemas document it. */
  operation?: Operation;
}

const tables = new WeakMap<FastifyInstance, RouteInfo[]>();

/**
 * Records every route declared on `app` (and on the plugins registered in it afterwards) under /api.
 * Call it from a plugin that does not encapsulate (`Symbol.for('skip-override')`), registered before
 * the other API routes: its `onRoute` hook is then inherited by every later plugin. Idempotent per instance.
 */
export function trackRoutes(app: FastifyInstance): RouteInfo[] {
  let table = tables.get(app);
  if (table) return table;
  const t: RouteInfo[] = [];
  tables.set(app, t);
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!url || !(url === API_PREFIX || url.startsWith(`${API_PREFIX}/`))) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD' || t.some((r) => r.method === method && r.url === url)) continue;
      const operation = (route.config as { operation?: Operation } | undefined)?.operation;
      t.push({ method, url, public: route.config?.public === true, docs: route.config?.docs, access: operation?.access, operation });
    }
  });
  table = t;
  return table;
}

/** '/api/people/:id' -> '/api/people/{id}'; a wildcard becomes `{wildcard}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{wildcard}');
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const DECIMAL = { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', description: 'An exact decimal number, written as a string.' };

function typeSchema(type: FieldType): Json {
  switch (type) {
    case 'integer':
      return { type: 'integer' };
    case 'decimal':
      return { ...DECIMAL };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'json':
      return {};
    default:
      return { type: 'string' };
  }
}

function nullable(schema: Json): Json {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return schema;
}

function fieldSchema(resource: Resource, name: string): Json {
  let schema = typeSchema(resource.fieldTypes[name]);
  if (resource.columns[name] && !resource.columns[name].notNull) schema = nullable(schema);
  if (name === resource.id) schema.readOnly = true;
  const description = resource.fields[name]?.description;
  if (description) schema.description = description;
  return schema;
}

/** The create/update body of a resource, from its zod schema; the column types when zod cannot convert it. */
export function inputJsonSchema(resource: Resource, schema: z.ZodType<Record<string, unknown>>, partial: boolean): Json {
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    delete json.$schema;
    return json;
  } catch {
    const properties: Json = {};
    const required: string[] = [];
    for (const [name, column] of Object.entries(resource.columns)) {
      if (name === resource.id || resource.fields[name]?.hidden) continue;
      properties[name] = fieldSchema(resource, name);
      if (!partial && column.notNull && !column.hasDefault) required.push(name);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
}

export function updateInputOf(resource: Resource): z.ZodType<Record<string, unknown>> | undefined {
  if (resource.updateInput) return resource.updateInput;
  if (resource.input instanceof z.ZodObject) return resource.input.partial() as unknown as z.ZodType<Record<string, unknown>>;
  return resource.input;
}

/** Names the create body accepts, and which of them it requires. */
export function inputFields(resource: Resource): { writable: Set<string>; required: Set<string> } {
  const writable = new Set<string>();
  const required = new Set<string>();
  for (const [schema, isCreate] of [
    [resource.input, true],
    [updateInputOf(resource), false],
  ] as const) {
    if (!schema) continue;
    const json = inputJsonSchema(resource, schema, !isCreate);
    for (const name of Object.keys(json.properties ?? {})) writable.add(name);
    if (isCreate) for (const name of json.required ?? []) required.add(name);
  }
  return { writable, required };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function componentSchemas(declared: Resource[]): Json {
  const schemas: Json = {
    'HydraError': {
      type: 'object',
      description: 'A Hydra error (answered as application/problem+json).',
      properties: {
        '@context': { type: 'string', examples: [`${API_PREFIX}/contexts/Error`] },
        '@type': { type: 'string', const: 'hydra:Error' },
        'hydra:title': { type: 'string' },
        'hydra:description': { type: 'string' },
      },
      required: ['@type', 'hydra:title', 'hydra:description'],
    },
    'ConstraintViolation': {
      type: 'object',
      properties: { propertyPath: { type: 'string', description: 'The property path of the violation' }, message: { type: 'string', description: 'The message associated with the violation' } },
      required: ['propertyPath', 'message'],
    },
    'ConstraintViolationList': {
      type: 'object',
      description: 'Validation failures (422), answered as application/problem+json.',
      properties: {
        '@context': { type: 'string', examples: [`${API_PREFIX}/contexts/ConstraintViolationList`] },
        '@type': { type: 'string', const: 'ConstraintViolationList' },
        'hydra:title': { type: 'string' },
        'hydra:description': { type: 'string' },
        'violations': { type: 'array', items: ref('ConstraintViolation') },
      },
      required: ['@type', 'hydra:title', 'hydra:description', 'violations'],
    },
    'HydraCollectionView': {
      type: 'object',
      properties: {
        '@id': { type: 'string', format: 'iri-reference' },
        '@type': { type: 'string' },
        'hydra:first': { type: 'string', format: 'iri-reference' },
        'hydra:last': { type: 'string', format: 'iri-reference' },
        'hydra:previous': { type: 'string', format: 'iri-reference' },
        'hydra:next': { type: 'string', format: 'iri-reference' },
      },
    },
    'HydraIriTemplate': {
      type: 'object',
      properties: {
        '@type': { type: 'string' },
        'hydra:template': { type: 'string' },
        'hydra:variableRepresentation': { type: 'string' },
        'hydra:mapping': {
          type: 'array',
          items: {
            type: 'object',
            properties: { '@type': { type: 'string' }, variable: { type: 'string' }, property: { type: ['string', 'null'] }, required: { type: 'boolean' } },
          },
        },
      },
    },
  };
  for (const [type, resources] of resourcesByType(declared)) {
    const first = resources[0];
    const properties: Json = {
      '@context': { type: 'string', readOnly: true },
      '@id': { type: 'string', format: 'iri-reference', readOnly: true },
      '@type': { type: 'string', readOnly: true },
    };
    for (const name of typeFields(resources)) {
      const owner = resources.find((r) => name in r.columns) ?? first;
      properties[name] = fieldSchema(owner, name);
    }
    schemas[`${type}.jsonld`] = { type: 'object', description: first.description, properties, required: ['@id', '@type'] };
    if (!first.description) delete schemas[`${type}.jsonld`].description;
  }
  return schemas;
}

// ---------------------------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------------------------

const q = (name: string, schema: Json, description?: string, extra: Json = {}): Json => ({
  name,
  in: 'query',
  required: false,
  ...(description ? { description } : {}),
  schema,
  ...extra,
});

function kindsOf(resource: Resource, field: string): FilterKind[] {
  const f = resource.fields[field]?.filter;
  return f ? (Array.isArray(f) ? f : [f]) : [];
}

/** Filter and order parameters of a collection (also accepted by its CSV path). */
function filterParameters(resource: Resource): Json[] {
  const params = new Map<string, Json>();
  const add = (p: Json) => {
    if (!params.has(p.name)) params.set(p.name, p);
  };
  for (const field of Object.keys(resource.fields)) {
    const type = resource.fieldTypes[field];
    const scalar = typeSchema(type === 'json' ? 'string' : type);
    for (const kind of kindsOf(resource, field)) {
      switch (kind) {
        case 'exact':
          add(q(field, scalar, `${field} equals the value.`));
          add(q(`${field}[]`, { type: 'array', items: scalar }, `${field} is one of the values.`, { style: 'form', explode: true }));
          break;
        case 'digits':
          add(q(field, { type: 'string' }, `${field} equals the value, punctuation ignored (digits and letters only).`));
          add(q(`${field}[]`, { type: 'array', items: { type: 'string' } }, `${field} is one of the values, punctuation ignored.`, { style: 'form', explode: true }));
          break;
        case 'partial':
          add(q(field, { type: 'string' }, `${field} contains the value (case-insensitive).`));
          break;
        case 'start':
          add(q(field, { type: 'string' }, `${field} starts with the value (case-insensitive).`));
          break;
        case 'boolean':
          add(q(field, { type: 'boolean' }, `${field} is true or false.`));
          break;
        case 'date':
          for (const op of ['after', 'before', 'strictly_after', 'strictly_before']) {
            add(q(`${field}[${op}]`, { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}' }, `${field} ${op.replace('_', ' ')} the date (YYYY-MM-DD or a date-time).`));
          }
          break;
        case 'range': {
          const value = type === 'integer' ? { type: 'integer' } : type === 'date' || type === 'datetime' ? { type: 'string', format: 'date' } : { ...DECIMAL };
          for (const op of ['gte', 'lte', 'gt', 'lt']) add(q(`${field}[${op}]`, value, `${field} ${op} the value.`));
          add(q(`${field}[between]`, { type: 'string', pattern: '^[^.]+\\.\\.[^.]+$' }, `${field} between two values, inclusive: a..b`));
          break;
        }
        case 'object':
          add(
            q(field, { type: 'object', additionalProperties: { type: 'string' } }, `${field}[key]=value: the JSON key of ${field} equals the value.`, {
              style: 'deepObject',
              explode: true,
            }),
          );
          break;
      }
    }
  }
  for (const [name, custom] of Object.entries(resource.customFilters ?? {})) {
    if (custom.keyed) add(q(name, { type: 'object', additionalProperties: typeSchema(custom.type) }, `${name}[key]=value pairs.`, { style: 'deepObject', explode: true }));
    else add(q(name, typeSchema(custom.type)));
  }
  const orderable = [resource.id, ...Object.keys(resource.fields).filter((f) => resource.fields[f]?.order)].filter((f, i, all) => all.indexOf(f) === i);
  for (const field of orderable) add(q(`order[${field}]`, { type: 'string', enum: ['asc', 'desc'] }, `Sorts by ${field}.`));
  return [...params.values()];
}

function pagingParameters(resource: Resource): Json[] {
  return [
    q('page', { type: 'integer', minimum: 1, default: 1 }, 'The collection page number.'),
    q('itemsPerPage', { type: 'integer', minimum: 1, maximum: resource.maxItemsPerPage ?? MAX_ITEMS_PER_PAGE, default: DEFAULT_ITEMS_PER_PAGE }, 'The number of items per page.'),
    q('pagination', { type: 'boolean' }, 'false answers every item (bounded) on one page.'),
    q(
      'exactCount',
      { type: 'boolean', default: false },
      `true counts the matching items exactly. Otherwise, above ${ESTIMATE_ABOVE.toLocaleString('en-US')} matching items (by the database planner's estimate) ` +
        'hydra:totalItems is that estimate and the answer says "estimatedTotal": true.',
    ),
  ];
}

/** Parameters of a CSV export (the CSV path, or the collection path with Accept: text/csv). */
function csvParameters(resource: Resource): Json[] {
  const fields = { type: 'string', enum: readableFields(resource) };
  return [
    q(
      'raw',
      { type: 'boolean', default: false },
      "true: the CSV for programs (',' separator, no BOM, every field under its name, ISO dates, decimals with a point, true/false). " +
        "Otherwise the CSV opens in a spreadsheet of the Accept-Language: ';' (pt-BR, es) or ',' (en-US), UTF-8 with BOM, CRLF, " +
        'decimals with a comma (pt-BR, es) and no thousands separator, dates DD/MM/YYYY (en-US MM/DD/YYYY), Sim/Não (Yes/No, Sí/No), value labels.',
    ),
    q('columns[]', { type: 'array', items: fields }, 'The columns of the spreadsheet CSV, in this order (default: every field). An unknown column answers 422 on columns[].', {
      style: 'form',
      explode: true,
    }),
    q('labels', { type: 'object', additionalProperties: { type: 'string' } }, 'labels[field]=header: the header of each column (default: the field name). labels[] in the order of columns[] is accepted too.', {
      style: 'deepObject',
      explode: true,
    }),
  ];
}

function idParameter(resource: Resource): Json {
  const type = resource.fieldTypes[resource.id];
  return { name: 'id', in: 'path', required: true, description: `${resource.type} identifier`, schema: type === 'integer' ? { type: 'integer' } : typeSchema(type) };
}

// ---------------------------------------------------------------------------------------------
// Responses and operations
// ---------------------------------------------------------------------------------------------

const problem = (schema: string) => ({ 'application/problem+json': { schema: ref(schema) } });

const ERRORS: Record<string, Json> = {
  '400': { description: 'Malformed request (a body that is not JSON, a NUL byte in the address)', content: problem('HydraError') },
  '401': { description: 'No valid API-TOKEN', content: problem('HydraError') },
  '403': { description: 'Access denied', content: problem('HydraError') },
  '404': { description: 'Resource not found', content: problem('HydraError') },
  '409': { description: 'Conflict (duplicated unique value, referenced record or stale version)', content: problem('HydraError') },
  '422': { description: 'Unprocessable entity (constraint violations: a body field or a query parameter, such as a filter, that cannot be read)', content: problem('ConstraintViolationList') },
  '503': {
    description: 'The write lost a race with another one twice (deadlock or serialization failure) and changed nothing: send it again after Retry-After seconds',
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait before sending the request again' } },
    content: problem('HydraError'),
  },
};

const errors = (...codes: string[]) => Object.fromEntries(codes.map((c) => [c, { $ref: `#/components/responses/${c}` }]));

const slug = (path: string) =>
  path
    .replace(/[{}:*]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function collectionSchema(type: string): Json {
  return {
    type: 'object',
    required: ['hydra:member'],
    properties: {
      '@context': { type: 'string' },
      '@id': { type: 'string', format: 'iri-reference' },
      '@type': { type: 'string', const: 'hydra:Collection' },
      'hydra:member': { type: 'array', items: ref(`${type}.jsonld`) },
      'hydra:totalItems': { type: 'integer', minimum: 0 },
      estimatedTotal: { type: 'boolean', const: true, description: 'Present when hydra:totalItems is the planner\'s estimate (large lists; exactCount=true counts).' },
      'hydra:view': ref('HydraCollectionView'),
      'hydra:search': ref('HydraIriTemplate'),
    },
  };
}

const ld = (schema: Json) => ({ 'application/ld+json': { schema } });
const csv = { 'text/csv': { schema: { type: 'string' } } };

interface Built {
  paths: Json;
  schemas: Json;
  /** `METHOD /api/path` of every generated operation. */
  generated: Set<string>;
}

function addOperation(b: Built, path: string, method: string, operation: Json) {
  b.paths[path] ??= {};
  b.paths[path][method.toLowerCase()] = operation;
  b.generated.add(`${method.toUpperCase()} ${path}`);
}

function resourceOperations(b: Built, resource: Resource) {
  const ops = new Set(resource.operations);
  const type = resource.type;
  const tags = [type];
  const collectionPath = `${API_PREFIX}${resource.path}`;
  const itemPath = `${API_PREFIX}${resource.path}/{id}`;
  const base = slug(resource.path);
  const describe = (summary: string) => ({ summary, ...(resource.description ? { description: resource.description } : {}) });
  const body = (schemaName: string) => ({
    required: true,
    content: { 'application/ld+json': { schema: ref(schemaName) }, 'application/json': { schema: ref(schemaName) } },
  });

  if (ops.has('list')) {
    addOperation(b, collectionPath, 'GET', {
      operationId: `api_${base}_get_collection`,
      tags,
      ...describe(`Retrieves the collection of ${type} resources.`),
      parameters: [...pagingParameters(resource), ...filterParameters(resource), ...(resource.csv ? csvParameters(resource) : [])],
      responses: {
        '200': { description: `${type} collection`, content: { ...ld(collectionSchema(type)), ...(resource.csv ? csv : {}) } },
        ...errors('400', '401', '403', '422'),
      },
    });
  }
  if (resource.csv) {
    addOperation(b, `${API_PREFIX}${resource.csv}`, 'GET', {
      operationId: `api_${slug(resource.csv)}_get_csv`,
      tags,
      ...describe(`Exports the collection of ${type} resources as CSV.`),
      parameters: [...filterParameters(resource), ...csvParameters(resource)],
      responses: { '200': { description: `${type} collection, one line per item`, content: csv }, ...errors('400', '401', '403', '422') },
    });
  }
  if (ops.has('create') && resource.input) {
    const name = schemaName(b, `${type}.jsonld-write`, resource);
    b.schemas[name] = inputJsonSchema(resource, resource.input, false);
    addOperation(b, collectionPath, 'POST', {
      operationId: `api_${base}_post`,
      tags,
      ...describe(`Creates a ${type} resource.`),
      requestBody: { ...body(name), description: `The new ${type} resource` },
      responses: {
        '201': { description: `${type} resource created`, content: ld(ref(`${type}.jsonld`)), headers: { 'Content-Location': { schema: { type: 'string' } } } },
        ...errors('400', '401', '403', '409', '422'),
      },
    });
  }
  if (ops.has('item')) {
    addOperation(b, itemPath, 'GET', {
      operationId: `api_${base}_id_get`,
      tags,
      ...describe(`Retrieves a ${type} resource.`),
      parameters: [idParameter(resource)],
      responses: { '200': { description: `${type} resource`, content: ld(ref(`${type}.jsonld`)) }, ...errors('401', '403', '404') },
    });
  }
  const update = updateInputOf(resource);
  if (ops.has('update') && update) {
    const name = schemaName(b, `${type}.jsonld-update`, resource);
    b.schemas[name] = inputJsonSchema(resource, update, true);
    if (resource.version) {
      b.schemas[name].properties ??= {};
      b.schemas[name].properties[resource.version] ??= { type: 'integer', description: 'The version read; a stale one answers 409.' };
    }
    addOperation(b, itemPath, 'PUT', {
      operationId: `api_${base}_id_put`,
      tags,
      ...describe(`Replaces the ${type} resource.`),
      parameters: [idParameter(resource)],
      requestBody: { ...body(name), description: `The updated ${type} resource` },
      responses: { '200': { description: `${type} resource updated`, content: ld(ref(`${type}.jsonld`)) }, ...errors('400', '401', '403', '404', '409', '422') },
    });
  }
  if (ops.has('delete')) {
    addOperation(b, itemPath, 'DELETE', {
      operationId: `api_${base}_id_delete`,
      tags,
      ...describe(`Removes the ${type} resource.`),
      parameters: [idParameter(resource)],
      responses: { '204': { description: `${type} resource deleted` }, ...errors('401', '403', '404', '409') },
    });
  }
}

/** A component name not yet used by another resource of the same type. */
function schemaName(b: Built, wanted: string, resource: Resource): string {
  return b.schemas[wanted] ? `${wanted}.${slug(resource.path)}` : wanted;
}

/** The tag of a custom route: the type of the declared resource with the same first segment, else the segment. */
function customTag(path: string, declared: Resource[]): string {
  const first = path.slice(API_PREFIX.length).split('/').filter(Boolean)[0];
  if (!first) return DOCS_TAG;
  const owner = declared.find((r) => r.path.split('/').filter(Boolean)[0] === first);
  if (owner) return owner.type;
  const name = first.replace(/\{.*$/, '').replace(/\..*$/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A JSON-LD item of `type`: its schema when the type is a declared resource's, else the envelope's fields. */
function itemSchema(b: Built, type: string): Json {
  if (b.schemas[`${type}.jsonld`]) return ref(`${type}.jsonld`);
  return {
    type: 'object',
    required: ['@type'],
    properties: { '@context': { type: 'string' }, '@id': { type: 'string', format: 'iri-reference' }, '@type': { type: 'string', const: type } },
  };
}

/** The success answer of a custom operation, by the kind it declares. */
function customAnswer(b: Built, op: Operation | undefined): Json {
  const answer = op?.answer ?? 'raw';
  const type = answerType(answer);
  if (answer === 'none') return { description: 'Done; no content.' };
  if (typeof answer === 'object' && 'file' in answer) {
    return {
      description: 'A file, named in Content-Disposition.',
      headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'inline or attachment, with the file name.' } },
      content: Object.fromEntries(answer.file.map((media) => [media, { schema: { type: 'string', format: 'binary' } }])),
    };
  }
  if (typeof answer === 'object' && 'collection' in answer) {
    const schema = collectionSchema(answer.collection);
    schema.properties['hydra:member'] = { type: 'array', items: itemSchema(b, answer.collection) };
    return { description: `A Hydra collection of ${answer.collection}.`, content: ld(schema) };
  }
  if (typeof answer === 'object' && 'json' in answer) {
    // The platform checks the fields the schema names and sends the result as the handler made it: more may come.
    return { description: 'A JSON object (application/json).', content: { 'application/json': { schema: open(zodJson(answer.json, 'output')) } } };
  }
  if (typeof answer === 'object' && 'page' in answer) return { description: `A page of ${answer.page.type}.`, content: ld(collectionSchema(answer.page.type)) };
  if (type) return { description: `A ${type} (JSON-LD).`, content: ld(itemSchema(b, type)) };
  return { description: 'Answer of the operation (JSON-LD unless stated otherwise); errors are Hydra errors.' };
}

function customOperation(b: Built, route: RouteInfo, path: string, usedIds: Set<string>, declared: Resource[]): Json {
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  let operationId = `${route.method.toLowerCase()}_${slug(path)}`;
  for (let n = 2; usedIds.has(operationId); n++) operationId = `${route.method.toLowerCase()}_${slug(path)}_${n}`;
  usedIds.add(operationId);
  const op = route.operation;
  const responses: Json = { [String(op?.answer === 'none' ? 204 : (op?.status ?? 'default'))]: customAnswer(b, op) };
  if (!route.public) Object.assign(responses, errors('401', '403'));
  // A body or a query value its schema refuses is a 422 on that field or parameter.
  if (op?.body || op?.query) Object.assign(responses, errors('422'));
  const access = op?.access;
  return {
    operationId,
    tags: route.docs?.tags ?? [customTag(path, declared)],
    summary: route.docs?.summary ?? `${route.method} ${path}`,
    ...(route.docs?.description ? { description: route.docs.description } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.public ? { security: [] } : {}),
    'x-public': route.public,
    ...(access && typeof access === 'object' ? { 'x-permission': `${access.permission}:${access.action}` } : {}),
    ...(access === 'signed-in' ? { 'x-permission': 'signed-in' } : {}),
    // Body paths that name records (checked inside the company: 422 'not_found' on the path otherwise).
    ...(op?.references ? { 'x-references': Object.fromEntries(Object.entries(op.references).map(([at, ref]) => [at, ref.name])) } : {}),
    ...(op?.body ? { requestBody: requestBody(op.body) } : {}),
    responses,
  };
}

/** The request body of a custom operation: its zod schema as JSON Schema, or a multipart upload of one file. */
function requestBody(body: z.ZodType | 'multipart'): Json {
  if (body === 'multipart') {
    const schema = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return { required: true, content: { 'application/ld+json': { schema: zodJson(body) }, 'application/json': { schema: zodJson(body) } } };
}

/** A JSON Schema that allows more properties than it names, at every level. */
function open(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(open);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([k, v]) => !(k === 'additionalProperties' && v === false)).map(([k, v]) => [k, open(v as Json)]));
}

/** JSON Schema of a zod schema (input side for bodies, output side for answers); any value where zod cannot say. */
function zodJson(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  try {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
    delete json.$schema;
    return json;
  } catch {
    return {};
  }
}

/**
 * The OpenAPI 3.1 document: every declared resource's generated routes (filters, paging, bodies from
 * the zod input schemas, Hydra errors), then every other route Fastify knows under /api.
 */
export function openApiDocument(routes: RouteInfo[], declared: Resource[]): Json {
  const b: Built = { paths: {}, schemas: componentSchemas(declared), generated: new Set() };
  for (const resource of declared) resourceOperations(b, resource);

  const usedIds = new Set<string>();
  for (const path of Object.values(b.paths)) for (const op of Object.values(path as Json)) usedIds.add((op as Json).operationId);
  for (const route of routes) {
    const path = openApiPath(route.url);
    if (b.generated.has(`${route.method} ${path}`)) {
      if (route.public) Object.assign(b.paths[path][route.method.toLowerCase()], { security: [], 'x-public': true });
      continue;
    }
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'].includes(route.method)) continue;
    b.paths[path] ??= {};
    b.paths[path][route.method.toLowerCase()] ??= customOperation(b, route, path, usedIds, declared);
  }

  // Every write runs in a transaction that is retried once when it loses a race (platform/db/transaction.ts).
  for (const path of Object.values(b.paths)) {
    for (const [method, op] of Object.entries(path as Json)) if (method !== 'get') ((op as Json).responses ??= {})['503'] ??= { $ref: '#/components/responses/503' };
  }
  const sortedPaths = Object.fromEntries(Object.entries(b.paths).sort(([a], [c]) => a.localeCompare(c)));
  // Tags: declared types in declaration order, then the others alphabetically, the documentation last.
  const used = new Set<string>();
  for (const path of Object.values(sortedPaths)) for (const op of Object.values(path as Json)) for (const t of (op as Json).tags ?? []) used.add(t);
  const declaredTypes = [...new Set(declared.map((r) => r.type))].filter((t) => used.has(t));
  const others = [...used].filter((t) => !declaredTypes.includes(t) && t !== DOCS_TAG).sort();
  const tagNames = [...declaredTypes, ...others, ...(used.has(DOCS_TAG) ? [DOCS_TAG] : [])];
  const descriptions = new Map<string, string>();
  for (const r of declared) if (r.description && !descriptions.has(r.type)) descriptions.set(r.type, r.description);

  return {
    openapi: '3.1.0',
    info: { title: API_TITLE, description: API_DESCRIPTION, version: API_VERSION },
    servers: [{ url: '/' }],
    tags: tagNames.map((name) => ({ name, ...(descriptions.has(name) ? { description: descriptions.get(name) } : {}) })),
    paths: sortedPaths,
    components: {
      schemas: b.schemas,
      responses: ERRORS,
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'API-TOKEN', description: 'The token answered by POST /api/token.' } },
    },
    security: [{ apiKey: [] }],
  };
}
