import { useQuery } from '@tanstack/react-query';
import type { FormulaRow } from '@backoffice/domain';
import { api } from '@/platform/api/client';

/** A formula as GET /api/formulas/{id} answers it. */
export type Formula = FormulaRow & { '@id'?: string };

export const formulaKey = (id: string | number) => ['formulas', String(id)] as const;

export function useFormula(id: string | undefined) {
  return useQuery({
    queryKey: formulaKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Formula>(`/formulas/${encodeURIComponent(id ?? '')}`, { signal }),
    meta: { silent: true },
  });
}
