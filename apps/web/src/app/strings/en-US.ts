// The interface's strings in en-US: the shell's and every other screen's (app/strings.ts joins the three languages).
import type { Catalog } from '@/platform/i18n/keys';
import { screensEnUS } from './screens.en-US';
import { shellEnUS } from './shell.en-US';

export const enUS: Catalog = { ...shellEnUS, ...screensEnUS };
