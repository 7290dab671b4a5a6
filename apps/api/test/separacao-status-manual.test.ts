import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';

/** PUT /pedido_separacao_statuses/pedido/{id}: an order's separation status set by hand, with a reason, in the log. */
let t: TestApp;
let admin: string;
let company: number;
let inLot: number;
let notInLot: number;
const ptBR = { 'accept-language': 'pt-BR' };
const put = (order: number, body: unknown, token = admin) => t.call('PUT', `/api/pedido_separacao_statuses/pedido/${order}`, { token, body, headers: ptBR });
const statusOf = async (order: number) =>
  (await t.database.rows<{ s: string | null }>(sql`select (select status_separacao_pedido from pedido_separacao_statuses where cod_pedido = ${order}) as s`))[0].s;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
  // An order of the lot still open (no picking yet), and an order in no lot.
  [{ id: inLot }] = await t.database.rows<{ id: number }>(sql`select lp.cod_pedido as id from lote_separacao_pedidos lp join pedido_venda p on p.cod_pedido = lp.cod_pedido
    where lp.company_id = ${company} and p.status_pedido = 'A' order by lp.cod_pedido limit 1`);
  [{ id: notInLot }] = await t.database.rows<{ id: number }>(sql`select cod_pedido as id from pedido_venda p where cd_empresa = ${company} and tp_pedido_de_venda = 'P'
    and not exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = p.cod_pedido) order by cod_pedido limit 1`);
});
afterAll(async () => {
  await t?.close();
});

describe('separation status by hand', () => {
  it('sets the status, keeps who did it, and logs the status before and after with the reason', async () => {
    const before = (await statusOf(inLot)) ?? 'Aberto';
    const next = before === 'Conferido' ? 'Em Separação' : 'Conferido';
    const res = await put(inLot, { StatusSeparacaoPedido: next, DsMotivo: '  Conferido no papel, leitor quebrado  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ CodPedido: inLot, StatusSeparacaoPedido: next, DsMotivo: 'Conferido no papel, leitor quebrado' });
    expect(await statusOf(inLot)).toBe(next);
    const [view] = (await t.call('GET', `/api/vw_pedidos?CodPedido=${inLot}`, { token: admin })).json()['hydra:member'];
    expect(view.StatusSeparacaoPedido).toBe(next);
    const [status] = (await t.call('GET', `/api/pedido_separacao_statuses?CodPedido=${inLot}`, { token: admin })).json()['hydra:member'];
    expect(status.UsuarioSeparacaoPedido).toBe(DEMO.user.realname);
    const [log] = (await t.call('GET', `/api/logs?NmEntidadeOrigem=PedidoDeVenda&IdEntidadeOrigem=${inLot}&order[id]=desc`, { token: admin })).json()['hydra:member'];
    expect(JSON.parse(log.log)).toEqual({
      action: 'status-separacao-manual',
      user: DEMO.user.username,
      changes: { StatusSeparacaoPedido: { from: before, to: next }, DsMotivo: { to: 'Conferido no papel, leitor quebrado' } },
    });
  });

  it('answers 422 on the right fields, in the language of the user, and changes nothing', async () => {
    const before = await statusOf(inLot);
    const logs = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from logs`))[0].n;
    const count = await logs();
    const cases: [number, unknown, string, string][] = [
      [inLot, { StatusSeparacaoPedido: 'Em Separação', DsMotivo: '   ' }, 'DsMotivo', 'Este campo é obrigatório'],
      [inLot, { StatusSeparacaoPedido: 'Em Separação' }, 'DsMotivo', 'Este campo é obrigatório'],
      [inLot, { StatusSeparacaoPedido: 'Pronto', DsMotivo: 'x' }, 'StatusSeparacaoPedido', ''],
      [inLot, { StatusSeparacaoPedido: before, DsMotivo: 'de novo' }, 'StatusSeparacaoPedido', `O pedido já está com o status de separação ${before}`],
      [notInLot, { StatusSeparacaoPedido: 'Conferido', DsMotivo: 'sem lote' }, 'StatusSeparacaoPedido', 'O pedido não está em um lote de separação'],
    ];
    for (const [order, body, field, message] of cases) {
      const res = await put(order, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const violation = res.json().violations.find((v: { propertyPath: string }) => v.propertyPath === field);
      expect(violation, res.body).toBeTruthy();
      if (message) expect(violation.message).toBe(message);
    }
    expect(await statusOf(inLot)).toBe(before);
    expect(await statusOf(notInLot)).toBeNull();
    expect(await logs()).toBe(count);
  });

  it('needs the separation grant: a seller may read the order but not change its separation', async () => {
    const seller = await t.login(DEMO.seller.username, DEMO.seller.password);
    expect((await put(inLot, { StatusSeparacaoPedido: 'Divergente', DsMotivo: 'teste' }, seller)).statusCode).toBe(403);
    expect(await statusOf(inLot)).not.toBe('Divergente');
  });

  it("answers 404 for another company's order, and 401 without a token", async () => {
    const other = await t.login(DEMO.otherUser.username, DEMO.otherUser.password);
    expect((await put(inLot, { StatusSeparacaoPedido: 'Divergente', DsMotivo: 'teste' }, other)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/pedido_separacao_statuses/pedido/${inLot}`, { body: { StatusSeparacaoPedido: 'Divergente', DsMotivo: 'x' } })).statusCode).toBe(401);
    expect(await statusOf(inLot)).not.toBe('Divergente');
  });
});
