import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/admin/companies.service.ts';
import { createProfile } from '../src/modules/admin/access.service.ts';
import { operations } from '../src/modules/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Walks Fastify's whole route table under /api (declared resources, custom operations and every other
 * route): each one that is not public answers 401 without a token, and 403 to a signed-in user whose
 * profile grants nothing, unless it is listed here on purpose as open to every signed-in user (what a
 * user does about themselves). A new route is covered without writing a test, and an open one must be
 * added to a list a reviewer reads.
 */
const PUBLIC = [
  'GET /api',
  'GET /api/docs',
  'GET /api/docs.json',
  'GET /api/docs.jsonld',
  'GET /api/docs/ui/*',
  'GET /api/contexts/:type',
  'POST /api/token',
  'GET /api/oauth/google',
  'POST /api/oauth/google/return',
  'POST /api/accounts',
  'POST /api/password-resets',
  'POST /api/password-resets/confirm',
  'GET /api/people/default-company',
  'GET /api/temas',
  'GET /api/configs/app-config',
  'POST /api/anonymous/clients',
  // The public shop: the host's company only, published products only (test/loja.test.ts).
  'GET /api/shop/produtos',
  'GET /api/shop/produtos/:cdChamada',
  'GET /api/shop/categorias',
  'POST /api/shop/pedidos',
  'GET /api/cep_address/:cep',
  'GET /api/geo_places',
  'GET /api/geo_places/:id',
  'GET /api/files/:id',
  'GET /api/files/:id/miniatura',
];

/** Signed-in users act on themselves here; rows of other users or companies stay out of reach (tested apart). */
const OPEN_TO_EVERY_USER = [
  'GET /api/users/me',
  'PUT /api/users/me/password',
  'PUT /api/token/company',
  'DELETE /api/token',
  'PUT /api/people/:id/profile/:component',
  'GET /api/temas/:company',
  'GET /api/configs/:peopleId',
  'POST /api/files',
  'GET /api/menu',
  'GET /api/menu/:id',
  'GET /api/notifications',
  'GET /api/notifications/:id',
  'PUT /api/notifications/:id',
  'GET /api/favorites',
  'GET /api/favorites/:id',
  'POST /api/favorites',
  'DELETE /api/favorites/:id',
  // Saved list layouts: the user's own (only the owner writes) and the ones shared in their company.
  'GET /api/listagem_layouts',
  'GET /api/listagem_layouts/:id',
  'POST /api/listagem_layouts',
  'PUT /api/listagem_layouts/:id',
  'DELETE /api/listagem_layouts/:id',
  'GET /api/people/my-companies',
  'GET /api/people/my-grants',
  'GET /api/people/my-company',
  'GET /api/people/my-sale-companies',
  // The home dashboard: each part only when the profile reads its list (test/dashboard.test.ts).
  'GET /api/dashboard/home',
  // A job is checked one by one: its creator, or its grant in its company (platform/jobs/jobs.routes.ts).
  'GET /api/jobs/:id',
  'PUT /api/jobs/:id/cancelar',
  // Several GETs at once, each with the caller's own checks (platform/http/batch.ts, test/batch.test.ts).
  'POST /api/batch',
];

/**
 * Operations that answer `raw` (the handler writes the answer itself), each with why no declared kind (an item, a
 * collection, a page, a file, a JSON object, nothing) fits. Anything else declares its answer, which OpenAPI documents.
 */
const RAW_ANSWERS: Record<string, string> = {
  'GET /api/temas': 'a stylesheet or a Hydra collection, by the Accept header',
  'GET /api/files/:id/miniatura': 'an image for lists, without Content-Disposition',
  'POST /api/conferencia_leituras': "the order's conference, or a 422 that offers a lot swap",
};

let t: TestApp;
let none: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  const company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  await t.database.db.transaction(async (tx) => {
    const profile = await createProfile(tx, company, 'Sem acesso', []);
    await createUser(tx, company, { username: 'semacesso', password: 'semacesso1', email: 'sem@exemplo.com.br', profile }, null);
  });
  none = await t.login('semacesso', 'semacesso1');
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter is 1 (a wildcard, a file name). */
const concrete = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '1').replace(/\*$/, 'x');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('the route table', () => {
  const routes = () => t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('knows the routes it is about', () => {
    expect(routes().length).toBeGreaterThan(100);
    for (const k of [...PUBLIC, ...OPEN_TO_EVERY_USER]) expect(routes().map(key), k).toContain(k);
  });

  it('lists on purpose every public route', () => {
    expect(routes().filter((r) => r.public).map(key).sort()).toEqual([...PUBLIC].sort());
  });

  it('lists on purpose every operation open to any signed-in user', () => {
    const declared = operations.filter((op) => op.access === 'signed-in').map((op) => `${op.method} /api${op.path}`);
    for (const k of declared) expect(OPEN_TO_EVERY_USER, k).toContain(k);
  });

  it('answers 401 without a token on every private route', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => !r.public)) {
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { accept: 'application/ld+json', ...(withBody ? { 'content-type': 'application/json' } : {}) },
        payload: withBody ? '{}' : undefined,
      });
      if (res.statusCode !== 401) wrong.push(`${key(route)} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a user without grants on every route that needs one', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => !r.public && !OPEN_TO_EVERY_USER.includes(key(r)))) {
      const res = await t.call(route.method as 'GET', concrete(route.url), { token: none, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      if (res.statusCode !== 403) wrong.push(`${key(route)} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('custom operations declare their answer', () => {
  it('answers raw only where the list above says why', () => {
    const raw = t.app.apiRoutes.filter((r) => r.operation?.answer === 'raw').map(key).sort();
    expect(raw).toEqual(Object.keys(RAW_ANSWERS).sort());
  });

  it('documents a JSON answer from its schema and sends it as application/json', async () => {
    const doc = (await t.call('GET', '/api/docs.json')).json();
    const prazo = doc.paths['/api/fretes/prazo'].get.responses.default.content['application/json'].schema;
    expect(prazo.properties.DtPrevisaoEntrega).toEqual({ type: 'string' });
    const token = doc.paths['/api/token'].post.responses.default.content['application/json'].schema;
    expect(token.required).toEqual(expect.arrayContaining(['id', 'username', 'companies']));
    const admin = await t.login();
    const res = await t.call('GET', '/api/fretes/prazo?inicio=2026-03-02&dias=2', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ DtPrevisaoEntrega: '2026-03-04', diasUteis: 2 });
  });
});

describe('custom operations are documented from their declaration', () => {
  it('gives OpenAPI the permission, the body schema and the 422 of each operation', async () => {
    const doc = (await t.call('GET', '/api/docs.json')).json();
    const put = doc.paths['/api/users/{id}'].put;
    expect(put['x-permission']).toBe('users:update');
    expect(Object.keys(put.requestBody.content['application/ld+json'].schema.properties)).toEqual(expect.arrayContaining(['email', 'active', 'profiles']));
    expect(put.responses['422']).toBeDefined();
    expect(doc.paths['/api/people/{id}/profile/{component}'].put['x-permission']).toBe('signed-in');
    expect(doc.paths['/api/companies'].post.responses['201'].description).toContain('People');
  });
});

describe('custom operations in the Hydra documentation', () => {
  it('lists each operation on the class of the type it answers', async () => {
    const doc = (await t.call('GET', '/api/docs.jsonld')).json();
    const cls = (id: string) => doc['hydra:supportedClass'].find((c: { '@id': string }) => c['@id'] === id);
    const user = cls('#User')['hydra:supportedOperation'].map((o: Record<string, string>) => o['hydra:description']);
    expect(user).toEqual(expect.arrayContaining(['POST /api/users', 'PUT /api/users/:id']));
    expect(cls('#CompanyConfigs')['hydra:supportedOperation'].map((o: Record<string, string>) => o['hydra:method']).sort()).toEqual(['GET', 'PUT']);
  });
});
