import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { unavailable } from '../../platform/http/errors.ts';

/**
 * Google sign-in behind an OpenID Connect adapter: discovery, the code exchange at the token endpoint and the
 * ID token's signature (the provider's JWKS), issuer, audience, expiry and nonce. Any provider speaking the
 * standard works the same (tests run one on the loopback). Configured by GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET
 * and GOOGLE_OIDC_ISSUER (default Google's); without a client id, Google sign-in is off.
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface VerifiedIdentity {
  email: string;
  emailVerified: boolean;
  subject: string;
}

export function oidcSettings(env: Readonly<NodeJS.ProcessEnv>): OidcSettings | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) return null;
  return { issuer: (env.GOOGLE_OIDC_ISSUER?.trim() || 'https://accounts.google.com').replace(/\/+$/, ''), clientId, clientSecret: env.GOOGLE_CLIENT_SECRET ?? '' };
}

const TIMEOUT_MS = 10_000;
const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function fetchJson<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as T };
  } catch {
    throw unavailable('google_unavailable');
  }
}

function discover(issuer: string): Promise<Discovery> {
  let found = discoveries.get(issuer);
  if (!found) {
    found = fetchJson<Discovery>(`${issuer}/.well-known/openid-configuration`).then(({ status, body }) => {
      if (status !== 200 || !body.token_endpoint || !body.jwks_uri) throw unavailable('google_unavailable');
      return body;
    });
    // A failed discovery is tried again next time.
    found.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, found);
  }
  return found;
}

/** Where the browser goes to sign in (the web app adds state, nonce and its return address). */
export async function authorizationEndpoint(settings: OidcSettings): Promise<string> {
  return (await discover(settings.issuer)).authorization_endpoint;
}

/**
 * The identity of an authorization code: exchanged at the token endpoint, its ID token verified. Null when the
 * provider refuses the code or the token does not hold (the caller answers as to a wrong password).
 */
export async function identityOfCode(settings: OidcSettings, input: { code: string; redirectUri: string; nonce?: string }): Promise<VerifiedIdentity | null> {
  const discovery = await discover(settings.issuer);
  const { status, body } = await fetchJson<{ id_token?: string }>(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }),
  });
  if (status >= 500) throw unavailable('google_unavailable');
  if (status !== 200 || typeof body.id_token !== 'string') return null;
  let keys = keySets.get(discovery.jwks_uri);
  if (!keys) keySets.set(discovery.jwks_uri, (keys = createRemoteJWKSet(new URL(discovery.jwks_uri))));
  let claims: JWTPayload & { email?: unknown; email_verified?: unknown; nonce?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(body.id_token, keys, { issuer: discovery.issuer, audience: settings.clientId }));
  } catch {
    return null;
  }
  if (input.nonce !== undefined && claims.nonce !== input.nonce) return null;
  if (typeof claims.email !== 'string' || !claims.sub) return null;
  return { email: claims.email.toLowerCase(), emailVerified: claims.email_verified === true || claims.email_verified === 'true', subject: claims.sub };
}
