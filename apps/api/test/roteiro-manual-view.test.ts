import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, routableOrders, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const row = async (cod: number) => (await t.call('GET', `/api/view_roteiro_manual/${cod}`, { token })).json();

describe('view_roteiro_manual: m³ and invoicing date', () => {
  it('sums the m³ of the items from the products’ conversion to m³, and shows the day of the last authorised NF-e', async () => {
    const { company, orders } = await routableOrders(t, ['100.000']);
    const cod = orders[0];
    // Before: no product has a volume and no invoice is authorised, so both stay empty (not 0 m³).
    expect(await row(cod)).toMatchObject({ Metro: null, DtFaturamento: null });

    const items = await t.database.rows<{ produto: number; qt: string }>(
      sql`select i.id_produto as produto, (i.qt_pedida * i.vl_fator_conversao)::text as qt from pedido_venda_items i where i.cod_pedido = ${cod} and i.st_item = 'A' order by i.id_pedido_venda_item`,
    );
    expect(items.length).toBeGreaterThan(0);
    const [{ m3 }] = await t.database.rows<{ m3: number }>(
      sql`insert into tipo_medidas (company_id, cd_sigla, ds_tipo_medida, tp_unidade) values (${company}, 'M3', 'Metro cúbico', 'F')
        on conflict (company_id, cd_sigla) do update set cd_sigla = excluded.cd_sigla returning id_tipo_medida as m3`,
    );
    // One unit of the first item's product holds 0.25 m³.
    await t.database.db.execute(
      sql`insert into produto_conversoes (company_id, id_produto, id_tipo_medida, id_tipo_medida_destino, qt_fator)
        select ${company}, p.id_produto, p.id_tipo_medida, ${m3}, 0.25 from produtos p where p.id_produto = ${items[0].produto}`,
    );
    const expected = items.filter((i) => i.produto === items[0].produto).reduce((s, i) => s + Number(i.qt) * 0.25, 0);
    expect(Number((await row(cod)).Metro)).toBeCloseTo(expected, 3);

    // Authorised at 01:30 UTC on 2026-03-06 is still the 5th in Brasília; a cancelled invoice does not count.
    const nfe = (n: number, status: string, at: string) =>
      t.database.db.execute(sql`insert into nfe_emitidas (company_id, cod_pedido, nr_serie, nr_nota, nr_chave, st_nfe, tp_ambiente, vl_nota, ds_xml, dt_autorizacao)
        values (${company}, ${cod}, 900, ${n}, ${`3526030000000000000055900${String(n).padStart(9, '0')}0000000000`.slice(0, 44)}, ${status}, '2', 1, '<nfe/>', ${at})`);
    await nfe(1, 'autorizada', '2026-03-06T01:30:00Z');
    await nfe(2, 'cancelada', '2026-03-09T12:00:00Z');
    expect((await row(cod)).DtFaturamento).toBe('2026-03-05');
  });
});
