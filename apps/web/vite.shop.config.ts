import { defineConfig } from 'vite';
import { precompress } from './vite.precompress.ts';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * The public shop's script (src/shop/shop.ts), built on its own after the app (`npm run build`): the shop's pages
 * are written by the server (apps/api/src/modules/loja/shop.pages.ts), which finds this file through the manifest.
 * A separate build shares no chunk with the back office, so a visitor never downloads any of it.
 */
export default defineConfig({
  root,
  plugins: [precompress(root)],
  build: {
    outDir: 'dist/shop-entry',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: { shop: `${root}src/shop/shop.ts` } },
  },
});
