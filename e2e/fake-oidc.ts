import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/**
 * A local OpenID Connect provider for the browser flows, speaking the real format: discovery, JWKS, an
 * authorization page where the "Google account" is typed (it signs in whoever is typed, with a verified
 * e-mail), and the token endpoint answering RS256 ID tokens carrying the request's nonce.
 */
export const FAKE_CLIENT = { id: 'backoffice-e2e', secret: 'e2e-secret' };

export async function startFakeOidc(): Promise<{ issuer: string; close(): Promise<void> }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { email: string; nonce: string | null }>();
  let issuer = '';
  const sign = (claims: { email: string; nonce: string | null }, key: CryptoKey) =>
    new SignJWT({ email: claims.email, email_verified: true, ...(claims.nonce ? { nonce: claims.nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
      .setIssuer(issuer)
      .setAudience(FAKE_CLIENT.id)
      .setSubject(`sub-${claims.email}`)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, { issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/auth' && req.method === 'GET') {
      const hidden = ['redirect_uri', 'state', 'nonce'].map((k) => `<input type="hidden" name="${k}" value="${(url.searchParams.get(k) ?? '').replace(/"/g, '&quot;')}">`).join('');
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Fake Google</title><form method="post" action="/auth">${hidden}<label>E-mail <input name="email" type="email"></label><button>Continuar</button></form>`);
    }
    if (url.pathname === '/auth' && req.method === 'POST') {
      const form = new URLSearchParams(raw);
      const code = `code-${codes.size + 1}-${Date.now()}`;
      codes.set(code, { email: form.get('email') ?? '', nonce: form.get('nonce') || null });
      const back = new URL(form.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', form.get('state') ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(raw);
      if (form.get('client_id') !== FAKE_CLIENT.id || form.get('client_secret') !== FAKE_CLIENT.secret) return json(401, { error: 'invalid_client' });
      const claims = codes.get(form.get('code') ?? '');
      if (!claims) return json(400, { error: 'invalid_grant' });
      codes.delete(form.get('code')!);
      return json(200, { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: await sign(claims, privateKey) });
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
