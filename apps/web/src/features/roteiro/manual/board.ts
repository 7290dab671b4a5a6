import { Decimal, vehicleLoad } from '@backoffice/domain';

/** An order of view_roteiro_manual as the board shows it. */
export interface BoardOrder {
  CdPedido: number;
  DsCliente: string | null;
  NmCidade: string | null;
  IdUF: string | null;
  VlPesoBruto: string;
  IdRoteiro: number | null;
  NrOrdem: number | null;
}

/** An open route of the day (GET /roteiros). */
export interface BoardRoute {
  IdRoteiro: number;
  NmRoteiro: string;
  StatusRoteiro: string;
  NrPlaca: string | null;
  NmVeiculo: string | null;
  NmMotorista: string | null;
  VlCapacidadeKG: string;
}

/** Where an order sits: a route's id, or null for the orders still to route. */
export type Place = number | null;

/** The board: the orders to route and each route's stops, in order. */
export interface Board {
  unassigned: BoardOrder[];
  routes: Map<number, BoardOrder[]>;
}

export function buildBoard(unassigned: BoardOrder[], stops: BoardOrder[], routes: BoardRoute[]): Board {
  const byRoute = new Map<number, BoardOrder[]>(routes.map((r) => [r.IdRoteiro, []]));
  for (const s of [...stops].sort((a, b) => (a.NrOrdem ?? 0) - (b.NrOrdem ?? 0))) if (s.IdRoteiro !== null) byRoute.get(s.IdRoteiro)?.push(s);
  return { unassigned, routes: byRoute };
}

export const ordersAt = (board: Board, place: Place): BoardOrder[] => (place === null ? board.unassigned : (board.routes.get(place) ?? []));

/** Where order `cod` is on the board; undefined when it is not on it. */
export function placeOf(board: Board, cod: number): Place | undefined {
  if (board.unassigned.some((o) => o.CdPedido === cod)) return null;
  for (const [id, orders] of board.routes) if (orders.some((o) => o.CdPedido === cod)) return id;
  return undefined;
}

/** The board after `cods` left `from` for the end of `to` (what the API will do), for the screen to show at once. */
export function moveOrders(board: Board, cods: number[], from: Place, to: Place): Board {
  const moving = ordersAt(board, from).filter((o) => cods.includes(o.CdPedido));
  const routes = new Map(board.routes);
  const without = (list: BoardOrder[]) => list.filter((o) => !cods.includes(o.CdPedido));
  const unassigned = from === null ? without(board.unassigned) : to === null ? [...board.unassigned, ...moving.map((o) => ({ ...o, IdRoteiro: null }))] : board.unassigned;
  if (from !== null) routes.set(from, without(routes.get(from) ?? []));
  if (to !== null) routes.set(to, [...(routes.get(to) ?? []), ...moving.map((o) => ({ ...o, IdRoteiro: to }))]);
  return { unassigned, routes };
}

/** Total weight of orders, exact. */
export const weightOf = (orders: BoardOrder[]) => orders.reduce((sum, o) => sum.plus(new Decimal(o.VlPesoBruto || 0)), new Decimal(0));

/** A route's load against its vehicle (the domain's rule): KG, the share of capacity, whether it is over and its level. */
export const loadOf = (orders: BoardOrder[], capacidade: string) => vehicleLoad(orders.map((o) => o.VlPesoBruto), capacidade);
