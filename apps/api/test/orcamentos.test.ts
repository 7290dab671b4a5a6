import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { lineTotal } from '@backoffice/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;
let client: number;
let sector: number;
const products: Record<'un' | 'kg' | 'cx', number> = { un: 0, kg: 0, cx: 0 };

const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const paths = (res: { json(): any }) => (res.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath);
const ptBR = { 'accept-language': 'pt-BR' };

async function newProduct(code: string, cost: string, unit: string, weight: string): Promise<number> {
  const [u] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = ${unit}`);
  const res = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: code, NmProduto: `Produto ${code}`, TpProduto: 'A', IdTipoMedida: Number(u.id), NrDiasValidade: 30, VlPrecoCusto: cost, VlPesoLiquido: weight, VlPesoBruto: weight },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdProduto;
}

async function stockIn(product: number, quantity: string) {
  const res = await t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'E', IdProduto: product, IdSetor: sector, QtMovimento: quantity } });
  expect(res.statusCode, res.body).toBe(201);
}

async function available(product: number): Promise<string> {
  const rows = members(await t.call('GET', `/api/view_produto_estoque?IdProduto=${product}`, { token: admin }));
  return rows[0].QtDisponivel;
}

const newQuote = async (token = admin, body: Record<string, unknown> = {}) => {
  const res = await t.call('POST', '/api/pedido_vendas/novo', { token, body: { IdCliente: client, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, any>;
};
const addItem = (CodPedido: number, body: Record<string, unknown>, token = admin) => t.call('POST', '/api/pedido_venda_items', { token, body: { CodPedido, ...body }, headers: ptBR });
const itemsOf = async (id: number, token = admin) => members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${id}`, { token }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  [{ id: client }] = await t.database.rows<{ id: number }>(
    sql`select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' where l.company_id = ${company} order by p.id limit 1`,
  );
  [{ id: sector }] = await t.database.rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  products.un = await newProduct('ORC-UN', '10.0000', 'UN', '1.200');
  products.kg = await newProduct('ORC-KG', '5.0000', 'KG', '1.000');
  products.cx = await newProduct('ORC-CX', '20.0000', 'UN', '0.500');
  // The UN products' own markup (Σ 28 %): 10 ÷ 0,72 = 13,89; the KG product takes the demo's bulk markup of its unit.
  const mk = (await t.call('POST', '/api/markup', { token: admin, body: { NmMarkup: 'Orçamentos 28%', PcImpostos: '18', PcLucro: '10' } })).json().IdMarkup;
  for (const p of [products.un, products.cx]) expect((await t.call('POST', '/api/markup_produto', { token: admin, body: { IdMarkup: mk, IdProduto: p } })).statusCode).toBe(201);
  await stockIn(products.un, '100');
  await stockIn(products.kg, '50.5');
  await stockIn(products.cx, '4');
});
afterAll(() => t.close());

describe('orçamentos', () => {
  let quote: Record<string, any>;

  it('cria um orçamento aberto e adiciona 3 itens: preço sugerido pelo markup, KG com 3 casas, totais no cabeçalho', async () => {
    quote = await newQuote(admin, { VlFrete: '15.50', TpFrete: 'CIF', DsObservacao: 'Entregar pela manhã' });
    expect([quote.TpPedidoDeVenda, quote.StatusPedido, quote.version, quote.VlTotal, quote.UsuarioAbertura]).toEqual(['O', 'A', 1, '15.50', DEMO.user.realname]);
    expect(quote.Cliente).toBeTruthy();

    const a = await addItem(quote.CodPedido, { IdProduto: products.un, QtPedida: '7', PcDesconto: '5' });
    expect(a.statusCode, a.body).toBe(201);
    const [price] = members(await t.call('GET', `/api/view_produto_precos?IdProduto=${products.kg}`, { token: admin }));
    const b = await addItem(quote.CodPedido, { IdProduto: products.kg, QtPedida: '2.125' });
    expect(b.statusCode, b.body).toBe(201);
    const c = await addItem(quote.CodPedido, { IdProduto: products.cx, QtPedida: '3', VlUnitario: '30.00' });
    expect(c.statusCode, c.body).toBe(201);

    const items = await itemsOf(quote.CodPedido);
    expect(items.map((i) => [i.CdChamada, i.CdSigla, i.QtPedida, i.VlUnitario, i.VlPrecoSugerido, i.PcDesconto, i.VlTotal])).toEqual([
      ['ORC-UN', 'UN', '7.000', '13.89', '13.89', '5.00', lineTotal('7', '13.89', '5')],
      ['ORC-KG', 'KG', '2.125', price.VlPrecoSugerido, price.VlPrecoSugerido, '0.00', lineTotal('2.125', price.VlPrecoSugerido, '0')],
      ['ORC-CX', 'UN', '3.000', '30.00', '27.78', '0.00', '90.00'],
    ]);
    expect(items[0].PcMargem).toBe('24.24'); // líquido 13,20 (13,89 − 5 %) sobre custo 10
    const header = c.json();
    // Produtos: 7 × 13,89 = 97,23 + KG + 3 × 30,00; desconto 97,23 − 92,37 (5 %) = 4,86; frete 15,50.
    const cents = 9723 + Math.round(Number(lineTotal('2.125', price.VlPrecoSugerido, '0')) * 100) + 9000;
    expect(header.VlProdutos).toBe((cents / 100).toFixed(2));
    expect(header.VlDesconto).toBe('4.86');
    expect(header.VlTotal).toBe(((cents - 486 + 1550) / 100).toFixed(2));
    expect(header.VlPesoBruto).toBe('12.025'); // 7 × 1,2 + 2,125 + 3 × 0,5
    expect(header.version).toBe(4);
  });

  it('quantidade: fração numa unidade inteira e 4 casas são recusadas (422 no campo)', async () => {
    const whole = await addItem(quote.CodPedido, { IdProduto: products.un, QtPedida: '1.5' });
    expect([whole.statusCode, paths(whole)]).toEqual([422, ['QtPedida']]);
    expect(whole.json().violations[0].message).toBe('Esta unidade não aceita frações');
    const places = await addItem(quote.CodPedido, { IdProduto: products.kg, QtPedida: '1.2345' });
    expect([places.statusCode, paths(places)]).toEqual([422, ['QtPedida']]);
  });

  it('desconto além do permitido é recusado no campo; o máximo vem da configuração desconto_maximo', async () => {
    const over = await addItem(quote.CodPedido, { IdProduto: products.un, QtPedida: '1', PcDesconto: '15' });
    expect([over.statusCode, paths(over)]).toEqual([422, ['PcDesconto']]);
    const cheap = await addItem(quote.CodPedido, { IdProduto: products.un, QtPedida: '1', VlUnitario: '12.00' });
    expect([cheap.statusCode, paths(cheap)]).toEqual([422, ['VlUnitario']]);
    expect(cheap.json().violations[0].message).toBe('Preço abaixo do permitido: no mínimo R$ 12,50');
    const [item] = await itemsOf(quote.CodPedido);
    const put = await t.call('PUT', `/api/pedido_venda_items/${item.IdPedidoVendaItem}`, { token: admin, body: { VlUnitario: '10.00' } });
    expect([put.statusCode, paths(put)]).toEqual([422, ['VlUnitario']]);
    await t.database.rows(sql`insert into configs (company_id, config_key, config_value) values (${company}, 'desconto_maximo', '20')`);
    const allowed = await t.call('PUT', `/api/pedido_venda_items/${item.IdPedidoVendaItem}`, { token: admin, body: { PcDesconto: '15' } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    await t.database.rows(sql`delete from configs where company_id = ${company} and config_key = 'desconto_maximo'`);
    const back = await t.call('PUT', `/api/pedido_venda_items/${item.IdPedidoVendaItem}`, { token: admin, body: { PcDesconto: '5' } });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('duas alterações com a mesma versão: a segunda é 409 e nada muda', async () => {
    const current = (await t.call('GET', `/api/pedido_vendas/${quote.CodPedido}`, { token: admin })).json();
    const first = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/atualiza`, { token: admin, body: { version: current.version, DsObservacao: 'Primeira', VlFrete: '20' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(current.version + 1);
    expect(first.json().VlTotal).toBe((Number(current.VlTotal) + 4.5).toFixed(2));
    const second = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/atualiza`, { token: seller, body: { version: current.version, DsObservacao: 'Segunda' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()['hydra:description']).toBe('This order was already updated');
    const after = (await t.call('GET', `/api/pedido_vendas/${quote.CodPedido}`, { token: admin })).json();
    expect([after.DsObservacao, after.version]).toEqual(['Primeira', current.version + 1]);
  });

  it('finalizar sem itens nem volume dá a mensagem; com volume passa', async () => {
    const empty = await newQuote();
    const res = await t.call('PUT', `/api/pedido_vendas/${empty.CodPedido}/finalizar-orcamento`, { token: admin, body: {}, headers: { 'accept-language': 'en-US' } });
    expect([res.statusCode, paths(res)]).toEqual([422, ['QtVolumeTotal']]);
    expect(res.json().violations[0].message).toBe('You must define the total volume or the products');
    await t.call('PUT', `/api/pedido_vendas/${empty.CodPedido}/atualiza`, { token: admin, body: { QtVolumeTotal: '1200.500' } });
    const ok = await t.call('PUT', `/api/pedido_vendas/${empty.CodPedido}/finalizar-orcamento`, { token: admin, body: {} });
    expect([ok.statusCode, ok.json().TpPedidoDeVenda]).toEqual([200, 'P']);
  });

  it('finalizar reserva o estoque (o disponível cai); sem estoque é recusado com a mensagem e nada muda', async () => {
    const before = { un: await available(products.un), kg: await available(products.kg) };
    const res = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/finalizar-orcamento`, { token: admin, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect([res.json().TpPedidoDeVenda, res.json().StatusPedido]).toEqual(['P', 'A']);
    expect(await available(products.un)).toBe((Number(before.un) - 7).toFixed(3));
    expect(await available(products.kg)).toBe((Number(before.kg) - 2.125).toFixed(3));
    expect(await available(products.cx)).toBe('1.000');
    // A finalized order no longer takes item changes.
    const add = await addItem(quote.CodPedido, { IdProduto: products.un, QtPedida: '1' });
    expect([add.statusCode, paths(add)]).toEqual([422, ['CodPedido']]);

    const short = await newQuote();
    await addItem(short.CodPedido, { IdProduto: products.un, QtPedida: '2' });
    await addItem(short.CodPedido, { IdProduto: products.cx, QtPedida: '2' });
    const refused = await t.call('PUT', `/api/pedido_vendas/${short.CodPedido}/finalizar-orcamento`, { token: admin, body: {}, headers: ptBR });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0].message).toMatch(/^Estoque insuficiente de ORC-CX/);
    expect(await available(products.un)).toBe((Number(before.un) - 7).toFixed(3));
    expect((await t.call('GET', `/api/pedido_vendas/${short.CodPedido}`, { token: admin })).json().TpPedidoDeVenda).toBe('O');
  });

  it('finalizar com duas linhas do mesmo produto: a segunda só conta com o que a primeira deixou', async () => {
    const twice = await newProduct('ORC-2X', '10.0000', 'UN', '1.000');
    await stockIn(twice, '5');
    const over = await newQuote();
    await addItem(over.CodPedido, { IdProduto: twice, QtPedida: '3', VlUnitario: '20.00' });
    await addItem(over.CodPedido, { IdProduto: twice, QtPedida: '3', VlUnitario: '20.00' });
    const refused = await t.call('PUT', `/api/pedido_vendas/${over.CodPedido}/finalizar-orcamento`, { token: admin, body: {}, headers: ptBR });
    expect([refused.statusCode, paths(refused)]).toEqual([422, ['items[2].QtPedida']]);
    expect(refused.json().violations[0].message).toMatch(/^Estoque insuficiente de ORC-2X/);
    expect(await available(twice)).toBe('5.000');

    const fits = await newQuote();
    await addItem(fits.CodPedido, { IdProduto: twice, QtPedida: '3', VlUnitario: '20.00' });
    await addItem(fits.CodPedido, { IdProduto: twice, QtPedida: '2', VlUnitario: '20.00' });
    const res = await t.call('PUT', `/api/pedido_vendas/${fits.CodPedido}/finalizar-orcamento`, { token: admin, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(await available(twice)).toBe('0.000');
    const moves = await t.database.rows<{ n: number; q: string }>(
      sql`select count(*)::int as n, sum(qt_movimento)::text as q from estoque_movimentos where id_produto = ${twice} and tp_movimento = 'R'`,
    );
    expect(moves).toEqual([{ n: 2, q: '5.000' }]);
  });

  it('cancelar um item do pedido libera a reserva; ativar reserva de novo', async () => {
    const [item] = await itemsOf(quote.CodPedido);
    const before = await available(products.un);
    const total = (await t.call('GET', `/api/pedido_vendas/${quote.CodPedido}`, { token: admin })).json().VlTotal;
    const cancel = await t.call('PUT', `/api/pedido_de_venda_items/${item.IdPedidoVendaItem}/cancelar`, { token: admin, body: { cancelar: true } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await available(products.un)).toBe((Number(before) + 7).toFixed(3));
    expect((Number(total) - Number(cancel.json().VlTotal)).toFixed(2)).toBe(item.VlTotal);
    const ativar = await t.call('PUT', `/api/pedido_de_venda_items/${item.IdPedidoVendaItem}/ativar`, { token: admin, body: { ativar: true } });
    expect(ativar.statusCode, ativar.body).toBe(200);
    expect(await available(products.un)).toBe(before);
  });

  it('status: movimento ilegal recusado; cancelar o pedido libera o estoque', async () => {
    const illegal = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/status`, { token: admin, body: { StatusPedido: 'T' }, headers: ptBR });
    expect([illegal.statusCode, paths(illegal)]).toEqual([422, ['StatusPedido']]);
    const before = await available(products.kg);
    const cancel = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/status`, { token: admin, body: { StatusPedido: 'C' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await available(products.kg)).toBe((Number(before) + 2.125).toFixed(3));
    const final = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/status`, { token: admin, body: { StatusPedido: 'A' } });
    expect(final.statusCode).toBe(422);
  });

  it('duplicar: um orçamento aberto novo com o mesmo cabeçalho e itens aos preços de hoje', async () => {
    await t.database.rows(sql`update produtos set vl_preco_custo = 20 where id_produto = ${products.un}`);
    const dup = await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/duplicar-orcamento`, { token: admin, body: {} });
    expect(dup.statusCode, dup.body).toBe(201);
    const copy = dup.json();
    expect(copy.CodPedido).not.toBe(quote.CodPedido);
    expect([copy.TpPedidoDeVenda, copy.StatusPedido, copy.IdCliente, copy.DsObservacao, copy.VlFrete, copy.version]).toEqual(['O', 'A', client, 'Primeira', '20.00', 1]);
    const items = await itemsOf(copy.CodPedido);
    expect(items.map((i) => [i.CdChamada, i.QtPedida, i.VlUnitario])).toEqual([
      ['ORC-UN', '7.000', '27.78'],
      ['ORC-KG', '2.125', items[1].VlPrecoSugerido],
      ['ORC-CX', '3.000', '27.78'],
    ]);
    expect(copy.VlTotal).toBe(
      (items.reduce((s, i) => s + Math.round(Number(i.VlTotal) * 100), 0) / 100 + 20).toFixed(2),
    );
    await t.database.rows(sql`update produtos set vl_preco_custo = 10 where id_produto = ${products.un}`);
  });

  it('cancelar orçamento; um pedido não se cancela como orçamento', async () => {
    const q = await newQuote();
    const res = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/cancelar-orcamento`, { token: admin, body: { version: 1 } });
    expect([res.statusCode, res.json().StatusPedido]).toEqual([200, 'C']);
    const again = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/cancelar-orcamento`, { token: admin, body: {} });
    expect(again.statusCode).toBe(422);
    const abertos = members(await t.call('GET', '/api/orcamentos_abertos?itemsPerPage=200', { token: admin }));
    expect(abertos.some((o) => o.CodPedido === q.CodPedido)).toBe(false);
  });

  it('save_purchase grava o número do pedido de compra do cliente', async () => {
    const res = await t.call('POST', '/api/save_purchase', { token: admin, body: { CodPedido: quote.CodPedido, NrPedidoCompra: 'OC-4471' } });
    expect([res.statusCode, res.json().NrPedidoCompra]).toEqual([200, 'OC-4471']);
  });

  it('o PDF do orçamento traz os itens, o prazo e o frete do cabeçalho', async () => {
    const [prazo] = members(await t.call('GET', '/api/prazos?NmPrazo=30/60/90', { token: admin }));
    const q = await newQuote(admin, { IdPrazo: prazo.IdPrazo, TpFrete: 'FOB' });
    await addItem(q.CodPedido, { IdProduto: products.kg, QtPedida: '1.250' });
    const res = await t.call('GET', `/api/imprime_pedido_vendas_pdf?id=${q.CodPedido}&domain=localhost`, { token: admin });
    expect(res.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const text = ((await extractText(pdf, { mergePages: true })).text as unknown as string);
    for (const part of ['ORC-KG', '1,250', '30/60/90', 'FOB']) expect(text).toContain(part);
  });

  it('cabeçalho: pessoas, prazo e representante de outra empresa são recusados no campo', async () => {
    const [foreign] = await t.database.rows<{ id: number }>(sql`select id from people where company_id <> ${company} and id <> company_id order by id limit 1`);
    const [otherUser] = await t.database.rows<{ id: number }>(sql`select id from users where username = ${DEMO.otherUser.username}`);
    const res = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: client, IdPagador: Number(foreign.id), IdRepresentante: Number(otherUser.id), CdCfop: '51' } });
    expect(res.statusCode).toBe(422);
    expect(paths(res).sort()).toEqual(['CdCfop']);
    const res2 = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: client, IdPagador: Number(foreign.id), IdRepresentante: Number(otherUser.id) } });
    expect(paths(res2).sort()).toEqual(['IdPagador', 'IdRepresentante']);
  });

  it('outra empresa não vê nem altera: 404', async () => {
    expect((await t.call('GET', `/api/pedido_vendas/${quote.CodPedido}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/pedido_vendas/${quote.CodPedido}/atualiza`, { token: other, body: { DsObservacao: 'x' } })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${quote.CodPedido}`, { token: other })).statusCode).toBe(404);
    const [item] = await itemsOf(quote.CodPedido);
    expect((await t.call('DELETE', `/api/pedido_venda_items/${item.IdPedidoVendaItem}`, { token: other })).statusCode).toBe(404);
  });

  it('o vendedor cria e altera orçamentos, sem ver custo nem margem', async () => {
    const q = await newQuote(seller);
    const add = await addItem(q.CodPedido, { IdProduto: products.un, QtPedida: '2' }, seller);
    expect(add.statusCode, add.body).toBe(201);
    const upd = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/atualiza`, { token: seller, body: { version: add.json().version, DsObservacao: 'do vendedor' } });
    expect(upd.statusCode, upd.body).toBe(200);
    const [item] = await itemsOf(q.CodPedido, seller);
    expect([item.VlPrecoSugerido, item.VlPrecoCusto, item.PcMargem]).toEqual(['13.89', null, null]);
    const del = await t.call('DELETE', `/api/pedido_venda_items/${item.IdPedidoVendaItem}`, { token: seller });
    expect(del.statusCode).toBe(204);
    expect((await t.call('GET', `/api/pedido_vendas/${q.CodPedido}`, { token: seller })).json().VlTotal).toBe('0.00');
  });

  it('unidade de conversão: caixa com 12 — preço e custo × 12, a reserva na unidade do produto', async () => {
    const [cx] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'CX'`);
    const conv = await t.call('POST', '/api/produto_conversoes', { token: admin, body: { IdProduto: products.un, IdTipoMedida: Number(cx.id), QtFator: '12' } });
    expect(conv.statusCode, conv.body).toBe(201);
    const q = await newQuote();
    const res = await addItem(q.CodPedido, { IdProduto: products.un, QtPedida: '2', IdTipoMedida: Number(cx.id) });
    expect(res.statusCode, res.body).toBe(201);
    const [item] = await itemsOf(q.CodPedido);
    expect([item.CdSigla, item.VlFatorConversao, item.VlPrecoSugerido, item.VlUnitario, item.VlTotal, item.VlPesoBruto]).toEqual(['CX', '12.000000', '166.68', '166.68', '333.36', '28.800']);
    const before = await available(products.un);
    const fin = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/finalizar-orcamento`, { token: admin, body: {} });
    expect(fin.statusCode, fin.body).toBe(200);
    expect(await available(products.un)).toBe((Number(before) - 24).toFixed(3));
    // A unit the product has no conversion to is refused on the field.
    const q2 = await newQuote();
    const [m] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'M'`);
    const bad = await addItem(q2.CodPedido, { IdProduto: products.un, QtPedida: '1', IdTipoMedida: Number(m.id) });
    expect([bad.statusCode, paths(bad)]).toEqual([422, ['IdTipoMedida']]);
  });

  it('a demonstração: ~2.000 orçamentos e pedidos dos últimos 12 meses, todos os status, itens e totais que fecham', async () => {
    const [demo] = await t.database.rows<{ n: number; statuses: number; oldest: boolean; noItems: number; quotesOff: number }>(sql`
      select count(*)::int as n, count(distinct status_pedido)::int as statuses,
        bool_and(dt_emissao > now() - interval '366 days') as oldest,
        count(*) filter (where not exists (select 1 from pedido_venda_items i where i.cod_pedido = p.cod_pedido))::int as "noItems",
        count(*) filter (where tp_pedido_de_venda = 'O' and status_pedido not in ('A', 'C'))::int as "quotesOff"
      from pedido_venda p where cd_empresa = ${company} and usuario_abertura is not null and ds_operacao is not null`);
    expect(demo.n).toBeGreaterThanOrEqual(2000);
    expect([demo.statuses, demo.oldest, demo.noItems, demo.quotesOff]).toEqual([8, true, 0, 0]);
    const [wrong] = await t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from pedido_venda p join (
        select cod_pedido, sum(round(qt_pedida * vl_unitario, 2)) as prod, sum(vl_total) as tot, sum(vl_peso_bruto) as pb
        from pedido_venda_items where st_item = 'A' group by cod_pedido) s on s.cod_pedido = p.cod_pedido
      where p.cd_empresa = ${company} and (p.vl_produtos <> s.prod or p.vl_total <> s.tot + p.vl_frete + p.vl_impostos or p.vl_peso_bruto <> s.pb)`);
    expect(wrong.n).toBe(0);
  });
});

describe('telas de orçamento: natureza e CFOP, forma de pagamento, origem e destino, fases, listas', () => {
  const clientIn = async (uf: string, same: boolean) => {
    const [row] = await t.database.rows<{ id: number }>(sql`
      select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' and l.company_id = ${company}
      join lateral (select uf from addresses a where a.people_id = p.id order by a.id limit 1) a on true
      where ${same ? sql`a.uf = ${uf}` : sql`a.uf <> ${uf}`} and p.document is not null order by p.id limit 1`);
    return Number(row.id);
  };
  const operation = async (name: string) => members(await t.call('GET', `/api/operacao?NmOperacao=${encodeURIComponent(name)}`, { token: seller }))[0];

  it('a natureza dá o CFOP do destino: 5102 dentro de SP, 6102 para outra UF; um CFOP digitado precisa servir ao destino', async () => {
    const venda = await operation('Venda de mercadoria');
    expect([venda.CdCfopInterno, venda.CdCfopInterestadual]).toEqual(['5102', '6102']);
    const inside = await newQuote(seller, { IdCliente: await clientIn('SP', true), IdOperacao: venda.IdOperacao });
    expect([inside.DsOperacao, inside.CdCfop, inside.IdUfOrigem]).toEqual(['Venda de mercadoria', '5102', 'SP']);
    const away = await newQuote(seller, { IdCliente: await clientIn('SP', false), IdOperacao: venda.IdOperacao });
    expect(away.CdCfop).toBe('6102');
    expect(away.IdUfDestino).not.toBe('SP');
    const typed = await t.call('PUT', `/api/pedido_vendas/${away.CodPedido}/atualiza`, { token: seller, body: { CdCfop: '5102' }, headers: ptBR });
    expect([typed.statusCode, paths(typed)]).toEqual([422, ['CdCfop']]);
    expect(typed.json().violations[0].message).toBe('O CFOP 5102 não serve para este destino: use um que comece por 6');
  });

  it('a forma de pagamento é uma das do prazo; sem ela, vale a padrão do prazo', async () => {
    const [prazo] = members(await t.call('GET', '/api/prazos?NmPrazo=30/60/90', { token: seller }));
    const formas = members(await t.call('GET', `/api/prazo_forma_pagamentos?IdPrazo=${prazo.IdPrazo}`, { token: seller })).map((f) => f.DsFormaPagamento);
    expect(formas.sort()).toEqual(['Boleto', 'Depósito bancário']);
    const q = await newQuote(seller, { IdPrazo: prazo.IdPrazo });
    expect(q.DsFormaPagamento).toBe('Boleto');
    const bad = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/atualiza`, { token: seller, body: { DsFormaPagamento: 'PIX' }, headers: ptBR });
    expect([bad.statusCode, paths(bad), bad.json().violations[0].message]).toEqual([422, ['DsFormaPagamento'], 'Esta forma de pagamento não é aceita neste prazo']);
    const ok = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/atualiza`, { token: seller, body: { DsFormaPagamento: 'Depósito bancário' } });
    expect(ok.json().DsFormaPagamento).toBe('Depósito bancário');
  });

  it('finalizar confere a cidade/UF de origem e de destino com as do pedido', async () => {
    const who = await clientIn('SP', true);
    const q = await newQuote(admin, { IdCliente: who, QtVolumeTotal: '100' });
    const [address] = await t.database.rows<{ id: number; city: string; uf: string }>(sql`select id, city, uf from addresses where people_id = ${who} order by id limit 1`);
    await t.database.rows(sql`update addresses set city = 'Rio de Janeiro', uf = 'RJ' where id = ${address.id}`);
    const moved = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/finalizar-orcamento`, { token: admin, body: {}, headers: ptBR });
    expect([moved.statusCode, paths(moved)]).toEqual([422, ['IdCliente']]);
    expect(moved.json().violations[0].message).toBe(`A cidade/UF de destino (Rio de Janeiro/RJ) é diferente da do pedido (${address.city}/${address.uf}): salve o cabeçalho de novo`);
    // Saving the header again records the new destination (and its CFOP); then it finalizes.
    const saved = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/atualiza`, { token: admin, body: {} });
    expect([saved.json().NmCidadeDestino, saved.json().IdUfDestino]).toEqual(['Rio de Janeiro', 'RJ']);
    const [company_address] = await t.database.rows<{ id: number; city: string }>(sql`select id, city from addresses where people_id = ${company} order by id limit 1`);
    await t.database.rows(sql`update addresses set city = null where id = ${company_address.id}`);
    const noOrigin = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/finalizar-orcamento`, { token: admin, body: {}, headers: ptBR });
    expect([noOrigin.statusCode, paths(noOrigin)]).toEqual([422, ['origem']]);
    await t.database.rows(sql`update addresses set city = ${company_address.city} where id = ${company_address.id}`);
    const ok = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/finalizar-orcamento`, { token: admin, body: {} });
    expect(ok.statusCode, ok.body).toBe(200);
    await t.database.rows(sql`update addresses set city = ${address.city}, uf = ${address.uf} where id = ${address.id}`);
  });

  it('finalizar põe o pedido na primeira fase do fluxo; a fase muda por PUT .../fase e aparece na lista com o filtro', async () => {
    const q = await newQuote(admin, { QtVolumeTotal: '10' });
    const fin = (await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/finalizar-orcamento`, { token: admin, body: {} })).json();
    const phases = members(await t.call('GET', '/api/work_flow_item_fases', { token: admin }));
    expect(fin.IdWorkFlowItemFase).toBe(phases[0].IdWorkFlowItemFase);
    expect(fin.DtFinalizacao).toBeTruthy();
    const move = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/fase`, { token: seller, body: { IdWorkFlowItemFase: phases[2].IdWorkFlowItemFase, version: fin.version } });
    expect(move.statusCode, move.body).toBe(200);
    const listed = members(await t.call('GET', `/api/vw_pedidos?IdWorkFlowItemFase=${phases[2].IdWorkFlowItemFase}&CodPedido=${q.CodPedido}`, { token: admin }));
    expect(listed.map((o) => [o.CodPedido, o.NmFase])).toEqual([[q.CodPedido, phases[2].NmFase]]);
    const [foreign] = await t.database.rows<{ id: number }>(sql`
      select f.id_work_flow_item_fase as id from work_flow_item_fases f join work_flows w on w.id_work_flow = f.id_work_flow
      where f.company_id = ${company} and w.ds_work_flow = 'Devolução' limit 1`);
    const wrong = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/fase`, { token: admin, body: { IdWorkFlowItemFase: Number(foreign.id) } });
    expect([wrong.statusCode, paths(wrong)]).toEqual([422, ['IdWorkFlowItemFase']]);
    const stale = await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/fase`, { token: admin, body: { IdWorkFlowItemFase: phases[1].IdWorkFlowItemFase, version: fin.version } });
    expect(stale.statusCode).toBe(409);
  });

  it('/orcamentos lista orçamentos e os que viraram pedido, com a situação e o representante', async () => {
    const open = await newQuote(seller);
    const done = await newQuote(admin, { QtVolumeTotal: '5' });
    await t.call('PUT', `/api/pedido_vendas/${done.CodPedido}/finalizar-orcamento`, { token: admin, body: {} });
    const gone = await newQuote(admin);
    await t.call('PUT', `/api/pedido_vendas/${gone.CodPedido}/cancelar-orcamento`, { token: admin, body: {} });
    const rows = members(await t.call('GET', `/api/orcamentos?itemsPerPage=10&order[CodPedido]=desc`, { token: seller }));
    const byId = new Map(rows.map((r) => [r.CodPedido, r]));
    expect([byId.get(open.CodPedido)?.StOrcamento, byId.get(done.CodPedido)?.StOrcamento, byId.get(gone.CodPedido)?.StOrcamento]).toEqual(['A', 'F', 'C']);
    expect(byId.get(open.CodPedido)?.Representante).toBe(DEMO.seller.realname);
    const finalized = members(await t.call('GET', `/api/orcamentos?StOrcamento=F&CodPedido=${done.CodPedido}`, { token: seller }));
    expect(finalized).toHaveLength(1);
    expect((await t.call('GET', '/api/orcamentos', { token: other })).json()['hydra:member'].some((r: any) => r.CodPedido === open.CodPedido)).toBe(false);
  });

  it('GET pedido_de_vendas/{id} e lista_produtos dão o pedido com itens e parcelas; a sugestão de preço traz unidades e limites', async () => {
    const [prazo] = members(await t.call('GET', '/api/prazos?NmPrazo=28/56', { token: admin }));
    const q = await newQuote(admin, { IdPrazo: prazo.IdPrazo });
    await addItem(q.CodPedido, { IdProduto: products.un, QtPedida: '3' });
    const whole = await t.call('GET', `/api/pedido_de_vendas/${q.CodPedido}`, { token: seller });
    expect(whole.statusCode, whole.body).toBe(200);
    const body = whole.json();
    expect(body.items.map((i: any) => [i.CdChamada, i.QtPedida])).toEqual([['ORC-UN', '3.000']]);
    expect(body.paymentTerm.installments.map((p: any) => p.days)).toEqual([28, 56]);
    expect(body.paymentTerm.installments.reduce((s: number, p: any) => s + Math.round(Number(p.value) * 100), 0)).toBe(Math.round(Number(body.VlTotal) * 100));
    const listed = members(await t.call('GET', `/api/lista_produtos?id=${q.CodPedido}`, { token: seller }));
    expect(listed.map((i) => i.NmProduto)).toEqual(['Produto ORC-UN']);
    expect((await t.call('GET', `/api/pedido_de_vendas/${q.CodPedido}`, { token: other })).statusCode).toBe(404);

    const hint = (await t.call('GET', `/api/pedido_venda_items_sugestao?IdProduto=${products.un}`, { token: seller })).json();
    expect([hint.VlPrecoSugerido, hint.VlPrecoMinimo, hint.PcDescontoMaximo, hint.TpUnidade]).toEqual(['13.89', '12.50', '10.00', 'I']);
    expect(hint.unidades.map((u: any) => [u.CdSigla, u.VlFatorConversao])).toEqual([['UN', '1.000000'], ['CX', '12.000000']]);
    // The taxes inside the suggested price belong to its formation: the salesperson (no markup grant) does not see them.
    expect([hint.PcImpostosSugerido, hint.TpOrigemImpostos]).toEqual([null, null]);
    const formation = (await t.call('GET', `/api/pedido_venda_items_sugestao?IdProduto=${products.un}`, { token: admin })).json();
    expect(formation.VlPrecoSugerido).toBe(hint.VlPrecoSugerido);
    expect(formation.TpOrigemImpostos).toMatch(/^[MD]$/);
    expect((await t.call('GET', `/api/pedido_venda_items_sugestao?IdProduto=${products.un}`, { token: other })).statusCode).toBe(422);
  });

  it('faturar tira do estoque o que estava reservado; a devolução traz de volta', async () => {
    const onHand = async () => (await t.database.rows<{ q: string }>(sql`select sum(qt_estoque)::numeric(14,3) as q from estoque_saldos where id_produto = ${products.kg}`))[0].q;
    const q = await newQuote();
    await addItem(q.CodPedido, { IdProduto: products.kg, QtPedida: '1.500' });
    await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/finalizar-orcamento`, { token: admin, body: {} });
    const before = { hand: await onHand(), free: await available(products.kg) };
    for (const s of ['R', 'L', 'T']) expect((await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/status`, { token: admin, body: { StatusPedido: s } })).statusCode).toBe(200);
    expect(await onHand()).toBe((Number(before.hand) - 1.5).toFixed(3));
    expect(await available(products.kg)).toBe(before.free);
    expect((await t.call('PUT', `/api/pedido_vendas/${q.CodPedido}/status`, { token: admin, body: { StatusPedido: 'D' } })).statusCode).toBe(200);
    expect(await onHand()).toBe(before.hand);
    expect(await available(products.kg)).toBe((Number(before.free) + 1.5).toFixed(3));
  });

  it('cliente-venda-orcamento acha o cliente pelo nome ou documento, com cidade, UF e faturamento', async () => {
    const [c] = await t.database.rows<{ name: string; document: string }>(sql`select name, document from people where id = ${client}`);
    const byDoc = members(await t.call('GET', `/api/cliente-venda-orcamento?input=${c.document.slice(0, 6)}`, { token: seller }));
    expect(byDoc.map((r) => r.id)).toContain(client);
    const byName = members(await t.call('GET', `/api/cliente-venda-orcamento?input=${encodeURIComponent(c.name.toUpperCase())}`, { token: seller }));
    expect(byName[0]).toMatchObject({ id: client, name: c.name });
    expect(Object.keys(byName[0])).toEqual(expect.arrayContaining(['city', 'uf', 'billing', 'billingDays', 'paymentTerm', 'contributorType']));
  });
});
