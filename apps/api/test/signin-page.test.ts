import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { safeReturnPath, SIGNIN_COOKIE } from '../src/modules/admin/signin.rules.ts';

let t: TestApp;
beforeAll(async () => {
  // Few attempts a minute per name, so that the limit is reached here; each test signs in with names of its own.
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '4' } });
  const { registerJobHandlers } = await import('../src/jobs.ts');
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
});
afterAll(() => t.close());

const HOST = { host: 'localhost:3000' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...HOST, ...headers } });
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });

/** The session a good sign-in hands to the web app, read from its cookie. */
function handedSession(setCookie: string | string[] | undefined): { session: { token: string; username: string; company: number }; locale: string } {
  const cookie = [setCookie ?? []].flat().find((c) => c.startsWith(`${SIGNIN_COOKIE}=`));
  expect(cookie, 'the sign-in cookie').toBeTruthy();
  expect(cookie).toMatch(/; Path=\/; Max-Age=120; SameSite=Strict$/);
  return JSON.parse(Buffer.from(cookie!.split(';')[0].slice(SIGNIN_COOKIE.length + 1), 'base64url').toString('utf8'));
}

describe('the sign-in page the server writes at /', () => {
  it("is the host company's page, whole, with a form that posts to the server and none of the web app's code", async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = res.body;
    expect(page).toContain(`<title>${DEMO.company.alias}</title>`);
    expect(page).toContain('<meta name="description" content="CRM">');
    expect(page).toMatch(/<img class="logo" src="\/api\/files\/[\w-]+[^"]*" alt="Distribuidora Exemplo">/);
    expect(page).toContain('<form method="post" action="/" aria-label="Entrar"');
    expect(page).toMatch(/<label for="f-username">Usuário<\/label><input id="f-username" name="username" type="text" autocomplete="username"/);
    expect(page).toMatch(/<label for="f-password">Senha<\/label><input id="f-password" name="password" type="password" autocomplete="current-password"/);
    expect(page).toContain('<button type="submit" class="btn">Entrar</button>');
    expect(page).toContain('<a href="/esqueci-senha">Esqueci minha senha</a>');
    // Styles inline; no stylesheet, and no script of the back office (only the page's own, when built).
    expect(page).toContain('<style>:root{--brand:');
    expect(page).not.toMatch(/<link rel="stylesheet"|\/assets\/index-/);
    // Google sign-in is not configured here: no button.
    expect(page).not.toContain('data-google-endpoint');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const size = br.rawPayload.length;
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(page);
    expect(size).toBeLessThan(page.length / 2);
  });

  it("speaks the visitor's language, and remembers one chosen on the page", async () => {
    expect((await get('/', { 'accept-language': 'en-US,en;q=0.9' })).body).toContain('<button type="submit" class="btn">Sign in</button>');
    expect((await get('/', { 'accept-language': 'es-AR,es;q=0.9' })).body).toContain('<button type="submit" class="btn">Ingresar</button>');
    const chosen = await get('/?lang=en-US');
    expect(chosen.headers['set-cookie']).toBe('lang=en-US; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(chosen.body).toContain('<html lang="en-US">');
    expect((await get('/', { cookie: 'lang=es' })).body).toContain('<h1>Ingresar</h1>');
    // The language links keep the page's other parameters.
    expect((await get('/?from=%2Fpedidos')).body).toContain('href="/?from=%2Fpedidos&amp;lang=es"');
  });

  it('signs in with the same session as POST /api/token, hands it to the web app and goes on to /home', async () => {
    const res = await post('/', { username: ` ${DEMO.user.username} `, password: DEMO.user.password, lang: 'es' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/home');
    const handed = handedSession(res.headers['set-cookie']);
    expect(handed.locale).toBe('es');
    expect(handed.session.username).toBe(DEMO.user.username);
    const api = await t.call('POST', '/api/token', { body: { username: DEMO.user.username, password: DEMO.user.password } });
    expect(Object.keys(handed.session).sort()).toEqual(Object.keys(api.json()).sort());
    expect(handed.session.company).toBe(api.json().company);
    const me = await t.call('GET', '/api/users/me', { token: handed.session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(DEMO.user.username);
  });

  it('returns to the screen that asked for a sign-in, and only to a path of this site', async () => {
    const from = await post('/', { username: DEMO.seller.username, password: DEMO.seller.password, from: '/pedidos?StatusPedido=A' });
    expect(from.headers.location).toBe('/pedidos?StatusPedido=A');
    expect((await get('/?from=%2Fpedidos')).body).toContain('<input type="hidden" name="from" value="/pedidos">');
    for (const away of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/', '/esqueci-senha', 'pedidos', '/a\nb']) expect(safeReturnPath(away), away).toBeUndefined();
    const outside = await post('/', { username: DEMO.seller.username, password: DEMO.seller.password, from: '//evil.example/x' });
    expect(outside.headers.location).toBe('/home');
  });

  it('writes a wrong password and empty fields back into the page, in the language of the page, and opens no session', async () => {
    const wrong = await post('/', { username: DEMO.otherUser.username, password: 'errada' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain(`<p class="alert bad" role="alert" data-testid="login-error">${translateMessage('invalid_credentials', 'pt-BR')}</p>`);
    // The name typed stays; the password never comes back.
    expect(wrong.body).toContain(`value="${DEMO.otherUser.username}"`);
    expect(wrong.body).not.toContain('errada');
    const empty = await post('/', { username: ' ', password: '', lang: 'en-US' });
    expect(empty.statusCode).toBe(422);
    const required = translateMessage('required', 'en-US');
    expect(empty.body).toContain(`aria-invalid="true" aria-describedby="f-username-err"><small class="err" id="f-username-err">${required}</small>`);
    expect(empty.body).toContain(`aria-invalid="true" aria-describedby="f-password-err"><small class="err" id="f-password-err">${required}</small>`);
    // Markup typed into the form comes back as text.
    expect((await post('/', { username: '<b>x</b>', password: 'y' })).body).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
  });

  it('turns away a form posted from another site, and too many attempts for one name', async () => {
    const forged = await post('/', { username: DEMO.user.username, password: DEMO.user.password }, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await post('/', { username: 'limite', password: 'x' }, { origin: 'http://localhost:3000' })).statusCode).toBe(401);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/', { username: 'limite', password: 'x' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await post('/', { username: 'limite', password: 'x' });
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.body).toContain(translateMessage('too_many_attempts', 'pt-BR'));
  });

  it('asks for a reset link at /esqueci-senha, answering the same whether or not the account exists', async () => {
    const form = await get('/esqueci-senha');
    expect(form.body).toContain('<form method="post" action="/esqueci-senha" aria-label="Recuperar senha">');
    const empty = await post('/esqueci-senha', { username_or_email: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(translateMessage('required', 'pt-BR'));
    const nobody = await post('/esqueci-senha', { username_or_email: 'ninguem@nada.com' });
    const known = await post('/esqueci-senha', { username_or_email: DEMO.user.email });
    expect([nobody.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(nobody.body);
    expect(known.body).toContain('Pedido recebido');
    while ((await t.jobs.runOnce()) > 0);
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails.filter((m) => /\/forgot-password\/[0-9a-f]{32}\//.test(m.replace(/=\r?\n/g, '')))).toHaveLength(1);
  });
});
