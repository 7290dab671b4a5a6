import { lazy, type ComponentType } from 'react';

/**
 * A component from the shell chunk, which the first load brings with the app (vite.chunks.ts): the layout and the home.
 * It is imported as the app starts, and once in it renders without a Suspense round: React.lazy reads a thenable that
 * answers at once. With `lazy(() => import(...))` alone, React first commits the fallback (a loader, the page's
 * skeleton), then the component, and holds the content back up to 300 ms after a fallback showed: on a phone's slow
 * CPU the home painted its heading a second after the layout.
 */
export function inShell<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loaded: T | undefined;
  const loading = load().then((component) => (loaded = component));
  return lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: T }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: T }>)
      : loading.then((component) => ({ default: component })),
  );
}
