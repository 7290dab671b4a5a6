import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { ensureClients, generateOrders } from '../src/seed/orders.ts';
import { PRICE_FORMATION } from '../src/modules/catalogo/produtos.resource.ts';

/**
 * A list keeps what a request's URL makes of it (its conditions, the estimate's statement, the page) for the next
 * request of the same URL (routes.ts, `shapes`). What it keeps is the same URL's only for the same companies and the
 * same fields granted: another user, or the same user after a change of grants, gets their own rows and filters.
 */

let t: TestApp;
let main: number;
let other: number;
let admin: string;
let otherAdmin: string;
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  otherAdmin = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  const companyOf = async (token: string) => Number((await t.call('GET', '/api/users/me', { token })).json().company);
  [main, other] = [await companyOf(admin), await companyOf(otherAdmin)];
  for (const company of [main, other]) {
    await ensureClients(t.database.db, company, 10);
    await generateOrders(t.database.db, { company, count: 40, batchSize: 40 });
  }
}, 120_000);
afterAll(() => t.close());

const list = async (url: string, token: string) => {
  const res = await t.call('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { 'hydra:totalItems': number; 'hydra:member': Record<string, unknown>[] };
};

/** The two companies' administrators with their company, one after the other. */
const eachCompany = () =>
  [
    [admin, main],
    [otherAdmin, other],
  ] as const;

const ordersOf = async (company: number) =>
  Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company}`))[0].n);

describe('the same list URL, asked by different users', () => {
  it("answers each user's company only, whoever asked it first", async () => {
    expect(other).not.toBe(main);
    const url = '/api/pedido_vendas?itemsPerPage=10&order[VlTotal]=desc';
    for (let round = 0; round < 2; round++) {
      for (const [token, company] of eachCompany()) {
        const body = await list(url, token);
        expect(body['hydra:member'].length).toBe(10);
        expect(new Set(body['hydra:member'].map((m) => m.CdEmpresa))).toEqual(new Set([company]));
        expect(body['hydra:totalItems']).toBe(await ordersOf(company));
      }
    }
  });
});

describe('the same list URL with a custom filter of the value alone (NmCliente), asked by different users', () => {
  it("answers each company's orders of the clients so named", async () => {
    const [named] = await t.database.rows<{ name: string }>(
      sql`select p.name from people p join pedido_venda o on o.id_cliente = p.id and o.cd_empresa = ${main} group by p.name order by count(*) desc limit 1`,
    );
    const part = named.name.split(' ')[0];
    const url = `/api/pedido_vendas?itemsPerPage=50&NmCliente=${encodeURIComponent(part)}`;
    const expected = async (company: number) =>
      Number(
        (
          await t.database.rows<{ n: number }>(
            sql`select count(*)::int as n from pedido_venda o join people p on p.id = o.id_cliente where o.cd_empresa = ${company} and search_text(p.name) like search_text(${`%${part}%`})`,
          )
        )[0].n,
      );
    expect(await expected(main)).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) {
      for (const [token, company] of eachCompany()) {
        const body = await list(url, token);
        expect(body['hydra:totalItems']).toBe(await expected(company));
        for (const m of body['hydra:member']) expect(m.CdEmpresa).toBe(company);
      }
    }
  });
});

describe('the same list URL, asked again after a change of grants', () => {
  it('applies a filter on a field granted apart once the grant is given, and ignores it again once taken', async () => {
    // The salesperson's profile does not grant the cost: the filter on it is ignored, as if not asked.
    const url = '/api/produtos?itemsPerPage=5&VlPrecoCusto[gt]=999999999';
    const all = (await list('/api/produtos?itemsPerPage=5', seller))['hydra:totalItems'];
    expect(all).toBeGreaterThan(0);
    expect((await list(url, seller))['hydra:totalItems']).toBe(all);

    const acoes = (await t.call('GET', '/api/acoes?pagination=false', { token: admin })).json()['hydra:member'];
    const rotas = (await t.call('GET', `/api/rotas?chave=${PRICE_FORMATION}`, { token: admin })).json()['hydra:member'];
    const readCost = acoes.find((a: { rota: number; acao: string }) => a.rota === rotas[0].id && a.acao === 'read');
    const profile = (await t.call('GET', '/api/regras?regra=Vendedor', { token: admin })).json()['hydra:member'][0];
    const grant = await t.call('POST', '/api/regra_acoes', { token: admin, body: { regra: profile.id, acao: readCost.id } });
    expect(grant.statusCode, grant.body).toBe(201);
    // Granted: the filter applies (no product costs that much), and the cost is answered.
    expect((await list(url, seller))['hydra:totalItems']).toBe(0);
    expect(Object.keys((await list('/api/produtos?itemsPerPage=5', seller))['hydra:member'][0])).toContain('VlPrecoCusto');

    expect((await t.call('DELETE', grant.json()['@id'], { token: admin })).statusCode).toBe(204);
    expect((await list(url, seller))['hydra:totalItems']).toBe(all);
    expect(Object.keys((await list('/api/produtos?itemsPerPage=5', seller))['hydra:member'][0])).not.toContain('VlPrecoCusto');
  });
});
