// The roteirizador's proposal as the screen holds it: the job's routes, one per vehicle picked (empty ones too, so a
// stop can be moved there), the orders left out with their reason, and the stops the user locked on a vehicle.
// Pure functions: the screen composes them, the tests check them.
import { haversineKm, sumDecimals } from '@backoffice/domain';

export interface PedidoProposto {
  CodPedido: number;
  DsCliente: string | null;
  NmCidade: string | null;
  IdUF: string | null;
  VlPesoBruto: string;
  Lat: number | null;
  Lng: number | null;
}

/** GET /jobs/{id} result of POST /roteiros/roteirizador. */
export interface ResultadoRoteirizador {
  distanciaKm: number;
  rotas: { veiculoId: number; paradas: number[]; distanciaKm: number; tempoMin: number; pesoKg: number }[];
  naoAtendidas: { parada: number; motivo: string }[];
  DtEntrega: string | null;
  deposito: { lat: number; lng: number };
  pedidos: PedidoProposto[];
  /** The vehicles asked for, in order, and the stops that were locked. */
  veiculos: number[];
  travados: { CodPedido: number; IdVeiculo: number }[];
  geocodificados: number;
  /** The driver's day the run was asked with (minutes); jobs from before it existed have none. */
  jornadaMin?: number;
}

export interface RotaProposta {
  IdVeiculo: number;
  paradas: number[];
  /** The optimizer's figures; null once the user changed the route by hand (run again to measure it). */
  distanciaKm: number | null;
  tempoMin: number | null;
  /** The driver picked for the route it becomes (none: picked later on the route's screen). */
  IdMotorista?: number | null;
}

export interface Proposta {
  rotas: RotaProposta[];
  naoAtendidas: { parada: number; motivo: string }[];
  /** Order → vehicle it was locked on by hand. */
  travados: Record<number, number>;
}

/**
 * The job's answer as a proposal over the vehicles it was asked for (in that order), with the locks it kept and, from
 * the proposal it replaces (`anterior`), the driver picked for each vehicle.
 */
export function propostaDe(result: ResultadoRoteirizador, anterior?: Proposta | null): Proposta {
  const motorista = new Map((anterior?.rotas ?? []).map((r) => [r.IdVeiculo, r.IdMotorista ?? null]));
  const veiculos = result.veiculos;
  const travados = Object.fromEntries(result.travados.map((t) => [t.CodPedido, t.IdVeiculo]));
  const porVeiculo = new Map(result.rotas.map((r) => [r.veiculoId, r]));
  return {
    rotas: veiculos.map((IdVeiculo) => {
      const r = porVeiculo.get(IdVeiculo);
      return { IdVeiculo, paradas: r?.paradas ?? [], distanciaKm: r?.distanciaKm ?? 0, tempoMin: r?.tempoMin ?? 0, IdMotorista: motorista.get(IdVeiculo) ?? null };
    }),
    naoAtendidas: result.naoAtendidas,
    // A lock stays only while its stop is still on that vehicle.
    travados: Object.fromEntries(Object.entries(travados).filter(([cod, v]) => porVeiculo.get(v)?.paradas.includes(Number(cod)))),
  };
}

type Lugar = { lat: number; lng: number };

/** Where in `paradas` the stop adds the fewest km (straight line), between the depot's departure and return. */
export function melhorPosicao(paradas: number[], nova: number, lugar: (cod: number) => Lugar | null, deposito: Lugar): number {
  const p = lugar(nova);
  if (!p) return paradas.length;
  const pontos = [deposito, ...paradas.map((c) => lugar(c) ?? deposito), deposito];
  const d = (a: Lugar, b: Lugar) => haversineKm(a.lat, a.lng, b.lat, b.lng);
  let best = paradas.length;
  let bestCost = Infinity;
  for (let i = 0; i < pontos.length - 1; i++) {
    const cost = d(pontos[i], p) + d(p, pontos[i + 1]) - d(pontos[i], pontos[i + 1]);
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = i;
    }
  }
  return best;
}

/**
 * The stop moved by hand onto `IdVeiculo`'s route (from another route, or from those left out), at its cheapest place,
 * and locked there: running again keeps it on that vehicle. The routes it left and joined lose their figures.
 */
export function moverParada(p: Proposta, cod: number, IdVeiculo: number, lugar: (cod: number) => Lugar | null, deposito: Lugar): Proposta {
  const rotas = p.rotas.map((r) => {
    const had = r.paradas.includes(cod);
    const paradas = r.paradas.filter((c) => c !== cod);
    if (r.IdVeiculo === IdVeiculo) {
      const at = melhorPosicao(paradas, cod, lugar, deposito);
      return { ...r, paradas: [...paradas.slice(0, at), cod, ...paradas.slice(at)], distanciaKm: null, tempoMin: null };
    }
    return had ? { ...r, paradas, distanciaKm: null, tempoMin: null } : r;
  });
  return { rotas, naoAtendidas: p.naoAtendidas.filter((n) => n.parada !== cod), travados: { ...p.travados, [cod]: IdVeiculo } };
}

/** The lock taken off (the stop stays where it is until the next run). */
export function destravar(p: Proposta, cod: number): Proposta {
  const travados = { ...p.travados };
  delete travados[cod];
  return { ...p, travados };
}

/** The route's load (exact KG) from the orders' weights. */
export const pesoDa = (r: RotaProposta, peso: (cod: number) => string | undefined) => sumDecimals(r.paradas.map(peso));

/** The routes whose time (as the optimizer measured it) exceeds the driver's day: a dash (changed by hand) never does. */
export const acimaDaJornada = (p: Proposta, jornadaMin: number | undefined): number[] =>
  jornadaMin === undefined ? [] : p.rotas.filter((r) => r.paradas.length && r.tempoMin !== null && r.tempoMin > jornadaMin).map((r) => r.IdVeiculo);

/** The driver of the vehicle's route; a driver drives one route, so whoever had them loses them. */
export function comMotorista(p: Proposta, IdVeiculo: number, IdMotorista: number | null): Proposta {
  return {
    ...p,
    rotas: p.rotas.map((r) => (r.IdVeiculo === IdVeiculo ? { ...r, IdMotorista } : IdMotorista !== null && r.IdMotorista === IdMotorista ? { ...r, IdMotorista: null } : r)),
  };
}

/** The locks as POST /roteiros/roteirizador takes them. */
export const travadosDe = (p: Proposta) => Object.entries(p.travados).map(([cod, IdVeiculo]) => ({ CodPedido: Number(cod), IdVeiculo }));

/** The routes as POST /roteiros/roteirizador/aceitar takes them: the non-empty ones. */
export const aceitarDe = (p: Proposta) => p.rotas.filter((r) => r.paradas.length).map((r) => ({ IdVeiculo: r.IdVeiculo, IdMotorista: r.IdMotorista ?? null, pedidos: r.paradas }));
