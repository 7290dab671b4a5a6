import { useQuery } from '@tanstack/react-query';
import type { ClientRead } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';

/** A client as GET/POST/PUT /api/people/clients answer it (the domain's read type; the same shape is sent back on PUT). */
export type Client = ClientRead & { '@id'?: string };

export function clientKey(id: string | number) {
  return ['people/clients', String(id)] as const;
}

export function useClient(id: string | undefined) {
  return useQuery({
    queryKey: clientKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Client>(`/people/clients/${encodeURIComponent(id ?? '')}`, { signal }),
    meta: { silent: true },
  });
}

interface SalesRep {
  id: number;
  name: string;
  label?: string;
}

/** Active sales representatives of the session company (GET /api/representante/ativo). */
export function useSalesReps() {
  return useQuery({
    queryKey: ['representante/ativo'],
    queryFn: async ({ signal }) => membersOf(await api.get<HydraCollection<SalesRep>>('/representante/ativo', { query: { pagination: false }, signal })),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
