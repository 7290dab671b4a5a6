import { useQuery } from '@tanstack/react-query';
import { api, apiUrl, commonHeaders } from '@/platform/api/client';
import { ApiError } from '@/platform/api/errors';
import type { ConferenceReport, ConferenceScreenLine, ConferenceState, LOTE_SEPARACAO_LIST } from '@backoffice/domain';
import type { ContractRow } from '@/platform/list';

export type { ConferenceState };

/** A line of an order's conference: an order item in one stock lot, in the product's unit (the domain's type). */
export type ConferenceLine = ConferenceScreenLine;


export const conferenceKey = (id: string | number) => ['conferencia', String(id)] as const;

/** The order's conference, refreshed now and then so a second device sees the first one's counts. */
export function useConference(id: string | undefined) {
  return useQuery({
    queryKey: conferenceKey(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<ConferenceState>(`/conferencia_pedidos/${encodeURIComponent(id ?? '')}`, { signal }),
    refetchInterval: 15_000,
  });
}

export interface ScanBody {
  scanId: string;
  CodPedido: number;
  codigo: string;
  lote?: string | null;
  quantidade?: string | null;
}

/** A refused scan: the field, the message (translated by the API), its key and the lot swap it offers. */
export interface ScanRefusal {
  message: string;
  code: string;
  field: string;
  swap?: { item: number; from: number[]; to: number; lot: string };
}

export type ScanAnswer = { ok: true; state: ConferenceState & { repeated: boolean; counted: { line: number; quantity: string } | null } } | { ok: false; refusal: ScanRefusal };

/**
 * POST /api/conferencia_leituras. A 422 is an answer here, not a failure: it carries the refusal's code and the
 * swap offer, which the generic client would drop. The same body (same scanId) may be sent again safely.
 */
export async function postScan(body: ScanBody): Promise<ScanAnswer> {
  const response = await fetch(apiUrl('/conferencia_leituras'), {
    method: 'POST',
    headers: { ...commonHeaders(), Accept: 'application/ld+json', 'Content-Type': 'application/ld+json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, any>;
  if (response.ok) return { ok: true, state: json as never };
  if (response.status === 422 && json.code) {
    const v = (json.violations as { propertyPath: string; message: string }[])[0];
    return { ok: false, refusal: { message: v.message, code: json.code, field: v.propertyPath, swap: json.swap } };
  }
  const v = Array.isArray(json.violations) ? Object.fromEntries((json.violations as { propertyPath: string; message: string }[]).map((x) => [x.propertyPath, x.message])) : undefined;
  throw new ApiError({ status: response.status, description: String(json['hydra:description'] ?? response.statusText), violations: v });
}

export function useReport(lote: string | undefined) {
  return useQuery({
    queryKey: ['relatorio_conferencia', lote],
    enabled: !!lote,
    queryFn: ({ signal }) => api.get<ConferenceReport>('/relatorio_conferencia', { query: { lote: lote ?? '' }, signal }),
  });
}

/** GET /api/lote-separacao/{id}. */
/** A picking lot (GET /api/lote-separacao/{id}), as its list answers it (the domain's LOTE_SEPARACAO_LIST). */
export type LotRow = ContractRow<typeof LOTE_SEPARACAO_LIST>;

export function useLot(id: string | undefined) {
  return useQuery({
    queryKey: ['lote-separacao', id],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<LotRow>(`/lote-separacao/${encodeURIComponent(id ?? '')}`, { signal }),
  });
}
