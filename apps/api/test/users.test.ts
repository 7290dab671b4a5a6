import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let company: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
});
afterAll(() => t.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  username: 'joana',
  password: 'joana123',
  confirmPassword: 'joana123',
  email: 'joana@exemplo.com.br',
  realname: 'Joana Prado',
  ...over,
});

describe('users of a company', () => {
  it('creates a user with a profile, who can then sign in', async () => {
    const seller = (await t.call('GET', '/api/regras?regra=Vendedor', { token: admin })).json()['hydra:member'][0];
    const res = await t.call('POST', '/api/users', { token: admin, body: newUser({ profiles: [seller.id] }) });
    expect(res.statusCode, res.body).toBe(201);
    const token = await t.login('joana', 'joana123');
    expect((await t.call('GET', '/api/people', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/regras', { token })).statusCode).toBe(403);
    const list = (await t.call('GET', `/api/users?company=${company}&username=joana`, { token: admin })).json()['hydra:member'];
    expect(list).toHaveLength(1);
    // The list names the person and their e-mail, never the password hash.
    expect(list[0]).toMatchObject({ '@id': `/api/users/${list[0].id}`, username: 'joana', realname: 'Joana Prado', email: 'joana@exemplo.com.br', active: true });
    expect(Object.keys(list[0])).not.toContain('passwordHash');
    expect(Object.keys(list[0])).not.toContain('searchName');
    const byName = (await t.call('GET', `/api/users?company=${company}&realname=JOANA%20PRADO`, { token: admin })).json()['hydra:member'];
    expect(byName.map((u: { username: string }) => u.username)).toEqual(['joana']);
  });

  it('refuses a taken username or e-mail, and a username with spaces', async () => {
    const dupUser = await t.call('POST', '/api/users', { token: admin, body: newUser({ email: 'x@exemplo.com.br' }) });
    expect(dupUser.json().violations).toEqual([{ propertyPath: 'username', message: 'O usuário já existe' }]);
    const dupMail = await t.call('POST', '/api/users', { token: admin, body: newUser({ username: 'joana2', email: DEMO.user.email }) });
    expect(dupMail.json().violations).toEqual([{ propertyPath: 'email', message: 'O email utilizado já existe' }]);
    const spaces = await t.call('POST', '/api/users', { token: admin, body: newUser({ username: 'jo ana' }) });
    expect(spaces.json().violations[0].propertyPath).toBe('username');
  });

  it('deactivates a user, which ends their sessions and sign-ins', async () => {
    const id = (await t.call('GET', '/api/users?username=joana', { token: admin })).json()['hydra:member'][0].id;
    const token = await t.login('joana', 'joana123');
    const res = await t.call('PUT', `/api/users/${id}`, { token: admin, body: { active: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', '/api/users/me', { token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/token', { body: { username: 'joana', password: 'joana123' } })).statusCode).toBe(401);
  });

  it('is not possible for another company nor for a user without the grant', async () => {
    const id = (await t.call('GET', '/api/users?username=vendedor', { token: admin })).json()['hydra:member'][0].id;
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('PUT', `/api/users/${id}`, { token: other, body: { active: false } })).statusCode).toBe(404);
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await t.call('POST', '/api/users', { token: seller, body: newUser({ username: 'z' }) })).statusCode).toBe(403);
  });

  it('edits the company theme colours', async () => {
    const res = await t.call('PUT', `/api/temas/${company}`, { token: admin, body: { colors: { primary: '#aa3300' } } });
    expect(res.statusCode, res.body).toBe(200);
    const theme = (await t.call('GET', '/api/people/default-company?domain=localhost')).json().data.tema;
    expect(theme.cores.primary).toBe('#aa3300');
    expect(theme.cores.secondary).toBeTruthy();
    expect((await t.call('PUT', `/api/temas/${company}`, { token: admin, body: { logoLogin: 'javascript:alert(1)' } })).statusCode).toBe(422);
  });
});

describe('profiles and themes, more', () => {
  it('answers 409 for a duplicate profile name, not 500', async () => {
    expect((await t.call('POST', '/api/regras', { token: admin, body: { regra: 'Compras' } })).statusCode).toBe(201);
    const dup = await t.call('POST', '/api/regras', { token: admin, body: { regra: 'Compras' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()['@type']).toBe('hydra:Error');
  });

  it("names no file of another company as the theme's picture (422 on the field); the company's own file is taken", async () => {
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    // A 1×1 PNG.
    const png = { name: 'logo.png', type: 'image/png', bytes: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') };
    const theirs = await t.upload('/api/files?public=true', png, { token: other });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const before = (await t.call('GET', `/api/temas/${company}`, { token: admin })).json();
    for (const field of ['logoLogin', 'logoMenu', 'favicon', 'backgroundHome']) {
      const res = await t.call('PUT', `/api/temas/${company}`, { token: admin, body: { [field]: theirs.json().url }, headers: { 'accept-language': 'pt-BR' } });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().violations).toEqual([{ propertyPath: field, message: 'Escolha um registro desta empresa' }]);
    }
    const after = (await t.call('GET', `/api/temas/${company}`, { token: admin })).json();
    expect([after.logoLogin, after.logoMenu, after.favicon, after.backgroundHome]).toEqual([before.logoLogin, before.logoMenu, before.favicon, before.backgroundHome]);

    const mine = await t.upload('/api/files?public=true', png, { token: admin });
    expect(mine.statusCode, mine.body).toBe(201);
    const saved = await t.call('PUT', `/api/temas/${company}`, { token: admin, body: { logoMenu: mine.json().url } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().logoMenu).toBe(mine.json().url);
  });

  it('reads the theme of one of the user companies only', async () => {
    expect((await t.call('GET', `/api/temas/${company}`, { token: admin })).json().cores.primary).toMatch(/^#/);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('GET', `/api/temas/${company}`, { token: other })).statusCode).toBe(404);
  });
});
