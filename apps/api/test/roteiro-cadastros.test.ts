import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, DEMO, routableOrders, type TestApp } from './helpers.ts';

/**
 * The registers behind the routing screens (vehicles, drivers, freight tables and their lists) and the manual
 * routing's move of orders from one route to another in one transaction.
 */
let t: TestApp;
let token: string;
let company: number;
let orders: number[];

const post = (url: string, body: unknown, tk = token) => t.call('POST', url, { token: tk, body });
const put = (url: string, body: unknown, tk = token) => t.call('PUT', url, { token: tk, body });
const get = (url: string, tk = token) => t.call('GET', url, { token: tk });
const paths = (res: { json(): { violations: { propertyPath: string; message: string }[] } }) => Object.fromEntries(res.json().violations.map((v) => [v.propertyPath, v.message]));

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  ({ company, orders } = await routableOrders(t, ['300.000', '250.250', '500.000'], true));
});
afterAll(() => t.close());

describe('the demo’s orders to route', () => {
  it('are real orders: items of the catalogue whose weights add up to the order’s gross weight, with term, operation and CFOP', async () => {
    const bad = await t.database.rows<{ cod: number; peso: string; itens: string | null; n: number }>(sql`select p.cod_pedido as cod, p.vl_peso_bruto as peso,
        (select sum(i.vl_peso_bruto) from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A') as itens,
        (select count(*)::int from pedido_venda_items i where i.cod_pedido = p.cod_pedido) as n
      from view_roteiro_manual v join pedido_venda p on p.cod_pedido = v.cd_pedido
      where v.company_id = ${company} and not (p.cod_pedido = any(${sql.raw(`array[${orders.join(',')}]::int[]`)}))
        and (p.id_prazo is null or p.id_operacao is null or p.cd_cfop is null
          or p.vl_peso_bruto <> coalesce((select sum(i.vl_peso_bruto) from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A'), -1))`);
    expect(bad).toEqual([]);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from view_roteiro_manual where company_id = ${company} and dt_entrega >= current_date`);
    expect(n).toBeGreaterThan(50);
  });

  it('print as a PDF with their items and have their taxes computed', async () => {
    const [o] = await t.database.rows<{ cod: number; produto: string }>(sql`select v.cd_pedido as cod, pr.nm_produto as produto
      from view_roteiro_manual v join pedido_venda_items i on i.cod_pedido = v.cd_pedido join produtos pr on pr.id_produto = i.id_produto
      where v.company_id = ${company} and v.dt_entrega >= current_date order by v.cd_pedido desc, i.nr_posicao limit 1`);
    const pdf = await t.call('GET', `/api/imprime_pedido_vendas_pdf?id=${o.cod}&domain=localhost`, { token });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(`Nº ${o.cod}`);
    expect(text).toContain(o.produto.slice(0, 20));
    const taxes = await get(`/api/impostos/calcula/${o.cod}`);
    expect(taxes.statusCode, taxes.body).toBe(200);
    expect(taxes.json().items.length).toBeGreaterThan(0);
    // Stored as well, as for an order typed in: every active line has its row, and the total carries what they add.
    const stored = await get(`/api/pedido_venda_items_taxes?CodPedido=${o.cod}`);
    expect(stored.json()['hydra:totalItems']).toBe(taxes.json().items.length);
    const [h] = await t.database.rows<{ total: string }>(sql`select vl_total::text as total from pedido_venda where cod_pedido = ${o.cod}`);
    expect(h.total).toBe(taxes.json().totais.VlPedido);
  });
});

describe('vehicles and drivers', () => {
  it('takes old and Mercosul plates, refuses others and a capacity of zero on their fields, in the user’s language', async () => {
    const bad = await post('/api/veiculos', { NrPlaca: 'AB12345', NmVeiculo: 'Van', VlCapacidadeKG: '0' });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad)).toEqual({ NrPlaca: 'Placa inválida: use o formato ABC1234 ou Mercosul ABC1D23', VlCapacidadeKG: 'A capacidade deve ser maior que zero' });
    const en = await t.call('POST', '/api/veiculos', { token, body: { NrPlaca: 'ABC12D3', NmVeiculo: 'Van', VlCapacidadeKG: '1.2345' }, headers: { 'accept-language': 'en-US' } });
    expect(paths(en)).toEqual({ NrPlaca: 'Invalid plate: use ABC1234 or the Mercosul ABC1D23', VlCapacidadeKG: expect.any(String) });
    const old = await post('/api/veiculos', { NrPlaca: 'kmn-4821', NmVeiculo: 'Toco antigo', VlCapacidadeKG: '6000,5' });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json()).toMatchObject({ NrPlaca: 'KMN4821', VlCapacidadeKG: '6000.500' });
    const merc = await post('/api/veiculos', { NrPlaca: 'KMN4B21', NmVeiculo: 'Toco novo', VlCapacidadeKG: '6000' });
    expect(merc.statusCode, merc.body).toBe(201);
    // The carrier must be an active carrier of the company: a client is refused on the field.
    const [client] = await t.database.rows<{ id: number }>(sql`select people_id as id from people_links where company_id = ${company} and link_type = 'client' limit 1`);
    const notCarrier = await put(`/api/veiculos/${merc.json().IdVeiculo}`, { IdTransportador: client.id });
    expect(notCarrier.statusCode).toBe(422);
    expect(Object.keys(paths(notCarrier))).toEqual(['IdTransportador']);
  });

  it('lists vehicles with their carrier’s name; another company’s user sees none of them', async () => {
    const list = (await get('/api/vw_veiculos?itemsPerPage=100')).json()['hydra:member'] as { NrPlaca: string; Transportador: string | null; IdTransportador: number | null }[];
    expect(list.find((v) => v.NrPlaca === 'KMN4821')).toMatchObject({ Transportador: null });
    const carried = list.find((v) => v.IdTransportador !== null);
    expect(carried?.Transportador).toBeTruthy();
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const theirs = (await get('/api/vw_veiculos?itemsPerPage=100', other)).json()['hydra:member'] as { NrPlaca: string }[];
    expect(theirs.some((v) => v.NrPlaca === 'KMN4821')).toBe(false);
  });

  it('checks a driver’s CNH check digits and phone, and keeps only their digits', async () => {
    const bad = await post('/api/motoristas', { NmMotorista: '', NrCnh: '12345678901', NrTelefone: '(19) 1234' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(paths(bad)).sort()).toEqual(['NmMotorista', 'NrCnh', 'NrTelefone']);
    expect(paths(bad).NrCnh).toBe('CNH inválida (11 dígitos com os verificadores)');
    const ok = await post('/api/motoristas', { NmMotorista: 'Rita Motorista', NrCnh: '000000001-19', NrTelefone: '(19) 99123-4567' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ NrCnh: '00000000119', NrTelefone: '19991234567' });
    const cleared = await put(`/api/motoristas/${ok.json().IdMotorista}`, { NrTelefone: '' });
    expect(cleared.json()).toMatchObject({ NrTelefone: null });
  });
});

describe('freight tables list', () => {
  it('shows each line with its carrier and its destination cities by name', async () => {
    const [carrier] = await t.database.rows<{ id: number; name: string }>(sql`select p.id, p.name from people_links l join people p on p.id = l.people_id
      where l.company_id = ${company} and l.link_type = 'carrier' and l.enable order by p.id limit 1`);
    const line = {
      IdTransportador: carrier.id,
      NmRota: 'Campinas e Valinhos',
      CdCidades: ['3509502', '3556206'],
      VlPesoInicial: '0',
      VlPesoFinal: '1000',
      VlKg: '0.9',
      VlMinimo: '70',
      PcAdValorem: '0.2',
      PcGris: '0.1',
      VlPedagio100Kg: '3.5',
      DiasPrazo: 2,
    };
    const created = await post('/api/frete_rotas', line);
    expect(created.statusCode, created.body).toBe(201);
    const [row] = (await get(`/api/vw_frete_rotas?IdFreteRota=${created.json().IdFreteRota}`)).json()['hydra:member'];
    expect(row).toMatchObject({ Transportador: carrier.name, NmCidades: 'Campinas/SP, Valinhos/SP', DiasPrazo: 2, VlKg: '0.9000' });
    const cep = await post('/api/frete_rotas', { ...line, CdCidades: null, CdCepInicial: '13000-000', CdCepFinal: '12999-999' });
    expect(cep.statusCode).toBe(422);
    expect(Object.keys(paths(cep))).toEqual(['CdCepFinal']);
  });

  it('says a missing carrier or term is required (not an invalid number) and a negative term is negative; nothing is written', async () => {
    const before = (await get('/api/frete_rotas?itemsPerPage=1')).json()['hydra:totalItems'];
    const line = { NmRota: 'Sem prazo', CdCidades: ['3509502'], VlPesoInicial: '0', VlPesoFinal: '10', VlKg: '1', VlMinimo: '1' };
    const missing = await post('/api/frete_rotas', line);
    expect(missing.statusCode).toBe(422);
    expect(paths(missing)).toMatchObject({ IdTransportador: 'Este campo é obrigatório', DiasPrazo: 'Este campo é obrigatório' });
    const negative = await post('/api/frete_rotas', { ...line, IdTransportador: 1, DiasPrazo: -1 });
    expect(negative.statusCode).toBe(422);
    expect(paths(negative).DiasPrazo).toBe('O valor não pode ser negativo');
    expect((await get('/api/frete_rotas?itemsPerPage=1')).json()['hydra:totalItems']).toBe(before);
  });
});

describe('manual routing: orders dragged from one route to another', () => {
  let small: number;
  let big: number;
  let a: number;
  let b: number;

  it('moves an order between routes in one call with `mover`; without it the order stays where it was', async () => {
    small = (await post('/api/veiculos', { NrPlaca: 'MAN1A11', NmVeiculo: 'Van manual', VlCapacidadeKG: '600' })).json().IdVeiculo;
    big = (await post('/api/veiculos', { NrPlaca: 'MAN2B22', NmVeiculo: 'Toco manual', VlCapacidadeKG: '2000' })).json().IdVeiculo;
    a = (await post('/api/roteiros', { NmRoteiro: 'Manual A', DtRoteiro: '2027-03-01', IdVeiculo: small, pedidos: [orders[0], orders[1]], VlFreteTransportador: '100.00' })).json().IdRoteiro;
    b = (await post('/api/roteiros', { NmRoteiro: 'Manual B', DtRoteiro: '2027-03-01', IdVeiculo: big, pedidos: [orders[2]] })).json().IdRoteiro;
    const refused = await post('/api/roteiros/pedidos', { IdRoteiro: b, pedidos: [orders[1]] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'pedidos.0' });

    const moved = await post('/api/roteiros/pedidos', { IdRoteiro: b, pedidos: [orders[1]], mover: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().response).toMatchObject({ success: true, roteiro: { IdRoteiro: b, NumPedidos: 2, VlPesoBruto: '750.250' } });
    const ra = (await get(`/api/roteiros/${a}`)).json();
    expect(ra).toMatchObject({ NumPedidos: 1, VlPesoBruto: '300.000' });
    // The freight left on A is the whole of it on its one stop.
    const stopsA = (await get(`/api/roteiro_pedidos?IdRoteiro=${a}`)).json()['hydra:member'];
    expect(stopsA.map((s: { CodPedido: number; VlFreteRateado: string }) => [s.CodPedido, s.VlFreteRateado])).toEqual([[orders[0], '100.00']]);
  });

  it('refuses a move over the target’s capacity saying by how much, and both routes stay as they were', async () => {
    // B (750,250 KG) back to A (300 KG of 600): 450,250 KG over.
    const over = await post('/api/roteiros/pedidos', { IdRoteiro: a, pedidos: [orders[2], orders[1]], mover: true });
    expect(over.statusCode).toBe(422);
    expect(over.json().violations[0]).toMatchObject({ propertyPath: 'pedidos', message: 'A carga (1.050,250 KG) passa da capacidade do veículo (600,000 KG) em 450,250 KG' });
    expect((await get(`/api/roteiros/${a}`)).json()).toMatchObject({ NumPedidos: 1, VlPesoBruto: '300.000' });
    expect((await get(`/api/roteiros/${b}`)).json()).toMatchObject({ NumPedidos: 2, VlPesoBruto: '750.250' });
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await post('/api/roteiros/pedidos', { IdRoteiro: a, pedidos: [orders[1]], mover: true }, other)).statusCode).toBe(404);
  });

  it('gives an order back to the unrouted ones when its route lists it no more', async () => {
    const res = await put(`/api/roteiros/${b}`, { pedidos: [orders[2]] });
    expect(res.statusCode, res.body).toBe(200);
    const free = (await get(`/api/view_roteiro_manual?roteirizado=false&CdPedido=${orders[1]}`)).json();
    expect(free['hydra:totalItems']).toBe(1);
    expect(free['hydra:member'][0].DsCliente).toMatch(/^\d{6} - /);
  });

  it('takes orders off a route by name, keeping the stop someone else put on it meanwhile; an order not on it is 422', async () => {
    const stopsOf = async (id: number) => ((await get(`/api/roteiro_pedidos?IdRoteiro=${id}&order[NrOrdem]=asc`)).json()['hydra:member'] as { CodPedido: number }[]).map((s) => s.CodPedido);
    // A board read B as [orders[2]]; meanwhile another user puts orders[1] on it.
    expect(await stopsOf(b)).toEqual([orders[2]]);
    expect((await post('/api/roteiros/pedidos', { IdRoteiro: b, pedidos: [orders[1]] })).statusCode).toBe(200);
    const off = await post(`/api/roteiros/${b}/retirar`, { pedidos: [orders[2]] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ IdRoteiro: b, NumPedidos: 1 });
    expect(await stopsOf(b)).toEqual([orders[1]]);
    expect((await get(`/api/view_roteiro_manual?roteirizado=false&CdPedido=${orders[2]}`)).json()['hydra:totalItems']).toBe(1);

    const again = await post(`/api/roteiros/${b}/retirar`, { pedidos: [orders[1], orders[2]] });
    expect(again.statusCode).toBe(422);
    expect(paths(again)).toEqual({ 'pedidos.1': `O pedido ${orders[2]} não está neste roteiro` });
    expect(paths(await post(`/api/roteiros/${b}/retirar`, { pedidos: [] }))).toEqual({ pedidos: 'Este campo é obrigatório' });
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await post(`/api/roteiros/${b}/retirar`, { pedidos: [orders[1]] }, other)).statusCode).toBe(404);
    expect(await stopsOf(b)).toEqual([orders[1]]);
  });

  it('refuses a list of stops saved with the version read before another change (409), and keeps that change', async () => {
    const read = (await get(`/api/roteiros/${b}`)).json();
    expect((await post('/api/roteiros/pedidos', { IdRoteiro: b, pedidos: [orders[2]] })).statusCode).toBe(200);
    // The screen that read B before orders[2] came saves its list without it.
    const stale = await put(`/api/roteiros/${b}`, { pedidos: [orders[1]], version: read.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()['hydra:description']).toBe('Outra pessoa alterou este roteiro enquanto você o editava: recarregue para ver como ficou');
    expect((await get(`/api/roteiros/${b}`)).json()).toMatchObject({ NumPedidos: 2 });
    const current = (await get(`/api/roteiros/${b}`)).json();
    const saved = await put(`/api/roteiros/${b}`, { pedidos: [orders[2], orders[1]], version: current.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(current.version + 1);
  });
});
