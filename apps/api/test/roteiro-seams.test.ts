/**
 * The seams of routing with sales and invoicing: a stop already on the road or delivered stays on its route, one
 * order is on one live route even when two routes take it at once, and a route's body names only the company's own
 * orders, vehicles and drivers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, routableOrders, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let company: number;
let orders: number[];
let van: number;
let truck: number;

/** The order's moves up to invoiced (T; P for one closed with items missing). */
const TO_INVOICED: Record<string, string[]> = { A: ['R', 'L', 'T'], R: ['L', 'T'], L: ['T'], X: ['P'] };

const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
const put = (url: string, body: unknown) => t.call('PUT', url, { token, body });
const get = (url: string) => t.call('GET', url, { token });

async function veiculo(placa: string) {
  const res = await post('/api/veiculos', { NrPlaca: placa, NmVeiculo: `Van ${placa}`, VlCapacidadeKG: '1000' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdVeiculo as number;
}

async function invoice(cod: number) {
  const [o] = await t.database.rows<{ status: string }>(sql`select status_pedido as status from pedido_venda where cod_pedido = ${cod}`);
  for (const StatusPedido of TO_INVOICED[o.status] ?? []) {
    const res = await put(`/api/pedido_vendas/${cod}/status`, { StatusPedido });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const stopsOf = async (route: number) =>
  (await get(`/api/roteiro_pedidos?IdRoteiro=${route}`)).json()['hydra:member'] as { CodPedido: number; StatusPedidoRoteiro: string }[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  ({ company, orders } = await routableOrders(t, ['10.000', '20.000', '30.000', '40.000', '50.000', '60.000', '40.000']));
  van = await veiculo('SEA1M23');
  truck = await veiculo('SEA2M34');
});
afterAll(() => t.close());

describe('a stop on the road or delivered stays on its route', () => {
  let route: number;

  it('a stop of an open route delivered by hand is not removed by rewriting the stops, nor deleted with the route', async () => {
    const res = await post('/api/roteiros', { NmRoteiro: 'Rota costura', DtRoteiro: '2027-05-03', IdVeiculo: van, pedidos: [orders[0], orders[1]] });
    expect(res.statusCode, res.body).toBe(201);
    route = res.json().IdRoteiro;
    const stop = `/api/roteiros/${route}/pedidos/${orders[0]}/status`;
    expect((await put(stop, { StatusPedidoRoteiro: 'Em Faturamento' })).statusCode).toBe(200);
    await invoice(orders[0]);
    expect((await put(stop, { StatusPedidoRoteiro: 'Em Rota' })).statusCode).toBe(200);
    expect((await put(stop, { StatusPedidoRoteiro: 'Entregue' })).statusCode).toBe(200);
    expect((await get(`/api/roteiros/${route}`)).json().StatusRoteiro).toBe('Aberto');

    const rewrite = await put(`/api/roteiros/${route}`, { pedidos: [orders[1]] });
    expect(rewrite.statusCode, rewrite.body).toBe(422);
    expect(rewrite.json().violations[0]).toMatchObject({ propertyPath: 'pedidos', message: `A parada do pedido ${orders[0]} já está Entregue e não sai do roteiro` });
    const del = await t.call('DELETE', `/api/roteiro/${route}`, { token });
    expect(del.statusCode, del.body).toBe(422);
    expect(del.json().violations[0]).toMatchObject({ propertyPath: 'pedidos', message: `A parada do pedido ${orders[0]} já está Entregue e não sai do roteiro` });
    expect((await stopsOf(route)).map((s) => [s.CodPedido, s.StatusPedidoRoteiro])).toEqual([
      [orders[0], 'Entregue'],
      [orders[1], 'Aberto'],
    ]);
    // The stop still to go leaves as before.
    const ok = await put(`/api/roteiros/${route}`, { pedidos: [orders[0]] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stopsOf(route)).map((s) => s.CodPedido)).toEqual([orders[0]]);
  });

  it('a route with a stop on the road is not cancelled from under it; delivered stops keep their status when it is', async () => {
    const res = await post('/api/roteiros', { NmRoteiro: 'Rota cancelada', DtRoteiro: '2027-05-03', IdVeiculo: truck, pedidos: [orders[4], orders[5]] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().IdRoteiro;
    const stop = `/api/roteiros/${id}/pedidos/${orders[4]}/status`;
    expect((await put(stop, { StatusPedidoRoteiro: 'Em Faturamento' })).statusCode).toBe(200);
    await invoice(orders[4]);
    expect((await put(stop, { StatusPedidoRoteiro: 'Em Rota' })).statusCode).toBe(200);
    const cancel = await put(`/api/roteiros/${id}/status`, { StatusRoteiro: 'Cancelado' });
    expect(cancel.statusCode, cancel.body).toBe(422);
    expect(cancel.json().violations[0]).toMatchObject({ propertyPath: 'pedidos', message: `A parada do pedido ${orders[4]} já está Em Rota e não sai do roteiro` });
    expect((await stopsOf(id)).map((s) => s.StatusPedidoRoteiro)).toEqual(['Em Rota', 'Aberto']);
    // Delivered, the stop is history: the route may be cancelled, the other stop with it.
    expect((await put(stop, { StatusPedidoRoteiro: 'Entregue' })).statusCode).toBe(200);
    const done = await put(`/api/roteiros/${id}/status`, { StatusRoteiro: 'Cancelado' });
    expect(done.statusCode, done.body).toBe(200);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from roteiro_pedidos where id_roteiro = ${id} and status_pedido_roteiro = 'Entregue'`);
    expect(n).toBe(1);
  });
});

describe('an order cancelled while on a route', () => {
  it('leaves its stop (cancelled, with the reason): the route’s load and freight no longer count it, and the order is not held', async () => {
    const [{ cod }] = await t.database.rows<{ cod: number }>(sql`select p.cod_pedido as cod from pedido_venda p
      where p.cd_empresa = ${company} and p.tp_pedido_de_venda <> 'O' and p.status_pedido = 'A'
        and not exists (select 1 from roteiro_pedidos rp where rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado')
        and not exists (select 1 from nfe_emitidas n where n.cod_pedido = p.cod_pedido)
        and p.cod_pedido not in ${sql.raw(`(${orders.join(',')})`)}
      order by p.cod_pedido limit 1`);
    await t.database.db.execute(sql`update pedido_venda set vl_peso_bruto = 70 where cod_pedido = ${cod}`);
    const res = await post('/api/roteiros', { NmRoteiro: 'Rota com cancelado', DtRoteiro: '2027-05-06', IdVeiculo: truck, VlFreteTransportador: '90.00', pedidos: [orders[6], cod] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().IdRoteiro;
    const cancel = await put(`/api/pedido_vendas/${cod}/status`, { StatusPedido: 'C' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const stops = await t.database.rows<{ cod: number; status: string; frete: string; motivo: string | null }>(
      sql`select cod_pedido as cod, status_pedido_roteiro as status, vl_frete_rateado as frete, ds_motivo as motivo from roteiro_pedidos where id_roteiro = ${id} order by nr_ordem`,
    );
    expect(stops).toEqual([
      { cod: orders[6], status: 'Aberto', frete: '90.00', motivo: null },
      { cod, status: 'Cancelado', frete: '0.00', motivo: 'Pedido cancelado' },
    ]);
    expect((await get(`/api/roteiros/${id}`)).json()).toMatchObject({ NumPedidos: 1, VlPesoBruto: '40.000' });
    const events = (await get(`/api/roteiro_eventos?IdRoteiro=${id}&CodPedido=${cod}`)).json()['hydra:member'];
    expect(events.at(-1)).toMatchObject({ StatusAnterior: 'Aberto', Status: 'Cancelado', DsMotivo: 'Pedido cancelado' });
  });
});

describe('one order, one live route', () => {
  it('two routes created at once with the same order: one takes it, the other is refused on pedidos.0', async () => {
    const body = (IdVeiculo: number, NmRoteiro: string) => ({ NmRoteiro, DtRoteiro: '2027-05-04', IdVeiculo, pedidos: [orders[2]] });
    const answers = await Promise.all([post('/api/roteiros', body(van, 'Rota A')), post('/api/roteiros', body(truck, 'Rota B'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.statusCode === 422)!;
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'pedidos.0' });
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from roteiro_pedidos where cod_pedido = ${orders[2]} and status_pedido_roteiro <> 'Cancelado'`);
    expect(n).toBe(1);
  });
});

describe('a route names only the company’s own records', () => {
  it('another company’s order, vehicle or driver in the body is a 422 on its field, and nothing is written', async () => {
    const [other] = await t.database.rows<{ cod: number; company: number }>(
      sql`select cod_pedido as cod, cd_empresa as company from pedido_venda where cd_empresa <> ${company} and tp_pedido_de_venda <> 'O' order by cod_pedido limit 1`,
    );
    expect(other).toBeDefined();
    const foreignVan = await t.database.rows<{ id: number }>(sql`insert into veiculos (company_id, nr_placa, nm_veiculo, vl_capacidade_kg) values (${other.company}, 'OUT1R23', 'Van de fora', 1000) returning id_veiculo as id`);
    const foreignDriver = await t.database.rows<{ id: number }>(sql`insert into motoristas (company_id, nm_motorista) values (${other.company}, 'Motorista de fora') returning id_motorista as id`);
    const before = (await get('/api/roteiros')).json()['hydra:totalItems'];
    const byOrder = await post('/api/roteiros', { NmRoteiro: 'Fora', DtRoteiro: '2027-05-05', IdVeiculo: van, pedidos: [orders[3], other.cod] });
    expect(byOrder.statusCode, byOrder.body).toBe(422);
    expect(byOrder.json().violations).toEqual([expect.objectContaining({ propertyPath: 'pedidos.1' })]);
    const byVan = await post('/api/roteiros', { NmRoteiro: 'Fora', DtRoteiro: '2027-05-05', IdVeiculo: foreignVan[0].id, pedidos: [orders[3]] });
    expect(byVan.statusCode, byVan.body).toBe(422);
    expect(byVan.json().violations[0]).toMatchObject({ propertyPath: 'IdVeiculo' });
    const byDriver = await post('/api/roteiros', { NmRoteiro: 'Fora', DtRoteiro: '2027-05-05', IdVeiculo: van, IdMotorista: foreignDriver[0].id, pedidos: [orders[3]] });
    expect(byDriver.statusCode, byDriver.body).toBe(422);
    expect(byDriver.json().violations[0]).toMatchObject({ propertyPath: 'IdMotorista' });
    const added = await post('/api/roteiros/pedidos', { IdRoteiro: (await post('/api/roteiros', { NmRoteiro: 'Própria', DtRoteiro: '2027-05-05', IdVeiculo: truck })).json().IdRoteiro, pedidos: [other.cod] });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json().violations[0]).toMatchObject({ propertyPath: 'pedidos.0' });
    expect((await get('/api/roteiros')).json()['hydra:totalItems']).toBe(before + 1);
  });
});
