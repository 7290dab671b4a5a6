/**
 * The first screen's data, asked for while the app's code is still downloading. On a phone the scripts take one to
 * two seconds to arrive and run; the app then asked for its start-up data, then for the layout's, then for the home's,
 * each wave a round trip after the one before. This script is the page's first, tiny and without the app's modules
 * (vite.early.ts): it reads the session and language as the app will — stored, or just handed over by the server's
 * sign-in page (its cookie, which the app adopts and deletes) — asks for those URLs at once
 * (platform/boot/early-urls.ts) and leaves each answer for the app's client to take (platform/api/early.ts).
 * Signed out, it asks for nothing.
 */
import { earlyUrls, sessionCompany } from './platform/boot/early-urls';
import { EARLY_KEY, type EarlyRequest } from './platform/api/early-key';
import { SIGNIN_COOKIE, decodeBase64Url, readCookie } from './platform/session/cookie';

interface StoredSession {
  token?: string;
  api_key?: string;
  company?: unknown;
  default_company?: unknown;
}

/** The session and language the app will start with: the sign-in page's hand-over first (handoff.ts), else stored. */
function startingSession(): { session: StoredSession | null; language: string } {
  const cookie = readCookie(SIGNIN_COOKIE);
  if (cookie !== null) {
    const handed = JSON.parse(decodeBase64Url(cookie)) as { session?: StoredSession; locale?: string };
    return { session: handed.session ?? null, language: handed.locale ?? '' };
  }
  return { session: JSON.parse(localStorage.getItem('session') ?? 'null') as StoredSession | null, language: localStorage.getItem('language') ?? '' };
}

const requests = new Map<string, EarlyRequest>();
(globalThis as Record<string, unknown>)[EARLY_KEY] = requests;
try {
  const { session, language } = startingSession();
  const token = session?.token || session?.api_key;
  if (token) {
    // As normalizeLocale (i18n/language.ts): pt-BR unless English or Spanish.
    const lower = language.toLowerCase();
    const locale = lower.startsWith('en') ? 'en-US' : lower.startsWith('es') ? 'es' : 'pt-BR';
    const headers = { 'App-Domain': location.hostname, 'Accept-Language': locale, 'API-TOKEN': token, Accept: 'application/ld+json' };
    for (const url of earlyUrls(location.pathname, location.hostname, sessionCompany(session))) {
      const response = fetch(url, { headers });
      // Not taken (the app asked otherwise, or failed before): no unhandled rejection in the console.
      response.catch(() => undefined);
      requests.set(url, { token, locale, response, taken: false });
    }
  }
} catch {
  // Storage blocked or a session that does not read: the app asks for everything itself.
}
