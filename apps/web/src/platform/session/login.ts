import { api } from '../api/client';
import { logout } from './logout';
import { setSession, updateSession, type Session, type SessionCompany } from './storage';
import { numericId } from './ids';

/** The answer of POST /api/token. */
export interface TokenAnswer {
  username?: string | null;
  token?: string | null;
  api_key?: string | null;
  people?: Session['people'];
  company?: unknown;
  default_company?: unknown;
  realname?: string | null;
  avatar?: string | null;
  email?: string | null;
  phone?: string | null;
  active?: boolean;
  type?: string | null;
  roles?: string[];
}

export const NO_USER_MESSAGE = 'Can not signin without a user';

export class LoginError extends Error {}

function toCompany(value: unknown): SessionCompany | null {
  if (value === null || value === undefined) return null;
  const id = numericId(value);
  if (id === null) return null;
  if (typeof value === 'object') {
    const record = value as Partial<SessionCompany>;
    return { ...record, id };
  }
  return { id };
}

/** Signs in and stores the session under `session` (login sets the user and the active flag). */
export async function login(username: string, password: string): Promise<Session> {
  return storeSession(await api.post<TokenAnswer>('/token', { username, password }));
}

/** Google sign-in's return (POST /api/oauth/google/return): the same answer as POST /token, stored the same way. */
export async function loginWithGoogle(code: string, redirectUri: string, nonce: string | undefined): Promise<Session> {
  return storeSession(await api.post<TokenAnswer>('/oauth/google/return', { code, redirect_uri: redirectUri, nonce }));
}

/** Keeps a sign-in's answer as the session (also the one the server's sign-in page hands over, see handoff.ts). */
export function storeSession(answer: TokenAnswer | undefined): Session {
  if (!answer || !answer.username) throw new LoginError(NO_USER_MESSAGE);
  const token = answer.token || answer.api_key;
  if (!token) throw new LoginError(NO_USER_MESSAGE);
  const defaultCompany = toCompany(answer.default_company);
  const session: Session = {
    username: answer.username,
    token,
    api_key: answer.api_key ?? null,
    people: answer.people ?? null,
    company: toCompany(answer.company) ?? defaultCompany,
    default_company: defaultCompany,
    realname: answer.realname ?? null,
    avatar: answer.avatar ?? null,
    email: answer.email ?? null,
    phone: answer.phone ?? null,
    active: answer.active !== false,
    type: answer.type ?? null,
    roles: answer.roles ?? [],
  };
  setSession(session);
  return session;
}

/**
 * Explicit logout: ends the token on the server (best effort) and clears the session, the remembered filters
 * and the menu. The DELETE reads the token before the session is cleared.
 */
export function signOut(): void {
  api.delete('/token').catch(() => undefined);
  logout();
}

/** Switches the session's company on the server (the access profiles follow it) and in the stored session. */
export async function switchCompany(company: SessionCompany): Promise<void> {
  await api.put<unknown>('/token/company', { company: company.id });
  updateSession({ company });
}
