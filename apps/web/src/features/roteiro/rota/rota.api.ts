// The route maintenance screen's reads: the route (vw_roteiros), its stops in order with coordinates and its events.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import { useAll } from '@/platform/api/useAll';
import type { StatusPedidoRoteiro, StatusRoteiro } from '@backoffice/domain';

export interface Rota {
  IdRoteiro: number;
  NmRoteiro: string;
  DtRoteiro: string;
  DiadaSemana: string | null;
  NrRomaneio: string | null;
  StatusRoteiro: StatusRoteiro;
  IdVeiculo: number;
  NrPlaca: string | null;
  NmVeiculo: string | null;
  Transportador: string | null;
  IdMotorista: number | null;
  NmMotorista: string | null;
  VlCapacidadeKG: string;
  VlPesoBruto: string;
  NumPedidos: number;
  VlFreteTransportador: string;
  version: number;
}

export interface Parada {
  IdRoteiroPedido: number;
  CodPedido: number;
  NrOrdem: number;
  StatusPedidoRoteiro: StatusPedidoRoteiro;
  DsMotivo: string | null;
  Cliente: string | null;
  VlPesoBruto: string;
  NmCidade: string | null;
  IdUF: string | null;
  Lat: number | null;
  Lng: number | null;
}

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

export const useRota = (id: string) => useQuery({ queryKey: [...rotaKey(id), 'header'], queryFn: ({ signal }) => api.get<Rota>(`/roteiros/${id}`, { signal }) });

export const useParadas = (id: string) => useAll<Parada>([...rotaKey(id), 'paradas'], '/roteiro_pedidos', { IdRoteiro: id, 'order[NrOrdem]': 'asc' });

export const useEventos = (id: string) => useAll<Evento>([...rotaKey(id), 'eventos'], '/roteiro_eventos', { IdRoteiro: id, 'order[IdRoteiroEvento]': 'desc' });

