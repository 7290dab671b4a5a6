/**
 * Invoicing a whole route: one job invoices each order of its stops in its own transaction (an order with a data
 * fault is reported with its reason and the others are invoiced), each invoice queued to SEFAZ, its DANFEs come in
 * one PDF, and the route leaves only once its orders are invoiced (authorised); what is left to invoice is counted as
 * invoicing one order counts it (a cancelled invoice gives its quantities back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { maskAccessKey } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { invoiceableOrders, runJobs } from './fiscal-helpers.ts';
import { registerJobHandlers } from '../src/jobs.ts';

let t: TestApp;
let admin: string;
let company: number;
let orders: number[];
let route: number;
const ptBR = { 'accept-language': 'pt-BR' };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = admin) => t.call(method, url, { token, body, headers: ptBR });

// pdf.js hands decoded images over with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20 a copy does.
const arrayBufferProto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: () => ArrayBuffer };
arrayBufferProto.transferToFixedLength ??= function (this: ArrayBuffer) {
  return this.slice(0);
};

async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((p) => p.replace(/\s+/g, ' '));
}

/** Starts the route's invoicing and runs it; answers the finished job. */
async function invoiceRoute(expected: number) {
  const res = await call('POST', `/api/roteiros/${route}/faturar`, {});
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().pedidos).toBe(expected);
  await runJobs(t);
  const job = (await call('GET', `/api/jobs/${res.json().job}`)).json();
  expect(job.state, JSON.stringify(job)).toBe('completed');
  return job;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  company = (await call('GET', '/api/users/me')).json().company;
  orders = (await invoiceableOrders(t, company, 3)).slice(0, 3);
  expect(orders).toHaveLength(3);
  // Light enough for one van, and off any other route.
  await t.database.db.execute(sql`update pedido_venda set vl_peso_bruto = 10 where cod_pedido in ${sql.raw(`(${orders.join(',')})`)}`);
  await t.database.db.execute(sql`update roteiro_pedidos set status_pedido_roteiro = 'Cancelado' where cod_pedido in ${sql.raw(`(${orders.join(',')})`)}`);
  const van = await call('POST', '/api/veiculos', { NrPlaca: 'FAT1R23', NmVeiculo: 'Van do faturamento', VlCapacidadeKG: '1000' });
  expect(van.statusCode, van.body).toBe(201);
  const created = await call('POST', '/api/roteiros', { NmRoteiro: 'Rota faturada', DtRoteiro: '2027-04-05', IdVeiculo: van.json().IdVeiculo, pedidos: orders });
  expect(created.statusCode, created.body).toBe(201);
  route = created.json().IdRoteiro;
  // The route is loaded (however far picking took it): the moves by hand up to Em Carregamento.
  for (const s of ['Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento']) {
    const status = (await call('GET', `/api/roteiros/${route}`)).json().StatusRoteiro;
    if (['Aberto', 'Em Separação', 'Separado', 'Em Conferência'].indexOf(status) < ['Aberto', 'Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento'].indexOf(s)) {
      const res = await call('PUT', `/api/roteiros/${route}/status`, { StatusRoteiro: s });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  expect((await call('GET', `/api/roteiros/${route}`)).json().StatusRoteiro).toBe('Em Carregamento');
});
afterAll(() => t.close());

describe('POST /roteiros/{id}/faturar', () => {
  it('lists the route’s orders in stop order, all left to invoice; the DANFEs of a route with no invoice are a 422', async () => {
    const res = await call('GET', `/api/roteiros/${route}/notas`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pedidos.map((p: { CodPedido: number; aFaturar: boolean; notas: unknown[] }) => [p.CodPedido, p.aFaturar, p.notas.length])).toEqual(orders.map((o) => [o, true, 0]));
    // Not invoiced, it cannot leave: the refusal names the orders, and the route stays.
    const early = await call('PUT', `/api/roteiros/${route}/status`, { StatusRoteiro: 'Em Rota' });
    expect(early.statusCode).toBe(422);
    expect(early.json().violations[0]).toMatchObject({ propertyPath: 'StatusRoteiro', message: `O roteiro não sai em rota com pedidos não faturados: ${[...orders].sort((x, y) => x - y).join(', ')}` });
    expect((await call('GET', `/api/roteiros/${route}/pendencias`)).json().pedidosSemFatura).toEqual([...orders].sort((x, y) => x - y));
    const none = await call('GET', `/api/roteiros/${route}/danfes`);
    expect(none.statusCode).toBe(422);
    expect(none.json().violations[0].message).toBe('Nenhuma nota emitida para os pedidos do roteiro');
  });

  it('the seller may not invoice a route (403); another company’s user does not find it (404)', async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await call('POST', `/api/roteiros/${route}/faturar`, {}, seller)).statusCode).toBe(403);
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await call('POST', `/api/roteiros/${route}/faturar`, {}, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/roteiros/${route}/danfes`, undefined, other)).statusCode).toBe(404);
  });

  it('invoices each order in its own transaction: the one with a data fault is reported with its reason, the others are invoiced', async () => {
    await t.database.db.execute(sql`update pedido_venda_items_taxes set cd_ncm = '1234' where cod_pedido = ${orders[1]}`);
    const job = await invoiceRoute(3);
    expect(job.result).toMatchObject({ IdRoteiro: route, faturados: 2, recusados: 1 });
    const [a, b, c] = job.result.pedidos;
    expect(a).toMatchObject({ CodPedido: orders[0], ok: true });
    expect(a.NrChave).toMatch(/^\d{44}$/);
    expect(c).toMatchObject({ CodPedido: orders[2], ok: true, NrNota: a.NrNota + 1 });
    expect(b).toMatchObject({ CodPedido: orders[1], ok: false, campo: 'NCM' });
    expect(b.erro).toMatch(/esquema oficial.*NCM/);
    // Nothing of the refused order was kept, and its number went to the next order.
    const stored = await t.database.rows<{ cod: number; n: number }>(sql`select cod_pedido as cod, count(*)::int as n from nfe_emitidas where cod_pedido in ${sql.raw(`(${orders.join(',')})`)} group by cod_pedido`);
    expect(Object.fromEntries(stored.map((r) => [Number(r.cod), Number(r.n)]))).toEqual({ [orders[0]]: 1, [orders[2]]: 1 });
  });

  it('asked again, only the order left is invoiced; then nothing is left (422)', async () => {
    await t.database.db.execute(sql`update pedido_venda_items_taxes x set cd_ncm = coalesce((select p.cd_ncm from produtos p where p.id_produto = i.id_produto), '21069090')
      from pedido_venda_items i where i.id_pedido_venda_item = x.id_pedido_venda_item and x.cod_pedido = ${orders[1]}`);
    const job = await invoiceRoute(1);
    expect(job.result).toMatchObject({ faturados: 1, recusados: 0, pedidos: [{ CodPedido: orders[1], ok: true }] });
    const again = await call('POST', `/api/roteiros/${route}/faturar`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().violations[0]).toMatchObject({ propertyPath: 'pedidos', message: 'Todos os pedidos do roteiro já estão faturados' });
    const list = (await call('GET', `/api/roteiros/${route}/notas`)).json().pedidos;
    expect(list.map((p: { aFaturar: boolean; notas: unknown[] }) => [p.aFaturar, p.notas.length])).toEqual([
      [false, 1],
      [false, 1],
      [false, 1],
    ]);
  });

  it('prints the DANFE of every invoice of the route in one PDF, in stop order', async () => {
    const res = await call('GET', `/api/roteiros/${route}/danfes`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    const pages = await pdfPages(res.rawPayload);
    const keys = (await call('GET', `/api/roteiros/${route}/notas`)).json().pedidos.map((p: { notas: { NrChave: string }[] }) => p.notas[0].NrChave);
    // Each invoice's key (in groups of four) on its first page, in the order of the stops.
    const firstPages = keys.map((k: string) => pages.findIndex((p) => p.includes(maskAccessKey(k))));
    expect(firstPages.every((i: number) => i >= 0)).toBe(true);
    expect([...firstPages].sort((x, y) => x - y)).toEqual(firstPages);
    expect(pages.filter((p) => p.includes('FOLHA 1/')).length).toBe(3);
  });

  it('each invoice went to SEFAZ (the demo certificate’s local simulator) and was authorised: now the route leaves', async () => {
    const notas = await t.database.rows<{ cod: number; st: string }>(sql`select cod_pedido as cod, st_nfe as st from nfe_emitidas where cod_pedido in ${sql.raw(`(${orders.join(',')})`)}`);
    expect(notas.map((n) => n.st)).toEqual(['autorizada', 'autorizada', 'autorizada']);
    expect((await call('GET', `/api/roteiros/${route}/pendencias`)).json().pedidosSemFatura).toEqual([]);
    const res = await call('PUT', `/api/roteiros/${route}/status`, { StatusRoteiro: 'Em Rota' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().StatusRoteiro).toBe('Em Rota');
  });

  it('declared delivered, the route marks its stops still on the road delivered, in the same move', async () => {
    const refused = await call('PUT', `/api/roteiros/${route}/pedidos/${orders[0]}/status`, { StatusPedidoRoteiro: 'Recusado', DsMotivo: 'Cliente ausente' });
    expect(refused.statusCode, refused.body).toBe(200);
    const res = await call('PUT', `/api/roteiros/${route}/status`, { StatusRoteiro: 'Entregue' });
    expect(res.statusCode, res.body).toBe(200);
    const stops = (await call('GET', `/api/roteiro_pedidos?IdRoteiro=${route}&order[NrOrdem]=asc`)).json()['hydra:member'];
    expect(stops.map((s: { StatusPedidoRoteiro: string }) => s.StatusPedidoRoteiro)).toEqual(['Recusado', 'Entregue', 'Entregue']);
    const events = (await call('GET', `/api/roteiro_eventos?IdRoteiro=${route}&CodPedido=${orders[1]}`)).json()['hydra:member'];
    expect(events.map((e: { Status: string }) => e.Status).at(-1)).toBe('Entregue');
    // Delivered, the route is no longer invoiced.
    expect((await call('POST', `/api/roteiros/${route}/faturar`, {})).json().violations[0].message).toBe('O roteiro está entregue: não se fatura mais por ele');
  });
});

/** A new route of two invoiceable orders (light, taken off any other route), on a van of its own. */
async function twoOrderRoute(placa: string, nome: string, dia: string): Promise<{ orders: number[]; id: number }> {
  const two = (await invoiceableOrders(t, company, 2)).slice(0, 2);
  expect(two).toHaveLength(2);
  await t.database.db.execute(sql`update pedido_venda set vl_peso_bruto = 10 where cod_pedido in (${two[0]}, ${two[1]})`);
  await t.database.db.execute(sql`update roteiro_pedidos set status_pedido_roteiro = 'Cancelado' where cod_pedido in (${two[0]}, ${two[1]})`);
  const van = await call('POST', '/api/veiculos', { NrPlaca: placa, NmVeiculo: `Van ${nome}`, VlCapacidadeKG: '1000' });
  const created = await call('POST', '/api/roteiros', { NmRoteiro: nome, DtRoteiro: dia, IdVeiculo: van.json().IdVeiculo, pedidos: two });
  expect(created.statusCode, created.body).toBe(201);
  return { orders: two, id: created.json().IdRoteiro };
}

describe('an order in conference on a route', () => {
  it('is not offered for invoicing by the route, and one that went into conference after the route was asked is refused by the job', async () => {
    const { orders: [checking, later], id } = await twoOrderRoute('FAT2R34', 'Rota em conferência', '2027-04-06');
    // The count of the first order is going on (as the conference screen leaves it).
    await t.database.db.execute(sql`update pedido_venda set status_pedido = 'R' where cod_pedido = ${checking}`);
    const listed = (await call('GET', `/api/roteiros/${id}/notas`)).json().pedidos;
    expect(listed.map((p: { CodPedido: number; aFaturar: boolean }) => [p.CodPedido, p.aFaturar])).toEqual([
      [checking, false],
      [later, true],
    ]);
    const res = await call('POST', `/api/roteiros/${id}/faturar`, {});
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().pedidos).toBe(1);
    // Between the request and the job, the second one went into conference as well: the job refuses it, as one order's invoicing does.
    await t.database.db.execute(sql`update pedido_venda set status_pedido = 'R' where cod_pedido = ${later}`);
    await runJobs(t);
    const job = (await call('GET', `/api/jobs/${res.json().job}`)).json();
    expect(job.result).toMatchObject({ faturados: 0, recusados: 1, pedidos: [{ CodPedido: later, ok: false, campo: 'StatusPedido', erro: 'O pedido está em conferência: termine ou desfaça a conferência antes de faturar' }] });
    const stored = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from nfe_emitidas where cod_pedido in (${checking}, ${later})`);
    expect(Number(stored[0].n)).toBe(0);
  });
});

describe('an order that leaves the route after its invoicing was asked', () => {
  it('is not invoiced by the route’s job: refused with the reason, no invoice; the order still on it is invoiced', async () => {
    const { orders: [stays, leaves], id } = await twoOrderRoute('FAT3R45', 'Rota que muda', '2027-04-07');
    const res = await call('POST', `/api/roteiros/${id}/faturar`, {});
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().pedidos).toBe(2);
    // Before the job runs, the second order is taken off the route.
    const edit = await call('PUT', `/api/roteiros/${id}`, { pedidos: [stays] });
    expect(edit.statusCode, edit.body).toBe(200);
    await runJobs(t);
    const job = (await call('GET', `/api/jobs/${res.json().job}`)).json();
    expect(job.result).toMatchObject({ faturados: 1, recusados: 1 });
    expect(job.result.pedidos[1]).toMatchObject({ CodPedido: leaves, ok: false, campo: 'IdRoteiro', erro: `O pedido ${leaves} não está mais no roteiro ${id}` });
    const stored = await t.database.rows<{ cod: number }>(sql`select cod_pedido as cod from nfe_emitidas where cod_pedido in (${stays}, ${leaves})`);
    expect(stored.map((s) => s.cod)).toEqual([stays]);
  });
});

describe('an order whose invoice was cancelled', () => {
  // The route counted what was left to invoice over every invoice of the order, cancelled ones and returns included,
  // where invoicing the order counts only those that hold their quantities: the route offered nothing to invoice
  // for an order reopened by its invoice's cancellation.
  it('is offered for invoicing by the route again, as invoicing the order alone counts it', async () => {
    const { orders: [cancelled, other], id } = await twoOrderRoute('FAT4R56', 'Rota com nota cancelada', '2027-04-08');
    const res = await call('POST', `/api/pedido_vendas/${cancelled}/faturar`, {});
    expect(res.statusCode, res.body).toBe(201);
    const before = (await call('GET', `/api/roteiros/${id}/notas`)).json().pedidos;
    expect(before.map((p: { CodPedido: number; aFaturar: boolean }) => [p.CodPedido, p.aFaturar])).toEqual([
      [cancelled, false],
      [other, true],
    ]);
    // As SEFAZ's registration of its cancellation leaves the invoice (the order reopened, nothing of it invoiced).
    await t.database.db.execute(sql`update nfe_emitidas set st_nfe = 'cancelada' where id_nfe = ${res.json().IdNfe}`);
    const after = (await call('GET', `/api/roteiros/${id}/notas`)).json().pedidos;
    expect(after.map((p: { CodPedido: number; aFaturar: boolean }) => [p.CodPedido, p.aFaturar])).toEqual([
      [cancelled, true],
      [other, true],
    ]);
    const again = await call('POST', `/api/roteiros/${id}/faturar`, {});
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().pedidos).toBe(2);
  });
});
