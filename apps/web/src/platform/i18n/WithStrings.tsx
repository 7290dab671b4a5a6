import type { ReactNode } from 'react';
import { loadStrings, stringsReady } from './i18n';

/**
 * Renders its children once a part of the catalogue is in, in the current language: until then it suspends, and the
 * nearest Suspense shows its fallback (a screen's skeleton) rather than bare keys. A part already in renders at once.
 * The loading is thrown, as React.lazy does, and not read with `use()`: the promise is one per part and language
 * (kept by loadStrings), and once it settles the part is ready, so the retried render goes through.
 */
export function WithStrings({ part, children }: { part: string | null; children: ReactNode }) {
  if (part !== null && !stringsReady(part)) throw loadStrings(part);
  return children;
}
