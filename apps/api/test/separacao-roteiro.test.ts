/**
 * The route follows picking and conference however its orders' lot was built: a lot by hand built before the route,
 * a lot of the route's stops; an order closed with items missing counts as checked. Closing a conference with
 * items missing says whether it releases the lot, and does so in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ean13, isoDateIn } from '@backoffice/domain';
import { addDays } from '../src/modules/catalogo/catalogo.rules.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let company: number;
let client: number;
let product: number;
const today = isoDateIn();
const EAN = ean13('789777000099');
const ptBR = { 'accept-language': 'pt-BR' };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => t.call(method, url, { token: admin, body, headers: ptBR });
const scan = (CodPedido: number, quantidade: string) => call('POST', '/api/conferencia_leituras', { scanId: randomUUID(), CodPedido, codigo: EAN, quantidade });
const routeStatus = async (id: number) => (await call('GET', `/api/roteiros/${id}`)).json().StatusRoteiro as string;

/** A finalized order (stock reserved) of `qt` units of the product, 10 KG. */
async function newOrder(qt: string): Promise<number> {
  const quote = await call('POST', '/api/pedido_vendas/novo', { IdCliente: client, DtEntrega: addDays(today, 2) });
  expect(quote.statusCode, quote.body).toBe(201);
  const id = quote.json().CodPedido as number;
  expect((await call('POST', '/api/pedido_venda_items', { CodPedido: id, IdProduto: product, QtPedida: qt, VlUnitario: '20.00' })).statusCode).toBe(201);
  const done = await call('PUT', `/api/pedido_vendas/${id}/finalizar-orcamento`, {});
  expect(done.statusCode, done.body).toBe(200);
  await t.database.db.execute(sql`update pedido_venda set vl_peso_bruto = 10 where cod_pedido = ${id}`);
  return id;
}

async function vehicle(plate: string): Promise<number> {
  const res = await call('POST', '/api/veiculos', { NrPlaca: plate, NmVeiculo: `Van ${plate}`, VlCapacidadeKG: '500' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdVeiculo;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await call('GET', '/api/users/me')).json().company;
  [{ id: client }] = await t.database.rows<{ id: number }>(sql`select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' where l.company_id = ${company} order by p.id limit 1`);
  const [u] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
  const p = await call('POST', '/api/produtos', { CdChamada: 'ROT-UN', CdEan: EAN, NmProduto: 'Produto da rota', TpProduto: 'A', IdTipoMedida: Number(u.id), NrDiasValidade: 365, VlPrecoCusto: '10.0000', VlPesoLiquido: '1.000', VlPesoBruto: '1.100', DsLocalizacao: 'R-01' });
  expect(p.statusCode, p.body).toBe(201);
  product = p.json().IdProduto;
  const [{ id: sector }] = await t.database.rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  expect((await call('POST', '/api/estoque_movimentos', { TpMovimento: 'E', IdProduto: product, IdSetor: sector, QtMovimento: '100' })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the route follows picking and conference', () => {
  it('closing with items missing says whether the lot is released (the lot’s other orders left), and releases it when none is', async () => {
    const [full, short] = [await newOrder('2'), await newOrder('3')];
    const lot = await call('POST', '/api/lote-separacao', { TpAgrupamento: 'M', pedidos: [full, short] });
    expect(lot.statusCode, lot.body).toBe(201);
    expect((await scan(short, '1')).statusCode).toBe(200);
    expect((await call('GET', `/api/conferencia_pedidos/${short}`)).json()).toMatchObject({ StatusPedido: 'R', lotOrdersLeft: 1 });
    expect((await scan(full, '2')).json()).toMatchObject({ StatusPedido: 'L', StatusLoteSeparacao: 'Em Separação' });
    expect((await call('GET', `/api/conferencia_pedidos/${short}`)).json().lotOrdersLeft).toBe(0);
    const closed = await call('POST', `/api/conferencia_pedidos/${short}/encerrar`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ StatusPedido: 'X', StatusSeparacaoPedido: 'Divergente', StatusLoteSeparacao: 'Liberado', lotOrdersLeft: 0 });
    expect(closed.json().progress.divergences.map((d: { difference: string }) => d.difference)).toEqual(['-2.000']);

    // A route made afterwards of these orders, checked in a lot built by hand before it, is ready to load at once.
    const created = await call('POST', '/api/roteiros', { NmRoteiro: 'Rota depois do lote', DtRoteiro: addDays(today, 2), IdVeiculo: await vehicle('LOT1E23'), pedidos: [full, short] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().StatusRoteiro).toBe('Em Carregamento');
    const stops = (await call('GET', `/api/roteiro_pedidos?IdRoteiro=${created.json().IdRoteiro}`)).json()['hydra:member'];
    expect(stops.map((s: { StatusPedidoRoteiro: string }) => s.StatusPedidoRoteiro)).toEqual(['Em Faturamento', 'Em Faturamento']);
  });

  it('a route’s lot: picking, then conference move it; an order closed with items missing lets it go on to loading', async () => {
    const [a, b] = [await newOrder('1'), await newOrder('2')];
    const created = await call('POST', '/api/roteiros', { NmRoteiro: 'Rota do lote', DtRoteiro: addDays(today, 3), IdVeiculo: await vehicle('LOT2E23'), pedidos: [a, b] });
    const route = created.json().IdRoteiro as number;
    expect(created.json().StatusRoteiro).toBe('Aberto');
    const lot = (await call('POST', '/api/lote-separacao', { TpAgrupamento: 'R', IdRoteiro: route })).json().IdLoteSeparacao as number;
    expect(await routeStatus(route)).toBe('Aberto');
    expect((await call('POST', '/api/lote-separacao/altera-status-separacao', { ids: [lot], StatusLoteSeparacao: 'Em Separação' })).statusCode).toBe(200);
    expect(await routeStatus(route)).toBe('Em Separação');
    expect((await scan(a, '1')).statusCode).toBe(200);
    expect(await routeStatus(route)).toBe('Em Conferência');
    expect((await scan(b, '1')).statusCode).toBe(200);
    expect((await call('POST', `/api/conferencia_pedidos/${b}/encerrar`)).json().StatusPedido).toBe('X');
    expect(await routeStatus(route)).toBe('Em Carregamento');
  });

  it('a route whose vehicle is on another route in progress waits in Aberto, and says why', async () => {
    const van = await vehicle('LOT3E23');
    const busy = await call('POST', '/api/roteiros', { NmRoteiro: 'Rota que ocupa', DtRoteiro: addDays(today, 4), IdVeiculo: van, pedidos: [await newOrder('1')] });
    expect((await call('PUT', `/api/roteiros/${busy.json().IdRoteiro}/status`, { StatusRoteiro: 'Em Separação' })).statusCode).toBe(200);
    const order = await newOrder('1');
    const waiting = await call('POST', '/api/roteiros', { NmRoteiro: 'Rota que espera', DtRoteiro: addDays(today, 5), IdVeiculo: van, pedidos: [order] });
    const route = waiting.json().IdRoteiro as number;
    const lot = (await call('POST', '/api/lote-separacao', { TpAgrupamento: 'R', IdRoteiro: route })).json().IdLoteSeparacao as number;
    expect((await call('POST', '/api/lote-separacao/altera-status-separacao', { ids: [lot], StatusLoteSeparacao: 'Em Separação' })).statusCode).toBe(200);
    expect(await routeStatus(route)).toBe('Aberto');
    const why = (await call('GET', `/api/roteiros/${route}/pendencias`)).json();
    expect(why).toMatchObject({ StatusRoteiro: 'Aberto', separacaoPede: 'Em Separação', veiculoEm: `${busy.json().IdRoteiro} - Rota que ocupa`, pedidosSemFatura: [order] });
    // By hand, the refusal names the route that holds the vehicle.
    const res = await call('PUT', `/api/roteiros/${route}/status`, { StatusRoteiro: 'Em Separação' });
    expect(res.json().violations[0].message).toBe(`O veículo já está no roteiro ${busy.json().IdRoteiro} - Rota que ocupa, em andamento`);
  });
});
