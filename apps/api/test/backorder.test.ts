import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerJobHandlers } from '../src/jobs.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pcpCalls, saoPauloToday } from './pcp-calls.ts';

/**
 * Backorders through the API: by default finalizing beyond the available stock is refused as before; with the
 * company's setting on, the order is finalized with what there is reserved and the rest pending on the item. MRP
 * counts the pending part as demand now; a stock entry serves it from the lots that expire first; a picking lot
 * serves what was freed since and shows what the reservations hold.
 */
let t: TestApp;
let admin: string;
let company: number;
let client: number;
let sector: number;
let product: number;
const lots: Record<string, number> = {};

const today = saoPauloToday();
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const { post, one, calculate } = pcpCalls(
  () => t,
  () => admin,
);
const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];

async function newLot(code: string, expiry: string, quantity: string) {
  const res = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: product, CdLote: code, DtFabricacao: addDays(today, -5), DtValidade: expiry, QtEstoque: quantity, IdSetor: sector } });
  expect(res.statusCode, res.body).toBe(201);
  lots[code] = res.json().IdLote;
}

const itemOf = async (order: number) => members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${order}`, { token: admin }))[0];
/** An open quote of the demo client with one line of the product, delivered in 60 days (beyond the analysis's horizon). */
async function quoteOf(quantity: string): Promise<{ id: number; item: number }> {
  const quote = await post('/pedido_vendas/novo', { IdCliente: client, DtEntrega: addDays(today, 60) });
  await post('/pedido_venda_items', { CodPedido: quote.CodPedido, IdProduto: product, QtPedida: quantity, VlUnitario: '20.00' });
  return { id: quote.CodPedido, item: (await itemOf(quote.CodPedido)).IdPedidoVendaItem };
}

const finalize = (id: number) => t.call('PUT', `/api/pedido_vendas/${id}/finalizar-orcamento`, { token: admin, body: {} });
/** What an item holds reserved per stock lot code. */
async function reservedBy(item: number): Promise<Record<string, string>> {
  const rows = await t.database.rows<{ lot: string; q: string }>(sql`select l.cd_lote as lot, sum(case when m.tp_movimento = 'R' then m.qt_movimento else -m.qt_movimento end)::text as q
    from estoque_movimentos m join lote_estoque_produto l on l.id_lote = m.id_lote
    where m.nm_entidade_origem = 'PedidoVendaItem' and m.id_entidade_origem = ${item} and m.tp_movimento in ('R', 'B') group by l.cd_lote`);
  return Object.fromEntries(rows.filter((r) => Number(r.q) > 0).map((r) => [r.lot, Number(r.q).toFixed(3)]));
}
const stockOf = async () => one<{ onHand: string; reserved: string; negative: number }>(
  sql`select sum(qt_estoque)::text as "onHand", sum(qt_reservada)::text as reserved, count(*) filter (where qt_estoque < qt_reservada or qt_reservada < 0)::int as negative from estoque_saldos where id_produto = ${product}`,
);
const setting = (value: string) => t.call('PUT', `/api/configs/${company}`, { token: admin, body: { configKey: 'vendaSemEstoque', configValue: value } });

beforeAll(async () => {
  t = await createTestApp();
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  [{ id: client }] = await t.database.rows<{ id: number }>(sql`select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' where l.company_id = ${company} order by p.id limit 1`);
  [{ id: sector }] = await t.database.rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  const [{ id: unit }] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
  product = (await post('/produtos', { CdChamada: 'BO-1', NmProduto: 'Produto em falta', TpProduto: 'A', TpProdutoPcp: 'F', IdTipoMedida: unit, NrDiasValidade: 30, VlPrecoCusto: '10.0000' })).IdProduto;
  await newLot('CEDO', addDays(today, 20), '5');
  await newLot('TARDE', addDays(today, 200), '5');
});
afterAll(() => t.close());

describe('backorders', () => {
  let first: { id: number; item: number };
  let late: { id: number; item: number };

  it('refuses, by default, a quote beyond the available stock and changes nothing', async () => {
    first = await quoteOf('7');
    expect((await finalize(first.id)).statusCode).toBe(200);
    expect(await reservedBy(first.item)).toEqual({ CEDO: '5.000', TARDE: '2.000' });

    late = await quoteOf('11');
    const refused = await finalize(late.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([{ propertyPath: 'items[1].QtPedida', message: expect.stringMatching(/^Estoque insuficiente de BO-1 em .*: disponível 3, pedido 11$/) }]);
    expect((await t.call('GET', `/api/pedido_vendas/${late.id}`, { token: admin })).json().TpPedidoDeVenda).toBe('O');
    expect(await reservedBy(late.item)).toEqual({});
  });

  it('refuses a setting that is not true or false, in the three languages', async () => {
    const bad = await setting('talvez');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe('configValue');
    expect((await t.call('GET', `/api/configs/${company}`, { token: admin })).json().configs.vendaSemEstoque).toBeUndefined();
  });

  it('with the setting on, finalizes the order reserving what there is and leaving the rest pending on the item', async () => {
    expect((await setting('true')).statusCode).toBe(200);
    const done = await finalize(late.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(await itemOf(late.id)).toMatchObject({ QtPedida: '11.000', QtPendenteEstoque: '8.000' });
    expect(await reservedBy(late.item)).toEqual({ TARDE: '3.000' });
    expect(await itemOf(first.id)).toMatchObject({ QtPendenteEstoque: '0.000' });
    expect(await stockOf()).toEqual({ onHand: '10.000', reserved: '10.000', negative: 0 });
  });

  it('counts the pending part as demand now in an MRP analysis, though the order is due after the horizon', async () => {
    const analysis = (await post('/analises', { NmAnalise: 'Pendências', DtInicio: today, TpPeriodo: 'S', NrHorizonteDias: 28, PcProbabilidadeOrcamento: '0' })).IdAnalise;
    expect(await calculate(analysis)).toMatchObject({ state: 'completed' });
    const row = members(await t.call('GET', `/api/analise_dados_produtos?IdAnalise=${analysis}&CdChamada=BO-1`, { token: admin }))[0];
    // Only the 8 pending: the reserved parts of both orders are due in 60 days, beyond the 4 weeks.
    expect(row).toMatchObject({ NrPedidosVenda: '8.000', NrSaldoEmEstoque: '10.000' });
  });

  it('a stock entry serves the pending part from the lots that expire first', async () => {
    // The first order's item is cancelled: its 7 go back to the shelf without serving anyone (a release is no entry).
    expect((await t.call('PUT', `/api/pedido_de_venda_items/${first.item}/cancelar`, { token: admin, body: {} })).statusCode).toBe(200);
    expect(await itemOf(late.id)).toMatchObject({ QtPendenteEstoque: '8.000' });
    // A lot of 3 comes in: 10 are free now (CEDO 5, MEIO 3, TARDE 2) and the 8 pending take the earliest-expiring.
    await newLot('MEIO', addDays(today, 100), '3');
    expect(await itemOf(late.id)).toMatchObject({ QtPendenteEstoque: '0.000' });
    expect(await reservedBy(late.item)).toEqual({ CEDO: '5.000', MEIO: '3.000', TARDE: '3.000' });
    expect(await stockOf()).toEqual({ onHand: '13.000', reserved: '11.000', negative: 0 });
  });

  it('a picking lot serves what was freed since, FEFO, and shows what the reservations hold', async () => {
    const third = await quoteOf('4');
    expect((await finalize(third.id)).statusCode).toBe(200);
    expect(await itemOf(third.id)).toMatchObject({ QtPendenteEstoque: '2.000' });
    expect(await reservedBy(third.item)).toEqual({ TARDE: '2.000' });
    // The other order's item is cancelled: CEDO, MEIO and TARDE are free again, with no entry to serve from.
    expect((await t.call('PUT', `/api/pedido_de_venda_items/${late.item}/cancelar`, { token: admin, body: {} })).statusCode).toBe(200);
    const lot = await t.call('POST', '/api/lote-separacao', { token: admin, body: { TpAgrupamento: 'M', pedidos: [third.id], DsLote: 'Pendências' } });
    expect(lot.statusCode, lot.body).toBe(201);
    expect(await itemOf(third.id)).toMatchObject({ QtPendenteEstoque: '0.000' });
    expect(await reservedBy(third.item)).toEqual({ CEDO: '2.000', TARDE: '2.000' });
    const lines = members(await t.call('GET', `/api/lote_separacao_produtos?IdLoteSeparacao=${lot.json().IdLoteSeparacao}`, { token: admin }));
    expect(lines.map((l) => [l.CdLote, l.QtPedida])).toEqual([
      ['CEDO', '2.000'],
      ['TARDE', '2.000'],
    ]);
  });

  it('never drives the stock below zero when two finalizations race for the last units', async () => {
    const [a, b] = [await quoteOf('9'), await quoteOf('9')];
    const answers = await Promise.all([finalize(a.id), finalize(b.id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // 13 on hand, 4 held by the third order: 9 free for the two, the rest of 18 pending.
    const pending = [(await itemOf(a.id)).QtPendenteEstoque, (await itemOf(b.id)).QtPendenteEstoque].map(Number);
    expect(pending.reduce((s, x) => s + x, 0)).toBe(9);
    expect(await stockOf()).toEqual({ onHand: '13.000', reserved: '13.000', negative: 0 });
  });
});
