import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { productPageMeta } from '../src/modules/loja/index.ts';
import { withPageMeta } from '../src/platform/http/server.ts';

let t: TestApp;
let admin: string;
let other: string;
let main: number;

type Row = Record<string, any>;
const MAIN = { 'app-domain': 'localhost' };
const OTHER = { 'app-domain': 'outra.localhost' };
const PRODUCT_KEYS = ['CdChamada', 'CdSigla', 'DsProduto', 'IdFamiliaProduto', 'IdGrupoProduto', 'ImConteudo', 'NmFamiliaProduto', 'NmGrupoProduto', 'NmProduto', 'VlPreco', 'disponibilidade'];

const shop = (url: string, headers = MAIN) => t.call('GET', `/api/shop/${url}`, { headers });
const count = async (query: ReturnType<typeof sql>) => (await t.database.rows<{ n: number }>(query))[0].n;

const address = { cep: '13010-111', streetType: 'Rua', street: 'Barão de Jaguara', number: '1000', district: 'Centro', city: 'Campinas', uf: 'SP' };
const cliente = (over: Row = {}) => ({ name: 'Visitante da Loja Ltda', document: generateCnpj(), ie: '111222333', address, email: 'compras@visitante.com.br', phone: '(19) 99876-5432', ...over });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  main = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
});
afterAll(() => t.close());

describe('public shop: what a visitor sees', () => {
  it("lists the host company's published products with price and availability, and nothing else of them", async () => {
    const res = await shop('produtos?porPagina=48');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const published = await count(sql`select count(*)::int as n from loja_produtos where company_id = ${main} and st_publicado`);
    expect(page.total).toBe(published);
    expect(page.produtos.length).toBe(Math.min(48, published));
    for (const p of page.produtos) {
      expect(Object.keys(p).sort()).toEqual(PRODUCT_KEYS);
      expect(p.VlPreco).toMatch(/^\d+\.\d{2}$/);
      expect(['em_estoque', 'sob_encomenda']).toContain(p.disponibilidade);
      expect(p.ImConteudo).toMatch(/^\/api\/files\//);
    }
    // Nothing of costs, stock quantities or ids of the back office in the answer.
    expect(res.body).not.toMatch(/VlPrecoCusto|QtEstoque|QtReservada|IdProduto|company|CdEmpresa/);
    // Availability follows free stock, without saying how much.
    const [inStock] = await t.database.rows<{ code: string }>(sql`select p.cd_chamada as code from produtos p join loja_produtos l using (id_produto)
      where l.company_id = ${main} and l.st_publicado and exists (select 1 from estoque_saldos s where s.id_produto = p.id_produto and s.qt_estoque > s.qt_reservada) limit 1`);
    if (inStock) expect((await shop(`produtos/${encodeURIComponent(inStock.code)}`)).json().disponibilidade).toBe('em_estoque');
    const [noStock] = await t.database.rows<{ code: string }>(sql`select p.cd_chamada as code from produtos p join loja_produtos l using (id_produto)
      where l.company_id = ${main} and l.st_publicado and not exists (select 1 from estoque_saldos s where s.id_produto = p.id_produto and s.qt_estoque > s.qt_reservada) limit 1`);
    if (noStock) expect((await shop(`produtos/${encodeURIComponent(noStock.code)}`)).json().disponibilidade).toBe('sob_encomenda');
    expect(inStock ?? noStock).toBeTruthy();
  });

  it("another domain shows the other company's shop and theme, and never the first one's products", async () => {
    const res = await shop('produtos', OTHER);
    expect(res.json().produtos.map((p: Row) => p.CdChamada)).toEqual(['OUT-1', 'OUT-2']);
    expect(res.json().produtos.map((p: Row) => p.VlPreco)).toEqual(['19.90', '12.50']);
    const mainCode = (await shop('produtos?porPagina=1')).json().produtos[0].CdChamada;
    expect((await shop(`produtos/${encodeURIComponent(mainCode)}`, OTHER)).statusCode).toBe(404);
    expect((await shop(`produtos/OUT-1`)).statusCode).toBe(404);
    // Not published (OUT-3), not shown even to its own domain.
    expect((await shop('produtos/OUT-3', OTHER)).statusCode).toBe(404);
    expect((await shop('categorias', OTHER)).json()).toMatchObject({ familias: [{ nome: 'Revenda', produtos: 2 }], grupos: [{ nome: 'Diversos', produtos: 2 }] });
    const themeMain = (await t.call('GET', '/api/people/default-company', { headers: MAIN })).json();
    const themeOther = (await t.call('GET', '/api/people/default-company', { headers: OTHER })).json();
    expect(JSON.stringify(themeOther)).toContain('#c2255c');
    expect(JSON.stringify(themeMain)).not.toContain('#c2255c');
  });

  it('an unpublished product is out of the list, its page and the categories counts', async () => {
    const [hidden] = await t.database.rows<{ code: string }>(sql`select p.cd_chamada as code from produtos p join loja_produtos l using (id_produto) where l.company_id = ${main} and not l.st_publicado limit 1`);
    expect(hidden).toBeTruthy();
    expect((await shop(`produtos/${encodeURIComponent(hidden.code)}`)).statusCode).toBe(404);
    const all = (await shop('produtos?porPagina=48')).json();
    const codes = new Set<string>();
    for (let pagina = 1; pagina <= Math.ceil(all.total / 48); pagina++) for (const p of (await shop(`produtos?porPagina=48&pagina=${pagina}`)).json().produtos) codes.add(p.CdChamada);
    expect(codes.size).toBe(all.total);
    expect(codes.has(hidden.code)).toBe(false);
    const cats = (await shop('categorias')).json();
    expect(cats.familias.reduce((s: number, f: Row) => s + f.produtos, 0)).toBeLessThanOrEqual(all.total);
  });

  it('searches without accents or case, filters by family and group, and pages', async () => {
    const accented = (await shop('produtos?busca=LIMÃO&porPagina=48')).json();
    const plain = (await shop('produtos?busca=limao&porPagina=48')).json();
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.produtos.map((p: Row) => p.CdChamada)).toEqual(accented.produtos.map((p: Row) => p.CdChamada));
    for (const p of plain.produtos) expect(p.NmProduto.toLowerCase()).toContain('limão');

    const { familias, grupos } = (await shop('categorias')).json();
    const family = familias[0];
    const byFamily = (await shop(`produtos?familia=${family.id}&porPagina=48`)).json();
    expect(byFamily.total).toBe(family.produtos);
    for (const p of byFamily.produtos) expect(p.IdFamiliaProduto).toBe(family.id);
    const group = grupos[0];
    expect((await shop(`produtos?grupo=${group.id}`)).json().total).toBe(group.produtos);

    const one = (await shop('produtos?porPagina=5&pagina=1')).json();
    const two = (await shop('produtos?porPagina=5&pagina=2')).json();
    expect(one.produtos).toHaveLength(5);
    expect(two.pagina).toBe(2);
    const first = new Set(one.produtos.map((p: Row) => p.CdChamada));
    for (const p of two.produtos) expect(first.has(p.CdChamada)).toBe(false);
    expect((await shop('produtos?porPagina=500')).statusCode).toBe(400);
  });
});

describe('public shop: the cart becomes an open quote', () => {
  it('creates the client, an open quote at the public prices, and notifies the salespeople; the answer says only the number and total', async () => {
    const products = (await shop('produtos?porPagina=2')).json().produtos;
    const body = { cliente: cliente(), itens: [{ CdChamada: products[0].CdChamada, QtPedida: 2 }, { CdChamada: products[1].CdChamada, QtPedida: '1' }] };
    const notesBefore = await count(sql`select count(*)::int as n from notifications where company_id = ${main}`);
    const res = await t.call('POST', '/api/shop/pedidos', { body, headers: MAIN });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(Object.keys(answer).filter((k) => !k.startsWith('@')).sort()).toEqual(['CodPedido', 'VlTotal']);
    const expected = (Number(products[0].VlPreco) * 2 + Number(products[1].VlPreco)).toFixed(2);

    // In the back office: an open quote of the host's company for the new client, with the shop's prices; its total
    // carries what the invoice adds to them (the IPI of the demo's cleaning products), and the answer says that total.
    const quote = (await t.call('GET', `/api/pedido_vendas/${answer.CodPedido}`, { token: admin })).json();
    expect(quote).toMatchObject({ CdEmpresa: main, TpPedidoDeVenda: 'O', StatusPedido: 'A', Cliente: body.cliente.name, VlProdutos: expected });
    expect(answer.VlTotal).toBe((Number(expected) + Number(quote.VlImpostos)).toFixed(2));
    expect(quote.VlTotal).toBe(answer.VlTotal);
    const items = await t.database.rows<{ price: string; qty: string }>(sql`select vl_unitario as price, qt_pedida as qty from pedido_venda_items where cod_pedido = ${answer.CodPedido} order by nr_posicao`);
    expect(items).toEqual([
      { price: products[0].VlPreco, qty: '2.000' },
      { price: products[1].VlPreco, qty: '1.000' },
    ]);
    expect((await t.call('GET', `/api/pedido_vendas/${answer.CodPedido}`, { token: other })).statusCode).toBe(404);
    const notes = await t.database.rows<{ link: string }>(sql`select link from notifications where company_id = ${main} order by id desc`);
    expect(notes.length).toBeGreaterThan(notesBefore);
    expect(notes[0].link).toBe(`/orcamentos/orcamento_detalhes/${answer.CodPedido}`);

    // The same document again: the same client, no second person.
    const people = await count(sql`select count(*)::int as n from people where document = ${body.cliente.document}`);
    const again = await t.call('POST', '/api/shop/pedidos', { body: { ...body, cliente: { ...body.cliente, name: 'Outro nome qualquer' } }, headers: MAIN });
    expect(again.statusCode, again.body).toBe(201);
    expect(await count(sql`select count(*)::int as n from people where document = ${body.cliente.document}`)).toBe(people);
    const second = (await t.call('GET', `/api/pedido_vendas/${again.json().CodPedido}`, { token: admin })).json();
    expect(second.IdCliente).toBe(quote.IdCliente);
  });

  it("refuses another company's or an unpublished product, and a bad client, with violations and nothing written", async () => {
    const quotes = () => count(sql`select count(*)::int as n from pedido_venda`);
    const persons = () => count(sql`select count(*)::int as n from people`);
    const [q0, p0] = [await quotes(), await persons()];
    const mine = (await shop('produtos?porPagina=1')).json().produtos[0].CdChamada;
    const foreign = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente(), itens: [{ CdChamada: mine, QtPedida: 1 }, { CdChamada: 'OUT-1', QtPedida: 1 }] }, headers: MAIN });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().violations.map((v: Row) => v.propertyPath)).toEqual(['itens.1.CdChamada']);
    const unpublished = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente(), itens: [{ CdChamada: 'OUT-3', QtPedida: 1 }] }, headers: OTHER });
    expect(unpublished.json().violations.map((v: Row) => v.propertyPath)).toEqual(['itens.0.CdChamada']);
    const bad = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente({ document: '111.111.111-11', email: 'x@' }), itens: [] }, headers: MAIN });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations.map((v: Row) => v.propertyPath).sort()).toEqual(['cliente.document', 'cliente.email', 'itens']);
    expect(bad.json().violations.find((v: Row) => v.propertyPath === 'itens').message).toBe('Este campo é obrigatório');
    expect([await quotes(), await persons()]).toEqual([q0, p0]);
  });
});

describe('product page meta tags', () => {
  it("gives a published product's page its own title, description and picture, per domain, and nothing for others", async () => {
    const product = (await shop('produtos?porPagina=1')).json().produtos[0];
    const meta = await productPageMeta(t.database.db, 'localhost', `/catalogo/produtos/${encodeURIComponent(product.CdChamada)}`);
    expect(meta).toEqual({
      title: `${product.NmProduto} | Distribuidora Exemplo`,
      description: expect.stringContaining(product.DsProduto),
      image: product.ImConteudo,
    });
    expect(meta!.description).toMatch(/R\$\s?\d/);
    expect(await productPageMeta(t.database.db, 'outra.localhost', `/catalogo/produtos/${encodeURIComponent(product.CdChamada)}`)).toBeNull();
    expect(await productPageMeta(t.database.db, 'localhost', '/shop')).toBeNull();
    const html = withPageMeta(
      '<head>\n    <meta name="description" content="CRM" />\n    <title>Backoffice</title>\n</head>',
      { title: 'Sabão <"premium">', description: 'Rende & limpa', image: '/api/files/1' },
      'http://localhost:3000',
    );
    expect(html).toContain('<title>Sabão &lt;&quot;premium&quot;&gt;</title>');
    expect(html).toContain('<meta name="description" content="Rende &amp; limpa" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/api/files/1" />');
    expect(html).toContain('<meta property="og:title" content="Sabão &lt;&quot;premium&quot;&gt;" />');
  });
});
