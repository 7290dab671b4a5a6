import { describe, expect, it } from 'vitest';
import { buildBoard, loadOf, moveOrders, placeOf, type BoardOrder, type BoardRoute } from './board';

const order = (CdPedido: number, VlPesoBruto: string, IdRoteiro: number | null = null, NrOrdem: number | null = null): BoardOrder => ({
  CdPedido,
  VlPesoBruto,
  IdRoteiro,
  NrOrdem,
  DsCliente: `${String(CdPedido).padStart(6, '0')} - Cliente`,
  NmCidade: 'Campinas',
  IdUF: 'SP',
});
const route = (IdRoteiro: number, VlCapacidadeKG: string): BoardRoute => ({ IdRoteiro, VlCapacidadeKG, NmRoteiro: `R${IdRoteiro}`, StatusRoteiro: 'Aberto', NrPlaca: null, NmVeiculo: null, NmMotorista: null });

describe('manual routing board', () => {
  const board = buildBoard([order(1, '0.1'), order(2, '0.2')], [order(3, '500.5', 10, 2), order(4, '499.4', 10, 1)], [route(10, '1000'), route(11, '50')]);

  it('puts each route’s stops in their order and empty routes with none', () => {
    expect(board.routes.get(10)!.map((o) => o.CdPedido)).toEqual([4, 3]);
    expect(board.routes.get(11)).toEqual([]);
    expect(placeOf(board, 3)).toBe(10);
    expect(placeOf(board, 1)).toBeNull();
    expect(placeOf(board, 99)).toBeUndefined();
  });

  it('adds weights exactly (no float drift) and says when the load passes the capacity', () => {
    const after = moveOrders(board, [1, 2], null, 10);
    const load = loadOf(after.routes.get(10)!, '1000');
    // 499,4 + 500,5 + 0,1 + 0,2 = 1000,2 KG: 0,2 KG over, where floats would give 1000.2000000000000455.
    expect(load.peso.toFixed(3)).toBe('1000.200');
    expect(load.over).toBe(true);
    expect(load.excesso.toFixed(3)).toBe('0.200');
    expect(load.level).toBe('over');
    expect(loadOf(board.routes.get(10)!, '1000').level).toBe('warning');
    expect(loadOf([], '1000').level).toBe('ok');
    expect(after.unassigned).toEqual([]);
  });

  it('moves orders between routes and back to the orders to route, at the end of the target', () => {
    const moved = moveOrders(board, [4], 10, 11);
    expect(moved.routes.get(10)!.map((o) => o.CdPedido)).toEqual([3]);
    expect(moved.routes.get(11)!.map((o) => [o.CdPedido, o.IdRoteiro])).toEqual([[4, 11]]);
    const back = moveOrders(moved, [3], 10, null);
    expect(back.unassigned.map((o) => [o.CdPedido, o.IdRoteiro])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
    expect(back.routes.get(10)).toEqual([]);
    // The board it came from is left as it was (the screen puts it back on a refusal).
    expect(board.routes.get(10)!.map((o) => o.CdPedido)).toEqual([4, 3]);
  });
});
