/** Locale codes of the interface; pt-BR first, en-US as fallback (spec §1). */
export const LOCALES = ['pt-BR', 'en-US', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const FALLBACK_LOCALE: Locale = 'en-US';
export const LANGUAGE_KEY = 'language';
/** The same choice for the server's sign-in page (apps/api/src/modules/admin/signin.pages.ts, LANG_COOKIE). */
export const LANGUAGE_COOKIE = 'lang';

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  es: 'Español',
};

export function normalizeLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const lower = value.toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('en')) return 'en-US';
  if (lower.startsWith('es')) return 'es';
  return DEFAULT_LOCALE;
}

export function storedLocale(): Locale {
  try {
    return normalizeLocale(window.localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  // The sign-in page the server writes reads it from a cookie (it cannot see local storage).
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
