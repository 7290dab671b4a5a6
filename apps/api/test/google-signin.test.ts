import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/**
 * A local OpenID Connect provider speaking the real format (discovery, JWKS, token endpoint with RS256 ID
 * tokens): each code handed out stands for the claims the test chose.
 */
class FakeProvider {
  server = http.createServer((req, res) => void this.handle(req, res));
  codes = new Map<string, Record<string, unknown>>();
  issuer = '';
  private key!: CryptoKey;
  private jwk!: Record<string, unknown>;
  /** The client id and secret it accepts. */
  constructor(readonly clientId: string, readonly secret: string) {}

  async start() {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.key = privateKey;
    this.jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  code(claims: Record<string, unknown>): string {
    const code = `c${this.codes.size + 1}-${Math.random().toString(36).slice(2)}`;
    this.codes.set(code, claims);
    return code;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return send(200, { issuer: this.issuer, authorization_endpoint: `${this.issuer}/auth`, token_endpoint: `${this.issuer}/token`, jwks_uri: `${this.issuer}/jwks` });
    }
    if (req.url === '/jwks') return send(200, { keys: [this.jwk] });
    if (req.url === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const claims = this.codes.get(form.get('code') ?? '');
      if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.secret || form.get('grant_type') !== 'authorization_code') return send(401, { error: 'invalid_client' });
      if (!claims) return send(400, { error: 'invalid_grant' });
      this.codes.delete(form.get('code')!);
      const { iss, aud, exp, ...rest } = claims;
      const idToken = await new SignJWT({ ...rest })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer((iss as string) ?? this.issuer)
        .setAudience((aud as string) ?? this.clientId)
        .setSubject(String(rest.sub ?? 'sub-1'))
        .setIssuedAt()
        .setExpirationTime((exp as string) ?? '5m')
        .sign(this.key);
      return send(200, { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    send(404, {});
  }
}

const provider = new FakeProvider('backoffice-web', 's3cret');
let t: TestApp;
let off: TestApp;
const REDIRECT = 'http://localhost:3000/oauth/google/return';

beforeAll(async () => {
  await provider.start();
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'backoffice-web', GOOGLE_CLIENT_SECRET: 's3cret', GOOGLE_OIDC_ISSUER: provider.issuer } });
});
afterAll(async () => {
  await t?.close();
  await off?.close();
  provider.server.close();
});

const signIn = (code: string, extra: Record<string, unknown> = {}) => t.call('POST', '/api/oauth/google/return', { body: { code, redirect_uri: REDIRECT, ...extra } });

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it('tells the web app where to send the browser', async () => {
    const res = await t.call('GET', '/api/oauth/google');
    expect(res.json()).toMatchObject({ enabled: true, clientId: 'backoffice-web', authorizationEndpoint: `${provider.issuer}/auth` });
  });

  it('signs in an existing user by their verified e-mail, answering as POST /token does', async () => {
    const email = (await t.database.rows<{ email: string }>(
      (await import('drizzle-orm')).sql`select e.email from emails e join users u on u.people_id = e.people_id where u.username = ${DEMO.user.username} limit 1`,
    ))[0].email;
    const res = await signIn(provider.code({ email: email.toUpperCase(), email_verified: true, sub: 'g-1', nonce: 'n1' }), { nonce: 'n1' });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session.username).toBe(DEMO.user.username);
    const me = await t.call('GET', '/api/users/me', { token: session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(DEMO.user.username);
  });

  it('refuses an unknown or unverified e-mail, a forged or foreign token, a wrong nonce and a used code, creating nobody', async () => {
    const users = async () => (await t.database.rows<{ n: number }>((await import('drizzle-orm')).sql`select count(*)::int as n from users`))[0].n;
    const before = await users();
    const known = (await t.database.rows<{ email: string }>(
      (await import('drizzle-orm')).sql`select e.email from emails e join users u on u.people_id = e.people_id where u.username = ${DEMO.user.username} limit 1`,
    ))[0].email;
    const refused = async (res: Awaited<ReturnType<typeof signIn>>) => {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.body).not.toMatch(/token"/);
    };
    await refused(await signIn(provider.code({ email: 'ninguem@exemplo.com.br', email_verified: true })));
    await refused(await signIn(provider.code({ email: known, email_verified: false })));
    await refused(await signIn(provider.code({ email: known, email_verified: true, aud: 'other-client' })));
    await refused(await signIn(provider.code({ email: known, email_verified: true, iss: 'https://evil.example' })));
    await refused(await signIn(provider.code({ email: known, email_verified: true, nonce: 'a' }), { nonce: 'b' }));
    await refused(await signIn('not-a-code'));
    expect(await users()).toBe(before);
    const bad = await t.call('POST', '/api/oauth/google/return', { body: { redirect_uri: 'x' } });
    expect(bad.statusCode).toBe(422);
  });

  it('is off when not configured', async () => {
    off = await createTestApp({ seed: false });
    expect((await off.call('GET', '/api/oauth/google')).json()).toMatchObject({ enabled: false });
    const res = await off.call('POST', '/api/oauth/google/return', { body: { code: 'x', redirect_uri: REDIRECT } });
    expect(res.statusCode).toBe(404);
    expect(res.json()['hydra:description']).toBe('O login com o Google não está ativado');
  });
});
