import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { resources as declaredResources } from '../src/modules/index.ts';
import type { Reference } from '../src/platform/resources/references.ts';
import { operations } from '../src/modules/index.ts';
import { logs } from '../src/platform/audit/logs.table.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { multipart } from './fiscal-helpers.ts';

/**
 * Generated from the declarations, as the tenancy test is: every resource field and every operation body path that
 * declares a reference gets, from an administrator of the first demo company, an id of the other demo company and an
 * id that exists nowhere. Both must answer 422 with 'Registro não encontrado' on that field and write nothing (no
 * audit row: every write leaves one in its transaction). A new declaration is tested without a new test; an operation
 * needs a valid body to start from (BODIES below: the test fails until it has one).
 */
let t: TestApp;
let admin: string;
let companyA: number;
let companyB: number;

type Sample = { url: string; body: Record<string, unknown> };
const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const first = async (url: string) => members(await t.call('GET', url, { token: admin }))[0];

/** An open quote of the first company (created for the test) and one of its items. */
let quote: { CodPedido: number; item: number; product: number; client: number };

/** A valid body (and address) of each operation that declares references, in the first company. */
const BODIES: Record<string, () => Promise<Sample>> = {
  'POST /comissao/conferencia': async () => ({ url: '/api/comissao/conferencia', body: { IdRepresentante: await adminUserId(), DtInicio: '2026-01-01', DtFim: '2026-01-31' } }),
  'POST /pedido_vendas/novo': async () => ({ url: '/api/pedido_vendas/novo', body: { IdCliente: quote.client } }),
  'PUT /pedido_vendas/:id/atualiza': async () => ({ url: `/api/pedido_vendas/${quote.CodPedido}/atualiza`, body: {} }),
  'POST /pedido_venda_items': async () => ({ url: '/api/pedido_venda_items', body: { CodPedido: quote.CodPedido, IdProduto: quote.product, QtPedida: '1' } }),
  'PUT /pedido_venda_items/:id': async () => ({ url: `/api/pedido_venda_items/${quote.item}`, body: {} }),
  'POST /produtos': async () => ({
    url: '/api/produtos',
    body: { CdChamada: 'REF-TESTE', NmProduto: 'Produto do teste de referências', TpProduto: 'A', IdTipoMedida: (await first('/api/tipo_medidas?itemsPerPage=1')).IdTipoMedida, NrDiasValidade: 0 },
  }),
  'PUT /produtos/:id': async () => ({ url: `/api/produtos/${quote.product}`, body: {} }),
  'PUT /produtos_adicional/:id': async () => ({ url: `/api/produtos_adicional/${quote.product}`, body: {} }),
  'POST /lote-estoque-produto': async () => ({ url: '/api/lote-estoque-produto', body: { IdProduto: quote.product, CdLote: 'REF-LOTE-1', DtFabricacao: '2026-01-01' } }),
  'POST /estoque_movimentos': async () => ({
    url: '/api/estoque_movimentos',
    body: { TpMovimento: 'E', IdProduto: quote.product, IdSetor: (await first('/api/setors?itemsPerPage=1')).IdSetor, QtMovimento: '1' },
  }),
  'POST /ordem_producao_pcp': async () => ({ url: '/api/ordem_producao_pcp', body: { IdProduto: quote.product, QtSolicitada: '1', DtEntrega: '2026-12-01' } }),
  'POST /xmls/:id/receber': async () => {
    // A supplier's invoice to the first company (the receiving test's fixture), both items matched to the quote's product.
    const upload = multipart([{ name: 'fornecedor.xml', bytes: fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/nfe-fornecedor-rastro.xml')) }]);
    const imported = await t.app.inject({ method: 'POST', url: '/api/xmls/importar', headers: { ...upload.headers, 'api-token': admin }, payload: upload.payload });
    return {
      url: `/api/xmls/${imported.json().results[0].IdXml}/receber`,
      body: { itens: [{ NrItem: 1, IdProduto: quote.product, QtFator: '1' }, { NrItem: 2, IdProduto: quote.product, QtFator: '12' }], IdSetor: (await first('/api/setors?itemsPerPage=1')).IdSetor },
    };
  },
  'POST /cotacoes_compra': async () => ({
    url: '/api/cotacoes_compra',
    body: { NmCotacao: 'Cotação do teste de referências', IdCompras: [], itens: [{ IdProduto: quote.product, QtCotada: '1' }], fornecedores: [{ IdFornecedor: quote.client }] },
  }),
  'POST /cotacao_compra_itens': async () => ({ url: '/api/cotacao_compra_itens', body: { IdCotacaoCompra: (await first('/api/cotacoes_compra?StCotacao=A&itemsPerPage=1')).IdCotacaoCompra, IdProduto: quote.product, QtCotada: '1' } }),
  'POST /cotacao_compra_fornecedores': async () => {
    // A quotation of its own: the supplier is not in it yet.
    const made = await t.call('POST', '/api/cotacoes_compra', { token: admin, body: { NmCotacao: 'Cotação sem fornecedores' } });
    return { url: '/api/cotacao_compra_fornecedores', body: { IdCotacaoCompra: made.json().IdCotacaoCompra, IdFornecedor: quote.client } };
  },
  'POST /pedidos_compra': async () => ({ url: '/api/pedidos_compra', body: { IdFornecedor: quote.client, itens: [{ IdProduto: quote.product, QtFornecedor: '1', VlUnitario: '1' }] } }),
  'PUT /pedidos_compra/:id': async () => ({ url: `/api/pedidos_compra/${(await first('/api/pedidos_compra?StPedido=A&itemsPerPage=1')).IdPedidoCompra}`, body: {} }),
  'POST /pedido_compra_items': async () => ({
    url: '/api/pedido_compra_items',
    body: { IdPedidoCompra: (await first('/api/pedidos_compra?StPedido=A&itemsPerPage=1')).IdPedidoCompra, IdProduto: quote.product, QtFornecedor: '1', VlUnitario: '1' },
  }),
  'PUT /pedido_compra_items/:id': async () => {
    const order = (await first('/api/pedidos_compra?StPedido=A&VlTotal[gt]=0&itemsPerPage=1')).IdPedidoCompra;
    return { url: `/api/pedido_compra_items/${(await first(`/api/pedido_compra_items?IdPedidoCompra=${order}&itemsPerPage=1`)).IdPedidoCompraItem}`, body: {} };
  },
  'POST /apagar': async () => ({ url: '/api/apagar', body: { IdFornecedor: quote.client, NrTitulo: 'REF-1', NmTitulo: 'Título do teste', DtEmissao: '2026-01-02', DtVencimento: '2026-02-02', VlTitulo: '10.00' } }),
};

async function adminUserId(): Promise<number> {
  return (await t.call('GET', '/api/users/me', { token: admin })).json().id;
}

/** One id of the referenced table in `company` (the other demo company must have one: add it to the demo seed). */
async function idIn(ref: Reference, company: number): Promise<number | string | undefined> {
  const rows = await t.database.db
    .select({ id: ref.id })
    .from(ref.id.table as PgTable)
    .where(ref.inCompany(company))
    .limit(1);
  return rows[0]?.id as number | string | undefined;
}

/** An id no row of the referenced table has, in any company. */
async function unknownId(ref: Reference): Promise<number> {
  const [row] = await t.database.rows<{ n: number }>(sql`select coalesce(max(${ref.id}), 0)::int + 100000 as n from ${ref.id.table as PgTable}`);
  return row.n;
}

async function auditRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(logs).where(eq(logs.company, companyA));
  return row.n;
}

/** `path` with `*` made the first element, and `value` set there. */
function withValue(body: Record<string, unknown>, path: string, value: unknown): { body: Record<string, unknown>; at: string } {
  const parts = path.split('.').map((p) => (p === '*' ? '0' : p));
  const copy = structuredClone(body);
  let node: any = copy;
  for (const [i, p] of parts.slice(0, -1).entries()) {
    node[p] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    node = node[p];
  }
  node[parts.at(-1)!] = value;
  return { body: copy, at: parts.join('.') };
}

async function expectRefused(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, at: string, what: string) {
  const before = await auditRows();
  const res = await t.call(method, url, { token: admin, body, headers: { 'accept-language': 'pt-BR' } });
  expect(res.statusCode, `${what}: ${method} ${url} ${JSON.stringify(body)} → ${res.body}`).toBe(422);
  expect(res.json().violations, what).toContainEqual({ propertyPath: at, message: 'Registro não encontrado' });
  expect(await auditRows(), `${what} wrote something`).toBe(before);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  companyA = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  companyB = (await t.call('GET', '/api/users/me', { token: other })).json().company;
  const client = (await first('/api/vw_clientes?itemsPerPage=1')).id;
  const created = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: client } });
  expect(created.statusCode, created.body).toBe(201);
  const product = (await first('/api/produtos?StAtivo=true&itemsPerPage=1')).IdProduto;
  const added = await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: created.json().CodPedido, IdProduto: product, QtPedida: '1' } });
  expect(added.statusCode, added.body).toBe(201);
  const items = members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${created.json().CodPedido}`, { token: admin }));
  quote = { CodPedido: created.json().CodPedido, item: items[0].IdPedidoVendaItem, product, client };
});
afterAll(() => t.close());

describe('every id in a body is checked inside the company', () => {
  const declaring = declaredResources.filter((r) => Object.keys(r.references).length > 0);
  const operationsDeclaring = operations.filter((op) => op.references && Object.keys(op.references).length > 0);

  it('has declarations to check, and a starting body for every operation that declares references', () => {
    expect(declaring.length).toBeGreaterThan(5);
    expect(operationsDeclaring.length).toBeGreaterThan(3);
    for (const op of operationsDeclaring) expect(BODIES[`${op.method} ${op.path}`], `add a valid body of ${op.method} ${op.path} to BODIES`).toBeDefined();
  });

  for (const resource of declaring) {
    it(`${resource.path}: another company's id and an unknown id answer 422 on the field, and nothing changes`, async () => {
      expect(resource.operations, `${resource.path} declares references but cannot be updated: give it a sample`).toContain('update');
      const row = await first(`/api${resource.path}?itemsPerPage=1`);
      expect(row, `${resource.path} has no demo rows for ${DEMO.company.name}`).toBeDefined();
      for (const [field, ref] of Object.entries(resource.references)) {
        const foreign = await idIn(ref, companyB);
        expect(foreign, `${DEMO.other.name} has no ${ref.name}: add one to the demo seed`).toBeDefined();
        for (const [what, id] of [['another company', foreign], ['unknown', await unknownId(ref)]] as const) {
          await expectRefused('PUT', row['@id'], { [field]: id }, field, `${resource.path}.${field} (${what})`);
        }
        const again = (await t.call('GET', row['@id'], { token: admin })).json();
        expect(again[field], `${resource.path}.${field} changed`).toEqual(row[field]);
      }
    });
  }

  for (const op of operationsDeclaring) {
    it(`${op.method} ${op.path}: another company's id and an unknown id answer 422 on the field, and nothing is written`, async () => {
      const sample = await BODIES[`${op.method} ${op.path}`]();
      for (const [path, ref] of Object.entries(op.references!)) {
        const foreign = await idIn(ref, companyB);
        expect(foreign, `${DEMO.other.name} has no ${ref.name}: add one to the demo seed`).toBeDefined();
        for (const [what, id] of [['another company', foreign], ['unknown', await unknownId(ref)]] as const) {
          const { body, at } = withValue(sample.body, path, id);
          await expectRefused(op.method as 'POST' | 'PUT', sample.url, body, at, `${op.path} ${path} (${what})`);
        }
      }
      // The starting body is valid: the refusals above were the references', not the body's.
      const res = await t.call(op.method, sample.url, { token: admin, body: sample.body });
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
  }
});
