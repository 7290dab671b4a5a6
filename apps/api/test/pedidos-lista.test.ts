import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { demoCompanyId, ensureClients, generateOrders } from '../src/modules/vendas/vendas.seed.ts';

/** The order list screen's resource (/vw_pedidos): the spec's list-view columns over pedido_venda. */

const LIST_VIEW = [
  'CodPedido', 'CdEmpresa', 'Cliente', 'NmSetor', 'StatusPedido', 'NrDocumento', 'IdLoteSeparacao', 'StatusLoteSeparacao', 'UsuarioAbertura',
  'NmFase', 'VlFrete', 'RotaID', 'StatusRoteiro', 'DtEmissao', 'DtEntrega', 'Transportador', 'VlPesoBruto', 'TpPedidoDeVenda', 'NmLogradouro',
  'StatusSeparacaoPedido',
];

let t: TestApp;
let token: string;
let company: number;
let other: number;

type Member = Record<string, unknown> & { CodPedido: number };
const members = async (url: string, as = token) => {
  const res = await t.call('GET', url, { token: as });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { total: body['hydra:totalItems'] as number, rows: body['hydra:member'] as Member[] };
};

beforeAll(async () => {
  t = await createTestApp();
  company = (await demoCompanyId(t.database.db))!;
  const [row] = await t.database.rows<{ id: number }>(sql`select id from people where document = ${DEMO.other.document} and id = company_id`);
  other = Number(row.id);
  await ensureClients(t.database.db, company, 20);
  await generateOrders(t.database.db, { company, count: 300, batchSize: 300 });
  token = await t.login();
});
afterAll(() => t.close());

describe('GET /vw_pedidos', () => {
  it('answers every column of the list view, the ones of areas still to come as null', async () => {
    const { rows, total } = await members('/api/vw_pedidos?itemsPerPage=10');
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company}`);
    expect(total).toBe(Number(n));
    expect(rows).toHaveLength(10);
    for (const field of LIST_VIEW) expect(Object.keys(rows[0])).toContain(field);
    expect(rows[0]).not.toHaveProperty('ClienteBusca');
    expect(rows[0]['@id']).toBe(`/api/vw_pedidos/${rows[0].CodPedido}`);
    // The picking lot and separation statuses come from the separacao area (the demo puts recent orders in lots).
    const lots = await t.database.rows<{ cod: number; lot: number; status: string; sep: string | null }>(sql`select lp.cod_pedido as cod, lp.id_lote_separacao as lot, l.status_lote_separacao as status,
      s.status_separacao_pedido as sep from lote_separacao_pedidos lp join lote_separacao l using (id_lote_separacao) left join pedido_separacao_statuses s using (cod_pedido)`);
    for (const m of rows) {
      const lot = lots.find((l) => l.cod === m.CodPedido);
      expect([m.IdLoteSeparacao, m.StatusLoteSeparacao, m.StatusSeparacaoPedido]).toEqual(lot ? [lot.lot, lot.status, lot.sep] : [null, null, null]);
      expect(m).toMatchObject({ CdEmpresa: company, RotaID: null, StatusRoteiro: null });
      expect(m.NmFase === null).toBe(m.IdWorkFlowItemFase === null);
      expect(m).toMatchObject({ Transportador: null, VlFrete: expect.stringMatching(/^\d+\.\d{2}$/) });
      expect(m.VlPesoBruto).toMatch(/^\d+\.\d{3}$/);
    }
  });

  it('pages in the same order as /pedido_vendas (newest first)', async () => {
    const view = await members('/api/vw_pedidos?itemsPerPage=30&page=2');
    const table = await members('/api/pedido_vendas?itemsPerPage=30&page=2');
    expect(view.rows.map((m) => m.CodPedido)).toEqual(table.rows.map((m) => m.CodPedido));
    expect(view.total).toBe(table.total);
  });

  it('reads the client street and who opened the order (its first audit row)', async () => {
    const [order] = await t.database.rows<{ cod: number; client: number }>(
      sql`select cod_pedido as cod, id_cliente as client from pedido_venda where cd_empresa = ${company} order by cod_pedido limit 1`,
    );
    await t.database.rows(sql`insert into addresses (people_id, company_id, street, number, city, uf) values (${order.client}, ${company}, 'Rua das Laranjeiras', '10', 'Curitiba', 'PR')`);
    const [user] = await t.database.rows<{ people: number; name: string }>(
      sql`select p.id as people, p.name from users u join people p on p.id = u.people_id where u.username = ${DEMO.user.username}`,
    );
    await t.database.rows(sql`insert into logs (company_id, id_pessoa, id_entidade_origem, nm_entidade_origem, log)
      values (${company}, ${user.people}, ${String(order.cod)}, 'PedidoVenda', '{"action":"create"}')`);
    const res = await t.call('GET', `/api/vw_pedidos/${order.cod}`, { token });
    expect(res.statusCode).toBe(200);
    const street = (await t.database.rows<{ street: string }>(sql`select street from addresses where people_id = ${order.client} order by id limit 1`))[0].street;
    expect(res.json()).toMatchObject({ CodPedido: order.cod, NmLogradouro: street, UsuarioAbertura: user.name });
  });

  it('filters by number, client name, document digits, statuses, type and both date ranges as the SQL does', async () => {
    const [sample] = await t.database.rows<{ cod: number; doc: string; name: string }>(
      sql`select p.cod_pedido as cod, p.nr_documento as doc, c.name from pedido_venda p join people c on c.id = p.id_cliente where p.cd_empresa = ${company} order by p.cod_pedido desc limit 1`,
    );
    expect((await members(`/api/vw_pedidos?CodPedido=${sample.cod}`)).rows.map((m) => m.CodPedido)).toEqual([sample.cod]);

    const masked = sample.doc.length === 14 ? sample.doc.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5') : sample.doc;
    const byDoc = await members(`/api/vw_pedidos?itemsPerPage=100&NrDocumento=${encodeURIComponent(masked)}`);
    expect(byDoc.total).toBeGreaterThan(0);
    for (const m of byDoc.rows) expect(m.NrDocumento).toBe(sample.doc);

    const byName = await members(`/api/vw_pedidos?itemsPerPage=100&NmCliente=${encodeURIComponent(sample.name.toUpperCase())}`);
    const [{ n: ofClient }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pedido_venda p join people c on c.id = p.id_cliente where p.cd_empresa = ${company} and c.name ilike ${`%${sample.name}%`}`,
    );
    expect(byName.total).toBe(Number(ofClient));

    const query = 'StatusPedido[]=A&StatusPedido[]=T&TpPedidoDeVenda=P&DtEmissao[after]=2000-01-01&DtEmissao[before]=2100-12-31&DtEntrega[after]=2000-01-01';
    const filtered = await members(`/api/vw_pedidos?itemsPerPage=100&${query}`);
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company} and status_pedido in ('A', 'T') and tp_pedido_de_venda = 'P' and dt_entrega >= '2000-01-01'`,
    );
    expect(Number(n)).toBeGreaterThan(0);
    expect(filtered.total).toBe(Number(n));
    for (const m of filtered.rows) {
      expect(['A', 'T']).toContain(m.StatusPedido);
      expect(m.TpPedidoDeVenda).toBe('P');
    }
    const none = await members('/api/vw_pedidos?DtEmissao[after]=2100-01-01');
    expect(none).toEqual({ total: 0, rows: [] });
  });

  it('filters by the current phase and names it', async () => {
    const phases = (await members('/api/work_flow_item_fases')).rows as Array<Member & { IdWorkFlowItemFase: number; NmFase: string }>;
    expect(phases.length).toBeGreaterThan(0);
    const phase = phases[0];
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company} and id_work_flow_item_fase = ${phase.IdWorkFlowItemFase}`);
    expect(Number(n)).toBeGreaterThan(0);
    const found = await members(`/api/vw_pedidos?itemsPerPage=100&IdWorkFlowItemFase=${phase.IdWorkFlowItemFase}`);
    expect(found.total).toBe(Number(n));
    for (const m of found.rows) expect(m.NmFase).toBe(phase.NmFase);
    const bad = await t.call('GET', '/api/vw_pedidos?IdWorkFlowItemFase=abc', { token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([{ propertyPath: 'IdWorkFlowItemFase', message: 'Valor inválido para o filtro: informe um número inteiro' }]);
  });

  it('exports the filtered list as CSV with the screen columns under their pt-BR labels', async () => {
    const query =
      'StatusPedido[]=T&columns[]=CodPedido&columns[]=Cliente&columns[]=StatusPedido&columns[]=NrDocumento&columns[]=VlPesoBruto&columns[]=DtEmissao' +
      '&labels[CodPedido]=Pedido&labels[Cliente]=Cliente&labels[StatusPedido]=Status&labels[NrDocumento]=CPF/CNPJ&labels[VlPesoBruto]=Peso bruto&labels[DtEmissao]=Emissão';
    const res = await t.call('GET', `/api/vw_pedidos.csv?${encodeURI(query)}`, { token, headers: { accept: 'text/csv', 'accept-language': 'pt-BR' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Pedido;Cliente;Status;CPF/CNPJ;Peso bruto;Emissão');
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company} and status_pedido = 'T'`);
    expect(lines).toHaveLength(Number(n) + 1);
    const cells = lines[1].split(';');
    expect(cells[2]).toBe('Faturado');
    expect(cells[3]).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$|^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(cells[4]).toMatch(/^\d+(\.\d{3})*,\d{3}$/);
    expect(cells[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('the salesperson reads the list; another company sees none of these orders', async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await members('/api/vw_pedidos?itemsPerPage=5', seller)).total).toBeGreaterThan(0);

    const outra = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const theirs = await members('/api/vw_pedidos?itemsPerPage=100', outra);
    for (const m of theirs.rows) expect(m.CdEmpresa).toBe(other);
    const [mine] = await t.database.rows<{ cod: number }>(sql`select cod_pedido as cod from pedido_venda where cd_empresa = ${company} limit 1`);
    expect((await t.call('GET', `/api/vw_pedidos/${mine.cod}`, { token: outra })).statusCode).toBe(404);
    expect((await members(`/api/vw_pedidos?CodPedido=${mine.cod}`, outra)).total).toBe(0);
    const csv = await t.call('GET', '/api/vw_pedidos.csv?raw=1', { token: outra, headers: { accept: 'text/csv' } });
    expect(csv.body).not.toMatch(new RegExp(`^${mine.cod},`, 'm'));
    expect((await t.call('GET', '/api/vw_pedidos')).statusCode).toBe(401);
  });
});
