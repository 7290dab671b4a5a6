import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { JobQueue } from '../src/platform/jobs/queue.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { haversineKm } from '../src/modules/roteiro/index.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

/** A worker of its own, as `npm run worker` runs one, with every handler of the application. */
function worker(): JobQueue {
  const queue = new JobQueue(t.database, { progressEveryMs: 0 });
  registerJobHandlers(queue, { database: t.database, settings: t.settings, storage: new LocalFileStorage(t.dataDir) });
  return queue;
}

// Stops around a depot in São Paulo (about 1 km apart).
const deposito = { lat: -23.55, lng: -46.63 };
const parada = (i: number, pesoKg: number | string, extra: Record<string, unknown> = {}) => ({
  id: `P${i}`,
  lat: -23.55 + 0.01 * Math.cos(i),
  lng: -46.63 + 0.01 * Math.sin(i) * (1 + (i % 3)),
  pesoKg,
  ...extra,
});

describe('roteirizador', () => {
  it('measures distances on the sphere', () => {
    expect(haversineKm(-23.5505, -46.6333, -22.9068, -43.1729)).toBeCloseTo(360.7, 0); // São Paulo – Rio de Janeiro
    expect(haversineKm(0, 0, 0, 1)).toBeCloseTo(111.2, 1);
  });

  it('optimizes in a background job: routes within the fleet, locked stops kept, the stop no vehicle carries left out with its reason', async () => {
    const body = {
      deposito,
      paradas: [...Array.from({ length: 10 }, (_, i) => parada(i, '300.5')), parada(10, 5000), parada(11, 100, { veiculo: 1 })],
      veiculos: [
        { id: 'ABC1D23', capacidadeKg: 1000 },
        { id: 'XYZ9K87', capacidadeKg: 2500 },
      ],
      opcoes: { iteracoes: 150, semente: 3 },
    };
    const res = await t.call('POST', '/api/roteiros/otimizacoes', { token, body });
    expect(res.statusCode, res.body).toBe(202);
    const { job } = res.json();
    expect((await t.call('GET', `/api/jobs/${job}`, { token })).json()).toMatchObject({ state: 'created', queue: 'roteiro.otimizacao' });

    await worker().runOnce();
    const done = (await t.call('GET', `/api/jobs/${job}`, { token })).json();
    expect(done.state, JSON.stringify(done)).toBe('completed');
    const { result } = done;
    expect(result.naoAtendidas).toEqual([{ parada: 'P10', motivo: 'carga_maior_que_veiculo' }]);
    const served = result.rotas.flatMap((r: { paradas: string[] }) => r.paradas).sort();
    expect(served).toEqual([...Array.from({ length: 10 }, (_, i) => `P${i}`), 'P11'].sort());
    for (const r of result.rotas) expect(r.pesoKg).toBeLessThanOrEqual(r.veiculo === 0 ? 1000 : 2500);
    expect(result.rotas.find((r: { veiculoId: string }) => r.veiculoId === 'XYZ9K87').paradas).toContain('P11');
    expect(result.distanciaKm).toBeCloseTo(result.rotas.reduce((s: number, r: { distanciaKm: number }) => s + r.distanciaKm, 0), 2);
    expect(result.evolucao.length).toBeGreaterThan(0);
  });

  it('answers 422 with the fields at fault, and 403 to a user without the routing grant', async () => {
    // A driver's day of 30 min is outside 1 to 24 hours.
    const bad = await t.call('POST', '/api/roteiros/otimizacoes', { token, body: { deposito, paradas: [parada(0, -1), parada(1, 10, { veiculo: 0 })], opcoes: { jornadaMin: 30 } } });
    expect(bad.statusCode, bad.body).toBe(422);
    const paths = bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort();
    expect(paths).toEqual(['capacidadeKg', 'opcoes.jornadaMin', 'paradas.0.pesoKg', 'paradas.1.veiculo']);
    expect(bad.json().violations[0].message).toMatch(/[Nn]úmero inválido|obrigatório|Valor inválido/);

    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    const denied = await t.call('POST', '/api/roteiros/otimizacoes', { token: seller, body: { deposito, paradas: [parada(0, 1)], capacidadeKg: 10 } });
    expect(denied.statusCode).toBe(403);
  });

  it('reports the best distance so far while it runs, and stops when cancelled', async () => {
    const body = { deposito, paradas: Array.from({ length: 200 }, (_, i) => parada(i, 10 + (i % 40))), capacidadeKg: 400, opcoes: { tempoLimiteS: 120 } };
    const { job } = (await t.call('POST', '/api/roteiros/otimizacoes', { token, body })).json();
    const started = Date.now();
    const run = worker().runOnce();
    let seen: { state: string; progress: number; detail: { melhorDistanciaKm: number | null } | null } | undefined;
    for (;;) {
      seen = (await t.call('GET', `/api/jobs/${job}`, { token })).json();
      if (seen!.detail?.melhorDistanciaKm) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen!.state).toBe('active');
    expect((await t.call('PUT', `/api/jobs/${job}/cancelar`, { token, body: {} })).statusCode).toBe(200);
    await run;
    expect((await t.call('GET', `/api/jobs/${job}`, { token })).json()).toMatchObject({ state: 'cancelled', result: null });
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
