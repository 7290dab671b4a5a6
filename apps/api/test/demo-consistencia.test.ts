/**
 * The demo data obeys the rules a user meets: a route leaves (Em Rota) only with its orders invoiced, so every demo
 * route on the road or delivered has each of its orders invoiced by an authorised NF-e (its protocol and its nfeProc,
 * valid against the official schema), the order at T/P, its goods out of stock and its installments turned into the
 * invoice's duplicatas; and no stock balance of the demo is below zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { validateAgainst } from '../src/modules/fiscal/xsd.ts';

let t: TestApp;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo data', () => {
  it('has routes on the road and delivered, each order on them invoiced by an authorised NF-e with its effects', async () => {
    const orders = await rows<{ route: number; status: string; order: number; order_status: string; company: number }>(sql`
      select r.id_roteiro as route, r.status_roteiro as status, p.cod_pedido as "order", p.status_pedido as order_status, r.company_id as company
      from roteiros r join roteiro_pedidos rp on rp.id_roteiro = r.id_roteiro join pedido_venda p on p.cod_pedido = rp.cod_pedido
      where r.status_roteiro in ('Em Rota', 'Entregue') and p.status_pedido <> 'C' order by p.cod_pedido`);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['Em Rota', 'Entregue']));
    let duplicatas = 0;
    for (const o of orders) {
      expect(['T', 'P'], `order ${o.order} on route ${o.route} (${o.status})`).toContain(o.order_status);
      const invoices = await rows<{ id: number; st: string; protocolo: string | null; xml: string }>(sql`
        select id_nfe as id, st_nfe as st, nr_protocolo as protocolo, ds_xml as xml from nfe_emitidas
        where company_id = ${o.company} and cod_pedido = ${o.order} and fin_nfe <> '4'`);
      expect(invoices.length, `order ${o.order}`).toBeGreaterThan(0);
      for (const nfe of invoices) {
        expect(nfe.st).toBe('autorizada');
        expect(nfe.protocolo).toMatch(/^\d{15}$/);
        expect(nfe.xml).toMatch(/<nfeProc [^>]*>.*<protNFe[^>]*>.*<cStat>100<\/cStat>/s);
        expect(await validateAgainst('nfe', 'procNFe_v4.00.xsd', nfe.xml)).toEqual({ valid: true, firstError: null });
        // Its duplicatas are the order's receivables now.
        const dups = (nfe.xml.match(/<dup>/g) ?? []).length;
        const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from pedido_venda_parcelas where id_nfe = ${nfe.id}`);
        expect(n, `duplicatas of invoice ${nfe.id}`).toBe(dups);
        duplicatas += n;
      }
      // The goods left: exits of its items, and nothing of them held in reserve any more.
      const [moves] = await rows<{ saidas: number; reservas: string }>(sql`
        select (select count(*)::int from estoque_movimentos m join pedido_venda_items i on i.id_pedido_venda_item = m.id_entidade_origem
                 where m.nm_entidade_origem = 'PedidoVendaItem' and m.tp_movimento = 'S' and i.cod_pedido = ${o.order}) as saidas,
               (select coalesce(sum(m.qt_movimento * case m.tp_movimento when 'R' then 1 when 'B' then -1 else 0 end), 0)::text
                 from estoque_movimentos m join pedido_venda_items i on i.id_pedido_venda_item = m.id_entidade_origem
                 where m.nm_entidade_origem = 'PedidoVendaItem' and i.cod_pedido = ${o.order}) as reservas`);
      expect(moves.saidas, `stock exits of order ${o.order}`).toBeGreaterThan(0);
      expect(Number(moves.reservas)).toBe(0);
    }
    expect(duplicatas).toBeGreaterThan(0);
  });

  it('has no stock balance below zero', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from estoque_saldos where qt_estoque < 0 or qt_reservada < 0 or qt_reservada > qt_estoque`);
    expect(n).toBe(0);
  });
});
