// The stops being edited, as pure functions the screen composes: a stop moved up or down, taken out, orders added.

/** The list with the item at `from` moved to `to` (both kept within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** `items` with those of `extra` not already in it appended, in their order. */
export function appendNew<T>(items: readonly T[], extra: readonly T[], key: (item: T) => number): T[] {
  const known = new Set(items.map(key));
  return [...items, ...extra.filter((e) => !known.has(key(e)))];
}

/** Whether the order of the codes differs from what was saved. */
export const changed = (saved: readonly number[], current: readonly number[]) => saved.length !== current.length || saved.some((c, i) => c !== current[i]);
