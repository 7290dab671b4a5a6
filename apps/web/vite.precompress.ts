import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (the API serves them by
 * Accept-Encoding, see platform/http/server.ts): maximum compression once at build time, none per request.
 */
export function precompress(root: string): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(root, 'dist');
      const files = Object.keys(bundle).filter((file) => /\.(html|js|mjs|css|svg|json|txt|webmanifest)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await fs.readFile(full);
          if (data.length < 1024) return;
          await fs.writeFile(`${full}.br`, await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
          await fs.writeFile(`${full}.gz`, await gz(data, { level: 9 }));
        }),
      );
    },
  };
}
