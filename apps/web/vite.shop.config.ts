import { defineConfig } from 'vite';
import { precompress } from './vite.precompress.ts';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * The scripts of the pages the server writes, built on their own after the app (`npm run build`): the public
 * shop's (src/shop/shop.ts, for apps/api/src/modules/loja/shop.pages.ts) and the sign-in's (src/signin/signin.ts,
 * for apps/api/src/modules/admin/signin.pages.ts); the server finds them through the manifest. A separate build
 * shares no chunk with the back office, so a visitor never downloads any of it.
 */
export default defineConfig({
  root,
  plugins: [precompress(root)],
  build: {
    outDir: 'dist/shop-entry',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: { shop: `${root}src/shop/shop.ts`, signin: `${root}src/signin/signin.ts` } },
  },
});
