import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROTEIRO_EDITAVEL } from '@backoffice/domain';
import { api, membersOf, type HydraCollection, type QueryParams } from '@/platform/api';
import type { BoardOrder, BoardRoute, Place } from './board';

/** The filters of the manual routing: the delivery day, and optionally the region and a part of the city's name. */
export interface ManualFilters {
  day: string;
  regiao: string | null;
  cidade: string;
}

/** The query of view_roteiro_manual for the orders still to route (the list, and its CSV with the same filters). */
export function unassignedQuery(f: ManualFilters): QueryParams {
  return {
    roteirizado: 'false',
    DtEntrega: { after: f.day, before: f.day },
    ...(f.regiao ? { Regiao: f.regiao } : {}),
    ...(f.cidade.trim() ? { NmCidade: f.cidade.trim() } : {}),
  };
}

const all = <T>(path: string, query: QueryParams, signal: AbortSignal) => api.get<HydraCollection<T>>(path, { query: { ...query, pagination: 'false' }, signal }).then(membersOf);

export const MANUAL_KEY = 'roteiro-manual';

/** The board's data: the day's orders to route, its routes still open to changes and their stops. */
export function useManualBoard(f: ManualFilters) {
  const unassigned = useQuery({
    queryKey: [MANUAL_KEY, 'unassigned', f],
    queryFn: ({ signal }) => all<BoardOrder>('/view_roteiro_manual', { ...unassignedQuery(f), order: { NmCidade: 'asc' } }, signal),
    // A filter being typed keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
  const routes = useQuery({
    queryKey: [MANUAL_KEY, 'routes', f.day],
    queryFn: ({ signal }) => all<BoardRoute>('/roteiros', { DtRoteiro: { after: f.day, before: f.day }, StatusRoteiro: [...ROTEIRO_EDITAVEL], order: { IdRoteiro: 'asc' } }, signal),
  });
  const ids = (routes.data ?? []).map((r) => r.IdRoteiro);
  const stops = useQuery({
    queryKey: [MANUAL_KEY, 'stops', ids],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => all<BoardOrder>('/view_roteiro_manual', { IdRoteiro: ids, order: { NrOrdem: 'asc' } }, signal),
  });
  return { unassigned, routes, stops: ids.length ? stops : { ...stops, data: [] as BoardOrder[], isPending: false } };
}

/**
 * Saves a move through the routes' API: into a route, POST /roteiros/pedidos (with `mover` when they come from
 * another route, so both change in one transaction); back to the orders to route, POST /roteiros/{id}/retirar with
 * the orders that leave (the route keeps the rest as it has them, even a stop someone else just put on it).
 */
export function saveMove(cods: number[], from: Place, to: Place) {
  if (to !== null) return api.post('/roteiros/pedidos', { IdRoteiro: to, pedidos: cods, ...(from !== null ? { mover: true } : {}) });
  return api.post(`/roteiros/${String(from)}/retirar`, { pedidos: cods });
}
