import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { forgetSessions } from '../src/platform/auth/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '8' } });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('gives a token and the session user for demo/demo1234', async () => {
    const res = await t.call('POST', '/api/token', { body: { username: 'demo', password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body).toMatchObject({ username: 'demo', realname: DEMO.user.realname, email: DEMO.user.email, active: true, type: 'user', roles: ['ROLE_ADMIN'] });
    expect(body.people).toBeTypeOf('number');
    expect(body.company).toBeTypeOf('number');
  });

  it('answers 401 "Invalid credentials." for a wrong password or an unknown user', async () => {
    for (const body of [
      { username: 'demo', password: 'errada123' },
      { username: 'ninguem', password: 'demo1234' },
    ]) {
      const res = await t.call('POST', '/api/token', { body });
      expect(res.statusCode).toBe(401);
      expect(res.json()['hydra:description']).toBe('Invalid credentials.');
      expect(res.json()['@type']).toBe('hydra:Error');
    }
  });

  it('answers 422 with violations when the username is missing', async () => {
    const res = await t.call('POST', '/api/token', { body: { password: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'username', message: expect.any(String) }]);
  });

  it('answers 401 "Unauthorized" without a token, with a bad token and after logout', async () => {
    expect((await t.call('GET', '/api/people/my-companies')).json()['hydra:description']).toBe('Unauthorized');
    const bad = await t.call('GET', '/api/people/my-companies', { token: 'nope' });
    expect(bad.statusCode).toBe(401);
    const token = await t.login();
    expect((await t.call('GET', '/api/people/my-companies', { token })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/token', { token })).statusCode).toBe(204);
    const after = await t.call('GET', '/api/people/my-companies', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()['hydra:description']).toBe('Unauthorized');
  });

  it('refuses an expired token', async () => {
    const token = await t.login();
    await t.database.pglite?.query(`update api_tokens set expires_at = now() - interval '1 minute'`);
    if (t.database.pool) await t.database.pool.query(`update api_tokens set expires_at = now() - interval '1 minute'`);
    // The expiry changed behind the API's back: drop the per-process session cache, as its TTL would.
    forgetSessions();
    expect((await t.call('GET', '/api/people/my-companies', { token })).statusCode).toBe(401);
  });

  it('selects the company of the App-Domain host when the user belongs to it', async () => {
    const res = await t.call('POST', '/api/token', { body: { username: 'outra', password: 'outra1234' }, headers: { 'app-domain': 'outra.localhost' } });
    const companies = (await t.call('GET', '/api/people/my-companies', { token: res.json().token })).json()['hydra:member'];
    expect(companies.map((c: { name: string }) => c.name)).toEqual([DEMO.other.name]);
    expect(res.json().company).toBe(companies[0].id);
    // demo does not belong to outra.localhost's company: it signs in on its own.
    const demo = await t.call('POST', '/api/token', { body: { username: 'demo', password: 'demo1234' }, headers: { 'app-domain': 'outra.localhost' } });
    expect(demo.json().company).not.toBe(companies[0].id);
  });

  it('limits login attempts per address and username', async () => {
    let last = 0;
    for (let i = 0; i < 10; i++) last = (await t.call('POST', '/api/token', { body: { username: 'limite', password: 'x' } })).statusCode;
    expect(last).toBe(429);
    // Another username from the same address is not locked out.
    expect((await t.call('POST', '/api/token', { body: { username: 'outra', password: 'outra1234' } })).statusCode).toBe(200);
  });

  it('answers the session user at /users/me', async () => {
    const token = await t.login();
    const me = (await t.call('GET', '/api/users/me', { token })).json();
    expect(me).toMatchObject({ username: 'demo', email: DEMO.user.email });
    expect(me.token).toBeUndefined();
  });

  it('switches the session company only among the user companies', async () => {
    const token = await t.login();
    const me = (await t.call('GET', '/api/users/me', { token })).json();
    const second = await t.call('POST', '/api/companies', {
      token,
      body: { name: 'Filial Exemplo Ltda', alias: 'Filial', document: '11444777000242', address: { cep: '13010000', street: 'Rua A', number: '1', district: 'Centro', city: 'Campinas', uf: 'SP' } },
    });
    expect(second.statusCode, second.body).toBe(201);
    const switched = await t.call('PUT', '/api/token/company', { token, body: { company: second.json().id } });
    expect(switched.statusCode).toBe(200);
    expect((await t.call('GET', '/api/users/me', { token })).json().company).toBe(second.json().id);
    const other = (await t.call('POST', '/api/token', { body: { username: 'outra', password: 'outra1234' } })).json().company;
    expect((await t.call('PUT', '/api/token/company', { token, body: { company: other } })).statusCode).toBe(404);
    expect(me.company).not.toBe(second.json().id);
  });
});
