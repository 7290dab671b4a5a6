import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;

type Row = Record<string, any>;
const members = (res: { json(): any }): Row[] => res.json()['hydra:member'];

async function one<T = Row>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.database.rows<T>(query))[0];
}

async function newTag(body: Row, token = admin): Promise<Row> {
  const res = await t.call('POST', '/api/tags', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
});
afterAll(() => t.close());

describe('tags', () => {
  it('demo: etiquetas de produtos e de clientes, algumas já aplicadas', async () => {
    const list = members(await t.call('GET', '/api/tags?pagination=false', { token: admin }));
    expect(list.map((r) => r.NmTag)).toEqual(expect.arrayContaining(['Promoção', 'Lançamento', 'Cliente VIP', 'Inadimplente', 'Linha premium']));
    const forClients = members(await t.call('GET', '/api/tags?TpEntidades=cliente&pagination=false', { token: admin })).map((r) => r.NmTag);
    expect(forClients).toContain('Cliente VIP');
    expect(forClients).not.toContain('Promoção');
    const counts = await one<{ p: number; c: number }>(sql`select (select count(*)::int from produto_tags where company_id = ${company}) as p,
      (select count(*)::int from cliente_tags where company_id = ${company}) as c`);
    expect(counts.p).toBeGreaterThan(10);
    expect(counts.c).toBeGreaterThan(10);
  });

  it('valida cor, tipos de registro e nome repetido', async () => {
    const bad = await t.call('POST', '/api/tags', { token: admin, body: { NmTag: 'X', CdCor: 'vermelho', TpEntidades: [] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations.map((v: Row) => v.propertyPath).sort()).toEqual(['CdCor', 'TpEntidades']);
    const repeated = await t.call('POST', '/api/tags', { token: admin, body: { NmTag: 'promoção', CdCor: '#000000', TpEntidades: ['produto'] } });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().violations[0].propertyPath).toBe('NmTag');
  });

  it('etiqueta um produto e a lista de produtos filtra por ela (várias: qualquer uma), com as etiquetas nas linhas', async () => {
    const a = await newTag({ NmTag: 'Teste A', CdCor: '#123abc', TpEntidades: ['produto'] });
    const b = await newTag({ NmTag: 'Teste B', CdCor: '#FF0000', TpEntidades: ['produto', 'cliente'] });
    expect(a.CdCor).toBe('#123ABC');
    const [p1, p2] = members(await t.call('GET', '/api/produtos/lista?itemsPerPage=2', { token: admin }));
    expect((await t.call('PUT', `/api/produtos/${p1.IdProduto}/tags`, { token: admin, body: { tags: [a.IdTag] } })).statusCode).toBe(200);
    expect((await t.call('PUT', `/api/produtos/${p2.IdProduto}/tags`, { token: admin, body: { tags: [b.IdTag] } })).statusCode).toBe(200);

    const onlyA = members(await t.call('GET', `/api/produtos/lista?tags=${a.IdTag}`, { token: admin }));
    expect(onlyA.map((r) => r.IdProduto)).toEqual([p1.IdProduto]);
    expect(onlyA[0].tags).toEqual([{ IdTag: a.IdTag, NmTag: 'Teste A', CdCor: '#123ABC' }]);
    const any = members(await t.call('GET', `/api/produtos/lista?tags[]=${a.IdTag}&tags[]=${b.IdTag}`, { token: admin }));
    expect(any.map((r) => r.IdProduto).sort()).toEqual([p1.IdProduto, p2.IdProduto].sort());
    // The product's detail carries its tags too (the form's picker).
    const detail = (await t.call('GET', `/api/produtos/${p1.IdProduto}/detalhe`, { token: admin })).json();
    expect(detail.tags.map((x: Row) => x.IdTag)).toEqual([a.IdTag]);
    // Replacing: an empty list removes them.
    await t.call('PUT', `/api/produtos/${p1.IdProduto}/tags`, { token: admin, body: { tags: [] } });
    expect(members(await t.call('GET', `/api/produtos/lista?tags=${a.IdTag}`, { token: admin }))).toEqual([]);
  });

  it('recusa etiqueta que não se aplica ao tipo de registro ou de outra empresa', async () => {
    const clientOnly = await newTag({ NmTag: 'Só clientes', CdCor: '#00AA00', TpEntidades: ['cliente'] });
    const [p] = members(await t.call('GET', '/api/produtos/lista?itemsPerPage=1', { token: admin }));
    const res = await t.call('PUT', `/api/produtos/${p.IdProduto}/tags`, { token: admin, body: { tags: [clientOnly.IdTag] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'tags', message: 'A etiqueta Só clientes não se aplica a este tipo de registro' });
    const foreign = members(await t.call('GET', '/api/tags', { token: other }))[0];
    const res2 = await t.call('PUT', `/api/produtos/${p.IdProduto}/tags`, { token: admin, body: { tags: [foreign.IdTag] } });
    expect(res2.statusCode).toBe(422);
  });

  it('etiqueta um cliente e a lista de clientes filtra por ela', async () => {
    const tag = await newTag({ NmTag: 'Atacado', CdCor: '#0B7285', TpEntidades: ['cliente'] });
    const [c1, c2] = members(await t.call('GET', '/api/vw_clientes?itemsPerPage=2', { token: admin }));
    expect((await t.call('PUT', `/api/people/${c1.id}/tags`, { token: admin, body: { tags: [tag.IdTag] } })).statusCode).toBe(200);
    const list = members(await t.call('GET', `/api/vw_clientes?tags=${tag.IdTag}`, { token: admin }));
    expect(list.map((r) => r.id)).toEqual([c1.id]);
    expect(list[0].tags).toEqual([{ IdTag: tag.IdTag, NmTag: 'Atacado', CdCor: '#0B7285' }]);
    expect(list.map((r) => r.id)).not.toContain(c2.id);
    // The seller may tag clients (people:update) but not create tags.
    expect((await t.call('PUT', `/api/people/${c2.id}/tags`, { token: seller, body: { tags: [tag.IdTag] } })).statusCode).toBe(200);
  });

  it('outra empresa não vê as etiquetas nem filtra por elas', async () => {
    const mine = members(await t.call('GET', '/api/tags?pagination=false', { token: admin }));
    const theirs = members(await t.call('GET', '/api/tags?pagination=false', { token: other }));
    expect(theirs.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((r) => r.IdTag));
    expect(theirs.some((r) => mineIds.has(r.IdTag))).toBe(false);
    const vip = mine.find((r) => r.NmTag === 'Cliente VIP')!;
    expect((await t.call('GET', `/api/tags/${vip.IdTag}`, { token: other })).statusCode).toBe(404);
    expect(members(await t.call('GET', `/api/vw_clientes?tags=${vip.IdTag}`, { token: other }))).toEqual([]);
    const promo = mine.find((r) => r.NmTag === 'Promoção')!;
    expect(members(await t.call('GET', `/api/produtos/lista?tags=${promo.IdTag}`, { token: other }))).toEqual([]);
    const [p] = members(await t.call('GET', '/api/produtos/lista?itemsPerPage=1', { token: admin }));
    expect((await t.call('PUT', `/api/produtos/${p.IdProduto}/tags`, { token: other, body: { tags: [] } })).statusCode).toBe(404);
  });

  it('vendedor lê as etiquetas mas não cria, altera, apaga nem etiqueta produtos', async () => {
    expect((await t.call('GET', '/api/tags', { token: seller })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/tags', { token: seller, body: { NmTag: 'Nova', CdCor: '#000000', TpEntidades: ['produto'] } })).statusCode).toBe(403);
    const [tag] = members(await t.call('GET', '/api/tags', { token: seller }));
    expect((await t.call('PUT', `/api/tags/${tag.IdTag}`, { token: seller, body: { NmTag: 'Outra' } })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/tags/${tag.IdTag}`, { token: seller })).statusCode).toBe(403);
    const [p] = members(await t.call('GET', '/api/produtos/lista?itemsPerPage=1', { token: seller }));
    expect((await t.call('PUT', `/api/produtos/${p.IdProduto}/tags`, { token: seller, body: { tags: [] } })).statusCode).toBe(403);
  });
});
