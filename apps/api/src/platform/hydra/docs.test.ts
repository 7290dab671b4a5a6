import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHydraDocumentation } from '@api-platform/api-doc-parser';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { preferredType } from './docs.ts';
import { entrypointKeys } from './contexts.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t?.close());

const get = (url: string, accept?: string) => t.call('GET', url, accept ? { headers: { accept } } : {});

describe('Hydra documentation, read by @api-platform/api-doc-parser', () => {
  it('discovers every collection from GET /api with its fields and operations', async () => {
    const { api, status } = await parseHydraDocumentation(`${base}/api`);
    expect(status).toBe(200);
    const resources = api.resources ?? [];
    const byName = new Map(resources.map((r) => [r.name, r]));
    for (const name of ['people', 'configs', 'logs', 'people/my-companies', 'addresses', 'users']) expect(byName.has(name), name).toBe(true);
    expect(resources).toHaveLength(t.app.resources.filter((r) => r.operations.includes('list')).length);

    const people = byName.get('people')!;
    expect(people.url).toBe(`${base}/api/people`);
    const fields = new Map((people.fields ?? []).map((f) => [f.name, f]));
    for (const name of ['id', 'name', 'alias', 'document', 'company', 'createdAt']) expect(fields.has(name), name).toBe(true);
    expect(fields.get('name')).toMatchObject({ type: 'string', required: true });
    expect(fields.get('id')?.type).toBe('integer');
    expect(fields.get('enable')?.type).toBe('boolean');
    expect(fields.get('createdAt')?.type).toBe('dateTime');
    expect(people.writableFields?.map((f) => f.name)).toContain('name');
    expect(people.writableFields?.map((f) => f.name)).not.toContain('id');
    expect(people.readableFields?.map((f) => f.name)).toContain('id');
    expect(people.operations?.map((o) => `${o.type} ${o.method}`).sort()).toEqual(['create POST', 'delete DELETE', 'edit PUT', 'list GET', 'show GET']);

    const configs = byName.get('configs')!;
    expect(configs.fields?.map((f) => f.name)).toEqual(expect.arrayContaining(['configKey', 'configValue', 'visibility']));
    expect(configs.operations?.map((o) => `${o.type} ${o.method}`)).toEqual(['list GET']);

    const logs = byName.get('logs')!;
    expect(logs.fields?.find((f) => f.name === 'DtLog')?.type).toBe('dateTime');
    expect(logs.operations?.map((o) => `${o.type} ${o.method}`).sort()).toEqual(['list GET', 'show GET']);

    // Paths sharing a @type read the same class.
    expect(byName.get('people/my-companies')!.id).toBe(people.id);
    expect(byName.get('people/my-companies')!.operations?.map((o) => o.method)).not.toContain('POST');
    // Hidden columns stay out.
    expect(byName.get('users')!.fields?.map((f) => f.name)).not.toContain('passwordHash');
  });

  it('declares each @type once, and the Entrypoint, error and violation classes', async () => {
    const res = await get('/api/docs.jsonld');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/ld+json');
    const doc = res.json();
    expect(doc['@type']).toBe('hydra:ApiDocumentation');
    expect(doc['@context']['@vocab']).toMatch(/^http:\/\/.+\/api\/docs\.jsonld#$/);
    expect(doc['hydra:entrypoint']).toBe('/api');
    const ids: string[] = doc['hydra:supportedClass'].map((c: { '@id': string }) => c['@id']);
    expect(ids.filter((id) => id === '#People')).toHaveLength(1);
    expect(ids).toEqual(expect.arrayContaining(['#Entrypoint', '#ConstraintViolation', '#ConstraintViolationList', 'hydra:Error', '#Config', '#Log']));
    expect(new Set(ids).size).toBe(ids.length);

    const people = doc['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#People');
    const name = people['hydra:supportedProperty'].find((p: any) => p['hydra:title'] === 'name');
    expect(name).toMatchObject({
      'hydra:property': { '@id': '#People/name', 'rdfs:label': 'name', range: 'xmls:string', domain: '#People' },
      'hydra:readable': true,
      'hydra:writeable': true,
      'hydra:required': true,
    });
    const createdAt = people['hydra:supportedProperty'].find((p: any) => p['hydra:title'] === 'createdAt');
    expect(createdAt).toMatchObject({ 'hydra:property': { range: 'xmls:dateTime' }, 'hydra:writeable': false });
    expect(people['hydra:supportedOperation'].map((o: any) => o['hydra:method'])).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('names entrypoint keys as the Entrypoint class properties and the Entrypoint context terms', async () => {
    const entry = (await get('/api')).json();
    expect(entry).toMatchObject({ '@context': '/api/contexts/Entrypoint', '@id': '/api', '@type': 'Entrypoint', people: '/api/people', config: '/api/configs', log: '/api/logs' });
    expect(entry.peopleMyCompanies).toBe('/api/people/my-companies');
    const keys = Object.keys(entry).filter((k) => !k.startsWith('@'));
    expect(keys).toEqual([...entrypointKeys(t.app.resources).values()]);

    const doc = (await get('/api/docs.jsonld')).json();
    const entrypoint = doc['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === '#Entrypoint');
    const props = entrypoint['hydra:supportedProperty'].map((p: any) => p['hydra:property']);
    expect(props.map((p: any) => p['@id'])).toEqual(keys.map((k) => `#Entrypoint/${k}`));
    for (const p of props) {
      expect(p['@type']).toBe('hydra:Link');
      expect(p['rdfs:range'][0]).toEqual({ '@id': 'hydra:Collection' });
      expect(p['hydra:supportedOperation'][0]['hydra:method']).toBe('GET');
    }
    const people = props.find((p: any) => p['@id'] === '#Entrypoint/people');
    expect(people['hydra:supportedOperation'].map((o: any) => o['hydra:method'])).toEqual(['GET', 'POST']);

    const context = (await get('/api/contexts/Entrypoint')).json()['@context'];
    for (const k of keys) expect(context[k]).toEqual({ '@id': `Entrypoint/${k}`, '@type': '@id' });
  });
});

describe('JSON-LD contexts', () => {
  it('answers a context for the entrypoint, every resource type, errors and custom types', async () => {
    const types = ['Entrypoint', 'Error', 'ConstraintViolationList', 'DefaultCompany', 'Tema', 'AppConfig', 'CompanyConfigs', ...new Set(t.app.resources.map((r) => r.type))];
    for (const type of types) {
      const res = await get(`/api/contexts/${type}`);
      expect(res.statusCode, type).toBe(200);
      expect(res.headers['content-type']).toContain('application/ld+json');
      const context = res.json()['@context'];
      expect(context['@vocab']).toMatch(/\/api\/docs\.jsonld#$/);
      expect(context.hydra).toBe('http://www.w3.org/ns/hydra/core#');
    }
    const people = (await get('/api/contexts/People')).json()['@context'];
    expect(people).toMatchObject({ name: 'People/name', document: 'People/document', createdAt: 'People/createdAt' });
    expect((await get('/api/contexts/User')).json()['@context']).not.toHaveProperty('passwordHash');
    expect((await get('/api/contexts/ConstraintViolationList')).json()['@context']).toHaveProperty('violations');
  });

  it('answers a Hydra 404 for an unknown type', async () => {
    const res = await get('/api/contexts/Nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()['@type']).toBe('hydra:Error');
  });
});

describe('OpenAPI document', () => {
  let doc: any;
  beforeAll(async () => {
    const res = await get('/api/docs.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });

  it('is OpenAPI 3.1 with the API-TOKEN security scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components.securitySchemes.apiKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'API-TOKEN' }));
    expect(doc.security).toEqual([{ apiKey: [] }]);
  });

  it('has every declared path and method', () => {
    for (const r of t.app.resources) {
      const ops = new Set(r.operations);
      const collection = doc.paths[`/api${r.path}`];
      const item = doc.paths[`/api${r.path}/{id}`];
      if (ops.has('list')) expect(collection?.get, `GET ${r.path}`).toBeDefined();
      if (ops.has('create')) expect(collection?.post, `POST ${r.path}`).toBeDefined();
      if (ops.has('item')) expect(item?.get, `GET ${r.path}/{id}`).toBeDefined();
      if (ops.has('update')) expect(item?.put, `PUT ${r.path}/{id}`).toBeDefined();
      if (ops.has('delete')) expect(item?.delete, `DELETE ${r.path}/{id}`).toBeDefined();
      if (r.csv) expect(doc.paths[`/api${r.csv}`]?.get?.responses['200'].content).toHaveProperty('text/csv');
    }
  });

  it('documents the filters, order and paging parameters of /api/people', () => {
    const names = doc.paths['/api/people'].get.parameters.map((p: { name: string }) => p.name);
    for (const n of ['name', 'document', 'document[]', 'id', 'id[]', 'enable', 'createdAt[after]', 'createdAt[before]', 'createdAt[strictly_after]', 'createdAt[strictly_before]', 'order[name]', 'order[id]', 'page', 'itemsPerPage', 'pagination']) {
      expect(names, n).toContain(n);
    }
    expect(names).not.toContain('order[ie]');
    expect(new Set(names).size).toBe(names.length);
    for (const p of doc.paths['/api/people'].get.parameters) expect(p.in).toBe('query');
  });

  it('takes request bodies from the zod input schemas and answers Hydra errors', () => {
    const post = doc.paths['/api/people'].post;
    const ref = post.requestBody.content['application/ld+json'].schema.$ref as string;
    const body = doc.components.schemas[ref.split('/').pop()!];
    expect(body.properties.name).toMatchObject({ type: 'string', maxLength: 200 });
    expect(body.required).toContain('name');
    expect(Object.keys(post.responses)).toEqual(['201', '400', '401', '403', '409', '422', '503']);
    // A write that lost its race twice: every write says so, with when to send it again; a read never does.
    expect(doc.components.responses['503'].headers['Retry-After']).toBeDefined();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)) {
      for (const [method, op] of Object.entries(methods)) expect(op.responses['503'] !== undefined, `${method} ${path}`).toBe(method !== 'get');
    }
    expect(doc.components.responses['422'].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/ConstraintViolationList');
    expect(Object.keys(doc.paths['/api/people/{id}'].delete.responses)).toContain('204');
    expect(doc.paths['/api/people/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
  });

  it('lists the custom routes too, with public ones open', () => {
    expect(doc.paths['/api/token'].post.security).toEqual([]);
    expect(doc.paths['/api/users/me'].get).toBeDefined();
    expect(doc.paths['/api/users/me'].get.security).toBeUndefined();
    expect(doc.paths['/api/people/default-company'].get.security).toEqual([]);
    expect(doc.paths['/api/configs/{peopleId}'].put.parameters).toEqual([{ name: 'peopleId', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(doc.paths['/api'].get).toBeDefined();
    expect(doc.paths['/api/docs.json'].get.security).toEqual([]);
  });

  it('is consistent: unique operation ids, resolvable $refs, declared path parameters', () => {
    const ids: string[] = [];
    const refs = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (k === '$ref' && typeof x === 'string') refs.add(x);
          else walk(x);
        }
      }
    };
    walk(doc);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((node: any, key) => node?.[key], doc);
      expect(target, ref).toBeDefined();
    }
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values<any>(item)) {
        ids.push(op.operationId);
        expect(Object.keys(op.responses).length, path).toBeGreaterThan(0);
        for (const p of params) expect(op.parameters?.some((x: any) => x.in === 'path' && x.name === p), `${path} ${p}`).toBe(true);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes a member exactly enough to match a real answer', async () => {
    const token = await t.login();
    const list = (await t.call('GET', '/api/people?itemsPerPage=1', { token })).json();
    const member = list['hydra:member'][0];
    const schema = doc.components.schemas['People.jsonld'];
    expect(Object.keys(member).filter((k) => !k.startsWith('@'))).toEqual(Object.keys(schema.properties).filter((k) => !k.startsWith('@')));
    const jsonType = (v: unknown) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v);
    for (const [name, value] of Object.entries(member)) {
      if (name.startsWith('@')) continue;
      const declared = schema.properties[name].type;
      if (declared === undefined) continue; // JSON columns: any value
      const allowed = Array.isArray(declared) ? declared : [declared];
      expect(allowed, name).toContain(jsonType(value));
    }
  });
});

describe('documentation pages', () => {
  it('GET /api/docs answers Swagger UI, served from swagger-ui-dist', async () => {
    const res = await get('/api/docs', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
    const scripts = [...res.body.matchAll(/(?:src|href)="(\/api\/docs\/ui\/[^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const src of scripts) {
      const asset = await get(src);
      expect(asset.statusCode, src).toBe(200);
      expect(asset.body.length).toBeGreaterThan(0);
    }
    const init = await get('/api/docs/ui/init.js');
    expect(init.headers['content-type']).toContain('javascript');
    expect(init.body).toContain('/api/docs.json');
    expect((await get('/api/docs/ui/../package.json')).statusCode).toBe(404);
    expect((await get('/api/docs/ui/nope.js')).statusCode).toBe(404);
  });

  it('GET /api/docs answers the Hydra or the OpenAPI document by the Accept header', async () => {
    const ld = await get('/api/docs', 'application/ld+json');
    expect(ld.headers['content-type']).toContain('application/ld+json');
    expect(ld.json()['@type']).toBe('hydra:ApiDocumentation');
    const json = await get('/api/docs', 'application/json');
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.json().openapi).toBe('3.1.0');
  });

  it('GET /api answers the entrypoint to API clients and Swagger UI to browsers', async () => {
    expect((await get('/api', '*/*')).json()['@type']).toBe('Entrypoint');
    expect((await get('/api', 'application/json')).json()['@type']).toBe('Entrypoint');
    expect((await get('/api', 'text/html,*/*;q=0.8')).headers['content-type']).toContain('text/html');
  });

  it('every /api answer carries the Link header to the Hydra documentation', async () => {
    const token = await t.login();
    const answers = [
      await get('/api'),
      await get('/api/docs.jsonld'),
      await get('/api/docs.json'),
      await get('/api/docs', 'text/html'),
      await get('/api/docs/ui/swagger-ui.css'),
      await get('/api/contexts/People'),
      await get('/api/people'),
      await t.call('GET', '/api/people', { token }),
      await t.call('GET', '/api/people/999999', { token }),
      await get('/api/nope'),
    ];
    for (const res of answers) {
      expect(res.headers.link).toMatch(/^<http:\/\/[^>]+\/api\/docs\.jsonld>; rel="http:\/\/www\.w3\.org\/ns\/hydra\/core#apiDocumentation"$/);
    }
  });
});

describe('preferredType', () => {
  it('follows q values and specificity, the first offer on ties', () => {
    const offers = ['text/html', 'application/ld+json', 'application/json'];
    expect(preferredType(undefined, offers)).toBe('text/html');
    expect(preferredType('*/*', offers)).toBe('text/html');
    expect(preferredType('application/ld+json', offers)).toBe('application/ld+json');
    expect(preferredType('application/json, text/html;q=0.5', offers)).toBe('application/json');
    expect(preferredType('application/*', offers)).toBe('application/ld+json');
    expect(preferredType('image/png', offers)).toBe('text/html');
  });
});
