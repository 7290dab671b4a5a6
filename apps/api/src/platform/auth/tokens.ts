import { createHash, randomBytes } from 'node:crypto';
import { LruMap } from 'toad-cache';
import type { Executor } from '../db/client.ts';
import type { AuthUser } from './context.ts';
import { grantsByCompany } from './authorize.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A live session as its store reads it: the user, the companies they may act for and their grants. */
export interface StoredSession {
  tokenId: number;
  /** The company the session acts for (null: the user's first company). */
  company: number | null;
  /** When the session ends (timestamp text as the database gives it). */
  expiresAt: string;
  id: number;
  username: string;
  people: number;
  roles: string[];
  /** The user's companies, sorted by id. */
  companies: number[];
  /** The user's grants in every company, as 'company|chave:acao' or 'company|*' (administrator profile). */
  grants: string[];
}

/**
 * Where sessions live. The platform signs requests in through it and never reads the users' or profiles'
 * tables itself; the admin area implements it (modules/admin/sessions.service.ts) and the application
 * passes it to the server.
 */
export interface SessionStore {
  /** Writes a session of `user` acting for `company`, known only by the hash of its token. */
  issue(db: Executor, session: { user: number; company: number | null; tokenHash: string; expiresAt: string }): Promise<void>;
  /** The session behind a token hash with the user's grants; null when unknown, revoked, expired or the user is inactive. */
  resolve(db: Executor, tokenHash: string): Promise<StoredSession | null>;
  /** Ends one session, or every open session of a user. */
  revoke(db: Executor, which: { tokenId: number } | { userId: number }): Promise<void>;
  /** Makes the session act for another company of the user. */
  switchCompany(db: Executor, tokenId: number, company: number): Promise<void>;
}

/**
 * Resolved tokens kept for a few seconds per process: a list request then costs the database its own
 * statements only (see docs/performance.md). Logout, deactivation, new passwords and access changes
 * forget the entries at once in this process; other API processes see them within TOKEN_CACHE_MS.
 */
const CACHE_MS = Number(process.env.TOKEN_CACHE_MS ?? 5000);
// 10,000 sessions at most, the least used leaving first; each for CACHE_MS.
const cache = new LruMap<{ user: AuthUser; expiresAt: number }>(10_000, Math.max(1, CACHE_MS));

/** Forgets cached sessions: one token, every token of a user, or all (access profiles changed). */
export function forgetSessions(which?: { tokenId?: number; userId?: number }): void {
  if (!which) return cache.clear();
  for (const key of [...cache.keys()]) {
    const entry = cache.get(key);
    if (entry && (entry.user.tokenId === which.tokenId || entry.user.id === which.userId)) cache.delete(key);
  }
}

const timestamp = (value: string) => Date.parse(String(value).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));

/** Sessions of the application: tokens issued, resolved (through the short cache) and revoked over a store. */
export class Sessions {
  constructor(
    private store: SessionStore,
    private ttlHours: number,
  ) {}

  /** A new random token for the user; only its hash is stored. */
  async issue(db: Executor, userId: number, company: number | null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.store.issue(db, { user: userId, company, tokenHash: sha256(token), expiresAt: new Date(Date.now() + this.ttlHours * 3600_000).toISOString() });
    return token;
  }

  /** The user behind a token, from the short per-process cache or the store. */
  async resolve(db: Executor, token: string, options: { fresh?: boolean } = {}): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const key = sha256(token);
    const now = Date.now();
    const hit = options.fresh || CACHE_MS <= 0 ? undefined : cache.get(key);
    // The cached user is shared: callers get a copy of what they might change (grants are never changed).
    if (hit && hit.expiresAt > now) return { ...hit.user, companies: [...hit.user.companies] };
    const row = await this.store.resolve(db, key);
    if (!row) return null;
    const { expiresAt, ...session } = row;
    const companies = (session.companies ?? []).map(Number);
    const company = session.company !== null && companies.includes(session.company) ? session.company : (companies[0] ?? null);
    const user: AuthUser = { ...session, companies, company, grants: grantsByCompany(session.grants ?? []) };
    if (CACHE_MS > 0) cache.set(key, { user: { ...user, companies: [...companies] }, expiresAt: timestamp(expiresAt) });
    return user;
  }

  /** Logout: the token stops working at once. */
  async revoke(db: Executor, tokenId: number): Promise<void> {
    await this.store.revoke(db, { tokenId });
    forgetSessions({ tokenId });
  }

  /** Ends every open session of a user (deactivation, new password). */
  async revokeUser(db: Executor, userId: number): Promise<void> {
    await this.store.revoke(db, { userId });
    forgetSessions({ userId });
  }

  /** The session acts for another of the user's companies from now on. */
  async switchCompany(db: Executor, tokenId: number, company: number): Promise<void> {
    await this.store.switchCompany(db, tokenId, company);
    forgetSessions({ tokenId });
  }
}
