import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { membersOf, type HydraCollection } from './hydra';
import type { QueryParams } from './query-string';

/**
 * Every row of a small collection (no pagination): a form's options (terms, units, sectors), one record's
 * assignments. `key` is the cache key writes invalidate; the rows stay fresh for half a minute.
 */
export function useAll<T>(key: readonly unknown[], path: string, query: QueryParams = {}, enabled = true) {
  return useQuery({
    queryKey: key,
    enabled,
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<T>>(path, { query: { pagination: 'false', ...query }, signal })),
    staleTime: 30_000,
    meta: { silent: true },
  });
}
