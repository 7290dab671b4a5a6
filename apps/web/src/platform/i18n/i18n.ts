import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { platformEnUS, platformEs, platformPtBR } from './strings';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, normalizeLocale, storeLocale, storedLocale, type Locale } from './language';

export const i18n = i18next.createInstance();

// The platform starts with its own strings (sign-in, errors, lists); the app shell hands over the whole catalogue,
// each feature's strings included (installCatalogue), before the first screen renders.
void i18n.use(initReactI18next).init({
  resources: {
    'pt-BR': { translation: platformPtBR },
    'en-US': { translation: platformEnUS },
    es: { translation: platformEs },
  },
  lng: storedLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * Takes the app's catalogue (app/strings.ts): each language's strings, the platform's and every feature's. Each
 * namespace replaces the one there (not a deep merge: that would write into the platform's own objects).
 */
export function installCatalogue(catalogue: Readonly<Record<Locale, object>>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', withZeroPlurals(catalogue[locale]), false, true);
}

/**
 * A copy of the strings where each plural without its own `_zero` gets the `_other` text as it: CLDR puts 0 in
 * Portuguese's "one" (Intl.PluralRules('pt-BR').select(0) is 'one'), so i18next would write "0 pedido"; Brazilians
 * say "0 pedidos", as English and Spanish do. A `_zero` written by hand ("Nenhum pedido") stays.
 */
export function withZeroPlurals<T extends object>(strings: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) out[key] = value !== null && typeof value === 'object' ? withZeroPlurals(value as object) : value;
  for (const key of Object.keys(out)) {
    if (!key.endsWith('_other')) continue;
    const zero = `${key.slice(0, -'_other'.length)}_zero`;
    if (!(zero in out)) out[zero] = out[key];
  }
  return out as T;
}

function syncDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
syncDocument(normalizeLocale(i18n.language));
i18n.on('languageChanged', (lng) => syncDocument(normalizeLocale(lng)));

/** The active locale code ('pt-BR' | 'en-US' | 'es'). */
export function currentLocale(): Locale {
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE);
}

/** Switches the interface language and remembers it in local storage. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}
