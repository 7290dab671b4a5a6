import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;

type Row = Record<string, any>;
const members = (res: { json(): any }): Row[] => res.json()['hydra:member'];

const layout = { visible: { CodPedido: true, Cliente: true, VlFrete: false }, order: ['Cliente', 'CodPedido'], filters: { StatusPedido: ['A'] }, sort: { field: 'DtEmissao', direction: 'desc' }, pageSize: 50 };
const body = (over: Row = {}) => ({ NmLayout: 'Abertos por cliente', rota: '/pedidos', recurso: '/vw_pedidos', layout, ...over });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
});
afterAll(() => t.close());

describe('/listagem_layouts', () => {
  it('a private layout is seen by its owner only; shared, by every user of the company and no other company', async () => {
    const res = await t.call('POST', '/api/listagem_layouts', { token: admin, body: body() });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.layout).toEqual(layout);
    expect(created.compartilhado).toBe(false);
    const list = (token: string) => t.call('GET', '/api/listagem_layouts?rota=/pedidos&recurso=/vw_pedidos', { token }).then(members);
    expect((await list(admin)).map((r) => r.id)).toContain(created.id);
    expect((await list(seller)).map((r) => r.id)).not.toContain(created.id);

    const shared = await t.call('PUT', `/api/listagem_layouts/${created.id}`, { token: admin, body: { compartilhado: true, NmLayout: 'Abertos (equipe)' } });
    expect(shared.statusCode, shared.body).toBe(200);
    const seen = (await list(seller)).find((r) => r.id === created.id);
    expect(seen).toMatchObject({ NmLayout: 'Abertos (equipe)', compartilhado: true, layout });
    expect((await list(other)).map((r) => r.id)).not.toContain(created.id);
    expect((await t.call('GET', `/api/listagem_layouts/${created.id}`, { token: other })).statusCode).toBe(404);
  });

  it("only the owner renames, shares or deletes; another user's shared layout is read-only", async () => {
    const created = (await t.call('POST', '/api/listagem_layouts', { token: admin, body: body({ NmLayout: 'Só do admin', compartilhado: true }) })).json();
    expect((await t.call('PUT', `/api/listagem_layouts/${created.id}`, { token: seller, body: { NmLayout: 'Tomado' } })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/listagem_layouts/${created.id}`, { token: seller })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/listagem_layouts/${created.id}`, { token: admin })).statusCode).toBe(204);
  });

  it('422 on a bad layout or a repeated name for the same list, in pt-BR', async () => {
    const bad = await t.call('POST', '/api/listagem_layouts', { token: seller, body: body({ NmLayout: '', layout: { ...layout, pageSize: 7 } }) });
    expect(bad.statusCode).toBe(422);
    const paths = bad.json().violations.map((v: Row) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['NmLayout', 'layout.pageSize']));
    const first = await t.call('POST', '/api/listagem_layouts', { token: seller, body: body({ NmLayout: 'Meu' }) });
    expect(first.statusCode).toBe(201);
    const again = await t.call('POST', '/api/listagem_layouts', { token: seller, body: body({ NmLayout: 'meu' }) });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations[0].propertyPath).toBe('NmLayout');
    // The same name on another list is fine.
    expect((await t.call('POST', '/api/listagem_layouts', { token: seller, body: body({ NmLayout: 'Meu', rota: '/orcamentos' }) })).statusCode).toBe(201);
  });
});
