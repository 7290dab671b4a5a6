import type { ReactNode } from 'react';
import { loadStrings, stringsReady } from './i18n';

/**
 * Renders its children once the parts of the catalogue it names are in, in the current language: until then it suspends, and the
 * nearest Suspense shows its fallback (a screen's skeleton) rather than bare keys. A part already in renders at once.
 * The loading is thrown, as React.lazy does, and not read with `use()`: the promise is one per part and language
 * (kept by loadStrings), and once they settle the parts are ready, so the retried render goes through.
 */
export function WithStrings({ parts, children }: { parts: readonly string[]; children: ReactNode }) {
  const missing = parts.filter((part) => !stringsReady(part));
  if (missing.length > 0) throw Promise.all(missing.map((part) => loadStrings(part)));
  return children;
}
