import { describe, expect, it } from 'vitest';
import { solve } from '@backoffice/vrp';
import { alemDaJornada, haversineKm, limiteDeParadas, melhorRodada, problemaDe, resultadoDe, tempoRotaMin } from './otimizacao.rules.ts';

const rota = (paradas: number, tempoMin: number) => ({ paradas: Array.from({ length: paradas }, (_, i) => i), tempoMin });

describe('the driver’s day in the roteirizador', () => {
  it('leaves out the stops whose trip out and back alone is longer than the day', () => {
    const depot = { lat: -22.9056, lng: -47.0608 };
    // 0.5° north (about 55 km: 1.3 × 2 × 55 km at 45 km/h ≈ 3 h 20) and 3° north (about 333 km: ≈ 19 h).
    const near = { lat: -22.4056, lng: -47.0608 };
    const far = { lat: -19.9056, lng: -47.0608 };
    const trip = (p: { lat: number; lng: number }) => tempoRotaMin([0], 2 * haversineKm(depot.lat, depot.lng, p.lat, p.lng) * 1.3);
    expect(trip(near)).toBeGreaterThan(180);
    expect(trip(far)).toBeGreaterThan(1000);
    expect([...alemDaJornada(depot, [near, far], 600)]).toEqual([1]);
    expect([...alemDaJornada(depot, [near, far], trip(near) - 1)]).toEqual([0, 1]);
    expect([...alemDaJornada(depot, [near, far], trip(far))]).toEqual([]);
  });

  it('keeps every route within the day inside the search: driving at the average speed and each stop’s time', () => {
    // Twelve stops 40–60 km around the depot, one truck that carries them all: a single trip of about 8 h 20 min
    // of driving plus 2 h of stops. In an 8-hour day the search splits them, and no route passes the day.
    const deposito = { lat: -22.9056, lng: -47.0608 };
    const paradas = Array.from({ length: 12 }, (_, i) => {
      const angle = (i / 12) * 2 * Math.PI;
      const r = 0.36 + 0.18 * (i % 2);
      return { id: i + 1, lat: deposito.lat + r * Math.sin(angle), lng: deposito.lng + r * Math.cos(angle), pesoKg: 100 };
    });
    const input = { deposito, paradas, veiculos: [{ capacidadeKg: 5000 }, { capacidadeKg: 5000 }, { capacidadeKg: 5000 }], opcoes: { iteracoes: 300, semente: 1 } };
    const livre = problemaDe(input);
    const umaRota = resultadoDe(input, solve(livre.problem, livre.options));
    expect(umaRota.rotas).toHaveLength(1);
    expect(umaRota.rotas[0].tempoMin).toBeGreaterThan(480);
    const { problem, options } = problemaDe({ ...input, opcoes: { ...input.opcoes, jornadaMin: 480 } });
    expect(problem.vehicles!.map((v) => v.maxDuration)).toEqual([360, 360, 360]);
    expect(options.maxDuration).toBeUndefined();
    expect(problem.stops[0].service).toBe(7.5);
    const noDia = resultadoDe(input, solve(problem, options));
    expect(noDia.naoAtendidas).toEqual([]);
    expect(noDia.rotas.length).toBeGreaterThan(1);
    for (const rota of noDia.rotas) expect(rota.tempoMin).toBeLessThanOrEqual(480);
    expect(noDia.rotas.flatMap((r) => r.paradas).sort((a, b) => Number(a) - Number(b))).toEqual(paradas.map((p) => p.id));
  });

  it('caps the stops of a second run at what the longest route does in a day, never below what the fleet needs', () => {
    // Nothing past the day: no second run.
    expect(limiteDeParadas([rota(8, 600), rota(3, 200)], 600, 6)).toBeNull();
    // 8 stops in 15 h 36 → 5 in 10 h.
    expect(limiteDeParadas([rota(8, 936), rota(0, 0)], 600, 6)).toBe(5);
    // 12 stops on 2 vehicles need 6 a route, however long.
    expect(limiteDeParadas([rota(10, 1200), rota(2, 100)], 600, 2)).toBe(6);
    // One far stop alone past the day: fewer stops cannot help.
    expect(limiteDeParadas([rota(1, 700), rota(4, 300)], 600, 5)).toBeNull();
  });

  it('keeps the run that serves more orders, then has fewer routes past the day, then drives less', () => {
    const run = (naoAtendidas: number, tempos: number[], distanciaKm: number) => ({ naoAtendidas: Array.from({ length: naoAtendidas }), rotas: tempos.map((t) => rota(2, t)), distanciaKm });
    const a = run(0, [700], 300);
    const b = run(0, [500, 400], 350);
    expect(melhorRodada(a, b, 600)).toBe(b);
    expect(melhorRodada(run(1, [500], 200), a, 600)).toBe(a);
    expect(melhorRodada(run(0, [500], 200), run(0, [550], 190), 600).distanciaKm).toBe(190);
    expect(melhorRodada(a, { ...a }, 600)).toBe(a);
  });
});
