import type { Plugin } from 'vite';

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
