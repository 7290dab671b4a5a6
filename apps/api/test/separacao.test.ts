import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ean13, isoDateIn } from '@backoffice/domain';
import { addDays } from '../src/modules/catalogo/catalogo.rules.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let other: string;
let company: number;
let client: number;
let sector: number;
const today = isoDateIn();
const EAN = { un: ean13('789777000011'), kg: ean13('789777000022'), stray: ean13('789777000033') };
const products = { un: 0, kg: 0, stray: 0 };
const lots: Record<'expired' | 'soon' | 'later' | 'spare', { id: number; code: string }> = {} as never;

const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const ptBR = { 'accept-language': 'pt-BR' };

async function newProduct(code: string, ean: string, unit: string): Promise<number> {
  const [u] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = ${unit}`);
  const res = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: code, CdEan: ean, NmProduto: `Produto ${code}`, TpProduto: 'A', IdTipoMedida: Number(u.id), NrDiasValidade: 365, VlPrecoCusto: '10.0000', VlPesoLiquido: '1.000', VlPesoBruto: '1.100', DsLocalizacao: `Z-${code}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().IdProduto;
}

async function newLot(product: number, code: string, made: string, expiry: string, quantity: string) {
  const res = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: product, CdLote: code, DtFabricacao: made, DtValidade: expiry, QtEstoque: quantity, IdSetor: sector } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().IdLote as number, code };
}

/** A finalized order (stock reserved) with the given items. */
async function newOrder(items: { IdProduto: number; QtPedida: string }[]): Promise<{ id: number; items: number[] }> {
  const quote = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: client, DtEntrega: addDays(today, 2) } });
  expect(quote.statusCode, quote.body).toBe(201);
  const id = quote.json().CodPedido as number;
  for (const i of items) expect((await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: id, ...i, VlUnitario: '20.00' } })).statusCode).toBe(201);
  const done = await t.call('PUT', `/api/pedido_vendas/${id}/finalizar-orcamento`, { token: admin, body: {} });
  expect(done.statusCode, done.body).toBe(200);
  const rows = members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${id}`, { token: admin }));
  return { id, items: rows.map((r) => r.IdPedidoVendaItem) };
}

const scan = (CodPedido: number, codigo: string, extra: Record<string, unknown> = {}, token = admin) =>
  t.call('POST', '/api/conferencia_leituras', { token, body: { scanId: randomUUID(), CodPedido, codigo, ...extra }, headers: ptBR });

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

const reservedIn = async (lot: number) => (await t.database.rows<{ q: string }>(sql`select coalesce(sum(qt_reservada), 0)::text as q from estoque_saldos where id_lote = ${lot}`))[0].q;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  [{ id: client }] = await t.database.rows<{ id: number }>(sql`select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' where l.company_id = ${company} order by p.id limit 1`);
  [{ id: sector }] = await t.database.rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  products.un = await newProduct('SEP-UN', EAN.un, 'UN');
  products.kg = await newProduct('SEP-KG', EAN.kg, 'KG');
  products.stray = await newProduct('SEP-X', EAN.stray, 'UN');
  // FEFO: the expired lot is the first to expire and has plenty; the next one only 3.
  lots.expired = await newLot(products.un, 'VENC-01', addDays(today, -400), addDays(today, -1), '50');
  lots.soon = await newLot(products.un, 'CEDO-01', addDays(today, -30), addDays(today, 10), '3');
  lots.later = await newLot(products.un, 'TARDE-01', addDays(today, -20), addDays(today, 200), '100');
  lots.spare = await newLot(products.un, 'OUTRO-01', addDays(today, -10), addDays(today, 300), '10');
  expect((await t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'E', IdProduto: products.kg, IdSetor: sector, QtMovimento: '20' } })).statusCode).toBe(201);
});
afterAll(() => t.close());

let demoOrphans = 0;

describe('a demonstração', () => {
  it('tem lotes em cada status, com pedidos, caixas, trocas de lote e um pedido cancelado (órfãos)', async () => {
    const lots = members(await t.call('GET', '/api/lote-separacao?order[IdLoteSeparacao]=asc', { token: admin }));
    expect(new Set(lots.map((l) => l.StatusLoteSeparacao))).toEqual(new Set(['Aberto', 'Em Separação', 'Liberado']));
    for (const l of lots.slice(0, 3)) expect(l.NrPedidos).toBeGreaterThan(0);
    expect(lots.find((l) => l.StatusLoteSeparacao === 'Liberado')!.PcConferido).toBe('100.0');
    expect(members(await t.call('GET', '/api/caixa_separacaos', { token: admin })).length).toBeGreaterThan(0);
    expect(members(await t.call('GET', '/api/log-troca-lote', { token: admin })).length).toBeGreaterThan(0);
    demoOrphans = (await t.call('GET', '/api/lote_separacao_items/orfaos', { token: admin })).json().count;
    expect(demoOrphans).toBeGreaterThan(0);
  });
});

describe('separação e conferência', () => {
  let order: { id: number; items: number[] };
  let lote: number;

  it('FEFO: a reserva ao finalizar pega o lote que vence primeiro e nunca um vencido', async () => {
    order = await newOrder([
      { IdProduto: products.un, QtPedida: '5' },
      { IdProduto: products.kg, QtPedida: '2.5' },
    ]);
    expect([await reservedIn(lots.expired.id), await reservedIn(lots.soon.id), await reservedIn(lots.later.id), await reservedIn(lots.spare.id)]).toEqual(['0.000', '3.000', '2.000', '0.000']);
  });

  it('agrupa o pedido num lote: produtos por localização com o lote de cada um; a lista de pedidos mostra o lote', async () => {
    const res = await t.call('POST', '/api/lote-separacao', { token: admin, body: { TpAgrupamento: 'M', pedidos: [order.id], DsLote: 'Teste' } });
    expect(res.statusCode, res.body).toBe(201);
    lote = res.json().IdLoteSeparacao;
    expect(res.json()).toMatchObject({ added: [order.id], skipped: [] });
    const produtos = members(await t.call('GET', `/api/lote_separacao_produtos?IdLoteSeparacao=${lote}`, { token: admin }));
    expect(produtos.map((p) => [p.CdProduto, p.CdLote, p.QtPedida, p.Saldo])).toEqual([
      ['SEP-KG', null, '2.500', '2.500'],
      ['SEP-UN', 'CEDO-01', '3.000', '3.000'],
      ['SEP-UN', 'TARDE-01', '2.000', '2.000'],
    ]);
    const listed = (await t.call('GET', `/api/lote/${lote}/pedidos`, { token: admin })).json();
    expect(listed.data.members.map((m: any) => [m.CodPedido, m.StatusSeparacaoPedido])).toEqual([[order.id, 'Aberto']]);
    const [row] = members(await t.call('GET', `/api/vw_pedidos?CodPedido=${order.id}`, { token: admin }));
    expect([row.IdLoteSeparacao, row.StatusLoteSeparacao, row.StatusSeparacaoPedido]).toEqual([lote, 'Aberto', 'Aberto']);
    // Picking began (by hand); released only when every order finished its conference.
    const started = await t.call('POST', '/api/lote-separacao/altera-status-separacao', { token: admin, body: { ids: [lote], StatusLoteSeparacao: 'Em Separação' } });
    expect(started.json()).toMatchObject({ response: { success: true, lotes: [{ IdLoteSeparacao: lote, StatusLoteSeparacao: 'Em Separação' }] } });
    const early = await t.call('POST', '/api/lote-separacao/altera-status-separacao', { token: admin, body: { ids: [lote], StatusLoteSeparacao: 'Liberado' }, headers: ptBR });
    expect([early.statusCode, early.json().violations[0]]).toEqual([422, { propertyPath: 'ids.0', message: `O lote ${lote} ainda tem pedidos por conferir` }]);
    const picking = await t.call('POST', '/api/pedido_separacao_statuses/altera-status-separacao', { token: admin, body: { pedidos: [order.id], StatusSeparacaoPedido: 'Em Separação' } });
    expect(picking.json()).toMatchObject({ response: { success: true } });
    const [status] = members(await t.call('GET', `/api/pedido_separacao_statuses?CodPedido=${order.id}`, { token: admin }));
    expect(status).toMatchObject({ StatusSeparacaoPedido: 'Em Separação', UsuarioSeparacaoPedido: DEMO.user.realname });
    // An order already in a lot, or a quote, does not join another.
    const again = await t.call('POST', '/api/lote-separacao', { token: admin, body: { TpAgrupamento: 'M', pedidos: [order.id] }, headers: ptBR });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([{ propertyPath: 'pedidos.0', message: `O pedido ${order.id} já está no lote ${lote}` }]);
  });

  it('recusa produto errado, lote faltando, vencido, desconhecido e quantidade a mais, e nada é contado', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [EAN.stray, {}, 'wrong_product', 'Produto SEP-X não está neste pedido'],
      [EAN.un, {}, 'lot_required', 'Bipe o lote do produto'],
      [EAN.un, { lote: lots.expired.code }, 'expired_lot', `Lote VENC-01 vencido em ${addDays(today, -1).split('-').reverse().join('/')}`],
      [EAN.un, { lote: 'NAO-EXISTE' }, 'unknown_lot', 'Lote NAO-EXISTE não é deste produto (esperado: CEDO-01, TARDE-01)'],
      [EAN.un, { lote: lots.soon.code, quantidade: '4' }, 'over_quantity', 'Mais do que o pedido: 0 de 3 já conferidos'],
      ['7891234567890', {}, 'invalid_gtin', 'Código de barras inválido: confira o dígito verificador'],
      [EAN.un.slice(0, 12) + '0', {}, 'invalid_gtin', 'Código de barras inválido: confira o dígito verificador'],
    ];
    for (const [codigo, extra, code, message] of cases) {
      const res = await scan(order.id, codigo, extra);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ code, violations: [{ code }] });
      expect(res.json().violations[0].message).toBe(message);
    }
    const state = (await t.call('GET', `/api/conferencia_pedidos/${order.id}`, { token: admin })).json();
    expect(state.progress).toMatchObject({ counted: '0.000', complete: false });
    expect(state.StatusPedido).toBe('A');
    expect(members(await t.call('GET', `/api/conferencia_leituras?CodPedido=${order.id}`, { token: admin }))).toHaveLength(0);
  });

  it('outro lote bom do produto oferece a troca; a troca move a reserva e fica no log de lotes trocados', async () => {
    const res = await scan(order.id, EAN.un, { lote: lots.spare.code });
    expect(res.statusCode).toBe(422);
    const offer = res.json().swap;
    expect(offer).toEqual({ item: order.items[0], from: [lots.soon.id, lots.later.id], to: lots.spare.id, lot: 'OUTRO-01' });
    const body = { idPedidoDeVenda: order.id, produto: { idProduto: products.un, idPedidoDeVendaItem: offer.item, qtPedida: '1', tpUnidade: 'I', cdSigla: 'UN' }, lote: { lote: offer.lot } };
    // An expired lot, or more than the lot has to spare, is refused and nothing moves.
    const expired = await t.call('PUT', `/api/pedido_de_venda_items/${offer.item}/alterar-lote`, { token: admin, body: { ...body, lote: { lote: lots.expired.code } }, headers: ptBR });
    expect([expired.statusCode, expired.json().violations[0].propertyPath]).toEqual([422, 'lote.lote']);
    const tooMuch = await t.call('PUT', `/api/pedido_de_venda_items/${offer.item}/alterar-lote`, { token: admin, body: { ...body, produto: { ...body.produto, qtPedida: '6' } }, headers: ptBR });
    expect(tooMuch.statusCode).toBe(422);
    expect(await reservedIn(lots.spare.id)).toBe('0.000');

    const swap = await t.call('PUT', `/api/pedido_de_venda_items/${offer.item}/alterar-lote`, { token: admin, body });
    expect(swap.statusCode, swap.body).toBe(200);
    // The lot that expires last gave its unit: the earliest stays promised.
    expect([await reservedIn(lots.soon.id), await reservedIn(lots.later.id), await reservedIn(lots.spare.id)]).toEqual(['3.000', '1.000', '1.000']);
    const [log] = members(await t.call('GET', `/api/log-troca-lote?IdPedidoVenda=${order.id}&DataMovimentacao[after]=${today}`, { token: admin }));
    expect(log).toMatchObject({
      pedidoDeVenda: { CdChamada: String(order.id) },
      produto: { CdChamada: 'SEP-UN', NmProduto: 'Produto SEP-UN' },
      produtoLoteOrigem: { CdLote: 'TARDE-01' },
      produtoLoteDestino: { CdLote: 'OUTRO-01' },
      QuantidadeMovida: '1.000',
    });
    expect(members(await t.call('GET', `/api/log-troca-lote?IdPedidoVenda=${order.id}&DataMovimentacao[before]=${addDays(today, -1)}`, { token: admin }))).toHaveLength(0);
    // Scanning that lot now counts.
    const counted = await scan(order.id, EAN.un, { lote: lots.spare.code });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ StatusPedido: 'R', StatusSeparacaoPedido: 'Em Conferência', StatusLoteSeparacao: 'Em Separação', counted: { quantity: '1.000' } });
  });

  it('leituras simultâneas do mesmo item contam cada uma uma vez; a mesma leitura repetida não conta de novo', async () => {
    // Lot CEDO-01 expects 3: five scans race for it, and one is sent three times.
    const repeated = randomUUID();
    const bodies = [repeated, repeated, repeated, randomUUID(), randomUUID(), randomUUID(), randomUUID()].map((scanId) => ({ scanId, CodPedido: order.id, codigo: EAN.un, lote: lots.soon.code }));
    const answers = await Promise.all(bodies.map((body) => t.call('POST', '/api/conferencia_leituras', { token: admin, body })));
    const accepted = answers.filter((a) => a.statusCode === 200 && a.json().repeated === false).length;
    const repeats = answers.filter((a) => a.statusCode === 200 && a.json().repeated === true).length;
    const refused = answers.filter((a) => a.statusCode === 422).map((a) => a.json().code);
    expect([accepted, repeats, refused]).toEqual([3, 2, ['over_quantity', 'over_quantity']]);
    const [line] = await t.database.rows<{ q: string; n: number }>(sql`select i.qt_separada::text as q, (select count(*)::int from conferencia_leituras c where c.id_lote_separacao_item = i.id_lote_separacao_item) as n
      from lote_separacao_items i where i.cod_pedido = ${order.id} and i.id_lote = ${lots.soon.id}`);
    expect(line).toEqual({ q: '3.000', n: 3 });
    // Progress by line, never UN and KG added up: each line's counted share, averaged.
    const lines = await t.database.rows<{ pedida: string; separada: string }>(sql`select qt_pedida::text as pedida, qt_separada::text as separada from lote_separacao_items where id_lote_separacao = ${lote}`);
    const shares = lines.map((l) => Math.min(1, Number(l.separada) / Number(l.pedida)));
    const expected = ((100 * shares.reduce((a, b) => a + b, 0)) / shares.length).toFixed(1);
    const summed = ((100 * lines.reduce((a, l) => a + Number(l.separada), 0)) / lines.reduce((a, l) => a + Number(l.pedida), 0)).toFixed(1);
    expect(expected).not.toBe(summed);
    const [inLot] = members(await t.call('GET', `/api/lote_separacao_pedidos?IdLoteSeparacao=${lote}`, { token: admin }));
    expect([inLot.NrItens, inLot.NrItensConferidos, inLot.PcConferido]).toEqual([lines.length, shares.filter((x) => x === 1).length, expected]);
    expect(members(await t.call('GET', `/api/lote-separacao?IdLoteSeparacao=${lote}`, { token: admin }))[0].PcConferido).toBe(expected);
  });

  it('GS1-128 com lote e a quantidade digitada antes; conferido tudo, o pedido vira L e o lote Liberado', async () => {
    const gs1 = `]C101${'0' + EAN.un}17${addDays(today, 200).slice(2).replaceAll('-', '')}10TARDE-01`;
    expect((await scan(order.id, gs1)).statusCode).toBe(200);
    // Fractional: 2,5 KG typed before the code.
    const last = await scan(order.id, `2,5*${EAN.kg}`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ StatusPedido: 'L', StatusSeparacaoPedido: 'Conferido', StatusLoteSeparacao: 'Liberado', progress: { complete: true, divergences: [] } });
    const [row] = members(await t.call('GET', `/api/vw_pedidos?CodPedido=${order.id}`, { token: admin }));
    expect([row.StatusPedido, row.StatusLoteSeparacao, row.StatusSeparacaoPedido]).toEqual(['L', 'Liberado', 'Conferido']);
  });

  it('caixas: número único no pedido, peso alterado; o relatório e os PDFs trazem esperado, conferido, lotes e quem', async () => {
    const box = await t.call('POST', '/api/caixa_separacaos', { token: admin, body: { CodPedido: order.id, NrCaixa: 1, VlPeso: '7.5' } });
    expect(box.statusCode, box.body).toBe(201);
    expect(box.json().IdLoteSeparacao).toBe(lote);
    const dup = await t.call('POST', '/api/caixa_separacaos', { token: admin, body: { CodPedido: order.id, NrCaixa: 1 }, headers: ptBR });
    expect([dup.statusCode, dup.json().violations?.[0]?.propertyPath]).toEqual([422, 'NrCaixa']);
    const put = await t.call('PUT', box.json()['@id'], { token: admin, body: { VlPeso: '8.125' } });
    expect([put.statusCode, put.json().VlPeso]).toEqual([200, '8.125']);

    const report = (await t.call('GET', `/api/relatorio_conferencia?lote=${lote}`, { token: admin })).json();
    expect(report.pedidos[0]).toMatchObject({ CodPedido: order.id, StatusPedido: 'L', divergences: 0, conferentes: [DEMO.user.realname] });
    expect(report.pedidos[0].lines.map((l: any) => [l.CdLote, l.QtPedida, l.QtSeparada])).toEqual([
      [null, '2.500', '2.500'],
      ['CEDO-01', '3.000', '3.000'],
      ['TARDE-01', '1.000', '1.000'],
      ['OUTRO-01', '1.000', '1.000'],
    ]);
    const ordem = await t.app.inject({ method: 'GET', url: `/api/imprime_ordem_separacao_pdf?lote=${lote}`, headers: { 'api-token': admin } });
    expect([ordem.statusCode, ordem.headers['content-type']]).toEqual([200, 'application/pdf']);
    const ordemText = await pdfText(ordem.rawPayload);
    for (const s of ['ORDEM DE SEPARAÇÃO', `Lote ${lote} - Teste`, 'Produtos do lote, por localização', 'SEP-UN', 'CEDO-01', 'OUTRO-01', `Pedido ${order.id}`, '2,500 KG']) expect(ordemText).toContain(s);
    const rel = await t.app.inject({ method: 'GET', url: `/api/imprime_relatorio_conferencia_pdf?lote=${lote}`, headers: { 'api-token': admin } });
    const relText = await pdfText(rel.rawPayload);
    for (const s of ['RELATÓRIO DE CONFERÊNCIA', 'Esperado', 'Conferido', 'TARDE-01', `Conferido por: ${DEMO.user.realname}`, 'Divergências: 0']) expect(relText).toContain(s);
  });

  it('encerrar com falta deixa o pedido parcial (X) com as divergências; órfãos são contados e removidos, e cancelar não deixa reserva', async () => {
    const second = await newOrder([
      { IdProduto: products.un, QtPedida: '2' },
      { IdProduto: products.kg, QtPedida: '1' },
    ]);
    const res = await t.call('POST', '/api/lote-separacao', { token: admin, body: { TpAgrupamento: 'M', pedidos: [second.id] } });
    const lot2 = res.json().IdLoteSeparacao;
    expect((await scan(second.id, EAN.kg, { quantidade: '1' })).statusCode).toBe(200);
    const closed = await t.call('POST', `/api/conferencia_pedidos/${second.id}/encerrar`, { token: admin });
    expect(closed.json()).toMatchObject({ StatusPedido: 'X', StatusSeparacaoPedido: 'Divergente', StatusLoteSeparacao: 'Liberado' });
    expect(closed.json().progress.divergences.map((d: any) => d.difference)).toEqual(['-2.000']);

    // Undone, then its item cancelled: the item's lines are orphans and its stock is no longer reserved.
    expect((await t.call('POST', `/api/conferencia_pedidos/${second.id}/reiniciar`, { token: admin })).json().StatusPedido).toBe('A');
    const before = await reservedIn(lots.later.id);
    expect((await t.call('GET', '/api/lote_separacao_items/orfaos', { token: admin })).json().count).toBe(demoOrphans);
    expect((await t.call('PUT', `/api/pedido_de_venda_items/${second.items[0]}/cancelar`, { token: admin, body: { cancelar: true } })).statusCode).toBe(200);
    expect(Number(await reservedIn(lots.later.id))).toBe(Number(before) - 2);
    expect((await t.call('GET', '/api/lote_separacao_items/orfaos', { token: admin })).json().count).toBe(demoOrphans + 1);
    // The order cancelled: its other line too; nothing of it stays reserved.
    expect((await t.call('PUT', `/api/pedido_vendas/${second.id}/status`, { token: admin, body: { StatusPedido: 'C' } })).statusCode).toBe(200);
    const held = await t.database.rows<{ q: string }>(sql`select coalesce(sum(case when tp_movimento = 'R' then qt_movimento else -qt_movimento end), 0)::text as q
      from estoque_movimentos where nm_entidade_origem = 'PedidoVendaItem' and id_entidade_origem in (${sql.join(second.items.map((i) => sql`${i}`), sql`, `)}) and tp_movimento in ('R', 'B')`);
    expect(Number(held[0].q)).toBe(0);
    expect((await t.call('GET', '/api/lote_separacao_items/orfaos', { token: admin })).json().count).toBe(demoOrphans + 2);
    const removed = await t.call('PUT', '/api/lote_separacao_items/remover/orfaos', { token: admin });
    expect(removed.json()).toMatchObject({ removed: demoOrphans + 2, count: 0 });
    expect((await t.call('GET', '/api/lote_separacao_items/orfaos', { token: admin })).json().count).toBe(0);
    expect(members(await t.call('GET', `/api/ordem_separacaos?IdLoteSeparacao=${lot2}`, { token: admin }))).toHaveLength(0);
  });

  it('agrupa as paradas de uma rota num lote, na ordem da rota; a rota é exigida e a de outra empresa não serve', async () => {
    expect((await t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'E', IdProduto: products.kg, IdSetor: sector, QtMovimento: '5' } })).statusCode).toBe(201);
    const first = await newOrder([{ IdProduto: products.kg, QtPedida: '0.500' }]);
    const second = await newOrder([{ IdProduto: products.kg, QtPedida: '0.250' }]);
    const truck = await t.call('POST', '/api/veiculos', { token: admin, body: { NrPlaca: 'SEP1R23', NmVeiculo: 'Furgão da separação', VlCapacidadeKG: '800' } });
    expect(truck.statusCode, truck.body).toBe(201);
    const route = await t.call('POST', '/api/roteiros', { token: admin, body: { NmRoteiro: 'Centro', DtRoteiro: addDays(today, 2), IdVeiculo: truck.json().IdVeiculo, pedidos: [second.id, first.id] } });
    expect(route.statusCode, route.body).toBe(201);
    const IdRoteiro = route.json().IdRoteiro as number;

    const missing = await t.call('POST', '/api/lote-separacao', { token: admin, body: { TpAgrupamento: 'R' }, headers: ptBR });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual([expect.objectContaining({ propertyPath: 'IdRoteiro', message: 'Este campo é obrigatório' })]);
    const foreign = await t.call('POST', '/api/lote-separacao', { token: other, body: { TpAgrupamento: 'R', IdRoteiro } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().violations[0].propertyPath).toBe('IdRoteiro');

    const res = await t.call('POST', '/api/lote-separacao', { token: admin, body: { TpAgrupamento: 'R', IdRoteiro } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().added).toEqual([second.id, first.id]);
    const lot = (await t.call('GET', `/api/lote-separacao/${res.json().IdLoteSeparacao}`, { token: admin })).json();
    expect(lot).toMatchObject({ TpAgrupamento: 'R', DsLote: 'Rota Centro' });
    const again = await t.call('POST', '/api/lote-separacao', { token: admin, body: { TpAgrupamento: 'R', IdRoteiro }, headers: ptBR });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations[0]).toMatchObject({ propertyPath: 'IdRoteiro', message: `O pedido ${second.id} já está no lote ${res.json().IdLoteSeparacao}` });
  });

  it('outra empresa não vê nem confere os lotes: 404; o vendedor sem a permissão recebe 403', async () => {
    expect((await t.call('GET', `/api/lote-separacao/${lote}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/lote/${lote}/pedidos`, { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/conferencia_pedidos/${order.id}`, { token: other })).statusCode).toBe(404);
    expect((await scan(order.id, EAN.un, { lote: lots.later.code }, other)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/imprime_ordem_separacao_pdf?lote=${lote}`, { token: other })).statusCode).toBe(404);
    expect(members(await t.call('GET', '/api/lote-separacao', { token: other }))).toEqual([]);
    // A lot named in a body is the body's mistake, as every id inside a body: 422 on its place, and the lot stays as it was.
    const status = async () => (await t.call('GET', `/api/lote-separacao/${lote}`, { token: admin })).json().StatusLoteSeparacao;
    const before = await status();
    const foreign = await t.call('POST', '/api/lote-separacao/altera-status-separacao', { token: other, body: { ids: [lote], StatusLoteSeparacao: before === 'Aberto' ? 'Em Separação' : 'Aberto' }, headers: ptBR });
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(foreign.json().violations).toEqual([{ propertyPath: 'ids.0', message: 'Registro não encontrado' }]);
    expect(await status()).toBe(before);
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await scan(order.id, EAN.un, {}, seller)).statusCode).toBe(403);
  });
});

