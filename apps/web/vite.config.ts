import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite.precompress.ts';
import { messagesPerLanguage, stringsPerLanguage } from './vite.strings.ts';
import { scrollAreaWithoutFloatingUi } from './vite.floating.ts';
import { appShellWithoutRemoveScroll } from './vite.app-shell.ts';
import { earlyChunk, shellChunk } from './vite.chunks.ts';
import { earlyScript } from './vite.early.ts';
import { reactOnPreact } from './vite.preact.ts';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Preact (as React, vite.preact.ts) and the router change rarely: one long-lived vendor chunk. Everything else is split by Rolldown along
 * the route-level `React.lazy` imports: each business area's screens come from one module
 * (`src/features/<area>/<area>.pages.ts`) and so form one chunk named after it; the login page and the signed-in
 * shell are chunks of their own, and the first load carries only the router, providers and guard.
 */
function vendorChunk(id: string): string | null {
  if (/node_modules\/(preact|react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return 'react';
  return null;
}

export default defineConfig(({ command, mode }) => {
  // The API behind `/api` in development: `API_URL=http://localhost:3100 npm run dev -w @backoffice/web`.
  const api = loadEnv(mode, root, '').API_URL || 'http://localhost:3000';
  return {
    root,
    plugins: [react(), stringsPerLanguage(), messagesPerLanguage(), scrollAreaWithoutFloatingUi(), appShellWithoutRemoveScroll(), earlyScript(root), precompress(root)],
    resolve: {
      alias: [{ find: '@', replacement: decodeURIComponent(new URL('./src', import.meta.url).pathname) }, ...(command === 'build' ? reactOnPreact(root) : [])],
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
        // react-router reads `React.useOptimistic` and falls back when it is absent, as it is on Preact (vite.preact.ts).
        onLog(level, log, handler) {
          if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
          handler(level, log);
        },
        output: {
          codeSplitting: {
            groups: [
              { name: vendorChunk, debugName: 'vendor', priority: 2 },
              { name: earlyChunk(root), debugName: 'early', priority: 3 },
              // Mantine's popovers' positioning (menus, selects, tooltips), which come when the user reaches for them
              // (platform/ui/onIntent.tsx): a chunk of its own, or the bundler puts it with small parts the shell
              // needs at once (Mantine's DirectionProvider, read by the app shell) and every screen loads it.
              { name: 'floating-ui', test: /node_modules\/@floating-ui\//, priority: 1 },
              { name: shellChunk(root), debugName: 'shell', priority: 0 },
            ],
          },
        },
      },
    },
  };
});
