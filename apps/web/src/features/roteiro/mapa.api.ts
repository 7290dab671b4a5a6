// What the map screens read: the company's depot, the fleet and a day's open orders, each from its own resource.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api/client';
import { useAll } from '@/platform/api/useAll';

export interface Deposito {
  lat: number | null;
  lng: number | null;
  endereco: string | null;
}

export interface Veiculo {
  IdVeiculo: number;
  NrPlaca: string;
  NmVeiculo: string;
  IdTransportador: number | null;
  VlCapacidadeKG: string;
  enable: boolean;
}

/** An order still to route (view_roteiro_manual). */
export interface PedidoAberto {
  CdPedido: number;
  DsCliente: string | null;
  NmPessoa: string | null;
  NmCidade: string | null;
  IdUF: string | null;
  VlPesoBruto: string;
  DtEntrega: string | null;
  Lat: number | null;
  Lng: number | null;
}

/** GET /roteiros/deposito: where the company's routes start. */
export const useDeposito = () =>
  useQuery({ queryKey: ['roteiros', 'deposito'], queryFn: ({ signal }) => api.get<Deposito>('/roteiros/deposito', { signal }), staleTime: 5 * 60_000 });

/** The enabled vehicles, own fleet first. */
export const useVeiculos = () => useAll<Veiculo>(['list', '/veiculos', 'enabled'], '/veiculos', { enable: 'true', 'order[VlCapacidadeKG]': 'asc' });

export interface Motorista {
  IdMotorista: number;
  NmMotorista: string;
}

/** The enabled drivers, to pick a route's (the route's screen, the roteirizador's proposal). */
export const useMotoristas = (enabled: boolean) => useAll<Motorista>(['list', '/motoristas', 'enabled'], '/motoristas', { enable: 'true', 'order[NmMotorista]': 'asc' }, enabled);

/** The orders on no route yet; with a date, that day's. */
export const usePedidosAbertos = (DtEntrega: string | null, enabled = true) =>
  useAll<PedidoAberto>(['list', '/view_roteiro_manual', 'abertos', DtEntrega], '/view_roteiro_manual', { roteirizado: 'false', ...(DtEntrega ? { 'DtEntrega[after]': DtEntrega, 'DtEntrega[before]': DtEntrega } : {}), 'order[CdPedido]': 'asc' }, enabled);

/** 'Rua X - Campinas/SP · 1.234,000 KG' and the like: what a stop's marker tells on hover. */
export const stopTitle = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
