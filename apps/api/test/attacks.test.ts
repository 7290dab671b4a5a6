import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { linkEmployee, createCompany } from '../src/modules/admin/companies.service.ts';
import { createProfile } from '../src/modules/admin/access.service.ts';
import { users } from '../src/modules/admin/admin.table.ts';
import { emails } from '../src/modules/pessoas/pessoas.table.ts';

/**
 * The attacks a restricted salesperson (`vendedor`) could make on the platform, replayed: each must be
 * refused and change nothing. A grant is worth only in the company that owns the row read or written.
 */
let t: TestApp;
let admin: string;
let seller: string;
let companyA: number;
let adminUser: { id: number; people: number };
let sellerUser: { id: number; people: number };

const ADDRESS = { cep: '13010000', street: 'Rua das Flores', number: '10', district: 'Centro', city: 'Campinas', cityIbge: '3509502', uf: 'SP' };
const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];

async function userRow(username: string) {
  const [row] = await t.database.db.select({ id: users.id, people: users.people }).from(users).where(eq(users.username, username));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  companyA = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  adminUser = await userRow(DEMO.user.username);
  sellerUser = await userRow(DEMO.seller.username);
});
afterAll(() => t.close());

describe('a grant holds only in its own company', () => {
  let companyB: number;
  let personOfB: number;

  beforeAll(async () => {
    // Company B: the salesperson works there too, with a profile that grants nothing.
    const b = await t.call('POST', '/api/companies', {
      token: admin,
      body: { name: 'Filial Sem Acesso Ltda', alias: 'Filial B', document: '45723174000110', address: ADDRESS },
    });
    expect(b.statusCode, b.body).toBe(201);
    companyB = b.json().id;
    await t.database.db.transaction(async (tx) => {
      const none = await createProfile(tx, companyB, 'Nada', []);
      await linkEmployee(tx, companyB, sellerUser.people, sellerUser.id, none);
    });
    const created = await t.call('POST', '/api/people', { token: admin, body: { name: 'Cliente da Filial B', company: companyB } });
    expect(created.statusCode, created.body).toBe(201);
    personOfB = created.json().id;
    seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  });

  it("does not read company B's people", async () => {
    const list = await t.call('GET', `/api/people?company=${companyB}`, { token: seller });
    expect(list.statusCode).toBe(200);
    expect(members(list)).toEqual([]);
    expect((await t.call('GET', `/api/people/${personOfB}`, { token: seller })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/people/clients/${personOfB}`, { token: seller })).statusCode).toBe(404);
    const search = await t.call('GET', '/api/people/search?input=Filial', { token: seller });
    expect(members(search).map((p) => p.id)).not.toContain(personOfB);
    // The salesperson still reads the people of company A, where the grant is.
    expect(members(await t.call('GET', '/api/people?itemsPerPage=5', { token: seller })).length).toBeGreaterThan(0);
  });

  it('does not create a person in company B', async () => {
    const before = members(await t.call('GET', `/api/people?company=${companyB}&pagination=false`, { token: admin })).length;
    expect((await t.call('POST', '/api/people', { token: seller, body: { name: 'Intruso', company: companyB } })).statusCode).toBe(403);
    const client = await t.call('POST', '/api/people/clients', {
      token: seller,
      body: { name: 'Intruso Ltda', document: '06990590000123', contributorType: 9, addresses: [ADDRESS], company: companyB },
    });
    expect(client.statusCode).toBe(403);
    expect(members(await t.call('GET', `/api/people?company=${companyB}&pagination=false`, { token: admin })).length).toBe(before);
  });

  it('does not move a person of company A into company B', async () => {
    const mine = await t.call('POST', '/api/people', { token: seller, body: { name: 'Cliente do Vendedor' } });
    expect(mine.statusCode).toBe(201);
    expect((await t.call('PUT', mine.json()['@id'], { token: seller, body: { company: companyB } })).statusCode).toBe(403);
    expect((await t.call('GET', mine.json()['@id'], { token: admin })).json().company).toBe(companyA);
  });
});

describe('the salesperson cannot become administrator', () => {
  it('cannot open a company', async () => {
    const res = await t.call('POST', '/api/companies', { token: seller, body: { name: 'Minha Empresa Ltda', alias: 'Minha', document: '34028316000103', address: ADDRESS } });
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/people/my-companies', { token: seller })).json()['hydra:totalItems']).toBe(
      (await t.call('GET', '/api/people/my-companies', { token: seller })).json()['hydra:totalItems'],
    );
    const mine = members(await t.call('GET', '/api/people/my-companies?pagination=false', { token: seller })).map((c) => c.name);
    expect(mine).not.toContain('Minha Empresa Ltda');
  });

  describe('administrator of a company C of their own', () => {
    let companyC: number;
    let sellerInC: string;
    let adminProfileA: number;

    beforeAll(async () => {
      // As if the salesperson had opened a company before this was closed: administrator in C only.
      companyC = await t.database.db.transaction(async (tx) => {
        const c = await createCompany(tx, { name: 'Empresa do Vendedor Ltda', alias: 'Empresa C', document: '27865757000102' }, null);
        await linkEmployee(tx, c.id, sellerUser.people, sellerUser.id, 'admin');
        return c.id;
      });
      sellerInC = await t.login(DEMO.seller.username, DEMO.seller.password);
      const switched = await t.call('PUT', '/api/token/company', { token: sellerInC, body: { company: companyC } });
      expect(switched.statusCode, switched.body).toBe(200);
      adminProfileA = members(await t.call('GET', '/api/regras?admin=true', { token: admin })).find((r) => r.company === companyA)!.id;
    });

    it("reads none of company A's users, profiles, logs or private settings", async () => {
      for (const path of ['/users', '/regras', '/logs', '/usuario_regras', '/configs']) {
        const res = await t.call('GET', `/api${path}?pagination=false`, { token: sellerInC });
        expect(res.statusCode, path).toBe(200);
        for (const row of members(res)) {
          if ('company' in row) expect(row.company, `${path} ${row['@id']}`).toBe(companyC);
        }
      }
      const usersSeen = members(await t.call('GET', '/api/users?pagination=false', { token: sellerInC })).map((u) => u.username);
      expect(usersSeen).not.toContain(DEMO.user.username);
      const configs = (await t.call('GET', `/api/configs/${companyA}`, { token: sellerInC })).json().configs;
      expect(Object.keys(configs)).not.toContain('origin');
      expect(Object.keys(configs)).toContain('legacyBaseUrl');
      expect((await t.call('GET', `/api/regras/${adminProfileA}`, { token: sellerInC })).statusCode).toBe(404);
    });

    it("cannot give itself company A's administrator profile", async () => {
      const res = await t.call('POST', '/api/usuario_regras', { token: sellerInC, body: { user: sellerUser.id, regra: adminProfileA, company: companyA } });
      expect(res.statusCode).toBe(403);
      const viaUsers = await t.call('PUT', `/api/users/${sellerUser.id}`, { token: sellerInC, body: { profiles: [adminProfileA], company: companyA } });
      expect(viaUsers.statusCode).toBe(403);
      const fresh = await t.login(DEMO.seller.username, DEMO.seller.password);
      expect((await t.call('GET', '/api/users/me', { token: fresh })).json().company).toBe(companyA);
      expect((await t.call('GET', '/api/regras', { token: fresh })).statusCode).toBe(200); // company C's, where it is administrator
      expect(members(await t.call('GET', '/api/regras', { token: fresh })).every((r) => r.company === companyC)).toBe(true);
      expect((await t.call('GET', '/api/logs', { token: fresh })).json()['hydra:member'].every((l: { company: number }) => l.company === companyC)).toBe(true);
    });

    it("cannot change company A's settings or theme", async () => {
      const before = (await t.call('GET', `/api/configs/${companyA}`, { token: admin })).json().configs;
      const res = await t.call('PUT', `/api/configs/${companyA}`, { token: sellerInC, body: { configKey: 'legacyBaseUrl', configValue: 'https://phishing.example' } });
      expect(res.statusCode).toBe(403);
      expect((await t.call('PUT', `/api/temas/${companyA}`, { token: sellerInC, body: { colors: { primary: '#ff0000' } } })).statusCode).toBe(403);
      expect((await t.call('GET', `/api/configs/${companyA}`, { token: admin })).json().configs).toEqual(before);
    });

    it('cannot create a user in company A', async () => {
      const res = await t.call('POST', '/api/users', {
        token: sellerInC,
        body: { company: companyA, username: 'intruso', password: 'intruso123', confirmPassword: 'intruso123', email: 'intruso@exemplo.com', realname: 'Intruso' },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe("nobody takes over another user's account", () => {
  const adminEmail = async () =>
    (await t.database.db.select({ email: emails.email }).from(emails).where(eq(emails.people, adminUser.people)).orderBy(emails.id).limit(1))[0].email;

  it("does not change the admin's e-mail through the profile", async () => {
    const res = await t.call('PUT', `/api/people/${adminUser.people}/profile/personal`, { token: seller, body: { name: 'Admin', email: 'atacante@exemplo.com' } });
    expect(res.statusCode).toBe(403);
    expect(await adminEmail()).toBe(DEMO.user.email);
  });

  it("does not change the admin's e-mail rows, person or client record", async () => {
    const [row] = await t.database.db.select({ id: emails.id }).from(emails).where(eq(emails.people, adminUser.people)).limit(1);
    expect((await t.call('PUT', `/api/emails/${row.id}`, { token: seller, body: { email: 'atacante@exemplo.com' } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/emails', { token: seller, body: { people: adminUser.people, email: 'atacante@exemplo.com' } })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/emails/${row.id}`, { token: seller })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/people/${adminUser.people}`, { token: seller, body: { name: 'Renomeado' } })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/people/clients/${adminUser.people}`, { token: seller, body: { name: 'Renomeado' } })).statusCode).toBe(403);
    expect(await adminEmail()).toBe(DEMO.user.email);
  });

  it("does not rename the company's own record", async () => {
    expect((await t.call('PUT', `/api/people/${companyA}`, { token: seller, body: { name: 'Empresa Renomeada' } })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/people/${companyA}/profile/personal`, { token: seller, body: { name: 'Empresa Renomeada' } })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/people/${companyA}`, { token: admin })).json().name).toBe(DEMO.company.name);
  });

  it('still edits its own profile, and the administrator still edits both', async () => {
    const own = await t.call('PUT', `/api/people/${sellerUser.people}/profile/personal`, { token: seller, body: { name: 'Carlos Vendedor', email: 'carlos@exemplo.com.br' } });
    expect(own.statusCode, own.body).toBe(200);
    const byAdmin = await t.call('PUT', `/api/people/${companyA}`, { token: admin, body: { alias: 'Distribuidora Exemplo' } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('a user manager who is not administrator cannot take over the administrator', async () => {
    const manager = await t.database.db.transaction(async (tx) => {
      const profile = await createProfile(tx, companyA, 'Gestor de usuários', ['users:read', 'users:update', 'users:create']);
      const { createUser } = await import('../src/modules/admin/companies.service.ts');
      return createUser(tx, companyA, { username: 'gestor', password: 'gestor1234', email: 'gestor@exemplo.com.br', profile }, null);
    });
    expect(manager.id).toBeGreaterThan(0);
    const token = await t.login('gestor', 'gestor1234');
    const res = await t.call('PUT', `/api/users/${adminUser.id}`, { token, body: { email: 'gestor2@exemplo.com.br' } });
    expect(res.statusCode).toBe(403);
    const adminProfile = members(await t.call('GET', '/api/regras?admin=true', { token: admin }))[0].id;
    const self = await t.call('PUT', `/api/users/${manager.id}`, { token, body: { profiles: [adminProfile] } });
    expect(self.statusCode).toBe(403);
    expect(await adminEmail()).toBe(DEMO.user.email);
    // What the grant is for still works: the manager edits the salesperson.
    expect((await t.call('PUT', `/api/users/${sellerUser.id}`, { token, body: { realname: 'Carlos Vendedor' } })).statusCode).toBe(200);
  });
});

describe('managing profiles is not a way up', () => {
  it('a profile manager grants only what it holds, and a user manager does not hand out the administrator profile', async () => {
    const { createUser } = await import('../src/modules/admin/companies.service.ts');
    const [profileId] = await t.database.db.transaction(async (tx) => {
      const profile = await createProfile(tx, companyA, 'Gestor de perfis', ['profiles:read', 'profiles:create', 'profiles:update', 'profiles:delete', 'users:read', 'users:create', 'users:delete']);
      const user = await createUser(tx, companyA, { username: 'perfis', password: 'perfis1234', email: 'perfis@exemplo.com.br', profile }, null);
      return [profile, user.id];
    });
    const token = await t.login('perfis', 'perfis1234');
    const acoes = members(await t.call('GET', '/api/acoes?pagination=false', { token }));
    const rotas = members(await t.call('GET', '/api/rotas?pagination=false', { token }));
    const action = (chave: string, acao: string) => acoes.find((a) => a.acao === acao && rotas.find((r) => r.id === a.rota)?.chave === chave)!.id;
    // Not held: refused, and nothing granted.
    const up = await t.call('POST', '/api/regra_acoes', { token, body: { regra: profileId, acao: action('configs', 'update') } });
    expect(up.statusCode).toBe(403);
    expect((await t.call('GET', '/api/configs', { token: await t.login('perfis', 'perfis1234') })).statusCode).toBe(403);
    // Held: allowed (to another profile of the company).
    const vendedorProfile = members(await t.call('GET', '/api/regras?regra=Vendedor', { token }))[0].id;
    const held = await t.call('POST', '/api/regra_acoes', { token, body: { regra: vendedorProfile, acao: action('users', 'read') } });
    expect(held.statusCode, held.body).toBe(201);
    const adminProfile = members(await t.call('GET', '/api/regras?admin=true', { token: admin }))[0].id;
    const me = await userRow('perfis');
    expect((await t.call('POST', '/api/usuario_regras', { token, body: { user: me.id, regra: adminProfile } })).statusCode).toBe(403);
    const adminLink = members(await t.call('GET', `/api/usuario_regras?user=${adminUser.id}`, { token }))[0];
    expect((await t.call('DELETE', adminLink['@id'], { token })).statusCode).toBe(403);
  });
});
