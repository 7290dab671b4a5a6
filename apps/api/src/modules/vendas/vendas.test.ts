import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from '../../../test/helpers.ts';
import { clientName, countOrders, demoCompanyId, ensureClients, generateOrders, seedDemoOrders } from './vendas.seed.ts';

let t: TestApp;
let token: string;
let company: number;
let other: number;
/** Orders the demo seed may already have written, before the ones of this file. */
let seeded = { company: 0, other: 0 };

async function sqlCount(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda where ${where}`);
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  company = (await demoCompanyId(t.database.db))!;
  const [row] = await t.database.rows<{ id: number }>(sql`select id from people where document = ${DEMO.other.document} and id = company_id`);
  other = Number(row.id);
  seeded = { company: await countOrders(t.database.db, company), other: await countOrders(t.database.db, other) };
  await ensureClients(t.database.db, company, 20);
  await generateOrders(t.database.db, { company, count: 600, batchSize: 250 });
  await ensureClients(t.database.db, other, 5);
  await generateOrders(t.database.db, { company: other, count: 40 });
  token = await t.login();
});
afterAll(() => t.close());

describe('pedido_vendas (read model)', () => {
  it('gera pedidos de clientes com documento válido', async () => {
    expect(await countOrders(t.database.db, company)).toBe(seeded.company + 600);
    const [bad] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company} and (cliente is null or nr_documento is null or id_cliente is null)`,
    );
    expect(Number(bad.n)).toBe(0);
    expect(new Set(Array.from({ length: 500 }, (_, i) => clientName(i))).size).toBe(500);
  });

  it('lista os pedidos da empresa, mais recentes primeiro, paginados de 30 em 30', async () => {
    const res = await t.call('GET', '/api/pedido_vendas', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBe(seeded.company + 600);
    const members = body['hydra:member'];
    expect(members).toHaveLength(30);
    expect(members[0]['@id']).toBe(`/api/pedido_vendas/${members[0].CodPedido}`);
    expect(members[0]['@type']).toBe('PedidoVenda');
    expect(members[0]).toMatchObject({ CdEmpresa: company, VlTotal: expect.stringMatching(/^\d+\.\d{2}$/), VlPesoBruto: expect.stringMatching(/^\d+\.\d{3}$/) });
    const dates = members.map((m: { DtEmissao: string }) => Date.parse(m.DtEmissao));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // The second page continues the first without overlap.
    const page2 = (await t.call('GET', '/api/pedido_vendas?page=2', { token })).json()['hydra:member'];
    const ids = new Set(members.map((m: { CodPedido: number }) => m.CodPedido));
    expect(page2.some((m: { CodPedido: number }) => ids.has(m.CodPedido))).toBe(false);
    expect(Date.parse(page2[0].DtEmissao)).toBeLessThanOrEqual(dates[29]);
  });

  it('filtra por status, cliente (parte do nome), período e valor, como o SQL equivalente', async () => {
    const name = clientName(3); // e.g. "Mercado Rodrigues Ltda"
    const part = name.split(' ')[1].toLowerCase();
    const query =
      `/api/pedido_vendas?itemsPerPage=200&StatusPedido[]=T&StatusPedido[]=C&DtEmissao[after]=2000-01-01&Cliente=${encodeURIComponent(part)}` +
      '&VlTotal[gte]=100&order[VlTotal]=asc';
    const res = await t.call('GET', query, { token });
    expect(res.statusCode).toBe(200);
    const expected = await sqlCount(
      sql`cd_empresa = ${company} and status_pedido in ('T', 'C') and cliente ilike ${`%${part}%`} and vl_total >= 100`,
    );
    expect(expected).toBeGreaterThan(0);
    const body = res.json();
    expect(body['hydra:totalItems']).toBe(expected);
    for (const m of body['hydra:member']) {
      expect(['T', 'C']).toContain(m.StatusPedido);
      expect(m.Cliente.toLowerCase()).toContain(part);
    }
    const totals = body['hydra:member'].map((m: { VlTotal: string }) => Number(m.VlTotal));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it('busca o cliente sem acentos nem maiúsculas: "joao" acha "João", "ATACADAO" acha "Atacadão"', async () => {
    // Accented words of the clients' names in this company's orders (e.g. "Atacadão", "João", "Araújo").
    const names = await t.database.rows<{ cliente: string }>(
      sql`select distinct cliente from pedido_venda where cd_empresa = ${company} and cliente ~ '[À-ÿ]' order by cliente limit 3`,
    );
    expect(names.length).toBeGreaterThan(0);
    for (const [i, { cliente }] of names.entries()) {
      const written = cliente.split(' ').find((w) => /[À-ÿ]/.test(w))!;
      const plain = written.normalize('NFD').replace(/\p{M}/gu, '');
      const typed = i % 2 ? plain.toUpperCase() : plain.toLowerCase();
      const expected = await sqlCount(sql`cd_empresa = ${company} and cliente like ${`%${written}%`}`);
      const body = (await t.call('GET', `/api/pedido_vendas?itemsPerPage=200&Cliente=${encodeURIComponent(typed)}`, { token })).json();
      expect(body['hydra:totalItems'], typed).toBe(expected);
      for (const m of body['hydra:member']) expect(m.Cliente).toContain(written);
      // The search copy stays inside the database.
      expect(body['hydra:member'][0]).not.toHaveProperty('ClienteBusca');
    }
    // LIKE's own wildcards typed by the user are plain characters.
    expect((await t.call('GET', '/api/pedido_vendas?Cliente=%25', { token })).json()['hydra:totalItems']).toBe(0);
  });

  it('acha o pedido pelo número e pelo documento do cliente, com ou sem máscara', async () => {
    const [first] = await t.database.rows<{ cod: number; doc: string }>(
      sql`select cod_pedido as cod, nr_documento as doc from pedido_venda where cd_empresa = ${company} and length(nr_documento) = 14 limit 1`,
    );
    const byId = (await t.call('GET', `/api/pedido_vendas?CodPedido=${first.cod}`, { token })).json();
    expect(byId['hydra:totalItems']).toBe(1);
    const masked = `${first.doc.slice(0, 2)}.${first.doc.slice(2, 5)}.${first.doc.slice(5, 8)}/${first.doc.slice(8, 12)}-${first.doc.slice(12)}`;
    const byDoc = (await t.call('GET', `/api/pedido_vendas?NrDocumento=${encodeURIComponent(masked)}`, { token })).json();
    expect(byDoc['hydra:totalItems']).toBe(await sqlCount(sql`cd_empresa = ${company} and nr_documento = ${first.doc}`));
    const item = await t.call('GET', `/api/pedido_vendas/${first.cod}`, { token });
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({ '@id': `/api/pedido_vendas/${first.cod}`, CodPedido: first.cod, NrDocumento: first.doc });
  });

  it('não mostra pedidos de outra empresa', async () => {
    const outra = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    const list = (await t.call('GET', '/api/pedido_vendas?itemsPerPage=200', { token: outra })).json();
    expect(list['hydra:totalItems']).toBe(seeded.other + 40);
    expect(list['hydra:member'].every((m: { CdEmpresa: number }) => m.CdEmpresa === other)).toBe(true);
    const [mine] = await t.database.rows<{ cod: number }>(sql`select cod_pedido as cod from pedido_venda where cd_empresa = ${company} limit 1`);
    expect((await t.call('GET', `/api/pedido_vendas/${mine.cod}`, { token: outra })).statusCode).toBe(404);
  });

  it('exporta CSV com os mesmos filtros da lista', async () => {
    const res = await t.call('GET', '/api/pedido_vendas.csv?raw=1&StatusPedido=A', { token, headers: { accept: 'text/csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['CodPedido', 'Cliente', 'StatusPedido', 'VlTotal']));
    expect(lines.length - 1).toBe(await sqlCount(sql`cd_empresa = ${company} and status_pedido = 'A'`));
    // The same text on both drivers: instants and dates as PostgreSQL writes them, exact decimals.
    const header = lines[0].replace(/^\uFEFF/, '').split(',');
    const row = Object.fromEntries(lines[1].split(',').map((v, i) => [header[i], v]));
    const item = (await t.call('GET', `/api/pedido_vendas/${row.CodPedido}`, { token })).json();
    expect(row.DtEmissao).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}/);
    expect(Date.parse(row.DtEmissao.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))).toBe(Date.parse(item.DtEmissao));
    expect(row.DtEntrega).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.VlPesoBruto).toBe(item.VlPesoBruto);
    expect(row.VlTotal).toMatch(/^\d+\.\d{2}$/);
    expect(row.StatusPedido).toBe('A');
  });

  it('gera pedidos de demonstração dentro da transação do seed', async () => {
    const before = await countOrders(t.database.db, other);
    await t.database.db.transaction((tx) => seedDemoOrders(tx, other, 10, 3));
    expect(await countOrders(t.database.db, other)).toBe(before + 10);
  });

  it('é somente leitura por enquanto', async () => {
    const res = await t.call('POST', '/api/pedido_vendas', { token, body: { Cliente: 'X' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await countOrders(t.database.db, company)).toBe(seeded.company + 600);
  });
});
