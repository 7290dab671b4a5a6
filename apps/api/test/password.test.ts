import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { hashPassword, PASSWORD_COST, passwordCost, verifyPassword } from '../src/platform/auth/password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { registerJobHandlers } = await import('../src/jobs.ts');
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
});
afterAll(() => t.close());

/** Runs the queued jobs (the reset request's, then the e-mail it queued) until none is left. */
async function runJobs(): Promise<void> {
  while ((await t.jobs.runOnce()) > 0);
}

async function lastMail(): Promise<string> {
  await runJobs();
  const dir = path.join(t.dataDir, 'outbox');
  const files = fs.readdirSync(dir).sort();
  return fs.readFileSync(path.join(dir, files[files.length - 1]), 'utf8');
}

describe('password hashes', () => {
  it('are argon2id at 64 MiB, 3 passes and 4 lanes outside the tests, and verify only the right password', async () => {
    expect(passwordCost({ NODE_ENV: 'production' })).toEqual(PASSWORD_COST);
    expect(passwordCost({})).toEqual(PASSWORD_COST);
    const hash = await hashPassword('segredo-forte', passwordCost({ NODE_ENV: 'production' }));
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'segredo-forte')).toBe(true);
    expect(await verifyPassword(hash, 'segredo-fraco')).toBe(false);
  });

  it('are cheap only under the test runner, and a cheap hash still tells passwords apart', async () => {
    expect(passwordCost({ NODE_ENV: 'test' }).memoryCost).toBeLessThan(PASSWORD_COST.memoryCost);
    const hash = await hashPassword('segredo-forte');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(hash, 'segredo-forte')).toBe(true);
    expect(await verifyPassword(hash, 'segredo-fraco')).toBe(false);
  });
});

describe('password reset by e-mail', () => {
  it('answers 202 for unknown users too, and sends nothing then', async () => {
    const res = await t.call('POST', '/api/password-resets', { body: { username_or_email: 'ninguem@nada.com' } });
    expect(res.statusCode).toBe(202);
    await runJobs();
    expect(fs.existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);
  });

  it('e-mails a link that sets a new password once, and ends the old sessions', async () => {
    const old = await t.login();
    expect((await t.call('POST', '/api/password-resets', { body: { username_or_email: DEMO.user.email } })).statusCode).toBe(202);
    const mail = await lastMail();
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const [, hash, lost] = decoded.match(/\/forgot-password\/([0-9a-f]{32})\/([\w-]+)/)!;
    const weak = await t.call('POST', '/api/password-resets/confirm', { body: { hash, lost, password: '123', confirmPassword: '123' } });
    expect(weak.statusCode).toBe(422);
    const wrongSecret = await t.call('POST', '/api/password-resets/confirm', { body: { hash, lost: 'x'.repeat(43), password: 'nova1234', confirmPassword: 'nova1234' } });
    expect(wrongSecret.statusCode).toBe(422);
    expect(wrongSecret.json().violations[0].message).toMatch(/inválido ou expirou/);
    const ok = await t.call('POST', '/api/password-resets/confirm', { body: { hash, lost, password: 'nova1234', confirmPassword: 'nova1234' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.call('GET', '/api/users/me', { token: old })).statusCode).toBe(401);
    expect(await t.login(DEMO.user.username, 'nova1234')).toBeTruthy();
    const again = await t.call('POST', '/api/password-resets/confirm', { body: { hash, lost, password: 'outra123', confirmPassword: 'outra123' } });
    expect(again.statusCode).toBe(422);
  });
});

describe('change password and profile', () => {
  it('changes the password only with the current one', async () => {
    const token = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const wrong = await t.call('PUT', '/api/users/me/password', { token, body: { currentPassword: 'errada', password: 'trocada1', confirmPassword: 'trocada1' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().violations[0].propertyPath).toBe('currentPassword');
    const mismatch = await t.call('PUT', '/api/users/me/password', { token, body: { currentPassword: DEMO.otherUser.password, password: 'trocada1', confirmPassword: 'trocada2' } });
    expect(mismatch.json().violations[0].propertyPath).toBe('confirmPassword');
    const ok = await t.call('PUT', '/api/users/me/password', { token, body: { currentPassword: DEMO.otherUser.password, password: 'trocada1', confirmPassword: 'trocada1' } });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', '/api/users/me', { token })).statusCode).toBe(200);
    expect(await t.login(DEMO.otherUser.username, 'trocada1')).toBeTruthy();
  });

  it('edits the personal data of the signed-in user', async () => {
    const token = await t.login(DEMO.user.username, 'nova1234');
    const me = (await t.call('GET', '/api/users/me', { token })).json();
    const res = await t.call('PUT', `/api/people/${me.people}/profile/personal`, { token, body: { name: 'Demo Silva', alias: 'Demo', email: 'novo@exemplo.com.br', phone: '(19) 99876-5432' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.call('GET', '/api/users/me', { token })).json();
    expect(after).toMatchObject({ realname: 'Demo Silva', email: 'novo@exemplo.com.br', phone: '19998765432' });
    const bad = await t.call('PUT', `/api/people/${me.people}/profile/personal`, { token, body: { name: '', email: 'x' } });
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['email', 'name']);
    const other = await t.login(DEMO.otherUser.username, 'trocada1');
    expect((await t.call('PUT', `/api/people/${me.people}/profile/personal`, { token: other, body: { name: 'x' } })).statusCode).toBe(404);
  });
});
