import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { JobQueue } from '../src/platform/jobs/queue.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { geocodificar, haversineKm, matrizRodoviaria } from '../src/modules/roteiro/index.ts';

let t: TestApp;
let token: string;
/** What the local servers were asked. */
const asked: string[] = [];
let nominatim: http.Server;
let osrm: http.Server;
let nominatimUrl: string;
let osrmUrl: string;

type Place = { lat: number; lng: number };
/** The minutes of a trip from the depot to the place and back as the job estimates it: 1.3 × the straight line at 45 km/h, plus 10 at the stop. */
const tripMin = (depot: Place, o: Place) => Math.round(((2 * haversineKm(depot.lat, depot.lng, o.lat, o.lng) * 1.3) / 45) * 60 + 10);

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  // A geocoder answering as Nominatim does (jsonv2: lat/lon as strings), for one street only.
  nominatim = http.createServer((req, res) => {
    asked.push(req.url!);
    const q = new URL(req.url!, 'http://x').searchParams;
    res.setHeader('Content-Type', 'application/json');
    if (q.get('street') === '1200 das Flores' && q.get('city') === 'Campinas')
      res.end(JSON.stringify([{ place_id: 1, lat: '-22.9056', lon: '-47.0608', display_name: 'Rua das Flores, 1200, Campinas', category: 'building', type: 'yes' }]));
    else res.end('[]');
  });
  // A road router answering as OSRM's table service: distances in metres (1.25 × haversine), durations in seconds.
  osrm = http.createServer((req, res) => {
    asked.push(req.url!);
    const m = /^\/table\/v1\/driving\/([^?]+)\?annotations=distance,duration$/.exec(req.url!);
    res.setHeader('Content-Type', 'application/json');
    if (!m) {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 'InvalidUrl', message: 'bad url' }));
      return;
    }
    const pts = m[1].split(';').map((p) => p.split(',').map(Number));
    const distances = pts.map(([lng1, lat1]) => pts.map(([lng2, lat2]) => Math.round(haversineKm(lat1, lng1, lat2, lng2) * 1250)));
    res.end(JSON.stringify({ code: 'Ok', distances, durations: distances.map((row) => row.map((d) => d / 15)), sources: [], destinations: [] }));
  });
  [nominatimUrl, osrmUrl] = await Promise.all([listen(nominatim), listen(osrm)]);
  t = await createTestApp({ env: { GEOCODER_URL: nominatimUrl } });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  nominatim.close();
  osrm.close();
});

describe('adapters against local servers speaking the real formats', () => {
  it('geocodes an address by Nominatim’s structured search', async () => {
    const found = await geocodificar({ url: nominatimUrl, timeoutMs: 2000, userAgent: 'test' }, { street: 'das Flores', number: '1200', city: 'Campinas', uf: 'SP', cep: '13010000' });
    expect(found).toEqual({ lat: -22.9056, lng: -47.0608 });
    const url = new URL(asked.at(-1)!, 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ format: 'jsonv2', countrycodes: 'br', state: 'SP', postalcode: '13010-000' });
    expect(await geocodificar({ url: nominatimUrl, timeoutMs: 2000, userAgent: 'test' }, { street: 'Inexistente', city: 'Nada' })).toBeNull();
  });

  it('reads an OSRM distance table in km', async () => {
    const pts = [
      { lat: -22.9056, lng: -47.0608 },
      { lat: -23.5505, lng: -46.6333 },
    ];
    const { km, segundos } = await matrizRodoviaria({ url: osrmUrl, profile: 'driving', timeoutMs: 2000 }, pts);
    expect(km[0]).toBe(0);
    expect(km[1]).toBeCloseTo(haversineKm(pts[0].lat, pts[0].lng, pts[1].lat, pts[1].lng) * 1.25, 1);
    expect(segundos[1]).toBeGreaterThan(0);
    await expect(matrizRodoviaria({ url: `${osrmUrl}/wrong`, profile: 'driving', timeoutMs: 2000 }, pts)).rejects.toThrow(/InvalidUrl/);
  });
});

describe('a day’s orders optimized into feasible routes and accepted', () => {
  it('tells where the routes start: the company’s address in Campinas; another company sees its own', async () => {
    const res = await t.call('GET', '/api/roteiros/deposito', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lat: expect.closeTo(-22.9, 0), lng: expect.closeTo(-47.06, 0), endereco: expect.stringMatching(/Campinas\/SP$/) });
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const theirs = await t.call('GET', '/api/roteiros/deposito', { token: other });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().endereco ?? '').not.toBe(res.json().endereco);
  });

  it('optimizes the open orders of a day over the vehicles given, on OSRM distances, and accepts the proposal as routes', async () => {
    const [{ dia }] = await t.database.rows<{ dia: string }>(sql`select dt_entrega::text as dia from view_roteiro_manual where id_roteiro is null and dt_entrega is not null
      group by dt_entrega order by count(*) desc limit 1`);
    const deposit = (await t.call('GET', '/api/roteiros/deposito', { token })).json() as { lat: number; lng: number };
    // Orders a day's trip cannot reach (out and back over 10 h at 45 km/h on 1.3 × the straight line) are for carriers: not in this run.
    const reachable = (o: Place) => tripMin(deposit, o) <= 600;
    const open = (
      await t.database.rows<{ cd: number; peso: string; lat: number; lng: number }>(sql`select cd_pedido as cd, vl_peso_bruto as peso, lat, lng from view_roteiro_manual
        where id_roteiro is null and dt_entrega = ${dia} and lat is not null order by cd_pedido`)
    ).filter(reachable);
    expect(open.length).toBeGreaterThan(5);
    // An order far too heavy for any vehicle: listed with its reason.
    await t.database.db.execute(sql`update pedido_venda set vl_peso_bruto = 99999 where cod_pedido = ${open[0].cd}`);
    const fleet = (await t.call('GET', '/api/veiculos?NrPlaca=FRT', { token })).json()['hydra:member'];
    const vans = fleet.filter((v: { NrPlaca: string }) => ['FRT2B03', 'FRT2B04', 'FRT3C05'].includes(v.NrPlaca));
    expect(vans).toHaveLength(3);

    const res = await t.call('POST', '/api/roteiros/roteirizador', { token, body: { pedidos: open.map((o) => o.cd), veiculos: vans.map((v: { IdVeiculo: number }) => v.IdVeiculo), tempoLimiteS: 1 } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().paradas).toBe(open.length);
    const worker = new JobQueue(t.database, { progressEveryMs: 0 });
    registerJobHandlers(worker, { database: t.database, settings: { ...t.settings, env: { ...t.settings.env, ROUTER_URL: osrmUrl } }, storage: new LocalFileStorage(t.dataDir) });
    await worker.runOnce();
    expect(asked.some((u) => u.startsWith('/table/v1/driving/'))).toBe(true);
    const done = (await t.call('GET', `/api/jobs/${res.json().job}`, { token })).json();
    expect(done.state, JSON.stringify(done)).toBe('completed');
    const { rotas, naoAtendidas, deposito, pedidos } = done.result;
    expect(naoAtendidas).toEqual([{ parada: open[0].cd, motivo: 'carga_maior_que_veiculo' }]);
    const cap = new Map(vans.map((v: { IdVeiculo: number; VlCapacidadeKG: string }) => [v.IdVeiculo, Number(v.VlCapacidadeKG)]));
    // What the map needs: the depot (the company's address in Campinas) and every order's place.
    expect(deposito.lat).toBeCloseTo(-22.9, 0);
    expect(pedidos.map((p: { CodPedido: number }) => p.CodPedido).sort()).toEqual(open.map((o) => o.cd).sort());
    const lugar = new Map<number, { lat: number; lng: number }>(pedidos.map((p: { CodPedido: number; Lat: number; Lng: number }) => [p.CodPedido, { lat: p.Lat, lng: p.Lng }]));
    for (const r of rotas) {
      expect(r.pesoKg).toBeLessThanOrEqual(cap.get(r.veiculoId)!);
      // The time is OSRM's durations summed from the depot through the stops and back (the fake drives at 15 m/s),
      // plus 10 minutes a stop; the 45 km/h estimate would give another number.
      const pontos = [deposito, ...r.paradas.map((p: number) => lugar.get(p)!), deposito];
      let segundos = 0;
      for (let i = 1; i < pontos.length; i++) segundos += Math.round(haversineKm(pontos[i - 1].lat, pontos[i - 1].lng, pontos[i].lat, pontos[i].lng) * 1250) / 15;
      expect(r.tempoMin).toBe(Math.round(segundos / 60 + 10 * r.paradas.length));
      expect(r.tempoMin).not.toBe(Math.round((r.distanciaKm / 45) * 60 + 10 * r.paradas.length));
    }
    expect(rotas.flatMap((r: { paradas: number[] }) => r.paradas).sort()).toEqual(open.slice(1).map((o) => o.cd).sort());

    // Another company's driver on a route is refused on that route's field, and nothing is created.
    const [theirDriver] = await t.database.rows<{ id: number }>(sql`select id_motorista as id from motoristas where nm_motorista = 'Motorista da Outra'`);
    const routesBefore = (await t.call('GET', '/api/roteiros?itemsPerPage=1', { token })).json()['hydra:totalItems'];
    const foreign = await t.call('POST', '/api/roteiros/roteirizador/aceitar', {
      token,
      body: { DtRoteiro: dia, rotas: rotas.map((r: { veiculoId: number; paradas: number[] }, i: number) => ({ IdVeiculo: r.veiculoId, IdMotorista: i === rotas.length - 1 ? theirDriver.id : null, pedidos: r.paradas })) },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([`rotas.${rotas.length - 1}.IdMotorista`]);
    expect((await t.call('GET', '/api/roteiros?itemsPerPage=1', { token })).json()['hydra:totalItems']).toBe(routesBefore);

    const accept = await t.call('POST', '/api/roteiros/roteirizador/aceitar', {
      token,
      body: { DtRoteiro: dia, rotas: rotas.map((r: { veiculoId: number; paradas: number[] }) => ({ IdVeiculo: r.veiculoId, pedidos: r.paradas })) },
    });
    expect(accept.statusCode, accept.body).toBe(201);
    const created: number[] = accept.json().response.roteiros;
    expect(created).toHaveLength(rotas.length);
    const route = (await t.call('GET', `/api/roteiros/${created[0]}`, { token })).json();
    expect(route).toMatchObject({ StatusRoteiro: 'Aberto', NumPedidos: rotas[0].paradas.length, DtRoteiro: dia });
    // Another company's user sees none of it: not the job, not the routes, and cannot route these orders.
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('GET', `/api/jobs/${res.json().job}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/roteiros/${created[0]}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/roteiro_pedidos?IdRoteiro=${created[0]}`, { token: other })).json()['hydra:totalItems']).toBe(0);
    const theirs = (await t.call('GET', '/api/veiculos', { token: other })).json()['hydra:member'];
    const steal = await t.call('POST', '/api/roteiros/roteirizador', { token: other, body: { pedidos: rotas[0].paradas, veiculos: [theirs[0].IdVeiculo] } });
    expect(steal.statusCode).toBe(422);
    // Accepting the same orders again is refused on the route at fault, and creates nothing.
    const again = await t.call('POST', '/api/roteiros/roteirizador/aceitar', { token, body: { DtRoteiro: dia, rotas: [{ IdVeiculo: rotas[0].veiculoId, pedidos: rotas[0].paradas }] } });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations[0].propertyPath).toMatch(/^rotas\.0\.pedidos\.\d+$/);
  });

  it('places addresses with only a city seat by the geocoder inside the job, once; without a router the time is the 45 km/h estimate', async () => {
    const [company] = ((await t.database.db.execute(sql`select a.id, a.people_id from addresses a where a.street = 'das Flores' and a.number = '1200' and a.city = 'Campinas' limit 1`)) as unknown as { rows: { id: number; people_id: number }[] }).rows;
    expect(company).toBeDefined();
    // The company's own address is the depot: geocoded when an order goes there.
    const [order] = ((await t.database.db.execute(sql`insert into pedido_venda (cd_empresa, id_cliente, cliente, status_pedido, tp_pedido_de_venda, dt_entrega, vl_peso_bruto)
      values (${company.people_id}, ${company.people_id}, 'Retirada no depósito', 'L', 'P', '2031-01-06', 10) returning cod_pedido`)) as unknown as { rows: { cod_pedido: number }[] }).rows;
    const fleet = (await t.call('GET', '/api/veiculos?NrPlaca=FRT1A01', { token })).json()['hydra:member'];
    const searches = () => asked.filter((u) => u.startsWith('/search?')).length;
    const before = searches();
    const res = await t.call('POST', '/api/roteiros/roteirizador', { token, body: { pedidos: [order.cod_pedido], veiculos: [fleet[0].IdVeiculo], tempoLimiteS: 1 } });
    expect(res.statusCode, res.body).toBe(202);
    // The request itself asks the geocoder nothing: the job does.
    expect(searches()).toBe(before);
    expect((await t.call('GET', `/api/view_roteiro_manual/${order.cod_pedido}`, { token })).json().FonteCoordenada).not.toBe('geocoder');

    const run = async (job: number) => {
      const worker = new JobQueue(t.database, { progressEveryMs: 0 });
      registerJobHandlers(worker, { database: t.database, settings: t.settings, storage: new LocalFileStorage(t.dataDir) });
      await worker.runOnce();
      const done = (await t.call('GET', `/api/jobs/${job}`, { token })).json();
      expect(done.state, JSON.stringify(done)).toBe('completed');
      return done;
    };
    const done = await run(res.json().job);
    expect(searches()).toBe(before + 1);
    // Whoever asked is told, with a link to the screen showing this job's proposal.
    const told = (await t.call('GET', '/api/notifications?itemsPerPage=50', { token })).json()['hydra:member'] as { title: string; link: string | null }[];
    expect(told).toContainEqual(expect.objectContaining({ title: 'Roteirização de 1 pedido', link: `/dashboard/roteirizador?job=${res.json().job}` }));
    expect(done.result.geocodificados).toBe(1);
    expect(done.result.pedidos).toEqual([expect.objectContaining({ CodPedido: order.cod_pedido, Lat: -22.9056, Lng: -47.0608, FonteCoordenada: 'geocoder' })]);
    const row = (await t.call('GET', `/api/view_roteiro_manual/${order.cod_pedido}`, { token })).json();
    expect(row).toMatchObject({ Lat: -22.9056, Lng: -47.0608, FonteCoordenada: 'geocoder' });
    const [rota] = done.result.rotas;
    expect(rota.tempoMin).toBe(Math.round((rota.distanciaKm / 45) * 60 + 10));

    // Again: the address is known, the geocoder is not asked.
    const again = await t.call('POST', '/api/roteiros/roteirizador', { token, body: { pedidos: [order.cod_pedido], veiculos: [fleet[0].IdVeiculo], tempoLimiteS: 1 } });
    expect((await run(again.json().job)).result.geocodificados).toBe(0);
    expect(searches()).toBe(before + 1);
  });

  it('leaves out, for a carrier, an order whose trip out and back alone takes longer than the driver’s day', async () => {
    const deposit = (await t.call('GET', '/api/roteiros/deposito', { token })).json() as { lat: number; lng: number };
    const placed = await t.database.rows<{ cd: number; lat: number; lng: number }>(sql`select cd_pedido as cd, lat, lng from view_roteiro_manual
      where id_roteiro is null and lat is not null and vl_peso_bruto < 1000 order by cd_pedido`);
    const trip = (o: Place) => tripMin(deposit, o);
    // One order 1 h 30 to 9 h away (out and back), one nearer than it.
    const far = placed.find((o) => trip(o) > 90 && trip(o) < 540)!;
    const near = placed.find((o) => trip(o) < trip(far) - 30)!;
    expect(far && near).toBeTruthy();
    const fleet = (await t.call('GET', '/api/veiculos?NrPlaca=FRT1A01', { token })).json()['hydra:member'] as { IdVeiculo: number }[];
    const run = async (jornadaMin?: number, extra: Record<string, unknown> = { pedidos: [far.cd, near.cd] }) => {
      const res = await t.call('POST', '/api/roteiros/roteirizador', { token, body: { veiculos: [fleet[0].IdVeiculo], tempoLimiteS: 1, jornadaMin, ...extra } });
      expect(res.statusCode, res.body).toBe(202);
      const worker = new JobQueue(t.database, { progressEveryMs: 0 });
      registerJobHandlers(worker, { database: t.database, settings: t.settings, storage: new LocalFileStorage(t.dataDir) });
      await worker.runOnce();
      return (await t.call('GET', `/api/jobs/${res.json().job}`, { token })).json().result;
    };
    // A day one minute shorter than the far order's trip: it is left out with the reason, the near one is routed.
    const short = await run(trip(far) - 1);
    expect(short.jornadaMin).toBe(trip(far) - 1);
    expect(short.naoAtendidas).toEqual([{ parada: far.cd, motivo: 'alem_da_jornada' }]);
    expect(short.rotas.flatMap((r: { paradas: number[] }) => r.paradas)).toEqual([near.cd]);
    // Exactly its trip, on one vehicle: the far order fits the day, but not with the near one as well (a stop more),
    // so the search keeps the day and leaves one of them out for want of fleet. With no day given, the 10-hour default.
    const exact = await run(trip(far));
    expect(exact.naoAtendidas).toEqual([{ parada: expect.any(Number), motivo: 'frota_insuficiente' }]);
    const served = exact.rotas.flatMap((r: { paradas: number[] }) => r.paradas);
    expect(served).toHaveLength(1);
    expect([...served, exact.naoAtendidas[0].parada].sort()).toEqual([far.cd, near.cd].sort());
    for (const r of exact.rotas) expect(r.tempoMin).toBeLessThanOrEqual(trip(far));
    expect((await run()).jornadaMin).toBe(600);
    // Two vehicles: one route with both would run past the day (the far trip plus a stop), so the search gives each
    // order its own vehicle, within the day.
    const two = (await t.call('GET', '/api/veiculos?NrPlaca=FRT1A0', { token })).json()['hydra:member'] as { IdVeiculo: number }[];
    const split = await run(trip(far), { pedidos: [far.cd, near.cd], veiculos: two.map((v) => v.IdVeiculo) });
    expect(split.naoAtendidas).toEqual([]);
    expect(split.rotas.map((r: { paradas: number[] }) => r.paradas.length)).toEqual([1, 1]);
    for (const r of split.rotas) expect(r.tempoMin).toBeLessThanOrEqual(trip(far));
    // Put on a vehicle by hand, it is routed whatever the day.
    const locked = await run(60, { pedidos: [far.cd], travados: [{ CodPedido: far.cd, IdVeiculo: fleet[0].IdVeiculo }] });
    expect(locked.naoAtendidas).toEqual([]);
    expect(locked.rotas.flatMap((r: { paradas: number[] }) => r.paradas)).toEqual([far.cd]);
    // A day outside 1 to 24 hours is refused on its field.
    const bad = await t.call('POST', '/api/roteiros/roteirizador', { token, body: { pedidos: [far.cd], veiculos: [fleet[0].IdVeiculo], jornadaMin: 30 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['jornadaMin']);
  });

  it('lists an order with no place at all as sem_coordenadas, and keeps a locked stop on its vehicle', async () => {
    // A client a day's trip reaches (the demo also sells to other states).
    const deposit = (await t.call('GET', '/api/roteiros/deposito', { token })).json() as Place;
    const clients = await t.database.rows<{ id_cliente: number; lat: number; lng: number }>(sql`select p.id_cliente, v.lat, v.lng from view_roteiro_manual v join pedido_venda p on p.cod_pedido = v.cd_pedido
      where v.lat is not null and p.cd_empresa = (select company_id from veiculos where nr_placa = 'FRT1A01') order by p.cod_pedido`);
    const { id_cliente } = clients.find((c) => tripMin(deposit, c) <= 600)!;
    // A client somewhere no seat is known and the geocoder finds nothing.
    const [person] = await t.database.rows<{ id: number; company_id: number }>(sql`insert into people (name, people_type, company_id) select 'Sem Lugar Ltda', 'J', company_id from people where id = ${id_cliente} returning id, company_id`);
    await t.database.db.execute(sql`insert into addresses (people_id, company_id, street, city) values (${person.id}, ${person.company_id}, 'Estrada Perdida', 'Lugar Nenhum')`);
    const [lost] = await t.database.rows<{ cod_pedido: number }>(sql`insert into pedido_venda (cd_empresa, id_cliente, cliente, status_pedido, tp_pedido_de_venda, dt_entrega, vl_peso_bruto)
      values (${person.company_id}, ${person.id}, 'Sem Lugar Ltda', 'L', 'P', '2031-02-03', 50) returning cod_pedido`);
    const [found] = await t.database.rows<{ cod_pedido: number }>(sql`insert into pedido_venda (cd_empresa, id_cliente, cliente, status_pedido, tp_pedido_de_venda, dt_entrega, vl_peso_bruto)
      values (${person.company_id}, ${id_cliente}, 'Com Lugar', 'L', 'P', '2031-02-03', 60) returning cod_pedido`);
    const fleet = (await t.call('GET', '/api/veiculos?NrPlaca=FRT1A0', { token })).json()['hydra:member'] as { IdVeiculo: number }[];
    expect(fleet).toHaveLength(2);
    const res = await t.call('POST', '/api/roteiros/roteirizador', {
      token,
      body: { DtEntrega: '2031-02-03', veiculos: fleet.map((v) => v.IdVeiculo), travados: [{ CodPedido: found.cod_pedido, IdVeiculo: fleet[1].IdVeiculo }], tempoLimiteS: 1 },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().paradas).toBe(2);
    const worker = new JobQueue(t.database, { progressEveryMs: 0 });
    registerJobHandlers(worker, { database: t.database, settings: t.settings, storage: new LocalFileStorage(t.dataDir) });
    await worker.runOnce();
    const { result } = (await t.call('GET', `/api/jobs/${res.json().job}`, { token })).json();
    expect(result.naoAtendidas).toEqual([{ parada: lost.cod_pedido, motivo: 'sem_coordenadas' }]);
    expect(result.rotas).toEqual([expect.objectContaining({ veiculoId: fleet[1].IdVeiculo, paradas: [found.cod_pedido] })]);
  });
});
