import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, type TestApp } from './helpers.ts';
import { createUser } from '../src/modules/admin/companies.service.ts';
import { createProfile } from '../src/modules/admin/access.service.ts';

let t: TestApp;
let admin: string;
let company: number;

type Row = Record<string, any>;
const total = (res: { json(): any }) => res.json()['hydra:totalItems'] as number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  company = (await t.call('GET', '/api/users/me', { token: admin })).json().company;
});
afterAll(() => t.close());

describe('GET /dashboard/home', () => {
  it('agrees with the lists it links to', async () => {
    const res = await t.call('GET', '/api/dashboard/home', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.vendasPorMes).toHaveLength(12);
    // Orders by status: each bar is the total of /vw_pedidos filtered by that status.
    expect(d.pedidosPorStatus.length).toBeGreaterThan(1);
    for (const s of d.pedidosPorStatus as Row[]) {
      expect(total(await t.call('GET', `/api/vw_pedidos?StatusPedido[]=${s.StatusPedido}&itemsPerPage=1`, { token: admin })), s.StatusPedido).toBe(s.pedidos);
    }
    const all = total(await t.call('GET', '/api/vw_pedidos?itemsPerPage=1', { token: admin }));
    expect(d.pedidosPorStatus.reduce((n: number, s: Row) => n + s.pedidos, 0)).toBe(all);
    // Deliveries due today: the list of orders with that delivery date, still to deliver.
    const today = d.hoje;
    const dueToday = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from pedido_venda where cd_empresa = ${company} and tp_pedido_de_venda = 'P' and status_pedido not in ('C','T','D') and dt_entrega = ${today}`,
    );
    expect(d.entregas.hoje).toBe(dueToday[0].n);
    // Sales this month: the sum of this calendar month's orders (in the company's time zone) that are not cancelled.
    const [month] = await t.database.rows<{ v: string }>(
      sql`select coalesce(sum(vl_total), 0)::numeric(14,2)::text as v from pedido_venda where cd_empresa = ${company} and tp_pedido_de_venda = 'P' and status_pedido <> 'C'
          and date_trunc('month', dt_emissao at time zone 'America/Sao_Paulo')::date = date_trunc('month', ${today}::date)::date`,
    );
    expect(d.vendasPorMes.at(-1)).toMatchObject({ mes: today.slice(0, 7), atual: month.v });
    // Last year's line: no value (null, a gap) for a month whose year-before precedes the company's first order; a
    // sum (zero included) from then on.
    const [first] = await t.database.rows<{ m: string }>(
      sql`select to_char(min(date_trunc('month', dt_emissao at time zone 'America/Sao_Paulo')), 'YYYY-MM') as m from pedido_venda where cd_empresa = ${company}`,
    );
    const yearBefore = (mes: string) => `${Number(mes.slice(0, 4)) - 1}${mes.slice(4)}`;
    for (const m of d.vendasPorMes as Row[]) {
      if (yearBefore(m.mes) < first.m) expect(m.anterior, m.mes).toBeNull();
      else expect(m.anterior, m.mes).toMatch(/^\d+\.\d{2}$/);
    }
    expect((d.vendasPorMes as Row[]).some((m) => m.anterior === null), 'the demo begins within the last two years').toBe(true);
    expect(d.conversao.convertidos).toBeLessThanOrEqual(d.conversao.orcamentos);
    // Stock below minimum: products whose stock (all sectors and lots) is under their minimum.
    for (const p of d.estoqueAbaixoMinimo.produtos as Row[]) expect(Number(p.QtEstoque)).toBeLessThan(Number(p.QtEstoqueMinimo));
    expect(d.lotesVencendo.total).toBeGreaterThanOrEqual(0);
  });

  it("shows only what the user's profile may read, and nothing of another company", async () => {
    await t.database.db.transaction(async (tx) => {
      const estoque = await createProfile(tx, company, 'Só estoque', ['produtos:read']);
      await createUser(tx, company, { username: 'soestoque', password: 'soestoque1', email: 'estoque@exemplo.com.br', profile: estoque }, null);
      const nada = await createProfile(tx, company, 'Nada', []);
      await createUser(tx, company, { username: 'semnada', password: 'semnada1', email: 'nada@exemplo.com.br', profile: nada }, null);
    });
    const stock = (await t.call('GET', '/api/dashboard/home', { token: await t.login('soestoque', 'soestoque1') })).json();
    expect(Object.keys(stock).filter((k) => !k.startsWith('@')).sort()).toEqual(['estoqueAbaixoMinimo', 'hoje', 'lotesVencendo']);
    const none = (await t.call('GET', '/api/dashboard/home', { token: await t.login('semnada', 'semnada1') })).json();
    expect(Object.keys(none).filter((k) => !k.startsWith('@'))).toEqual(['hoje']);
    const other = (await t.call('GET', '/api/dashboard/home', { token: await t.login(DEMO.otherUser.username, DEMO.otherUser.password) })).json();
    const mine = (await t.call('GET', '/api/dashboard/home', { token: admin })).json();
    expect(other.pedidosPorStatus).not.toEqual(mine.pedidosPorStatus);
    expect(JSON.stringify(other.topClientes)).not.toContain(mine.topClientes[0]?.Cliente ?? '∅');
  });
});
