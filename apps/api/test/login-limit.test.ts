import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  proxied = await createTestApp({ seed: false, env: { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const attempt = (app: TestApp, username: string, forwardedFor?: string) =>
  app.call('POST', '/api/token', { body: { username, password: 'errada' }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('sign-in rate limit', () => {
  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push((await attempt(t, 'spoofer', `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('counts the same name spelled with spaces, tabs or capitals as one', async () => {
    const codes = [];
    for (const name of ['outra ', 'outra\t', 'OUTRA', 'outra']) codes.push((await attempt(t, name)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('believes X-Forwarded-For from the proxies of TRUST_PROXY', async () => {
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push((await attempt(proxied, 'viaproxy', `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401]);
    for (let i = 0; i < 3; i++) await attempt(proxied, 'viaproxy', '198.51.100.9');
    expect((await attempt(proxied, 'viaproxy', '198.51.100.9')).statusCode).toBe(429);
  });

  it('limits password-reset requests by address and normalised name too', async () => {
    const codes = [];
    for (const who of ['Alguem@Exemplo.com ', 'alguem@exemplo.com\t', 'ALGUEM@EXEMPLO.COM', 'alguem@exemplo.com']) {
      codes.push((await t.call('POST', '/api/password-resets', { body: { username_or_email: who }, headers: { 'x-forwarded-for': '203.0.113.77' } })).statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});

describe('password-reset request', () => {
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);
  const queued = async () => (await t.database.rows<{ queue: string }>(sql`select queue from jobs where state = 'created' order by id`)).map((r) => r.queue);
  const resets = async () => Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from password_resets`))[0].n);

  it('answers the same for a known and an unknown address, looks nothing up before answering, and e-mails only the known one', async () => {
    while ((await t.jobs.runOnce()) > 0);
    const before = mails().length;
    const known = await t.call('POST', '/api/password-resets', { body: { username_or_email: DEMO.user.email } });
    const unknown = await t.call('POST', '/api/password-resets', { body: { username_or_email: 'ninguem@nada.com' } });
    const answer = (r: typeof known) => ({ status: r.statusCode, type: r.headers['content-type'], body: r.body });
    expect(answer(known)).toEqual(answer(unknown));
    expect(known.statusCode).toBe(202);
    // Both requests only queued a job: no reset row and no e-mail exist yet for either.
    expect(await queued()).toEqual(['password-reset', 'password-reset']);
    expect(await resets()).toBe(0);
    while ((await t.jobs.runOnce()) > 0);
    expect(await resets()).toBe(1);
    const written = mails().slice(before);
    expect(written).toHaveLength(1);
    expect(fs.readFileSync(path.join(outbox(), written[0]), 'utf8')).toContain(DEMO.user.email);
  });
});
