import type { Alias } from 'vite';

/**
 * The app is written against React's API (its types, its tests, Mantine's and the router's imports) and is built
 * to run on Preact's compatibility layer: the same components, for about a sixth of react-dom's weight. On a slow
 * phone React's 55 KB (brotli) of react-dom were a quarter of `/home`'s first load, and parsing them at 4× CPU a
 * noticeable part of its first paint (docs/architecture.md, "React no navegador: Preact"). In the build, every import
 * of `react`, `react-dom` and their JSX runtimes, in our code and in the libraries', resolves here. The development
 * server keeps React, for its Fast Refresh (an edit did not reach the page on Preact), and so do the component
 * tests (vitest, jsdom, Testing Library); the browser flows (e2e) run the built app, on Preact, as users do.
 */
export function reactOnPreact(root: string): Alias[] {
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    // preact/compat with what React 19.2 added and Mantine imports (react-on-preact.js).
    { find: /^react$/, replacement: `${root}react-on-preact.js` },
  ];
}
