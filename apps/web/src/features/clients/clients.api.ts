import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';

/** A client as GET/POST/PUT /api/people/clients answer it (the same shape is sent back on PUT). */
export interface Client {
  '@id'?: string;
  id: number;
  company: number | null;
  name: string;
  alias: string | null;
  peopleType: string | null;
  document: string | null;
  ie: string | null;
  contributorType: string | null;
  billing: string | null;
  billingDays: string | null;
  paymentTerm: number | null;
  salesRep: number | null;
  salesRepName: string | null;
  note: string | null;
  enable: boolean;
  createdAt?: string | null;
  addresses: Array<{
    id: number;
    nickname: string | null;
    cep: string | null;
    streetType: string | null;
    street: string | null;
    number: string | null;
    complement: string | null;
    district: string | null;
    city: string | null;
    cityIbge: string | null;
    uf: string | null;
  }>;
  phones: Array<{ id: number; ddd: string | null; phone: string }>;
  emails: Array<{ id: number; email: string }>;
  contacts: Array<{ id: number; name: string; email: string | null; phone: string | null; role: string | null }>;
}

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
