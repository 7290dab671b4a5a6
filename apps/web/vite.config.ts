import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * React and the router change rarely: one long-lived vendor chunk. Everything else is split by Rolldown along
 * the route-level `React.lazy` imports: each business area's screens come from one module
 * (`src/features/<area>/<area>.pages.ts`) and so form one chunk named after it; the login page and the signed-in
 * shell are chunks of their own, and the first load carries only the router, providers and guard.
 */
function vendorChunk(id: string): string | null {
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return 'react';
  return null;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (the API serves them by
 * Accept-Encoding, see platform/http/server.ts): maximum compression once at build time, none per request.
 */
function precompress(): Plugin {
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

export default defineConfig(({ mode }) => {
  // The API behind `/api` in development: `API_URL=http://localhost:3100 npm run dev -w @backoffice/web`.
  const api = loadEnv(mode, root, '').API_URL || 'http://localhost:3000';
  return {
    root,
    plugins: [react(), precompress()],
    resolve: {
      alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: api, changeOrigin: false } },
    },
    preview: {
      proxy: { '/api': { target: api, changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: vendorChunk, debugName: 'vendor' }],
          },
        },
      },
    },
  };
});
