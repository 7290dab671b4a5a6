/**
 * The return of an authorised sale invoice by the company's own NF-e of entry, through the API: a part, then the
 * rest, each validating against the official schema with finNFe 4, tpNF 0, refNFe the invoice's key, the CFOP of
 * return and the invoice's values in proportion (adding up to it); beyond what is left 422 on the item; a rejected
 * return does not count. Then each return's authorisation (aoAutorizarDevolucao, as the SEFAZ answer calls it):
 * the goods come back into the balances and lots they left, the commission is reversed in proportion, the
 * receivables lose the returned value (the returned invoice's open duplicatas from the last, the paid part owed back
 * as a payable),
 * and the order is returned (D) once all of it came back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { Decimal, isoDateIn } from '@backoffice/domain';
import { createTestApp, type TestApp } from './helpers.ts';
import { authorise, invoiceableOrders } from './fiscal-helpers.ts';
import { validateNfe } from '../src/modules/fiscal/xsd.ts';
import { inTransaction } from '../src/platform/db/transaction.ts';
import { aoAutorizarDevolucao } from '../src/modules/fiscal/nfe-devolucao.service.ts';
import { cfopDevolucao } from '../src/modules/fiscal/nfe-devolucao.rules.ts';
import { nfeEmitidas } from '../src/modules/fiscal/index.ts';
import { lockItemsStock, pedidoVendaItems, reserveItem } from '../src/modules/vendas/index.ts';
import { onOrder } from '../src/modules/comissao/comissao.service.ts';

let t: TestApp;
let admin: string;
let company: number;
let order: number;
let original: { IdNfe: number; NrChave: string; NrNota: number; VlNota: string };
let items: { id: number; nr: number; qt: string; valores: Record<string, string> }[];
const ptBR = { 'accept-language': 'pt-BR' };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['det'].includes(name) });

const rows = <T>(q: ReturnType<typeof sql>) => t.database.rows<T>(q);
const devolver = (id: number, body: unknown = {}) => t.call('POST', `/api/nfe_emitidas/${id}/devolucao`, { token: admin, body, headers: ptBR });
const xmlOf = async (id: number) => (await rows<{ x: string }>(sql`select ds_xml as x from nfe_emitidas where id_nfe = ${id}`))[0].x;
const autorizar = (id: number) =>
  rows(sql`update nfe_emitidas set st_nfe = 'autorizada', nr_protocolo = ${'1352600000' + String(id).padStart(7, '0')}, dt_autorizacao = now() where id_nfe = ${id}`);
const nfeRow = async (id: number) => (await rows<Record<string, unknown>>(sql`select * from nfe_emitidas where id_nfe = ${id}`))[0];
/** SEFAZ's authorisation of a return as the transmission records it: the row, then aoAutorizarDevolucao in its transaction. */
const autorizarDevolucao = async (id: number) => {
  await autorizar(id);
  await inTransaction(t.database.db, async (tx) => {
    const [nfe] = await tx.select().from(nfeEmitidas).where(eq(nfeEmitidas.IdNfe, id));
    await aoAutorizarDevolucao(tx, nfe, null);
  });
};

/** Per order item, what its stock moves add up to: taken out (S − E) and per (sector, lot). */
async function itemStock(item: number) {
  return rows<{ sector: number; lot: number | null; out: string }>(sql`
    select id_setor as sector, id_lote as lot, sum(case when tp_movimento = 'S' then qt_movimento when tp_movimento = 'E' then -qt_movimento else 0 end)::numeric(14,3)::text as out
    from estoque_movimentos where nm_entidade_origem = 'PedidoVendaItem' and id_entidade_origem = ${item} and tp_movimento in ('S', 'E')
    group by id_setor, id_lote order by id_setor, id_lote`);
}
async function commission(item: number) {
  const [r] = await rows<{ accrued: string; released: string }>(sql`
    select coalesce(sum(vl_provisao), 0)::numeric(14,2)::text as accrued, coalesce(sum(vl_liberado), 0)::numeric(14,2)::text as released
    from comissao_lancamentos where id_pedido_venda_item = ${item}`);
  return r;
}
const installments = () =>
  rows<{ nr: number; value: string }>(sql`select nr_parcela as nr, vl_parcela::text as value from pedido_venda_parcelas where cod_pedido = ${order} order by nr_parcela`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  // A checked order (L) of a representative with commission rates, with at least two items, its taxes stored.
  const [picked] = await rows<{ id: number }>(sql`
    select p.cod_pedido as id from pedido_venda p
    where p.cd_empresa = ${company} and p.status_pedido in ('A', 'L') and p.tp_pedido_de_venda = 'P' and p.id_representante is not null
      and not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = p.cod_pedido)
      and exists (select 1 from comissao_taxas c where c.id_representante = p.id_representante and c.company_id = p.cd_empresa)
      and not exists (select 1 from nfe_emitidas n where n.cod_pedido = p.cod_pedido)
      and not exists (select 1 from pedido_venda_parcelas x where x.cod_pedido = p.cod_pedido
        and (x.id_nfe is not null or exists (select 1 from pedido_venda_recebimentos r where r.id_parcela = x.id_parcela)))
      and not exists (select 1 from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A'
        and not exists (select 1 from pedido_venda_items_taxes x where x.id_pedido_venda_item = i.id_pedido_venda_item))
      and (select count(*) from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A') >= 2
      and (select i.qt_pedida from pedido_venda_items i where i.cod_pedido = p.cod_pedido and i.st_item = 'A' order by i.nr_posicao limit 1) >= 2
    order by p.status_pedido desc, p.cod_pedido limit 1`);
  expect(picked, 'a demo order to return').toBeDefined();
  order = Number(picked.id);
  // An open one is checked first, as its conference would leave it (the demo's checked orders have their lots).
  for (const StatusPedido of ['R', 'L']) {
    const { status } = (await rows<{ status: string }>(sql`select status_pedido as status from pedido_venda where cod_pedido = ${order}`))[0];
    if (status === 'A' || (status === 'R' && StatusPedido === 'L')) expect((await t.call('PUT', `/api/pedido_vendas/${order}/status`, { token: admin, body: { StatusPedido } })).statusCode).toBe(200);
  }

  // Stock for its items, in a lot each, reserved by FEFO as finalizing does; the commission accrued as finalizing does.
  const [sector] = await rows<{ id: number }>(sql`select id_setor as id from setores where company_id = ${company} order by id_setor limit 1`);
  const lines = await rows<{ id: number; product: number; base: string }>(sql`
    select id_pedido_venda_item as id, id_produto as product, (qt_pedida * vl_fator_conversao)::numeric(14,3)::text as base
    from pedido_venda_items where cod_pedido = ${order} and st_item = 'A' order by nr_posicao`);
  for (const [n, l] of lines.entries()) {
    const lot = await t.call('POST', '/api/lote-estoque-produto', { token: admin, body: { IdProduto: l.product, CdLote: `DEV-${order}-${n}`, DtFabricacao: new Date().toISOString().slice(0, 10), QtEstoque: l.base, IdSetor: sector.id } });
    expect(lot.statusCode, lot.body).toBe(201);
  }
  await inTransaction(t.database.db, async (tx) => {
    const its = await tx.select().from(pedidoVendaItems).where(sql`${pedidoVendaItems.CodPedido} = ${order} and ${pedidoVendaItems.StItem} = 'A'`);
    const stock = await lockItemsStock(tx, its);
    for (const it of its) await reserveItem(tx, stock, company, it, null);
    await onOrder(tx, { type: 'finalized', company, order }, null);
  });
  // Two installments (30 and 60 days) splitting the total, in place of the plan the demo gave it (nothing received
  // on it): the invoice's duplicatas once SEFAZ authorises it.
  await rows(sql`delete from pedido_venda_parcelas where cod_pedido = ${order}`);
  await rows(sql`
    insert into pedido_venda_parcelas (cd_empresa, cod_pedido, nr_parcela, dt_vencimento, vl_parcela, ds_forma_pagamento)
    select p.cd_empresa, p.cod_pedido, n, current_date + 30 * n, case when n = 1 then round(p.vl_total / 2, 2) else p.vl_total - round(p.vl_total / 2, 2) end, 'Boleto'
    from pedido_venda p, generate_series(1, 2) n where p.cod_pedido = ${order}`);
  const res = await t.call('POST', `/api/pedido_vendas/${order}/faturar`, { token: admin, body: {}, headers: ptBR });
  expect(res.statusCode, res.body).toBe(201);
  original = res.json();
  items = (
    await rows<{ id: number; nr: number; qt: string; valores: Record<string, string> }>(sql`
      select id_pedido_venda_item as id, nr_item as nr, qt_faturada::text as qt, ds_valores as valores from nfe_emitida_itens where id_nfe = ${original.IdNfe} order by nr_item`)
  ).map((r) => ({ ...r, id: Number(r.id), nr: Number(r.nr) }));
});
afterAll(() => t?.close());

let first: { IdNfe: number; VlNota: string; NrNota: number };
let rest: { IdNfe: number; VlNota: string };

describe('POST /nfe_emitidas/{id}/devolucao', () => {
  it('refuses an invoice SEFAZ has not authorised', async () => {
    const res = await devolver(original.IdNfe);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'StNfe', message: 'Só uma NF-e autorizada pela SEFAZ pode ser devolvida' });
    // Authorised, the order is invoiced (T): what it reserved leaves the stock; the installments are its duplicatas.
    await authorise(t, original.IdNfe);
    expect((await rows<{ s: string }>(sql`select status_pedido as s from pedido_venda where cod_pedido = ${order}`))[0].s).toBe('T');
    for (const i of items) {
      const out = (await itemStock(i.id)).reduce((a, b) => a.plus(b.out), new Decimal(0));
      expect(out.gt(0), `item ${i.nr} left the stock`).toBe(true);
    }
    // The first duplicata received (the commission releases about half).
    const [dup] = await rows<{ id: number; value: string }>(sql`select id_parcela as id, vl_parcela::text as value from pedido_venda_parcelas where id_nfe = ${original.IdNfe} and nr_parcela = 1`);
    const receipt = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: dup.id, DtRecebimento: isoDateIn(), VlRecebido: dup.value } });
    expect(receipt.statusCode, receipt.body).toBe(201);
  });

  it('returns part of an item: an entry NF-e of return that validates, refers to the invoice and carries its values in proportion', async () => {
    const item = items[0];
    const qt = '1';
    const res = await devolver(original.IdNfe, { itens: [{ NrItem: item.nr, Qt: qt }] });
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(first).toMatchObject({ CodPedido: order, StNfe: 'assinada', FinNfe: '4', NrChaveReferenciada: original.NrChave });
    expect(first.NrNota).toBeGreaterThan(original.NrNota);

    const xml = await xmlOf(first.IdNfe);
    expect(await validateNfe(xml, 'NFe')).toEqual({ valid: true, firstError: null });
    const inf = parser.parse(xml).NFe.infNFe;
    const origDoc = parser.parse(await xmlOf(original.IdNfe));
    const orig = (origDoc.nfeProc?.NFe ?? origDoc.NFe).infNFe;
    expect(inf.ide).toMatchObject({ tpNF: '0', finNFe: '4', NFref: { refNFe: original.NrChave }, idDest: orig.ide.idDest });
    expect(inf.det).toHaveLength(1);
    const det = inf.det[0];
    const sale = orig.det[0].prod;
    expect(det.prod.CFOP).toBe(cfopDevolucao(sale.CFOP));
    expect(det.prod.CFOP).toMatch(orig.ide.idDest === '1' ? /^1/ : /^2/);
    expect(det.prod).toMatchObject({ cProd: sale.cProd, qCom: '1.0000', vUnCom: sale.vUnCom });
    // Each value in proportion to the quantity returned (1 of the invoiced), to the cent.
    const share = (v: string) => new Decimal(v).times(qt).dividedBy(item.qt).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    expect(det.prod.vProd).toBe(share(item.valores.vProd));
    expect(inf.total.ICMSTot.vICMS).toBe(share(item.valores.VlIcms));
    expect(new Decimal(inf.total.ICMSTot.vIPIDevol).toFixed(2)).toBe(share(item.valores.VlIpi));
    expect(inf.total.ICMSTot.vIPI).toBe('0.00');
    if (new Decimal(item.valores.VlIpi).gt(0)) expect(det.impostoDevol).toMatchObject({ IPI: { vIPIDevol: share(item.valores.VlIpi) } });
    expect(first.VlNota).toBe(inf.total.ICMSTot.vNF);
    // No billing; payment "sem pagamento"; the invoice returned named in the additional information.
    expect(inf.cobr).toBeUndefined();
    expect(inf.pag.detPag).toMatchObject({ tPag: '90', vPag: '0.00' });
    expect(inf.infAdic.infCpl).toContain(`Devolução da NF-e ${original.NrNota}`);
    expect(inf.infAdic.infCpl).toContain(original.NrChave.slice(0, 4) + ' ' + original.NrChave.slice(4, 8));
  });

  it('refuses quantities beyond what is left, items not in the invoice and a return of a return, changing nothing', async () => {
    const before = await rows(sql`select count(*)::int as n from nfe_emitidas`);
    const over = await devolver(original.IdNfe, { itens: [{ NrItem: items[0].nr, Qt: items[0].qt }] });
    expect(over.statusCode, over.body).toBe(422);
    const left = new Decimal(items[0].qt).minus(1).toFixed(3);
    expect(over.json().violations).toEqual([expect.objectContaining({ propertyPath: 'itens.0.Qt', message: `A quantidade passa do que falta devolver do item (${left})` })]);
    const missing = await devolver(original.IdNfe, { itens: [{ NrItem: 99, Qt: '1' }] });
    expect(missing.json().violations[0]).toMatchObject({ propertyPath: 'itens.0.NrItem', message: 'O item não está nesta NF-e' });
    const noRef = await devolver(original.IdNfe, { itens: [{ Qt: '1' }] });
    expect(noRef.statusCode).toBe(422);
    expect(noRef.json().violations[0].propertyPath).toBe('itens.0.NrItem');
    const es = await t.call('POST', `/api/nfe_emitidas/${original.IdNfe}/devolucao`, { token: admin, body: { itens: [{ NrItem: 99, Qt: '1' }] }, headers: { 'accept-language': 'es' } });
    expect(es.json().violations[0].message).toBe('El ítem no está en esta NF-e');
    const ofReturn = await devolver(first.IdNfe);
    expect(ofReturn.json().violations[0]).toMatchObject({ propertyPath: 'FinNfe' });
    expect(await rows(sql`select count(*)::int as n from nfe_emitidas`)).toEqual(before);
  });

  it('returns the rest: the returns add up to the invoice; a rejected return does not count', async () => {
    const rejected = await devolver(original.IdNfe);
    expect(rejected.statusCode, rejected.body).toBe(201);
    await rows(sql`update nfe_emitidas set st_nfe = 'rejeitada' where id_nfe = ${rejected.json().IdNfe}`);
    const res = await devolver(original.IdNfe);
    expect(res.statusCode, res.body).toBe(201);
    rest = res.json();
    const xml = await xmlOf(rest.IdNfe);
    expect(await validateNfe(xml, 'NFe')).toEqual({ valid: true, firstError: null });
    expect(parser.parse(xml).NFe.infNFe.det).toHaveLength(items.length);

    // Per item, the two returns carry the invoice's quantity and each of its values; the notes, its total.
    const sums = await rows<{ item: number; qt: string; valores: Record<string, string> }>(sql`
      select i.id_pedido_venda_item as item, i.qt_faturada::text as qt, i.ds_valores as valores
      from nfe_emitida_itens i where i.id_nfe in (${first.IdNfe}, ${rest.IdNfe})`);
    for (const item of items) {
      const mine = sums.filter((s) => Number(s.item) === item.id);
      expect(mine.reduce((a, s) => a.plus(s.qt), new Decimal(0)).toFixed(3)).toBe(new Decimal(item.qt).toFixed(3));
      for (const [k, v] of Object.entries(item.valores)) expect([k, mine.reduce((a, s) => a.plus(s.valores[k]), new Decimal(0)).toFixed(2)]).toEqual([k, new Decimal(v).toFixed(2)]);
    }
    expect(new Decimal(first.VlNota).plus(rest.VlNota).toFixed(2)).toBe(original.VlNota);

    const nothing = await devolver(original.IdNfe);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().violations[0]).toMatchObject({ propertyPath: 'itens', message: 'Não há nada a devolver nesta NF-e' });
  });

  it('a sale whose CFOP has no CFOP of return is refused on the item, asking to configure it', async () => {
    const [other] = await invoiceableOrders(t, company, 1);
    const res = await t.call('POST', `/api/pedido_vendas/${other}/faturar`, { token: admin, body: {}, headers: ptBR });
    expect(res.statusCode, res.body).toBe(201);
    const nfe = res.json();
    await autorizar(nfe.IdNfe);
    // As if the sale had been a shipment the table does not know (5.949, "outra saída").
    await rows(sql`update nfe_emitidas set ds_xml = regexp_replace(ds_xml, '<CFOP>[0-9]{4}</CFOP>', '<CFOP>5949</CFOP>', 'g') where id_nfe = ${nfe.IdNfe}`);
    const refused = await devolver(nfe.IdNfe);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'itens.0.CFOP', message: 'Não há CFOP de devolução configurado para o CFOP de venda 5949' });
  });
});

describe('aoAutorizarDevolucao', () => {
  it('the first return authorised: its goods come back, its commission is reversed, the last installment loses its value', async () => {
    const item = items[0];
    const outBefore = await itemStock(item.id);
    expect(outBefore.some((b) => b.lot !== null), 'the item left from a lot').toBe(true);
    const commissionBefore = await commission(item.id);
    const [factor] = await rows<{ f: string; qt: string }>(sql`select vl_fator_conversao::text as f, qt_pedida::text as qt from pedido_venda_items where id_pedido_venda_item = ${item.id}`);
    const parcelas = await installments();
    await autorizarDevolucao(first.IdNfe);

    // One unit (in the product's unit) back into the balances it left, as entries naming the return.
    const back = new Decimal(1).times(factor.f);
    const outAfter = await itemStock(item.id);
    const total = (r: { out: string }[]) => r.reduce((a, b) => a.plus(b.out), new Decimal(0));
    expect(total(outBefore).minus(total(outAfter)).toFixed(3)).toBe(back.toFixed(3));
    for (const b of outAfter) expect(outBefore.some((o) => o.sector === b.sector && o.lot === b.lot)).toBe(true);
    const entries = await rows<{ motivo: string }>(sql`select ds_motivo as motivo from estoque_movimentos where nm_entidade_origem = 'PedidoVendaItem' and id_entidade_origem = ${item.id} and tp_movimento = 'E'`);
    expect(entries.map((e) => e.motivo)).toEqual(entries.map(() => `Devolução NF-e ${first.NrNota} série 1`));

    // The commission of 1 of the item's quantity, accrued and released, reversed.
    const after = await commission(item.id);
    const part = (v: string) => new Decimal(v).times(1).dividedBy(factor.qt).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(new Decimal(commissionBefore.accrued).gt(0)).toBe(true);
    expect(after.accrued).toBe(new Decimal(commissionBefore.accrued).minus(part(commissionBefore.accrued)).toFixed(2));
    expect(after.released).toBe(new Decimal(commissionBefore.released).minus(part(commissionBefore.released)).toFixed(2));

    // The invoice's open duplicata (the last) loses the return's value; the paid one is untouched; the order stays invoiced.
    expect(await installments()).toEqual([parcelas[0], { nr: 2, value: new Decimal(parcelas[1].value).minus(first.VlNota).toFixed(2) }]);
    expect((await rows<{ s: string }>(sql`select status_pedido as s from pedido_venda where cod_pedido = ${order}`))[0].s).toBe('T');
  });

  it('the rest authorised: all the stock back, the commission reversed to zero, the paid part owed to the client, the order returned', async () => {
    const [paid] = await installments();
    await autorizarDevolucao(rest.IdNfe);

    for (const item of items) {
      for (const b of await itemStock(item.id)) expect([item.nr, b.out]).toEqual([item.nr, '0.000']);
      expect(await commission(item.id)).toEqual({ accrued: '0.00', released: '0.00' });
    }
    // Nothing left open: the open installment is gone, and what the client paid is a payable (crédito do cliente).
    expect(await installments()).toEqual([paid]);
    const payables = await rows<{ nr: string; value: string }>(sql`select nr_titulo as nr, vl_titulo::text as value from apagar where company_id = ${company} and nr_titulo like 'DEV-%'`);
    expect(payables).toEqual([{ nr: `DEV-1-${(await nfeRow(rest.IdNfe)).nr_nota}`, value: paid.value }]);
    expect((await rows<{ s: string }>(sql`select status_pedido as s from pedido_venda where cod_pedido = ${order}`))[0].s).toBe('D');
  });
});
