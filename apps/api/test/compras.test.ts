/**
 * Purchasing through the API (issue 28): purchase orders numbered per company (also under concurrent requests), exact
 * totals with the supplier's unit converted to ours, status moves the domain allows (422 in pt-BR otherwise), tenancy
 * (another company's supplier or product is 422 on its field), grants (no `compras`: 403; no `compras_envio`: cannot
 * send), the PDF read back as text, the e-mail delivered to a local SMTP server, quotations from an analysis'
 * suggestions to orders, the receiving commands, and the MRP counting an order line once (and again after cancelling).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { registerJobHandlers } from '../src/jobs.ts';
import { createUser } from '../src/modules/admin/companies.service.ts';
import { createProfile } from '../src/modules/admin/access.service.ts';
import { pedidosCompraAbertos, registrarRecebimentoCompra } from '../src/modules/compras/index.ts';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { parseMessage, smtpServer } from './mail-helpers.ts';
import { pcpCalls, saoPauloToday } from './pcp-calls.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof smtpServer>>;
let admin: string;
let other: string;
let seller: string;
let buyer: string;
let company: number;
let otherCompany: number;
const ids: Record<string, number> = {};
const ptBR = { 'accept-language': 'pt-BR' };
const today = saoPauloToday();

const calls = pcpCalls(
  () => t,
  () => admin,
);
const { post, members, rows, one } = calls;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = admin) => t.call(method, `/api${path}`, { token, body, headers: ptBR });
const runJobs = async () => {
  while ((await t.jobs.runOnce()) > 0);
};

beforeAll(async () => {
  smtp = await smtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  registerJobHandlers(t.jobs, { database: t.database, settings: t.settings, storage: t.app.storage });
  admin = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  otherCompany = (await t.call('GET', '/api/users/me', { token: other })).json().company;
  // A buyer: writes purchases, but may not send them to the supplier (compras_envio).
  await t.database.db.transaction(async (tx) => {
    const profile = await createProfile(tx, company, 'Comprador', ['compras:read', 'compras:create', 'compras:update']);
    await createUser(tx, company, { username: 'comprador', password: 'comprador1', email: 'comprador@exemplo.com.br', profile }, null);
  });
  buyer = await t.login('comprador', 'comprador1');

  const units = await members('/tipo_medidas?pagination=false');
  const unit = (sigla: string) => units.find((u: { CdSigla: string }) => u.CdSigla === sigla).IdTipoMedida;
  ids.UN = unit('UN');
  ids.CX = unit('CX');
  ids.KG = unit('KG');
  const product = async (code: string, extra: Record<string, unknown>) =>
    (ids[code] = (await post('/produtos', { CdChamada: code, NmProduto: `Insumo ${code}`, IdTipoMedida: ids.UN, NrDiasValidade: 0, TpProduto: 'M', TpProdutoPcp: 'C', ...extra })).IdProduto);
  await product('CMP-A', {});
  await product('CMP-B', {});
  await product('CMP-KG', { IdTipoMedida: ids.KG });
  await post('/produto_conversoes', { IdProduto: ids['CMP-A'], IdTipoMedida: ids.CX, QtFator: '12' });
  ids.supplier = (await one<{ id: number }>(sql`select id from people where company_id = ${company} and id <> ${company} and exists (select 1 from emails e where e.people_id = people.id) order by id limit 1`))!.id;
  ids.otherSupplier = (await one<{ id: number }>(sql`select id from people where company_id = ${otherCompany} and id <> ${otherCompany} order by id limit 1`))!.id;
  ids.otherProduct = (await one<{ id: number }>(sql`select id_produto as id from produtos where company_id = ${otherCompany} order by id_produto limit 1`))!.id;
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

async function newOrder(body: Record<string, unknown>, token = admin) {
  const res = await call('POST', '/pedidos_compra', { IdFornecedor: ids.supplier, DtPrevista: today, ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { IdPedidoCompra: number; NrPedido: number; VlTotal: string; StPedido: string; version: number };
}

describe('purchase orders', () => {
  it('numbers orders per company, one after the other, also when created at the same time', async () => {
    const first = await newOrder({});
    const together = await Promise.all([1, 2, 3, 4].map(() => newOrder({})));
    const numbers = together.map((o) => o.NrPedido).sort((a, b) => a - b);
    expect(numbers).toEqual([first.NrPedido + 1, first.NrPedido + 2, first.NrPedido + 3, first.NrPedido + 4]);
    // The other company counts its own: its next number follows its last, not ours.
    const [{ last }] = await rows<{ last: number }>(sql`select max(nr_pedido)::int as last from pedido_compra where company_id = ${otherCompany}`);
    const theirs = await call('POST', '/pedidos_compra', { IdFornecedor: ids.otherSupplier }, other);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().NrPedido).toBe(last + 1);
  });

  it("keeps exact totals: each line rounded to the cent (half up), the supplier's unit converted to ours", async () => {
    const order = await newOrder({
      DsPrazoPagamento: '30/60',
      itens: [
        { IdProduto: ids['CMP-B'], QtFornecedor: '3', VlUnitario: '0.3333' },
        { IdProduto: ids['CMP-B'], QtFornecedor: '7', VlUnitario: '1.0050' },
        { IdProduto: ids['CMP-A'], IdTipoMedida: ids.CX, QtFornecedor: '2', VlUnitario: '30.10' },
        { IdProduto: ids['CMP-KG'], QtFornecedor: '12,345', VlUnitario: '2.5' },
      ],
    });
    // 0.9999 → 1.00; 7.035 → 7.04 (a float would make 7.03); 60.20; 30.8625 → 30.86.
    expect(order.VlTotal).toBe('99.10');
    const lines = (await call('GET', `/pedido_compra_items?IdPedidoCompra=${order.IdPedidoCompra}`)).json()['hydra:member'];
    expect(lines.map((l: Record<string, string>) => [l.VlTotal, l.QtFornecedor, l.CdSiglaFornecedor, l.QtPedida, l.CdSigla])).toEqual([
      ['1.00', '3.000', 'UN', '3.000', 'UN'],
      ['7.04', '7.000', 'UN', '7.000', 'UN'],
      ['60.20', '2.000', 'CX', '24.000', 'UN'],
      ['30.86', '12.345', 'KG', '12.345', 'KG'],
    ]);
    // Changing a line moves the total; a unit the product has no conversion from is refused on its field.
    const changed = await call('PUT', `/pedido_compra_items/${lines[0].IdPedidoCompraItem}`, { QtFornecedor: '6' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().VlTotal).toBe('100.10');
    const bad = await call('POST', '/pedido_compra_items', { IdPedidoCompra: order.IdPedidoCompra, IdProduto: ids['CMP-B'], IdTipoMedida: ids.CX, QtFornecedor: '1', VlUnitario: '1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([expect.objectContaining({ propertyPath: 'IdTipoMedida', message: 'O produto não tem conversão dessa unidade: cadastre-a no produto' })]);
    const badDays = await call('PUT', `/pedidos_compra/${order.IdPedidoCompra}`, { DsPrazoPagamento: '60/30' });
    expect(badDays.statusCode).toBe(422);
    expect(badDays.json().violations[0].propertyPath).toBe('DsPrazoPagamento');
    ids.order = order.IdPedidoCompra;
  });

  it('refuses a quantity its unit cannot hold (a fraction of a whole unit, more than 3 decimals) instead of rounding it', async () => {
    await post('/produto_conversoes', { IdProduto: ids['CMP-KG'], IdTipoMedida: ids.UN, QtFator: '0.0005' });
    const res = await call('POST', '/pedidos_compra', {
      IdFornecedor: ids.supplier,
      itens: [
        { IdProduto: ids['CMP-B'], QtFornecedor: '2,5', VlUnitario: '1' },
        { IdProduto: ids['CMP-A'], IdTipoMedida: ids.CX, QtFornecedor: '1.5', VlUnitario: '30' },
        { IdProduto: ids['CMP-KG'], IdTipoMedida: ids.UN, QtFornecedor: '3', VlUnitario: '0.01' },
        { IdProduto: ids['CMP-KG'], IdTipoMedida: ids.UN, QtFornecedor: '2', VlUnitario: '0.01' },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message])).toEqual([
      ['itens.0.QtFornecedor', 'A quantidade em UN precisa ser inteira (dá 2,5)'],
      ['itens.1.QtFornecedor', 'A quantidade em CX precisa ser inteira (dá 1,5)'],
      ['itens.2.QtFornecedor', 'A quantidade em KG passa de 3 casas decimais (dá 0,0015)'],
    ]);
    const order = await newOrder({ itens: [{ IdProduto: ids['CMP-B'], QtFornecedor: '2', VlUnitario: '1' }] });
    const [line] = (await call('GET', `/pedido_compra_items?IdPedidoCompra=${order.IdPedidoCompra}`)).json()['hydra:member'];
    const changed = await call('PUT', `/pedido_compra_items/${line.IdPedidoCompraItem}`, { QtFornecedor: '0.5' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().violations).toEqual([expect.objectContaining({ propertyPath: 'QtFornecedor', message: 'A quantidade em UN precisa ser inteira (dá 0,5)' })]);
  });

  it('quotes typed items only in quantities their unit holds, as the orders they make will take them', async () => {
    const res = await call('POST', '/cotacoes_compra', { NmCotacao: 'Frações', itens: [{ IdProduto: ids['CMP-B'], QtCotada: '2.5' }, { IdProduto: ids['CMP-KG'], QtCotada: '2.5' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([expect.objectContaining({ propertyPath: 'itens.0.QtCotada', message: 'A quantidade em UN precisa ser inteira (dá 2,5)' })]);
    const q = await call('POST', '/cotacoes_compra', { NmCotacao: 'Inteiros', itens: [{ IdProduto: ids['CMP-B'], QtCotada: '2' }] });
    expect(q.statusCode, q.body).toBe(201);
    const added = await call('POST', '/cotacao_compra_itens', { IdCotacaoCompra: q.json().IdCotacaoCompra, IdProduto: ids['CMP-A'], QtCotada: '0.5' });
    expect(added.statusCode).toBe(422);
    expect(added.json().violations).toEqual([expect.objectContaining({ propertyPath: 'QtCotada', message: 'A quantidade em UN precisa ser inteira (dá 0,5)' })]);
  });

  it('moves the status only as the rules allow, with the reason in pt-BR', async () => {
    const order = await newOrder({ itens: [{ IdProduto: ids['CMP-B'], QtFornecedor: '1', VlUnitario: '1' }] });
    const move = (StPedido: string, token = admin) => call('PUT', `/pedidos_compra/${order.IdPedidoCompra}/status`, { StPedido }, token);
    const received = await move('R');
    expect(received.statusCode).toBe(422);
    expect(received.json().violations[0]).toMatchObject({ propertyPath: 'StPedido', message: 'O pedido passa a recebido pelo recebimento da mercadoria, não por aqui' });
    expect((await move('Z')).statusCode).toBe(422);
    expect((await move('E')).json().StPedido).toBe('E');
    // Sent: no more item changes.
    const locked = await call('POST', '/pedido_compra_items', { IdPedidoCompra: order.IdPedidoCompra, IdProduto: ids['CMP-B'], QtFornecedor: '1', VlUnitario: '1' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().violations[0].message).toBe('Só um pedido de compra aberto pode ser alterado (agora: enviado)');
    expect((await move('C')).json().StPedido).toBe('C');
    const final = await move('A');
    expect(final.statusCode).toBe(422);
    expect(final.json().violations[0].message).toBe('Um pedido de compra cancelado não muda mais de status');
    // An empty order is not sent.
    const empty = await newOrder({});
    const sent = await call('PUT', `/pedidos_compra/${empty.IdPedidoCompra}/status`, { StPedido: 'E' });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().violations[0].message).toBe('O pedido de compra não tem itens');
  });

  it("refuses another company's supplier, product or unit as the field's violation, and writes nothing", async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from pedido_compra`);
    const res = await call('POST', '/pedidos_compra', { IdFornecedor: ids.otherSupplier, itens: [{ IdProduto: ids.otherProduct, QtFornecedor: '1', VlUnitario: '1' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['IdFornecedor', 'itens.0.IdProduto']);
    expect(await one(sql`select count(*)::int as n from pedido_compra`)).toEqual(before);
    const item = await call('POST', '/pedido_compra_items', { IdPedidoCompra: ids.order, IdProduto: ids.otherProduct, QtFornecedor: '1', VlUnitario: '1' });
    expect(item.statusCode).toBe(422);
    expect(item.json().violations[0].propertyPath).toBe('IdProduto');
    // Another company's order is not found, for reading and for writing.
    expect((await call('GET', `/pedidos_compra/${ids.order}`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', `/pedidos_compra/${ids.order}/status`, { StPedido: 'C' }, other)).statusCode).toBe(404);
  });

  it('asks its grant of each operation: no purchases for the seller, no sending for the buyer', async () => {
    expect((await call('GET', '/pedidos_compra', undefined, seller)).statusCode).toBe(403);
    expect((await call('POST', '/pedidos_compra', { IdFornecedor: ids.supplier }, seller)).statusCode).toBe(403);
    expect((await call('GET', '/cotacoes_compra', undefined, seller)).statusCode).toBe(403);
    const order = await newOrder({ itens: [{ IdProduto: ids['CMP-B'], QtFornecedor: '2', VlUnitario: '5' }] }, buyer);
    expect((await call('PUT', `/pedidos_compra/${order.IdPedidoCompra}/status`, { StPedido: 'E' }, buyer)).statusCode).toBe(403);
    expect((await call('POST', `/pedidos_compra/${order.IdPedidoCompra}/email`, { emails: ['x@fornecedor.com.br'] }, buyer)).statusCode).toBe(403);
    expect((await call('PUT', `/pedidos_compra/${order.IdPedidoCompra}/status`, { StPedido: 'C' }, buyer)).json().StPedido).toBe('C');
  });

  it('prints the order: number, supplier, items in both units, prices, total and installments', async () => {
    const order = await newOrder({
      DsPrazoPagamento: '30/60',
      DsObservacao: 'Entregar no almoxarifado.',
      itens: [
        { IdProduto: ids['CMP-A'], IdTipoMedida: ids.CX, QtFornecedor: '2', VlUnitario: '30.1234', DtPrevista: '2031-03-04' },
        { IdProduto: ids['CMP-KG'], QtFornecedor: '1,5', VlUnitario: '10' },
      ],
    });
    const res = await t.call('GET', `/api/pedidos_compra/${order.IdPedidoCompra}/pdf`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`pedido-compra-${order.NrPedido}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const [supplier] = await rows<{ name: string }>(sql`select name from people where id = ${ids.supplier}`);
    // 2 × 30,1234 = 60,2468 → 60,25; 1,5 × 10 = 15,00; total 75,25 in two installments of 37,63 and 37,62.
    for (const expected of ['PEDIDO DE COMPRA Nº ' + order.NrPedido, supplier.name, 'CMP-A', '2 CX', '24 UN', 'R$ 30,1234', '04/03/2031', 'R$ 60,25', '1,500 KG', 'R$ 75,25', 'R$ 37,63', 'R$ 37,62', 'Entregar no almoxarifado.', 'Página 1 de 1']) {
      expect(text, expected).toContain(expected);
    }
  });

  it('e-mails the PDF to the supplier through SMTP and records the sending', async () => {
    const order = await newOrder({ itens: [{ IdProduto: ids['CMP-B'], QtFornecedor: '4', VlUnitario: '2.5' }] });
    const asked = await call('POST', `/pedidos_compra/${order.IdPedidoCompra}/email`, {});
    expect(asked.statusCode, asked.body).toBe(202);
    const [mail] = await rows<{ email: string }>(sql`select email from emails where people_id = ${ids.supplier} order by id limit 1`);
    expect(asked.json().to).toEqual([mail.email]);
    await runJobs();
    const got = smtp.received.filter((m) => m.to.includes(mail.email));
    expect(got).toHaveLength(1);
    const msg = parseMessage(got[0].data);
    const attachment = msg.parts.find((p) => /^application\/pdf/i.test(p.headers['content-type']))!;
    expect(attachment.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attachment.headers['content-disposition']).toContain(`pedido-compra-${order.NrPedido}.pdf`);
    expect(await rows(sql`select ds_destinatarios from pedido_compra_envios where id_pedido_compra = ${order.IdPedidoCompra}`)).toEqual([{ ds_destinatarios: mail.email }]);
    // Bad addresses are the field's violation and queue nothing.
    const bad = await call('POST', `/pedidos_compra/${order.IdPedidoCompra}/email`, { emails: ['not-an-email'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].propertyPath).toBe('emails.0');
  });
});

describe('receiving against purchase orders (the commands the invoice receiving calls)', () => {
  it('lists the open lines in our unit and adds what arrives, never beyond what is open unless approved', async () => {
    const order = await newOrder({
      itens: [
        { IdProduto: ids['CMP-A'], IdTipoMedida: ids.CX, QtFornecedor: '2', VlUnitario: '24' },
        { IdProduto: ids['CMP-B'], QtFornecedor: '10', VlUnitario: '1.5' },
      ],
    });
    await call('PUT', `/pedidos_compra/${order.IdPedidoCompra}/status`, { StPedido: 'E' });
    const open = (await pedidosCompraAbertos(t.database.db, company, ids.supplier)).find((o) => o.IdPedidoCompra === order.IdPedidoCompra)!;
    expect(open.itens.map((i) => [i.QtPedida, i.QtRecebida, i.VlUnitario])).toEqual([
      ['24.000', '0.000', '2.000000'],
      ['10.000', '0.000', '1.500000'],
    ]);
    const [a, b] = open.itens.map((i) => i.IdPedidoCompraItem);
    await t.database.db.transaction((tx) => registrarRecebimentoCompra(tx, company, [{ IdPedidoCompraItem: a, quantidade: '20' }]));
    expect((await call('GET', `/pedidos_compra/${order.IdPedidoCompra}`)).json().StPedido).toBe('P');
    // 5 more of A is beyond the 4 open: refused, nothing written; another company's view does not see the line.
    await expect(t.database.db.transaction((tx) => registrarRecebimentoCompra(tx, company, [{ IdPedidoCompraItem: b, quantidade: '10' }, { IdPedidoCompraItem: a, quantidade: '5' }]))).rejects.toMatchObject({
      violations: [{ propertyPath: 'linhas.1.quantidade', message: 'receipt_exceeds_open', params: { saldo: '4.000' } }],
    });
    await expect(t.database.db.transaction((tx) => registrarRecebimentoCompra(tx, otherCompany, [{ IdPedidoCompraItem: b, quantidade: '1' }]))).rejects.toMatchObject({
      violations: [{ propertyPath: 'linhas.0.IdPedidoCompraItem', message: 'not_found' }],
    });
    expect(await rows(sql`select qt_recebida::text as q from pedido_compra_itens where id_pedido_compra = ${order.IdPedidoCompra} order by nr_posicao`)).toEqual([{ q: '20.000' }, { q: '0.000' }]);
    // Approved, the excess goes in and the order is received.
    await t.database.db.transaction((tx) => registrarRecebimentoCompra(tx, company, [{ IdPedidoCompraItem: b, quantidade: '10' }, { IdPedidoCompraItem: a, quantidade: '5', aprovarExcesso: true }]));
    expect((await call('GET', `/pedidos_compra/${order.IdPedidoCompra}`)).json().StPedido).toBe('R');
    expect((await pedidosCompraAbertos(t.database.db, company, ids.supplier)).some((o) => o.IdPedidoCompra === order.IdPedidoCompra)).toBe(false);
  });

  it('adds concurrent receipts of the same line instead of losing one', async () => {
    const order = await newOrder({ itens: [{ IdProduto: ids['CMP-B'], QtFornecedor: '10', VlUnitario: '1' }] });
    const [line] = (await pedidosCompraAbertos(t.database.db, company, ids.supplier)).find((o) => o.IdPedidoCompra === order.IdPedidoCompra)!.itens;
    await Promise.all([1, 2, 3].map(() => t.database.db.transaction((tx) => registrarRecebimentoCompra(tx, company, [{ IdPedidoCompraItem: line.IdPedidoCompraItem, quantidade: '2' }]))));
    expect(await one(sql`select qt_recebida::text as q from pedido_compra_itens where id_pedido_compra_item = ${line.IdPedidoCompraItem}`)).toEqual({ q: '6.000' });
  });
});

describe('from an MRP suggestion to a purchase order, counted once', () => {
  it('quotes the suggestion, orders it from the winner, and a new analysis no longer suggests it until the order is cancelled', async () => {
    await product('CMP-MRP');
    const forecast = (await post('/previsao_de_vendas', { NmPrevisaoDeVenda: 'Compras MRP' })).Id;
    await post('/previsao_de_venda_items', { IdPrevisaoDeVenda: forecast, produto: ids['CMP-MRP'], Quantidade: '40', DtPrevisaoDeVenda: today });
    const analysis = async () => {
      const id = (await post('/analises', { NmAnalise: `Compras ${Math.random()}`, DtInicio: today, TpPeriodo: 'S', NrHorizonteDias: 28, previsoes: [forecast] })).IdAnalise;
      expect(await calls.calculate(id)).toMatchObject({ state: 'completed' });
      return id;
    };
    const result = async (id: number) =>
      (await one<{ r: string; p: string }>(sql`select nr_resultado::text as r, nr_pedidos_compra::text as p from analise_dados where id_analise = ${id} and id_produto = ${ids['CMP-MRP']}`))!;

    const first = await analysis();
    expect(await result(first)).toEqual({ r: '40.000', p: '0.000' });
    await post('/analise/criar-ordens', { IdAnalise: first, produtos: [ids['CMP-MRP']] });
    const [suggestion] = await rows<{ id: number }>(sql`select id_compra as id from compras where id_analise = ${first} and id_produto = ${ids['CMP-MRP']}`);

    // The quotation: the suggestion and two suppliers; the lowest price wins; its order is made.
    const [s2] = await rows<{ id: number }>(sql`select id from people where company_id = ${company} and id not in (${company}, ${ids.supplier}) order by id limit 1`);
    const made = await call('POST', '/cotacoes_compra', { NmCotacao: 'Cotação MRP', IdCompras: [suggestion.id], fornecedores: [{ IdFornecedor: ids.supplier, NrPrazoEntrega: 3, DsPrazoPagamento: '30' }, { IdFornecedor: s2.id, NrPrazoEntrega: 1 }] });
    expect(made.statusCode, made.body).toBe(201);
    const q = made.json();
    expect(q.itens).toEqual([expect.objectContaining({ IdProduto: ids['CMP-MRP'], QtCotada: '40.000', IdCompra: suggestion.id })]);
    expect(await one(sql`select st_compra as s from compras where id_compra = ${suggestion.id}`)).toEqual({ s: 'C' });
    // The same suggestion cannot be quoted twice.
    const twice = await call('POST', '/cotacoes_compra', { NmCotacao: 'De novo', IdCompras: [suggestion.id] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().violations[0]).toMatchObject({ propertyPath: 'IdCompras.0', message: 'A sugestão de compra não está mais em aberto' });
    const [f1, f2] = q.fornecedores.map((f: { IdCotacaoCompraFornecedor: number }) => f.IdCotacaoCompraFornecedor);
    const item = q.itens[0].IdCotacaoCompraItem;
    const noWinner = await call('POST', `/cotacoes_compra/${q.IdCotacaoCompra}/gerar-pedidos`);
    expect(noWinner.statusCode).toBe(422);
    expect(noWinner.json().violations[0].message).toBe('Escolha o fornecedor vencedor de cada item antes de gerar os pedidos');
    await call('PUT', `/cotacoes_compra/${q.IdCotacaoCompra}/precos`, { precos: [{ IdCotacaoCompraItem: item, IdCotacaoCompraFornecedor: f1, VlUnitario: '2.4990' }, { IdCotacaoCompraItem: item, IdCotacaoCompraFornecedor: f2, VlUnitario: '2,50' }] });
    const won = await call('PUT', `/cotacoes_compra/${q.IdCotacaoCompra}/vencedores`, { menorPreco: true });
    expect(won.json().itens[0].IdCotacaoCompraFornecedor).toBe(f1);
    const orders = await call('POST', `/cotacoes_compra/${q.IdCotacaoCompra}/gerar-pedidos`);
    expect(orders.statusCode, orders.body).toBe(201);
    const [order] = orders.json()['hydra:member'];
    expect(order).toMatchObject({ IdFornecedor: ids.supplier, StPedido: 'A', VlTotal: '99.96', DsPrazoPagamento: '30' });
    expect(await one(sql`select st_compra as s from compras where id_compra = ${suggestion.id}`)).toEqual({ s: 'P' });
    expect((await call('GET', `/cotacoes_compra/${q.IdCotacaoCompra}`)).json().StCotacao).toBe('F');

    // A new analysis: the order line is the scheduled receipt (40, not 80: the suggestion is not counted again).
    const second = await analysis();
    expect(await result(second)).toEqual({ r: '0.000', p: '40.000' });
    // Cancelled, the order no longer arrives and the suggestion is given up: the need is planned again.
    expect((await call('PUT', `/pedidos_compra/${order.IdPedidoCompra}/status`, { StPedido: 'C' })).statusCode).toBe(200);
    expect(await one(sql`select st_compra as s from compras where id_compra = ${suggestion.id}`)).toEqual({ s: 'X' });
    const third = await analysis();
    expect(await result(third)).toEqual({ r: '40.000', p: '0.000' });
  });
});

describe('an ordered MRP suggestion whose line changes product', () => {
  it('is suggested again, as when the line is removed: the order no longer brings what it suggested', async () => {
    await product('CMP-TROCA');
    const { id: suggestion } = (await one<{ id: number }>(
      sql`insert into compras (company_id, id_produto, qt_compra, dt_necessidade, dt_liberacao) values (${company}, ${ids['CMP-TROCA']}, 12, ${today}, ${today}) returning id_compra as id`,
    ))!;
    const q = (await call('POST', '/cotacoes_compra', { NmCotacao: 'Troca de produto', IdCompras: [suggestion], fornecedores: [{ IdFornecedor: ids.supplier, NrPrazoEntrega: 2 }] })).json();
    const item = q.itens[0].IdCotacaoCompraItem;
    await call('PUT', `/cotacoes_compra/${q.IdCotacaoCompra}/precos`, { precos: [{ IdCotacaoCompraItem: item, IdCotacaoCompraFornecedor: q.fornecedores[0].IdCotacaoCompraFornecedor, VlUnitario: '3.00' }] });
    await call('PUT', `/cotacoes_compra/${q.IdCotacaoCompra}/vencedores`, { menorPreco: true });
    const orders = await call('POST', `/cotacoes_compra/${q.IdCotacaoCompra}/gerar-pedidos`);
    expect(orders.statusCode, orders.body).toBe(201);
    const [order] = orders.json()['hydra:member'];
    const state = async () =>
      (await one<{ s: string; line: number | null }>(
        sql`select c.st_compra as s, (select l.id_compra from pedido_compra_itens l where l.id_pedido_compra = ${order.IdPedidoCompra}) as line from compras c where c.id_compra = ${suggestion}`,
      ))!;
    expect(await state()).toEqual({ s: 'P', line: suggestion });
    const [line] = await rows<{ id: number }>(sql`select id_pedido_compra_item as id from pedido_compra_itens where id_pedido_compra = ${order.IdPedidoCompra}`);

    // The same product with another quantity still fulfils it; another product does not.
    expect((await call('PUT', `/pedido_compra_items/${line.id}`, { QtFornecedor: '10' })).statusCode).toBe(200);
    expect(await state()).toEqual({ s: 'P', line: suggestion });
    const changed = await call('PUT', `/pedido_compra_items/${line.id}`, { IdProduto: ids['CMP-B'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await state()).toEqual({ s: 'S', line: null });
  });
});

async function product(code: string) {
  ids[code] = (await post('/produtos', { CdChamada: code, NmProduto: `Insumo ${code}`, IdTipoMedida: ids.UN, NrDiasValidade: 0, TpProduto: 'M', TpProdutoPcp: 'C' })).IdProduto;
}
