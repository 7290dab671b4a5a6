import { changeLocale } from '../i18n/i18n';
import { normalizeLocale } from '../i18n/language';
import { storeSession, type TokenAnswer } from './login';
import { SIGNIN_COOKIE, decodeBase64Url, readCookie } from './cookie';

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
