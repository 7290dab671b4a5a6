import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, routableOrders, type TestApp } from './helpers.ts';
import { JobQueue } from '../src/platform/jobs/queue.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { registerJobHandlers } from '../src/jobs.ts';
import { Decimal, type TabelaFrete } from '@backoffice/domain';
import { diaUtil, precoFrete, ratearPorPeso, somarDiasUteis } from '../src/modules/roteiro/roteiro.rules.ts';

let t: TestApp;
let token: string;
let company: number;
/** Open orders of the demo company, given known weights here. */
let orders: number[];


beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  // Weights the checks below work out by hand: 400, 350.5, 249.5, 300 KG ...
  ({ company, orders } = await routableOrders(t, ['400.000', '350.500', '249.500', '300.000', '100.000', '100.000', '100.000', '100.000']));
});
afterAll(() => t.close());

const post = (url: string, body: unknown, tk = token) => t.call('POST', url, { token: tk, body });
const put = (url: string, body: unknown, tk = token) => t.call('PUT', url, { token: tk, body });
const get = (url: string, tk = token) => t.call('GET', url, { token: tk });

async function veiculo(placa: string, capacidade: string) {
  const res = await post('/api/veiculos', { NrPlaca: placa, NmVeiculo: `Caminhão ${placa}`, VlCapacidadeKG: capacidade });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdVeiculo as number;
}

describe('routes: capacity, status moves, stops', () => {
  let truck: number;
  let small: number;
  let driver: number;
  let route: number;

  it('creates vehicles and a driver', async () => {
    truck = await veiculo('ABC1D23', '1000');
    small = await veiculo('XYZ-9876', '500');
    const bad = await post('/api/veiculos', { NrPlaca: '12', NmVeiculo: '', VlCapacidadeKG: '0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['NmVeiculo', 'NrPlaca', 'VlCapacidadeKG']);
    const d = await post('/api/motoristas', { NmMotorista: 'José Motorista', NrCnh: '12345678900' });
    expect(d.statusCode, d.body).toBe(201);
    driver = d.json().IdMotorista;
  });

  it('refuses a route over its vehicle’s capacity with a 422 saying by how much, and writes nothing', async () => {
    const before = await get('/api/roteiros');
    const res = await post('/api/roteiros', { NmRoteiro: 'Rota Norte', DtRoteiro: '2027-02-08', IdVeiculo: truck, IdMotorista: driver, pedidos: orders.slice(0, 4) });
    expect(res.statusCode, res.body).toBe(422);
    const [v] = res.json().violations;
    expect(v.propertyPath).toBe('pedidos');
    // 400 + 350.5 + 249.5 + 300 = 1300 KG on 1000 KG: 300 KG over.
    expect(v.message).toBe('A carga (1.300,000 KG) passa da capacidade do veículo (1.000,000 KG) em 300,000 KG');
    expect((await get('/api/roteiros')).json()['hydra:totalItems']).toBe(before.json()['hydra:totalItems']);
  });

  it('creates a route that fits, with its stops in order and the carrier freight apportioned in exact cents', async () => {
    const res = await post('/api/roteiros', { NmRoteiro: 'Rota Norte', DtRoteiro: '2027-02-08', IdVeiculo: truck, IdMotorista: driver, VlFreteTransportador: '100.00', pedidos: orders.slice(0, 3) });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    route = r.IdRoteiro;
    expect(r).toMatchObject({ StatusRoteiro: 'Aberto', VlPesoBruto: '1000.000', VlCapacidadeKG: '1000.000', NumPedidos: 3, NrPlaca: 'ABC1D23', NmMotorista: 'José Motorista', DiadaSemana: 'Segunda-feira' });
    const stops = (await get(`/api/roteiro_pedidos?IdRoteiro=${route}`)).json()['hydra:member'];
    expect(stops.map((s: { CodPedido: number }) => s.CodPedido)).toEqual(orders.slice(0, 3));
    // 100,00 over 400 / 350,5 / 249,5 KG: 40,00 + 35,05 + 24,95, adding up to the total.
    expect(stops.map((s: { VlFreteRateado: string }) => s.VlFreteRateado)).toEqual(['40.00', '35.05', '24.95']);
    // The order list now shows the order's route and its status.
    const order = (await get(`/api/view_pedidos_roteiros/${orders[0]}`)).json();
    expect(order).toMatchObject({ rotaID: route, statusRoteiro: 'Aberto', rota: 'Rota Norte' });
  });

  it('apportions odd totals so the cents add up exactly (largest remainder)', () => {
    expect(ratearPorPeso('100.00', ['1', '1', '1'])).toEqual(['33.34', '33.33', '33.33']);
    const parts = ratearPorPeso('1234.57', ['0.333', '12.5', '7', '999.999', '0.001']);
    expect(parts.reduce((s, p) => s + Math.round(Number(p) * 100), 0)).toBe(123457);
    expect(ratearPorPeso('10.00', ['0', '0'])).toEqual(['5.00', '5.00']);
  });

  it('refuses adding an order that passes capacity, by POST /roteiros/pedidos too; answers response.success when it fits', async () => {
    const over = await post('/api/roteiros/pedidos', { IdRoteiro: route, pedidos: [orders[4]] });
    expect(over.statusCode).toBe(422);
    expect(over.json().violations[0].message).toContain('em 100,000 KG');
    await put(`/api/roteiros/${route}`, { pedidos: [orders[0], orders[2]] }); // 650 KG left
    const ok = await post('/api/roteiros/pedidos', { IdRoteiro: route, pedidos: [orders[4]] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().response.success).toBe(true);
    const stops = (await get(`/api/roteiro_pedidos?IdRoteiro=${route}`)).json()['hydra:member'];
    expect(stops.map((s: { CodPedido: number }) => s.CodPedido)).toEqual([orders[0], orders[2], orders[4]]);
    // Another route cannot take an order already on this one.
    const again = await post('/api/roteiros', { NmRoteiro: 'Outra', DtRoteiro: '2027-02-08', IdVeiculo: small, pedidos: [orders[0]] });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations[0]).toMatchObject({ propertyPath: 'pedidos.0' });
    // A smaller vehicle that cannot carry the load is refused.
    const swap = await put(`/api/roteiros/${route}`, { IdVeiculo: small });
    expect(swap.statusCode).toBe(422);
    expect(swap.json().violations[0]).toMatchObject({ propertyPath: 'IdVeiculo' });
  });

  it('moves the route only along the written moves; a vehicle is never on two routes in progress', async () => {
    const skip = await put(`/api/roteiros/${route}/status`, { StatusRoteiro: 'Em Rota' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().violations[0].message).toBe('Não se passa de Aberto para Em Rota');

    const second = await post('/api/roteiros', { NmRoteiro: 'Rota Sul', DtRoteiro: '2027-02-09', IdVeiculo: truck, pedidos: [orders[5]] });
    expect(second.statusCode, second.body).toBe(201);
    expect((await put(`/api/roteiros/${route}/status`, { StatusRoteiro: 'Em Separação' })).statusCode).toBe(200);
    const busy = await put(`/api/roteiros/${second.json().IdRoteiro}/status`, { StatusRoteiro: 'Em Separação' });
    expect(busy.statusCode).toBe(422);
    expect(busy.json().violations[0]).toMatchObject({ propertyPath: 'IdVeiculo', message: `O veículo já está no roteiro ${route} - Rota Norte, em andamento` });

    for (const s of ['Separado', 'Em Conferência', 'Em Carregamento']) {
      const res = await put(`/api/roteiros/${route}/status`, { StatusRoteiro: s });
      expect(res.statusCode, `${s}: ${res.body}`).toBe(200);
    }
    // It leaves only with its orders invoiced: the refusal names the orders that hold it, and nothing moves.
    const live = (await get(`/api/roteiro_pedidos?IdRoteiro=${route}`)).json()['hydra:member'].map((s: { CodPedido: number }) => s.CodPedido) as number[];
    const notInvoiced = await t.database.rows<{ cod: number; status: string }>(sql`select cod_pedido as cod, status_pedido as status from pedido_venda where cod_pedido in ${sql.raw(`(${live.join(',')})`)} and status_pedido not in ('T', 'P') order by cod_pedido`);
    expect(notInvoiced.length).toBeGreaterThan(0);
    const early = await t.call('PUT', `/api/roteiros/${route}/status`, { token, body: { StatusRoteiro: 'Em Rota' }, headers: { 'accept-language': 'en-US' } });
    expect(early.statusCode).toBe(422);
    expect(early.json().violations[0]).toMatchObject({ propertyPath: 'StatusRoteiro', message: `The route cannot leave with orders not invoiced: ${notInvoiced.map((o) => o.cod).join(', ')}` });
    expect((await get(`/api/roteiros/${route}`)).json().StatusRoteiro).toBe('Em Carregamento');
    // Invoiced: the order's move to T (the invoicing grant's; P for one closed with items missing), its stock taken out.
    for (const o of notInvoiced) {
      const res = await put(`/api/pedido_vendas/${o.cod}/status`, { StatusPedido: o.status === 'X' ? 'P' : 'T' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const leaves = await put(`/api/roteiros/${route}/status`, { StatusRoteiro: 'Em Rota' });
    expect(leaves.statusCode, leaves.body).toBe(200);
    const stops = (await get(`/api/roteiro_pedidos?IdRoteiro=${route}`)).json()['hydra:member'];
    expect(new Set(stops.map((s: { StatusPedidoRoteiro: string }) => s.StatusPedidoRoteiro))).toEqual(new Set(['Em Rota']));
    // Stops no longer change once the route is loading or on the road.
    const late = await put(`/api/roteiros/${route}`, { pedidos: [orders[0]] });
    expect(late.statusCode).toBe(422);
  });

  it('a stop goes on the road only with its order invoiced, as the route leaves only with its orders invoiced', async () => {
    const open = (await get('/api/roteiros?StatusRoteiro=Aberto')).json()['hydra:member'].find((r: { NmRoteiro: string }) => r.NmRoteiro === 'Rota Sul');
    const [o] = await t.database.rows<{ status: string }>(sql`select status_pedido as status from pedido_venda where cod_pedido = ${orders[5]}`);
    expect(['T', 'P']).not.toContain(o.status);
    const stop = `/api/roteiros/${open.IdRoteiro}/pedidos/${orders[5]}/status`;
    expect((await put(stop, { StatusPedidoRoteiro: 'Em Faturamento' })).statusCode).toBe(200);
    const early = await t.call('PUT', stop, { token, body: { StatusPedidoRoteiro: 'Em Rota' }, headers: { 'accept-language': 'en-US' } });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().violations[0]).toMatchObject({ propertyPath: 'StatusPedidoRoteiro', message: `The stop cannot go on the road: order ${orders[5]} is not invoiced` });
    const [s] = (await get(`/api/roteiro_pedidos?IdRoteiro=${open.IdRoteiro}&CodPedido=${orders[5]}`)).json()['hydra:member'];
    expect(s.StatusPedidoRoteiro).toBe('Em Faturamento');
  });

  it('records each stop’s move with time, user and the reason of a refusal; the route is delivered when every stop is done', async () => {
    const noReason = await put(`/api/roteiros/${route}/pedidos/${orders[0]}/status`, { StatusPedidoRoteiro: 'Recusado' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().violations[0]).toMatchObject({ propertyPath: 'DsMotivo', message: 'Informe o motivo da recusa' });

    expect((await put(`/api/roteiros/${route}/pedidos/${orders[0]}/status`, { StatusPedidoRoteiro: 'Entregue' })).statusCode).toBe(200);
    expect((await put(`/api/roteiros/${route}/pedidos/${orders[2]}/status`, { StatusPedidoRoteiro: 'Recusado', DsMotivo: 'Cliente fechado' })).statusCode).toBe(200);
    const back = await put(`/api/roteiros/${route}/pedidos/${orders[0]}/status`, { StatusPedidoRoteiro: 'Aberto' });
    expect(back.statusCode).toBe(422);
    let r = (await get(`/api/roteiros/${route}`)).json();
    expect(r).toMatchObject({ StatusRoteiro: 'Em Rota', NrEntregues: 1, NrRecusados: 1 });
    expect((await put(`/api/roteiros/${route}/pedidos/${orders[4]}/status`, { StatusPedidoRoteiro: 'Entregue' })).statusCode).toBe(200);
    r = (await get(`/api/roteiros/${route}`)).json();
    expect(r.StatusRoteiro).toBe('Entregue');

    const refused = (await get(`/api/roteiro_pedidos?IdRoteiro=${route}&CodPedido=${orders[2]}`)).json()['hydra:member'][0];
    expect(refused).toMatchObject({ StatusPedidoRoteiro: 'Recusado', DsMotivo: 'Cliente fechado', NmUsuarioStatus: DEMO.user.realname });
    expect(refused.DtStatus).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const events = (await get(`/api/roteiro_eventos?IdRoteiro=${route}&CodPedido=${orders[2]}`)).json()['hydra:member'];
    expect(events.map((e: { Status: string }) => e.Status)).toEqual(['Aberto', 'Em Separação', 'Em Faturamento', 'Em Rota', 'Recusado']);
    expect(events.at(-1)).toMatchObject({ StatusAnterior: 'Em Rota', DsMotivo: 'Cliente fechado', NmUsuario: DEMO.user.realname });
  });

  it('deletes a route still open and frees its orders; another company’s user sees none of it', async () => {
    const list = (await get('/api/roteiros?StatusRoteiro=Aberto')).json()['hydra:member'];
    const open = list.find((r: { NmRoteiro: string }) => r.NmRoteiro === 'Rota Sul');
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await get(`/api/roteiros/${route}`, other)).statusCode).toBe(404);
    expect((await get('/api/roteiros', other)).json()['hydra:member'].some((r: { IdRoteiro: number }) => r.IdRoteiro === route)).toBe(false);
    expect((await put(`/api/roteiros/${route}/status`, { StatusRoteiro: 'Cancelado' }, other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/roteiro/${open.IdRoteiro}`, { token: other })).statusCode).toBe(404);
    const del = await t.call('DELETE', `/api/roteiro/${open.IdRoteiro}`, { token });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().resultado).toBe('excluido');
    expect((await get(`/api/view_pedidos_roteiros/${orders[5]}`)).json().rotaID).toBeNull();
  });
});

describe('picking and conference move the route', () => {
  it('an order picked puts its route in Em Separação, checked in Em Conferência, all checked in Em Carregamento', async () => {
    const [inLot] = await t.database.rows<{ cod: number }>(sql`select lp.cod_pedido as cod from lote_separacao_pedidos lp join pedido_venda p on p.cod_pedido = lp.cod_pedido
      where lp.company_id = ${company} and p.status_pedido <> 'C'
        and not exists (select 1 from roteiro_pedidos rp where rp.cod_pedido = lp.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado')
      order by lp.cod_pedido limit 1`);
    await t.database.db.execute(sql`update pedido_venda set vl_peso_bruto = 10 where cod_pedido = ${inLot.cod}`);
    const van = await veiculo('PCK1E23', '2000');
    const created = await post('/api/roteiros', { NmRoteiro: 'Rota da separação', DtRoteiro: '2027-03-01', IdVeiculo: van, pedidos: [inLot.cod] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().IdRoteiro;
    const statusOf = async () => (await get(`/api/roteiros/${id}`)).json().StatusRoteiro;
    const sep = (s: string) => post('/api/pedido_separacao_statuses/altera-status-separacao', { pedidos: [inLot.cod], StatusSeparacaoPedido: s });
    expect((await sep('Em Separação')).statusCode).toBe(200);
    expect(await statusOf()).toBe('Em Separação');
    expect((await sep('Em Conferência')).statusCode).toBe(200);
    expect(await statusOf()).toBe('Em Conferência');
    expect((await sep('Conferido')).statusCode).toBe(200);
    expect(await statusOf()).toBe('Em Carregamento');
    const stop = (await get(`/api/roteiro_pedidos?IdRoteiro=${id}`)).json()['hydra:member'][0];
    expect(stop.StatusPedidoRoteiro).toBe('Em Faturamento');
  });
});

describe('views and their CSVs', () => {
  it('the manual routing view pads the client code to 6 digits; its CSV follows the list filters', async () => {
    const list = (await get(`/api/view_roteiro_manual?CdPedido=${orders[6]}`)).json()['hydra:member'];
    expect(list).toHaveLength(1);
    const [row] = list;
    expect(row.CdPessoa).toMatch(/^\d{6}$/);
    expect(row.DsCliente).toBe(`${String(row.IdPessoa).padStart(6, '0')} - ${row.NmPessoa}`);
    expect(typeof row.Lat).toBe('number');
    const csv = await get(`/api/view_roteiro_manual-csv?CdPedido=${orders[6]}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(row.DsCliente);
  });

  it('the orders routing view filters by date range and its CSV follows the same filters', async () => {
    const all = (await get('/api/view_pedidos_roteiros?itemsPerPage=1')).json()['hydra:totalItems'];
    const filtered = await get('/api/view_pedidos_roteiros?DtEmissao[after]=2199-01-01');
    expect(filtered.json()['hydra:totalItems']).toBe(0);
    expect(all).toBeGreaterThan(0);
    const csv = await get(`/api/view_pedidos_roteiros_csv?codPedido=${orders[0]}`);
    expect(csv.body.trim().split(/\r?\n/)).toHaveLength(2);
    const empty = await get('/api/view_pedidos_roteiros_csv?DtEmissao[after]=2199-01-01');
    expect(empty.body.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it('the carrier-vehicle list has one row per route with its load, billing and freight', async () => {
    const res = (await get('/api/vtransportador_veiculo?rota=Rota Norte')).json()['hydra:member'];
    expect(res[0]).toMatchObject({ status: 'Entregue', NmPessoa: 'Frota própria', VlCapacidadeKG: '1000.000', NumPedidos: 3, VlFreteTransportador: '100.00' });
    expect((await get('/api/vtransportador_veiculo_csv')).statusCode).toBe(200);
  });
});

describe('freight: tables, quotes as jobs, business days', () => {
  const tabela: TabelaFrete = {
    IdUF: 'SP',
    CdCidades: null,
    CdCepInicial: null,
    CdCepFinal: null,
    VlPesoInicial: '0',
    VlPesoFinal: '1000',
    VlKg: '0.85',
    VlMinimo: '80',
    PcAdValorem: '0.3',
    PcGris: '0.1',
    VlPedagio100Kg: '4.5',
    DiasPrazo: 3,
  };

  it('prices a table line: per KG or the minimum, ad valorem, GRIS and toll per 100 KG fraction', () => {
    // 250 KG × 0,85 = 212,50; 0,3% + 0,1% of 10.000,00 = 40,00; 3 × 4,50 = 13,50.
    expect(precoFrete(tabela, '250', '10000')).toBe('266.00');
    // 50 KG × 0,85 = 42,50 < minimum 80,00; 0,4% of 1.000,00 = 4,00; 1 × 4,50.
    expect(precoFrete(tabela, '50', '1000')).toBe('88.50');
  });

  it('counts lead times in business days across Carnaval and Christmas', async () => {
    expect(diaUtil('2027-02-08')).toBe(false); // Carnaval, Monday
    expect(diaUtil('2027-02-09')).toBe(false); // Carnaval, Tuesday
    expect(diaUtil('2027-02-10')).toBe(true); // Ash Wednesday
    expect(somarDiasUteis('2027-02-05', 3)).toBe('2027-02-12'); // Friday + 3: Wed, Thu, Fri
    expect(somarDiasUteis('2026-12-23', 3)).toBe('2026-12-29'); // Wed + 3: Thu 24, (Fri 25), Mon 28, Tue 29
    expect(diaUtil('2027-07-09', 'SP')).toBe(false); // São Paulo's state holiday
    expect(diaUtil('2027-07-09', 'RJ')).toBe(true);
    const res = await get('/api/fretes/prazo?inicio=2027-02-05&dias=3');
    expect(res.json()).toMatchObject({ DtPrevisaoEntrega: '2027-02-12', diasCorridos: 7, diasUteis: 3 });
  });

  it('keeps freight tables per carrier (POST/PUT answer the id), quotes an order with every active carrier as jobs, and the winner sets the order’s freight', async () => {
    const carriers = await t.database.rows<{ id: number }>(sql`select l.people_id as id from people_links l join people p on p.id = l.people_id
      where l.company_id = ${company} and l.link_type = 'carrier' and l.enable and p.enable order by l.people_id`);
    expect(carriers.length).toBeGreaterThan(4);
    // The demo gives the first three carriers tables; the fourth gets one here; the others have none.
    const withTable = carriers[3];
    const bad = await post('/api/frete_rotas', { ...tabela, IdTransportador: withTable.id, NmRota: 'Brasil', IdUF: null, VlPesoFinal: '0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'VlPesoFinal' });
    const created = await post('/api/frete_rotas', { ...tabela, IdTransportador: withTable.id, NmRota: 'Brasil', IdUF: null, VlPesoFinal: '99999' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().IdFreteRota).toBeGreaterThan(0);
    const changed = await put(`/api/frete_rotas/${created.json().IdFreteRota}`, { DiasPrazo: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().IdFreteRota).toBe(created.json().IdFreteRota);

    const order = orders[7];
    const q = await post('/api/fretes/cotacoes', { CodPedido: order });
    expect(q.statusCode, q.body).toBe(202);
    expect(q.json().cotacoes).toHaveLength(carriers.length);
    let quotes = (await get(`/api/view_fretes?CdChamada=${order}`)).json()['hydra:member'];
    expect(new Set(quotes.map((x: { StFilaCotacao: string }) => x.StFilaCotacao))).toEqual(new Set(['A']));

    const worker = new JobQueue(t.database, { progressEveryMs: 0 });
    registerJobHandlers(worker, { database: t.database, settings: t.settings, storage: new LocalFileStorage(t.dataDir) });
    for (let i = 0; i < carriers.length; i++) await worker.runOnce();
    quotes = (await get(`/api/view_fretes?CdChamada=${order}`)).json()['hydra:member'];
    const won = quotes.find((x: { IdTransportador: number }) => x.IdTransportador === withTable.id);
    expect(won).toMatchObject({ StFilaCotacao: 'F', DiasPrazo: 4, DsErro: null });
    expect(won.VlTotal).toMatch(/^\d+\.\d{2}$/);
    for (const c of carriers.slice(0, 3)) expect(quotes.find((x: { IdTransportador: number }) => x.IdTransportador === c.id).StFilaCotacao).toBe('F');
    const failed = quotes.filter((x: { IdTransportador: number }) => !carriers.slice(0, 4).some((c) => c.id === x.IdTransportador));
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) expect(f).toMatchObject({ StFilaCotacao: 'E', DsErro: 'Sem tabela de frete para o destino e o peso' });

    expect((await put(`/api/fretes/cotacoes/${failed[0].CdCotacao}/escolher`, {})).statusCode).toBe(422);
    const pick = await put(`/api/fretes/cotacoes/${won.CdCotacao}/escolher`, {});
    expect(pick.statusCode, pick.body).toBe(200);
    const o = (await get(`/api/view_pedidos_roteiros/${order}`)).json();
    expect(o).toMatchObject({ IdTransportador: withTable.id, VlFrete: won.VlTotal });

    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await get(`/api/view_fretes?CdChamada=${order}`, other)).json()['hydra:totalItems']).toBe(0);
    expect((await put(`/api/fretes/cotacoes/${won.CdCotacao}/escolher`, {}, other)).statusCode).toBe(404);
  });

  it('the chosen quote changes the order’s freight through sales: VlTotal and the installments follow it', async () => {
    const one = async <T>(query: ReturnType<typeof sql>) => (await t.database.rows<T>(query))[0];
    const { client } = await one<{ client: number }>(sql`select l.people_id as client from people_links l where l.company_id = ${company} and l.link_type = 'client' order by l.people_id limit 1`);
    const { prazo } = await one<{ prazo: number }>(sql`select id_prazo as prazo from prazos where company_id = ${company} and ds_parcelas = '30/60/90' order by id_prazo limit 1`);
    const { venda } = await one<{ venda: number }>(sql`select id_operacao as venda from operacoes where company_id = ${company} and tp_operacao = 'V' and st_gera_financeiro order by id_operacao limit 1`);
    const { unit } = await one<{ unit: number }>(sql`select id_tipo_medida as unit from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
    const { sector } = await one<{ sector: number }>(sql`select id_setor as sector from setores where company_id = ${company} order by id_setor limit 1`);
    const { carrier } = await one<{ carrier: number }>(sql`select people_id as carrier from people_links where company_id = ${company} and link_type = 'carrier' and enable order by people_id limit 1`);
    const product = await post('/api/produtos', { CdChamada: 'FRETE-01', NmProduto: 'Produto do frete', TpProduto: 'A', IdTipoMedida: unit, NrDiasValidade: 30, VlPrecoCusto: '50.0000', VlPesoLiquido: '1.000', VlPesoBruto: '1.000' });
    expect(product.statusCode, product.body).toBe(201);
    const IdProduto = product.json().IdProduto;
    expect((await post('/api/estoque_movimentos', { TpMovimento: 'E', IdProduto, IdSetor: sector, QtMovimento: '10' })).statusCode).toBe(201);
    const quote = await post('/api/pedido_vendas/novo', { IdCliente: client, IdPrazo: prazo, IdOperacao: venda, VlFrete: '10.00' });
    expect(quote.statusCode, quote.body).toBe(201);
    const order = quote.json().CodPedido as number;
    expect((await post('/api/pedido_venda_items', { CodPedido: order, IdProduto, QtPedida: '2', VlUnitario: '100.00' })).statusCode).toBe(201);
    const finalized = await put(`/api/pedido_vendas/${order}/finalizar-orcamento`, {});
    expect(finalized.statusCode, finalized.body).toBe(200);
    const header = async () => one<{ VlFrete: string; VlTotal: string; version: number }>(sql`select vl_frete::text as "VlFrete", vl_total::text as "VlTotal", version from pedido_venda where cod_pedido = ${order}`);
    const installments = async () => (await t.database.rows<{ v: string }>(sql`select vl_parcela::text as v from pedido_venda_parcelas where cod_pedido = ${order} order by nr_parcela`)).map((r) => r.v);
    const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2);
    const before = await header();
    expect(before.VlFrete).toBe('10.00');
    expect(await installments()).toHaveLength(3);
    expect(sum(await installments())).toBe(before.VlTotal);

    // A finished quote of 25,00 (what the quote job writes), then chosen by the user.
    const { id } = await one<{ id: number }>(sql`insert into frete_cotacoes (company_id, cod_pedido, id_transportador, st_fila_cotacao, vl_total, dias_prazo)
      values (${company}, ${order}, ${carrier}, 'F', '25.00', 2) returning cd_cotacao as id`);
    const pick = await put(`/api/fretes/cotacoes/${id}/escolher`, {});
    expect(pick.statusCode, pick.body).toBe(200);
    const after = await header();
    expect(after.VlFrete).toBe('25.00');
    expect(new Decimal(after.VlTotal).minus(before.VlTotal).toFixed(2)).toBe('15.00');
    expect(after.version).toBeGreaterThan(before.version);
    const parcels = await installments();
    expect(parcels).toHaveLength(3);
    expect(sum(parcels)).toBe(after.VlTotal);
    expect(await one(sql`select id_transportador as "IdTransportador" from pedido_venda where cod_pedido = ${order}`)).toEqual({ IdTransportador: carrier });

    // Once invoiced, the order's freight is what was billed: a later choice is refused on the order, changing nothing.
    await t.database.rows(sql`update pedido_venda set status_pedido = 'T' where cod_pedido = ${order}`);
    const late = await put(`/api/fretes/cotacoes/${id}/escolher`, {});
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['CodPedido']);
    expect((await header()).VlTotal).toBe(after.VlTotal);
  });
});
