import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';

/** An analysis as GET /api/analises/{id}/detalhe answers it. */
export interface AnaliseDetalhe {
  IdAnalise: number;
  company: number;
  NmAnalise: string;
  DtCriacao: string;
  StStatus: string;
  DtInicio: string;
  DtFim: string;
  TpPeriodo: string;
  NrHorizonteDias: number;
  PcProbabilidadeOrcamento: string;
  DtCalculo: string | null;
  IdJob: number | null;
  periodos: number;
  empresas: { id: number; name: string }[];
  setoresIgnorados: { id: number; name: string }[];
  previsoes: { id: number; name: string }[];
  ultimoCalculo: { DtFim: string; NrProdutos: number; NrMsLeitura: number; NrMsCalculo: number; NrMsGravacao: number; DsLog: string } | null;
}

export const analiseKey = (id: number | string) => ['/analises', String(id), 'detalhe'];

export function useAnalise(id: string | undefined) {
  return useQuery({
    queryKey: analiseKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<AnaliseDetalhe>(`/analises/${id}/detalhe`, { signal }),
  });
}

/** `{ value, label }` options of a collection (pickers of the PCP forms); `disabled` marks rows shown but not chosen. */
export function useOptions<T>(path: string, value: (row: T) => number | string, label: (row: T) => string, enabled = true, disabled?: (row: T) => boolean) {
  return useQuery({
    queryKey: ['options', path, Boolean(disabled)],
    enabled,
    queryFn: async ({ signal }) =>
      membersOf(await api.get<HydraCollection<T>>(path, { signal })).map((row) => ({ value: String(value(row)), label: label(row), ...(disabled?.(row) ? { disabled: true } : {}) })),
  });
}

/** The time-phased record of a product in an analysis (POST /api/analise_dados_produtos/produtos). */
export interface RegistroMrp {
  periodos: string[];
  gross: string[];
  receipts: string[];
  projected: string[];
  net: string[];
  plannedReceipts: string[];
  plannedReleases: string[];
  /** Stock of lots that expire in the period, unused (absent in results calculated before lots were counted). */
  expired?: string[];
  /** The suggestion's planned orders, each with its dates: what "Criar ordens" creates. */
  ordens: { DtNecessidade: string; DtLiberacao: string; quantidade: string }[];
}
