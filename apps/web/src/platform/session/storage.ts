import { numericId } from './ids';

/**
 * The signed-in user's session, kept in local storage under the key `session` (spec §3, §9).
 * Reads are cached by the raw stored text so React can subscribe with `useSyncExternalStore`.
 */
export interface SessionCompany {
  id: number;
  name?: string;
  alias?: string | null;
  document?: string | null;
  '@id'?: string;
}

export interface Session {
  username: string;
  token: string;
  api_key?: string | null;
  people?: number | string | { id: number } | null;
  company?: SessionCompany | null;
  default_company?: SessionCompany | number | null;
  realname?: string | null;
  avatar?: string | null;
  email?: string | null;
  phone?: string | null;
  active?: boolean;
  type?: string | null;
  roles?: string[];
}

export const SESSION_KEY = 'session';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed = raw ? (JSON.parse(raw) as Session) : null;
      cachedSession = parsed && typeof parsed === 'object' && (parsed.token || parsed.api_key) ? parsed : null;
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

/** The value sent in the `API-TOKEN` header. */
export function getToken(): string | null {
  const session = getSession();
  return session?.token || session?.api_key || null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setSession(session: Session): void {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  emit();
}

export function updateSession(patch: Partial<Session>): void {
  const current = getSession();
  if (!current) return;
  setSession({ ...current, ...patch });
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) emit();
  });
}

/** The company the user acts for: the chosen one, else the default company. */
export function activeCompanyId(session: Session | null = getSession()): number | null {
  if (!session) return null;
  return numericId(session.company) ?? numericId(session.default_company);
}

export function peopleId(session: Session | null = getSession()): number | null {
  return session ? numericId(session.people) : null;
}
