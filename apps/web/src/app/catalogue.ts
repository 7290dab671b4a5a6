// The catalogue as the built app loads it: one language at a time, and in two parts, each a chunk of its own
// (app/strings/<part>.<locale>.ts): the shell's strings (the platform's and the home's) before the first screen,
// every other screen's with the first such screen; the API's messages (platform/i18n/messages.ts) likewise. So the first load after sign-in carries neither the other
// languages nor the other screens' strings. The tests install everything at once (app/strings.ts).
import type { CatalogueLoaders } from '@/platform/i18n/i18n';
import type { ScreenRoute } from '@/platform/routes/registry';
import type { MessageCatalogue } from '@backoffice/domain';
import { MESSAGES_PART, installMessageFormat, installStoredLabels, messagesPart } from '@/platform/i18n/messages';
import type { Locale } from '@/platform/i18n/language';
import { HOME_PATH } from '@/platform/session/Guard';
// The default language's shell strings (3 KB) ride in the first load: most users read pt-BR, and a chunk of its own
// cost the first screen a round trip after the entry ran (150 ms and more on a phone). The other languages load theirs.
import { shellPtBR } from './strings/shell.pt-BR';

/**
 * Mantine's styles beyond the home's (app/styles/mantine.shell.css): a part without strings, the same in every
 * language, so that a screen waits for them as for its strings and never shows unstyled.
 */
const STYLES_PART = 'styles';
const screenStyles = () => import('./styles/screens').then(() => ({}));

/** A language's shell strings, with the words of the stored labels (menu titles...; pt-BR shows them as stored). */
function withStoredLabels(locale: Locale, load: () => Promise<object>): () => Promise<object> {
  return () =>
    Promise.all([load(), import('@/platform/i18n/stored-labels')]).then(([strings, labels]) => {
      installStoredLabels(locale, labels.storedLabelsIn(locale));
      return strings;
    });
}

/** A language's messages, with the formatter that puts them in words (a chunk shared by the three languages). */
function withFormat(load: () => Promise<{ messages: MessageCatalogue }>): () => Promise<object> {
  return () =>
    Promise.all([load(), import('@/platform/i18n/message-format')]).then(([m, formatter]) => {
      installMessageFormat(formatter.translateIn);
      return messagesPart(m.messages);
    });
}

export const catalogueLoaders: CatalogueLoaders = {
  shell: {
    'pt-BR': () => Promise.resolve(shellPtBR),
    'en-US': withStoredLabels('en-US', () => import('./strings/shell.en-US').then((m) => m.shellEnUS)),
    es: withStoredLabels('es', () => import('./strings/shell.es').then((m) => m.shellEs)),
  },
  screens: {
    'pt-BR': () => import('./strings/screens.pt-BR').then((m) => m.screensPtBR),
    'en-US': () => import('./strings/screens.en-US').then((m) => m.screensEnUS),
    es: () => import('./strings/screens.es').then((m) => m.screensEs),
  },
  [STYLES_PART]: { 'pt-BR': screenStyles, 'en-US': screenStyles, es: screenStyles },
  [MESSAGES_PART]: {
    'pt-BR': withFormat(() => import('./strings/messages.pt-BR')),
    'en-US': withFormat(() => import('./strings/messages.en-US')),
    es: withFormat(() => import('./strings/messages.es')),
  },
};

/** The part the first screen waits for. */
export const FIRST_PART = 'shell';

/** What the web app's own sign-in pages wait for: the API's refusals, said at once in the user's words. */
export const SIGN_IN_PARTS = [MESSAGES_PART, STYLES_PART] as const;

/** What every screen but the home waits for: the other screens' strings and the API's messages (their forms and lists show them at once). */
const SCREEN_PARTS = ['screens', MESSAGES_PART, STYLES_PART] as const;

/**
 * The parts a screen waits for beyond the shell's: none for the home (it loads the messages when it must show one).
 * One part of strings for all the others, not one per area: areas read each other's strings (a quote shows the
 * billing's, production the purchases'), and a missing part would show bare keys.
 */
export function stringsOf(screen: ScreenRoute): readonly string[] {
  return screen.path === HOME_PATH ? [] : SCREEN_PARTS;
}
