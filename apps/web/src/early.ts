/**
 * The first screen's data, asked for while the app's code is still downloading. On a phone the scripts take one to
 * two seconds to arrive and run; the app then asked for its start-up data, then for the layout's, then for the home's,
 * each wave a round trip after the one before. This script is the page's first, tiny and without the app's modules
 * (vite.early.ts): it reads the session and language as the app will — stored, or just handed over by the server's
 * sign-in page (its cookie, which the app adopts and deletes) — asks for those URLs at once, in one request
 * (platform/boot/early-urls.ts, platform/api/early-batch.ts), and leaves each answer for the app's client to take
 * (platform/api/early.ts).
 * Signed out, it asks for nothing.
 */
// First: zod's setting must be in place before any schema is built (platform/boot/zod-jitless.ts).
import './platform/boot/zod-jitless';
import { earlyUrls } from './platform/boot/early-urls';
import { EARLY_KEY, type EarlyRequest } from './platform/api/early-key';
import { askAtOnce } from './platform/api/early-batch';
import { SIGNIN_COOKIE, decodeBase64Url, readCookie } from './platform/session/cookie';
import { activeCompanyId, getSession, type Session } from './platform/session/storage';
import { normalizeLocale, storedLocale } from './platform/i18n/language';

/**
 * The session and language the app will start with: the sign-in page's hand-over first (handoff.ts adopts it and
 * deletes the cookie), else the stored ones. The hand-over is the API's token answer, which has the fields read here
 * (token, company, default company) under the session's names.
 */
function startingSession(): { session: Session | null; locale: string } {
  const cookie = readCookie(SIGNIN_COOKIE);
  if (cookie === null) return { session: getSession(), locale: storedLocale() };
  const handed = JSON.parse(decodeBase64Url(cookie)) as { session?: Session; locale?: string };
  return { session: handed.session ?? null, locale: handed.locale ? normalizeLocale(handed.locale) : storedLocale() };
}

const requests = new Map<string, EarlyRequest>();
(globalThis as Record<string, unknown>)[EARLY_KEY] = requests;
try {
  const { session, locale } = startingSession();
  const token = session?.token || session?.api_key;
  if (session && token) {
    const headers = { 'App-Domain': location.hostname, 'Accept-Language': locale, 'API-TOKEN': token, Accept: 'application/ld+json' };
    const urls = earlyUrls(location.pathname, location.hostname, activeCompanyId(session));
    askAtOnce(urls, headers).forEach((response, i) => {
      // Not taken (the app asked otherwise, or failed before): no unhandled rejection in the console.
      response.catch(() => undefined);
      requests.set(urls[i], { token, locale, response, taken: false });
    });
  }
} catch {
  // Storage blocked or a session that does not read: the app asks for everything itself.
}
