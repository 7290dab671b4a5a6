/**
 * What an NF-e's authorisation and cancellation change, driven as the SEFAZ job will drive them (fiscal-helpers:
 * `authorise`, `cancellationRegistered`) after invoicing demo orders through the API: the order's status (T, P), the
 * stock (reservations become exits naming the invoice, never below zero), the receivables (the XML's duplicatas), the
 * commission, the workflow phase and the invoice listed in /xmls; a cancellation reopens (stock back and reserved,
 * order L) or cancels (stock back, reservations released, order C, commission reversed). Also: the 24-hour window,
 * a paid invoice, an order in conference, cancelling an uninvoiced order, and two authorisations at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, isoDateIn } from '@backoffice/domain';
import { createTestApp, type TestApp } from './helpers.ts';
import { authorise, cancellationRegistered, ordersWithStock } from './fiscal-helpers.ts';
import { validateAgainst } from '../src/modules/fiscal/xsd.ts';
import { ORDER_EVENT } from '../src/modules/vendas/index.ts';
import { publish } from '../src/platform/modules/wiring.ts';

let t: TestApp;
let admin: string;
let company: number;
let orders: number[];
/** Demo orders left as seeded: nothing reserved. */
const spare: number[] = [];
const ptBR = { 'accept-language': 'pt-BR' };
const today = isoDateIn();
const XJUST = 'Pedido digitado com erro pelo cliente';

const faturar = (order: number, body: unknown = {}) => t.call('POST', `/api/pedido_vendas/${order}/faturar`, { token: admin, body, headers: ptBR });
const cancelar = (id: number, destino?: string) => t.call('POST', `/api/nfe_emitidas/${id}/cancelar`, { token: admin, body: { xJust: XJUST, ...(destino ? { destino } : {}) }, headers: ptBR });

async function invoice(order: number, body: unknown = {}): Promise<{ IdNfe: number; NrNota: number; NrSerie: number; VlNota: string }> {
  const res = await faturar(order, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const statusOf = async (order: number) => (await t.database.rows<{ s: string; fase: number | null }>(sql`select status_pedido as s, id_work_flow_item_fase as fase from pedido_venda where cod_pedido = ${order}`))[0];

interface ItemStock {
  item: number;
  product: number;
  qt: string;
  reserved: string;
  out: string;
}

/** Per active item: what it holds reserved (R − B) and what left the stock (S − E), by its moves. */
async function itemStock(order: number): Promise<ItemStock[]> {
  return t.database.rows<ItemStock>(sql`
    select i.id_pedido_venda_item as item, i.id_produto as product, i.qt_pedida::text as qt,
      coalesce(sum(case m.tp_movimento when 'R' then m.qt_movimento when 'B' then -m.qt_movimento end), 0)::numeric(14,3)::text as reserved,
      coalesce(sum(case m.tp_movimento when 'S' then m.qt_movimento when 'E' then -m.qt_movimento end), 0)::numeric(14,3)::text as out
    from pedido_venda_items i
    left join estoque_movimentos m on m.nm_entidade_origem = 'PedidoVendaItem' and m.id_entidade_origem = i.id_pedido_venda_item
    where i.cod_pedido = ${order} and i.st_item = 'A'
    group by i.id_pedido_venda_item, i.id_produto, i.qt_pedida order by i.id_pedido_venda_item`);
}

/** On hand and reserved of the order's products, summed over their balances. */
async function balances(order: number): Promise<Record<number, { onHand: string; reserved: string }>> {
  const rows = await t.database.rows<{ p: number; onHand: string; reserved: string }>(sql`
    select s.id_produto as p, sum(s.qt_estoque)::numeric(14,3)::text as "onHand", sum(s.qt_reservada)::numeric(14,3)::text as reserved
    from estoque_saldos s where s.company_id = ${company}
      and s.id_produto in (select id_produto from pedido_venda_items where cod_pedido = ${order})
    group by s.id_produto`);
  return Object.fromEntries(rows.map((r) => [Number(r.p), { onHand: r.onHand, reserved: r.reserved }]));
}

interface Receivable {
  id: number;
  nfe: number | null;
  doc: string | null;
  due: string;
  value: string;
}
const receivables = (order: number) =>
  t.database.rows<Receivable>(sql`
    select id_parcela as id, id_nfe as nfe, nr_documento as doc, dt_vencimento::text as due, vl_parcela::text as value
    from pedido_venda_parcelas where cod_pedido = ${order} order by id_nfe nulls first, nr_parcela`);

/** The duplicatas (cobr/dup) of an invoice's XML, as the official schema reads them. */
function dupsOf(xml: string) {
  return [...xml.matchAll(/<dup><nDup>(\d+)<\/nDup><dVenc>([\d-]+)<\/dVenc><vDup>([\d.]+)<\/vDup><\/dup>/g)].map(([, n, due, value]) => ({ n, due, value }));
}

const phaseMarked = async (marco: string) =>
  (await t.database.rows<{ id: number }>(sql`
    select f.id_work_flow_item_fase as id from work_flow_item_fases f
    where f.company_id = ${company} and f.tp_marco = ${marco}
      and f.id_work_flow::text = (select trim(config_value) from configs where company_id = ${company} and config_key = 'workFlow')`))[0]?.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  // Demo orders whose every product has stock enough to reserve them, reserved as finalizing does; the others spare.
  const picked = await ordersWithStock(t, company, 9, { today });
  orders = picked.reserved;
  spare.push(...picked.spare);
  expect(orders.length).toBeGreaterThanOrEqual(9);
  // The spare ones are invoiced without their reservation: the demo's open orders that already hold one are no use.
  const unreserved: number[] = [];
  for (const id of spare) if ((await itemStock(id)).every((h) => h.reserved === '0.000')) unreserved.push(id);
  spare.splice(0, spare.length, ...unreserved);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('authorisation', () => {
  it('a whole invoice: the order goes to T, its reservations leave the stock naming the invoice, the receivables are the XML duplicatas, the phase moves and /xmls lists it', async () => {
    const order = orders[0];
    const before = await balances(order);
    const held = await itemStock(order);
    for (const h of held) expect(h.reserved).toBe(h.qt);
    const [commissionBefore] = await t.database.rows<{ n: number; provision: string }>(sql`
      select count(*)::int as n, coalesce(sum(vl_provisao), 0)::text as provision from comissao_lancamentos where cod_pedido = ${order}`);

    const nfe = await invoice(order);
    // Signing changes nothing yet: SEFAZ has not authorised it.
    expect((await statusOf(order)).s).toBe('A');
    const proc = await authorise(t, nfe.IdNfe);
    expect(await validateAgainst('nfe', 'procNFe_v4.00.xsd', proc)).toEqual({ valid: true, firstError: null });

    expect((await statusOf(order)).s).toBe('T');
    // Every reserved quantity left: nothing reserved, all out; the balances lost it on hand and reserved.
    const after = await itemStock(order);
    for (const h of after) expect([h.reserved, h.out]).toEqual(['0.000', h.qt]);
    const now = await balances(order);
    const perProduct = new Map<number, Decimal>();
    for (const h of held) perProduct.set(h.product, (perProduct.get(h.product) ?? new Decimal(0)).plus(h.qt));
    for (const [p, q] of perProduct) {
      expect(now[p].onHand).toBe(new Decimal(before[p].onHand).minus(q).toFixed(3));
      expect(now[p].reserved).toBe(new Decimal(before[p].reserved).minus(q).toFixed(3));
    }
    const moves = await t.database.rows<{ tp: string; motivo: string }>(sql`
      select tp_movimento as tp, ds_motivo as motivo from estoque_movimentos
      where nm_entidade_origem = 'PedidoVendaItem' and id_entidade_origem in (${sql.join(held.map((h) => sql`${h.item}`), sql`, `)}) and tp_movimento = 'S'`);
    expect(moves.length).toBeGreaterThanOrEqual(held.length);
    for (const m of moves) expect(m.motivo).toBe(`NF-e ${nfe.NrNota}/${nfe.NrSerie}`);

    // The receivables are the invoice's duplicatas, linked to it, its number in the document; the plan is gone.
    const dups = dupsOf(proc);
    expect(dups.length).toBe(3);
    expect(dups.reduce((a, d) => a.plus(d.value), new Decimal(0)).toFixed(2)).toBe(nfe.VlNota);
    const rec = await receivables(order);
    expect(rec.map((r) => ({ nfe: r.nfe, doc: r.doc, due: r.due, value: r.value }))).toEqual(
      dups.map((d) => ({ nfe: nfe.IdNfe, doc: `${nfe.NrNota}-${d.n}`, due: d.due, value: d.value })),
    );

    // The commission keeps its rule: accrued at finalizing on the items' values, the invoice changes nothing.
    const [commissionAfter] = await t.database.rows<{ n: number; provision: string }>(sql`
      select count(*)::int as n, coalesce(sum(vl_provisao), 0)::text as provision from comissao_lancamentos where cod_pedido = ${order}`);
    expect(commissionAfter).toEqual(commissionBefore);

    // The workflow's invoiced phase (Faturamento in the demo).
    const invoicedPhase = await phaseMarked('F');
    expect(invoicedPhase).toBeTruthy();
    expect((await statusOf(order)).fase).toBe(invoicedPhase);

    // Listed beside the imported XMLs, as this system's outgoing invoice.
    const listed = await t.call('GET', `/api/xmls?IdNfe=${nfe.IdNfe}`, { token: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()['hydra:member']).toMatchObject([{ IdNfe: nfe.IdNfe, NrNf: String(nfe.NrNota), VlNf: nfe.VlNota, StCancelada: false }]);
    const issued = (await t.call('GET', `/api/nfe_emitidas/${nfe.IdNfe}`, { token: admin })).json();
    expect(issued).toMatchObject({ StNfe: 'autorizada', NrProtocolo: expect.stringMatching(/^\d{15}$/), FinNfe: '1' });
    expect(issued.DtAutorizacao).toBeTruthy();
  });

  it('a partial invoice leaves the order P with the rest reserved; the second one makes it T; the receivables add up to both invoices', async () => {
    const order = orders[1];
    const [first, ...rest] = await itemStock(order);
    // Half of it (whole units stay whole: the stock of a unit product moves in whole units).
    const whole = new Decimal(first.qt).isInteger();
    const half = new Decimal(first.qt).dividedBy(2).toDecimalPlaces(whole ? 0 : 3, Decimal.ROUND_DOWN).toFixed(3);
    const a = await invoice(order, { itens: [{ IdItem: Number(first.item), Qt: half }] });
    await authorise(t, a.IdNfe);
    expect((await statusOf(order)).s).toBe('P');
    const mid = await itemStock(order);
    expect(mid[0]).toMatchObject({ reserved: new Decimal(first.qt).minus(half).toFixed(3), out: half });
    for (const [i, h] of rest.entries()) expect(mid[i + 1]).toMatchObject({ reserved: h.qt, out: '0.000' });
    // The plan left to receive plus the invoice's duplicatas is still the order's total.
    const [{ total }] = await t.database.rows<{ total: string }>(sql`select vl_total::text as total from pedido_venda where cod_pedido = ${order}`);
    const sum = (rows: Receivable[]) => rows.reduce((acc, r) => acc.plus(r.value), new Decimal(0)).toFixed(2);
    const midRec = await receivables(order);
    expect(sum(midRec.filter((r) => r.nfe === a.IdNfe))).toBe(a.VlNota);
    expect(sum(midRec)).toBe(total);

    const b = await invoice(order);
    const proc = await authorise(t, b.IdNfe);
    // The second invoice bills what the plan still holds, one duplicata per installment left (not the first's again).
    expect(dupsOf(proc)).toHaveLength(midRec.filter((r) => r.nfe === null).length);
    expect((await statusOf(order)).s).toBe('T');
    for (const h of await itemStock(order)) expect([h.reserved, h.out]).toEqual(['0.000', h.qt]);
    const end = await receivables(order);
    expect(end.every((r) => r.nfe !== null)).toBe(true);
    expect(sum(end.filter((r) => r.nfe === b.IdNfe))).toBe(b.VlNota);
    expect(end.filter((r) => r.nfe === b.IdNfe).map((r) => [r.due, r.value])).toEqual(dupsOf(proc).map((d) => [d.due, d.value]));
    expect(sum(end)).toBe(new Decimal(a.VlNota).plus(b.VlNota).toFixed(2));
  });

  it('an installment received before the invoice is not billed again: the duplicatas bill what is left, the receivables add up to the order', async () => {
    const order = orders[7];
    const [first, ...others] = await receivables(order);
    expect(others.length).toBeGreaterThan(0);
    // The client pays the first installment in advance (a deposit before the goods are invoiced).
    const paid = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: first.id, DtRecebimento: today, VlRecebido: first.value } });
    expect(paid.statusCode, paid.body).toBe(201);
    const a = await invoice(order);
    const proc = await authorise(t, a.IdNfe);
    const toPay = new Decimal(a.VlNota).minus(first.value).toFixed(2);
    const sum = (values: string[]) => values.reduce((acc, v) => acc.plus(v), new Decimal(0)).toFixed(2);
    // The invoice bills what is left to pay: the other installments' due dates, the advance as the billing's discount.
    expect(sum(dupsOf(proc).map((d) => d.value))).toBe(toPay);
    expect(dupsOf(proc).map((d) => d.due)).toEqual(others.map((o) => o.due));
    expect(/<fat><nFat>\d+<\/nFat><vOrig>([\d.]+)<\/vOrig><vDesc>([\d.]+)<\/vDesc><vLiq>([\d.]+)<\/vLiq><\/fat>/.exec(proc)?.slice(1)).toEqual([a.VlNota, first.value, toPay]);
    // What the client owes in all is the invoice's value once: the installment paid plus the duplicatas.
    const end = await receivables(order);
    expect(sum(end.map((r) => r.value))).toBe(a.VlNota);
    expect(sum(end.filter((r) => r.nfe === a.IdNfe).map((r) => r.value))).toBe(toPay);
  });

  it('an advance reversed before the invoice is billed again: the duplicatas bill the whole invoice, with no discount', async () => {
    const order = orders[8];
    const [first] = await receivables(order);
    const paid = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: first.id, DtRecebimento: today, VlRecebido: first.value } });
    expect(paid.statusCode, paid.body).toBe(201);
    const reversed = await t.call('POST', `/api/pedido_venda_recebimentos/${paid.json().IdRecebimento}/estornar`, { token: admin, body: { DsMotivo: 'Depósito não compensado' } });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const a = await invoice(order);
    const proc = await authorise(t, a.IdNfe);
    expect(dupsOf(proc).reduce((acc, d) => acc.plus(d.value), new Decimal(0)).toFixed(2)).toBe(a.VlNota);
    expect(dupsOf(proc).map((d) => d.due)).toContain(first.due);
    expect(/<fat>.*?<vDesc>([\d.]+)<\/vDesc>/.exec(proc)?.[1] ?? '0.00').toBe('0.00');
    // The reversed receipt stays, with its installment of the plan (R$ 0,00 now): history is never removed.
    const kept = await t.database.rows<{ st: string; value: string }>(sql`
      select r.st_recebimento as st, p.vl_parcela::text as value from pedido_venda_recebimentos r join pedido_venda_parcelas p on p.id_parcela = r.id_parcela
      where r.id_recebimento = ${paid.json().IdRecebimento}`);
    expect(kept).toEqual([{ st: 'E', value: '0.00' }]);
    expect((await receivables(order)).reduce((acc, r) => acc.plus(r.value), new Decimal(0)).toFixed(2)).toBe(a.VlNota);
  });

  it('two partial invoices of one order authorised at once: stock and status come out right', async () => {
    const order = orders[2];
    const items = await itemStock(order);
    const a = await invoice(order, { itens: [{ IdItem: Number(items[0].item), Qt: items[0].qt }] });
    const b = await invoice(order);
    await Promise.all([authorise(t, a.IdNfe), authorise(t, b.IdNfe)]);
    expect((await statusOf(order)).s).toBe('T');
    for (const h of await itemStock(order)) expect([h.reserved, h.out]).toEqual(['0.000', h.qt]);
    const [neg] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from estoque_saldos where qt_estoque < 0 or qt_reservada < 0 or qt_reservada > qt_estoque`);
    expect(neg.n).toBe(0);
  });
});

describe('cancellation', () => {
  it("'reabrir': the stock comes back and is reserved again, the receivables return to the plan, the order is L again", async () => {
    const order = orders[3];
    const before = await balances(order);
    const held = await itemStock(order);
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    const res = await cancelar(nfe.IdNfe, 'reabrir');
    expect(res.statusCode, res.body).toBe(201);
    const [ev] = await t.database.rows<{ destino: string }>(sql`select ds_destino as destino from nfe_eventos where id_evento = ${res.json().IdEvento}`);
    expect(ev.destino).toBe('reabrir');
    // Nothing changes until SEFAZ registers it.
    expect((await statusOf(order)).s).toBe('T');
    await cancellationRegistered(t, nfe.IdNfe, 'reabrir');

    expect((await statusOf(order)).s).toBe('L');
    expect(await balances(order)).toEqual(before);
    for (const [i, h] of (await itemStock(order)).entries()) expect([h.reserved, h.out]).toEqual([held[i].qt, '0.000']);
    const rec = await receivables(order);
    expect(rec.every((r) => r.nfe === null && r.doc === null)).toBe(true);
    const [{ total }] = await t.database.rows<{ total: string }>(sql`select vl_total::text as total from pedido_venda where cod_pedido = ${order}`);
    expect(rec.reduce((a, r) => a.plus(r.value), new Decimal(0)).toFixed(2)).toBe(total);
    const listed = (await t.call('GET', `/api/xmls?IdNfe=${nfe.IdNfe}`, { token: admin })).json()['hydra:member'];
    expect(listed).toMatchObject([{ StCancelada: true }]);
    // Reopened, the order is invoiced again: the cancelled invoice no longer holds its quantities.
    const again = await invoice(order);
    expect(again.VlNota).toBe(total);
  });

  it("'cancelar': the stock comes back, every reservation is released, the order is C and its commission reversed", async () => {
    const order = orders[4];
    const [rep] = await t.database.rows<{ rep: number }>(sql`select id_representante as rep from pedido_venda where cod_pedido = ${order}`);
    // The representative's commission, accrued as finalizing does (the demo order was seeded without it).
    await t.database.rows(sql`insert into comissao_taxas (company_id, id_representante, pc_comissao) values (${company}, ${rep.rep}, 5)`);
    await t.database.rows(sql`delete from comissao_lancamentos where cod_pedido = ${order}`);
    await t.database.db.transaction((tx) => publish(ORDER_EVENT, tx, { type: 'finalized', company, order }, null));
    const [accrued] = await t.database.rows<{ v: string }>(sql`select sum(vl_provisao)::text as v from comissao_lancamentos where cod_pedido = ${order}`);
    expect(new Decimal(accrued.v ?? 0).gt(0)).toBe(true);

    const items = await itemStock(order);
    // Part invoiced, the rest still reserved: cancelling gives the invoiced part back and releases everything.
    const nfe = await invoice(order, { itens: [{ IdItem: Number(items[0].item), Qt: items[0].qt }] });
    const before = await balances(order);
    await authorise(t, nfe.IdNfe);
    expect((await statusOf(order)).s).toBe('P');
    expect((await cancelar(nfe.IdNfe, 'cancelar')).statusCode).toBe(201);
    await cancellationRegistered(t, nfe.IdNfe, 'cancelar');

    expect((await statusOf(order)).s).toBe('C');
    for (const h of await itemStock(order)) expect([h.reserved, h.out]).toEqual(['0.000', '0.000']);
    const after = await balances(order);
    for (const [p, b] of Object.entries(before)) {
      expect(after[Number(p)].onHand).toBe(b.onHand);
    }
    const [reserved] = await t.database.rows<{ n: string }>(sql`
      select coalesce(sum(case tp_movimento when 'R' then qt_movimento when 'B' then -qt_movimento end), 0)::text as n from estoque_movimentos
      where nm_entidade_origem = 'PedidoVendaItem' and id_entidade_origem in (${sql.join(items.map((h) => sql`${h.item}`), sql`, `)})`);
    expect(Number(reserved.n)).toBe(0);
    const [net] = await t.database.rows<{ v: string }>(sql`select coalesce(sum(vl_provisao), 0)::numeric(14,2)::text as v from comissao_lancamentos where cod_pedido = ${order}`);
    expect(net.v).toBe('0.00');
    const [reversal] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from comissao_lancamentos where cod_pedido = ${order} and tp_lancamento = 'E'`);
    expect(reversal.n).toBeGreaterThan(0);
    expect((await receivables(order)).every((r) => r.nfe === null)).toBe(true);
  });

  it('refused past 24 hours, with a receivable received, and cancelling the order while another invoice stays authorised', async () => {
    const order = orders[5];
    const [first] = await itemStock(order);
    const a = await invoice(order, { itens: [{ IdItem: Number(first.item), Qt: first.qt }] });
    await authorise(t, a.IdNfe, new Date(Date.now() - 25 * 3600 * 1000));
    const late = await cancelar(a.IdNfe);
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json().violations[0].message).toMatch(/24 horas/);

    const b = await invoice(order);
    await authorise(t, b.IdNfe);
    // Another invoice of the order stays authorised (a): the order cannot be cancelled with b.
    const other = await cancelar(b.IdNfe, 'cancelar');
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().violations[0]).toMatchObject({ propertyPath: 'destino' });
    expect(other.json().violations[0].message).toContain(String(a.NrNota));

    const [dup] = await receivables(order).then((rows) => rows.filter((r) => r.nfe === b.IdNfe));
    const paid = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: dup.id, DtRecebimento: today, VlRecebido: '1.00' }, headers: ptBR });
    expect(paid.statusCode, paid.body).toBe(201);
    const refused = await cancelar(b.IdNfe, 'reabrir');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0].message).toContain(dup.doc!);
    const [events] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from nfe_eventos where id_nfe in (${a.IdNfe}, ${b.IdNfe})`);
    expect(events.n).toBe(0);
  });
});

describe('orders without an authorised invoice', () => {
  it('an order in conference is not invoiced; a checked one cancelled releases its reservations', async () => {
    const order = orders[6];
    const before = await balances(order);
    const status = (to: string) => t.call('PUT', `/api/pedido_vendas/${order}/status`, { token: admin, body: { StatusPedido: to }, headers: ptBR });
    expect((await status('R')).statusCode).toBe(200);
    const refused = await faturar(order);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'StatusPedido' });
    expect(refused.json().violations[0].message).toMatch(/conferência/);
    expect((await status('L')).statusCode).toBe(200);
    const cancelled = await status('C');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const h of await itemStock(order)) expect(h.reserved).toBe('0.000');
    const after = await balances(order);
    for (const [p, b] of Object.entries(before)) {
      expect(after[Number(p)].onHand).toBe(b.onHand);
      expect(new Decimal(after[Number(p)].reserved).lt(b.reserved)).toBe(true);
    }
  });
});

describe('delivery', () => {
  it("a stop delivered moves its order to the workflow's delivered phase, when the workflow has one", async () => {
    const [stop] = await t.database.rows<{ route: number; order: number }>(sql`
      select rp.id_roteiro as route, rp.cod_pedido as "order" from roteiro_pedidos rp join roteiros r on r.id_roteiro = rp.id_roteiro
      where r.company_id = ${company} and rp.status_pedido_roteiro = 'Em Rota' order by rp.id_roteiro_pedido limit 1`);
    expect(stop).toBeTruthy();
    const deliver = (order: number) =>
      t.call('PUT', `/api/roteiros/${stop.route}/pedidos/${order}/status`, { token: admin, body: { StatusPedidoRoteiro: 'Entregue' }, headers: ptBR });
    // The demo's order workflow has no delivered phase: the phase stays.
    const phase = (await statusOf(stop.order)).fase;
    expect(await phaseMarked('E')).toBeUndefined();
    // The company marks its last phase (Expedição) as the delivered one.
    await t.database.rows(sql`update work_flow_item_fases set tp_marco = 'E' where company_id = ${company} and nm_fase = 'Expedição'`);
    const delivered = await phaseMarked('E');
    expect(delivered).toBeTruthy();
    expect(delivered).not.toBe(phase);
    const res = await deliver(stop.order);
    expect(res.statusCode, res.body).toBe(200);
    expect((await statusOf(stop.order)).fase).toBe(delivered);
  });
});

describe('the stock an invoice takes out', () => {
  it('an order invoiced without its reservation is reserved by FEFO at the authorisation; stock short is left out and logged, never negative', async () => {
    const [order, short] = spare;
    expect(short).toBeTruthy();
    for (const h of await itemStock(order)) expect(h.reserved).toBe('0.000');
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    expect((await statusOf(order)).s).toBe('T');
    for (const h of await itemStock(order)) expect([h.reserved, h.out]).toEqual(['0.000', h.qt]);

    // Someone else holds all of a product's stock when SEFAZ authorises: the goods left, but the stock cannot go
    // below zero; the item takes out nothing and the shortfall is in the audit log with the invoice.
    const items = await itemStock(short);
    const b = await invoice(short);
    await t.database.rows(sql`update estoque_saldos set qt_reservada = qt_estoque where id_produto = ${items[0].product} and company_id = ${company}`);
    await authorise(t, b.IdNfe);
    expect((await statusOf(short)).s).toBe('T');
    const after = await itemStock(short);
    expect(after[0]).toMatchObject({ reserved: '0.000', out: '0.000' });
    for (const h of after.slice(1).filter((x) => x.product !== items[0].product)) expect(h.out).toBe(h.qt);
    const [log] = await t.database.rows<{ log: string }>(sql`
      select log from logs where nm_entidade_origem = 'PedidoVendaItem' and id_entidade_origem = ${String(items[0].item)} and log like '%estoque-faltou%'`);
    expect(JSON.parse(log.log).changes).toBeTruthy();
    expect(log.log).toContain(new Decimal(items[0].qt).toFixed(3));
    const [neg] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from estoque_saldos where qt_estoque < 0 or qt_reservada < 0 or qt_reservada > qt_estoque`);
    expect(neg.n).toBe(0);
  });
});
