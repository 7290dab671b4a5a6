/**
 * Taxes, installments and commission through the API, as a user would: an SP→MG sale to a non-contributor CPF
 * carries DIFAL, the same sale to a contributor of an ST product carries ICMS-ST, an internal sale neither; the
 * order's total carries IPI and ST and its installments add up to it; 5 % of R$ 1.000,00 in two installments,
 * one received, releases R$ 25,00, and a return reverses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { Decimal, formatDate, isoDateIn, reversalRefusal } from '@backoffice/domain';
import { behindOrderLock, createTestApp, DEMO, type TestApp } from './helpers.ts';
import { addDays, installments, splitCents } from '../src/modules/vendas/parcelas.rules.ts';
import { rateFor, releasedTarget } from '../src/modules/comissao/comissao.rules.ts';
import { reverseReturned } from '../src/modules/comissao/comissao.service.ts';
import { reduceInstallments } from '../src/modules/vendas/index.ts';
import { inTransaction } from '../src/platform/db/transaction.ts';

let t: TestApp;
let admin: string;
let seller: string;
let other: string;
let company: number;
let me: number;
let sellerId: number;
let sector: number;
let prazo: number;
let venda: number;
const clients = { mgCpf: 0, mgContrib: 0, sp: 0 };
const products = { st: 0, plain: 0 };

const members = (res: { json(): any }) => res.json()['hydra:member'] as Record<string, any>[];
const ptBR = { 'accept-language': 'pt-BR' };
// The company's day (Brasília), as the server reads it: a receipt after it is refused.
const today = isoDateIn();
const onServer = Boolean(process.env.TEST_DATABASE_URL);

async function person(uf: string, type: '1' | '9'): Promise<number> {
  const [row] = await t.database.rows<{ id: number }>(sql`
    select p.id from people p join people_links l on l.people_id = p.id and l.link_type = 'client' and l.company_id = ${company}
    where (select a.uf from addresses a where a.people_id = p.id order by a.id limit 1) = ${uf}
    order by p.id limit 1 offset ${type === '1' ? 0 : 1}`);
  // The recipient's contributor type is what the engine reads: set it as the case needs.
  await t.database.rows(sql`update people set contributor_type = ${type}, ie = ${type === '1' ? '0623079040081' : null} where id = ${row.id}`);
  return Number(row.id);
}

async function product(code: string, ncm: string): Promise<number> {
  const [u] = await t.database.rows<{ id: number }>(sql`select id_tipo_medida as id from tipo_medidas where company_id = ${company} and cd_sigla = 'UN'`);
  const res = await t.call('POST', '/api/produtos', {
    token: admin,
    body: { CdChamada: code, NmProduto: `Produto ${code}`, TpProduto: 'A', IdTipoMedida: Number(u.id), NrDiasValidade: 30, VlPrecoCusto: '50.0000', VlPesoLiquido: '1.000', VlPesoBruto: '1.000', CdNcm: ncm },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().IdProduto;
  const s = await t.call('POST', '/api/estoque_movimentos', { token: admin, body: { TpMovimento: 'E', IdProduto: id, IdSetor: sector, QtMovimento: '1000' } });
  expect(s.statusCode, s.body).toBe(201);
  return id;
}

async function order(client: number, items: { IdProduto: number; QtPedida: string; VlUnitario: string; PcDesconto?: string }[], rep = me) {
  const q = await t.call('POST', '/api/pedido_vendas/novo', { token: admin, body: { IdCliente: client, IdPrazo: prazo, IdOperacao: venda, IdRepresentante: rep } });
  expect(q.statusCode, q.body).toBe(201);
  const id = q.json().CodPedido as number;
  for (const it of items) {
    const r = await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: id, ...it }, headers: ptBR });
    expect(r.statusCode, r.body).toBe(201);
  }
  return id;
}

const calcula = async (id: number) => {
  const res = await t.call('GET', `/api/impostos/calcula/${id}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const finalize = async (id: number) => {
  const res = await t.call('PUT', `/api/pedido_vendas/${id}/finalizar-orcamento`, { token: admin, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const parcelas = async (id: number) => members(await t.call('GET', `/api/pedido_venda_parcelas?CodPedido=${id}`, { token: admin }));
const ledger = async (id: number, token = admin) => members(await t.call('GET', `/api/comissao_lancamentos?CodPedido=${id}&itemsPerPage=100`, { token }));
const net = (rows: Record<string, any>[], k: 'VlProvisao' | 'VlLiberado') => rows.reduce((a, r) => a.plus(r[k]), new Decimal(0)).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(DEMO.seller.username, DEMO.seller.password);
  other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
  const meRes = (await t.call('GET', '/api/users/me', { token: admin })).json();
  company = meRes.company;
  me = meRes.id;
  sellerId = (await t.call('GET', '/api/users/me', { token: seller })).json().id;
  [{ id: sector }] = await t.database.rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  [{ id: venda }] = await t.database.rows<{ id: number }>(sql`select id_operacao as id from operacoes where company_id = ${company} and tp_operacao = 'V' order by id_operacao limit 1`);
  const p = await t.call('POST', '/api/prazos', { token: admin, body: { NmPrazo: '30/60 teste', DsParcelas: '30/60', DsFormaPagamento: 'Boleto' } });
  expect(p.statusCode, p.body).toBe(201);
  prazo = p.json().IdPrazo;
  clients.mgCpf = await person('MG', '9');
  clients.mgContrib = await person('MG', '1');
  clients.sp = await person('SP', '1');
  products.st = await product('IMP-ST', '19041000');
  products.plain = await product('IMP-01', '84145990');
  // MG's ST of cereal flakes (original MVA 40 %), edited as data by the company.
  const rule = await t.call('POST', '/api/impostos_ncm', { token: admin, body: { DsRegra: 'Cereais em flocos: ST em MG', CdNcm: '1904', IdUf: 'MG', StSt: true, PcMva: '40' } });
  expect(rule.statusCode, rule.body).toBe(201);
  // The representative's rate: 5 %, whatever the demo gave.
  for (const r of members(await t.call('GET', `/api/comissao_taxas?IdRepresentante=${me}`, { token: admin }))) {
    expect((await t.call('DELETE', `/api/comissao_taxas/${r.IdComissaoTaxa}`, { token: admin })).statusCode).toBe(204);
  }
  const rate = await t.call('POST', '/api/comissao_taxas', { token: admin, body: { IdRepresentante: me, PcComissao: '5' } });
  expect(rate.statusCode, rate.body).toBe(201);
});
afterAll(() => t.close());

describe('motor de impostos pela API', () => {
  it('SP→MG para não contribuinte (CPF): DIFAL por base dupla, sem ST', async () => {
    const id = await order(clients.mgCpf, [{ IdProduto: products.st, QtPedida: '10', VlUnitario: '100.00' }]);
    const r = await calcula(id);
    expect(r.contexto).toMatchObject({ ufOrigem: 'SP', ufDestino: 'MG', tpContribuinte: '9', consumidorFinal: true });
    const [item] = r.items;
    // 1000 × 12 % = 120; base (1000 − 120) ÷ 0,82 = 1073,17; 1073,17 × 18 % = 193,17 − 120 = 73,17.
    expect([item.VlIcms, item.VlBcUfDest, item.VlIcmsUfDest, item.VlIcmsSt]).toEqual(['120.00', '1073.17', '73.17', '0.00']);
    expect(r.totais.VlIcmsUfDest).toBe('73.17');
  });

  it('a mesma venda a um contribuinte de produto com ST: ICMS-ST com MVA ajustada, sem DIFAL', async () => {
    const id = await order(clients.mgContrib, [{ IdProduto: products.st, QtPedida: '10', VlUnitario: '100.00' }]);
    const r = await calcula(id);
    const [item] = r.items;
    // MVA 40 % ajustada: 1,40 × 0,88 ÷ 0,82 − 1 = 50,24 %; base 1502,40; 270,43 − 120 = 150,43.
    expect([item.PcMvaSt, item.VlBcSt, item.VlIcmsSt, item.VlIcmsUfDest]).toEqual(['50.2400', '1502.40', '150.43', '0.00']);
    expect(r.totais.VlPedido).toBe('1150.43');

    // Stored: the order's total carries the ST; finalizing splits it into installments that add up to it.
    const stored = await t.call('POST', '/api/pedido_venda_items_taxes', { token: admin, body: { CodPedido: id } });
    expect(stored.statusCode, stored.body).toBe(200);
    const rows = members(await t.call('GET', `/api/pedido_venda_items_taxes?CodPedido=${id}`, { token: admin }));
    expect(rows.map((x) => x.VlIcmsSt)).toEqual(['150.43']);
    const header = await finalize(id);
    expect([header.VlImpostos, header.VlTotal]).toEqual(['150.43', '1150.43']);
    const ps = await parcelas(id);
    expect(ps.map((p) => p.VlParcela)).toEqual(['575.22', '575.21']);
    expect(ps.map((p) => p.StParcela)).toEqual(['A', 'A']);

    // The printout lists the ST on its line and in the totals.
    const pdf = await t.call('GET', `/api/imprime_pedido_vendas_pdf?id=${id}`, { token: admin });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    expect(text).toContain('R$ 150,43');
    expect(text).toContain('R$ 1.150,43');
  });

  it('venda interna (SP→SP): nem DIFAL nem ST; ICMS de 18 %', async () => {
    const id = await order(clients.sp, [{ IdProduto: products.st, QtPedida: '10', VlUnitario: '100.00' }]);
    const [item] = (await calcula(id)).items;
    expect([item.PcIcms, item.VlIcms, item.VlIcmsSt, item.VlIcmsUfDest]).toEqual(['18.0000', '180.00', '0.00', '0.00']);
  });

  it('tabelas: uma regra inválida dá 422 nos campos certos, em pt-BR', async () => {
    const res = await t.call('POST', '/api/impostos_ncm', { token: admin, body: { CdNcm: 'abc', PcIpi: '120' }, headers: ptBR });
    expect(res.statusCode).toBe(422);
    expect((res.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort()).toEqual(['CdNcm', 'PcIpi']);
  });

  it('o percentual de impostos de um produto para um destino (o PcImpostos do markup)', async () => {
    const res = await t.call('GET', `/api/impostos/percentual?IdProduto=${products.plain}&IdUf=SP&TpContribuinte=1`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    // ICMS 18 + PIS 0,65 + COFINS 3 of R$ 100,00.
    expect(res.json().PcImpostos).toBe('21.65');
  });
});

describe('os impostos gravados seguem o pedido, o consumidor final e o markup pelo motor', () => {
  const header = async (id: number) => (await t.call('GET', `/api/pedido_vendas/${id}`, { token: admin })).json();
  const stored = async (id: number) => members(await t.call('GET', `/api/pedido_venda_items_taxes?CodPedido=${id}`, { token: admin }));
  const itemsOf = async (id: number) => members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${id}`, { token: admin }));
  const atualiza = (id: number, body: Record<string, unknown>) => t.call('PUT', `/api/pedido_vendas/${id}/atualiza`, { token: admin, body, headers: ptBR });

  it('a demonstração: cada orçamento e pedido aberto com itens já tem os impostos gravados, e o total os leva', async () => {
    const open = await t.database.rows<{ id: number; total: string }>(sql`select p.cod_pedido as id, p.vl_total::text as total from pedido_venda p
      where p.cd_empresa = ${company} and p.status_pedido = 'A' and p.id_uf_destino is not null
        and exists (select 1 from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A') order by p.cod_pedido`);
    expect(open.length).toBeGreaterThan(5);
    for (const o of open.slice(0, 8)) {
      const fresh = (await t.call('GET', `/api/impostos/calcula/${o.id}`, { token: admin })).json();
      expect((await stored(o.id)).length, `pedido ${o.id}`).toBe(fresh.items.length);
      expect(o.total, `pedido ${o.id}`).toBe(fresh.totais.VlPedido);
    }
  });

  it('incluir, alterar e excluir um item ou trocar quem recebe regrava os impostos e o total, na mesma transação', async () => {
    const id = await order(clients.mgContrib, [{ IdProduto: products.st, QtPedida: '10', VlUnitario: '100.00' }]);
    // Without asking: the ST of the line is stored and the order's total carries it.
    expect((await stored(id)).map((r) => r.VlIcmsSt)).toEqual(['150.43']);
    expect([(await header(id)).VlImpostos, (await header(id)).VlTotal]).toEqual(['150.43', '1150.43']);

    const [item] = await itemsOf(id);
    const changed = await t.call('PUT', `/api/pedido_venda_items/${item.IdPedidoVendaItem}`, { token: admin, body: { QtPedida: '20' } });
    expect(changed.statusCode, changed.body).toBe(200);
    // 2000 × 1,5024 = 3004,80 × 18 % = 540,86 − 240,00 = 300,86.
    expect((await stored(id)).map((r) => [r.VlBcSt, r.VlIcmsSt])).toEqual([['3004.80', '300.86']]);
    expect(changed.json()).toMatchObject({ VlImpostos: '300.86', VlTotal: '2300.86' });

    const plain = await t.call('POST', '/api/pedido_venda_items', { token: admin, body: { CodPedido: id, IdProduto: products.plain, QtPedida: '1', VlUnitario: '50.00' } });
    expect(plain.statusCode, plain.body).toBe(201);
    expect((await stored(id)).length).toBe(2);

    // The same order to a non-contributor CPF: the ST goes, the DIFAL comes, and the total drops the ST.
    const moved = await atualiza(id, { IdCliente: clients.mgCpf, version: plain.json().version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ StConsumidorFinal: true, VlImpostos: '0.00', VlTotal: '2050.00' });
    const rows = await stored(id);
    expect(rows.map((r) => r.VlIcmsSt)).toEqual(['0.00', '0.00']);
    expect(rows.every((r) => new Decimal(r.VlIcmsUfDest).gt(0))).toBe(true);

    const removed = await t.call('DELETE', `/api/pedido_venda_items/${item.IdPedidoVendaItem}`, { token: admin });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await stored(id)).map((r) => r.IdPedidoVendaItem)).not.toContain(item.IdPedidoVendaItem);
    expect((await header(id)).VlTotal).toBe('50.00');
  });

  it('consumidor final: padrão pelo tipo de contribuinte, editável; muda a ST e o DIFAL; um não contribuinte é sempre consumidor final', async () => {
    const contrib = await order(clients.mgContrib, [{ IdProduto: products.st, QtPedida: '10', VlUnitario: '100.00' }]);
    expect((await header(contrib)).StConsumidorFinal).toBe(false);
    let [item] = (await calcula(contrib)).items;
    expect([item.VlIcmsSt, item.VlIcmsUfDest]).toEqual(['150.43', '0.00']);

    // A contributor buying for its own use: no ST (no resale follows) and no DIFAL on the invoice (the buyer pays it).
    const own = await atualiza(contrib, { StConsumidorFinal: true, version: (await header(contrib)).version });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ StConsumidorFinal: true, VlImpostos: '0.00', VlTotal: '1000.00' });
    [item] = (await calcula(contrib)).items;
    expect([item.VlIcmsSt, item.VlIcmsUfDest, item.VlIcms]).toEqual(['0.00', '0.00', '120.00']);
    expect((await stored(contrib)).map((r) => r.VlIcmsSt)).toEqual(['0.00']);

    const cpf = await order(clients.mgCpf, [{ IdProduto: products.st, QtPedida: '10', VlUnitario: '100.00' }]);
    expect((await header(cpf)).StConsumidorFinal).toBe(true);
    const refused = await atualiza(cpf, { StConsumidorFinal: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([{ propertyPath: 'StConsumidorFinal', message: 'Um destinatário não contribuinte do ICMS é sempre consumidor final' }]);
    expect((await header(cpf)).StConsumidorFinal).toBe(true);
  });

  it('o markup pelo motor: o preço sugerido leva os impostos do destino do orçamento e diz de onde veio o percentual', async () => {
    const priced = await product('IMP-MK', '84145990');
    // 18 % typed (the reference), commission 5 %, profit 20 %: 50 ÷ 0,57 = 87,72 without a destination.
    const mk = await t.call('POST', '/api/markup', { token: admin, body: { NmMarkup: 'Pelo motor', PcImpostos: '18', PcComissao: '5', PcLucro: '20', StImpostosMotor: true } });
    expect(mk.statusCode, mk.body).toBe(201);
    expect(mk.json().StImpostosMotor).toBe(true);
    const assign = await t.call('POST', '/api/markup_produto', { token: admin, body: { IdMarkup: mk.json().IdMarkup, IdProduto: priced } });
    expect(assign.statusCode, assign.body).toBe(201);

    const internal = await order(clients.sp, [{ IdProduto: priced, QtPedida: '1' }]);
    const toCpf = await order(clients.mgCpf, [{ IdProduto: priced, QtPedida: '1' }]);
    const [a] = await itemsOf(internal);
    const [b] = await itemsOf(toCpf);
    // SP→SP contributor: ICMS 18 + PIS 0,65 + COFINS 3 = 21,65 %; 50 ÷ (1 − 46,65 %) = 93,72.
    expect([a.PcImpostosSugerido, a.TpOrigemImpostos, a.VlPrecoSugerido, a.VlUnitario]).toEqual(['21.65', 'M', '93.72', '93.72']);
    // SP→MG CPF: ICMS 12 + DIFAL 7,32 (base dupla) + PIS 0,65 + COFINS 3 = 22,97 %; 50 ÷ (1 − 47,97 %) = 96,10.
    expect([b.PcImpostosSugerido, b.TpOrigemImpostos, b.VlPrecoSugerido, b.VlUnitario]).toEqual(['22.97', 'M', '96.10', '96.10']);

    const hint = async (q: string) => (await t.call('GET', `/api/pedido_venda_items_sugestao?IdProduto=${priced}${q}`, { token: admin })).json();
    expect(await hint(`&CodPedido=${toCpf}`)).toMatchObject({ VlPrecoSugerido: '96.10', PcImpostosSugerido: '22.97', TpOrigemImpostos: 'M' });
    expect(await hint('')).toMatchObject({ VlPrecoSugerido: '87.72', PcImpostosSugerido: '18.00', TpOrigemImpostos: 'D' });
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await t.call('GET', `/api/pedido_venda_items_sugestao?IdProduto=${priced}&CodPedido=${toCpf}`, { token: other })).statusCode).toBe(404);

    // The quote goes to the SP client instead: the line still at the suggested price follows it.
    const moved = await atualiza(toCpf, { IdCliente: clients.sp });
    expect(moved.statusCode, moved.body).toBe(200);
    const [c] = await itemsOf(toCpf);
    expect([c.PcImpostosSugerido, c.VlPrecoSugerido, c.VlUnitario, c.VlTotal]).toEqual(['21.65', '93.72', '93.72', '93.72']);

    // Switched off, the typed percentage prices the next line.
    expect((await t.call('PUT', `/api/markup/${mk.json().IdMarkup}`, { token: admin, body: { StImpostosMotor: false } })).statusCode).toBe(200);
    const typed = await order(clients.mgCpf, [{ IdProduto: priced, QtPedida: '1' }]);
    const [d] = await itemsOf(typed);
    expect([d.PcImpostosSugerido, d.TpOrigemImpostos, d.VlPrecoSugerido]).toEqual(['18.00', 'D', '87.72']);
    // The seller, without the markup grant, sees neither the percentage nor its origin.
    const [e] = members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${typed}`, { token: seller }));
    expect([e.PcImpostosSugerido, e.TpOrigemImpostos]).toEqual([null, null]);
  });
});

describe('parcelas, recebimentos e comissão', () => {
  let id: number;

  it('R$ 1.000,00 a 5 % em duas parcelas: provisiona 50,00; uma parcela recebida libera 25,00', async () => {
    id = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '10', VlUnitario: '100.00' }]);
    await finalize(id);
    const ps = await parcelas(id);
    expect(ps.map((p) => p.VlParcela)).toEqual(['500.00', '500.00']);
    expect(net(await ledger(id), 'VlProvisao')).toBe('50.00');

    const above = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: ps[0].IdParcela, DtRecebimento: today, VlRecebido: '500.01' }, headers: ptBR });
    expect(above.statusCode).toBe(422);
    expect(above.json().violations[0].propertyPath).toBe('VlRecebido');

    const rec = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: ps[0].IdParcela, DtRecebimento: today, VlRecebido: '500.00', DsFormaPagamento: 'PIX' } });
    expect(rec.statusCode, rec.body).toBe(201);
    expect(net(await ledger(id), 'VlLiberado')).toBe('25.00');
    expect((await parcelas(id)).map((p) => p.StParcela)).toEqual(['P', 'A']);

    const conf = (await t.call('GET', `/api/comissao/conferencia?DtInicio=${today}&DtFim=${today}&IdRepresentante=${me}`, { token: admin })).json()['hydra:member'];
    expect(new Decimal(conf[0].VlDevido).gte(25)).toBe(true);
  });

  it('o representante vê só a própria comissão', async () => {
    expect(await ledger(id, seller)).toEqual([]);
    const conf = (await t.call('GET', `/api/comissao/conferencia?DtInicio=${today}&DtFim=${today}&IdRepresentante=${me}`, { token: seller })).json()['hydra:member'];
    expect(conf.every((c: { IdRepresentante: number }) => c.IdRepresentante === sellerId)).toBe(true);
    const approve = await t.call('POST', '/api/comissao/conferencia', { token: seller, body: { IdRepresentante: sellerId, DtInicio: today, DtFim: today } });
    expect(approve.statusCode).toBe(403);
  });

  it('relatório em tela, CSV e PDF; ajuste da conferência exige motivo', async () => {
    const noReason = await t.call('POST', '/api/comissao/conferencia', { token: admin, body: { IdRepresentante: me, DtInicio: today, DtFim: today, VlAjuste: '-1.00' }, headers: ptBR });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().violations[0].propertyPath).toBe('DsMotivo');
    const ok = await t.call('POST', '/api/comissao/conferencia', { token: admin, body: { IdRepresentante: me, DtInicio: today, DtFim: today, VlAjuste: '-1.00', DsMotivo: 'Desconto concedido fora da tabela' } });
    expect(ok.statusCode, ok.body).toBe(201);
    const rep = (await t.call('GET', `/api/comissao/relatorio?DtInicio=${today}&DtFim=${today}&IdRepresentante=${me}`, { token: admin })).json();
    expect(rep.lines, JSON.stringify(rep).slice(0, 400)).toBeDefined();
    expect(rep.lines.some((l: { CodPedido: number; VlLiberado: string }) => l.CodPedido === id && l.VlLiberado === '25.00')).toBe(true);
    const csv = await t.call('GET', `/api/comissao/relatorio.csv?DtInicio=${today}&DtFim=${today}&IdRepresentante=${me}`, { token: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`;${id};`);
    expect(csv.body).toContain('25,00');
    const pdf = await t.call('GET', `/api/comissao/relatorio.pdf?DtInicio=${today}&DtFim=${today}&IdRepresentante=${me}`, { token: admin });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    expect(text).toContain('Relatório de comissões');
    expect(text).toContain('R$ 25,00');
  });

  it('a devolução (D) estorna o que o pedido gerou', async () => {
    for (const s of ['R', 'L', 'T', 'D']) {
      const res = await t.call('PUT', `/api/pedido_vendas/${id}/status`, { token: admin, body: { StatusPedido: s } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await ledger(id);
    expect([net(rows, 'VlProvisao'), net(rows, 'VlLiberado')]).toEqual(['0.00', '0.00']);
    expect(rows.filter((r) => r.TpLancamento === 'E').map((r) => [r.VlProvisao, r.VlLiberado])).toEqual([['-50.00', '-25.00']]);
  });

  it('um item cancelado estorna a sua comissão e as parcelas seguem o novo total', async () => {
    const o = await order(clients.sp, [
      { IdProduto: products.plain, QtPedida: '3', VlUnitario: '33.33' },
      { IdProduto: products.plain, QtPedida: '1', VlUnitario: '0.05' },
    ]);
    await finalize(o);
    const items = members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${o}`, { token: admin }));
    const res = await t.call('PUT', `/api/pedido_de_venda_items/${items[0].IdPedidoVendaItem}/cancelar`, { token: admin, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ledger(o);
    const first = rows.filter((r) => r.IdPedidoVendaItem === items[0].IdPedidoVendaItem);
    expect(net(first, 'VlProvisao')).toBe('0.00');
    const ps = await parcelas(o);
    expect(ps.map((p) => p.VlParcela)).toEqual(['0.03', '0.02']);
  });
});

describe('parcela vencida no dia de Brasília', () => {
  // The view took the database session's current_date: a server in UTC called an installment due today late from 21:00
  // in Brasília on (and one in a zone behind, late only a day after). Two sessions far apart: +14 h and −11 h.
  it('uma parcela que vence hoje está em aberto e uma de ontem está vencida, seja qual for o fuso da sessão do banco', async () => {
    const [p] = await t.database.rows<{ id: number; due: string }>(sql`
      select id_parcela as id, dt_vencimento::text as due from pedido_venda_parcelas p
      where not exists (select 1 from pedido_venda_recebimentos r where r.id_parcela = p.id_parcela) order by id_parcela limit 1`);
    const today = isoDateIn();
    const stateIn = (zone: string, due: string) =>
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql.raw(`set local timezone = '${zone}'`));
        await tx.execute(sql`update pedido_venda_parcelas set dt_vencimento = ${due} where id_parcela = ${p.id}`);
        const { rows } = (await tx.execute(sql`select st_parcela as s from vw_pedido_parcelas where id_parcela = ${p.id}`)) as unknown as { rows: { s: string }[] };
        return rows[0].s;
      });
    try {
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        expect(await stateIn(zone, today), `${zone}, due today`).toBe('A');
        expect(await stateIn(zone, addDays(today, -1)), `${zone}, due yesterday`).toBe('V');
      }
    } finally {
      await t.database.rows(sql`update pedido_venda_parcelas set dt_vencimento = ${p.due} where id_parcela = ${p.id}`);
    }
  });
});

describe('comissão depois de uma devolução', () => {
  it('o cliente paga o que ficou a receber depois da devolução de um item: a comissão do item que ficou é liberada inteira', async () => {
    const o = await order(clients.sp, [
      { IdProduto: products.plain, QtPedida: '5', VlUnitario: '100.00' },
      { IdProduto: products.plain, QtPedida: '5', VlUnitario: '100.00' },
    ]);
    await finalize(o);
    const [kept, returned] = members(await t.call('GET', `/api/pedido_venda_items_orcamento?pedido=${o}`, { token: admin })).map((i) => i.IdPedidoVendaItem as number);
    // Invoiced whole: its installments are the invoice's duplicatas (as the authorisation leaves them; the invoice's
    // id stands for one, the fiscal area is not part of this test).
    const invoice = 900_000 + o;
    await t.database.rows(sql`update pedido_venda_parcelas set id_nfe = ${invoice} where cod_pedido = ${o}`);
    // The return of the second item as its authorisation books it (aoAutorizarDevolucao): commission and receivables.
    await inTransaction(t.database.db, async (tx) => {
      await reverseReturned(tx, company, o, [{ item: returned, qt: '5', qtLeft: '5' }], 'Devolução NF-e 1 série 1', null);
      await reduceInstallments(tx, company, o, invoice, '500.00');
    });
    const open = await parcelas(o);
    expect(open.map((p) => p.VlParcela)).toEqual(['500.00']);
    const rec = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: open[0].IdParcela, DtRecebimento: today, VlRecebido: '500.00' } });
    expect(rec.statusCode, rec.body).toBe(201);
    const rows = await ledger(o);
    const of = (item: number) => rows.filter((r) => r.IdPedidoVendaItem === item);
    // Nothing is left to receive: the kept item's 25,00 are due, the returned one's 0,00.
    expect([net(of(kept), 'VlProvisao'), net(of(kept), 'VlLiberado')]).toEqual(['25.00', '25.00']);
    expect([net(of(returned), 'VlProvisao'), net(of(returned), 'VlLiberado')]).toEqual(['0.00', '0.00']);
  });
});

describe('estorno de um recebimento', () => {
  const receive = (IdParcela: number, VlRecebido: string, DtRecebimento = today) =>
    t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela, DtRecebimento, VlRecebido }, headers: ptBR });
  const reverse = (id: number, body: Record<string, unknown> = { DsMotivo: 'Valor digitado errado' }, token = admin) =>
    t.call('POST', `/api/pedido_venda_recebimentos/${id}/estornar`, { token, body, headers: ptBR });
  const count = async (table: string) => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;

  it('devolve o aberto e a situação da parcela, e estorna exatamente a comissão que aquele recebimento liberou', async () => {
    const o = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '10', VlUnitario: '100.00' }]);
    await finalize(o);
    const [first] = await parcelas(o);
    const r1 = await receive(first.IdParcela, '300.00');
    expect(r1.statusCode, r1.body).toBe(201);
    const r2 = await receive(first.IdParcela, '200.00');
    expect(r2.statusCode, r2.body).toBe(201);
    const wrong = r1.json().IdRecebimento as number;
    expect((await parcelas(o))[0]).toMatchObject({ VlRecebido: '500.00', VlAberto: '0.00', StParcela: 'P' });
    // 5 % of R$ 1.000,00 = 50,00: 300,00 released 15,00, 200,00 another 10,00.
    expect(net((await ledger(o)).filter((l) => l.IdRecebimento === wrong), 'VlLiberado')).toBe('15.00');
    const before = { receipts: await count('pedido_venda_recebimentos'), commission: await count('comissao_lancamentos') };

    // Who may not record a receipt may not undo one; another company's receipt does not exist; the reason is required.
    expect((await reverse(wrong, undefined, seller)).statusCode).toBe(403);
    expect((await reverse(wrong, undefined, other)).statusCode).toBe(404);
    const noReason = await reverse(wrong, { DsMotivo: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['DsMotivo']);
    expect({ receipts: await count('pedido_venda_recebimentos'), commission: await count('comissao_lancamentos') }).toEqual(before);

    const res = await reverse(wrong);
    expect(res.statusCode, res.body).toBe(200);
    // Kept, marked reversed with the reason; the installment is open again by its value.
    expect((await t.call('GET', `/api/pedido_venda_recebimentos/${wrong}`, { token: admin })).json()).toMatchObject({ StRecebimento: 'E', DsMotivoEstorno: 'Valor digitado errado', VlRecebido: '300.00' });
    expect(await count('pedido_venda_recebimentos')).toBe(before.receipts);
    expect((await parcelas(o))[0]).toMatchObject({ VlRecebido: '200.00', VlAberto: '300.00', StParcela: 'A' });
    const rows = await ledger(o);
    const back = rows.filter((l) => l.IdRecebimento === wrong && l.TpLancamento === 'E');
    expect(back.map((l) => [l.VlLiberado, l.DtLancamento, l.DsMotivo])).toEqual([['-15.00', today, 'Recebimento estornado: Valor digitado errado']]);
    expect([net(rows, 'VlProvisao'), net(rows, 'VlLiberado')]).toEqual(['50.00', '10.00']);

    // Once: a second reversal is refused on the receipt and writes nothing.
    const after = await count('comissao_lancamentos');
    const twice = await reverse(wrong);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().violations).toEqual([{ propertyPath: 'IdRecebimento', message: 'Este recebimento já foi estornado' }]);
    expect(await count('comissao_lancamentos')).toBe(after);

    // The right value is received on the open value: released again up to 25,00.
    expect((await receive(first.IdParcela, '300.01')).statusCode).toBe(422);
    expect((await receive(first.IdParcela, '300.00')).statusCode).toBe(201);
    expect(net(await ledger(o), 'VlLiberado')).toBe('25.00');
  });

  it('um recebimento com data depois de hoje (Brasília) é recusado em DtRecebimento, sem gravar nada', async () => {
    const o = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '1', VlUnitario: '100.00' }]);
    await finalize(o);
    const [first] = await parcelas(o);
    const before = { receipts: await count('pedido_venda_recebimentos'), commission: await count('comissao_lancamentos') };
    const res = await receive(first.IdParcela, '10.00', addDays(today, 1));
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'DtRecebimento', message: 'A data do recebimento não pode ser depois de hoje' }]);
    expect({ receipts: await count('pedido_venda_recebimentos'), commission: await count('comissao_lancamentos') }).toEqual(before);
    expect((await receive(first.IdParcela, '10.00', today)).statusCode).toBe(201);
  });

  it('um recebimento do ERP não se estorna aqui', async () => {
    const o = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '1', VlUnitario: '100.00' }]);
    await finalize(o);
    const [first] = await parcelas(o);
    const [{ id }] = await t.database.rows<{ id: number }>(sql`
      insert into pedido_venda_recebimentos (cd_empresa, cod_pedido, id_parcela, dt_recebimento, vl_recebido, tp_origem, cd_recebimento_erp)
      values (${company}, ${o}, ${first.IdParcela}, ${today}, 10.00, 'I', ${`EST-${o}`}) returning id_recebimento as id`);
    const res = await reverse(Number(id));
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: 'IdRecebimento', message: 'Este recebimento veio do ERP: estorne-o no ERP' }]);
  });

  // A return that takes the whole of an installment whose only receipt was reversed leaves it at R$ 0,00, kept for
  // that history: nothing was paid of it, so it must not read "Paga".
  it('uma parcela zerada por uma devolução, com o recebimento estornado, fica Baixada e não Paga', async () => {
    const o = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '2', VlUnitario: '100.00' }]);
    await finalize(o);
    const invoice = 900_000 + o;
    await t.database.rows(sql`update pedido_venda_parcelas set id_nfe = ${invoice} where cod_pedido = ${o}`);
    const [first] = await parcelas(o);
    const rec = await receive(first.IdParcela, '50.00');
    expect(rec.statusCode, rec.body).toBe(201);
    expect((await reverse(rec.json().IdRecebimento as number)).statusCode).toBe(200);
    await inTransaction(t.database.db, (tx) => reduceInstallments(tx, company, o, invoice, '200.00'));
    const [kept] = await parcelas(o);
    expect(kept).toMatchObject({ IdParcela: first.IdParcela, VlParcela: '0.00', VlRecebido: '0.00', VlAberto: '0.00', StParcela: 'B' });
    // Nothing is open on it: a receipt is refused on its value.
    const more = await receive(first.IdParcela, '1.00');
    expect(more.statusCode).toBe(422);
    expect(more.json().violations[0].propertyPath).toBe('VlRecebido');
  });
});

describe('um período de comissão aprovado não é reescrito', () => {
  // The ERP import (or a receipt typed late) brings a receipt with its own, earlier date: released on that date it
  // changed what a period already approved owes after the approval, and the next period never paid it.
  it('um recebimento com data num período já aprovado libera a comissão no dia em que é registrado', async () => {
    const o = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '10', VlUnitario: '100.00' }]);
    await finalize(o);
    const period = { IdRepresentante: me, DtInicio: addDays(today, -6), DtFim: addDays(today, -2) };
    const conf = async () => (await t.call('GET', `/api/comissao/conferencia?DtInicio=${period.DtInicio}&DtFim=${period.DtFim}&IdRepresentante=${me}`, { token: admin })).json()['hydra:member'];
    const approved = await t.call('POST', '/api/comissao/conferencia', { token: admin, body: period });
    expect(approved.statusCode, approved.body).toBe(201);
    const before = await conf();
    const [first] = await parcelas(o);
    const rec = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: first.IdParcela, DtRecebimento: addDays(today, -4), VlRecebido: '500.00' } });
    expect(rec.statusCode, rec.body).toBe(201);
    const released = (await ledger(o)).filter((l) => l.TpLancamento === 'L');
    expect(released.map((l) => [l.VlLiberado, l.DtLancamento])).toEqual([['25.00', today]]);
    expect(await conf()).toEqual(before);
    // A receipt dated in a period nobody approved keeps its date.
    const [, second] = await parcelas(o);
    expect((await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: second.IdParcela, DtRecebimento: addDays(today, -8), VlRecebido: '500.00' } })).statusCode).toBe(201);
    expect((await ledger(o)).filter((l) => l.TpLancamento === 'L').map((l) => [l.VlLiberado, l.DtLancamento])).toEqual([
      ['25.00', today],
      ['25.00', addDays(today, -8)],
    ]);
  });

  // A period that crosses one already approved would approve (and pay) the common days' lines twice; approving the
  // same period again (a correction) stays possible.
  it('um período que cruza outro já aprovado do representante é recusado em DtInicio, sem gravar nada', async () => {
    const approve = (DtInicio: string, DtFim: string, extra: Record<string, unknown> = {}) =>
      t.call('POST', '/api/comissao/conferencia', { token: admin, body: { IdRepresentante: me, DtInicio, DtFim, ...extra }, headers: ptBR });
    const approvals = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from comissao_conferencias`))[0].n;
    const lines = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from comissao_lancamentos`))[0].n;
    expect((await approve(addDays(today, -30), addDays(today, -21))).statusCode).toBe(201);
    const before = { approvals: await approvals(), lines: await lines() };
    const crossing = await approve(addDays(today, -25), addDays(today, -15), { VlAjuste: '10.00', DsMotivo: 'Bônus' });
    expect(crossing.statusCode).toBe(422);
    expect(crossing.json().violations).toEqual([
      { propertyPath: 'DtInicio', message: `O período cruza o de ${formatDate(addDays(today, -30))} a ${formatDate(addDays(today, -21))}, já aprovado para este representante` },
    ]);
    expect({ approvals: await approvals(), lines: await lines() }).toEqual(before);
    expect((await approve(addDays(today, -30), addDays(today, -21))).statusCode).toBe(201);
    expect((await approve(addDays(today, -20), addDays(today, -15))).statusCode).toBe(201);
  });

  // Two approvals of one period with an adjustment at the same instant (a double click, two managers): each wrote
  // the adjustment line, so the period owed it twice.
  it.runIf(onServer)('duas aprovações ao mesmo tempo do mesmo período com ajuste: o ajuste é lançado uma vez', async () => {
    const period = { IdRepresentante: me, DtInicio: addDays(today, -40), DtFim: addDays(today, -35), VlAjuste: '7.00', DsMotivo: 'Campanha de novembro' };
    const results = await Promise.all([0, 1].map(() => t.call('POST', '/api/comissao/conferencia', { token: admin, body: period, headers: ptBR })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201]);
    const adjustments = await t.database.rows<{ v: string }>(sql`select vl_liberado::text as v from comissao_lancamentos where tp_lancamento = 'J' and id_representante = ${me} and dt_lancamento = ${period.DtFim}`);
    expect(adjustments.map((a) => a.v)).toEqual(['7.00']);
    const conf = (await t.call('GET', `/api/comissao/conferencia?DtInicio=${period.DtInicio}&DtFim=${period.DtFim}&IdRepresentante=${me}`, { token: admin })).json()['hydra:member'];
    expect(conf[0]).toMatchObject({ VlAjuste: '7.00', VlAprovado: '7.00', StConferencia: 'A' });
  });
});

describe('recebimento contra uma mudança do pedido ao mesmo tempo', () => {
  // Another transaction holds the order's lock while it lowers an installment (an item cancelled, an invoice's
  // duplicatas taking the plan): a receipt that waited for that lock must check the installment as it is now.
  it.runIf(onServer)('lê a parcela depois da trava do pedido: não recebe acima do que ela vale agora', async () => {
    const o = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '2', VlUnitario: '100.00' }]);
    await finalize(o);
    const [first] = await parcelas(o);
    expect(first.VlParcela).toBe('100.00');
    const res = await behindOrderLock(t, o, [['update pedido_venda_parcelas set vl_parcela = 60.00 where id_parcela = $1', [first.IdParcela]]], () =>
      t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: first.IdParcela, DtRecebimento: today, VlRecebido: '100.00' }, headers: ptBR }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations[0].propertyPath).toBe('VlRecebido');
    expect((await parcelas(o))[0]).toMatchObject({ VlParcela: '60.00', VlRecebido: '0.00' });
  });

  // Two reversals of one receipt at once (two users, a double click): the one that waited for the order's lock reads
  // the receipt again and finds it reversed, so its commission is not reversed twice.
  it.runIf(onServer)('um estorno que esperou a trava do pedido relê o recebimento: não estorna duas vezes', async () => {
    const o = await order(clients.sp, [{ IdProduto: products.plain, QtPedida: '2', VlUnitario: '100.00' }]);
    await finalize(o);
    const [first] = await parcelas(o);
    const rec = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: first.IdParcela, DtRecebimento: today, VlRecebido: '100.00' } });
    expect(rec.statusCode, rec.body).toBe(201);
    const id = rec.json().IdRecebimento as number;
    const before = await ledger(o);
    const res = await behindOrderLock(t, o, [["update pedido_venda_recebimentos set st_recebimento = 'E', ds_motivo_estorno = 'primeiro' where id_recebimento = $1", [id]]], () =>
      t.call('POST', `/api/pedido_venda_recebimentos/${id}/estornar`, { token: admin, body: { DsMotivo: 'segundo' }, headers: ptBR }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'IdRecebimento', message: 'Este recebimento já foi estornado' });
    expect((await ledger(o)).length).toBe(before.length);
  });
});

describe('regras', () => {
  it('parcelas em centavos exatos que somam o total, para qualquer total e número de parcelas', () => {
    for (let i = 0; i < 500; i++) {
      const total = new Decimal(Math.floor(Math.random() * 10_000_000)).dividedBy(100);
      const n = 1 + Math.floor(Math.random() * 12);
      const parts = splitCents(total, n);
      expect(parts.reduce((a, p) => a.plus(p), new Decimal(0)).toFixed(2)).toBe(total.toFixed(2));
      if (parts.length) expect(new Decimal(parts[0]).minus(parts[parts.length - 1]).lte('0.01')).toBe(true);
    }
    expect(installments('100.00', '30/60/90', '2026-01-31').map((p) => [p.DtVencimento, p.VlParcela])).toEqual([
      ['2026-03-02', '33.34'],
      ['2026-04-01', '33.33'],
      ['2026-05-01', '33.33'],
    ]);
  });
  it('faixas de desconto: um desconto maior cai numa taxa menor; a família vem antes', () => {
    const rates = [
      { IdRepresentante: 1, IdFamiliaProduto: null, PcDescontoAte: '5', PcComissao: '5' },
      { IdRepresentante: 1, IdFamiliaProduto: null, PcDescontoAte: '10', PcComissao: '4' },
      { IdRepresentante: 1, IdFamiliaProduto: null, PcDescontoAte: null, PcComissao: '2' },
      { IdRepresentante: 1, IdFamiliaProduto: 7, PcDescontoAte: null, PcComissao: '8' },
    ];
    expect([rateFor(rates, 1, null, '0'), rateFor(rates, 1, null, '5'), rateFor(rates, 1, null, '7.5'), rateFor(rates, 1, null, '30'), rateFor(rates, 1, 7, '30'), rateFor(rates, 2, null, '0')]).toEqual([
      '5',
      '5',
      '4',
      '2',
      '8',
      null,
    ]);
  });
  it('estorno: uma vez, à mão, num pedido que recebe', () => {
    const order = { TpPedidoDeVenda: 'P', StatusPedido: 'T' };
    expect(reversalRefusal({ StRecebimento: 'A', TpOrigem: 'M' }, order)).toBeNull();
    expect(reversalRefusal({ StRecebimento: 'E', TpOrigem: 'M' }, order)).toBe('receipt_already_reversed');
    expect(reversalRefusal({ StRecebimento: 'A', TpOrigem: 'I' }, order)).toBe('receipt_from_erp');
    for (const StatusPedido of ['C', 'D']) expect(reversalRefusal({ StRecebimento: 'A', TpOrigem: 'M' }, { ...order, StatusPedido })).toBe('receipt_order_closed');
  });

  it('liberação proporcional ao recebido, o resto exato no último recebimento', () => {
    expect(releasedTarget('50.00', '500.00', '1000.00').toFixed(2)).toBe('25.00');
    expect(releasedTarget('10.00', '333.33', '1000.00').toFixed(2)).toBe('3.33');
    expect(releasedTarget('10.00', '1000.00', '1000.00').toFixed(2)).toBe('10.00');
  });
});
