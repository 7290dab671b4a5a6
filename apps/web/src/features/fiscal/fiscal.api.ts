import { useQuery } from '@tanstack/react-query';
import { api, membersOf, type HydraCollection } from '@/platform/api';

export interface Receita {
  IdReceita: number;
  CdReceita: string;
  DsReceita: string;
  TipoGnre: string;
}

export function useReceitas() {
  return useQuery({
    queryKey: ['/receitas', 'all'],
    queryFn: ({ signal }) => api.get<HydraCollection<Receita>>('/receitas', { query: { pagination: 'false' }, signal }).then(membersOf),
  });
}
