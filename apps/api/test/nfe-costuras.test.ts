/**
 * The seams around an authorised sale invoice that is cancelled or returned, across the areas it touches, through the
 * API and the SEFAZ answers as the transmission job records them (fiscal-helpers `authorise`,
 * `cancellationRegistered`; aoAutorizarDevolucao for a return):
 * - a cancellation and a return of the same invoice exclude each other (each would bring the goods back and undo the
 *   receivables once more);
 * - a correction letter waits for a cancellation on its way, and goes once SEFAZ rejected it;
 * - a duplicata of an invoice whose cancellation is on its way is not received;
 * - goods that left on a route are not cancelled (they circulated: the way back is a return), and a stop does not go
 *   on the road while its invoice's cancellation awaits SEFAZ;
 * - a partly invoiced order whose invoice came back wholly stays P: the rest of it is still sold;
 * - a return's value comes off the returned invoice's duplicatas, never off another invoice's or off the plan of what
 *   is not invoiced yet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Decimal, isoDateIn } from '@backoffice/domain';
import { behindLock, behindOrderLock, createTestApp, type TestApp } from './helpers.ts';
import { authorise, ordersWithStock } from './fiscal-helpers.ts';
import { inTransaction } from '../src/platform/db/transaction.ts';
import { aoAutorizarDevolucao } from '../src/modules/fiscal/nfe-devolucao.service.ts';
import { nfeEmitidas } from '../src/modules/fiscal/index.ts';
import { ORDER_EVENT } from '../src/modules/vendas/index.ts';
import { publish } from '../src/platform/modules/wiring.ts';

let t: TestApp;
let admin: string;
let company: number;
let orders: number[];
const ptBR = { 'accept-language': 'pt-BR' };
const today = isoDateIn();
const XJUST = 'Pedido digitado com erro pelo cliente';

const faturar = (order: number, body: unknown = {}) => t.call('POST', `/api/pedido_vendas/${order}/faturar`, { token: admin, body, headers: ptBR });
const cancelar = (id: number, destino?: string) => t.call('POST', `/api/nfe_emitidas/${id}/cancelar`, { token: admin, body: { xJust: XJUST, ...(destino ? { destino } : {}) }, headers: ptBR });
const devolver = (id: number, body: unknown = {}) => t.call('POST', `/api/nfe_emitidas/${id}/devolucao`, { token: admin, body, headers: ptBR });

async function invoice(order: number, body: unknown = {}): Promise<{ IdNfe: number; NrNota: number; NrSerie: number; VlNota: string }> {
  const res = await faturar(order, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const statusOf = async (order: number) => (await t.database.rows<{ s: string }>(sql`select status_pedido as s from pedido_venda where cod_pedido = ${order}`))[0].s;

/** The order's active items, in their order. */
const itemsOf = (order: number) =>
  t.database.rows<{ item: number; qt: string }>(sql`
    select id_pedido_venda_item as item, qt_pedida::text as qt from pedido_venda_items where cod_pedido = ${order} and st_item = 'A' order by nr_posicao, id_pedido_venda_item`);

/** SEFAZ's authorisation of a return, as the transmission records it: the row, then aoAutorizarDevolucao in its transaction. */
async function authoriseReturn(id: number): Promise<void> {
  await inTransaction(t.database.db, async (tx) => {
    const [nfe] = await tx.update(nfeEmitidas).set({ StNfe: 'autorizada', NrProtocolo: `1352600${String(id).padStart(8, '0')}`, DtAutorizacao: new Date().toISOString() }).where(eq(nfeEmitidas.IdNfe, id)).returning();
    await aoAutorizarDevolucao(tx, nfe, null);
  });
}

interface Receivable {
  id: number;
  nfe: number | null;
  value: string;
  received: string;
}
const receivables = (order: number) =>
  t.database.rows<Receivable>(sql`
    select p.id_parcela as id, p.id_nfe as nfe, p.vl_parcela::text as value,
      coalesce((select sum(r.vl_recebido) from pedido_venda_recebimentos r where r.id_parcela = p.id_parcela), 0)::numeric(14,2)::text as received
    from pedido_venda_parcelas p where p.cod_pedido = ${order} order by p.id_nfe nulls first, p.nr_parcela`);
const open = (rows: Receivable[]) => rows.reduce((a, r) => a.plus(r.value).minus(r.received), new Decimal(0)).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  // Demo sales orders with two items or more, on no route, whose every product has stock enough, reserved.
  orders = (await ordersWithStock(t, company, 11, { minItems: 2, offRoute: true, today })).reserved;
  expect(orders.length).toBeGreaterThanOrEqual(11);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('a cancellation and a return of the same invoice', () => {
  it('an invoice with a return issued is not cancelled (the goods would come back twice); a return that did not count does not hold it', async () => {
    const order = orders[0];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    const [first] = await itemsOf(order);
    const ret = await devolver(nfe.IdNfe, { itens: [{ IdPedidoVendaItem: Number(first.item), Qt: '1' }] });
    expect(ret.statusCode, ret.body).toBe(201);

    const refused = await cancelar(nfe.IdNfe);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'IdNfe' });
    expect(refused.json().violations[0].message).toContain(String(ret.json().NrNota));
    const [events] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from nfe_eventos where id_nfe = ${nfe.IdNfe}`);
    expect(events.n).toBe(0);

    // SEFAZ rejected the return: it brought nothing back, and the invoice is cancelled.
    await t.database.rows(sql`update nfe_emitidas set st_nfe = 'rejeitada' where id_nfe = ${ret.json().IdNfe}`);
    const ok = await cancelar(nfe.IdNfe);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('an invoice whose cancellation is on its way to SEFAZ is not returned', async () => {
    const order = orders[1];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    expect((await cancelar(nfe.IdNfe)).statusCode).toBe(201);
    const before = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from nfe_emitidas where cod_pedido = ${order}`);
    const refused = await devolver(nfe.IdNfe);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'IdNfe', message: expect.stringMatching(/cancelamento/i) });
    expect(await t.database.rows(sql`select count(*)::int as n from nfe_emitidas where cod_pedido = ${order}`)).toEqual(before);
  });

  it('a cancellation and a return asked at once: one of them goes, the other is refused', async () => {
    const order = orders[2];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    const [c, d] = await Promise.all([cancelar(nfe.IdNfe), devolver(nfe.IdNfe)]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 422]);
  });
});

describe('a correction letter and the cancellation', () => {
  it('is refused while a cancellation is on its way, and accepted once SEFAZ rejected it (the invoice stays authorised)', async () => {
    // The invoice of the second test, with its cancellation signed and not answered.
    const [nfe] = await t.database.rows<{ id: number }>(sql`select id_nfe as id from nfe_emitidas where cod_pedido = ${orders[1]} and fin_nfe = '1'`);
    const cce = () => t.call('POST', `/api/nfe_emitidas/${nfe.id}/cce`, { token: admin, body: { xCorrecao: 'Corrige o endereço de entrega do destinatário' }, headers: ptBR });
    const pending = await cce();
    expect(pending.statusCode, pending.body).toBe(422);
    expect(pending.json().violations[0]).toMatchObject({ propertyPath: 'IdNfe' });
    await t.database.rows(sql`update nfe_eventos set st_evento = 'rejeitado', cd_status = '501', ds_motivo = 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação' where id_nfe = ${nfe.id}`);
    const ok = await cce();
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ TpEvento: '110110', NrSeqEvento: 1 });
  });
});

describe('money received and the cancellation', () => {
  it("a duplicata of an invoice whose cancellation is on its way is not received (it would follow the goods back); once SEFAZ rejected it, it is", async () => {
    const order = orders[7];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    expect((await cancelar(nfe.IdNfe)).statusCode).toBe(201);
    const [dup] = await t.database.rows<{ id: number; value: string }>(sql`select id_parcela as id, vl_parcela::text as value from pedido_venda_parcelas where id_nfe = ${nfe.IdNfe} order by nr_parcela limit 1`);
    const receive = () => t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: dup.id, DtRecebimento: today, VlRecebido: dup.value }, headers: ptBR });
    const refused = await receive();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'IdParcela', message: `A NF-e ${nfe.NrNota} série ${nfe.NrSerie} desta duplicata tem um cancelamento enviado à SEFAZ: o recebimento espera a resposta` });
    const [none] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda_recebimentos where id_parcela = ${dup.id}`);
    expect(none.n).toBe(0);
    await t.database.rows(sql`update nfe_eventos set st_evento = 'rejeitado', cd_status = '501' where id_nfe = ${nfe.IdNfe}`);
    const ok = await receive();
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('a receipt and the cancellation at once', () => {
  // A receipt locks the order; the cancellation locked only the invoice, so each checked the other before either had
  // committed: the duplicata was received and the invoice cancelled, the money then following the goods back.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('the cancellation waits for a receipt in flight and is refused by it', async () => {
    const order = orders[8];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    const [dup] = await t.database.rows<{ id: number; value: string }>(sql`select id_parcela as id, vl_parcela::text as value from pedido_venda_parcelas where id_nfe = ${nfe.IdNfe} order by nr_parcela limit 1`);
    // The receipt, as recordReceipt makes it: the order locked, the money written, not committed yet.
    const res = await behindOrderLock(t, order, [['insert into pedido_venda_recebimentos (cd_empresa, cod_pedido, id_parcela, dt_recebimento, vl_recebido) values ($1, $2, $3, $4, $5)', [company, order, dup.id, today, dup.value]]], () => cancelar(nfe.IdNfe));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations[0].propertyPath).toBe('IdNfe');
    const [events] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from nfe_eventos where id_nfe = ${nfe.IdNfe}`);
    expect(events.n).toBe(0);
  });
});

describe('goods that left on a route', () => {
  it('an invoice whose order is on the road or delivered is not cancelled (the goods circulated): 422 naming the route', async () => {
    const order = orders[3];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    const [route] = await t.database.rows<{ id: number }>(sql`select id_roteiro as id from roteiros where company_id = ${company} order by id_roteiro limit 1`);
    await t.database.rows(sql`insert into roteiro_pedidos (company_id, id_roteiro, cod_pedido, nr_ordem, status_pedido_roteiro) values (${company}, ${route.id}, ${order}, 99, 'Em Rota')`);
    const refused = await cancelar(nfe.IdNfe);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'IdNfe' });
    expect(refused.json().violations[0].message).toBe(`As mercadorias da NF-e já saíram no roteiro ${route.id} (em rota): ela não se cancela; emita uma nota de devolução`);
    await t.database.rows(sql`update roteiro_pedidos set status_pedido_roteiro = 'Entregue' where cod_pedido = ${order}`);
    expect((await cancelar(nfe.IdNfe)).statusCode).toBe(422);
    // Still at the warehouse (the stop is open): the cancellation goes.
    await t.database.rows(sql`update roteiro_pedidos set status_pedido_roteiro = 'Em Faturamento' where cod_pedido = ${order}`);
    const ok = await cancelar(nfe.IdNfe);
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('a stop and a cancellation on its way to SEFAZ', () => {
  const mover = (route: number, order: number) => t.call('PUT', `/api/roteiros/${route}/pedidos/${order}/status`, { token: admin, body: { StatusPedidoRoteiro: 'Em Rota' }, headers: ptBR });
  /** A route of the company with the order as a stop still at the warehouse (Em Faturamento). */
  async function onRoute(order: number): Promise<number> {
    const [route] = await t.database.rows<{ id: number }>(sql`select id_roteiro as id from roteiros where company_id = ${company} order by id_roteiro limit 1`);
    await t.database.rows(sql`insert into roteiro_pedidos (company_id, id_roteiro, cod_pedido, nr_ordem, status_pedido_roteiro) values (${company}, ${route.id}, ${order}, 98, 'Em Faturamento')`);
    return route.id;
  }
  const stopOf = async (order: number) => (await t.database.rows<{ s: string }>(sql`select status_pedido_roteiro as s from roteiro_pedidos where cod_pedido = ${order}`))[0].s;

  it('does not go on the road while the cancellation awaits the answer (the route says why); once SEFAZ rejected it, it goes', async () => {
    const order = orders[9];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    const route = await onRoute(order);
    expect((await cancelar(nfe.IdNfe)).statusCode).toBe(201);
    const refused = await mover(route, order);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({
      propertyPath: 'StatusPedidoRoteiro',
      message: `A parada não sai em rota: o cancelamento da NF-e ${nfe.NrNota} série ${nfe.NrSerie} do pedido ${order} aguarda a resposta da SEFAZ`,
    });
    expect(await stopOf(order)).toBe('Em Faturamento');
    const holds = (await t.call('GET', `/api/roteiros/${route}/pendencias`, { token: admin })).json();
    expect(holds.notasCancelando).toContainEqual({ pedido: order, serie: nfe.NrSerie, numero: nfe.NrNota });
    await t.database.rows(sql`update nfe_eventos set st_evento = 'rejeitado', cd_status = '501' where id_nfe = ${nfe.IdNfe}`);
    const ok = await mover(route, order);
    expect(ok.statusCode, ok.body).toBeLessThan(300);
    expect(await stopOf(order)).toBe('Em Rota');
    expect((await t.call('GET', `/api/roteiros/${route}/pendencias`, { token: admin })).json().notasCancelando.map((n: { pedido: number }) => n.pedido)).not.toContain(order);
  });

  // The cancellation read the stops without a lock: a stop moved on the road in a transaction not yet committed was
  // still at the warehouse for it, so the goods left with a cancellation on its way.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('a cancellation waits for a stop going on the road and is refused by it', async () => {
    const order = orders[10];
    const nfe = await invoice(order);
    await authorise(t, nfe.IdNfe);
    await onRoute(order);
    const res = await behindLock(t, ['select 1 from roteiro_pedidos where cod_pedido = $1 for update', [order]], [["update roteiro_pedidos set status_pedido_roteiro = 'Em Rota' where cod_pedido = $1", [order]]], () => cancelar(nfe.IdNfe));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations[0].message).toMatch(/^As mercadorias da NF-e já saíram no roteiro \d+ \(em rota\)/);
    const [events] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from nfe_eventos where id_nfe = ${nfe.IdNfe}`);
    expect(events.n).toBe(0);
  });
});

describe('a partly invoiced order whose invoice came back', () => {
  it('stays P with the rest reserved and its commission, and is invoiced again', async () => {
    const order = orders[6];
    const [first, ...rest] = await itemsOf(order);
    // The representative's commission, accrued as finalizing does (the demo order was seeded without it).
    const [user] = await t.database.rows<{ id: number }>(sql`select id_representante as id from pedido_venda where id_representante is not null and cd_empresa = ${company} limit 1`);
    await t.database.rows(sql`update pedido_venda set id_representante = ${user.id} where cod_pedido = ${order}`);
    await t.database.rows(sql`insert into comissao_taxas (company_id, id_representante, pc_comissao) values (${company}, ${user.id}, 5)`);
    await t.database.rows(sql`delete from comissao_lancamentos where cod_pedido = ${order}`);
    await t.database.db.transaction((tx) => publish(ORDER_EVENT, tx, { type: 'finalized', company, order }, null));
    const a = await invoice(order, { itens: [{ IdItem: Number(first.item), Qt: first.qt }] });
    await authorise(t, a.IdNfe);
    expect(await statusOf(order)).toBe('P');
    const ret = await devolver(a.IdNfe);
    expect(ret.statusCode, ret.body).toBe(201);
    await authoriseReturn(ret.json().IdNfe);

    expect(await statusOf(order)).toBe('P');
    for (const r of rest) {
      const [held] = await t.database.rows<{ reserved: string }>(sql`
        select coalesce(sum(case tp_movimento when 'R' then qt_movimento when 'B' then -qt_movimento end), 0)::numeric(14,3)::text as reserved
        from estoque_movimentos where nm_entidade_origem = 'PedidoVendaItem' and id_entidade_origem = ${r.item}`);
      const [{ base }] = await t.database.rows<{ base: string }>(sql`select (qt_pedida * vl_fator_conversao)::numeric(14,3)::text as base from pedido_venda_items where id_pedido_venda_item = ${r.item}`);
      expect(held.reserved).toBe(base);
      const [c] = await t.database.rows<{ accrued: string }>(sql`select coalesce(sum(vl_provisao), 0)::numeric(14,2)::text as accrued from comissao_lancamentos where id_pedido_venda_item = ${r.item}`);
      expect(new Decimal(c.accrued).gt(0), `item ${r.item} keeps its commission`).toBe(true);
    }
    const b = await invoice(order);
    await authorise(t, b.IdNfe);
    expect(await statusOf(order)).toBe('T');
  });
});

describe("a return's value and the receivables", () => {
  it("comes off the returned invoice's duplicatas, never off the plan of what is not invoiced yet", async () => {
    const order = orders[4];
    const [first] = await itemsOf(order);
    const [{ total }] = await t.database.rows<{ total: string }>(sql`select vl_total::text as total from pedido_venda where cod_pedido = ${order}`);
    const a = await invoice(order, { itens: [{ IdItem: Number(first.item), Qt: first.qt }] });
    await authorise(t, a.IdNfe);
    const mid = await receivables(order);
    expect(open(mid)).toBe(total);
    const plan = open(mid.filter((r) => r.nfe === null));

    const ret = await devolver(a.IdNfe);
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json().VlNota).toBe(a.VlNota);
    await authoriseReturn(ret.json().IdNfe);

    // All of invoice a came back: nothing of it is left to receive, and the plan (the goods still to invoice) is whole.
    const after = await receivables(order);
    expect(open(after.filter((r) => r.nfe === a.IdNfe))).toBe('0.00');
    expect(open(after.filter((r) => r.nfe === null))).toBe(plan);

    // The rest invoiced: the client owes exactly the goods they kept.
    const b = await invoice(order);
    await authorise(t, b.IdNfe);
    expect(open(await receivables(order))).toBe(b.VlNota);
    const [payable] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from apagar where company_id = ${company} and nr_titulo = ${`DEV-${ret.json().NrSerie}-${ret.json().NrNota}`}`);
    expect(payable.n).toBe(0);
  });

  it("what was received of the returned invoice is owed to the client, even while another invoice's duplicatas are open", async () => {
    const order = orders[5];
    const [first] = await itemsOf(order);
    const a = await invoice(order, { itens: [{ IdItem: Number(first.item), Qt: first.qt }] });
    await authorise(t, a.IdNfe);
    const b = await invoice(order);
    await authorise(t, b.IdNfe);
    // Invoice a paid in full.
    for (const r of (await receivables(order)).filter((x) => x.nfe === a.IdNfe)) {
      const paid = await t.call('POST', '/api/pedido_venda_recebimentos', { token: admin, body: { IdParcela: r.id, DtRecebimento: today, VlRecebido: r.value }, headers: ptBR });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const bOpen = open((await receivables(order)).filter((r) => r.nfe === b.IdNfe));
    const ret = await devolver(a.IdNfe);
    expect(ret.statusCode, ret.body).toBe(201);
    await authoriseReturn(ret.json().IdNfe);

    // b's duplicatas are b's: the client still owes them; what they paid for a comes back as a payable.
    expect(open((await receivables(order)).filter((r) => r.nfe === b.IdNfe))).toBe(bOpen);
    const [payable] = await t.database.rows<{ value: string }>(sql`select vl_titulo::text as value from apagar where company_id = ${company} and nr_titulo = ${`DEV-${ret.json().NrSerie}-${ret.json().NrNota}`}`);
    expect(payable?.value).toBe(a.VlNota);
  });
});
