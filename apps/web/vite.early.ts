import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `src/early.ts` as an entry of its own, named in the page's head before the app's: a module script with the app's
 * entry would run only once the app's chunks are in (the page's scripts are one entry to Vite, and a module runs
 * after its imports), which is what it is there to get ahead of. In development the app asks for its data itself.
 */
export function earlyScript(root: string): Plugin {
  return {
    name: 'backoffice:early-script',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: path.join(root, 'index.html'), early: path.join(root, 'src/early.ts') } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (!early) throw new Error('early.ts was not built as an entry');
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
