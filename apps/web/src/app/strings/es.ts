// The interface's strings in es: the shell's and every other screen's (app/strings.ts joins the three languages).
import type { Catalog } from '@/platform/i18n/keys';
import { screensEs } from './screens.es';
import { shellEs } from './shell.es';

export const es: Catalog = { ...shellEs, ...screensEs };
