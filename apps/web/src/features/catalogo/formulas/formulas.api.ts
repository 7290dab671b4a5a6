import { useQuery } from '@tanstack/react-query';
import type { TpResultadoFormula } from '@backoffice/domain';
import { api } from '@/platform/api/client';

/** A formula as GET /api/formulas/{id} answers it. */
export interface Formula {
  '@id'?: string;
  IdFormula: number;
  NmFormula: string;
  DsExpressao: string;
  TpResultado: TpResultadoFormula;
  DsFormula: string | null;
  StAtivo: boolean;
}

export const formulaKey = (id: string | number) => ['formulas', String(id)] as const;

export function useFormula(id: string | undefined) {
  return useQuery({
    queryKey: formulaKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Formula>(`/formulas/${encodeURIComponent(id ?? '')}`, { signal }),
    meta: { silent: true },
  });
}
