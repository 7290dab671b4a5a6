import type { Plugin } from 'vite';
import { messagesIn } from '../../packages/domain/src/common/messages.ts';

/** A language's catalogue file: `src/app/strings/<locale>.ts` or `src/app/strings/<part>.<locale>.ts`. */
const CATALOGUE = /\/src\/app\/strings\/(?:[\w-]+\.)?(pt-BR|en-US|es)\.ts$/;
/** A strings file, each holding its strings in the three languages (`features/<area>/*.strings.ts`, `platform/i18n/strings.ts`). */
const STRINGS = /(?:\.strings|\/platform\/i18n\/strings)(?:\.ts)?$/;

/**
 * Each language's catalogue is a chunk of its own (app/catalogue.ts), but every strings file it takes from holds the
 * three languages, and a module is whole in one chunk: the three catalogues would share one chunk with all three.
 * Imported from a language's catalogue, a strings file is a module of that language (`?locale=`), in which the
 * bundler keeps the one export the catalogue reads (the other two are unused object literals, dropped).
 */
export function stringsPerLanguage(): Plugin {
  return {
    name: 'backoffice:strings-per-language',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const locale = importer ? CATALOGUE.exec(importer)?.[1] : undefined;
      if (!locale || !STRINGS.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?locale=${locale}` } : null;
    },
  };
}

/** A language's chunk of the API's messages: `src/app/strings/messages.<locale>.ts`. */
const MESSAGES_FILE = /\/src\/app\/strings\/messages\.(pt-BR|en-US|es)\.ts$/;

/**
 * The API's messages are one catalogue with the three languages in each entry (packages/domain, the API's too), which
 * no bundler can split by language. In the build, each language's module (`app/strings/messages.<locale>.ts`, which
 * computes `messagesIn(locale)` when run as it is, in the dev server and the tests) is written as the catalogue it
 * yields, a literal: its chunk holds that language's texts only, and none of the domain's code.
 */
export function messagesPerLanguage(): Plugin {
  return {
    name: 'backoffice:messages-per-language',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const locale = MESSAGES_FILE.exec(id.split('?')[0])?.[1];
      if (!locale) return null;
      return `export const messages = ${JSON.stringify(messagesIn(locale))};\n`;
    },
  };
}
