/**
 * The change log keeps price formation for who may read it: a profile that reads the log but not `markup` (costs,
 * markups, margins) gets each row without the logged cost, markup or margin values, in the list, the item and the CSV;
 * who has `markup` reads them (`logRestrito`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let auditor: string;
let product: { IdProduto: number; '@id': string };
let markup: { IdMarkup: number; '@id': string; version: number };

const COST = '4321.9876';
const PROFIT = '17.35';
const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const logsOf = async (entity: string, id: number, token: string) => members(await t.call('GET', `/api/logs?NmEntidadeOrigem=${entity}&IdEntidadeOrigem=${id}&order[id]=desc`, { token }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // The seller's profile is given the change log's read, and only that.
  const acoes = (await t.call('GET', '/api/acoes?pagination=false', { token: admin })).json()['hydra:member'];
  const rota = (await t.call('GET', '/api/rotas?chave=logs', { token: admin })).json()['hydra:member'][0];
  const readLogs = acoes.find((a: { rota: number; acao: string }) => a.rota === rota.id && a.acao === 'read');
  const profile = (await t.call('GET', '/api/regras?regra=Vendedor', { token: admin })).json()['hydra:member'][0];
  expect((await t.call('POST', '/api/regra_acoes', { token: admin, body: { regra: profile.id, acao: readLogs.id } })).statusCode).toBe(201);
  auditor = await t.login(DEMO.seller.username, DEMO.seller.password);

  product = members(await t.call('GET', '/api/produtos?itemsPerPage=1&order[IdProduto]=asc', { token: admin }))[0] as typeof product;
  const changed = await t.call('PUT', product['@id'], { token: admin, body: { VlPrecoCusto: COST, NmProduto: 'Produto com custo novo' } });
  expect(changed.statusCode, changed.body).toBe(200);
  markup = members(await t.call('GET', '/api/markup?itemsPerPage=1', { token: admin }))[0] as typeof markup;
  const m = await t.call('PUT', markup['@id'], { token: admin, body: { PcLucro: PROFIT, version: markup.version } });
  expect(m.statusCode, m.body).toBe(200);
});
afterAll(() => t.close());

describe('the change log and price formation', () => {
  it('a reader without markup gets the product’s change without its cost; the rest of the change stays', async () => {
    const [row] = await logsOf('Produto', product.IdProduto, auditor);
    expect(row, 'the auditor reads the product’s log').toBeDefined();
    expect(row.log).toContain('Produto com custo novo');
    expect(JSON.stringify(row)).not.toContain('VlPrecoCusto');
    expect(JSON.stringify(row)).not.toContain(COST);
    const item = (await t.call('GET', `/api/logs/${row.id}`, { token: auditor })).json();
    expect(JSON.stringify(item)).not.toContain(COST);
    expect(item).not.toHaveProperty('logRestrito');
  });

  it('nor a markup’s percentages: the row says a markup changed, not to what', async () => {
    const [row] = await logsOf('Markup', markup.IdMarkup, auditor);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain('PcLucro');
    expect(JSON.stringify(row)).not.toContain(PROFIT);
  });

  it('nor in the CSV', async () => {
    const csv = await t.call('GET', `/api/logs.csv?IdEntidadeOrigem=${product.IdProduto}&NmEntidadeOrigem=Produto`, { token: auditor });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Produto com custo novo');
    expect(csv.body).not.toContain(COST);
    expect(csv.body).not.toContain('VlPrecoCusto');
  });

  it('who forms prices reads them all', async () => {
    const [row] = await logsOf('Produto', product.IdProduto, admin);
    expect(JSON.parse(row.logRestrito).changes.VlPrecoCusto.to).toBe(COST);
    // Only what was written is a change (the row before is whole, the values after are the ones set).
    expect(Object.keys(JSON.parse(row.log).changes).sort()).toEqual(['NmProduto', 'version']);
    expect(JSON.parse(row.log).changes.NmProduto.to).toBe('Produto com custo novo');
    const [m] = await logsOf('Markup', markup.IdMarkup, admin);
    expect(JSON.parse(m.logRestrito).changes.PcLucro.to).toBe(PROFIT);
    const csv = await t.call('GET', `/api/logs.csv?IdEntidadeOrigem=${product.IdProduto}&NmEntidadeOrigem=Produto`, { token: admin });
    expect(csv.body).toContain(COST);
  });
});
