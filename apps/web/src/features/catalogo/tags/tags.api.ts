import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import type { Tag } from '@/platform/tags/tags';

export const tagKey = (id: string | number) => ['tags', String(id)] as const;

export function useTag(id: string | undefined) {
  return useQuery({
    queryKey: tagKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Tag>(`/tags/${encodeURIComponent(id ?? '')}`, { signal }),
    meta: { silent: true },
  });
}
