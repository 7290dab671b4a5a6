import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessKeyCheckDigit } from '@backoffice/domain';
import * as vendas from '../src/modules/vendas/index.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { cancellationEvent, multipart } from './fiscal-helpers.ts';

/**
 * Receiving a supplier's NF-e (POST /xmls/{id}/receber) with a real invoice (fixtures/nfe-fornecedor-rastro.xml: the
 * sample of Alimentos Ltda. of ../shared/fiscal, its recipient made the demo company, two items, two lots in `rastro`
 * and two instalments; valid against PL_010): the supplier found or created by CNPJ, an item matched by GTIN with the
 * catalogue's conversion, the other by hand and then by its learnt code, the lots with their expiry and FEFO over
 * them, the payable titles of the dups, all or nothing, one receipt per invoice, third-party invoices kept out, and
 * tenancy and the grant.
 */
const fixture = fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/nfe-fornecedor-rastro.xml'), 'utf8');
const FIXTURE_KEY = '35261134128745000152550010000481201421693967';
const SUPPLIER = '34128745000152';
const samples = path.resolve(import.meta.dirname, '../../../../shared/fiscal/samples');

/** The fixture as another invoice of the same supplier: its number (and access key, with a right check digit), or another recipient. */
function invoice(nNF: number, change: (xml: string) => string = (x) => x, serie = 1): string {
  const first43 = `3526113412874500015255${String(serie).padStart(3, '0')}${String(nNF).padStart(9, '0')}142169396`;
  const key = first43 + accessKeyCheckDigit(first43);
  return change(
    fixture
      .replaceAll(FIXTURE_KEY, key)
      .replace('<serie>1</serie>', `<serie>${serie}</serie>`)
      .replace('<nNF>48120</nNF>', `<nNF>${nNF}</nNF>`)
      .replace('<nFat>48120</nFat>', `<nFat>${nNF}</nFat>`)
      .replace(/<cDV>\d<\/cDV>/, `<cDV>${key.at(-1)}</cDV>`),
  );
}

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;
let aveia: number;
let granola: number;

type Row = Record<string, any>;
const ptBR = { 'accept-language': 'pt-BR' };
const count = async (query: ReturnType<typeof sql>) => Number((await t.database.rows<{ n: number }>(query))[0].n);
const violations = (res: { json(): any }) => (res.json().violations ?? []) as { propertyPath: string; message: string }[];

async function importXml(name: string, xml: string | Buffer, token = admin): Promise<Row> {
  const body = multipart([{ name, bytes: Buffer.from(xml) }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/xmls/importar', headers: { ...body.headers, 'api-token': token, 'accept-language': 'pt-BR' }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0];
}

const proposal = (id: number, token = admin) => t.call('GET', `/api/xmls/${id}/recebimento`, { token, headers: ptBR });
const receive = (id: number, body: unknown = {}, token = admin) => t.call('POST', `/api/xmls/${id}/receber`, { token, body, headers: ptBR });

/** What a receipt writes, to see that a refused one wrote none of it. */
const written = sql`select ((select count(*) from lote_estoque_produto) + (select count(*) from estoque_movimentos) + (select count(*) from apagar)
  + (select count(*) from people) + (select count(*) from produto_codigo_fornecedor) + (select count(*) from xmls where dt_recebimento is not null))::int as n`;

async function unit(sigla: string, TpUnidade: 'F' | 'I'): Promise<number> {
  const [u] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = ${sigla}`);
  if (u) return Number(u.id);
  const res = await t.call('POST', '/api/tipo_medidas', { token: admin, body: { CdSigla: sigla, DsTipoMedida: sigla, TpUnidade } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdTipoMedida;
}

async function product(code: string, IdTipoMedida: number, extra: Row = {}): Promise<number> {
  const res = await t.call('POST', '/api/produtos', { token: admin, body: { CdChamada: code, NmProduto: `Produto ${code}`, TpProduto: 'A', IdTipoMedida, NrDiasValidade: 180, VlPrecoCusto: '1', VlPesoLiquido: '1', VlPesoBruto: '1', ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdProduto;
}

beforeAll(async () => {
  // Reading an invoice is bounded by IMPORT_TIME_LIMIT_MS: on a loaded machine the default 20 s is not what is tested here.
  t = await createTestApp({ env: { IMPORT_TIME_LIMIT_MS: '120000' } });
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = Number((await t.database.rows<{ id: number }>(sql`select id from people where document = '11222333000181' and company_id = id`))[0].id);
  const kg = await unit('KG', 'F');
  const un = await unit('UN', 'I');
  const cx = await unit('CX', 'I');
  aveia = await product('AVEIA-FINA-KG', kg);
  granola = await product('GRANOLA-1KG', un, { CdEan: '7891000315507' });
  const conversion = await t.call('POST', '/api/produto_conversoes', { token: admin, body: { IdProduto: granola, IdTipoMedida: cx, QtFator: '12' } });
  expect(conversion.statusCode, conversion.body).toBe(201);
});
afterAll(() => t.close());

describe('receiving a supplier’s NF-e', () => {
  let id: number;

  it('imports the supplier’s invoice as the company’s own, with its items’ GTIN, lots and instalments', async () => {
    const result = await importXml('nfe-fornecedor-rastro.xml', fixture);
    expect(result).toMatchObject({ result: 'imported', NrChaveNFe: FIXTURE_KEY, StTerceiros: false, warnings: [] });
    id = result.IdXml;
    const item = (await t.call('GET', `/api/xmls/${id}`, { token: admin })).json();
    expect(item).toMatchObject({ StTerceiros: false, DtRecebimento: null, NrDocumento: '11222333000181' });
  });

  it('proposes the receipt: the supplier to be created, the granola by GTIN with the catalogue’s CX → UN, the oats left to the user', async () => {
    const res = await proposal(id);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.fornecedor).toEqual({ IdFornecedor: null, NmFornecedor: 'Alimentos Ltda.', CNPJ: SUPPLIER, novo: true });
    expect(p.itens[1]).toMatchObject({ NrItem: 2, IdProduto: granola, origem: 'gtin', QtFator: '12', recebimento: { QtEstoque: '60.000', QtSemLote: '60.000', VlCustoUnitario: '10.0000' }, problemas: [] });
    expect(p.itens[0]).toMatchObject({ NrItem: 1, IdProduto: null, origem: null, lotes: [{ nLote: 'AV2609A' }, { nLote: 'AV2610B' }] });
    expect(p.itens[0].problemas.map((v: Row) => [v.propertyPath, v.message])).toEqual([['itens.0.IdProduto', 'receipt_item_unmatched']]);
    expect(p.titulos.map((x: Row) => [x.NrTitulo, x.DtVencimento, x.VlTitulo])).toEqual([
      ['341287450001-1-48120-001', '2026-12-20', '456.96'],
      ['341287450001-1-48120-002', '2027-01-19', '456.96'],
    ]);
  });

  it('refuses an unmatched item in pt-BR on that item, and a factor that makes the oats inexact, writing nothing', async () => {
    const before = await count(written);
    const res = await receive(id);
    expect(res.statusCode, res.body).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'itens.0.IdProduto', message: 'Escolha o produto deste item (código 1018 do fornecedor)' }]);
    // A whole unit cannot take 72 × 0.3333 = 23.9976.
    const granolaAsOats = await receive(id, { itens: [{ NrItem: 1, IdProduto: granola, QtFator: '0.3333' }] });
    expect(granolaAsOats.statusCode, granolaAsOats.body).toBe(422);
    expect(violations(granolaAsOats).map((v) => v.propertyPath)).toContain('itens.0.QtFator');
    expect(await count(written)).toBe(before);
  });

  it('writes nothing when a payable title fails after the lots and stock entries were made (all or nothing)', async () => {
    const other48121 = (await importXml('nfe-48121.xml', invoice(48121))).IdXml;
    // The second instalment's number is taken: the titles come last, after the supplier, the lots and the stock.
    const [supplier] = await t.database.rows<{ id: number }>(sql`select id from people where company_id = ${company} and id <> company_id order by id limit 1`);
    const taken = await t.call('POST', '/api/apagar', { token: admin, body: { IdFornecedor: supplier.id, NrTitulo: '341287450001-1-48121-002', NmTitulo: 'Título à mão', DtEmissao: '2026-11-20', DtVencimento: '2026-12-20', VlTitulo: '1.00' } });
    expect(taken.statusCode, taken.body).toBe(201);
    const before = await count(written);
    const res = await receive(other48121, { itens: [{ NrItem: 1, IdProduto: aveia, QtFator: '0.5' }] });
    expect(res.statusCode, res.body).toBe(422);
    expect(violations(res).map((v) => v.propertyPath)).toEqual(['NrTitulo']);
    expect(await count(written)).toBe(before);
    expect(await count(sql`select count(*)::int as n from people where document = ${SUPPLIER} and company_id = ${company}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from estoque_movimentos where nm_entidade_origem = 'Xml'`)).toBe(0);
  });

  it('receives: the supplier created by CNPJ, two lots with their expiry, exact stock, titles equal to the dups, the code learnt', async () => {
    const res = await receive(id, { itens: [{ NrItem: 1, IdProduto: aveia, QtFator: '0.5' }] });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json();
    expect(done.lotes).toHaveLength(2);
    expect(done.titulos).toHaveLength(2);

    const [supplier] = await t.database.rows<Row>(sql`select p.id, p.name, p.ie, a.cep, a.street, a.number, a.city_ibge, a.uf from people p left join addresses a on a.people_id = p.id where p.document = ${SUPPLIER} and p.company_id = ${company}`);
    expect(supplier).toMatchObject({ name: 'Alimentos Ltda.', ie: '803879214167', cep: '13877123', street: 'Rua Fonseca', number: '2', city_ibge: '3549102', uf: 'SP' });
    expect(done.IdFornecedor).toBe(supplier.id);
    expect(await count(sql`select count(*)::int as n from people_links where people_id = ${supplier.id} and link_type = 'supplier'`)).toBe(1);

    const lots = (await t.call('GET', `/api/lote-estoque-produto?IdProduto=${aveia}&order[DtValidade]=asc`, { token: admin })).json()['hydra:member'];
    expect(lots.map((l: Row) => [l.CdLote, l.DtFabricacao, l.DtValidade, l.QtEstoque])).toEqual([
      ['AV2609A', '2026-09-01', '2030-03-31', '15.000'],
      ['AV2610B', '2026-10-01', '2030-06-30', '21.000'],
    ]);
    const stock = await t.database.rows<Row>(sql`select id_produto, sum(qt_estoque)::text as q from estoque_saldos where id_produto in (${aveia}, ${granola}) group by id_produto order by id_produto`);
    expect(stock.map((s) => [Number(s.id_produto), s.q])).toEqual([
      [aveia, '36.000'],
      [granola, '60.000'],
    ]);

    // Each title owes the supplier (as the payables list and the ERP name it), not nobody.
    const titles = await t.database.rows<Row>(sql`select nr_titulo, dt_emissao::text, dt_vencimento::text, vl_titulo::text, id_fornecedor from apagar where id_xml = ${id} order by nr_titulo`);
    expect(titles).toEqual([
      { nr_titulo: '341287450001-1-48120-001', dt_emissao: '2026-11-20', dt_vencimento: '2026-12-20', vl_titulo: '456.96', id_fornecedor: supplier.id },
      { nr_titulo: '341287450001-1-48120-002', dt_emissao: '2026-11-20', dt_vencimento: '2027-01-19', vl_titulo: '456.96', id_fornecedor: supplier.id },
    ]);
    const listed = await t.database.rows<Row>(sql`select v.nm_fornecedor from vw_apagar v join apagar a on a.id_titulo = v.id_titulo where a.id_xml = ${id}`);
    expect(listed.map((r) => r.nm_fornecedor)).toEqual(['Alimentos Ltda.', 'Alimentos Ltda.']);
    const codes = await t.database.rows<Row>(sql`select cd_produto_fornecedor, id_produto, qt_fator::text from produto_codigo_fornecedor where company_id = ${company} order by cd_produto_fornecedor`);
    expect(codes).toEqual([
      { cd_produto_fornecedor: '1018', id_produto: aveia, qt_fator: '0.500000' },
      { cd_produto_fornecedor: '2044', id_produto: granola, qt_fator: '12.000000' },
    ]);
    expect((await t.call('GET', `/api/xmls/${id}`, { token: admin })).json().DtRecebimento).toBeTruthy();
  });

  it('FEFO reserves from the lot that expires first', async () => {
    const lots = await t.database.rows<{ id: number; code: string }>(sql`select id_lote as id, cd_lote as code from lote_estoque_produto where id_produto = ${aveia}`);
    const lot = (code: string) => Number(lots.find((l) => l.code === code)!.id);
    await t.database.db.transaction(async (tx) => {
      const item = { IdPedidoVendaItem: 987654321, IdProduto: aveia, QtPedida: '20.000', VlFatorConversao: '1' } as never;
      const stock = await vendas.lockItemsStock(tx, [{ IdProduto: aveia }]);
      await vendas.reserveItem(tx, stock, company, item, null);
    });
    const reserved = await t.database.rows<Row>(sql`select id_lote, qt_movimento::text as q from estoque_movimentos where tp_movimento = 'R' and id_produto = ${aveia} order by id_movimento`);
    expect(reserved.map((r) => [Number(r.id_lote), r.q])).toEqual([
      [lot('AV2609A'), '15.000'],
      [lot('AV2610B'), '5.000'],
    ]);
  });

  it('refuses to receive the same invoice twice, saying when and by whom', async () => {
    const before = await count(written);
    const res = await receive(id, { itens: [{ NrItem: 1, IdProduto: aveia, QtFator: '0.5' }] });
    expect(res.statusCode, res.body).toBe(422);
    const [v] = violations(res);
    expect(v.propertyPath).toBe('IdXml');
    expect(v.message).toMatch(/^NF-e já recebida em \d{2}\/\d{2}\/\d{4} por .+/);
    expect(await count(written)).toBe(before);
  });

  it('matches the supplier’s next invoice by the learnt code and factor, against its purchase order: a price difference needs approval', async () => {
    const supplier = Number((await t.database.rows<{ id: number }>(sql`select id from people where document = ${SUPPLIER} and company_id = ${company}`))[0].id);
    // Ordered in our units: 36 KG of oats at R$ 8,50 (the invoice says 313,92 / 36 = 8,72) and 60 UN of granola at R$ 10,00.
    const order = await t.call('POST', '/api/pedidos_compra', {
      token: admin,
      body: { IdFornecedor: supplier, itens: [{ IdProduto: aveia, QtFornecedor: '36', VlUnitario: '8.50' }, { IdProduto: granola, QtFornecedor: '60', VlUnitario: '10.00' }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().IdPedidoCompra;
    const next = (await importXml('nfe-48122.xml', invoice(48122))).IdXml;
    const p = (await proposal(next)).json();
    expect(p.fornecedor).toMatchObject({ novo: false, NmFornecedor: 'Alimentos Ltda.' });
    expect(p.itens.map((i: Row) => [i.origem, i.IdProduto, i.QtFator, i.recebimento.QtEstoque])).toEqual([
      ['codigo', aveia, '0.5', '36.000'],
      ['codigo', granola, '12', '60.000'],
    ]);
    expect(p.itens[0].pedido.diferencas).toEqual([{ campo: 'preco', nota: '8.72', pedido: '8.50' }]);
    expect(p.itens[1].pedido).toMatchObject({ QtAberta: '60.000', diferencas: [] });
    const before = await count(written);
    const unapproved = await receive(next);
    expect(unapproved.statusCode, unapproved.body).toBe(422);
    expect(violations(unapproved)).toEqual([{ propertyPath: 'itens.0.VlUnitario', message: expect.stringMatching(/^Preço diferente do pedido de compra \d+: nota R\$ 8,72, pedido R\$ 8,50/) }]);
    expect(await count(written)).toBe(before);
    const res = await receive(next, { aprovarDiferencas: true });
    expect(res.statusCode, res.body).toBe(201);
    const received = (await t.call('GET', `/api/pedidos_compra/${orderId}`, { token: admin })).json();
    expect(received.StPedido).toBe('R');
    // The same lots again: the lots are the same rows, with their stock added up.
    const lots = (await t.call('GET', `/api/lote-estoque-produto?IdProduto=${aveia}&order[DtValidade]=asc`, { token: admin })).json()['hydra:member'];
    expect(lots.map((l: Row) => [l.CdLote, l.QtEstoque])).toEqual([
      ['AV2609A', '30.000'],
      ['AV2610B', '42.000'],
    ]);
    expect(await count(sql`select count(*)::int as n from people where document = ${SUPPLIER} and company_id = ${company}`)).toBe(1);
  });

  it('refuses a purchase order line named for an item of another product, even with the differences approved', async () => {
    const supplier = Number((await t.database.rows<{ id: number }>(sql`select id from people where document = ${SUPPLIER} and company_id = ${company}`))[0].id);
    const order = await t.call('POST', '/api/pedidos_compra', { token: admin, body: { IdFornecedor: supplier, itens: [{ IdProduto: granola, QtFornecedor: '60', VlUnitario: '10.00' }] } });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().IdPedidoCompra;
    const lineOf = async () => (await t.database.rows<{ id: number; q: string }>(sql`select id_pedido_compra_item as id, qt_recebida::text as q from pedido_compra_itens where id_pedido_compra = ${orderId}`))[0];
    const line = await lineOf();
    const next = (await importXml('nfe-48125.xml', invoice(48125))).IdXml;
    const before = await count(written);
    // The oats (item 1) against the granola's line: the line would count 36 KG of oats as granola received.
    const res = await receive(next, { aprovarDiferencas: true, itens: [{ NrItem: 1, IdProduto: aveia, QtFator: '0.5', IdPedidoCompraItem: line.id }] });
    expect(res.statusCode, res.body).toBe(422);
    expect(violations(res)).toEqual([{ propertyPath: 'itens.0.IdPedidoCompraItem', message: `Esta linha do pedido de compra ${order.json().NrPedido} é de outro produto: escolha uma linha do produto do item` }]);
    expect(await count(written)).toBe(before);
    expect((await lineOf()).q).toBe('0.000');
    expect((await t.call('PUT', `/api/pedidos_compra/${orderId}/status`, { token: admin, body: { StPedido: 'C' } })).statusCode).toBe(200);
  });

  it('recognises an invoice imported twice and says so, storing it once', async () => {
    const before = await count(sql`select count(*)::int as n from xmls`);
    const again = await importXml('copia.xml', fixture);
    expect(again).toMatchObject({ result: 'duplicate', IdXml: id, NrChaveNFe: FIXTURE_KEY, code: 'nfe_duplicate' });
    expect(again.reason).toMatch(/^NF-e já importada em \d{2}\/\d{2}\/\d{4} \(arquivo nfe-fornecedor-rastro\.xml\)/);
    expect(await count(sql`select count(*)::int as n from xmls`)).toBe(before);
  });

  it('receives the supplier’s invoice of the same number in another series: its titles are its own, not a repeated number', async () => {
    const serie2 = (await importXml('nfe-48120-serie2.xml', invoice(48120, (x) => x, 2))).IdXml;
    const res = await receive(serie2);
    expect(res.statusCode, res.body).toBe(201);
    const titles = await t.database.rows<Row>(sql`select id_xml, nr_titulo, vl_titulo::text from apagar where id_xml in (${id}, ${serie2}) order by id_xml, nr_titulo`);
    expect(titles).toHaveLength(4);
    expect(new Set(titles.map((x) => x.nr_titulo)).size).toBe(4);
    expect(titles.filter((x) => x.id_xml === serie2).map((x) => x.vl_titulo)).toEqual(['456.96', '456.96']);
  });

  // The supplier cancels an invoice the company already received: nothing is owed for it any more, so its payables
  // must not be paid (one the ERP already has is undone there); the goods are in the warehouse, so the stock stays and
  // the invoice says what is left to do.
  it('a cancellation imported after the receipt withdraws the payables not sent, names the one in the ERP, keeps the stock and says so', async () => {
    const nNF = 48130;
    const xml = invoice(nNF);
    const key = /Id="NFe(\d{44})"/.exec(xml)![1];
    const received = (await importXml('nfe-48130.xml', xml)).IdXml as number;
    expect((await receive(received)).statusCode).toBe(201);
    const titles = await t.database.rows<Row>(sql`select id_titulo, nr_titulo from apagar where id_xml = ${received} order by nr_titulo`);
    expect(titles).toHaveLength(2);
    // The second was sent to the ERP already.
    await t.database.rows(sql`update apagar set st_integracao = 'E' where id_titulo = ${titles[1].id_titulo}`);
    const stock = sql`select coalesce(sum(qt_movimento), 0)::text as n from estoque_movimentos where nm_entidade_origem = 'Xml' and id_entidade_origem = ${received}`;
    const [before] = await t.database.rows<Row>(stock);

    const res = await importXml(`cancelamento-${nNF}.xml`, cancellationEvent(key));
    expect(res).toMatchObject({ result: 'cancelled', IdXml: received, StCancelada: true });
    expect(res.warnings).toEqual([
      'A NF-e já tinha sido recebida: o estoque que ela lançou continua (devolva a mercadoria ao fornecedor ou receba a nota que a substitui)',
      `Título a pagar ${titles[0].nr_titulo} cancelado`,
      `O título ${titles[1].nr_titulo} já foi enviado ao ERP: cancele-o lá`,
    ]);
    const after = await t.database.rows<Row>(sql`select nr_titulo, st_integracao from apagar where id_xml = ${received} order by nr_titulo`);
    expect(after.map((r) => r.st_integracao)).toEqual(['C', 'E']);
    expect((await t.database.rows<Row>(stock))[0]).toEqual(before);
    // The same words stay on the invoice, for whoever opens the list later.
    const avisos = (await t.call('GET', `/api/xmls/${received}`, { token: admin })).json().DsAvisos as { code: string }[];
    expect(avisos.map((a) => a.code)).toEqual(['nfe_cancel_after_receipt', 'nfe_cancel_titulo_withdrawn', 'nfe_cancel_titulo_in_erp']);
    // Imported again: nothing more happens.
    const again = await importXml(`cancelamento-${nNF}-2.xml`, cancellationEvent(key));
    expect(again.warnings ?? []).toEqual([]);
    expect(((await t.call('GET', `/api/xmls/${received}`, { token: admin })).json().DsAvisos as unknown[]).length).toBe(3);
  });
});

describe('third-party invoices', () => {
  it('flags an invoice between two other companies on import, and keeps it out of GNRE guides, titles and receiving', async () => {
    // The SP → MG DIFAL sample: neither its issuer nor its recipient is the demo company, whose MG line would make a guide.
    const file = fs.readdirSync(samples).find((f) => f.startsWith('difal-sp-mg') && f.endsWith('.xml'))!;
    const result = await importXml(file, fs.readFileSync(path.join(samples, file)));
    expect(result, result.reason).toMatchObject({ result: 'imported', StTerceiros: true });
    expect(result.warnings).toContain('Nota de terceiros: nem o emitente nem o destinatário são esta empresa. Fica fora das guias GNRE, das contas a pagar e do recebimento');
    const x = result.IdXml as number;
    expect((await t.call('GET', `/api/xmls?StTerceiros=true`, { token: admin })).json()['hydra:member'].map((r: Row) => r.IdXml)).toContain(x);

    const named = await t.call('POST', '/api/gnres/gerar', { token: admin, body: { xmls: [x] }, headers: ptBR });
    expect(named.statusCode, named.body).toBe(422);
    expect(violations(named)).toMatchObject([{ propertyPath: 'xmls.0', message: 'Nota de terceiros não gera guia GNRE' }]);
    expect((await t.call('POST', '/api/gnres/gerar', { token: admin, body: {} })).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from gnres where id_xml = ${x}`)).toBe(0);

    const res = await receive(x);
    expect(res.statusCode, res.body).toBe(422);
    expect(violations(res)).toMatchObject([{ propertyPath: 'IdXml', message: 'Nota de terceiros não se recebe: nem o emitente nem o destinatário são esta empresa' }]);
    expect(await count(sql`select count(*)::int as n from apagar where id_xml = ${x}`)).toBe(0);
  });

  it('flags the company’s own sales invoice on import: listed, never offered for receiving, refused if asked', async () => {
    // The fixture turned around: the demo company issues it to the supplier (its own sale, imported for its GNRE).
    const sale = invoice(48124, (xml) => xml.replace('<CNPJ>11222333000181</CNPJ>', '<CNPJ>04252011000110</CNPJ>').replace(`<CNPJ>${SUPPLIER}</CNPJ>`, '<CNPJ>11222333000181</CNPJ>'));
    const result = await importXml('venda.xml', sale);
    expect(result, result.reason).toMatchObject({ result: 'imported', StTerceiros: false });
    const x = result.IdXml as number;
    const supplierInvoice = Number((await t.database.rows<{ id: number }>(sql`select id_xml as id from xmls where nr_chave_nfe = ${FIXTURE_KEY} and company_id = ${company}`))[0].id);
    const listed = (await t.call('GET', `/api/xmls?IdXml=${x}`, { token: admin })).json()['hydra:member'] as Row[];
    expect(listed).toMatchObject([{ IdXml: x, StPropria: true, StTerceiros: false }]);
    const mine = (await t.call('GET', '/api/xmls?StPropria=true&pagination=false', { token: admin })).json()['hydra:member'] as Row[];
    expect(mine.map((r) => r.IdXml)).toContain(x);
    expect(mine.map((r) => r.IdXml)).not.toContain(supplierInvoice);
    expect((await proposal(x)).json()).toMatchObject({ StPropria: true, StTerceiros: false });
    expect((await proposal(supplierInvoice)).json()).toMatchObject({ StPropria: false });
    const before = await count(written);
    const res = await receive(x);
    expect(res.statusCode, res.body).toBe(422);
    expect(violations(res).map((v) => v.propertyPath)).toEqual(['IdXml']);
    expect(await count(written)).toBe(before);
  });

  it('flags the fixture with another recipient too', async () => {
    const elsewhere = invoice(48123, (xml) => xml.replace('<CNPJ>11222333000181</CNPJ>', '<CNPJ>04252011000110</CNPJ>'));
    expect(await importXml('terceiros.xml', elsewhere)).toMatchObject({ result: 'imported', StTerceiros: true });
  });
});

describe('tenancy and the grant', () => {
  let pending: number;

  beforeAll(async () => {
    pending = Number((await t.database.rows<{ id: number }>(sql`select id_xml as id from xmls where nr_chave_nfe like '%48121%' and company_id = ${company}`))[0].id);
  });

  it('answers 404 to another company’s user, and refuses another company’s product in the body', async () => {
    expect((await proposal(pending, other)).statusCode).toBe(404);
    const before = await count(written);
    expect((await receive(pending, { itens: [{ NrItem: 1, IdProduto: aveia, QtFator: '0.5' }] }, other)).statusCode).toBe(404);
    const [foreign] = await t.database.rows<{ id: number }>(sql`select id_produto as id from produtos where company_id <> ${company} limit 1`);
    const res = await receive(pending, { itens: [{ NrItem: 1, IdProduto: Number(foreign.id), QtFator: '0.5' }] });
    expect(res.statusCode, res.body).toBe(422);
    expect(violations(res).map((v) => v.propertyPath)).toEqual(['itens.0.IdProduto']);
    expect(await count(written)).toBe(before);
  });

  it('needs its own grant: importing invoices does not let one receive them', async () => {
    expect((await receive(pending, {}, seller)).statusCode).toBe(403);
    const acoes = (await t.call('GET', '/api/acoes?pagination=false', { token: admin })).json()['hydra:member'] as Row[];
    const rotas = async (chave: string) => (await t.call('GET', `/api/rotas?chave=${chave}&pagination=false`, { token: admin })).json()['hydra:member'] as Row[];
    const profile = (await t.call('GET', '/api/regras?regra=Vendedor', { token: admin })).json()['hydra:member'][0];
    const grant = async (chave: string, acao: string) => {
      const ids = (await rotas(chave)).map((r) => r.id);
      const a = acoes.find((x) => ids.includes(x.rota) && x.acao === acao)!;
      const res = await t.call('POST', '/api/regra_acoes', { token: admin, body: { regra: profile.id, acao: a.id } });
      expect(res.statusCode, res.body).toBe(201);
    };
    await grant('xmls', 'read');
    await grant('xmls', 'create');
    const token = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await t.call('GET', `/api/xmls/${pending}`, { token })).statusCode).toBe(200);
    expect((await proposal(pending, token)).statusCode).toBe(403);
    expect((await receive(pending, { itens: [{ NrItem: 1, IdProduto: aveia, QtFator: '0.5' }] }, token)).statusCode).toBe(403);
    await grant('recebimento_mercadorias', 'read');
    const reader = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await proposal(pending, reader)).statusCode).toBe(200);
    expect((await receive(pending, { itens: [{ NrItem: 1, IdProduto: aveia, QtFator: '0.5' }] }, reader)).statusCode).toBe(403);
  });
});
