/**
 * The home dashboard's sales sections, kept a short while per API instance and company (and day): at a
 * million orders they cost the database about a second (docs/performance.md), and everyone opening /home
 * would pay it. The rule of freshness: a sales figure is at most DASHBOARD_CACHE_MS old (30 s by default;
 * 0 turns the cache off), in every API process alike; stock sections are read on every open. Concurrent
 * opens of a company with nothing cached wait for one reading instead of each starting its own.
 */
const CACHE_MS = Number(process.env.DASHBOARD_CACHE_MS ?? 30_000);
/** Companies kept at most (the oldest go first): the cache is bounded whatever the number of tenants. */
const CACHE_MAX = 1000;

interface Entry<T> {
  value: Promise<T>;
  until: number;
}

const caches = new WeakMap<object, Map<string, Entry<unknown>>>();

/** `load()` of `key`, reused for CACHE_MS within `owner` (the application instance). */
export function cachedFor<T>(owner: object, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (CACHE_MS <= 0) return load();
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit && hit.until > now) return hit.value;
  cache.delete(key);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  const value = load();
  cache.set(key, { value, until: now + CACHE_MS });
  // A failed reading is not kept: the next open tries again.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
