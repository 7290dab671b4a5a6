import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj } from '@backoffice/domain';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { hashPassword } from '../src/platform/auth/password.ts';

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
  // The shop's orders are limited per address (SIGNUP_RATE_LIMIT an hour); these tests send more than the default.
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '100' } });
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
    const tooMany = await shop('produtos?porPagina=500');
    expect(tooMany.statusCode).toBe(422);
    // The bound said in the user's words (pt-BR by default), not "text too long".
    expect(tooMany.json().violations).toEqual([{ propertyPath: 'porPagina', message: expect.stringMatching(/^Número grande demais: o máximo é \d+$/) }]);
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

    // The same document again, not signed in as that client: not attached to it (anyone could type a known
    // document) but to a new contact without the document, awaiting a salesperson's review.
    const holders = await count(sql`select count(*)::int as n from people where document = ${body.cliente.document}`);
    const again = await t.call('POST', '/api/shop/pedidos', { body: { ...body, cliente: { ...body.cliente, name: 'Outro nome qualquer' } }, headers: MAIN });
    expect(again.statusCode, again.body).toBe(201);
    expect(await count(sql`select count(*)::int as n from people where document = ${body.cliente.document}`)).toBe(holders);
    const second = (await t.call('GET', `/api/pedido_vendas/${again.json().CodPedido}`, { token: admin })).json();
    expect(second.IdCliente).not.toBe(quote.IdCliente);
    expect(second.Cliente).toBe('Outro nome qualquer');
    expect(second.DsObservacao).toContain('aguardando revisão');
    const [contact] = await t.database.rows<{ document: string | null; note: string; company: number }>(sql`select document, note, company_id as company from people where id = ${second.IdCliente}`);
    expect(contact).toMatchObject({ document: null, company: main });
    expect(contact.note).toContain(body.cliente.name);
    const [note] = await t.database.rows<{ title: string }>(sql`select title from notifications where company_id = ${main} order by id desc limit 1`);
    expect(note.title).toContain('contato a revisar');
  });

  it('attaches the order to an existing client when it comes signed in as that client', async () => {
    const [known] = await t.database.rows<{ id: number; document: string }>(
      sql`select p.id, p.document from people p join people_links l on l.people_id = p.id and l.link_type = 'client' and l.company_id = ${main} where p.document is not null order by p.id limit 1`,
    );
    await t.database.db.execute(sql`insert into users (people_id, username, password_hash, roles) values (${known.id}, 'cliente.loja', ${await hashPassword('cliente1234')}, ${JSON.stringify(['ROLE_CLIENT'])})`);
    // A client without a representative: the order is for the salespeople, none of them in particular.
    await t.database.db.execute(sql`update people set sales_rep_id = null where id = ${known.id}`);
    const token = await t.login('cliente.loja', 'cliente1234');
    const products = (await shop('produtos?porPagina=1')).json().produtos;
    const res = await t.call('POST', '/api/shop/pedidos', { token, body: { cliente: cliente({ document: known.document, name: 'Quem for' }), itens: [{ CdChamada: products[0].CdChamada, QtPedida: 1 }] }, headers: MAIN });
    expect(res.statusCode, res.body).toBe(201);
    const quote = (await t.call('GET', `/api/pedido_vendas/${res.json().CodPedido}`, { token: admin })).json();
    expect(quote.IdCliente).toBe(known.id);
    // The representative is the shop's rule (the client's, or the one salesperson), never the signed-in buyer.
    const [buyer] = await t.database.rows<{ id: number }>(sql`select id from users where username = 'cliente.loja'`);
    expect(quote.IdRepresentante).not.toBe(buyer.id);
  });

  it("a document the company holds for someone not a client (a supplier) is not refused (which would tell whom the company deals with): the order goes to a contact to review", async () => {
    const document = generateCnpj();
    const [supplier] = await t.database.rows<{ id: number }>(sql`insert into people (name, people_type, document, company_id) values ('Fornecedor da Empresa Ltda', 'J', ${document}, ${main}) returning id`);
    await t.database.db.execute(sql`insert into people_links (company_id, people_id, link_type) values (${main}, ${supplier.id}, 'supplier')`);
    const [p] = (await shop('produtos?porPagina=1')).json().produtos;
    const res = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente({ document, name: 'Quem digitou' }), itens: [{ CdChamada: p.CdChamada, QtPedida: 1 }] }, headers: MAIN });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('Fornecedor da Empresa');
    const quote = (await t.call('GET', `/api/pedido_vendas/${res.json().CodPedido}`, { token: admin })).json();
    expect(quote.IdCliente).not.toBe(supplier.id);
    expect(quote.DsObservacao).toContain('aguardando revisão');
    expect(await count(sql`select count(*)::int as n from people where document = ${document}`)).toBe(1);
  });

  it('two orders at once for the same new document both go through: one creates the client, the other a contact to review', async () => {
    const [p] = (await shop('produtos?porPagina=1')).json().produtos;
    const body = { cliente: cliente(), itens: [{ CdChamada: p.CdChamada, QtPedida: 1 }] };
    const answers = await Promise.all([0, 1].map(() => t.call('POST', '/api/shop/pedidos', { body, headers: MAIN })));
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual([201, 201]);
    expect(await count(sql`select count(*)::int as n from people where document = ${body.cliente.document}`)).toBe(1);
  });

  it('bounds the quantity of a product in the whole cart: the same product on many lines is counted once', async () => {
    const quotes = () => count(sql`select count(*)::int as n from pedido_venda`);
    const q0 = await quotes();
    const [p] = (await shop('produtos?porPagina=1')).json().produtos;
    const itens = Array.from({ length: 3 }, () => ({ CdChamada: p.CdChamada, QtPedida: 9999 }));
    const res = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente(), itens }, headers: MAIN });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations.map((v: Row) => v.propertyPath)).toEqual(['itens.1.QtPedida', 'itens.2.QtPedida']);
    expect(await quotes()).toBe(q0);
  });

  it('bounds the quantity by the unit: 1e9 of a product is refused on its line, and nothing is written', async () => {
    const quotes = () => count(sql`select count(*)::int as n from pedido_venda`);
    const q0 = await quotes();
    const [p] = (await shop('produtos?porPagina=1')).json().produtos;
    for (const QtPedida of ['1e9', '10000', 10000.5]) {
      const res = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente(), itens: [{ CdChamada: p.CdChamada, QtPedida }] }, headers: MAIN });
      expect(res.statusCode, String(QtPedida)).toBe(422);
      expect(res.json().violations.map((v: Row) => v.propertyPath)).toEqual(['itens.0.QtPedida']);
    }
    const res = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente(), itens: [{ CdChamada: p.CdChamada, QtPedida: '1e9' }] }, headers: MAIN });
    expect(res.json().violations[0].message).toBe('Número grande demais: o máximo é 9.999,999');
    expect(await quotes()).toBe(q0);
  });

  it('a public price below the least a salesperson may give refuses the line without naming that least price', async () => {
    // The least price is the markup's suggested price less the discount limit: price formation, for the back office.
    const [p] = await t.database.rows<{ id: number; code: string; price: string; least: string }>(
      sql`select l.id_loja_produto as id, p.cd_chamada as code, l.vl_preco as price, round(v.vl_preco_sugerido * 0.9, 2)::text as least
          from loja_produtos l join produtos p on p.id_produto = l.id_produto join view_produto_precos v on v.id_produto = p.id_produto
          where l.company_id = ${main} and l.st_publicado and v.vl_preco_sugerido > 2 order by p.cd_chamada limit 1`,
    );
    const repriced = await t.call('PUT', `/api/loja_produtos/${p.id}`, { token: admin, body: { VlPreco: '0.50' } });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const quotes = () => count(sql`select count(*)::int as n from pedido_venda`);
    const q0 = await quotes();
    const res = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente(), itens: [{ CdChamada: p.code, QtPedida: 1 }] }, headers: MAIN });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'itens.0.CdChamada', message: 'Produto indisponível na loja no momento' }]);
    expect(res.body).not.toContain(p.least.replace('.', ','));
    expect(res.body).not.toMatch(/VlUnitario|mínimo/);
    expect(await quotes()).toBe(q0);
    await t.call('PUT', `/api/loja_produtos/${p.id}`, { token: admin, body: { VlPreco: p.price } });
  });

  it('an unknown host has no shop: 404 on the calls and the pages, and no order taken', async () => {
    const UNKNOWN = { 'app-domain': 'loja-desconhecida.example' };
    expect((await shop('produtos', UNKNOWN)).statusCode).toBe(404);
    expect((await shop('categorias', UNKNOWN)).statusCode).toBe(404);
    const [p] = (await shop('produtos?porPagina=1')).json().produtos;
    const quotes = await count(sql`select count(*)::int as n from pedido_venda`);
    const res = await t.call('POST', '/api/shop/pedidos', { body: { cliente: cliente(), itens: [{ CdChamada: p.CdChamada, QtPedida: 1 }] }, headers: UNKNOWN });
    expect(res.statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from pedido_venda`)).toBe(quotes);
    const page = await t.app.inject({ method: 'GET', url: '/shop', headers: { host: 'loja-desconhecida.example:3000' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(DEMO.company.alias);
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

describe('the public pages, written whole by the server', () => {
  // As a browser asks: by its host name (the company), without a token, accepting compressed answers.
  const page = (url: string, host = 'localhost', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: `${host}:3000`, ...headers } });
  const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');

  it("shows the host company's published products with prices, availability and pictures in the first answer, and nothing of the other company", async () => {
    const res = await page('/shop');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    const first = (await shop('produtos')).json();
    for (const p of first.produtos) {
      expect(html).toContain(`href="/catalogo/produtos/${encodeURIComponent(p.CdChamada)}"`);
      expect(html).toContain(`data-price="${p.VlPreco}"`);
    }
    expect(html.match(/data-testid="shop-product"/g)).toHaveLength(first.produtos.length);
    expect(html).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}<small> \/ \w+/);
    expect(html).toMatch(/class="badge (ok|order)">(Em estoque|Sob encomenda)</);
    // Pictures: their small copy, sized, the first row at once and the rest when scrolled to.
    const images = [...html.matchAll(/<img src="(\/api\/files\/[^"]+)" alt="" width="128" height="128" loading="(\w+)"/g)];
    expect(images.length).toBe(first.produtos.filter((p: Row) => p.ImConteudo).length);
    expect(images.every(([, src]) => src.endsWith('/miniatura'))).toBe(true);
    expect(images.slice(0, 4).map((m) => m[2])).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(images.slice(4).every((m) => m[2] === 'lazy')).toBe(true);
    // The styles are in the page; no script of the back office, no cost, no quantity, no other company.
    expect(html).toMatch(/<style>:root\{--brand:#[0-9a-f]{6};/i);
    expect(html).not.toMatch(/VlPrecoCusto|QtEstoque|api-token|OUT-1|Caixa organizadora/);
    expect(html).toContain(`data-testid="shop-total">${first.total} produtos<`);
    // Pages link to each other; the family chips filter.
    expect(html).toContain('href="/shop?pagina=2"');
    const other = await page('/shop', 'outra.localhost');
    expect(other.body.match(/data-testid="shop-product"/g)).toHaveLength(2);
    expect(other.body).toContain('Caixa organizadora');
    expect(other.body).toContain('--brand:#c2255c');
    // The theme's page background too (each company's own).
    expect(other.body).toContain('--page-bg:#fff0f6');
    expect(html).toContain('--page-bg:#f1f3f5');
    expect(other.body).not.toContain(first.produtos[0].CdChamada);
  });

  it('is compressed for the browsers that accept it and speaks the visitor language', async () => {
    const plain = await page('/shop');
    const br = await page('/shop', 'localhost', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const english = await page('/shop', 'localhost', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en-US">');
    expect(english.body).toContain('aria-label="Add to cart"');
    const spanish = await page('/shop?lang=es');
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.headers['set-cookie']).toContain('shop_lang=es');
    expect((await page('/shop', 'localhost', { cookie: 'shop_lang=es' })).body).toContain('Nuestros productos');
  });

  it("searches without accents, filters by family and group, and answers 404 for a group or product it does not have", async () => {
    const search = (await page('/shop?busca=limao')).body;
    expect(search).toContain('<h1>Resultados para &quot;limao&quot;</h1>');
    expect(search).toContain('value="limao"');
    const names = [...search.matchAll(/<h2 class="name"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('limão');
    expect((await page('/shop?busca=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body).not.toContain('<script>alert');

    const { familias, grupos } = (await shop('categorias')).json();
    const family = (await page(`/shop?familia=${familias[0].id}`)).body;
    expect(family).toContain(`data-testid="shop-total">${familias[0].produtos} produto`);
    expect(family).toMatch(new RegExp(`href="/shop\\?familia=${familias[0].id}" aria-current="page"`));
    const group = await page(`/shop/grupo-produto/${grupos[0].id}`);
    expect(group.body).toContain(`<h1>${grupos[0].nome}</h1>`);
    const categories = (await page('/shop/categorias')).body;
    for (const g of grupos) expect(categories).toContain(`href="/shop/grupo-produto/${g.id}"`);
    const otherGroup = (await shop('categorias', OTHER)).json().grupos[0].id;
    expect((await page(`/shop/grupo-produto/${otherGroup}`)).statusCode).toBe(404);
    expect((await page('/catalogo/produtos/OUT-1')).statusCode).toBe(404);
    expect((await page('/catalogo/produtos/OUT-3', 'outra.localhost')).statusCode).toBe(404);
  });

  it("gives a product page its own title, description, picture and canonical address on the company's own domain", async () => {
    const product = (await shop('produtos?porPagina=1')).json().produtos[0];
    const path = `/catalogo/produtos/${encodeURIComponent(product.CdChamada)}`;
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = `${product.NmProduto} | Distribuidora Exemplo`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(attr(html, /<meta property="og:title" content="([^"]*)">/)).toBe(title);
    expect(attr(html, /<meta name="description" content="([^"]*)">/)).toMatch(new RegExp(`^${product.DsProduto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — R\\$ \\d+,\\d{2} \\((em estoque|sob encomenda)\\)$`));
    expect(attr(html, /<meta property="og:type" content="([^"]*)">/)).toBe('product');
    // The public address: the installation's scheme and port with the company's domain, the same for og:url.
    const origin = new URL(t.settings.publicUrl);
    origin.hostname = 'localhost';
    expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${origin.origin}${path}`);
    expect(attr(html, /<meta property="og:url" content="([^"]*)">/)).toBe(`${origin.origin}${path}`);
    expect(attr(html, /<meta property="og:image" content="([^"]*)">/)).toBe(`${origin.origin}${product.ImConteudo}`);
    expect(html).toContain(`data-price="${product.VlPreco}"`);
    // Reached by an address that is no company's (an IP, a proxy's name): no shop there, not the first company's.
    expect((await page(path, '127.0.0.1')).statusCode).toBe(404);
    // The other company's product page: its own domain.
    const theirs = (await page('/catalogo/produtos/OUT-1', 'outra.localhost')).body;
    origin.hostname = 'outra.localhost';
    expect(attr(theirs, /<link rel="canonical" href="([^"]*)">/)).toBe(`${origin.origin}/catalogo/produtos/OUT-1`);
    expect(theirs).toContain('<title>Caixa organizadora | Outra Empresa</title>');
    // A name with markup stays text.
    await t.database.db.execute(sql`update produtos set nm_produto = 'Sabão <b>"premium"</b>' where cd_chamada = 'OUT-1'`);
    const escaped = (await page('/catalogo/produtos/OUT-1', 'outra.localhost')).body;
    expect(escaped).toContain('<title>Sabão &lt;b&gt;&quot;premium&quot;&lt;/b&gt; | Outra Empresa</title>');
    expect(escaped).not.toContain('<b>"premium"</b>');
  });

  it('gives the other public pages a canonical address too (the family and page kept, the search and language not)', async () => {
    const origin = new URL(t.settings.publicUrl);
    origin.hostname = 'localhost';
    const canonical = async (url: string) => attr((await page(url)).body, /<link rel="canonical" href="([^"]*)">/);
    expect(await canonical('/shop?lang=en-US')).toBe(`${origin.origin}/shop`);
    expect(await canonical('/shop?familia=1&pagina=2&busca=x')).toBe(`${origin.origin}/shop?familia=1&pagina=2`);
    expect(await canonical('/shop/categorias')).toBe(`${origin.origin}/shop/categorias`);
  });
});

describe('the price table screen (/loja_produtos)', () => {
  const list = (query: string, token = admin) => t.call('GET', `/api/loja_produtos/lista?${query}`, { token });
  const unpriced = async () =>
    (await t.database.rows<{ id: number }>(sql`select p.id_produto as id from produtos p where p.company_id = ${main} and p.st_ativo and not exists (select 1 from loja_produtos l where l.id_produto = p.id_produto) order by p.id_produto limit 2`)).map((r) => r.id);

  it("lists every active product of the company with its shop status and price, filtered by published, family and accent-blind name", async () => {
    const all = (await list('itemsPerPage=1')).json();
    const active = await count(sql`select count(*)::int as n from produtos where company_id = ${main} and st_ativo`);
    expect(all['hydra:totalItems']).toBe(active);
    const published = (await list('StPublicado=true&itemsPerPage=100')).json();
    expect(published['hydra:totalItems']).toBe(await count(sql`select count(*)::int as n from loja_produtos l join produtos p using (id_produto) where l.company_id = ${main} and l.st_publicado and p.st_ativo`));
    for (const row of published['hydra:member']) expect(row).toMatchObject({ StPublicado: true, VlPreco: expect.stringMatching(/^\d+\.\d{2}$/) });
    const never = (await list(`IdProduto=${(await unpriced())[0]}`)).json()['hydra:member'][0];
    expect(never).toMatchObject({ StPublicado: false, VlPreco: null, IdLojaProduto: null });
    const limao = (await list('NmProduto=limao&itemsPerPage=100')).json()['hydra:member'];
    expect(limao.length).toBeGreaterThan(0);
    for (const row of limao) expect(row.NmProduto.toLowerCase()).toContain('limão');
    const family = published['hydra:member'][0].IdFamiliaProduto;
    for (const row of (await list(`IdFamiliaProduto=${family}&itemsPerPage=100`)).json()['hydra:member']) expect(row.IdFamiliaProduto).toBe(family);
    // Another company's user sees only theirs; a salesperson without the shop's grant, nothing.
    const theirs = (await list('itemsPerPage=100', other)).json()['hydra:member'];
    expect(theirs.map((r: Row) => r.CdChamada).sort()).toEqual(['OUT-1', 'OUT-2', 'OUT-3']);
    const seller = await t.login('vendedor', 'vendedor1234');
    expect((await list('', seller)).statusCode).toBe(403);
  });

  it('prices and publishes a product in a dialog: exact decimals, a price above zero to publish, 422 on the field, nothing written', async () => {
    const [id] = await unpriced();
    const create = (body: Row) => t.call('POST', '/api/loja_produtos', { token: admin, body: { IdProduto: id, ...body } });
    const rows = () => count(sql`select count(*)::int as n from loja_produtos where id_produto = ${id}`);
    for (const bad of [{ VlPreco: '0', StPublicado: true }, { VlPreco: '12.345', StPublicado: false }, { VlPreco: '-1', StPublicado: false }]) {
      const res = await create(bad);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().violations.map((v: Row) => v.propertyPath)).toEqual(['VlPreco']);
    }
    expect((await create({ VlPreco: '0', StPublicado: true })).json().violations[0].message).toBe('Informe um preço maior que zero para publicar na loja');
    expect(await rows()).toBe(0);
    const made = await create({ VlPreco: '1234.50', DsLoja: 'Rende muito', StPublicado: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ VlPreco: '1234.50', DsLoja: 'Rende muito', StPublicado: true });
    const code = (await list(`IdProduto=${id}`)).json()['hydra:member'][0].CdChamada;
    expect((await shop(`produtos/${encodeURIComponent(code)}`)).json()).toMatchObject({ VlPreco: '1234.50', DsProduto: 'Rende muito' });
    // Zeroing the price of a published product is refused; unpublished, it may.
    const iri = `/api/loja_produtos/${made.json().IdLojaProduto}`;
    expect((await t.call('PUT', iri, { token: admin, body: { VlPreco: '0' } })).statusCode).toBe(422);
    expect((await t.call('PUT', iri, { token: admin, body: { VlPreco: '0', StPublicado: false } })).statusCode).toBe(200);
    expect((await shop(`produtos/${encodeURIComponent(code)}`)).statusCode).toBe(404);
    // Another company's product cannot enter this price table.
    const [theirs] = await t.database.rows<{ id: number }>(sql`select id_produto as id from produtos where cd_chamada = 'OUT-3'`);
    const foreign = await t.call('POST', '/api/loja_produtos', { token: admin, body: { IdProduto: theirs.id, VlPreco: '5.00', StPublicado: false } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().violations.map((v: Row) => v.propertyPath)).toEqual(['IdProduto']);
  });

  it('publishes and unpublishes the selected products at once, all or nothing', async () => {
    const publish = (produtos: number[], StPublicado: boolean, token = admin) => t.call('POST', '/api/loja_produtos/publicacao', { token, body: { produtos, StPublicado } });
    const priced = (await list('StPublicado=false&VlPreco[gt]=0&itemsPerPage=2')).json()['hydra:member'].map((r: Row) => r.IdProduto);
    expect(priced).toHaveLength(2);
    const [never] = await unpriced();
    // One without a price: nothing changes, the violation names it.
    const refused = await publish([...priced, never], true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([{ propertyPath: `produtos[${never}].VlPreco`, message: 'Informe um preço maior que zero para publicar na loja' }]);
    expect(await count(sql`select count(*)::int as n from loja_produtos where id_produto in (${priced[0]}, ${priced[1]}) and st_publicado`)).toBe(0);
    const done = await publish(priced, true);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().updated).toBe(2);
    expect(await count(sql`select count(*)::int as n from loja_produtos where id_produto in (${priced[0]}, ${priced[1]}) and st_publicado`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from logs where nm_entidade_origem = 'LojaProduto' and id_entidade_origem in (select id_loja_produto::text from loja_produtos where id_produto in (${priced[0]}, ${priced[1]}))`)).toBeGreaterThanOrEqual(2);
    // Unpublishing includes a never priced one: nothing to do for it.
    expect((await publish([...priced, never], false)).json().updated).toBe(2);
    // Another company's products are not found for this user (and 403 without the grant).
    const [theirs] = await t.database.rows<{ id: number }>(sql`select id_produto as id from produtos where cd_chamada = 'OUT-1'`);
    const foreign = await publish([theirs.id], false);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().violations[0].propertyPath).toBe(`produtos[${theirs.id}]`);
    expect((await publish(priced, true, await t.login('vendedor', 'vendedor1234'))).statusCode).toBe(403);
    expect((await t.call('POST', '/api/loja_produtos/publicacao', { token: admin, body: { produtos: [], StPublicado: 'sim' } })).json().violations.map((v: Row) => v.propertyPath).sort()).toEqual(['StPublicado', 'produtos']);
  });
});

describe("the price table's filters", () => {
  it("offers the company's families and groups under the shop's grant alone", async () => {
    const admin_ = await t.call('GET', '/api/loja_produtos/familias?label=lav', { token: admin });
    expect(admin_.statusCode).toBe(200);
    expect(admin_.json()['hydra:member'].map((f: Row) => f.label)).toEqual(['Lavanderia']);
    const theirs = (await t.call('GET', '/api/loja_produtos/grupos', { token: other })).json()['hydra:member'].map((g: Row) => g.label);
    expect(theirs).toEqual(['Diversos']);
    // A profile with the shop's grant only (no catalogue): the filters still load.
    const [regra] = await t.database.rows<{ id: number }>(sql`insert into regras (company_id, regra) values (${main}, 'Só loja') returning id`);
    await t.database.db.execute(sql`insert into regra_acoes (company_id, regra_id, acao_id) select ${main}, ${regra.id}, a.id from acoes a join rotas r on r.id = a.rota_id where r.chave = 'loja'`);
    const seller = (await t.call('GET', '/api/users/me', { token: await t.login('vendedor', 'vendedor1234') })).json();
    await t.database.db.execute(sql`update usuario_regras set regra_id = ${regra.id} where user_id = ${seller.id} and company_id = ${main}`);
    const shopKeeper = await t.login('vendedor', 'vendedor1234');
    expect((await t.call('GET', '/api/loja_produtos/familias', { token: shopKeeper })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/loja_produtos/lista', { token: shopKeeper })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/custom_products/getProductFamilies', { token: shopKeeper })).statusCode).toBe(403);
  });
});
