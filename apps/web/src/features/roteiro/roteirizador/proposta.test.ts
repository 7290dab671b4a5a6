import { describe, expect, it } from 'vitest';
import { aceitarDe, acimaDaJornada, comMotorista, destravar, melhorPosicao, moverParada, pesoDa, propostaDe, travadosDe, type ResultadoRoteirizador } from './proposta';

const deposito = { lat: -22.9, lng: -47.06 };
// Stops on a line east of the depot: 1 at 0.1°, 2 at 0.2°, 3 at 0.3°; 9 far north.
const lugares: Record<number, { lat: number; lng: number }> = { 1: { lat: -22.9, lng: -46.96 }, 2: { lat: -22.9, lng: -46.86 }, 3: { lat: -22.9, lng: -46.76 }, 9: { lat: -21.9, lng: -47.06 } };
const lugar = (c: number) => lugares[c] ?? null;

const result: ResultadoRoteirizador = {
  distanciaKm: 120,
  rotas: [{ veiculoId: 10, paradas: [1, 3], distanciaKm: 80, tempoMin: 130, pesoKg: 900 }],
  naoAtendidas: [{ parada: 2, motivo: 'frota_insuficiente' }],
  DtEntrega: '2031-01-06',
  deposito,
  pedidos: [],
  veiculos: [10, 20],
  travados: [],
  geocodificados: 0,
};

describe('the roteirizador’s proposal', () => {
  it('has a route per vehicle picked, empty ones too, with the optimizer’s figures', () => {
    const p = propostaDe(result);
    expect(p.rotas).toEqual([
      { IdVeiculo: 10, paradas: [1, 3], distanciaKm: 80, tempoMin: 130, IdMotorista: null },
      { IdVeiculo: 20, paradas: [], distanciaKm: 0, tempoMin: 0, IdMotorista: null },
    ]);
    expect(aceitarDe(p)).toEqual([{ IdVeiculo: 10, IdMotorista: null, pedidos: [1, 3] }]);
  });

  it('puts a stop moved by hand at its cheapest place, locks it and forgets the figures of the routes it touched', () => {
    expect(melhorPosicao([1, 3], 2, lugar, deposito)).toBe(1);
    const p = moverParada(propostaDe(result), 2, 10, lugar, deposito);
    expect(p.rotas[0]).toEqual({ IdVeiculo: 10, paradas: [1, 2, 3], distanciaKm: null, tempoMin: null, IdMotorista: null });
    expect(p.rotas[1].distanciaKm).toBe(0);
    expect(p.naoAtendidas).toEqual([]);
    expect(travadosDe(p)).toEqual([{ CodPedido: 2, IdVeiculo: 10 }]);

    const q = moverParada(p, 3, 20, lugar, deposito);
    expect(q.rotas.map((r) => r.paradas)).toEqual([[1, 2], [3]]);
    expect(travadosDe(q)).toEqual([
      { CodPedido: 2, IdVeiculo: 10 },
      { CodPedido: 3, IdVeiculo: 20 },
    ]);
    expect(travadosDe(destravar(q, 2))).toEqual([{ CodPedido: 3, IdVeiculo: 20 }]);
  });

  it('keeps a lock after the next run only while its stop is still on that vehicle, and weighs routes exactly', () => {
    const next = propostaDe({
      ...result,
      rotas: [{ veiculoId: 10, paradas: [1, 2, 3], distanciaKm: 90, tempoMin: 140, pesoKg: 1000 }],
      travados: [
        { CodPedido: 2, IdVeiculo: 10 },
        { CodPedido: 3, IdVeiculo: 20 },
      ],
    });
    expect(next.travados).toEqual({ 2: 10 });
    const pesos: Record<number, string> = { 1: '100.100', 2: '200.200', 3: '0.001' };
    expect(pesoDa(next.rotas[0], (c) => pesos[c]).toFixed(3)).toBe('300.301');
  });

  it('marks the routes whose measured time exceeds the driver’s day, not the ones changed by hand nor the empty ones', () => {
    const p = propostaDe({ ...result, rotas: [{ veiculoId: 10, paradas: [1, 3], distanciaKm: 80, tempoMin: 601, pesoKg: 900 }] });
    expect(acimaDaJornada(p, 600)).toEqual([10]);
    expect(acimaDaJornada(p, 601)).toEqual([]);
    // Jobs from before the driver's day existed say nothing about it.
    expect(acimaDaJornada(p, undefined)).toEqual([]);
    expect(acimaDaJornada(moverParada(p, 2, 10, lugar, deposito), 600)).toEqual([]);
  });

  it('gives each route its driver, one route per driver, kept by vehicle when the optimizer runs again', () => {
    const p = comMotorista(comMotorista(propostaDe(result), 10, 7), 20, 8);
    expect(p.rotas.map((r) => r.IdMotorista)).toEqual([7, 8]);
    // The same driver on the other vehicle leaves the first without one.
    const q = comMotorista(p, 20, 7);
    expect(q.rotas.map((r) => r.IdMotorista)).toEqual([null, 7]);
    expect(aceitarDe(comMotorista(q, 20, null))).toEqual([{ IdVeiculo: 10, IdMotorista: null, pedidos: [1, 3] }]);
    const again = propostaDe({ ...result, rotas: [{ veiculoId: 20, paradas: [1, 2, 3], distanciaKm: 90, tempoMin: 140, pesoKg: 1000 }] }, p);
    expect(aceitarDe(again)).toEqual([{ IdVeiculo: 20, IdMotorista: 8, pedidos: [1, 2, 3] }]);
  });
});
