// The catalogue as the built app loads it: one language at a time, and in two parts, each a chunk of its own
// (app/strings/<part>.<locale>.ts): the shell's strings (the platform's and the home's) before the first screen,
// every other screen's with the first such screen. So the first load after sign-in carries neither the other
// languages nor the other screens' strings. The tests install everything at once (app/strings.ts).
import type { CatalogueLoaders } from '@/platform/i18n/i18n';
import type { ScreenRoute } from '@/platform/routes/registry';
import { HOME_PATH } from '@/platform/session/Guard';

export const catalogueLoaders: CatalogueLoaders = {
  shell: {
    'pt-BR': () => import('./strings/shell.pt-BR').then((m) => m.shellPtBR),
    'en-US': () => import('./strings/shell.en-US').then((m) => m.shellEnUS),
    es: () => import('./strings/shell.es').then((m) => m.shellEs),
  },
  screens: {
    'pt-BR': () => import('./strings/screens.pt-BR').then((m) => m.screensPtBR),
    'en-US': () => import('./strings/screens.en-US').then((m) => m.screensEnUS),
    es: () => import('./strings/screens.es').then((m) => m.screensEs),
  },
};

/** The part the first screen waits for. */
export const FIRST_PART = 'shell';

/**
 * The part a screen waits for beyond the shell's: none for the home. One part for all the others, not one per area:
 * areas read each other's strings (a quote shows the billing's, production the purchases'), and a missing part
 * would show bare keys.
 */
export function stringsOf(screen: ScreenRoute): string | null {
  return screen.path === HOME_PATH ? null : 'screens';
}
