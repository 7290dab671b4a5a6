import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldType, Resource } from '../resources/define.ts';
import { notFound } from '../http/errors.ts';
import { API_PREFIX } from './serialize.ts';
import {
  contextDocument,
  DOCS_JSONLD_PATH,
  entrypointKeys,
  HYDRA_NS,
  OWL_NS,
  RDF_NS,
  RDFS_NS,
  resourcesByType,
  SCHEMA_NS,
  typeFields,
  vocabOf,
  XMLS_NS,
} from './contexts.ts';
import { API_DESCRIPTION, API_TITLE, DOCS_TAG, inputFields, openApiDocument, trackRoutes, type RouteInfo } from './openapi.ts';

/**
 * The API's documentation, generated from the application's declared resources (`app.resources`):
 * - GET /api/docs.jsonld  Hydra ApiDocumentation, in API Platform's shape (what @api-platform/api-doc-parser reads);
 * - GET /api/contexts/{Type}  JSON-LD contexts;
 * - GET /api/docs.json  OpenAPI 3.1 (declared resources plus every other route under /api);
 * - GET /api/docs  Swagger UI (or the JSON-LD / OpenAPI document, by the Accept header), assets under /api/docs/ui/.
 */

type Json = Record<string, any>;

/** Absolute origin of the request, as the Link header (server.ts) writes it. */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

// ---------------------------------------------------------------------------------------------
// Hydra ApiDocumentation
// ---------------------------------------------------------------------------------------------

const RANGES: Partial<Record<FieldType, string>> = {
  integer: 'xmls:integer',
  decimal: 'xmls:decimal',
  string: 'xmls:string',
  uuid: 'xmls:string',
  boolean: 'xmls:boolean',
  date: 'xmls:date',
  datetime: 'xmls:dateTime',
};

function docsContext(origin: string): Json {
  return {
    '@vocab': vocabOf(origin),
    hydra: HYDRA_NS,
    rdf: RDF_NS,
    rdfs: RDFS_NS,
    xmls: XMLS_NS,
    owl: OWL_NS,
    schema: SCHEMA_NS,
    domain: { '@id': 'rdfs:domain', '@type': '@id' },
    range: { '@id': 'rdfs:range', '@type': '@id' },
    subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
    expects: { '@id': 'hydra:expects', '@type': '@id' },
    returns: { '@id': 'hydra:returns', '@type': '@id' },
  };
}

function operation(types: string | string[], method: string, title: string, extra: Json): Json {
  return { '@type': types, 'hydra:method': method, 'hydra:title': title, 'rdfs:label': title, ...extra };
}

function supportedProperty(domain: string, id: string, name: string, range: string | undefined, flags: Json, description?: string): Json {
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': { '@id': id, '@type': 'rdf:Property', 'rdfs:label': name, domain, ...(range ? { range } : {}) },
    'hydra:title': name,
    ...flags,
    ...(description ? { 'hydra:description': description } : {}),
  };
}

/** One class per `@type`, whatever the number of paths answering it. */
function resourceClass(type: string, resources: Resource[]): Json {
  const id = `#${type}`;
  const writable = new Set<string>();
  const required = new Set<string>();
  for (const r of resources) {
    const f = inputFields(r);
    f.writable.forEach((n) => writable.add(n));
    f.required.forEach((n) => required.add(n));
  }
  const readable = typeFields(resources);
  const owner = (name: string) => resources.find((r) => name in r.columns) ?? resources[0];
  const properties = readable.map((name) => {
    const r = owner(name);
    return supportedProperty(
      id,
      `#${type}/${name}`,
      name,
      RANGES[r.fieldTypes[name]],
      { 'hydra:required': required.has(name), 'hydra:readable': true, 'hydra:writeable': writable.has(name) },
      r.fields[name]?.description,
    );
  });
  // Accepted in bodies but never answered (e.g. a password).
  for (const name of writable) {
    if (readable.includes(name)) continue;
    const r = owner(name);
    properties.push(
      supportedProperty(id, `#${type}/${name}`, name, r.columns[name] ? RANGES[r.fieldTypes[name]] : undefined, {
        'hydra:required': required.has(name),
        'hydra:readable': false,
        'hydra:writeable': true,
      }),
    );
  }
  // Item operations: members of every path of the type live under the type's IRI path.
  const has = (op: Resource['operations'][number]) => resources.some((r) => r.operations.includes(op));
  const operations: Json[] = [];
  if (has('item')) operations.push(operation(['hydra:Operation', 'schema:FindAction'], 'GET', `Retrieves a ${type} resource.`, { returns: id }));
  if (has('update')) operations.push(operation(['hydra:Operation', 'schema:ReplaceAction'], 'PUT', `Replaces the ${type} resource.`, { expects: id, returns: id }));
  if (has('delete')) operations.push(operation(['hydra:Operation', 'schema:DeleteAction'], 'DELETE', `Deletes the ${type} resource.`, { returns: 'owl:Nothing' }));
  const description = resources.find((r) => r.description)?.description;
  return {
    '@id': id,
    '@type': 'hydra:Class',
    'rdfs:label': type,
    'hydra:title': type,
    ...(description ? { 'hydra:description': description } : {}),
    'hydra:supportedProperty': properties,
    'hydra:supportedOperation': operations,
  };
}

function entrypointClass(declared: Resource[]): Json {
  const properties: Json[] = [];
  for (const [resource, key] of entrypointKeys(declared)) {
    const type = resource.type;
    const collectionOps = [
      operation(['hydra:Operation', 'schema:FindAction'], 'GET', `Retrieves the collection of ${type} resources.`, { returns: 'hydra:Collection' }),
    ];
    if (resource.operations.includes('create') && resource.input) {
      collectionOps.push(operation(['hydra:Operation', 'schema:CreateAction'], 'POST', `Creates a ${type} resource.`, { expects: `#${type}`, returns: `#${type}` }));
    }
    const label = `The collection of ${type} resources`;
    properties.push({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `#Entrypoint/${key}`,
        '@type': 'hydra:Link',
        domain: '#Entrypoint',
        'rdfs:label': label,
        'rdfs:range': [
          { '@id': 'hydra:Collection' },
          { 'owl:equivalentClass': { 'owl:onProperty': { '@id': 'hydra:member' }, 'owl:allValuesFrom': { '@id': `#${type}` } } },
        ],
        'hydra:supportedOperation': collectionOps,
      },
      'hydra:title': label,
      'hydra:description': `${API_PREFIX}${resource.path}${resource.description ? `: ${resource.description}` : ''}`,
      'hydra:readable': true,
      'hydra:writeable': false,
    });
  }
  return {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': properties,
    'hydra:supportedOperation': { '@type': 'hydra:Operation', 'hydra:method': 'GET', 'rdfs:label': 'The API entrypoint.', returns: '#Entrypoint' },
  };
}

const stringProperty = (domain: string, name: string, description: string) =>
  supportedProperty(domain, `${domain}/${name}`, name, 'xmls:string', { 'hydra:required': false, 'hydra:readable': true, 'hydra:writeable': false }, description);

function errorClasses(): Json[] {
  return [
    {
      '@id': '#ConstraintViolation',
      '@type': 'hydra:Class',
      'hydra:title': 'A constraint violation',
      'hydra:supportedProperty': [
        stringProperty('#ConstraintViolation', 'propertyPath', 'The property path of the violation'),
        stringProperty('#ConstraintViolation', 'message', 'The message associated with the violation'),
      ],
    },
    {
      '@id': '#ConstraintViolationList',
      '@type': 'hydra:Class',
      subClassOf: 'hydra:Error',
      'hydra:title': 'A constraint violation list',
      'hydra:supportedProperty': [
        {
          '@type': 'hydra:SupportedProperty',
          'hydra:property': {
            '@id': '#ConstraintViolationList/violations',
            '@type': 'rdf:Property',
            'rdfs:label': 'violations',
            domain: '#ConstraintViolationList',
            range: '#ConstraintViolation',
          },
          'hydra:title': 'violations',
          'hydra:description': 'The violations',
          'hydra:required': false,
          'hydra:readable': true,
          'hydra:writeable': false,
        },
      ],
    },
    {
      '@id': 'hydra:Error',
      '@type': 'hydra:Class',
      'hydra:title': 'An error',
      'hydra:description': 'A runtime error, used to report information beyond the returned status code.',
      'hydra:supportedProperty': [
        supportedProperty('hydra:Error', 'hydra:title', 'title', 'xmls:string', { 'hydra:required': false, 'hydra:readable': true, 'hydra:writeable': false }, 'A short description of the error'),
        supportedProperty('hydra:Error', 'hydra:description', 'description', 'xmls:string', { 'hydra:required': false, 'hydra:readable': true, 'hydra:writeable': false }, 'Details of the error'),
      ],
    },
  ];
}

/** The Hydra ApiDocumentation of the declared resources, with `@vocab` absolute on the request's origin. */
const ACTIONS: Record<string, string> = { GET: 'schema:FindAction', POST: 'schema:CreateAction', PUT: 'schema:ReplaceAction', PATCH: 'schema:UpdateAction', DELETE: 'schema:DeleteAction' };

const GENERATED: Record<string, Resource['operations'][number][]> = { GET: ['item', 'list'], POST: ['create'], PUT: ['update'], PATCH: ['update'], DELETE: ['delete'] };

/**
 * Custom operations (defineOperation) join the class of the type they answer, as API Platform lists a
 * resource's custom operations; a type that is not a declared resource gets a class of its own. Hydra
 * clients tell operations apart by method, so a declared class keeps its generated operation where it has
 * one for the method (e.g. People's POST stays POST /people, not POST /companies); the others are in OpenAPI.
 */
function addCustomOperations(classes: Json[], routes: RouteInfo[], resources: Resource[]) {
  const declared = resourcesByType(resources);
  for (const route of routes) {
    const op = route.operation;
    // Items in the Hydra envelope; the other kinds are described by the OpenAPI document.
    if (!op || typeof op.answer !== 'object' || !('type' in op.answer)) continue;
    const type = op.answer.type;
    const resources = declared.get(type) ?? [];
    if (resources.some((r) => GENERATED[op.method].some((g) => r.operations.includes(g)))) continue;
    const id = `#${type}`;
    let cls = classes.find((c) => c['@id'] === id);
    if (!cls) {
      cls = { '@id': id, '@type': 'hydra:Class', 'rdfs:label': type, 'hydra:title': type, 'hydra:supportedProperty': [], 'hydra:supportedOperation': [] };
      classes.push(cls);
    }
    cls['hydra:supportedOperation'].push(
      operation(['hydra:Operation', ACTIONS[op.method]], op.method, op.summary, {
        'hydra:description': `${op.method} ${route.url}`,
        returns: id,
        ...(op.body ? { expects: id } : {}),
      }),
    );
  }
}

export function hydraDocumentation(origin: string, declared: Resource[], routes: RouteInfo[] = []): Json {
  const classes: Json[] = [];
  for (const [type, resources] of resourcesByType(declared)) classes.push(resourceClass(type, resources));
  addCustomOperations(classes, routes, declared);
  classes.push(entrypointClass(declared), ...errorClasses());
  return {
    '@context': docsContext(origin),
    '@id': DOCS_JSONLD_PATH,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': API_TITLE,
    'hydra:description': API_DESCRIPTION,
    'hydra:entrypoint': API_PREFIX,
    'hydra:supportedClass': classes,
  };
}

// ---------------------------------------------------------------------------------------------
// Content negotiation and Swagger UI
// ---------------------------------------------------------------------------------------------

/** The offer the Accept header prefers (highest q; the first offer on ties and without a header). */
export function preferredType(accept: string | undefined, offers: string[]): string {
  if (!accept) return offers[0];
  const ranges = accept.split(',').map((part) => {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return { range: range.trim(), q: Number.isFinite(q) ? q : 0 };
  });
  let best = offers[0];
  let bestQ = -1;
  for (const offer of offers) {
    const [major] = offer.split('/');
    let q = -1;
    let specificity = -1;
    for (const r of ranges) {
      const s = r.range === offer ? 2 : r.range === `${major}/*` ? 1 : r.range === '*/*' ? 0 : -1;
      if (s > specificity) {
        specificity = s;
        q = r.q;
      }
    }
    if (q > bestQ) {
      best = offer;
      bestQ = q;
    }
  }
  return bestQ > 0 ? best : offers[0];
}

const UI_PREFIX = `${API_PREFIX}/docs/ui`;

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const MIME: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Our own initializer (the package's points at the petstore): a file, so no inline script is needed. */
const INIT_JS = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${API_PREFIX}/docs.json`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  plugins: [SwaggerUIBundle.plugins.DownloadUrl],
  layout: 'StandaloneLayout',
  // No call to the public validator (validator.swagger.io): the Content-Security-Policy allows this server only.
  validatorUrl: null,
});
`;

export function swaggerPage(): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${API_TITLE}</title>
  <link rel="stylesheet" href="${UI_PREFIX}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${UI_PREFIX}/favicon-32x32.png" sizes="32x32">
  <link rel="alternate" type="application/ld+json" href="${DOCS_JSONLD_PATH}">
  <link rel="alternate" type="application/json" href="${API_PREFIX}/docs.json">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${UI_PREFIX}/swagger-ui-bundle.js"></script>
  <script src="${UI_PREFIX}/swagger-ui-standalone-preset.js"></script>
  <script src="${UI_PREFIX}/init.js"></script>
</body>
</html>
`;
}

export function sendSwaggerPage(reply: FastifyReply) {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(swaggerPage());
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const routes = trackRoutes(app);
  let openApi: Json | null = null;
  // Built on first use: every route is declared by then.
  const openApiDoc = () => (openApi ??= openApiDocument(routes, app.resources));

  const sendJsonLd = (req: FastifyRequest, reply: FastifyReply) =>
    reply.type('application/ld+json; charset=utf-8').send(hydraDocumentation(originOf(req), app.resources, routes));
  const sendOpenApi = (reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(openApiDoc());

  app.get('/docs.jsonld', { config: { public: true, docs: { summary: 'The Hydra API documentation (JSON-LD), as API Platform serves it.', tags: [DOCS_TAG] } } }, async (req, reply) => sendJsonLd(req, reply));
  app.get('/docs.json', { config: { public: true, docs: { summary: 'This OpenAPI 3.1 document.', tags: [DOCS_TAG] } } }, async (_req, reply) => sendOpenApi(reply));

  // As API Platform: the same address answers the page, the Hydra or the OpenAPI document.
  app.get('/docs', { config: { public: true, docs: { summary: 'Swagger UI; the Hydra or the OpenAPI document by the Accept header.', tags: [DOCS_TAG] } } }, async (req, reply) => {
    const type = preferredType(req.headers.accept, ['text/html', 'application/ld+json', 'application/json']);
    if (type === 'application/ld+json') return sendJsonLd(req, reply);
    if (type === 'application/json') return sendOpenApi(reply);
    return sendSwaggerPage(reply);
  });

  const files = new Map<string, string>();
  for (const name of fs.readdirSync(swaggerDir)) {
    const ext = path.extname(name);
    if (MIME[ext] && fs.statSync(path.join(swaggerDir, name)).isFile()) files.set(name, MIME[ext]);
  }
  app.get('/docs/ui/*', { config: { public: true, docs: { summary: 'Swagger UI files (swagger-ui-dist).', tags: [DOCS_TAG] } } }, async (req, reply) => {
    const name = (req.params as { '*': string })['*'];
    reply.header('Cache-Control', 'public, max-age=86400');
    if (name === 'init.js') return reply.type(MIME['.js']).send(INIT_JS);
    const type = files.get(name);
    if (!type) throw notFound();
    return reply.type(type).send(fs.createReadStream(path.join(swaggerDir, name)));
  });

  app.get('/contexts/:type', { config: { public: true, docs: { summary: 'The JSON-LD context of a type.', tags: [DOCS_TAG] } } }, async (req, reply) => {
    const context = contextDocument((req.params as { type: string }).type, originOf(req), app.resources);
    if (!context) throw notFound();
    return reply.type('application/ld+json; charset=utf-8').send(context);
  });
}
// Not encapsulated: the route tracking hook (trackRoutes) must reach the plugins registered after this one.
(docsRoutes as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
