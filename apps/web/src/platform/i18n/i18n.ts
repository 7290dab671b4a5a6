import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, normalizeLocale, storeLocale, storedLocale, type Locale } from './language';

export const i18n = i18next.createInstance();

// No strings at start: the app shell hands over its catalogue, one language and one part at a time (installCatalogueLoaders,
// loadStrings), and its first screen renders once the current language's first part is in. `resources` is given
// (empty) so that i18next treats every language as bundled and never waits for a backend.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Adds a language's strings; each namespace replaces the one there (not a deep merge: parts own their namespaces). */
function addStrings(locale: Locale, strings: object): void {
  i18n.addResourceBundle(locale, 'translation', withZeroPlurals(strings), false, true);
}

/** The whole catalogue at once, every language (the tests' setup: screens under test read any feature's strings). */
export function installCatalogue(catalogue: Readonly<Record<Locale, object>>): void {
  for (const locale of LOCALES) addStrings(locale, catalogue[locale]);
}

/** Each part of the catalogue ('shell', 'screens'...), loaded per language: a dynamic import, a chunk of its own. */
export type CatalogueLoaders = Readonly<Record<string, Readonly<Record<Locale, () => Promise<object>>>>>;

let loaders: CatalogueLoaders = {};
/** The parts asked for so far: a language switch brings each of them in the new language before it switches. */
const wanted = new Set<string>();
/** `part:locale` → its loading (kept, so that each chunk is asked for once); `ready` once its strings are in. */
const loading = new Map<string, Promise<void>>();
const ready = new Set<string>();

/** The app's catalogue, loaded a part and a language at a time; what was loaded before is forgotten. */
export function installCatalogueLoaders(parts: CatalogueLoaders): void {
  loaders = parts;
  wanted.clear();
  loading.clear();
  ready.clear();
}

/** Whether a part's strings are in, in this language (a part the app did not declare always is). */
export function stringsReady(part: string, locale: Locale = currentLocale()): boolean {
  return !loaders[part] || ready.has(`${part}:${locale}`);
}

/** Loads a part's strings in a language (the current one by default), once; a failed load is tried again next time. */
export function loadStrings(part: string, locale: Locale = currentLocale()): Promise<void> {
  wanted.add(part);
  const key = `${part}:${locale}`;
  const load = loaders[part]?.[locale];
  if (!load) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = load().then((strings) => {
      addStrings(locale, strings);
      ready.add(key);
    });
    loading.set(key, promise);
    promise.catch(() => loading.delete(key));
  }
  return promise;
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

let switches = 0;

/**
 * Switches the interface language and remembers it in local storage. The screen keeps the language it has until
 * the new one's strings (every part asked for so far) are in, so no key shows bare; of two quick switches the last wins.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  const ticket = ++switches;
  // Before the first screen (the server's sign-in handing over its language) nothing waits: the switch is at once.
  if (wanted.size > 0) {
    await Promise.all([...wanted].map((part) => loadStrings(part, locale)));
    if (ticket !== switches) return;
  }
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}
