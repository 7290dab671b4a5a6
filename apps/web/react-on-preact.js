// What the app and its libraries import as 'react' in the production build (vite.preact.ts): Preact's
// compatibility layer, plus React 19.2's <Activity>, which Mantine uses for panels kept mounted while hidden.
// Plain JavaScript: preact/compat's types are `export =`, which TypeScript cannot re-export with `export *`.
import { createElement } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Children kept mounted and hidden (`mode="hidden"`), as React's Activity keeps them, in a box that adds no layout.
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props
 */
export function Activity({ mode, children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
