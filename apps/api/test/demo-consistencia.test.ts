/**
 * The demo data obeys the rules a user meets: a route leaves (Em Rota) only with its orders invoiced, so every demo
 * route on the road or delivered has each of its orders invoiced by an authorised NF-e (its protocol and its nfeProc,
 * valid against the official schema), the order at T/P, its goods out of stock and its installments turned into the
 * invoice's duplicatas; and no stock balance of the demo is below zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { cepDaUf, ieValida } from '@backoffice/domain';
import { validateAgainst } from '../src/modules/fiscal/xsd.ts';

let t: TestApp;

/** The IBGE code of each UF: a municipality's code starts with its UF's. */
const UF_IBGE: Record<string, string> = { RO: '11', AC: '12', AM: '13', RR: '14', PA: '15', AP: '16', TO: '17', MA: '21', PI: '22', CE: '23', RN: '24', PB: '25', PE: '26', AL: '27', SE: '28', BA: '29', MG: '31', ES: '32', RJ: '33', SP: '35', PR: '41', SC: '42', RS: '43', MS: '50', MT: '51', GO: '52', DF: '53' };

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

  it("has this week's orders only in statuses their records support: checked after a lot and a conference, invoiced with its NF-e", async () => {
    const orders = await rows<{ order: number; status: string; lot: boolean; scans: number; lines: number; counted: number; separation: string | null; invoices: number; route: string | null }>(sql`
      select p.cod_pedido as "order", p.status_pedido as status,
        exists (select 1 from lote_separacao_pedidos lp where lp.cod_pedido = p.cod_pedido) as lot,
        (select count(*)::int from conferencia_leituras c where c.cod_pedido = p.cod_pedido) as scans,
        (select count(*)::int from lote_separacao_items i where i.cod_pedido = p.cod_pedido and i.qt_pedida > 0) as lines,
        (select count(*)::int from lote_separacao_items i where i.cod_pedido = p.cod_pedido and i.qt_pedida > 0 and i.qt_separada >= i.qt_pedida) as counted,
        (select s.status_separacao_pedido from pedido_separacao_statuses s where s.cod_pedido = p.cod_pedido) as separation,
        (select count(*)::int from nfe_emitidas n where n.cod_pedido = p.cod_pedido and n.st_nfe = 'autorizada' and n.fin_nfe <> '4') as invoices,
        (select r.status_roteiro from roteiro_pedidos rp join roteiros r on r.id_roteiro = rp.id_roteiro
          where rp.cod_pedido = p.cod_pedido and rp.status_pedido_roteiro <> 'Cancelado' limit 1) as route
      from pedido_venda p where p.dt_emissao > now() - interval '7 days' order by p.cod_pedido`);
    // The demo's week has orders in each step of the path, so the checks below are not vacuous.
    const seen = new Set(orders.map((o) => o.status));
    for (const status of ['A', 'R', 'L', 'T']) expect(seen, `an order in ${status} this week`).toContain(status);
    const unsupported = orders.flatMap((o) => {
      const conference = o.lot && o.scans > 0;
      const why: string[] = [];
      if (o.status === 'R' && !conference) why.push('em conferência without a lot and scans');
      if (o.status === 'L' && !(conference && o.lines > 0 && o.counted === o.lines && o.separation === 'Conferido')) why.push('conferido without a lot checked to the last unit');
      if (o.status === 'X' && !conference && o.invoices === 0) why.push('parcial without a conference or an invoice');
      if (['T', 'P', 'D'].includes(o.status) && o.invoices === 0) why.push(`${o.status} without an authorised invoice`);
      // A route past picking carries its orders' lots; from loading on, their conference.
      if (o.route && ['Em Separação', 'Separado', 'Em Conferência', 'Em Carregamento', 'Em Rota', 'Entregue'].includes(o.route) && !o.lot) why.push(`on a route ${o.route} without a lot`);
      if (o.route && ['Em Carregamento', 'Em Rota', 'Entregue'].includes(o.route) && !['L', 'T', 'P'].includes(o.status)) why.push(`${o.status} on a route ${o.route}`);
      return why.length ? [`${o.order} (${o.status}): ${why.join('; ')}`] : [];
    });
    expect(unsupported).toEqual([]);
  });

  it("has addresses with their street type apart, CEPs of their UF, and a valid IE for every ICMS contributor", async () => {
    const addresses = await rows<{ id: number; cep: string | null; uf: string; street_type: string | null; street: string | null; city_ibge: string | null }>(sql`
      select id, cep, uf, street_type, street, city_ibge from addresses`);
    expect(addresses.filter((a) => a.cep).length).toBeGreaterThan(200);
    const wrong = addresses.flatMap((a) => [
      ...(a.cep && !cepDaUf(a.cep, a.uf) ? [`${a.id}: CEP ${a.cep} is not of ${a.uf}`] : []),
      ...(a.street && a.street_type && a.street.split(' ')[0].toLowerCase() === a.street_type.toLowerCase() ? [`${a.id}: ${a.street_type} ${a.street}`] : []),
      ...(a.city_ibge && !a.city_ibge.startsWith(UF_IBGE[a.uf]) ? [`${a.id}: municipality ${a.city_ibge} is not of ${a.uf}`] : []),
    ]);
    expect(wrong).toEqual([]);
    const contributors = await rows<{ id: number; name: string; ie: string | null; uf: string | null }>(sql`
      select p.id, p.name, p.ie, (select a.uf from addresses a where a.people_id = p.id order by a.id limit 1) as uf
      from people p where p.contributor_type = '1'`);
    expect(contributors.length).toBeGreaterThan(100);
    expect(contributors.filter((c) => !c.uf || !c.ie || !ieValida(c.ie, c.uf)).map((c) => `${c.name} (${c.uf}): ${c.ie}`)).toEqual([]);
  });

  it('has no stock balance below zero', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from estoque_saldos where qt_estoque < 0 or qt_reservada < 0 or qt_reservada > qt_estoque`);
    expect(n).toBe(0);
  });
});
