// The route maintenance screen's reads: the route (vw_roteiros), its stops in order with coordinates and its events.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import { useAll } from '@/platform/api/useAll';
import { ROTEIRO_LIST, ROTEIRO_PEDIDO_LIST, type RoteiroPedidoRow, type RoteiroRow } from '@backoffice/domain';

/** The route's header: the row of GET /roteiros, read by its id. */
export type Rota = RoteiroRow;
/** A stop of the route, in order (GET /roteiro_pedidos?IdRoteiro=). */
export type Parada = RoteiroPedidoRow;

export interface Evento {
  IdRoteiroEvento: number;
  CodPedido: number | null;
  StatusAnterior: string | null;
  Status: string;
  DsMotivo: string | null;
  NmUsuario: string | null;
  DtEvento: string;
}

export const rotaKey = (id: string) => ['roteiros', 'rota', id];

export const useRota = (id: string) => useQuery({ queryKey: [...rotaKey(id), 'header'], queryFn: ({ signal }) => api.get<Rota>(`${ROTEIRO_LIST.path}/${id}`, { signal }) });

export const useParadas = (id: string) => useAll<Parada>([...rotaKey(id), 'paradas'], ROTEIRO_PEDIDO_LIST.path, { IdRoteiro: id, 'order[NrOrdem]': 'asc' });

export const useEventos = (id: string) => useAll<Evento>([...rotaKey(id), 'eventos'], '/roteiro_eventos', { IdRoteiro: id, 'order[IdRoteiroEvento]': 'desc' });

