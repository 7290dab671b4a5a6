import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let company: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  company = (await t.call('GET', '/api/users/me', { token })).json().company;
});
afterAll(() => t.close());

const signUp = (over: { user?: Record<string, unknown>; company?: Record<string, unknown> } = {}) => ({
  user: { username: 'maria', password: 'segredo1!', confirmPassword: 'segredo1!', email: 'maria@loja.com.br', realname: 'Maria Lima', ...over.user },
  company: {
    name: 'Loja da Maria Ltda',
    alias: 'Loja da Maria',
    document: generateCnpj(),
    address: { cep: '1310100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
    ...over.company,
  },
});

describe("the signed-in user's grants and company (GET /people/my-grants, /people/my-company)", () => {
  it('answers the actions granted per permission in the session company, and whether the user is an administrator', async () => {
    const admin = await t.call('GET', '/api/people/my-grants', { token });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toMatchObject({ '@type': 'MyGrants', '@id': '/api/people/my-grants', company, admin: true });
    const seller = await t.call('GET', '/api/people/my-grants', { token: await t.login(DEMO.seller.username, DEMO.seller.password) });
    expect(seller.json()).toMatchObject({ company, admin: false, permissions: { people: ['create', 'read', 'update'], pedido_vendas: ['create', 'read', 'update'] } });
    expect(seller.json().permissions.users).toBeUndefined();
    expect((await t.call('GET', '/api/people/my-grants')).statusCode).toBe(401);
  });

  it("answers the session company's name and theme, not the first company's", async () => {
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const res = await t.call('GET', '/api/people/my-company', { token: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: DEMO.other.name, alias: DEMO.other.alias });
    expect(res.json().data.id).not.toBe(company);
    expect((await t.call('GET', '/api/people/my-company', { token })).json().data).toMatchObject({ id: company, alias: DEMO.company.alias });
  });
});

describe('default company, theme and app config (public)', () => {
  it('answers the company of the domain with its theme', async () => {
    const res = await t.call('GET', '/api/people/default-company?domain=localhost');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: DEMO.company.name, alias: DEMO.company.alias, domain: 'localhost' });
    expect(data.tema.cores.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(data.tema.logoLogin).toMatch(/^\/api\/files\//);
    const logo = await t.call('GET', data.tema.logoLogin);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves the theme stylesheet at /temas', async () => {
    const css = await t.call('GET', '/api/temas', { headers: { accept: 'text/css', 'app-domain': 'localhost' } });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toMatch(/--color-primary: #[0-9a-f]{6};/i);
  });

  it('answers the app config with gtmId as a list', async () => {
    const res = await t.call('GET', '/api/configs/app-config', { headers: { 'app-domain': 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().gtmId)).toBe(true);
    // The map's tiles: OpenStreetMap unless MAP_TILES_URL says otherwise.
    expect(res.json().mapTiles).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: expect.stringContaining('OpenStreetMap') });
  });
});

describe('configs', () => {
  it('reads and writes the settings of one of the user companies, with an audit row', async () => {
    const put = await t.call('PUT', `/api/configs/${company}`, { token, body: { configKey: 'legacyBaseUrl', configValue: 'https://legado.exemplo.com.br', visibility: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().configs.legacyBaseUrl).toBe('https://legado.exemplo.com.br');
    const list = (await t.call('GET', '/api/configs?configKey=legacy', { token })).json()['hydra:member'];
    expect(list).toEqual([expect.objectContaining({ configKey: 'legacyBaseUrl', visibility: true })]);
    const logs = (await t.call('GET', '/api/logs?NmEntidadeOrigem=Config', { token })).json();
    expect(logs['hydra:totalItems']).toBeGreaterThan(0);
  });

  it('answers 404 for another company settings', async () => {
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('GET', `/api/configs/${company}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/configs/${company}`, { token: other, body: { configKey: 'x', configValue: 'y' } })).statusCode).toBe(404);
  });
});

describe('sign-up (POST /accounts)', () => {
  it('creates the user and the company, fills the origin from the address, and signs in', async () => {
    const body = signUp();
    const res = await t.call('POST', '/api/accounts', { body });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ success: true, data: { username: 'maria', company: { name: 'Loja da Maria Ltda' } } });
    const me = await t.call('GET', '/api/people/my-companies', { token: answer.data.appkey });
    expect(me.json()['hydra:member'].map((c: { document: string }) => c.document)).toEqual([body.company.document]);
    const configs = (await t.call('GET', `/api/configs/${answer.data.company.id}`, { token: answer.data.appkey })).json().configs;
    expect(JSON.parse(configs.origin)).toEqual({ country: 'Brasil', state: 'SP', city: 'São Paulo' });
    const addresses = (await t.call('GET', `/api/addresses?people=${answer.data.company.id}`, { token: answer.data.appkey })).json()['hydra:member'];
    expect(addresses[0].cep).toBe('01310100');
    expect((await t.call('POST', '/api/token', { body: { username: 'maria', password: 'segredo1!' } })).statusCode).toBe(200);
  });

  it('refuses a taken username or e-mail with the specification messages', async () => {
    const user = await t.call('POST', '/api/accounts', { body: signUp({ user: { username: 'demo', email: 'novo@x.com.br' } }) });
    expect(user.statusCode).toBe(422);
    expect(user.json().violations).toEqual([{ propertyPath: 'user.username', message: 'O usuário já existe' }]);
    const email = await t.call('POST', '/api/accounts', { body: signUp({ user: { username: 'novo', email: DEMO.user.email } }) });
    expect(email.json().violations).toEqual([{ propertyPath: 'user.email', message: 'O email utilizado já existe' }]);
  });

  it('validates password, confirmation, username characters, e-mail and document', async () => {
    const res = await t.call('POST', '/api/accounts', {
      body: signUp({ user: { username: 'com espaço', password: '123', confirmPassword: '321', email: 'x@' }, company: { document: '11111111111111' } }),
    });
    expect(res.statusCode).toBe(422);
    const paths = res.json().violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['user.username', 'user.password', 'user.email', 'company.document']));
    expect((await t.call('POST', '/api/token', { body: { username: 'com espaço', password: '123' } })).statusCode).toBe(401);
  });
});

describe('POST /companies', () => {
  it('opens another company for the signed-in user', async () => {
    const res = await t.call('POST', '/api/companies', { token, body: signUp().company });
    expect(res.statusCode, res.body).toBe(201);
    const mine = (await t.call('GET', '/api/people/my-companies', { token })).json()['hydra:member'];
    expect(mine.map((c: { id: number }) => c.id)).toEqual([...mine.map((c: { id: number }) => c.id)].sort((a, b) => a - b));
    expect(mine.map((c: { id: number }) => c.id)).toContain(res.json().id);
    // The answer and the audit row hold the company, not the search copies the database derives.
    expect(Object.keys(res.json())).not.toContain('searchName');
    const [log] = await t.database.rows<{ log: string }>(
      sql`select log from logs where nm_entidade_origem = 'People' and id_entidade_origem = ${String(res.json().id)}`,
    );
    expect(JSON.parse(log.log).changes).toMatchObject({ name: signUp().company.name });
    expect(Object.keys(JSON.parse(log.log).changes)).not.toContain('searchName');
  });
});
