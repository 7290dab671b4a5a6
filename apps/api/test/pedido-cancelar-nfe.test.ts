/**
 * Cancelling an order whose invoice was signed or sent to SEFAZ and not answered yet is refused (SEFAZ may still
 * authorise it: goods invoiced on a cancelled order): 422 on StatusPedido naming the invoice, in pt-BR, en-US and es,
 * and nothing changed. Once SEFAZ answered with a rejection, the order can be cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoDateIn } from '@backoffice/domain';
import { createTestApp, type TestApp } from './helpers.ts';
import { finalizeEffects, invoiceableOrders } from './fiscal-helpers.ts';

let t: TestApp;
let admin: string;
let company: number;
let order: number;
let nfe: { IdNfe: number; NrNota: number; NrSerie: number };

const cancel = (locale = 'pt-BR') => t.call('PUT', `/api/pedido_vendas/${order}/status`, { token: admin, body: { StatusPedido: 'C' }, headers: { 'accept-language': locale } });

/** The order's status and what its items hold reserved (R − B), by their moves. */
async function state() {
  const [row] = await t.database.rows<{ status: string; reserved: string }>(sql`
    select p.status_pedido as status,
      (select coalesce(sum(case m.tp_movimento when 'R' then m.qt_movimento when 'B' then -m.qt_movimento else 0 end), 0)::numeric(14,3)::text
        from estoque_movimentos m join pedido_venda_items i on i.id_pedido_venda_item = m.id_entidade_origem
        where m.nm_entidade_origem = 'PedidoVendaItem' and i.cod_pedido = p.cod_pedido) as reserved
    from pedido_venda p where p.cod_pedido = ${order}`);
  return row;
}

const setInvoice = (st: string) => t.database.db.execute(sql`update nfe_emitidas set st_nfe = ${st} where id_nfe = ${nfe.IdNfe}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  [order] = await invoiceableOrders(t, company, 1);
  await finalizeEffects(t, company, order, isoDateIn());
  const res = await t.call('POST', `/api/pedido_vendas/${order}/faturar`, { token: admin, body: {}, headers: { 'accept-language': 'pt-BR' } });
  expect(res.statusCode, res.body).toBe(201);
  nfe = res.json();
});
afterAll(() => t?.close());

describe('cancelling an order under an invoice waiting for SEFAZ', () => {
  it('is refused while the invoice is signed and not sent, naming it, and changes nothing', async () => {
    const before = await state();
    expect(Number(before.reserved)).toBeGreaterThan(0);
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(422);
    const [v] = res.json().violations;
    expect(v.propertyPath).toBe('StatusPedido');
    expect(v.message).toBe(`A NF-e ${nfe.NrSerie}-${nfe.NrNota} deste pedido foi enviada à SEFAZ e aguarda resposta: ela ainda pode ser autorizada. Espere a resposta e, se autorizada, cancele a nota antes do pedido`);
    expect(await state()).toEqual(before);
  });

  it('cancelling one of its items is refused too (the invoice carries it), and changes nothing', async () => {
    const [item] = await t.database.rows<{ id: number }>(sql`select id_pedido_venda_item as id from pedido_venda_items where cod_pedido = ${order} and st_item = 'A' order by nr_posicao limit 1`);
    const before = await state();
    const res = await t.call('PUT', `/api/pedido_de_venda_items/${item.id}/cancelar`, { token: admin, body: {}, headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'StItem', message: `This order's NF-e ${nfe.NrSerie}-${nfe.NrNota} was sent to SEFAZ and awaits its answer: it may still be authorised with this item. Wait for the answer before cancelling the item` });
    expect(await state()).toEqual(before);
    const [after] = await t.database.rows<{ st: string }>(sql`select st_item as st from pedido_venda_items where id_pedido_venda_item = ${item.id}`);
    expect(after.st).toBe('A');
  });

  it('is refused while the invoice is sent and unanswered, in each language', async () => {
    await setInvoice('transmitida');
    const before = await state();
    const en = await cancel('en-US');
    expect(en.statusCode).toBe(422);
    expect(en.json().violations[0].message).toContain(`NF-e ${nfe.NrSerie}-${nfe.NrNota} was sent to SEFAZ and awaits its answer`);
    const es = await cancel('es');
    expect(es.statusCode).toBe(422);
    expect(es.json().violations[0].message).toContain(`La NF-e ${nfe.NrSerie}-${nfe.NrNota} de este pedido fue enviada a la SEFAZ`);
    expect(await state()).toEqual(before);
  });

  it('goes through once SEFAZ rejected the invoice, releasing the reservation', async () => {
    await setInvoice('rejeitada');
    const res = await cancel();
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await state()).toEqual({ status: 'C', reserved: '0.000' });
  });
});
