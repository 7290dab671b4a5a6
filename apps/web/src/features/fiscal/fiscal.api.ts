import { useQuery } from '@tanstack/react-query';
import type { ReceitaRow } from '@backoffice/domain';
import { api, membersOf, type HydraCollection } from '@/platform/api';

/** A GNRE revenue as GET /api/receitas answers it (the domain's RECEITA_LIST). */
export type Receita = ReceitaRow;

export function useReceitas() {
  return useQuery({
    queryKey: ['/receitas', 'all'],
    queryFn: ({ signal }) => api.get<HydraCollection<Receita>>('/receitas', { query: { pagination: 'false' }, signal }).then(membersOf),
  });
}
