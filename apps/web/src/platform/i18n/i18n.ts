import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptBR } from './locales/pt-BR';
import { enUS } from './locales/en-US';
import { es } from './locales/es';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, normalizeLocale, storeLocale, storedLocale, type Locale } from './language';

export const resources = {
  'pt-BR': { translation: ptBR },
  'en-US': { translation: enUS },
  es: { translation: es },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

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
