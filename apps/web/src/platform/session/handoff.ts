import { changeLocale } from '../i18n/i18n';
import { normalizeLocale } from '../i18n/language';
import { storeSession, type TokenAnswer } from './login';

/** The cookie the server's sign-in page sets on a good sign-in (apps/api/src/modules/admin/signin.rules.ts). */
export const SIGNIN_COOKIE = 'signin';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * At start-up, before the first screen: a session the server's sign-in page just opened becomes the app's session
 * (local storage, as its own sign-in keeps it), in the language the page was shown in; the cookie is deleted at once.
 * A cookie that does not read is dropped and changes nothing. Resolves once the language is switched (at once before
 * the first screen asks for strings; later, once the strings asked for so far are in).
 */
export async function adoptServerSignIn(): Promise<void> {
  const raw = readCookie(SIGNIN_COOKIE);
  if (raw === null) return;
  document.cookie = `${SIGNIN_COOKIE}=; path=/; max-age=0; samesite=strict`;
  try {
    const value = JSON.parse(decodeBase64Url(raw)) as { session?: TokenAnswer; locale?: string };
    storeSession(value.session);
    if (value.locale) await changeLocale(normalizeLocale(value.locale));
  } catch (error) {
    console.warn('[signin] the session handed over by the sign-in page could not be read', error);
  }
}
