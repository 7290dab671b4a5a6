import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionFor } from '../src/platform/resources/define.ts';
import { resources as declaredResources } from '../src/modules/index.ts';
import { createUser } from '../src/modules/admin/companies.service.ts';
import { createProfile } from '../src/modules/admin/access.service.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/**
 * Generated from the declarations: a user whose profile grants nothing gets 403 on every
 * resource that declares a permission. Resources open to any signed-in user are listed here on purpose.
 */
const OPEN_TO_EVERY_USER = ['/people/my-companies', '/people/my-sale-companies', '/notifications', '/favorites', '/listagem_layouts', '/menu'];

let t: TestApp;
let none: string;
let seller: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  await t.database.db.transaction(async (tx) => {
    const profile = await createProfile(tx, company, 'Sem acesso', []);
    await createUser(tx, company, { username: 'semacesso', password: 'semacesso1', email: 'sem@exemplo.com.br', profile }, null);
  });
  none = await t.login('semacesso', 'semacesso1');
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
});
afterAll(() => t.close());

describe('access profiles, enforced on the server', () => {
  it('lists on purpose the resources open to every signed-in user', () => {
    const open = declaredResources.filter((r) => !permissionFor(r, 'read')).map((r) => r.path);
    expect(open.sort()).toEqual([...OPEN_TO_EVERY_USER].sort());
  });

  for (const resource of declaredResources) {
    const read = permissionFor(resource, 'read');
    const write = permissionFor(resource, 'create');
    if (!read && !write) continue;
    it(`${resource.path}: 403 for a user whose profile grants nothing`, async () => {
      if (read && resource.operations.includes('list')) {
        const res = await t.call('GET', `/api${resource.path}`, { token: none });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()['@type']).toBe('hydra:Error');
        expect((await t.call('GET', `/api${resource.path}`, { token: admin })).statusCode).toBe(200);
      }
      if (read && resource.csv) expect((await t.call('GET', `/api${resource.csv}`, { token: none })).statusCode).toBe(403);
      if (write && resource.operations.includes('create')) {
        expect((await t.call('POST', `/api${resource.path}`, { token: none, body: {} })).statusCode).toBe(403);
      }
      const sample = (await t.call('GET', `/api${resource.path}?itemsPerPage=1`, { token: admin })).json()['hydra:member']?.[0];
      if (sample && resource.operations.includes('item') && read) expect((await t.call('GET', sample['@id'], { token: none })).statusCode).toBe(403);
      if (sample && resource.operations.includes('update')) expect((await t.call('PUT', sample['@id'], { token: none, body: {} })).statusCode).toBe(403);
      if (sample && resource.operations.includes('delete')) expect((await t.call('DELETE', sample['@id'], { token: none })).statusCode).toBe(403);
    });
  }

  it('lets the salesperson work with clients but not administration', async () => {
    expect((await t.call('GET', '/api/people', { token: seller })).statusCode).toBe(200);
    const created = await t.call('POST', '/api/people', { token: seller, body: { name: 'Cliente do Vendedor' } });
    expect(created.statusCode).toBe(201);
    expect((await t.call('DELETE', created.json()['@id'], { token: seller })).statusCode).toBe(403);
    for (const path of ['/regras', '/configs', '/users', '/logs', '/usuario_regras']) {
      expect((await t.call('GET', `/api${path}`, { token: seller })).statusCode, path).toBe(403);
    }
  });

  it('shows in the menu only what the profile grants', async () => {
    const rotas = async (token: string) => (await t.call('GET', '/api/menu?pagination=false', { token })).json()['hydra:member'].map((m: { rota: string }) => m.rota);
    expect(await rotas(admin)).toEqual(expect.arrayContaining(['/home', '/company', '/settings']));
    const sellerMenu = await rotas(seller);
    expect(sellerMenu).toContain('/home');
    expect(sellerMenu).not.toContain('/settings');
    expect(sellerMenu).not.toContain('/company');
  });

  it('grants a profile an action and the user gains it at once', async () => {
    const acoes = (await t.call('GET', '/api/acoes?pagination=false', { token: admin })).json()['hydra:member'];
    const rotas = (await t.call('GET', '/api/rotas?chave=logs', { token: admin })).json()['hydra:member'];
    const readLogs = acoes.find((a: { rota: number; acao: string }) => a.rota === rotas[0].id && a.acao === 'read');
    const profile = (await t.call('GET', '/api/regras?regra=Vendedor', { token: admin })).json()['hydra:member'][0];
    const grant = await t.call('POST', '/api/regra_acoes', { token: admin, body: { regra: profile.id, acao: readLogs.id } });
    expect(grant.statusCode, grant.body).toBe(201);
    expect((await t.call('GET', '/api/logs', { token: seller })).statusCode).toBe(200);
    expect((await t.call('DELETE', grant.json()['@id'], { token: admin })).statusCode).toBe(204);
    expect((await t.call('GET', '/api/logs', { token: await t.login(DEMO.seller.username, DEMO.seller.password) })).statusCode).toBe(403);
  });

  it('keeps the administrator profile from being deleted', async () => {
    const adminProfile = (await t.call('GET', '/api/regras?admin=true', { token: admin })).json()['hydra:member'][0];
    expect((await t.call('DELETE', adminProfile['@id'], { token: admin })).statusCode).toBe(422);
  });
});
